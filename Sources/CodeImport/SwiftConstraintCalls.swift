import LayoutModel
import LayoutSyntax
import SwiftSyntax

/// The calls of Swift constraint code: anchors' `constraint(…)`, `NSLayoutConstraint`'s
/// initializer and class methods, hierarchy and content-priority methods, `forEach`.
extension SwiftCodeReader {
    static let anchorMethodsExpected = "constraint(equalTo:), constraint(greaterThanOrEqualTo:), constraint(lessThanOrEqualTo:) (with constant: or multiplier:), constraint(equalToConstant:) or constraint(equalToSystemSpacingAfter:multiplier:)"

    mutating func record(_ c: CodeConstraint) -> CodeValue {
        code.constraints.append(c)
        return .constraints([.single(code.constraints.count - 1)])
    }

    mutating func method(_ name: String, on base: CodeValue, baseExpr: ExprSyntax?, _ c: FunctionCallExprSyntax) -> CodeValue {
        if case .anchor(let anchor) = base { return anchorConstraint(name, anchor, c) }
        if case .snp(let item, let attributes) = base, attributes.isEmpty {
            switch name {
            case "makeConstraints", "remakeConstraints":
                guard case .view(let v) = item, let closure = c.trailingClosure ?? c.arguments.last?.expression.as(ClosureExprSyntax.self) else {
                    return .unknown("cannot read '\(Self.short(c))': expected view.snp.makeConstraints { make in … }")
                }
                let start = code.beginBlock(of: v, remaking: name == "remakeConstraints")
                snapKitBlock(closure, view: v)
                code.endBlock(of: v, from: start)
                return .null
            case "updateConstraints":
                guard case .view(let v) = item, let closure = c.trailingClosure ?? c.arguments.last?.expression.as(ClosureExprSyntax.self) else {
                    return .unknown("cannot read '\(Self.short(c))': expected view.snp.updateConstraints { make in … }")
                }
                let start = code.beginBlock(of: v, remaking: false)
                snapKitBlock(closure, view: v)
                for i in code.endUpdateBlock(of: v, from: start, keepUnmatched: false) {
                    let at = code.constraints[i].location
                    code.diagnostics.append(Diagnostic(.error, line: at.line, column: at.column,
                        "updateConstraints of '\(v)' matches no constraint its earlier SnapKit blocks made (same items, attributes, relation, multiplier and priority): SnapKit stops here with 'Updated constraint could not find existing matching constraint to update'"))
                }
                return .null
            default:
                return .unknown("cannot read 'snp.\(name)': expected makeConstraints, remakeConstraints or updateConstraints")
            }
        }
        switch name {
        case "addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview":
            guard let parent = viewName(base) else { return .unknown("cannot read '\(Self.short(c))': expected a view before .\(name)") }
            guard let first = c.arguments.first,
                  let child = viewName(code.namingInline(evaluate(first.expression), at: location(first))) else {
                return .unknown("cannot read '\(Self.short(c))': expected a view to add")
            }
            let entry = CodeSubview(parent: parent, child: child, location: location(c))
            if name.contains("Arranged") { code.arrangedSubviews.append(entry) } else { code.subviews.append(entry) }
            return .null
        case "addConstraint", "addConstraints":
            guard let first = c.arguments.first else { return .unknown("cannot read '\(Self.short(c))': expected constraints to add") }
            let added = evaluate(first.expression)
            guard let refs = added.constraintRefs else {
                // The part that could not be read says why (a metric, a view, an argument).
                if let unknown = added.firstUnknown { return unknown }
                return .unknown("cannot read '\(Self.short(c))': expected constraints to add, found \(added.kind)")
            }
            setActive(refs, true)
            return .null
        case "setContentHuggingPriority", "setContentCompressionResistancePriority":
            guard let view = viewName(base) else { return .unknown("cannot read '\(Self.short(c))': expected a view before .\(name)") }
            guard c.arguments.count == 2, let p = c.arguments.first, let axisExpr = argument(c, "for") else {
                return .unknown("cannot read '\(Self.short(c))': expected \(name)(PRIORITY, for: .horizontal|.vertical)")
            }
            guard let priority = priority(p.expression) else { return .null }
            guard case .member(let a) = evaluate(axisExpr), let axis = CodeVocabulary.axis(a) else {
                return .unknown("cannot read '\(Self.short(axisExpr))': expected .horizontal or .vertical")
            }
            code.contentPriorities.append(CodeContentPriority(
                view: view, kind: name == "setContentHuggingPriority" ? .hugging : .resistance, axis: axis,
                priority: priority, location: location(c)))
            return .null
        case "setCustomSpacing":
            guard let stack = viewName(base), let amount = c.arguments.first.flatMap({ evaluate($0.expression).number }),
                  let after = argument(c, "after").flatMap({ viewName(evaluate($0)) }) else {
                return .unknown("cannot read '\(Self.short(c))': expected stack.setCustomSpacing(NUMBER, after: view)")
            }
            code.stackSettings.append(CodeStackSetting(stack: stack, property: .customSpacing(amount, after: after), location: location(c)))
            return .null
        case "forEach":
            return forEach(base, c)
        case "flatMap", "joined", "compactMap":
            // `[constraints(withVisualFormat:…), …].flatMap { $0 }`
            guard let refs = base.constraintRefs else {
                if let unknown = base.firstUnknown { return unknown }
                return .unknown("cannot read '\(Self.short(c))': expected an array of constraints before .\(name)")
            }
            return .constraints(refs)
        case "activate", "deactivate":
            return constraintClassMethod(name, c)
        case "append":
            guard let baseExpr, let variable = Self.variableName(baseExpr), let first = c.arguments.first else {
                return .unknown("cannot read '\(Self.short(c))'")
            }
            let v = evaluate(first.expression)
            guard let refs = v.constraintRefs else {
                if case .unknown = v { return v }
                return .unknown("cannot read '\(Self.short(c))': expected a constraint to append")
            }
            variables[variable] = .constraints((variables[variable]?.constraintRefs ?? []) + refs)
            return .null
        default:
            return .unknown("cannot read '.\(name)(…)' on \(base.kind): expected constraint code (constraint(equalTo:…), addSubview, setContentHuggingPriority, NSLayoutConstraint.activate, snp.makeConstraints)")
        }
    }

    /// `[a, b].forEach { $0.… }` or `.forEach(view.addSubview)`: the body once per element.
    mutating func forEach(_ base: CodeValue, _ c: FunctionCallExprSyntax) -> CodeValue {
        guard case .array(let elements) = base else { return .unknown("cannot read '\(Self.short(c))': expected an array literal before .forEach") }
        if let closure = c.trailingClosure ?? c.arguments.first?.expression.as(ClosureExprSyntax.self) {
            let parameter = Self.closureParameter(closure) ?? "$0"
            let saved = variables[parameter]
            for element in elements {
                variables[parameter] = element
                walk(closure.statements)
            }
            variables[parameter] = saved
            return .null
        }
        // `forEach(view.addSubview)`.
        if let f = c.arguments.first?.expression.as(MemberAccessExprSyntax.self), let target = f.base,
           ["addSubview", "addArrangedSubview"].contains(f.declName.baseName.text),
           let parent = viewName(evaluate(target)) {
            for element in elements {
                guard let child = viewName(element) else { continue }
                let entry = CodeSubview(parent: parent, child: child, location: location(c))
                if f.declName.baseName.text == "addSubview" { code.subviews.append(entry) } else { code.arrangedSubviews.append(entry) }
            }
            return .null
        }
        return .unknown("cannot read '\(Self.short(c))': expected forEach { … } or forEach(view.addSubview)")
    }

    static func closureParameter(_ closure: ClosureExprSyntax) -> String? {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: return list.first?.name.text
        case .parameterClause(let clause)?: return clause.parameters.first?.firstName.text
        case nil: return nil
        }
    }

    /// `anchor.constraint(…)`.
    mutating func anchorConstraint(_ name: String, _ first: CodeAnchor, _ c: FunctionCallExprSyntax) -> CodeValue {
        guard name == "constraint" else {
            return .unknown("cannot read '.\(name)' on an anchor: expected \(Self.anchorMethodsExpected)")
        }
        let ls = labels(c)
        guard let relationLabel = ls.first else {
            return .unknown("cannot read '\(Self.short(c))': expected \(Self.anchorMethodsExpected)")
        }
        let at = location(c)
        for l in ls.dropFirst() where l != "constant" && l != "multiplier" {
            return .unknown("cannot read '\(Self.short(c))': unexpected argument '\(l):', expected constant: or multiplier:")
        }
        var constant = 0.0, multiplier = 1.0
        for label in ["constant", "multiplier"] {
            guard let e = argument(c, label) else { continue }
            let v = evaluate(e)
            guard let x = v.number else {
                if case .unknown(let why) = v { return .unknown(why) }
                return .unknown("cannot read '\(Self.short(e))' after \(label):: expected a number (a literal, CGFloat(…), or a constant this code defines)")
            }
            if label == "constant" { constant = x } else { multiplier = x }
        }
        let relations: [(String, LayoutRelation)] = [("equalTo", .equal), ("greaterThanOrEqualTo", .greaterThanOrEqual), ("lessThanOrEqualTo", .lessThanOrEqual)]
        if let (_, relation) = relations.first(where: { $0.0 == relationLabel }) {
            let target = evaluate(argument(c, relationLabel)!)
            if case .unknown = target { return target }
            guard case .anchor(let second) = target else {
                return .unknown("cannot read '\(Self.short(argument(c, relationLabel)!))': expected an anchor after \(relationLabel):")
            }
            return record(CodeConstraint(first: first, relation: relation, second: second, multiplier: multiplier,
                                         constant: constant, location: at))
        }
        if let (_, relation) = relations.first(where: { $0.0 + "Constant" == relationLabel }) {
            guard let x = evaluate(argument(c, relationLabel)!).number else {
                return .unknown("cannot read '\(Self.short(argument(c, relationLabel)!))': expected a number after \(relationLabel):")
            }
            return record(CodeConstraint(first: first, relation: relation, second: nil, constant: x, location: at))
        }
        let spacing: [(String, LayoutRelation)] = [
            ("equalToSystemSpacingAfter", .equal), ("greaterThanOrEqualToSystemSpacingAfter", .greaterThanOrEqual),
            ("lessThanOrEqualToSystemSpacingAfter", .lessThanOrEqual), ("equalToSystemSpacingBelow", .equal),
            ("greaterThanOrEqualToSystemSpacingBelow", .greaterThanOrEqual), ("lessThanOrEqualToSystemSpacingBelow", .lessThanOrEqual),
        ]
        if let (_, relation) = spacing.first(where: { $0.0 == relationLabel }) {
            guard case .anchor(let second) = evaluate(argument(c, relationLabel)!) else {
                return .unknown("cannot read '\(Self.short(c))': expected an anchor after \(relationLabel):")
            }
            // first = second + multiplier × system spacing (8 between siblings, as plumb's VFL).
            return record(CodeConstraint(first: first, relation: relation, second: second, multiplier: 1,
                                         constant: multiplier * LayoutSession.standardSiblingSpacing,
                                         usesSystemSpacing: true, location: at))
        }
        return .unknown("cannot read '\(relationLabel):' in '\(Self.short(c))': expected \(Self.anchorMethodsExpected)")
    }

    /// `NSLayoutConstraint.activate([...])`, `.deactivate`, `.constraints(withVisualFormat:…)`.
    mutating func constraintClassMethod(_ name: String, _ c: FunctionCallExprSyntax) -> CodeValue {
        switch name {
        case "activate", "deactivate":
            guard let first = c.arguments.first else { return .unknown("cannot read '\(Self.short(c))': expected an array of constraints") }
            let v = evaluate(first.expression)
            guard let refs = v.constraintRefs else {
                if case .array(let items) = v {
                    // Read what can be read; report the rest by position.
                    var refs: [CodeValue.ConstraintRef] = []
                    let elements = first.expression.as(ArrayExprSyntax.self).map { Array($0.elements) } ?? []
                    for (k, item) in items.enumerated() {
                        if let r = item.constraintRefs { refs += r; continue }
                        let why: String
                        if case .unknown(let w) = item { why = w } else { why = "cannot read this element: expected a constraint, found \(item.kind)" }
                        if k < elements.count { error(elements[k], why) } else { error(first.expression, why) }
                    }
                    setActive(refs, name == "activate")
                    return .constraints(refs)
                }
                if case .unknown = v { return v }
                return .unknown("cannot read '\(Self.short(first.expression))': expected an array of constraints")
            }
            setActive(refs, name == "activate")
            return .constraints(refs)
        case "constraints":
            return visualFormat(c)
        default:
            return .unknown("cannot read 'NSLayoutConstraint.\(name)': expected activate, deactivate or constraints(withVisualFormat:options:metrics:views:)")
        }
    }

    mutating func visualFormat(_ c: FunctionCallExprSyntax) -> CodeValue {
        guard let formatExpr = argument(c, "withVisualFormat") else {
            return .unknown("cannot read '\(Self.short(c))': expected constraints(withVisualFormat:options:metrics:views:)")
        }
        guard case .string(let format) = evaluate(formatExpr) else {
            return .unknown("cannot read '\(Self.short(formatExpr))': expected the format as a string literal")
        }
        var options = VFLOptions()
        if let o = argument(c, "options") {
            var members: [String] = []
            switch evaluate(o) {
            case .member(let m): members = [m]
            case .array(let items):
                for i in items {
                    guard case .member(let m) = i else { return .unknown("cannot read '\(Self.short(o))': expected format options such as .alignAllCenterY") }
                    members.append(m)
                }
            case .null: break
            default:
                if o.trimmedDescription.contains("rawValue: 0") || o.trimmedDescription == "NSLayoutConstraint.FormatOptions()" { break }
                return .unknown("cannot read '\(Self.short(o))': expected format options such as [] or .alignAllCenterY")
            }
            for m in members {
                guard let (alignment, direction) = CodeVocabulary.formatOption(m) else {
                    return .unknown("cannot read '.\(m)': expected alignAll… or direction… format options")
                }
                if let a = alignment { options.alignment.append(VFLOptions.Alignment(a)) }
                if let d = direction { options.direction = d }
            }
        }
        var metrics: [String: Double] = [:]
        if let m = argument(c, "metrics") {
            switch evaluate(m) {
            case .null: break
            case .dictionary(let entries):
                for entry in entries {
                    guard let x = entry.value.number else {
                        if case .unknown(let why) = entry.value { return .unknown("cannot read the metric '\(entry.key)': \(why)") }
                        return .unknown("cannot read the metric '\(entry.key)': expected a number")
                    }
                    metrics[entry.key] = x
                }
            default: return .unknown("cannot read '\(Self.short(m))': expected a metrics dictionary or nil")
            }
        }
        guard let viewsExpr = argument(c, "views") else { return .unknown("cannot read '\(Self.short(c))': expected views:") }
        var views: [String: String] = [:]
        guard case .dictionary(let entries) = evaluate(viewsExpr) else {
            return .unknown("cannot read '\(Self.short(viewsExpr))': expected a views dictionary [\"name\": view]")
        }
        for entry in entries {
            guard let v = viewName(entry.value) else {
                return .unknown("cannot read the view '\(entry.key)' of the views dictionary: expected a view")
            }
            views[entry.key] = v
        }
        let start = location(formatExpr)
        code.visualFormats.append(CodeVisualFormat(
            format: format, options: options, metrics: metrics, views: views,
            location: CodeLocation(line: start.line, column: start.column + 1)))
        return .constraints([.visualFormat(code.visualFormats.count - 1)])
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    mutating func constraintInitializer(_ c: FunctionCallExprSyntax) -> CodeValue {
        let expected = "NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)"
        let args = Array(c.arguments)
        guard args.count == 7, labels(c) == ["item", "attribute", "relatedBy", "toItem", "attribute", "multiplier", "constant"] else {
            return .unknown("cannot read '\(Self.short(c))': expected \(expected)")
        }
        guard let item = evaluate(args[0].expression).item else { return .unknown("cannot read '\(Self.short(args[0].expression))': expected a view or guide after item:") }
        guard case .member(let a1) = evaluate(args[1].expression), let attribute = CodeVocabulary.attribute(a1) else {
            return .unknown("cannot read '\(Self.short(args[1].expression))': expected an attribute such as .leading")
        }
        let relation: LayoutRelation
        switch evaluate(args[2].expression) {
        case .member("equal"): relation = .equal
        case .member("lessThanOrEqual"): relation = .lessThanOrEqual
        case .member("greaterThanOrEqual"): relation = .greaterThanOrEqual
        default: return .unknown("cannot read '\(Self.short(args[2].expression))': expected .equal, .lessThanOrEqual or .greaterThanOrEqual")
        }
        let toValue = evaluate(args[3].expression)
        guard case .member(let a2) = evaluate(args[4].expression) else {
            return .unknown("cannot read '\(Self.short(args[4].expression))': expected an attribute")
        }
        guard let multiplier = evaluate(args[5].expression).number, let constant = evaluate(args[6].expression).number else {
            return .unknown("cannot read '\(Self.short(c))': expected numbers for multiplier: and constant:")
        }
        var second: CodeAnchor? = nil
        if case .null = toValue {
            if a2 != "notAnAttribute" {
                let l = location(args[4].expression)
                code.diagnostics.append(Diagnostic(.warning, line: l.line, column: l.column,
                    "toItem is nil, so attribute .\(a2) relates to nothing: read as a constant (Apple's documentation asks for .notAnAttribute)"))
            }
        } else {
            guard let toItem = toValue.item else { return .unknown("cannot read '\(Self.short(args[3].expression))': expected a view, a guide or nil after toItem:") }
            guard let attribute2 = CodeVocabulary.attribute(a2) else { return .unknown("cannot read '.\(a2)': expected an attribute such as .leading") }
            second = CodeAnchor(toItem, attribute2)
        }
        return record(CodeConstraint(first: CodeAnchor(item, attribute), relation: relation, second: second,
                                     multiplier: multiplier, constant: constant, location: location(c)))
    }
}
