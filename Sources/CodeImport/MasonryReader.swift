import LayoutModel
import LayoutSyntax

/// Masonry's `[view mas_makeConstraints:^(MASConstraintMaker *make) { make.left.equalTo(superview).offset(16); }]`,
/// read as Masonry builds constraints (SnapKit/Masonry, Masonry/MASViewConstraint.m at 01fbc31):
/// composite attributes as SnapKit's (`edges` is top, left, bottom, right); `equalTo(view)` the
/// same attribute of view, `equalTo(view.mas_bottom)`, `equalTo(@16)` / `mas_equalTo(16)` a
/// constant for width/height and relative to the superview otherwise; `offset`, `insets` and
/// `inset` SET the constant (the last one wins) — insets only move left/leading and top (+) and
/// right/trailing and bottom (−); `sizeOffset`, `multipliedBy`, `dividedBy`, `priority…`. The
/// view's autoresizing translation is turned off, as Masonry does.
extension ObjCCodeReader {
    static let masonryRelations: [String: LayoutRelation] = [
        "equalTo": .equal, "mas_equalTo": .equal, "greaterThanOrEqualTo": .greaterThanOrEqual,
        "mas_greaterThanOrEqualTo": .greaterThanOrEqual, "lessThanOrEqualTo": .lessThanOrEqual, "mas_lessThanOrEqualTo": .lessThanOrEqual,
    ]
    static let masonryModifiers: Set<String> = [
        "offset", "mas_offset", "insets", "inset", "sizeOffset", "centerOffset", "multipliedBy", "dividedBy", "priority",
        "priorityLow", "priorityMedium", "priorityHigh", "key",
    ]

    static func masonryInset(_ i: EdgeInsets, for a: LayoutAttribute) -> Double {
        switch a {
        case .left, .leading: return i.left
        case .top: return i.top
        case .bottom: return -i.bottom
        case .right, .trailing: return -i.right
        default: return 0
        }
    }

    mutating func masonryBlock(view: String, maker: String, body: [ObjCStatement], at: CodeLocation) {
        code.translates.append(CodeFlag(view: view, value: false, location: at))
        for s in body {
            statementsSeen += 1
            switch s {
            case .expression(let e): masonryStatement(e, view: view, maker: maker)
            case .block(let inner): masonryBlockStatements(inner, view: view, maker: maker)
            case .unreadable(let message, let l): error(l, "cannot read this Objective-C: \(message)")
            case .declaration(_, _, let value, let l):
                if let value { masonryStatement(value, view: view, maker: maker) } else { error(l, "cannot read this declaration in a Masonry block") }
            }
        }
    }

    mutating func masonryBlockStatements(_ body: [ObjCStatement], view: String, maker: String) {
        masonryBlock(view: view, maker: maker, body: body, at: CodeLocation.start)
        code.translates.removeLast()
    }

    /// `make.top`, `make.top.left`, `make.edges.with`: attributes of the maker, nothing else.
    static func isMakerChain(_ e: ObjCExpr, maker: String) -> Bool {
        var a = e
        var attributes = 0
        while case .member(let base, let name, _) = a {
            if name != "with" && name != "and" {
                guard CodeVocabulary.snapAttributes(name) != nil else { return false }
                attributes += 1
            }
            a = base
        }
        guard case .identifier(let m, _) = a else { return false }
        return m == maker && attributes > 0
    }

    mutating func masonryStatement(_ statement: ObjCExpr, view: String, maker: String) {
        var e = statement
        if case .assign(_, let v, _) = e { e = v }
        var modifiers: [(String, [ObjCExpr], CodeLocation)] = []
        var relation: LayoutRelation? = nil
        var target: ObjCExpr? = nil
        var attributesExpr: ObjCExpr? = nil
        loop: while relation == nil {
            switch e {
            case .member(let base, let name, _) where name == "with" || name == "and":
                e = base
            case .call(.member(let base, let name, _), let args, let l):
                if Self.masonryModifiers.contains(name) {
                    modifiers.append((name, args, l))
                    e = base
                } else if let r = Self.masonryRelations[name] {
                    relation = r
                    target = args.first
                    attributesExpr = base
                } else {
                    return error(l, "cannot read '.\(name)(…)' in a Masonry chain: expected equalTo, greaterThanOrEqualTo, lessThanOrEqualTo, mas_equalTo, offset, insets, inset, sizeOffset, multipliedBy, dividedBy or priority")
                }
            case .member(let base, let name, let l) where Self.masonryModifiers.contains(name):
                // `.priorityHigh` written without parentheses is a block not called: nothing happens.
                _ = base
                return error(l, "'.\(name)' is not called: write .\(name)() (Masonry's modifiers are blocks)")
            default:
                break loop
            }
        }
        // `make.top.left.offset(10)`, `(void)make.center;`: no relation. Masonry makes the
        // constraint when the attribute is named, with relation equal (its default) and, for an
        // alignment attribute, the superview's same attribute as second item (MASViewConstraint.m,
        // -install: "alignment attributes must have a secondViewAttribute therefore we assume
        // that is refering to superview"); a size attribute gets the constant alone.
        if relation == nil, Self.isMakerChain(e, maker: maker) {
            relation = .equal
            attributesExpr = e
        }
        guard let relation, let attributesExpr else {
            if Self.mentionsLayout(statement) || "\(statement)".contains("\"\(maker)\"") {
                error(statement.location, "cannot read this: expected \(maker).ATTRIBUTE.equalTo(…) and its modifiers")
            } else {
                otherStatements += 1
            }
            return
        }
        var attributes: [LayoutAttribute] = []
        var a = attributesExpr
        while case .member(let base, let name, let l) = a {
            if name != "with" && name != "and" {
                guard let attrs = CodeVocabulary.snapAttributes(name) else {
                    return error(l, "cannot read '\(name)': expected a Masonry attribute (left, top, edges, size, center, …)")
                }
                attributes.insert(contentsOf: attrs, at: 0)
            }
            a = base
        }
        guard case .identifier(let m, _) = a, m == maker, !attributes.isEmpty else {
            return error(attributesExpr.location, "cannot read this: expected \(maker).ATTRIBUTE before the relation")
        }
        var targetValue: CodeValue = .item(.superview(of: view))
        if let target {
            targetValue = evaluate(target)
            if case .unknown(let why) = targetValue { return error(target.location, why) }
        }
        var constantSet: ((LayoutAttribute) -> Double)? = nil
        var multiplier = 1.0
        var priority = LayoutPriority.required
        for (name, args, l) in modifiers.reversed() {
            let v = args.first.map { evaluate($0) }
            switch (name, v) {
            case ("priorityLow", _): priority = 250
            case ("priorityMedium", _): priority = 500
            case ("priorityHigh", _): priority = 750
            case ("priority", let p?):
                guard let pr = p.priority else { return error(l, "cannot read the priority: expected MASLayoutPriority… or a number from 1 to 1000") }
                priority = pr
            case ("key", _): break
            case ("offset", .number(let x)?), ("mas_offset", .number(let x)?): constantSet = { _ in x }
            case ("inset", .number(let x)?): constantSet = { Self.masonryInset(EdgeInsets(top: x, left: x, bottom: x, right: x), for: $0) }
            case ("insets", .insets(let i)?): constantSet = { Self.masonryInset(i, for: $0) }
            case ("sizeOffset", .size(let w, let h)?): constantSet = { $0 == .width ? w : ($0 == .height ? h : 0) }
            case ("multipliedBy", .number(let x)?): multiplier *= x
            case ("dividedBy", .number(let x)?) where x != 0: multiplier /= x
            default:
                if case .unknown(let why)? = v { return error(args.first?.location ?? l, why) }
                return error(l, "cannot read '.\(name)(…)': expected \(name == "insets" ? "UIEdgeInsetsMake(…)" : name == "sizeOffset" ? "CGSizeMake(…)" : "a number")")
            }
        }
        for attribute in attributes {
            var second: CodeAnchor?
            var constant = 0.0
            switch targetValue {
            case _ where target == nil && attribute.isSize:
                second = nil
            case .number(let x):
                constant = x
                second = attribute.isSize ? nil : CodeAnchor(.superview(of: view), attribute)
            case .size(let w, let h):
                constant = attribute == .width ? w : (attribute == .height ? h : 0)
                second = attribute.isSize ? nil : CodeAnchor(.superview(of: view), attribute)
            case .insets(let i):
                constant = Self.masonryInset(i, for: attribute)
                second = CodeAnchor(.superview(of: view), attribute)
            case .anchor(let anchor):
                second = anchor
            case .snp(let item, let attrs) where !attrs.isEmpty:
                guard attrs.contains(attribute) else { return error(target?.location ?? .start, "the target has no \(attribute.rawValue)") }
                second = CodeAnchor(item, attribute)
            default:
                guard let item = targetValue.item else {
                    return error(target?.location ?? .start, "cannot read the target: expected a view, view.mas_ATTRIBUTE, @NUMBER, CGSizeMake or UIEdgeInsetsMake")
                }
                second = CodeAnchor(item, attribute)
            }
            if let constantSet { constant = constantSet(attribute) }
            code.constraints.append(CodeConstraint(
                first: CodeAnchor(.view(view), attribute), relation: relation, second: second,
                multiplier: second == nil ? 1 : multiplier, constant: constant, priority: priority, isActive: true,
                location: statement.location))
        }
    }
}
