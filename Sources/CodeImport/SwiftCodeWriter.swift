import LayoutModel
import LayoutSyntax

/// `export swift`: a session as the Swift a developer would write — views made and added,
/// stack views configured, content priorities, then the user's constraints as anchors in one
/// `NSLayoutConstraint.activate([…])` (the `NSLayoutConstraint(item:…)` initializer where anchors
/// cannot say it: margin attributes, a multiplier on a position), or SnapKit blocks with
/// `--snapkit`. The root is `view`. `SwiftCodeReader` reads it back to the same constraints
/// (docs/code-import.md "Writing Swift").
public enum SwiftCodeWriter {
    public typealias Output = ExportedCode

    public static func write(_ session: LayoutSession, snapKit: Bool = false) -> Output {
        var w = Writer(state: session.state, snapKit: snapKit)
        w.write()
        return Output(text: w.lines.joined(separator: "\n") + "\n", unsaid: w.plan.unsaid)
    }

    struct Writer {
        let state: LayoutState
        let snapKit: Bool
        let plan: CodeExportPlan
        var lines: [String] = []

        init(state: LayoutState, snapKit: Bool) {
            self.state = state
            self.snapKit = snapKit
            plan = CodeExportPlan(state, guides: CodeExportPlan.viewGuides, format: "swift")
        }

        /// The Swift name of a view: the root is `view`.
        func name(_ v: ViewID) -> String { v == state.root ? "view" : state[v].name }

        mutating func write() {
            lines.append("// Written by plumb's export swift: \(plan.views.count) views, \(plan.constraints.count) constraints.")
            lines.append("// `view` is the root (a view controller's view).")
            lines += plan.lines(self)
            constraints()
        }

        mutating func constraints() {
            var snapBlocks: [(ViewID, [String])] = []
            var rest: [LayoutConstraint] = []
            for c in plan.constraints {
                if snapKit, c.isActive, case .view(let v) = c.first.item, v != state.root, let line = snapLine(c) {
                    if let i = snapBlocks.firstIndex(where: { $0.0 == v }) { snapBlocks[i].1.append(line) } else { snapBlocks.append((v, [line])) }
                    continue
                }
                rest.append(c)
            }
            lines += plan.constraintLines(rest, self, expression: expression)
            for (v, block) in snapBlocks {
                lines.append("")
                lines.append("\(name(v)).snp.makeConstraints { make in")
                for l in block { lines.append("    \(l)") }
                lines.append("}")
            }
        }

        /// `label.leadingAnchor`, `view.safeAreaLayoutGuide.topAnchor`.
        func itemExpression(_ item: LayoutItem) -> String {
            switch item {
            case .view(let v): return name(v)
            case .guide(let g):
                let guide = state[g]
                let owner = name(guide.owner)
                return owner + "." + CodeVocabulary.guideProperty(guide.kind)
            }
        }

        func expression(_ c: LayoutConstraint) -> String {
            let relation: String
            switch c.relation {
            case .equal: relation = "equalTo"
            case .lessThanOrEqual: relation = "lessThanOrEqualTo"
            case .greaterThanOrEqual: relation = "greaterThanOrEqualTo"
            }
            let form = CodeExportPlan.form(c)
            guard form != .item else {
                let to = c.second.map { itemExpression($0.item) } ?? "nil"
                let toAttribute = c.second.map { ".\(attributeName($0.attribute))" } ?? ".notAnAttribute"
                return "NSLayoutConstraint(item: \(itemExpression(c.first.item)), attribute: .\(attributeName(c.first.attribute)), relatedBy: .\(relationName(c.relation)), toItem: \(to), attribute: \(toAttribute), multiplier: \(number(c.multiplier)), constant: \(number(c.constant)))"
            }
            let first = "\(itemExpression(c.first.item)).\(c.first.attribute.rawValue)Anchor"
            guard let s = c.second else {
                return "\(first).constraint(\(relation)Constant: \(number(c.constant)))"
            }
            let second = "\(itemExpression(s.item)).\(s.attribute.rawValue)Anchor"
            if form == .systemSpacing {
                let after = c.first.attribute.isHorizontal ? "After" : "Below"
                return "\(first).constraint(\(relation)SystemSpacing\(after): \(second), multiplier: \(number(c.constant / LayoutSession.standardSiblingSpacing)))"
            }
            var args = "\(relation): \(second)"
            if c.multiplier != 1 { args += ", multiplier: \(number(c.multiplier))" }
            if c.constant != 0 { args += ", constant: \(number(c.constant))" }
            return "\(first).constraint(\(args))"
        }

        /// `make.leading.equalTo(title.snp.trailing).offset(8)`, or nil when SnapKit cannot say it.
        func snapLine(_ c: LayoutConstraint) -> String? {
            let relation: String
            switch c.relation {
            case .equal: relation = "equalTo"
            case .lessThanOrEqual: relation = "lessThanOrEqualTo"
            case .greaterThanOrEqual: relation = "greaterThanOrEqualTo"
            }
            var line = "make.\(c.first.attribute.rawValue)."
            if let s = c.second {
                if c.first.attribute.isSize != s.attribute.isSize { return nil }
                line += "\(relation)(\(itemExpression(s.item)).snp.\(s.attribute.rawValue))"
                if c.multiplier != 1 { line += ".multipliedBy(\(number(c.multiplier)))" }
                if c.constant != 0 { line += ".offset(\(number(c.constant)))" }
            } else {
                line += "\(relation)(\(number(c.constant)))"
            }
            if !c.priority.isRequired { line += ".priority(\(number(c.priority.value)))" }
            if let id = c.identifier { line += ".labeled(\(stringLiteral(id)))" }
            return line
        }

        func attributeName(_ a: LayoutAttribute) -> String { a.rawValue }

        func relationName(_ r: LayoutRelation) -> String {
            switch r {
            case .equal: return "equal"
            case .lessThanOrEqual: return "lessThanOrEqual"
            case .greaterThanOrEqual: return "greaterThanOrEqual"
            }
        }

        func priority(_ p: LayoutPriority) -> String {
            switch p.thousandths {
            case 1_000_000: return ".required"
            case 750_000: return ".defaultHigh"
            case 250_000: return ".defaultLow"
            default: return "UILayoutPriority(\(number(p.value)))"
            }
        }

        func number(_ x: Double) -> String { CodeExportPlan.number(x) }
    }

    /// A Swift string literal: quotes, backslashes and control characters escaped.
    static func stringLiteral(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if u.value < 0x20 || u.value == 0x7F || (0x80..<0xA0).contains(u.value) || u.properties.generalCategory == .format {
                    out += "\\u{\(String(u.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}

private func stringLiteral(_ s: String) -> String { SwiftCodeWriter.stringLiteral(s) }

extension SwiftCodeWriter.Writer: CodeSpelling {
    func makeView(_ v: ViewID) -> String { "let \(name(v)) = \(state[v].className)()" }
    func setText(_ v: ViewID, _ text: String) -> String { "\(name(v)).text = \(stringLiteral(text))" }
    func setTranslates(_ v: ViewID, _ on: Bool) -> String { "\(name(v)).translatesAutoresizingMaskIntoConstraints = \(on)" }
    func addSubview(_ parent: ViewID, _ child: ViewID) -> String { "\(name(parent)).addSubview(\(name(child)))" }

    func setStack(_ stack: ViewID, _ setting: CodeExportPlan.Setting) -> String {
        let n = name(stack)
        switch setting {
        case .axis(let a): return "\(n).axis = .\(a == .horizontal ? "horizontal" : "vertical")"
        case .distribution(let d): return "\(n).distribution = .\(d.rawValue)"
        case .alignment(let a): return "\(n).alignment = .\(a.rawValue)"
        case .spacing(let s): return "\(n).spacing = \(number(s))"
        case .layoutMarginsRelative: return "\(n).isLayoutMarginsRelativeArrangement = true"
        case .baselineRelative: return "\(n).isBaselineRelativeArrangement = true"
        }
    }

    func addArrangedSubview(_ stack: ViewID, _ view: ViewID) -> String { "\(name(stack)).addArrangedSubview(\(name(view)))" }
    func setCustomSpacing(_ stack: ViewID, _ spacing: Double, after: ViewID) -> String { "\(name(stack)).setCustomSpacing(\(number(spacing)), after: \(name(after)))" }

    func setContentPriority(_ p: CodeExportPlan.ContentPriority) -> String {
        let method = p.kind == .hugging ? "setContentHuggingPriority" : "setContentCompressionResistancePriority"
        return "\(name(p.view)).\(method)(\(priority(p.priority)), for: .\(p.axis == .horizontal ? "horizontal" : "vertical"))"
    }

    func declareConstraint(_ variable: String, _ expression: String) -> String { "let \(variable) = \(expression)" }
    func setPriority(_ variable: String, _ p: LayoutPriority) -> String { "\(variable).priority = \(priority(p))" }
    func setIdentifier(_ variable: String, _ identifier: String) -> String { "\(variable).identifier = \(stringLiteral(identifier))" }
    /// A constraint made and never activated is inactive in Swift; the reader reads it so.
    func deactivate(_ variable: String) -> String? { nil }
    func activate(_ expressions: [String]) -> [String] { ["NSLayoutConstraint.activate(["] + expressions.map { "    \($0)," } + ["])"] }
}

