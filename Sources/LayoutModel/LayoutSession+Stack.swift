/// Stack views (issue 14): a view of class UIStackView carries a `StackConfiguration`; arranging,
/// unarranging, changing a property or custom spacing, hiding an arranged view or changing its
/// intrinsic size regenerates the stack's `.stackView` constraints (`StackArrangement`) and its
/// spacer guides. Every call validates first and changes nothing when it throws.
extension LayoutSession {
    /// The stack configuration of `stack`, or the error naming why it has none.
    func checkStack(_ stack: ViewID) throws(LayoutError) -> StackConfiguration {
        try checkView(stack)
        guard let config = state[stack].stack else {
            throw .stack(.notAStackView(view: state[stack].name, className: state[stack].className))
        }
        // A stack view read from a log and not rebuilt: its UISV constraints are the log's, and
        // arranging would put a second set beside them.
        if let info = state[stack].importInfo, info.stack?.rebuilt != true {
            throw .stack(.importedStack(state[stack].name, reason: info.stack?.notRebuiltBecause))
        }
        return config
    }

    /// The stack view that arranges `view`, if any (always its superview).
    public func arrangingStack(of view: ViewID) -> ViewID? {
        guard let s = state[view].superview, state[s].stack?.arranged.contains(view) == true else { return nil }
        return s
    }

    /// `addArrangedSubview` / `insertArrangedSubview(_:at:)` for each of `views`, in order: a view
    /// that is not a subview of `stack` moves under it (leaving any stack that arranged it); a
    /// view already arranged in `stack` moves to its new place. Arranged views stop translating
    /// their autoresizing masks, as UIKit's do.
    ///
    /// An NSStackView keeps its arranged views in gravity order (leading, center, trailing):
    /// the views join `gravity` (leading when nil, as `addArrangedSubview` and
    /// `stackViewWithViews:` put them) and `index` counts within that gravity area, as
    /// `insertView(_:at:in:)`'s does. A UIStackView has no gravity areas.
    public func arrange(_ views: [ViewID], in stack: ViewID, at index: Int? = nil, gravity: NSStackGravity? = nil) throws(LayoutError) {
        let config = try checkStack(stack)
        var seen = Set<ViewID>()
        for v in views {
            try checkView(v)
            let name = state[v].name
            if v == stack { throw .stack(.arrangedInItself(name)) }
            if state.ancestors(of: stack).contains(v) { throw .stack(.arrangedInDescendant(view: name, stack: state[stack].name)) }
            if !seen.insert(v).inserted { throw .stack(.namedTwice(name)) }
        }
        var remaining = config.arranged.filter { !seen.contains($0) }
        let at: Int
        if let appKit = config.appKit {
            let area = gravity ?? .leading
            let before = remaining.filter { appKit.gravity(of: $0) < area }.count
            let inArea = remaining.filter { appKit.gravity(of: $0) == area }.count
            let k = index ?? inArea
            guard (0...inArea).contains(k) else {
                throw .stack(.gravityIndexOutOfRange(index: k, stack: state[stack].name, gravity: area.name(in: appKit.properties.orientation), count: inArea))
            }
            at = before + k
        } else {
            if let gravity { throw .stack(.gravityOnUIStackView(stack: state[stack].name, gravity: gravity.name(in: .horizontal))) }
            at = index ?? remaining.count
            guard (0...remaining.count).contains(at) else {
                throw .stack(.indexOutOfRange(index: at, stack: state[stack].name, count: remaining.count))
            }
        }
        beginChange()
        if config.appKit != nil { for v in views { state[stack].stack!.appKit!.setGravity(gravity ?? .leading, of: v) } }
        // UIKit turns autoresizing translation off for an arranged view; done before the move,
        // the move need not make autoresizing constraints against the stack only to drop them.
        let translating = views.filter { state[$0].translatesAutoresizingMask }
        for v in translating { state[v].translatesAutoresizingMask = false }
        for v in views where state[v].superview != stack {
            reparent(v, to: stack)
            reapplyScrollContentConstraints(around: v)
        }
        remaining.insert(contentsOf: views, at: at)
        state[stack].stack!.arranged = remaining
        for v in translating { regenerateSystemConstraints(for: v) }
        regenerateStack(stack)
        endChange()
    }

    /// `removeArrangedSubview`: `view` leaves the arrangement and stays a subview of `stack`.
    public func unarrange(_ view: ViewID, from stack: ViewID) throws(LayoutError) {
        let config = try checkStack(stack)
        try checkView(view)
        guard config.arranged.contains(view) else { throw .stack(.notArranged(view: state[view].name, stack: state[stack].name)) }
        beginChange()
        dropFromArrangement(view, of: stack)
        endChange()
    }

    /// Sets a stack view's properties (axis, distribution, alignment, spacing, margins- and
    /// baseline-relative arrangement).
    public func setStackProperties(_ stack: ViewID, _ properties: StackViewProperties) throws(LayoutError) {
        if try checkStack(stack).appKit != nil { throw .stack(.uiKitOnly(stack: state[stack].name, what: "UIStackView's set of properties")) }
        try Self.checkFinite(properties.spacing, "the spacing")
        beginChange()
        state[stack].stack!.properties = properties
        // The canvas of a margins-relative stack is its layout-margins guide, made now (not when
        // the first view is arranged) so that a session rebuilt from its script has it too.
        if properties.isLayoutMarginsRelativeArrangement { _ = guide(.layoutMargins, of: stack) }
        regenerateStack(stack)
        endChange()
    }

    /// `setCustomSpacing(_:after:)`; nil goes back to the stack's spacing.
    public func setCustomSpacing(_ spacing: Double?, after view: ViewID, in stack: ViewID) throws(LayoutError) {
        let config = try checkStack(stack)
        try checkView(view)
        guard config.arranged.contains(view) else { throw .stack(.notArranged(view: state[view].name, stack: state[stack].name)) }
        if let spacing { try Self.checkFinite(spacing, "the spacing") }
        beginChange()
        state[stack].stack!.customSpacingAfter[view] = spacing
        regenerateStack(stack)
        endChange()
    }

    // MARK: - Inside a change

    /// Takes `view` out of its stack's arrangement (its custom spacing goes too) and regenerates.
    func dropFromArrangement(_ view: ViewID, of stack: ViewID) {
        state[stack].stack!.arranged.removeAll { $0 == view }
        state[stack].stack!.customSpacingAfter[view] = nil
        state[stack].stack!.appKit?.forget(view)
        regenerateStack(stack)
    }

    /// Moves `view` under `superview` (checked by the caller), leaving the stack that arranged it.
    func reparent(_ view: ViewID, to superview: ViewID) {
        if let s = arrangingStack(of: view) { dropFromArrangement(view, of: s) }
        let old = state[view].superview!
        state[old].subviews.removeAll { $0 == view }
        state[superview].subviews.append(view)
        state[view].superview = superview
        // Autoresizing constraints are relative to the superview; a view's other system
        // constraints (content size, its own guides) do not depend on it, so a view that does not
        // translate its mask keeps them as they are (re-putting them cost a quarter of laying
        // out a screen of nested stacks).
        if state[view].translatesAutoresizingMask { regenerateSystemConstraints(for: view) }
    }

    /// Regenerates the stack that arranges `view`, if any (its hidden flag or size changed).
    func regenerateArrangingStack(of view: ViewID) {
        if let s = arrangingStack(of: view) { regenerateStack(s) }
    }

    /// Every stack view's constraints again (after a setting changed intrinsic sizes).
    func regenerateAllStacks() {
        for v in state.viewIDs where state[v].stack.map({ !$0.arranged.isEmpty || !$0.generated.isEmpty }) == true {
            regenerateStack(v)
        }
    }

    /// Takes the stack's generated constraints out and puts its current arrangement in:
    /// `StackArrangement` of its properties and arranged views (hidden flags, intrinsic length
    /// along the axis, baselines of views that show text; plumb's labels are one line).
    func regenerateStack(_ stack: ViewID) {
        guard let config = state[stack].stack else { return }
        let old = Set(config.generated)
        // Constraints read from a console log keep the log's identity when they come back unchanged.
        let fromLog = config.generated.compactMap { state.constraint($0) }.filter { $0.imported != nil }
        for h in config.generated where state.constraint(h) != nil { takeOutOfForce(h) }
        if !old.isEmpty { state.constraints.removeAll { old.contains($0.handle) } }
        if let appKit = config.appKit {
            // AppKit's recipe (NSStackArrangement+Session.swift).
            let arrangement = NSStackArrangement(appKit.properties, nsArrangedSubviews(of: config, appKit), rightToLeft: state.settings.rightToLeft)
            state[stack].stack!.generated = placeNSStackArrangement(arrangement, stack: stack, arranged: config.arranged)
            removeUnusedSpacers(of: stack)
            return
        }
        let axis = config.properties.axis
        let items = config.arranged.map { v in
            let size = state.intrinsicSize(of: v)
            let length = axis == .horizontal ? size.width : size.height
            return ArrangedSubview(
                isHidden: state[v].isHidden, customSpacingAfter: config.customSpacingAfter[v],
                intrinsicLength: length > 0 ? length : nil, hasBaseline: state[v].showsText, isMultilineText: false)
        }
        let arrangement = StackArrangement(config.properties, items)
        let placed = config.arranged.isEmpty ? [] : placeStackArrangement(arrangement, stack: stack, arranged: config.arranged).constraints
        state[stack].stack!.generated = placed
        carryImportedIdentity(from: fromLog, to: placed)
        removeUnusedSpacers(of: stack)
        refreshArrangementOrder(of: stack)
    }

    /// The content-size constraints of the stack's subviews hold its arrangement order
    /// (`ArrangementOrder`), which the change may have moved: each whose parts differ now is put in
    /// force again. Views that left the stack are no longer its subviews, or no longer arranged
    /// and so lose their tie-break the same way (a view moved to another superview is put in
    /// force again by its own change).
    private func refreshArrangementOrder(of stack: ViewID) {
        let subviews = Set(state[stack].subviews)
        let handles = state.constraints.filter { c in
            guard c.kind == .contentSize, c.isInForce, case .view(let v) = c.first.item else { return false }
            return subviews.contains(v)
        }.map(\.handle)
        for h in handles { layoutEngine.refreshParts(h, in: &state) }
    }

    /// Spacer guides of `stack` that no constraint mentions any more go (renumbering the guides
    /// after them), so that nothing unconstrained is left behind.
    private func removeUnusedSpacers(of stack: ViewID) {
        let spacers = state.guideIDs.filter { state[$0].kind == .stackSpacer && state[$0].owner == stack }
        guard !spacers.isEmpty else { return }
        var used = Set<GuideID>()
        for c in state.constraints {
            for item in c.items { if case .guide(let g) = item { used.insert(g) } }
        }
        let doomed = Set(spacers.filter { !used.contains($0) })
        guard !doomed.isEmpty else { return }
        for g in doomed { state.addresses.release(state[g].address) }
        var map: [GuideID: GuideID] = [:]
        var guides: [LayoutGuide] = []
        for g in state.guideIDs where !doomed.contains(g) {
            map[g] = GuideID(guides.count)
            guides.append(state[g])
        }
        func remap(_ item: LayoutItem) -> LayoutItem {
            if case .guide(let g) = item { return .guide(map[g]!) }
            return item
        }
        for i in state.constraints.indices {
            state.constraints[i].first.item = remap(state.constraints[i].first.item)
            if let s = state.constraints[i].second { state.constraints[i].second = Anchor(remap(s.item), s.attribute) }
        }
        state.guides = guides
        layoutEngine.rebuild(&state)
    }
}
