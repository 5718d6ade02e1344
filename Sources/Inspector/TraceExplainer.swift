import LayoutModel
import LayoutSyntax
import LayoutText

/// `explain` on a session imported from an `_autolayoutTrace` (docs/explain.md "Traces"): what
/// the trace can tell — the tree, UIKit's markers, which views are ambiguous and in what — and
/// what it cannot: any constraint, so why a view is ambiguous, which constraint would fix it, the
/// frames, conflicts.
public enum TraceExplainer {
    /// Whether the session was imported from a trace.
    public static func isTrace(_ session: LayoutSession) -> Bool {
        session.state.importProvenance?.kind == .trace
    }

    /// The traced views (the root first, then depth first) and guides with what the trace said.
    static func traced(_ state: LayoutState) -> [(name: String, trace: TracedView)] {
        var out: [(String, TracedView)] = []
        for v in state.descendants(of: state.root) {
            if let t = state[v].importInfo?.trace { out.append((state[v].name, t)) }
        }
        for g in state.guides { if let t = g.importInfo?.trace { out.append((g.name, t)) } }
        return out
    }

    /// `explain` with no argument, in a session imported from a trace.
    public static func overview(_ session: LayoutSession) -> String {
        let state = session.state
        let all = traced(state)
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let guides = state.guides.filter { $0.importInfo?.trace != nil }.count
        var lines = ["The trace shows \(plural(all.count - guides, "view")), \(plural(guides, "layout guide")) and no constraints: " + TraceText.noConstraints + "."]
        lines.append("What it tells:")
        let ambiguous = all.filter { $0.trace.ambiguous }
        if ambiguous.isEmpty {
            lines.append("  - no view is ambiguous: UIKit's engine had one frame for each view it lays out.")
        } else {
            let named = ambiguous.map { a in a.name + (a.trace.ambiguousVariables.isEmpty ? " (no detail)" : " (" + a.trace.ambiguousAttributes.joined(separator: ", ") + ")") }
            lines.append("  - ambiguous (\(ambiguous.count)): " + named.joined(separator: ", ") + ".")
            if ambiguous.contains(where: { $0.trace.ambiguousVariables.isEmpty }) {
                lines.append("    (no detail: iOS 6–7 traces and a window's line name no attribute)")
            }
        }
        var counts: [String] = []
        for (marker, words) in [(TracedView.Marker.autoLayout, "laid out with auto layout (*)"),
                                (.manual, "laid out manually but in the engine: they translate their autoresizing masks (+)"),
                                (.engineHost, "layout engine hosts (•)"), (.none, "not in the engine (no marker)")] {
            let n = all.filter { $0.trace.marker == marker }.count
            if n > 0 { counts.append("\(n) \(words)") }
        }
        lines.append("  - " + counts.joined(separator: "; ") + ".")
        let missing = all.filter { $0.trace.missingHostConstraints }
        if !missing.isEmpty {
            lines.append("  - MISSING HOST CONSTRAINTS on " + missing.map(\.name).joined(separator: ", ")
                         + ": UIKit says the engine host lacks the constraints that place it (Apple does not document the flag).")
        }
        let framed = all.filter { $0.trace.frame != nil || $0.trace.layoutFrame != nil }
        if !framed.isEmpty {
            lines.append("  - frames it printed (of guides and their owning views): " + framed.map { f in
                f.name + " " + (f.trace.frame ?? f.trace.layoutFrame!).readableDescription }.joined(separator: ", ") + ".")
        }
        lines.append("What it cannot tell:")
        lines.append("  - the constraints, so not why a view is ambiguous nor which constraint would fix it;")
        lines.append("  - the frames" + (framed.isEmpty ? "" : " of the other views") + ", sizes and intrinsic content sizes (plumb leaves them unknown);")
        lines.append("  - conflicts: an unsatisfiable layout is in the console log (\"Unable to simultaneously satisfy constraints\"): 'import log' reads it.")
        let added = state.constraints.filter { !$0.kind.isSystem }.count
        if added > 0 {
            lines.append("Since the import, \(plural(added, "constraint")) \(added == 1 ? "was" : "were") added: 'explain VIEW' says what they decide.")
        } else {
            lines.append("Next: add the constraints your code makes ('add …', 'vfl …'), or 'import log' the console log; 'explain VIEW' for one view.")
        }
        return lines.joined(separator: "\n")
    }

    /// What the trace says of one view or guide: a paragraph before `explain VIEW`'s own, nil when
    /// the item is not from a trace.
    public static func paragraph(_ item: LayoutItem, in session: LayoutSession) -> String? {
        let state = session.state
        let info: ImportedView?
        switch item {
        case .view(let v): info = state[v].importInfo
        case .guide(let g): info = state[g].importInfo
        }
        guard let t = info?.trace else { return nil }
        var text = "In the trace (line \(t.line)): " + t.markerMeaning
        if t.ambiguous { text += "; " + TraceText.ambiguity(t) }
        if t.missingHostConstraints { text += "; MISSING HOST CONSTRAINTS" }
        text += ". " + TraceText.noConstraints.prefix(1).uppercased() + TraceText.noConstraints.dropFirst() + "."
        return text
    }
}
