import LayoutModel
import LayoutSyntax
import SwiftSyntax

/// Expressions of Swift constraint code evaluated to `CodeValue`s. Calls that make or activate
/// constraints, add subviews or set content priorities record what they do as they are evaluated.
extension SwiftCodeReader {
    mutating func evaluate(_ e: ExprSyntax) -> CodeValue {
        if let d = e.as(DeclReferenceExprSyntax.self) { return reference(d.baseName.text) }
        if let m = e.as(MemberAccessExprSyntax.self) { return member(m) }
        if let c = e.as(FunctionCallExprSyntax.self) { return call(c) }
        if let i = e.as(IntegerLiteralExprSyntax.self) {
            return Double(i.literal.text.filter { $0 != "_" }).map { .number($0) } ?? .unknown("cannot read the number '\(i.literal.text)'")
        }
        if let f = e.as(FloatLiteralExprSyntax.self) {
            return Double(f.literal.text.filter { $0 != "_" }).map { .number($0) } ?? .unknown("cannot read the number '\(f.literal.text)'")
        }
        if let b = e.as(BooleanLiteralExprSyntax.self) { return .bool(b.literal.tokenKind == .keyword(.true)) }
        if e.is(NilLiteralExprSyntax.self) { return .null }
        if let s = e.as(StringLiteralExprSyntax.self) {
            return s.representedLiteralValue.map { .string($0) } ?? .unknown("cannot read '\(e.trimmedDescription)': expected a string literal without interpolation")
        }
        if let p = e.as(PrefixOperatorExprSyntax.self) {
            let v = evaluate(p.expression)
            if p.operator.text == "-", case .number(let x) = v { return .number(-x) }
            if p.operator.text == "!", case .bool(let b) = v { return .bool(!b) }
            return .unknown("cannot read '\(e.trimmedDescription)': expected a number")
        }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first {
            return evaluate(only.expression)
        }
        if let a = e.as(ArrayExprSyntax.self) {
            // `[UILabel(), UIButton()]`: each new view is one view, whatever the array is used for.
            var values: [CodeValue] = []
            for element in a.elements { values.append(code.namingInline(evaluate(element.expression), at: location(element))) }
            return .array(values)
        }
        if let d = e.as(DictionaryExprSyntax.self) { return dictionary(d) }
        if let f = e.as(ForceUnwrapExprSyntax.self) { return evaluate(f.expression) }
        if let o = e.as(OptionalChainingExprSyntax.self) { return evaluate(o.expression) }
        if let t = e.as(TryExprSyntax.self) { return evaluate(t.expression) }
        if let s = e.as(SequenceExprSyntax.self) { return sequence(s) }
        if let a = e.as(AsExprSyntax.self) { return evaluate(a.expression) }
        return .unknown("cannot read '\(Self.short(e))': expected constraint code (an anchor's constraint, NSLayoutConstraint, addSubview, SnapKit)")
    }

    static func short(_ e: some SyntaxProtocol) -> String {
        let t = e.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
        return t.count > 60 ? String(t.prefix(57)) + "…" : t
    }

    func reference(_ name: String) -> CodeValue {
        let n = aliases[name] ?? name
        if let v = variables[n] { return v }
        switch n {
        case "self": return .name(rootName)
        case "true": return .bool(true)
        case "false": return .bool(false)
        default: break
        }
        // Implicit self: a view subclass's own anchors and guides.
        if let attribute = CodeVocabulary.anchorAttribute(n) { return .anchor(CodeAnchor(.view(rootName), attribute)) }
        if let kind = CodeVocabulary.viewGuide(n) { return .item(.guide(rootName, kind)) }
        if n == "snp" { return .snp(.view(rootName), []) }
        if n == "topLayoutGuide" { return .legacyGuide(.top) }
        if n == "bottomLayoutGuide" { return .legacyGuide(.bottom) }
        return .name(n)
    }

    /// `a + b`, `a - b`, `a * b`, `a / b` on numbers and priorities (`.defaultHigh - 1`), `x as T`.
    mutating func sequence(_ s: SequenceExprSyntax) -> CodeValue { sequence(Array(s.elements), at: s) }

    /// The value of `elements` (operands and binary operators) written at `s`.
    mutating func sequence(_ elements: [ExprSyntax], at s: some SyntaxProtocol) -> CodeValue {
        guard elements.count % 2 == 1 else { return .unknown("cannot read '\(Self.short(s))'") }
        var operands: [CodeValue] = [evaluate(elements[0])]
        var operators: [String] = []
        var i = 1
        while i + 1 < elements.count {
            guard let op = elements[i].as(BinaryOperatorExprSyntax.self)?.operator.text else {
                return .unknown("cannot read '\(Self.short(s))': expected arithmetic on numbers")
            }
            operators.append(op)
            operands.append(evaluate(elements[i + 1]))
            i += 2
        }
        // `a + b` on arrays of constraints.
        if operators.allSatisfy({ $0 == "+" }), operands.allSatisfy({ $0.constraintRefs != nil }) {
            return .constraints(operands.flatMap { $0.constraintRefs! })
        }
        // * and / first, then + and - left to right.
        func value(_ v: CodeValue) -> (Double, Bool)? {
            switch v {
            case .number(let x): return (x, false)
            case .priority(let p): return (p.value, true)
            case .member(let m): return CodeVocabulary.namedPriority(m).map { ($0.value, true) }
            default: return nil
            }
        }
        var values: [(Double, Bool)] = []
        for o in operands {
            guard let v = value(o) else { return .unknown("cannot read '\(Self.short(s))': expected arithmetic on numbers") }
            values.append(v)
        }
        var vs = [values[0]]
        var ops: [String] = []
        for (k, op) in operators.enumerated() {
            let rhs = values[k + 1]
            switch op {
            case "*": vs[vs.count - 1] = (vs[vs.count - 1].0 * rhs.0, vs[vs.count - 1].1 || rhs.1)
            case "/":
                guard rhs.0 != 0 else { return .unknown("cannot read '\(Self.short(s))': division by zero") }
                vs[vs.count - 1] = (vs[vs.count - 1].0 / rhs.0, vs[vs.count - 1].1 || rhs.1)
            case "+", "-":
                ops.append(op)
                vs.append(rhs)
            default: return .unknown("cannot read '\(Self.short(s))': expected +, -, * or /")
            }
        }
        var total = vs[0]
        for (k, op) in ops.enumerated() {
            total = (op == "+" ? total.0 + vs[k + 1].0 : total.0 - vs[k + 1].0, total.1 || vs[k + 1].1)
        }
        if total.1 {
            guard let p = LayoutPriority(exactly: total.0) else {
                return .unknown("priority \(formatNumber(total.0)) is out of range: UIKit's priorities are above 0 and at most 1000")
            }
            return .priority(p)
        }
        return .number(total.0)
    }

    mutating func dictionary(_ d: DictionaryExprSyntax) -> CodeValue {
        guard case .elements(let list) = d.content else { return .dictionary([]) }
        var entries: [CodeValue.DictionaryEntry] = []
        for element in list {
            guard case .string(let key) = evaluate(element.key) else {
                return .unknown("cannot read the key '\(element.key.trimmedDescription)': expected a string literal")
            }
            entries.append(.init(key: key, value: evaluate(element.value)))
        }
        return .dictionary(entries)
    }

    mutating func member(_ m: MemberAccessExprSyntax) -> CodeValue {
        let name = m.declName.baseName.text
        guard let baseExpr = m.base else { return .member(name) }
        // Type-qualified members: `UILayoutPriority.defaultHigh`, `NSLayoutConstraint.Axis.vertical`.
        if let type = typeName(baseExpr) {
            if name == "init" { return .member("init") }
            if ["UILayoutPriority", "NSLayoutPriority", "LayoutPriority", "ConstraintPriority"].contains(type),
               let p = CodeVocabulary.namedPriority(name) {
                return .priority(p)
            }
            return .member(name)
        }
        // `UIScreen.main.bounds`: the screen is the root.
        if name == "bounds", baseExpr.trimmedDescription == "UIScreen.main" { return rootGeometry(m) }
        let base = evaluate(baseExpr)
        if case .unknown = base { return base }
        // `view.bounds`, `self.view.frame`: the root's rectangle when the code runs.
        if name == "bounds" || name == "frame", case .name(let v) = base,
           v == rootName || (v == "view" && !code.declaredViews.contains { $0.name == "view" }) {
            return rootGeometry(m)
        }
        if case .legacyGuide(let edge) = base {
            // `topLayoutGuide.bottomAnchor` is where the safe area's top is.
            guard (edge == .top && name == "bottomAnchor") || (edge == .bottom && name == "topAnchor") else {
                return .unknown("cannot read '\(Self.short(m))': expected topLayoutGuide.bottomAnchor or bottomLayoutGuide.topAnchor")
            }
            return .anchor(CodeAnchor(.guide(rootName, .safeArea), edge))
        }
        if name == "rawValue", let p = base.priority, case .member = base { return .number(p.value) }
        if name == "rawValue", case .priority(let p) = base { return .number(p.value) }
        if let f = base.field(name) { return f }
        if case .snp(let item, let attributes) = base {
            guard attributes.isEmpty || name == "snp" else { return .unknown("cannot read '\(Self.short(m))'") }
            guard let attrs = CodeVocabulary.snapAttributes(name) else {
                return .unknown("cannot read 'snp.\(name)': expected a SnapKit attribute (top, leading, edges, size, …)")
            }
            if attrs.count == 1 { return .anchor(CodeAnchor(item, attrs[0])) }
            return .snp(item, attrs)
        }
        guard let item = base.item else {
            if name == "constraint", case .constraints = base { return base }
            return .unknown("cannot read '.\(name)' of \(base.kind) ('\(Self.short(m))')")
        }
        if let attribute = CodeVocabulary.anchorAttribute(name) { return .anchor(CodeAnchor(item, attribute)) }
        switch name {
        case "snp": return .snp(item, [])
        case "safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide", "keyboardLayoutGuide":
            guard case .view(let v) = item, let kind = CodeVocabulary.viewGuide(name) else { return .unknown("cannot read '\(Self.short(m))': a guide has no guides") }
            return .item(.guide(v, kind))
        case "superview":
            guard case .view(let v) = item else { return .unknown("cannot read '\(Self.short(m))': expected a view before .superview") }
            return .item(.superview(of: v))
        case "contentLayoutGuide", "frameLayoutGuide":
            return .unknown("\(name) is not read from code: expected safeAreaLayoutGuide, layoutMarginsGuide, readableContentGuide or keyboardLayoutGuide")
        case "topLayoutGuide": return .legacyGuide(.top)
        case "bottomLayoutGuide": return .legacyGuide(.bottom)
        default:
            guard case .view(let v) = item else { return .unknown("cannot read '\(Self.short(m))'") }
            // `self.label` is `label` (`self.view` the root); `header.titleLabel` a view of its own name.
            if baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return name == "view" ? .name(rootName) : reference(name) }
            if let first = name.first, first.isUppercase { return .unknown("cannot read '\(Self.short(m))'") }
            return .name(v == rootName || v == "view" ? name : "\(v)_\(name)")
        }
    }

    /// The root's bounds as a value, with a note that the constant is taken once (UIKit code
    /// reading `view.bounds` in viewDidLoad does the same: it does not follow later resizes).
    mutating func rootGeometry(_ m: MemberAccessExprSyntax) -> CodeValue {
        guard let r = rootBounds else { return .unknown("cannot read '\(Self.short(m))': the root's size is not known here") }
        note(m, "'\(Self.short(m))' is the root's bounds when the code runs (\(formatNumber(r.width))×\(formatNumber(r.height))): numbers made from it stay as they are when the root is resized, as in UIKit")
        return .rect(Rect(x: 0, y: 0, width: r.width, height: r.height))
    }

    /// The type a member access starts from (`UILayoutPriority` in `UILayoutPriority.defaultHigh`).
    /// A capitalised name is a type unless the code made a view or value of that name (`V0`).
    func typeName(_ e: ExprSyntax) -> String? {
        if let d = e.as(DeclReferenceExprSyntax.self), let first = d.baseName.text.first, first.isUppercase {
            let n = d.baseName.text
            if variables[n] != nil || aliases[n] != nil || code.declaredViews.contains(where: { $0.name == n }) { return nil }
            return n
        }
        if let m = e.as(MemberAccessExprSyntax.self), let b = m.base, typeName(b) != nil,
           let first = m.declName.baseName.text.first, first.isUppercase {
            return m.declName.baseName.text
        }
        return nil
    }

    /// `setupConstraints()` / `self.setupConstraints()`: a call of a function this code defines.
    func callsDefinedFunction(_ e: ExprSyntax) -> Bool {
        guard let c = e.as(FunctionCallExprSyntax.self) else { return false }
        if let d = c.calledExpression.as(DeclReferenceExprSyntax.self) { return definedFunctions.contains(d.baseName.text) }
        if let m = c.calledExpression.as(MemberAccessExprSyntax.self), m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return definedFunctions.contains(m.declName.baseName.text)
        }
        return false
    }

    func argument(_ c: FunctionCallExprSyntax, _ label: String?) -> ExprSyntax? {
        c.arguments.first { $0.label?.text == label }?.expression
    }

    func labels(_ c: FunctionCallExprSyntax) -> [String] { c.arguments.map { $0.label?.text ?? "_" } }

    mutating func call(_ c: FunctionCallExprSyntax) -> CodeValue {
        let callee = c.calledExpression
        // `UILabel()`, `CGFloat(16)`, `UILayoutPriority(999)`, `UIEdgeInsets(…)`.
        if let type = typeName(callee) ?? (callee.as(MemberAccessExprSyntax.self).flatMap { m in
            m.declName.baseName.text == "init" ? m.base.flatMap(typeName) : nil
        }) {
            return initializer(type, c)
        }
        // `.init(999)` in a priority position.
        if let m = callee.as(MemberAccessExprSyntax.self), m.base == nil, m.declName.baseName.text == "init",
           let only = c.arguments.first, c.arguments.count == 1 {
            return evaluate(only.expression).number.flatMap { LayoutPriority(exactly: $0) }.map { .priority($0) } ?? .unknown("cannot read '\(Self.short(c))'")
        }
        guard let m = callee.as(MemberAccessExprSyntax.self) else {
            if let d = callee.as(DeclReferenceExprSyntax.self) {
                // Implicit self: `addSubview(x)` in a view, `NSLayoutConstraint.activate` imported names.
                return method(d.baseName.text, on: .name(rootName), baseExpr: nil, c)
            }
            return .unknown("cannot read '\(Self.short(c))': expected a method call")
        }
        let name = m.declName.baseName.text
        guard let baseExpr = m.base else { return .unknown("cannot read '\(Self.short(c))'") }
        if let type = typeName(baseExpr), type == "NSLayoutConstraint" {
            return constraintClassMethod(name, c)
        }
        let base = evaluate(baseExpr)
        if case .unknown = base { return base }
        return method(name, on: base, baseExpr: baseExpr, c)
    }

    mutating func initializer(_ type: String, _ c: FunctionCallExprSyntax) -> CodeValue {
        switch type {
        case "CGFloat", "Double", "Float", "Int":
            guard let only = c.arguments.first, c.arguments.count == 1 else { return .unknown("cannot read '\(Self.short(c))'") }
            return evaluate(only.expression)
        case "UILayoutPriority", "NSLayoutPriority", "LayoutPriority", "ConstraintPriority":
            guard let only = c.arguments.first, c.arguments.count == 1 else { return .unknown("cannot read '\(Self.short(c))'") }
            let v = evaluate(only.expression)
            guard let x = v.number else { return .unknown("cannot read '\(Self.short(c))': expected a number inside") }
            guard let p = LayoutPriority(exactly: x) else {
                return .unknown("priority \(formatNumber(x)) is out of range: UIKit's priorities are above 0 and at most 1000")
            }
            return .priority(p)
        case "UIEdgeInsets", "NSEdgeInsets", "NSDirectionalEdgeInsets":
            let names = type == "NSDirectionalEdgeInsets" ? ["top", "leading", "bottom", "trailing"] : ["top", "left", "bottom", "right"]
            var values: [Double] = []
            for n in names {
                guard let e = argument(c, n), let x = evaluate(e).number else {
                    return .unknown("cannot read '\(Self.short(c))': expected \(type)(\(names.map { $0 + ":" }.joined()))")
                }
                values.append(x)
            }
            return .insets(EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3]))
        case "CGRect":
            let labelled = ["x", "y", "width", "height"].map { argument(c, $0) }
            let exprs: [ExprSyntax?] = labelled.allSatisfy({ $0 != nil }) ? labelled
                : (c.arguments.count == 4 && c.arguments.allSatisfy({ $0.label == nil }) ? c.arguments.map { $0.expression } : [])
            var xs: [Double] = []
            for e in exprs {
                guard let e, let x = evaluate(e).number else { break }
                xs.append(x)
            }
            guard xs.count == 4 else { return .unknown("cannot read '\(Self.short(c))': expected CGRect(x:y:width:height:) with numbers") }
            return .rect(Rect(x: xs[0], y: xs[1], width: xs[2], height: xs[3]))
        case "CGSize":
            guard let w = argument(c, "width").flatMap({ evaluate($0).number }), let h = argument(c, "height").flatMap({ evaluate($0).number }) else {
                return .unknown("cannot read '\(Self.short(c))': expected CGSize(width:height:) with numbers")
            }
            return .size(w, h)
        case "NSLayoutConstraint":
            return constraintInitializer(c)
        default:
            guard CodeVocabulary.isViewClass(type) else {
                return .unknown("cannot read '\(Self.short(c))': \(type) is not a view class plumb knows")
            }
            var arranged: [CodeValue] = []
            if type.hasSuffix("StackView"), let list = argument(c, "arrangedSubviews") {
                if case .array(let items) = evaluate(list) {
                    arranged = items
                } else {
                    // The stack view is still made; what it arranges is not known.
                    error(list, "cannot read '\(Self.short(list))': expected an array literal of views (the stack view is made without them)")
                }
            }
            var frame: Rect? = nil
            if let f = argument(c, "frame"), case .rect(let r) = evaluate(f) { frame = r }
            return .newView(type == "UIStackView" || type.hasSuffix("StackView") ? "UIStackView" : type, arranged: arranged, frame: frame)
        }
    }
}
