import LayoutModel
import LayoutSyntax
import LayoutText

/// `export swift`: a session as the Swift a developer would write — views made and added,
/// stack views configured, content priorities, then the user's constraints as anchors in one
/// `NSLayoutConstraint.activate([…])` (the `NSLayoutConstraint(item:…)` initializer where anchors
/// cannot say it: margin attributes, a multiplier on a position), or SnapKit blocks with
/// `--snapkit`. The root is `view`. `SwiftCodeReader` reads it back to the same constraints
/// (docs/code-import.md "Writing Swift").
public enum SwiftCodeWriter {
    public struct Output {
        public var text: String
        /// What Swift layout code cannot say (user layout guides, explicit intrinsic sizes), one line each.
        public var unsaid: [String]
    }

    public static func write(_ session: LayoutSession, snapKit: Bool = false) -> Output {
        var w = Writer(state: session.state, snapKit: snapKit)
        w.write()
        return Output(text: w.lines.joined(separator: "\n") + "\n", unsaid: w.unsaid)
    }

    struct Writer {
        let state: LayoutState
        let snapKit: Bool
        var lines: [String] = []
        var unsaid: [String] = []

        /// The Swift name of a view: the root is `view`.
        func name(_ v: ViewID) -> String { v == state.root ? "view" : state[v].name }

        mutating func write() {
            lines.append("// Written by plumb's export swift: \(viewOrder().count) views, \(userConstraints.count) constraints.")
            lines.append("// `view` is the root (a view controller's view).")
            let order = viewOrder()
            if !order.isEmpty { lines.append("") }
            for v in order {
                let view = state[v]
                lines.append("let \(name(v)) = \(view.className)()")
            }
            for v in order {
                let view = state[v]
                if let text = view.text, view.showsText { lines.append("\(name(v)).text = \(stringLiteral(text))") }
                lines.append("\(name(v)).translatesAutoresizingMaskIntoConstraints = \(view.translatesAutoresizingMask)")
                if let s = view.explicitIntrinsicSize {
                    unsaid.append("\(view.name)'s intrinsic size \(number(s.width))x\(number(s.height)) (override intrinsicContentSize in a subclass)")
                }
            }
            for v in order {
                let parent = state[v].superview!
                if state[parent].stack?.arranged.contains(v) == true { continue }
                lines.append("\(name(parent)).addSubview(\(name(v)))")
            }
            stacks(order)
            contentPriorities(order)
            for g in state.guides where g.kind == .user {
                unsaid.append("the layout guide \(g.name) and its constraints (UILayoutGuide is not written)")
            }
            for c in state.constraints where c.kind == .user && involvesUserGuide(c) {
                let guides = c.items.compactMap { item -> LayoutGuide? in
                    if case .guide(let g) = item, state[g].kind != .user, !Self.isViewGuide(state[g].kind) { return state[g] }
                    return nil
                }
                if let g = guides.first { unsaid.append("the constraint \(state.equationText(for: c)) (\(g.name) is not written)") }
            }
            constraints()
        }

        /// Every view below the root, parents first, in subview order.
        func viewOrder() -> [ViewID] {
            var out: [ViewID] = []
            func visit(_ v: ViewID) {
                for s in state[v].subviews {
                    out.append(s)
                    visit(s)
                }
            }
            visit(state.root)
            return out
        }

        mutating func stacks(_ order: [ViewID]) {
            let defaults = StackViewProperties()
            for v in [state.root] + order {
                guard let config = state[v].stack, config.appKit == nil else {
                    if state[v].stack?.appKit != nil { unsaid.append("the NSStackView \(state[v].name) (AppKit; export swift writes UIKit)") }
                    continue
                }
                let p = config.properties
                let n = name(v)
                lines.append("")
                if p.axis != defaults.axis { lines.append("\(n).axis = .\(p.axis == .horizontal ? "horizontal" : "vertical")") }
                if p.distribution != defaults.distribution { lines.append("\(n).distribution = .\(p.distribution.rawValue)") }
                if p.alignment != defaults.alignment { lines.append("\(n).alignment = .\(p.alignment.rawValue)") }
                if p.spacing != defaults.spacing { lines.append("\(n).spacing = \(number(p.spacing))") }
                if p.isLayoutMarginsRelativeArrangement { lines.append("\(n).isLayoutMarginsRelativeArrangement = true") }
                if p.isBaselineRelativeArrangement { lines.append("\(n).isBaselineRelativeArrangement = true") }
                for a in config.arranged { lines.append("\(n).addArrangedSubview(\(name(a)))") }
                for a in config.arranged {
                    if let s = config.customSpacingAfter[a] { lines.append("\(n).setCustomSpacing(\(number(s)), after: \(name(a)))") }
                }
            }
        }

        mutating func contentPriorities(_ order: [ViewID]) {
            var out: [String] = []
            for v in order {
                // What the reader's session gives a new view of this class (plumb's defaults).
                let scratch = LayoutSession()
                guard let fresh = try? scratch.addView(name: "probe", className: state[v].className) else { continue }
                let d = scratch.state[fresh]
                for axis in [Axis.horizontal, .vertical] {
                    let axisName = axis == .horizontal ? "horizontal" : "vertical"
                    if state[v].hugging[axis] != d.hugging[axis] {
                        out.append("\(name(v)).setContentHuggingPriority(\(priority(state[v].hugging[axis])), for: .\(axisName))")
                    }
                    if state[v].resistance[axis] != d.resistance[axis] {
                        out.append("\(name(v)).setContentCompressionResistancePriority(\(priority(state[v].resistance[axis])), for: .\(axisName))")
                    }
                }
            }
            if !out.isEmpty {
                lines.append("")
                lines += out
            }
        }

        var userConstraints: [LayoutConstraint] {
            state.constraints.filter { $0.kind == .user && !involvesUserGuide($0) }
        }

        /// Whether a constraint uses a guide Swift layout code cannot name (a user's UILayoutGuide,
        /// a scroll view's guides); a view's safe-area, margins, readable-content and keyboard
        /// guides are its properties.
        func involvesUserGuide(_ c: LayoutConstraint) -> Bool {
            c.items.contains { if case .guide(let g) = $0 { return !Self.isViewGuide(state[g].kind) } else { return false } }
        }

        static func isViewGuide(_ kind: LayoutGuide.Kind) -> Bool {
            [.safeArea, .layoutMargins, .readableContent, .keyboard].contains(kind)
        }

        mutating func constraints() {
            var active: [String] = []
            var snapBlocks: [(ViewID, [String])] = []
            var declared: [String] = []
            for c in userConstraints {
                let needsName = !c.priority.isRequired || c.identifier != nil || !c.isActive
                let variable = "c\(c.number)"
                if snapKit, c.isActive, case .view(let v) = c.first.item, v != state.root, let line = snapLine(c) {
                    if let i = snapBlocks.firstIndex(where: { $0.0 == v }) { snapBlocks[i].1.append(line) } else { snapBlocks.append((v, [line])) }
                    continue
                }
                let expr = expression(c)
                if needsName {
                    declared.append("let \(variable) = \(expr)")
                    if !c.priority.isRequired { declared.append("\(variable).priority = \(priority(c.priority))") }
                    if let id = c.identifier { declared.append("\(variable).identifier = \(stringLiteral(id))") }
                    if c.isActive { active.append(variable) }
                } else {
                    active.append(expr)
                }
            }
            if !declared.isEmpty {
                lines.append("")
                lines += declared
            }
            if !active.isEmpty {
                lines.append("")
                lines.append("NSLayoutConstraint.activate([")
                for a in active { lines.append("    \(a),") }
                lines.append("])")
            }
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
            let anchorsCanSay = !c.first.attribute.isMargin && !(c.second?.attribute.isMargin ?? false)
                && (c.multiplier == 1 || (c.first.attribute.isSize && c.second?.attribute.isSize == true))
                && (c.second == nil || c.first.attribute.isSize == c.second!.attribute.isSize)
            guard anchorsCanSay else {
                let to = c.second.map { itemExpression($0.item) } ?? "nil"
                let toAttribute = c.second.map { ".\(attributeName($0.attribute))" } ?? ".notAnAttribute"
                return "NSLayoutConstraint(item: \(itemExpression(c.first.item)), attribute: .\(attributeName(c.first.attribute)), relatedBy: .\(relationName(c.relation)), toItem: \(to), attribute: \(toAttribute), multiplier: \(number(c.multiplier)), constant: \(number(c.constant)))"
            }
            let first = "\(itemExpression(c.first.item)).\(c.first.attribute.rawValue)Anchor"
            guard let s = c.second else {
                return "\(first).constraint(\(relation)Constant: \(number(c.constant)))"
            }
            let second = "\(itemExpression(s.item)).\(s.attribute.rawValue)Anchor"
            if c.usesStandardSpacing && c.multiplier == 1 && !c.first.attribute.isSize {
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

        func number(_ x: Double) -> String { SwiftCodeWriter.number(x) }
    }

    /// A Swift literal that reads back as exactly `x`: integers without a point, others in
    /// Swift's shortest round-trip form.
    static func number(_ x: Double) -> String {
        if x == x.rounded() && abs(x) < 1e15 { return x == 0 ? "0" : String(Int(x)) }
        return "\(x)"
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
