import LayoutModel
import LayoutSyntax
import SwiftSyntax

/// SnapKit's `view.snp.makeConstraints { make in make.leading.equalToSuperview().offset(16) }`
/// read as SnapKit builds it: composite attributes expanded (`edges` is top, left, bottom,
/// right), a number target relative to the superview for positions and a constant for sizes,
/// `offset` added as written, `inset` signed per edge, `multipliedBy`/`dividedBy`, `priority`,
/// `labeled` as the identifier. The view's autoresizing translation is turned off, as SnapKit does.
extension SwiftCodeReader {
    static let snapRelations: [String: LayoutRelation] = [
        "equalTo": .equal, "lessThanOrEqualTo": .lessThanOrEqual, "greaterThanOrEqualTo": .greaterThanOrEqual,
        "equalToSuperview": .equal, "lessThanOrEqualToSuperview": .lessThanOrEqual, "greaterThanOrEqualToSuperview": .greaterThanOrEqual,
    ]
    static let snapModifiers: Set<String> = [
        "offset", "inset", "insets", "multipliedBy", "dividedBy", "priority", "labeled",
        "priorityRequired", "priorityHigh", "priorityMedium", "priorityLow",
    ]

    mutating func snapKitBlock(_ closure: ClosureExprSyntax, view: String) {
        code.translates.append(CodeFlag(view: view, value: false, location: location(closure)))
        let maker = Self.closureParameter(closure) ?? "$0"
        snapStatements(closure.statements, view: view, maker: maker)
    }

    mutating func snapStatements(_ items: CodeBlockItemListSyntax, view: String, maker: String) {
        for item in items {
            statementsSeen += 1
            switch item.item {
            case .expr(let e): snapStatement(e, view: view, maker: maker)
            case .stmt(let s):
                if let e = s.as(ExpressionStmtSyntax.self) { snapStatement(e.expression, view: view, maker: maker) }
                else { snapInside(s, view: view, maker: maker) }
            case .decl(let d):
                if let v = d.as(VariableDeclSyntax.self) {
                    for b in v.bindings {
                        guard let e = b.initializer?.value else { continue }
                        let refs = snapStatement(e, view: view, maker: maker)
                        if let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let refs {
                            variables[name] = .constraints(refs)
                        }
                    }
                } else {
                    otherStatements += 1
                }
            }
        }
    }

    mutating func snapInside(_ node: some SyntaxProtocol, view: String, maker: String) {
        let blocks = OutermostBlocks(viewMode: .sourceAccurate)
        blocks.walk(node)
        for b in blocks.found {
            if let list = b.as(CodeBlockItemListSyntax.self) { snapStatements(list, view: view, maker: maker) }
        }
    }

    /// One `make.…` chain; returns the constraints it made.
    @discardableResult
    mutating func snapStatement(_ statement: ExprSyntax, view: String, maker: String) -> [CodeValue.ConstraintRef]? {
        var e = statement
        // `self.c = make.top.equalTo(…).constraint`
        if let seq = e.as(SequenceExprSyntax.self), seq.elements.count == 3, Array(seq.elements)[1].is(AssignmentExprSyntax.self) {
            e = Array(seq.elements)[2]
        }
        var modifiers: [(String, FunctionCallExprSyntax)] = []
        var relation: LayoutRelation? = nil
        var relationCall: FunctionCallExprSyntax? = nil
        var attributesExpr: ExprSyntax? = nil
        while relation == nil {
            if let m = e.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "constraint", let b = m.base {
                e = b
                continue
            }
            guard let c = e.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self),
                  let base = m.base else { break }
            let name = m.declName.baseName.text
            if Self.snapModifiers.contains(name) {
                modifiers.append((name, c))
                e = base
            } else if let r = Self.snapRelations[name] {
                relation = r
                relationCall = c
                attributesExpr = base
            } else {
                error(m.declName, "cannot read '.\(name)' in a SnapKit chain: expected equalTo, lessThanOrEqualTo, greaterThanOrEqualTo, equalToSuperview, offset, inset, multipliedBy, dividedBy, priority or labeled")
                return nil
            }
        }
        guard let relation, let relationCall, let attributesExpr else {
            if CodeVocabulary.looksLikeLayout(statement.trimmedDescription) || statement.trimmedDescription.hasPrefix(maker + ".") {
                error(statement, "cannot read '\(Self.short(statement))': expected \(maker).ATTRIBUTE.equalTo(…) and its modifiers")
            } else {
                otherStatements += 1
            }
            return nil
        }
        // make.width.height
        var attributes: [LayoutAttribute] = []
        var a = attributesExpr
        while let m = a.as(MemberAccessExprSyntax.self), let b = m.base {
            let name = m.declName.baseName.text
            if name != "and" && name != "with" {
                guard let attrs = CodeVocabulary.snapAttributes(name) else {
                    error(m.declName, "cannot read '\(name)': expected a SnapKit attribute (top, leading, edges, size, center, …)")
                    return nil
                }
                attributes.insert(contentsOf: attrs, at: 0)
            }
            a = b
        }
        guard let d = a.as(DeclReferenceExprSyntax.self), d.baseName.text == maker, !attributes.isEmpty else {
            error(attributesExpr, "cannot read '\(Self.short(attributesExpr))': expected \(maker).ATTRIBUTE before the relation")
            return nil
        }
        let relationName = relationCall.calledExpression.as(MemberAccessExprSyntax.self)!.declName.baseName.text
        var target: CodeValue = .item(.superview(of: view))
        if !relationName.hasSuffix("Superview") {
            guard let arg = relationCall.arguments.first?.expression else {
                error(relationCall, "cannot read '\(Self.short(relationCall))': expected a target inside \(relationName)(…)")
                return nil
            }
            target = evaluate(arg)
            if case .unknown(let why) = target {
                error(arg, why)
                return nil
            }
        }
        var offset = 0.0
        var insets: EdgeInsets? = nil
        var multiplier = 1.0
        var priority = LayoutPriority.required
        var identifier: String? = nil
        for (name, c) in modifiers.reversed() {
            let arg = c.arguments.first?.expression
            switch name {
            case "priorityRequired": priority = .required
            case "priorityHigh": priority = 750
            case "priorityMedium": priority = 500
            case "priorityLow": priority = 250
            case "priority":
                guard let arg, let p = self.priority(arg) else { return nil }
                priority = p
            case "labeled":
                guard let arg, case .string(let s) = evaluate(arg) else {
                    error(c, "cannot read '\(Self.short(c))': expected labeled(\"…\")")
                    return nil
                }
                identifier = s
            default:
                guard let arg else {
                    error(c, "cannot read '\(Self.short(c))': expected a value inside \(name)(…)")
                    return nil
                }
                let v = evaluate(arg)
                switch (name, v) {
                case ("offset", .number(let x)): offset += x
                case ("inset", .number(let x)), ("insets", .number(let x)): insets = EdgeInsets(top: x, left: x, bottom: x, right: x)
                case ("inset", .insets(let i)), ("insets", .insets(let i)): insets = i
                case ("multipliedBy", .number(let x)): multiplier *= x
                case ("dividedBy", .number(let x)) where x != 0: multiplier /= x
                default:
                    error(arg, "cannot read '\(Self.short(arg))' in \(name)(…): expected \(name.hasPrefix("inset") ? "a number or UIEdgeInsets" : "a number")")
                    return nil
                }
            }
        }
        var refs: [CodeValue.ConstraintRef] = []
        let at = location(statement)
        for attribute in attributes {
            var second: CodeAnchor?
            var constant = 0.0
            switch target {
            case .number(let x):
                constant = x
                second = attribute.isSize ? nil : CodeAnchor(.superview(of: view), attribute)
            case .size(let w, let h):
                guard attribute.isSize else {
                    error(relationCall, "cannot read '\(Self.short(relationCall))': a CGSize target fits width and height only")
                    return nil
                }
                constant = attribute == .width ? w : h
            case .insets(let i):
                constant = CodeVocabulary.insetConstant(i, for: attribute)
                second = CodeAnchor(.superview(of: view), attribute)
            case .anchor(let anchor):
                second = anchor
            case .snp(let item, let attrs) where !attrs.isEmpty:
                guard attrs.contains(attribute) else {
                    error(relationCall, "cannot read '\(Self.short(relationCall))': the target has no \(attribute.rawValue)")
                    return nil
                }
                second = CodeAnchor(item, attribute)
            default:
                guard let item = target.item else {
                    error(relationCall, "cannot read '\(Self.short(relationCall))': expected a view, a guide, an anchor (other.snp.bottom), a number, CGSize or UIEdgeInsets")
                    return nil
                }
                second = CodeAnchor(item, attribute)
            }
            constant += offset
            if let insets { constant += CodeVocabulary.insetConstant(insets, for: attribute) }
            code.constraints.append(CodeConstraint(
                first: CodeAnchor(.view(view), attribute), relation: relation, second: second,
                multiplier: second == nil ? 1 : multiplier, constant: constant, priority: priority,
                identifier: identifier, isActive: true, location: at))
            refs.append(.single(code.constraints.count - 1))
        }
        return refs
    }
}
