import LayoutModel
import LayoutSyntax
import LayoutText

/// Constraints and attributes in plain English.
public enum ConstraintWords {
    static func n(_ x: Double) -> String { NumberFormatting.readable(x) }

    /// `leading edge`, `leading margin`, `width`, `horizontal centre`, `first baseline`.
    public static func attribute(_ a: LayoutAttribute) -> String {
        switch a {
        case .left: "left edge"
        case .right: "right edge"
        case .top: "top edge"
        case .bottom: "bottom edge"
        case .leading: "leading edge"
        case .trailing: "trailing edge"
        case .width: "width"
        case .height: "height"
        case .centerX: "horizontal centre"
        case .centerY: "vertical centre"
        case .firstBaseline: "first baseline"
        case .lastBaseline: "baseline"
        case .leftMargin: "left margin"
        case .rightMargin: "right margin"
        case .topMargin: "top margin"
        case .bottomMargin: "bottom margin"
        case .leadingMargin: "leading margin"
        case .trailingMargin: "trailing margin"
        case .centerXWithinMargins: "horizontal centre within its margins"
        case .centerYWithinMargins: "vertical centre within its margins"
        }
    }

    /// A view's name for sentences: `the root` for the root, else its name.
    static func itemName(_ item: LayoutItem, _ state: LayoutState) -> String {
        if item == .view(state.root) { return "the root" }
        return state.name(of: item)
    }

    static func possessive(_ name: String) -> String { name + "'s" }

    /// `label is at least 400 points wide (priority 999)`,
    /// `label's leading edge equals the root's leading margin`.
    public static func meaning(of c: LayoutConstraint, in state: LayoutState) -> String {
        let a = itemName(c.first.item, state)
        let priority = c.priority < 1000 ? " (priority \(c.priority))" : ""
        switch c.kind {
        case .contentSize:
            return contentSize(c, state) + "."
        case .encapsulatedSize:
            let what = c.first.attribute == .width ? "wide" : "tall"
            return "the root is \(n(c.constant)) points \(what): the size the window (or the table or collection view holding it) gives the root view; plumb changes it only with `root`."
        case .autoresizing:
            guard case .view(let v) = c.first.item else { break }
            let axis = c.first.attribute.axis
            let along = state.maskCode(of: v, axis).map { ": along \(axis == .horizontal ? "x" : "y") " + maskWords($0, axis) }
                ?? " (the log prints no mask)"
            return "\(a) translates its autoresizing mask" + (state.maskCodes(of: v).map { " (\($0))" } ?? "") + along
                + "; this constraint keeps its frame's \(attribute(c.first.attribute)) at \(relationText(c, state)). (Rule 1: if you meant to place \(a) with constraints, turn translatesAutoresizingMaskIntoConstraints off.)"
        case .marginsGuide:
            return "a system constraint: \(a) (the layout-margins guide) sits inside its view by the view's margins (\(equation(c, state)))."
        case .safeAreaGuide:
            return "a system constraint: \(a) (the safe-area guide) sits inside its view by the safe-area insets (\(equation(c, state)))."
        case .stackView:
            return stackRule(c, state) + " (\(equation(c, state)))."
        case .scrollGuide:
            let isContentGuide = if case .guide(let g) = c.first.item { state[g].kind == .scrollContent } else { false }
            let what = c.first.attribute.isSize
                ? "\(a) (the frame guide) is as \(c.first.attribute == .width ? "wide" : "tall") as its scroll view's frame"
                : isContentGuide
                    ? "\(a) (the content guide) starts at the content's origin; its size is the content size, which the content's constraints decide"
                    : "\(a) (the frame guide) sits on its scroll view's frame"
            return "a system constraint: \(what) (\(equation(c, state)))."
        case .readableContentGuide:
            return "a system constraint: \(a) (the readable-content guide) sits inside its view's margins, centred, at most \(n(LayoutGuide.readableWidth)) points wide (\(equation(c, state)))\(priority)."
        case .keyboardGuide:
            return "a system constraint: \(a) (the keyboard guide) covers the keyboard's frame along the root's bottom — the bottom safe-area inset when no keyboard is shown (\(equation(c, state)))\(priority)."
        case .user:
            break
        }
        let rel: String = switch c.relation {
        case .equal: "equals"
        case .lessThanOrEqual: "is at most"
        case .greaterThanOrEqual: "is at least"
        }
        if c.second == nil, c.first.attribute.isSize {
            let adjective = c.first.attribute == .width ? "wide" : "tall"
            let bound: String = switch c.relation {
            case .equal: "exactly"
            case .lessThanOrEqual: "at most"
            case .greaterThanOrEqual: "at least"
            }
            return "\(a) is \(bound) \(n(c.constant)) points \(adjective)\(priority)."
        }
        return possessive(a) + " " + attribute(c.first.attribute) + " \(rel) " + relationText(c, state) + priority + "."
    }

    /// A stack view's generated constraint as the rule it is: `the stack view form's fill-equally
    /// rule`, by its UIKit identifier (docs/stack-views.md, the identifier table).
    static func stackRule(_ c: LayoutConstraint, _ state: LayoutState) -> String {
        // The stack: an item that is one, else the view that holds the first item.
        var stack: String? = nil
        for item in c.items {
            if case .view(let v) = item, state[v].stack != nil { stack = state[v].name; break }
        }
        if stack == nil, let s = state[state.owningView(of: c.first.item)].superview { stack = state[s].name }
        let whose = stack.map { "the stack view \($0)'s" } ?? "a stack view's"
        let rule: String = switch c.identifier ?? "" {
        case "UISV-canvas-connection": "edge rule (its first and last arranged views meet its edges)"
        case "UISV-spacing": "spacing rule"
        case "UISV-spacing-hidden": "spacing rule around a hidden view"
        case "UISV-hiding": "hiding rule (a hidden arranged view has no length)"
        case "UISV-fill-equally": "fill-equally rule"
        case "UISV-fill-proportionally": "fill-proportionally rule"
        case "UISV-distributing-edge": "equal-spacing rule"
        case "UISV-canvas-fit", "UISV-spanning-fit": "rule that keeps it as small as its content"
        case "UISV-alignment": "alignment rule"
        case "UISV-spanning-boundary": "rule that keeps its arranged views inside it"
        case "UISV-ambiguity-suppression": "rule that settles an otherwise free size"
        case "UISV-text-width-disambiguation": "rule that shares width between multi-line labels"
        // NSStackView (docs/stack-views.md §6).
        case "NSStackView.Align": "alignment rule"
        case "NSStackView.Edge.Top", "NSStackView.Edge.Bottom", "NSStackView.Edge.Leading", "NSStackView.Edge.Trailing":
            c.relation == .equal || c.priority < 1000 ? "edge rule (it hugs its arranged views)" : "edge rule (its arranged views stay inside it)"
        case "NSStackView.Stack": "spacing rule"
        case "NSStackView.Stack.Min": "minimum-spacing rule"
        case "NSStackView.CenterGroup.FirstEdge", "NSStackView.CenterGroup.LastEdge", "NSStackView.CenterGroup.Center": "center gravity area rule"
        case "NSStackView.Distribution.EqualSizing": "fill-equally rule"
        case "NSStackView.Distribution.EqualProportionalSizing": "fill-proportionally rule"
        case "NSStackView.Distribution.Stack.Leading", "NSStackView.Distribution.Stack.Trailing", "NSStackView.Distribution.EqualSpacing":
            "equal-spacing rule"
        default: "constraint"
        }
        return "\(whose) \(rule)"
    }

    /// The right-hand side in words: `the root's leading margin`, `label's trailing edge + 8`,
    /// `0.5 × the root's width + 20`.
    static func relationText(_ c: LayoutConstraint, _ state: LayoutState) -> String {
        guard let s = c.second else { return n(c.constant) }
        var text = possessive(itemName(s.item, state)) + " " + attribute(s.attribute)
        if c.multiplier != 1 { text = n(c.multiplier) + " × " + text }
        if c.constant > 0 { text += " + " + n(c.constant) } else if c.constant < 0 { text += " − " + n(-c.constant) }
        return text
    }

    /// `label.width >= 400 @999 id "Label Width"` (the equation `add` reads).
    public static func equation(_ c: LayoutConstraint, _ state: LayoutState) -> String {
        if c.kind == .contentSize {
            return "\(state.name(of: c.first.item)).\(c.first.attribute.name) == \(n(c.constant)) (content size)"
        }
        return state.equationText(for: c)
    }

    /// How users name a constraint: its identifier in quotes, else its handle.
    public static func label(_ c: LayoutConstraint) -> String {
        if let id = c.identifier { return "'\(id)'" }
        return c.handleName
    }

    /// `fixed left margin, fixed width, flexible right margin`.
    /// `fixed left margin, fixed width, flexible right margin` for the code `--&`.
    public static func maskWords(_ code: String, _ axis: Axis) -> String {
        let names = axis == .horizontal ? ["left margin", "width", "right margin"] : ["top margin", "height", "bottom margin"]
        return zip(Array(code), names).map { ($0 == "&" ? "flexible " : "fixed ") + $1 }.joined(separator: ", ")
    }

    /// `h=--& v=--&: fixed left margin, …; fixed top margin, …` for a view, or what is known of
    /// it: a log that printed no mask leaves it unknown, and plumb says so.
    static func maskPhrase(_ view: ViewID, _ state: LayoutState, axes: [Axis] = [.horizontal, .vertical]) -> String {
        guard let codes = state.maskCodes(of: view) else { return "the log prints no mask" }
        let words = axes.compactMap { axis in state.maskCode(of: view, axis).map { maskWords($0, axis) } }
        return words.isEmpty ? codes : codes + ": " + words.joined(separator: "; ")
    }

    /// `label hugs its content at 250 and resists compression at 750 around its 44-point text width`.
    static func contentSize(_ c: LayoutConstraint, _ state: LayoutState) -> String {
        guard case .view(let v) = c.first.item else { return equation(c, state) }
        let view = state[v]
        let axis = c.first.attribute.axis
        let source = view.explicitIntrinsicSize == nil && view.showsText ? "text" : "intrinsic"
        let dimension = axis == .horizontal ? "width" : "height"
        return "\(view.name) hugs its content at \(view.hugging[axis]) and resists compression at \(view.resistance[axis]) around its \(n(c.constant))-point \(source) \(dimension) (Rule 5: these priorities compete with your constraints)"
    }
}
