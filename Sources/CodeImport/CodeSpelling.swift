import LayoutModel
import LayoutSyntax

/// What a code writer gives: the code, and what it cannot say (one line each, for standard error).
public struct ExportedCode: Hashable, Sendable {
    public var text: String
    public var unsaid: [String]
}

/// How one language spells the statements of a `CodeExportPlan`: the writers (`SwiftCodeWriter`,
/// `ObjCCodeWriter`) give the words, and `CodeExportPlan.lines(_:)` and
/// `CodeExportPlan.constraintLines(_:_:)` put them in the order both languages share — views made,
/// texts and translation, subviews, stack views, content priorities, then constraints declared
/// as variables and one activation of the rest.
protocol CodeSpelling {
    /// The expression of a view (the root is the language's own: `view`, `self.view`).
    func name(_ v: ViewID) -> String
    /// `let title = UILabel()`.
    func makeView(_ v: ViewID) -> String
    func setText(_ v: ViewID, _ text: String) -> String
    func setTranslates(_ v: ViewID, _ on: Bool) -> String
    func addSubview(_ parent: ViewID, _ child: ViewID) -> String
    func setStack(_ stack: ViewID, _ setting: CodeExportPlan.Setting) -> String
    func addArrangedSubview(_ stack: ViewID, _ view: ViewID) -> String
    func setCustomSpacing(_ stack: ViewID, _ spacing: Double, after: ViewID) -> String
    func setContentPriority(_ p: CodeExportPlan.ContentPriority) -> String
    /// `let c3 = EXPR`.
    func declareConstraint(_ variable: String, _ expression: String) -> String
    func setPriority(_ variable: String, _ p: LayoutPriority) -> String
    func setIdentifier(_ variable: String, _ identifier: String) -> String
    /// What keeps an inactive constraint's variable inactive (nil: making it is enough).
    func deactivate(_ variable: String) -> String?
    /// One activation of these expressions, as lines.
    func activate(_ expressions: [String]) -> [String]
}

extension CodeExportPlan {
    /// Views, texts, translation, subviews, stack views and content priorities.
    func lines(_ s: some CodeSpelling) -> [String] {
        var out: [String] = []
        if !views.isEmpty { out.append("") }
        for v in views { out.append(s.makeView(v)) }
        for v in views {
            let view = state[v]
            if let text = view.text, view.showsText { out.append(s.setText(v, text)) }
            out.append(s.setTranslates(v, view.translatesAutoresizingMask))
        }
        for (parent, child) in subviews { out.append(s.addSubview(parent, child)) }
        for stack in stacks {
            out.append("")
            for setting in stack.settings { out.append(s.setStack(stack.view, setting)) }
            for a in stack.arranged { out.append(s.addArrangedSubview(stack.view, a)) }
            for (a, spacing) in stack.customSpacing { out.append(s.setCustomSpacing(stack.view, spacing, after: a)) }
        }
        if !contentPriorities.isEmpty {
            out.append("")
            for p in contentPriorities { out.append(s.setContentPriority(p)) }
        }
        return out
    }

    /// `constraints` (in order) as variables where they need one, then one activation of the
    /// active ones; `expression` spells a constraint.
    func constraintLines(_ constraints: [LayoutConstraint], _ s: some CodeSpelling, expression: (LayoutConstraint) -> String) -> [String] {
        var active: [String] = []
        var declared: [String] = []
        for c in constraints {
            let expr = expression(c)
            guard Self.needsVariable(c) else {
                active.append(expr)
                continue
            }
            let variable = self.variable(c)
            declared.append(s.declareConstraint(variable, expr))
            if !c.priority.isRequired { declared.append(s.setPriority(variable, c.priority)) }
            if let id = c.identifier { declared.append(s.setIdentifier(variable, id)) }
            if c.isActive {
                active.append(variable)
            } else if let off = s.deactivate(variable) {
                declared.append(off)
            }
        }
        var out: [String] = []
        if !declared.isEmpty { out += [""] + declared }
        if !active.isEmpty { out += [""] + s.activate(active) }
        return out
    }

    /// A variable for constraint `c` that no view has: `c3`, else `c3_`, `c3__` …
    func variable(_ c: LayoutConstraint) -> String {
        var v = "c\(c.number)"
        while state.view(named: v) != nil { v += "_" }
        return v
    }
}
