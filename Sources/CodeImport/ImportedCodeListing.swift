import LayoutModel
import LayoutText
import LayoutSyntax

/// What an import of constraint code left in a session, as text: the views with their classes
/// and superviews, and every user constraint as the equation `add` reads (LayoutText), marked
/// when inactive. The corpus goldens and the `export swift` round trips compare these.
public enum ImportedCodeListing {
    /// Every view below the root: `name (Class) in parent`, with `, translates` when it does.
    public static func views(_ state: LayoutState) -> [String] {
        var out: [String] = []
        func visit(_ v: ViewID) {
            for s in state[v].subviews {
                let view = state[s]
                var line = "\(view.name) (\(view.className)) in \(state[v].name)"
                if state[v].stack?.arranged.contains(s) == true { line += ", arranged" }
                if view.translatesAutoresizingMask { line += ", translates" }
                out.append(line)
                visit(s)
            }
        }
        visit(state.root)
        return out
    }

    /// The user's constraints, in order, as equations (`(inactive)` after one not in force by choice).
    public static func constraints(_ state: LayoutState) -> [String] {
        state.constraints.filter { $0.kind == .user }.map { c in
            state.equationText(for: c) + (c.isActive ? "" : " (inactive)")
        }
    }

    /// Stack views' settings that differ from UIStackView's defaults.
    public static func stacks(_ state: LayoutState) -> [String] {
        let defaults = StackViewProperties()
        var out: [String] = []
        for v in state.views where v.stack != nil && v.stack?.appKit == nil {
            let p = v.stack!.properties
            var parts: [String] = []
            if p.axis != defaults.axis { parts.append("axis \(p.axis == .horizontal ? "horizontal" : "vertical")") }
            if p.distribution != defaults.distribution { parts.append("distribution \(p.distribution.rawValue)") }
            if p.alignment != defaults.alignment { parts.append("alignment \(p.alignment.rawValue)") }
            if p.spacing != defaults.spacing { parts.append("spacing \(NumberFormatting.readable(p.spacing))") }
            if p.isLayoutMarginsRelativeArrangement { parts.append("margins-relative") }
            if p.isBaselineRelativeArrangement { parts.append("baseline-relative") }
            out.append("\(v.name): " + (parts.isEmpty ? "defaults" : parts.joined(separator: ", ")))
        }
        return out
    }

    /// Content priorities that differ from 250 hugging / 750 resistance.
    public static func contentPriorities(_ state: LayoutState) -> [String] {
        var out: [String] = []
        for v in state.views {
            for axis in [Axis.horizontal, .vertical] {
                if v.hugging[axis] != 250 { out.append("\(v.name) hugs \(axis.rawValue) at \(v.hugging[axis])") }
                if v.resistance[axis] != 750 { out.append("\(v.name) resists \(axis.rawValue) at \(v.resistance[axis])") }
            }
        }
        return out
    }
}
