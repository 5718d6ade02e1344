import LayoutSyntax
import ConstraintSolver

/// Making views, guides and constraints, with UIKit's validation.
extension LayoutSession {
    static func isValidName(_ name: String) -> Bool {
        // ASCII C identifiers, as LayoutSyntax reads names: a name the text forms cannot spell
        // could never be named in a command, an equation or a saved script.
        func letter(_ c: Unicode.Scalar) -> Bool { c == "_" || ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
        guard let first = name.unicodeScalars.first, letter(first) else { return false }
        return name.unicodeScalars.allSatisfy { letter($0) || ("0"..."9").contains($0) }
    }

    package func checkNewName(_ name: String) throws(LayoutError) {
        guard name.count <= SyntaxLimits.maximumNameLength else { throw .nameTooLong(name) }
        guard Self.isValidName(name) else { throw .invalidName(name) }
        guard state.item(named: name) == nil else { throw .duplicateName(name) }
    }

    static func checkFinite(_ x: Double, _ what: String) throws(LayoutError) {
        guard x.isFinite else { throw .nonFiniteNumber(what) }
        guard abs(x) <= 1e9 else { throw .numberTooLarge(x) }
    }

    /// Adds a view under `superview` (the root when nil). `address` keeps an imported address.
    @discardableResult
    public func addView(
        name: String, className: String = "UIView", superview: ViewID? = nil, text: String? = nil,
        intrinsicSize: Size? = nil, address: UInt64? = nil
    ) throws(LayoutError) -> ViewID {
        try checkNewName(name)
        let parent = superview ?? state.root
        guard state.contains(parent) else { throw .unknownView("#\(parent)") }
        if let s = intrinsicSize {
            try Self.checkFinite(s.width, "the intrinsic width")
            try Self.checkFinite(s.height, "the intrinsic height")
            if s.width < 0 && s.width != Size.noIntrinsicMetric { throw .negativeSize("the intrinsic width") }
            if s.height < 0 && s.height != Size.noIntrinsicMetric { throw .negativeSize("the intrinsic height") }
        }
        if text != nil && !ViewClass.showsText(className) { throw .notATextView(name) }
        beginChange()
        var addr: UInt64
        if let a = address, state.addresses.claim(a) { addr = a } else { addr = state.addresses.allocate(.view) }
        var view = View(name: name, className: className, superview: parent, address: addr)
        view.text = text
        view.explicitIntrinsicSize = intrinsicSize
        let id = insertView(view)
        if view.isScrollView { makeScrollGuides(for: id) }
        regenerateSystemConstraints(for: id, isNew: true)
        endChange()
        return id
    }

    /// The layout-margins, safe-area, readable-content or keyboard guide of a view, made on
    /// first use (`VIEW.margins`, `VIEW.safeArea`, `VIEW.readableContentGuide`,
    /// `VIEW.keyboardLayoutGuide`).
    public func guide(_ kind: LayoutGuide.Kind, of view: ViewID) -> GuideID {
        if let g = state.guides.firstIndex(where: { $0.owner == view && $0.kind == kind }) { return GuideID(g) }
        let suffix = LayoutGuide.propertyName(of: kind) ?? (kind == .safeArea ? "safeArea" : "margins")
        let g = insertGuide(LayoutGuide(
            name: "\(state[view].name).\(suffix)", kind: kind, owner: view, address: state.addresses.allocate(.guide)))
        regenerateSystemConstraints(for: view)
        return g
    }

    /// Adds a user layout guide (`UILayoutGuide`) owned by `view`.
    @discardableResult
    public func addLayoutGuide(name: String, in view: ViewID) throws(LayoutError) -> GuideID {
        try checkNewName(name)
        guard state.contains(view) else { throw .unknownView("#\(view)") }
        beginChange()
        let g = insertGuide(LayoutGuide(name: name, kind: .user, owner: view, address: state.addresses.allocate(.guide)))
        endChange()
        return g
    }

    func describe(_ a: Anchor) -> String { "\(state.name(of: a.item)).\(a.attribute.rawValue)" }

    /// UIKit's rules for a constraint, checked before anything changes.
    package func validate(
        first: Anchor, relation: LayoutRelation, second: Anchor?, multiplier: Double, constant: Double, priority: LayoutPriority
    ) throws(LayoutError) {
        try Self.checkFinite(multiplier, "the multiplier")
        try Self.checkFinite(constant, "the constant")
        guard let second else {
            if !first.attribute.isSize { throw .locationAgainstConstant(describe(first)) }
            return
        }
        if multiplier == 0 { throw .zeroMultiplier }
        let bothSizes = first.attribute.isSize && second.attribute.isSize
        if first.attribute.axis != second.attribute.axis && !bothSizes {
            throw .mixedAxes(describe(first), describe(second))
        }
        if first.attribute.isSize != second.attribute.isSize {
            // UIKit refuses a size against a location ("a.width == b.left").
            throw .sizeAgainstLocation(describe(first), describe(second))
        }
        let ownerA = state.owningView(of: first.item), ownerB = state.owningView(of: second.item)
        // The usual cases, without the chains: one view, a view and its superview, siblings.
        let superA = state.views[ownerA.index].superview, superB = state.views[ownerB.index].superview
        if ownerA == ownerB || superA == ownerB || superB == ownerA || (superA != nil && superA == superB) { return }
        let a = state.ancestors(of: ownerA)
        let b = state.ancestors(of: ownerB)
        if !a.contains(where: { b.contains($0) }) {
            throw .noCommonAncestor(state.name(of: first.item), state.name(of: second.item))
        }
    }

    /// Adds a user constraint and activates it. Returns its handle; `events` says whether it
    /// caused a conflict (and what was broken).
    @discardableResult
    public func addConstraint(
        _ first: Anchor, _ relation: LayoutRelation, _ second: Anchor? = nil, multiplier: Double = 1,
        constant: Double = 0, priority: LayoutPriority = .required, identifier: String? = nil, address: UInt64? = nil,
        active: Bool = true, standardSpacing: Bool = false
    ) throws(LayoutError) -> ConstraintHandle {
        try validate(first: first, relation: relation, second: second, multiplier: multiplier, constant: constant, priority: priority)
        return addValidatedConstraint(first, relation, second, multiplier: multiplier, constant: constant, priority: priority,
                                      identifier: identifier, address: address, active: active, standardSpacing: standardSpacing)
    }

    /// `addConstraint` for a constraint `validate` has just passed, in the same state (an
    /// equation resolved by `resolve`): the same change, without validating it twice.
    func addValidatedConstraint(
        _ first: Anchor, _ relation: LayoutRelation, _ second: Anchor?, multiplier: Double,
        constant: Double, priority: LayoutPriority, identifier: String?, address: UInt64? = nil,
        active: Bool = true, standardSpacing: Bool
    ) -> ConstraintHandle {
        beginChange()
        var addr: UInt64
        if let a = address, state.addresses.claim(a) { addr = a } else { addr = state.addresses.allocate(.constraint) }
        var c = LayoutConstraint(
            handle: .unassigned, address: addr, first: first, relation: relation, second: second,
            // A unary constraint has no second item to multiply: its multiplier is 1 (as printed).
            multiplier: second == nil ? 1 : multiplier, constant: constant, priority: priority,
            // An empty identifier is no identifier (`id ""` is refused by the equation syntax).
            identifier: identifier?.isEmpty == true ? nil : identifier)
        c.isActive = active
        c.usesStandardSpacing = standardSpacing
        let handle = insertConstraint(c)
        endAdding(handle)
        return handle
    }
}

// MARK: - The one insertion of each kind of object

extension LayoutSession {
    /// Makes room for about `views` more views and `constraints` more constraints (and some
    /// slack: `LayoutWork.reserve`), so that a
    /// long script about to make them does not grow the lists step by step: each step moves
    /// every element to new memory the system has to hand over page by page (a twentieth of
    /// loading a 10,000-view script; issue 17). Changes nothing else.
    public func reserveCapacity(views: Int, constraints: Int) {
        LayoutWork.reserve(views, in: &state.views)
        LayoutWork.reserve(constraints, in: &state.constraints)
        layoutEngine.reserveCapacity(items: views, constraints: constraints)
        state.addresses.reserveCapacity(views + constraints)
    }
}

extension LayoutSession {
    /// Appends a view under its superview and gives it engine variables. Every way of making a
    /// view (`addView`, the log importer) goes through here after its own checks; system
    /// constraints are the caller's business (an imported view gets none).
    package func insertView(_ view: View) -> ViewID {
        let id = ViewID(state.views.count)
        LayoutWork.append(view, to: &state.views)
        state.viewNameHints.map[view.name] = id.index
        if let parent = view.superview { state[parent].subviews.append(id) }
        makeVariables(for: .view(id))
        return id
    }

    /// Appends a layout guide and gives it engine variables.
    package func insertGuide(_ guide: LayoutGuide) -> GuideID {
        let g = GuideID(state.guides.count)
        state.guides.append(guide)
        makeVariables(for: .guide(g))
        return g
    }

    /// Gives a constraint the next handle and the next number of its kind (user or system),
    /// appends it and puts it in force — breaking what UIKit would break when it conflicts
    /// (`events` says so). Every way of making a constraint goes through here.
    @discardableResult
    package func insertConstraint(_ constraint: LayoutConstraint) -> ConstraintHandle {
        var c = constraint
        c.handle = ConstraintHandle(state.nextHandle)
        state.nextHandle += 1
        if c.kind.isSystem {
            c.number = state.nextSystemNumber
            state.nextSystemNumber += 1
        } else {
            c.number = state.nextUserNumber
            state.nextUserNumber += 1
        }
        LayoutWork.append(c, to: &state.constraints)
        putInForce(c.handle)
        return c.handle
    }
}
