import LayoutModel
import LayoutSyntax

/// Objective-C message sends of constraint code: view creation, NSLayoutConstraint's class
/// methods, anchors, hierarchy, content priorities, Masonry's `mas_makeConstraints:`.
extension ObjCCodeReader {
    static let anchorSelectors = "constraintEqualToAnchor:, constraintGreaterThanOrEqualToAnchor:, constraintLessThanOrEqualToAnchor: (with constant: or multiplier:), constraintEqualToConstant: or constraintEqualToSystemSpacingAfterAnchor:multiplier:"

    mutating func record(_ c: CodeConstraint) -> CodeValue {
        code.constraints.append(c)
        return .constraints([.single(code.constraints.count - 1)])
    }

    mutating func send(_ receiverExpr: ObjCExpr, _ parts: [(name: String, argument: ObjCExpr?)], at: CodeLocation) -> CodeValue {
        let selector = parts.map { $0.argument == nil ? $0.name : $0.name + ":" }.joined()
        func arg(_ name: String) -> ObjCExpr? { parts.first { $0.name == name }?.argument ?? nil }
        // Classes: [UILabel alloc], [UILabel new], [NSLayoutConstraint …], [NSMutableArray array].
        if case .identifier(let cls, _) = receiverExpr, let first = cls.first, first.isUppercase, variables[cls] == nil,
           !code.declaredViews.contains(where: { $0.name == cls }) {
            if cls == "NSLayoutConstraint" {
                if selector == "constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:" { return itemConstraint(parts, at: at) }
                return constraintClassMethod(selector, arg, at: at)
            }
            if ["NSMutableArray", "NSArray"].contains(cls), ["array", "new", "arrayWithCapacity:"].contains(selector) { return .constraints([]) }
            if cls == "UIScreen", selector == "mainScreen" { return .member("mainScreen") }
            if ["NSMutableArray", "NSArray"].contains(cls), selector.hasPrefix("arrayWithArray:"), let a = arg("arrayWithArray") { return evaluate(a) }
            guard CodeVocabulary.isViewClass(cls) else { return .unknown("cannot read '[\(cls) \(selector)]': \(cls) is not a class plumb knows here") }
            guard selector == "alloc" || selector == "new" else { return .unknown("cannot read '[\(cls) \(selector)]': expected alloc or new") }
            return .newView(cls.hasSuffix("StackView") ? "UIStackView" : cls, arranged: [], frame: nil)
        }
        let receiver = evaluate(receiverExpr)
        if case .unknown = receiver { return receiver }
        if case .newView(let cls, _, _) = receiver {
            switch selector {
            case "init": return receiver
            case "initWithFrame:":
                var frame: Rect? = nil
                if let f = arg("initWithFrame"), case .rect(let r) = evaluate(f) { frame = r }
                return .newView(cls, arranged: [], frame: frame)
            case "initWithArrangedSubviews:":
                guard let a = arg("initWithArrangedSubviews"), case .array(let items) = evaluate(a) else {
                    error(at, "cannot read the arranged subviews: expected an @[…] of views (the stack view is made without them)")
                    return .newView(cls, arranged: [], frame: nil)
                }
                return .newView(cls, arranged: items, frame: nil)
            default:
                if selector.hasPrefix("init") { return receiver }
                return .unknown("cannot read '[… \(selector)]' on a new \(cls)")
            }
        }
        if case .anchor(let anchor) = receiver { return anchorConstraint(anchor, parts, at: at) }
        // A getter sent as a message: `[self.view centerXAnchor]`, `[view safeAreaLayoutGuide]`.
        if parts.count == 1, parts[0].argument == nil, receiver.item != nil,
           CodeVocabulary.anchorAttribute(parts[0].name) != nil || CodeVocabulary.viewGuide(parts[0].name) != nil {
            return member(receiverExpr, parts[0].name)
        }
        let first = parts[0]
        switch selector {
        case "addSubview:", "addArrangedSubview:", "insertSubview:atIndex:", "insertSubview:belowSubview:", "insertSubview:aboveSubview:", "insertArrangedSubview:atIndex:":
            guard case .name(let parent) = receiver, let a = first.argument,
                  case .name(let child) = code.namingInline(evaluate(a), at: a.location) else {
                return .unknown("cannot read '\(selector)': expected [VIEW \(first.name):VIEW]")
            }
            let entry = CodeSubview(parent: parent, child: child, location: at)
            if selector.contains("Arranged") { code.arrangedSubviews.append(entry) } else { code.subviews.append(entry) }
            return .null
        case "addConstraint:", "addConstraints:", "addObject:", "addObjectsFromArray:":
            guard let a = first.argument else { return .null }
            let v = evaluate(a)
            guard let refs = v.constraintRefs else {
                if let unknown = v.firstUnknown { return unknown }
                return .unknown("cannot read '\(selector)': expected constraints, found \(v.kind)")
            }
            if selector.hasPrefix("addConstraint") { setActive(refs, true); return .null }
            // [array addObject:c]: the array variable grows.
            if let n = Self.name(receiverExpr) { variables[n] = .constraints((receiver.constraintRefs ?? []) + refs) }
            return .null
        case "arrayByAddingObjectsFromArray:", "arrayByAddingObject:":
            // `[h arrayByAddingObjectsFromArray:v]`: Objective-C's `h + v`.
            guard let a = first.argument else { return .null }
            let v = evaluate(a)
            guard let left = receiver.constraintRefs, let right = v.constraintRefs else {
                if let unknown = receiver.firstUnknown ?? v.firstUnknown { return unknown }
                return .unknown("cannot read '\(selector)': expected arrays of constraints")
            }
            return .constraints(left + right)
        case "setContentHuggingPriority:forAxis:", "setContentCompressionResistancePriority:forAxis:":
            guard case .name(let view) = receiver else { return .unknown("cannot read '\(selector)': expected a view") }
            guard let p = evaluate(first.argument!).priority else { return .unknown("cannot read the priority of \(first.name):") }
            guard let axisExpr = arg("forAxis"), case .member(let m) = evaluate(axisExpr), let axis = CodeVocabulary.axis(m) else {
                return .unknown("cannot read the axis: expected UILayoutConstraintAxisHorizontal or UILayoutConstraintAxisVertical")
            }
            code.contentPriorities.append(CodeContentPriority(view: view, kind: selector.hasPrefix("setContentHugging") ? .hugging : .resistance,
                                                              axis: axis, priority: p, location: at))
            return .null
        case "setTranslatesAutoresizingMaskIntoConstraints:":
            guard case .name(let view) = receiver, case .bool(let on) = evaluate(first.argument!) else { return .unknown("cannot read '\(selector)': expected YES or NO") }
            code.translates.append(CodeFlag(view: view, value: on, location: at))
            return .null
        case "setText:":
            guard case .name(let view) = receiver, case .string(let text) = evaluate(first.argument!) else { return .null }
            code.texts.append(CodeText(view: view, text: text, location: at))
            return .null
        case "setActive:":
            guard let refs = receiver.constraintRefs, case .bool(let on) = evaluate(first.argument!) else { return .unknown("cannot read 'setActive:'") }
            setActive(refs, on)
            return .null
        case "setCustomSpacing:afterView:":
            guard case .name(let stack) = receiver, let x = evaluate(first.argument!).number, let a = arg("afterView"), case .name(let after) = evaluate(a) else {
                return .unknown("cannot read 'setCustomSpacing:afterView:'")
            }
            code.stackSettings.append(CodeStackSetting(stack: stack, property: .customSpacing(x, after: after), location: at))
            return .null
        case "mas_makeConstraints:", "mas_remakeConstraints:":
            guard case .name(let view) = receiver, let a = first.argument, case .block(let params, let body, let blockAt) = a else {
                return .unknown("cannot read '\(selector)': expected [VIEW \(first.name)^(MASConstraintMaker *make) { … }]")
            }
            let start = code.beginBlock(of: view, remaking: selector == "mas_remakeConstraints:")
            masonryBlock(view: view, maker: params.first ?? "make", body: body, at: blockAt)
            code.endBlock(of: view, from: start)
            return .null
        case "mas_updateConstraints:":
            guard case .name(let view) = receiver, let a = first.argument, case .block(let params, let body, let blockAt) = a else {
                return .unknown("cannot read '\(selector)': expected [VIEW mas_updateConstraints:^(MASConstraintMaker *make) { … }]")
            }
            let start = code.beginBlock(of: view, remaking: false)
            masonryBlock(view: view, maker: params.first ?? "make", body: body, at: blockAt)
            _ = code.endUpdateBlock(of: view, from: start, keepUnmatched: true)
            return .null
        default:
            return .unknown("cannot read '[… \(selector)]': expected constraint code (\(Self.anchorSelectors), addSubview:, activateConstraints:, mas_makeConstraints:)")
        }
    }

    mutating func constraintClassMethod(_ selector: String, _ arg: (String) -> ObjCExpr?, at: CodeLocation) -> CodeValue {
        switch selector {
        case "activateConstraints:", "deactivateConstraints:":
            let v = evaluate(arg(selector.hasPrefix("activate") ? "activateConstraints" : "deactivateConstraints")!)
            guard let refs = v.constraintRefs else {
                if case .unknown = v { return v }
                return .unknown("cannot read '\(selector)': expected an @[…] of constraints")
            }
            setActive(refs, selector.hasPrefix("activate"))
            return .constraints(refs)
        case "constraintsWithVisualFormat:options:metrics:views:":
            return visualFormat(arg, at: at)
        default:
            return .unknown("cannot read '[NSLayoutConstraint \(selector)]': expected constraintWithItem:…, constraintsWithVisualFormat:options:metrics:views:, activateConstraints:")
        }
    }

    /// `[NSLayoutConstraint constraintWithItem:a attribute:… relatedBy:… toItem:b attribute:… multiplier:m constant:c]`.
    mutating func itemConstraint(_ parts: [(name: String, argument: ObjCExpr?)], at: CodeLocation) -> CodeValue {
        let values = parts.map { $0.argument.map { evaluate($0) } ?? .null }
        guard let item = values[0].item else { return .unknown("cannot read constraintWithItem: expected a view or guide") }
        guard case .member(let a1) = values[1], let attribute = CodeVocabulary.attribute(a1) else {
            return .unknown("cannot read attribute: expected NSLayoutAttributeLeading or another NSLayoutAttribute…")
        }
        let relation: LayoutRelation
        switch values[2] {
        case .member("equal"): relation = .equal
        case .member("lessThanOrEqual"): relation = .lessThanOrEqual
        case .member("greaterThanOrEqual"): relation = .greaterThanOrEqual
        default: return .unknown("cannot read relatedBy: expected NSLayoutRelationEqual, NSLayoutRelationLessThanOrEqual or NSLayoutRelationGreaterThanOrEqual")
        }
        guard case .member(let a2) = values[4] else { return .unknown("cannot read the second attribute:") }
        guard let multiplier = values[5].number, let constant = values[6].number else {
            return .unknown("cannot read multiplier: and constant: as numbers")
        }
        var second: CodeAnchor? = nil
        if case .null = values[3] {
            if a2 != "notAnAttribute", let l = parts[4].argument?.location {
                code.diagnostics.append(Diagnostic(.warning, line: l.line, column: l.column,
                    "toItem:nil, so attribute NSLayoutAttribute\(a2.prefix(1).uppercased() + a2.dropFirst()) relates to nothing: read as a constant (Apple's documentation asks for NSLayoutAttributeNotAnAttribute)"))
            }
        } else {
            guard let to = values[3].item, let attribute2 = CodeVocabulary.attribute(a2) else {
                return .unknown("cannot read toItem:/attribute: expected a view, a guide or nil and an NSLayoutAttribute…")
            }
            second = CodeAnchor(to, attribute2)
        }
        return record(CodeConstraint(first: CodeAnchor(item, attribute), relation: relation, second: second,
                                     multiplier: multiplier, constant: constant, location: at))
    }

    mutating func visualFormat(_ arg: (String) -> ObjCExpr?, at: CodeLocation) -> CodeValue {
        guard let f = arg("constraintsWithVisualFormat"), case .string(let format) = evaluate(f) else {
            return .unknown("cannot read the visual format: expected an @\"…\" string")
        }
        var options = VFLOptions()
        if let o = arg("options") {
            var members: [CodeValue] = []
            switch evaluate(o) {
            case .array(let items): members = items
            case .number(0), .null: break
            case let v: members = [v]
            }
            for m in members {
                // NSLayoutFormatSpacingBaselineToBaseline (iOS 11): V gaps from baseline to baseline.
                if case .member("spacingBaselineToBaseline") = m {
                    options.spacing = .baselineToBaseline
                    continue
                }
                guard case .member(let name) = m, let (alignment, direction) = CodeVocabulary.formatOption(name) else {
                    return .unknown("cannot read the options: expected 0 or NSLayoutFormatAlignAll…/NSLayoutFormatDirection…/NSLayoutFormatSpacingBaselineToBaseline joined with |")
                }
                if let a = alignment { options.alignment.append(VFLOptions.Alignment(a)) }
                if let d = direction { options.direction = d }
            }
        }
        var metrics: [String: Double] = [:]
        if let m = arg("metrics") {
            switch evaluate(m) {
            case .null: break
            case .dictionary(let entries):
                for e in entries {
                    guard let x = e.value.number else { return .unknown("cannot read the metric '\(e.key)': expected a number") }
                    metrics[e.key] = x
                }
            default: return .unknown("cannot read the metrics: expected nil or an @{…} of numbers")
            }
        }
        guard let vExpr = arg("views"), case .dictionary(let entries) = evaluate(vExpr) else {
            return .unknown("cannot read the views: expected NSDictionaryOfVariableBindings(…) or an @{…}")
        }
        var views: [String: String] = [:]
        for e in entries {
            guard case .name(let v) = e.value else { return .unknown("cannot read the view '\(e.key)' of the views dictionary") }
            views[e.key] = v
        }
        // The format's text starts after @" (two characters).
        let fl = f.location
        code.visualFormats.append(CodeVisualFormat(format: format, options: options, metrics: metrics, views: views,
                                                   location: CodeLocation(line: fl.line, column: fl.column + 2)))
        return .constraints([.visualFormat(code.visualFormats.count - 1)])
    }

    mutating func anchorConstraint(_ first: CodeAnchor, _ parts: [(name: String, argument: ObjCExpr?)], at: CodeLocation) -> CodeValue {
        var constant = 0.0, multiplier = 1.0
        for p in parts.dropFirst() {
            guard let a = p.argument, let x = evaluate(a).number else { return .unknown("cannot read '\(p.name):': expected a number") }
            switch p.name {
            case "constant": constant = x
            case "multiplier": multiplier = x
            default: return .unknown("cannot read '\(p.name):': expected constant: or multiplier:")
            }
        }
        let head = parts[0].name
        guard let argument = parts[0].argument else { return .unknown("cannot read '\(head)': expected \(Self.anchorSelectors)") }
        let relations: [(String, LayoutRelation)] = [("Equal", .equal), ("GreaterThanOrEqual", .greaterThanOrEqual), ("LessThanOrEqual", .lessThanOrEqual)]
        for (word, relation) in relations {
            if head == "constraint\(word)ToAnchor" {
                guard case .anchor(let second) = evaluate(argument) else { return .unknown("cannot read the anchor after \(head):") }
                return record(CodeConstraint(first: first, relation: relation, second: second, multiplier: multiplier, constant: constant, location: at))
            }
            if head == "constraint\(word)ToConstant" {
                guard let x = evaluate(argument).number else { return .unknown("cannot read the number after \(head):") }
                return record(CodeConstraint(first: first, relation: relation, second: nil, constant: x, location: at))
            }
            if head == "constraint\(word)ToSystemSpacingAfterAnchor" || head == "constraint\(word)ToSystemSpacingBelowAnchor" {
                guard case .anchor(let second) = evaluate(argument) else { return .unknown("cannot read the anchor after \(head):") }
                return record(CodeConstraint(first: first, relation: relation, second: second, constant: multiplier * LayoutSession.standardSiblingSpacing,
                                             usesSystemSpacing: true, location: at))
            }
        }
        return .unknown("cannot read '\(head):' on an anchor: expected \(Self.anchorSelectors)")
    }
}
