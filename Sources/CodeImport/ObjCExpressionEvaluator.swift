import LayoutModel
import LayoutSyntax

/// Objective-C expressions evaluated to `CodeValue`s; sends that make, activate or add record
/// what they do as they are evaluated (the Objective-C side of `SwiftExpressionEvaluator`).
extension ObjCCodeReader {
    /// UIKit's C constants, with the prefix that names their type.
    static let prefixes: [(prefix: String, kind: String)] = [
        ("NSLayoutAttribute", "attribute"), ("NSLayoutRelation", "relation"), ("UILayoutConstraintAxis", "axis"),
        ("UIStackViewDistribution", "distribution"), ("UIStackViewAlignment", "alignment"), ("NSLayoutFormat", "option"),
    ]

    func reference(_ n: String, at: CodeLocation) -> CodeValue {
        if let v = variables[n] { return v }
        switch n {
        case "YES", "true", "TRUE": return .bool(true)
        case "NO", "false", "FALSE": return .bool(false)
        case "nil", "NULL", "Nil": return .null
        case "self": return .name(rootName)
        case "CGRectZero": return .rect(Rect(x: 0, y: 0, width: 0, height: 0))
        case "UILayoutPriorityRequired", "MASLayoutPriorityRequired": return .priority(.required)
        case "UILayoutPriorityDefaultHigh", "MASLayoutPriorityDefaultHigh": return .priority(750)
        case "UILayoutPriorityDefaultLow", "MASLayoutPriorityDefaultLow": return .priority(250)
        case "MASLayoutPriorityDefaultMedium": return .priority(500)
        case "UILayoutPriorityFittingSizeLevel", "MASLayoutPriorityFittingSizeLevel": return .priority(50)
        default: break
        }
        for (prefix, _) in Self.prefixes where n.hasPrefix(prefix) && n.count > prefix.count {
            let rest = String(n.dropFirst(prefix.count))
            let member = rest.prefix(1).lowercased() + rest.dropFirst()
            return .member(member == "baseline" ? "lastBaseline" : member)
        }
        // A variable may start with a capital (`UIView *V0 = …`): a view the code made is that view.
        if code.declaredViews.contains(where: { $0.name == n }) { return .name(n) }
        if let first = n.first, first.isUppercase { return .unknown("cannot read '\(n)': plumb does not know this constant or class here") }
        // A property's instance variable: the compiler synthesizes `_title` for `title`, so
        // `_title` is the view `self.title` names.
        if n.count > 1, n.hasPrefix("_"), let second = n.dropFirst().first, second.isLetter {
            return reference(String(n.dropFirst()), at: at)
        }
        return .name(n)
    }

    mutating func evaluate(_ e: ObjCExpr) -> CodeValue {
        switch e {
        case .identifier(let n, let at): return reference(n, at: at)
        case .number(let x, _): return .number(x)
        case .string(let s, _): return .string(s)
        case .boxed(let inner, _):
            // `@(…)` is an NSNumber: a bare name inside is a constant plumb does not know, not a view.
            let v = evaluate(inner)
            if case .name(let n) = v { return .unknown("cannot read '\(n)' in @(…): expected a number (a literal or a constant this code defines)") }
            return v
        case .array(let items, _):
            // `@[[UILabel new], …]`: each new view is one view, whatever the array is used for.
            var values: [CodeValue] = []
            for item in items { values.append(code.namingInline(evaluate(item), at: item.location)) }
            return .array(values)
        case .dictionary(let entries, _):
            var out: [CodeValue.DictionaryEntry] = []
            for (k, v) in entries {
                guard case .string(let key) = evaluate(k) else { return .unknown("cannot read a dictionary key: expected an @\"…\" string") }
                out.append(.init(key: key, value: evaluate(v)))
            }
            return .dictionary(out)
        case .unary(let op, let inner, _):
            let v = evaluate(inner)
            if op == "-", let x = v.number { return .number(-x) }
            if op == "!", case .bool(let b) = v { return .bool(!b) }
            if op == "+" || op == "&" || op == "*" { return v }
            return .unknown("cannot read '\(op)…': expected a number")
        case .binary(let op, let a, let b, _):
            let x = evaluate(a), y = evaluate(b)
            if op == "|" {
                // NSLayoutFormatAlignAllTop | NSLayoutFormatDirectionLeftToRight
                var members: [CodeValue] = []
                for v in [x, y] { if case .array(let items) = v { members += items } else { members.append(v) } }
                return .array(members)
            }
            if case .unknown = x { return x }
            if case .unknown = y { return y }
            guard let p = x.number, let q = y.number else { return .unknown("cannot read '\(op)': expected arithmetic on numbers") }
            let isPriority: Bool = { if case .priority = x { return true }; if case .priority = y { return true }; return false }()
            let r: Double
            switch op {
            case "+": r = p + q
            case "-": r = p - q
            case "*": r = p * q
            case "/": guard q != 0 else { return .unknown("division by zero") }; r = p / q
            default: return .unknown("cannot read '\(op)': expected +, -, * or /")
            }
            if isPriority { return LayoutPriority(exactly: r).map { .priority($0) } ?? .unknown("priority \(formatNumber(r)) is out of range: UIKit's priorities are above 0 and at most 1000") }
            return .number(r)
        case .member(let base, let name, _):
            return member(base, name)
        case .call(let callee, let args, _):
            return call(callee, args)
        case .send(let receiver, let parts, let at):
            return send(receiver, parts, at: at)
        case .block:
            return .unknown("cannot read a block here: expected it as the argument of mas_makeConstraints:")
        case .assign(let t, let v, let at):
            assignment(t, v, at: at)
            return .null
        }
    }

    mutating func member(_ baseExpr: ObjCExpr, _ name: String) -> CodeValue {
        if case .identifier("self", _) = baseExpr { return name == "view" ? .name(rootName) : reference(name, at: baseExpr.location) }
        // `UILabel.new`: `new` called with dot syntax.
        if name == "new", case .identifier(let cls, _) = baseExpr, variables[cls] == nil, CodeVocabulary.isViewClass(cls) {
            return .newView(cls.hasSuffix("StackView") ? "UIStackView" : cls, arranged: [], frame: nil)
        }
        let base = evaluate(baseExpr)
        if case .unknown = base { return base }
        // `self.view.bounds`, `[UIScreen mainScreen].bounds`: the root's rectangle when the code runs.
        if (name == "bounds" || name == "frame"), base == .name(rootName) || base == .member("mainScreen") {
            guard let r = rootBounds else { return .unknown("cannot read '.\(name)': the root's size is not known here") }
            code.diagnostics.append(Diagnostic(.note, line: baseExpr.location.line, column: baseExpr.location.column,
                "'.\(name)' is the root's bounds when the code runs (\(formatNumber(r.width))×\(formatNumber(r.height))): numbers made from it stay as they are when the root is resized, as in UIKit"))
            return .rect(Rect(x: 0, y: 0, width: r.width, height: r.height))
        }
        if name == "constraint", case .constraints = base { return base }
        if let f = base.field(name) { return f }
        guard let item = base.item else { return .unknown("cannot read '.\(name)' of \(base.kind)") }
        if let a = CodeVocabulary.anchorAttribute(name) { return .anchor(CodeAnchor(item, a)) }
        // Masonry's view attributes: view.mas_top, view.mas_safeAreaLayoutGuideTop.
        if name.hasPrefix("mas_") {
            var rest = String(name.dropFirst(4))
            var target = item
            for (prefix, kind) in [("safeAreaLayoutGuide", LayoutGuide.Kind.safeArea)] where rest.hasPrefix(prefix) {
                guard case .view(let v) = item else { break }
                target = .guide(v, kind)
                rest = String(rest.dropFirst(prefix.count))
                rest = rest.prefix(1).lowercased() + rest.dropFirst()
            }
            if rest.isEmpty { return .item(target) }
            guard let attrs = CodeVocabulary.snapAttributes(rest) else { return .unknown("cannot read '\(name)': expected a Masonry attribute such as mas_top") }
            return attrs.count == 1 ? .anchor(CodeAnchor(target, attrs[0])) : .snp(target, attrs)
        }
        switch name {
        case "safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide", "keyboardLayoutGuide":
            guard case .view(let v) = item, let kind = CodeVocabulary.viewGuide(name) else { return .unknown("a guide has no guides") }
            return .item(.guide(v, kind))
        case "superview":
            guard case .view(let v) = item else { return .unknown("cannot read '.superview' of a guide") }
            return .item(.superview(of: v))
        case "contentLayoutGuide", "frameLayoutGuide":
            return .unknown("\(name) is not read from code: expected safeAreaLayoutGuide, layoutMarginsGuide, readableContentGuide or keyboardLayoutGuide")
        default:
            guard case .view(let v) = item else { return .unknown("cannot read '.\(name)' of a guide") }
            return .name(v == rootName ? name : "\(v)_\(name)")
        }
    }

    /// C functions: NSDictionaryOfVariableBindings, CGSizeMake, UIEdgeInsetsMake, CGRectMake, MASBoxValue.
    mutating func call(_ callee: ObjCExpr, _ args: [ObjCExpr]) -> CodeValue {
        guard case .identifier(let f, _) = callee else { return .unknown("cannot read this call: expected a C function or a Masonry chain inside mas_makeConstraints:") }
        if f == "CGRectGetWidth" || f == "CGRectGetHeight" {
            guard args.count == 1, case .rect(let r) = evaluate(args[0]) else { return .unknown("cannot read '\(f)(…)': expected a rectangle") }
            return .number(f == "CGRectGetWidth" ? r.width : r.height)
        }
        var numbers: [Double] = []
        for a in args { if let x = evaluate(a).number { numbers.append(x) } }
        switch f {
        case "NSDictionaryOfVariableBindings":
            var entries: [CodeValue.DictionaryEntry] = []
            for a in args {
                guard let n = Self.name(a) else { return .unknown("cannot read NSDictionaryOfVariableBindings: expected variable names") }
                // The key is the text of the argument: `self.a` gives "self.a" as UIKit does.
                let key: String
                if case .member(.identifier("self", _), let m, _) = a { key = "self." + m } else { key = n }
                entries.append(.init(key: key, value: evaluate(a)))
            }
            return .dictionary(entries)
        case "CGSizeMake" where numbers.count == 2 && args.count == 2: return .size(numbers[0], numbers[1])
        case "UIEdgeInsetsMake" where numbers.count == 4 && args.count == 4:
            return .insets(EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3]))
        case "CGRectMake" where numbers.count == 4 && args.count == 4:
            return .rect(Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
        case "MASBoxValue" where args.count == 1: return evaluate(args[0])
        // The book's helpers (iOS Auto Layout Demystified, ch. 5; docs/code-import.md "The
        // book's helpers"): pin(VIEW, FORMAT) activates the format's constraints with VIEW bound
        // to "view"; centerView(VIEW, PRIORITY) centres VIEW in its superview at PRIORITY.
        case "pin" where args.count == 2:
            guard case .name(let view) = evaluate(args[0]), case .string(let format) = evaluate(args[1]) else {
                return .unknown("cannot read pin(VIEW, FORMAT): expected a view and an @\"…\" visual format")
            }
            let fl = args[1].location
            code.visualFormats.append(CodeVisualFormat(format: format, options: VFLOptions(), metrics: [:], views: ["view": view],
                                                       isActive: true, location: CodeLocation(line: fl.line, column: fl.column + 2)))
            return .constraints([.visualFormat(code.visualFormats.count - 1)])
        case "centerView" where args.count == 2:
            guard case .name(let view) = evaluate(args[0]), let p = evaluate(args[1]).priority else {
                return .unknown("cannot read centerView(VIEW, PRIORITY): expected a view and a priority from 1 to 1000")
            }
            var refs: [CodeValue.ConstraintRef] = []
            for a in [LayoutAttribute.centerX, .centerY] {
                code.constraints.append(CodeConstraint(first: CodeAnchor(.view(view), a), relation: .equal, second: CodeAnchor(.superview(of: view), a),
                                                       priority: p, isActive: true, location: callee.location))
                refs.append(.single(code.constraints.count - 1))
            }
            return .constraints(refs)
        default: return .unknown("cannot read '\(f)(…)': expected NSDictionaryOfVariableBindings, CGSizeMake, UIEdgeInsetsMake, CGRectMake, or the book's pin(VIEW, FORMAT) and centerView(VIEW, PRIORITY)")
        }
    }
}
