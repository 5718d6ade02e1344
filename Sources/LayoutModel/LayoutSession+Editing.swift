import LayoutSyntax

/// Changing what is there: constraints' constants, priorities and state, views' properties, the
/// root's size and the session's settings. Each change re-solves and restores what it can.
extension LayoutSession {
    /// The constraint, or the error for a handle the session does not have.
    func checkConstraint(_ handle: ConstraintHandle) throws(LayoutError) -> LayoutConstraint {
        guard let c = state.constraint(handle) else { throw .unknownConstraint("#\(handle)") }
        return c
    }

    /// The constraint, or an error when it is unknown or made by the system.
    @discardableResult
    func checkUserConstraint(_ handle: ConstraintHandle) throws(LayoutError) -> LayoutConstraint {
        let c = try checkConstraint(handle)
        if c.kind == .stackView, let stack = state.views.first(where: { $0.stack?.generated.contains(handle) == true }) {
            throw .stack(.generatedConstraint(handle: c.handleName, identifier: c.identifier ?? "", stack: stack.name))
        }
        if c.kind.isSystem { throw .systemConstraint(c.handleName) }
        return c
    }

    func checkView(_ view: ViewID) throws(LayoutError) {
        guard state.contains(view) else { throw .unknownView("#\(view)") }
    }

    public func removeConstraint(_ handle: ConstraintHandle) throws(LayoutError) {
        try checkUserConstraint(handle)
        beginChange()
        takeOutOfForce(handle)
        state.constraints.removeAll { $0.handle == handle }
        endChange()
    }

    public func setActive(_ handles: [ConstraintHandle], _ active: Bool) throws(LayoutError) {
        for h in handles { try checkUserConstraint(h) }
        beginChange()
        for h in handles {
            guard state[h].isActive != active else { continue }
            state[h].isActive = active
            if active {
                putInForce(h)
            } else {
                takeOutOfForce(h)
                state[h].isBroken = false
            }
        }
        endChange()
    }

    /// Sets the constant of each constraint (a nametag group moves together).
    public func setConstant(_ handles: [ConstraintHandle], _ value: Double) throws(LayoutError) {
        for h in handles { try checkUserConstraint(h) }
        try Self.checkFinite(value, "the constant")
        beginChange()
        // In place while each holds (the solver moves its constant without re-pivoting); from the
        // first that is not in force or does not hold, the rest are taken out and put in. That
        // ends where taking them all out and putting them all in does: each done in place held
        // with more in force than taking everything out first would leave.
        var rest = handles[...]
        // (A handle given twice goes the general way: in place it would be changed twice.)
        while Set(handles).count == handles.count, let h = rest.first, state[h].isActive, !state[h].isBroken {
            let was = state[h]
            state[h].constant = value
            state[h].usesStandardSpacing = false
            guard changeConstantsInPlace(h) else {
                state[h] = was
                break
            }
            rest = rest.dropFirst()
        }
        for h in rest {
            takeOutOfForce(h)
            state[h].constant = value
            // A new constant is no longer the system's standard spacing.
            state[h].usesStandardSpacing = false
            state[h].isBroken = false
        }
        for h in rest { putInForce(h) }
        endChange()
    }

    /// Sets the priority of each constraint. As in UIKit, an active constraint cannot move
    /// between required and optional.
    public func setPriority(_ handles: [ConstraintHandle], _ value: LayoutPriority) throws(LayoutError) {
        for h in handles {
            let c = try checkUserConstraint(h)
            if c.isActive && c.priority.isRequired != value.isRequired {
                throw .requiredChangeOfActiveConstraint(handle: c.handleName, from: c.priority, to: value)
            }
        }
        beginChange()
        for h in handles {
            takeOutOfForce(h)
            state[h].priority = value
            state[h].isBroken = false
        }
        for h in handles { putInForce(h) }
        endChange()
    }

    public func setIdentifier(_ handle: ConstraintHandle, _ identifier: String?) throws(LayoutError) {
        _ = try checkConstraint(handle)
        state[handle].identifier = identifier?.isEmpty == true ? nil : identifier
    }

    /// Names a constraint (several constraints with one nametag form a group).
    public func setNametag(constraint handle: ConstraintHandle, _ tag: String?) throws(LayoutError) {
        _ = try checkConstraint(handle)
        state[handle].nametag = tag
    }

    /// The handles of the constraints a nametag names, in order.
    public func constraints(nametagged tag: String) -> [ConstraintHandle] {
        state.constraints.filter { $0.nametag == tag }.map(\.handle)
    }

    public func setNametag(view: ViewID, _ tag: String?) throws(LayoutError) {
        try checkView(view)
        state[view].nametag = tag
    }

    /// Changes view properties through `change`, then regenerates its system constraints.
    func changeView(_ view: ViewID, _ change: (inout View) -> Void) {
        beginChange()
        change(&state[view])
        regenerateSystemConstraints(for: view)
        // An arranged view's intrinsic length feeds its stack's constraints (fillProportionally).
        regenerateArrangingStack(of: view)
        endChange()
    }

    /// Content hugging and compression resistance on both axes as one change: the view's
    /// content-size constraints are made again once, not once per value (importers set all four
    /// for every view). Nothing happens when they are already so.
    public func setContentPriorities(_ view: ViewID, hugging: AxisPair<LayoutPriority>,
                                     resistance: AxisPair<LayoutPriority>) throws(LayoutError) {
        try checkView(view)
        guard state[view].hugging != hugging || state[view].resistance != resistance else { return }
        changeView(view) {
            $0.hugging = hugging
            $0.resistance = resistance
        }
    }

    public func setHugging(_ view: ViewID, _ axis: Axis, _ priority: LayoutPriority) throws(LayoutError) {
        try checkView(view)
        changeView(view) { $0.hugging[axis] = priority }
    }

    public func setResistance(_ view: ViewID, _ axis: Axis, _ priority: LayoutPriority) throws(LayoutError) {
        try checkView(view)
        changeView(view) { $0.resistance[axis] = priority }
    }

    /// Sets (or with nil clears) an explicit intrinsic size; −1 on an axis means none.
    public func setIntrinsicSize(_ view: ViewID, _ size: Size?) throws(LayoutError) {
        try checkView(view)
        if let s = size {
            try Self.checkFinite(s.width, "the intrinsic width")
            try Self.checkFinite(s.height, "the intrinsic height")
            if s.width < 0 && s.width != Size.noIntrinsicMetric { throw .negativeSize("the intrinsic width") }
            if s.height < 0 && s.height != Size.noIntrinsicMetric { throw .negativeSize("the intrinsic height") }
        }
        changeView(view) { $0.explicitIntrinsicSize = size }
    }

    public func setText(_ view: ViewID, _ text: String?) throws(LayoutError) {
        try checkView(view)
        guard state[view].showsText else { throw .notATextView(state[view].name) }
        changeView(view) { $0.text = text }
    }

    public func setFontSize(_ view: ViewID, _ size: Double) throws(LayoutError) {
        try checkView(view)
        try Self.checkFinite(size, "the font size")
        guard size > 0 else { throw .invalidFontSize(size) }
        changeView(view) { $0.fontSize = size }
    }

    public func setContentMode(_ view: ViewID, _ mode: ContentMode) throws(LayoutError) {
        try checkView(view)
        state[view].contentMode = mode
    }

    public func setLayoutMargins(_ view: ViewID, _ margins: EdgeInsets) throws(LayoutError) {
        try checkView(view)
        for x in [margins.top, margins.left, margins.bottom, margins.right] { try Self.checkFinite(x, "a margin") }
        beginChange()
        state[view].layoutMargins = margins
        regenerateSystemConstraints(for: view)
        // Margin attributes read the margins directly: re-solve what uses them.
        for c in state.constraints where c.isActive && c.items.contains(.view(view))
            && (c.first.attribute.isMargin || c.second?.attribute.isMargin == true) {
            takeOutOfForce(c.handle)
            putInForce(c.handle)
        }
        endChange()
    }

    /// Turns autoresizing-mask translation on or off; `frame` and `mask` replace the view's.
    /// `reference` is the superview size the frame's flexible parts are measured against
    /// (default: the superview's size now).
    public func setTranslatesAutoresizingMask(
        _ view: ViewID, _ on: Bool, mask: AutoresizingMask? = nil, frame: Rect? = nil, reference: Size? = nil
    ) throws(LayoutError) {
        try checkView(view)
        guard view != state.root else { throw .rootHasNoSuperview }
        if let f = frame {
            for x in [f.x, f.y, f.width, f.height] { try Self.checkFinite(x, "the frame") }
            if f.width < 0 || f.height < 0 { throw .negativeSize("the frame's size") }
        }
        if let r = reference {
            for x in [r.width, r.height] { try Self.checkFinite(x, "the reference size") }
            if r.width < 0 || r.height < 0 { throw .negativeSize("the reference size") }
        }
        let superview = state[view].superview!
        let current = rootFrame(of: .view(superview))
        let measured = reference ?? Size(width: current.width, height: current.height)
        changeView(view) { v in
            v.translatesAutoresizingMask = on
            if let mask { v.autoresizingMask = mask }
            if let frame { v.frame = frame }
            v.autoresizingReference = measured
        }
    }

    public func setClipsToBounds(_ view: ViewID, _ on: Bool) throws(LayoutError) {
        try checkView(view)
        state[view].clipsToBounds = on
    }

    /// A hidden arranged subview collapses (its stack regenerates: 'UISV-hiding'); any other
    /// hidden view keeps its frame, as in UIKit.
    public func setHidden(_ view: ViewID, _ on: Bool) throws(LayoutError) {
        try checkView(view)
        guard let stack = arrangingStack(of: view), state[view].isHidden != on else {
            state[view].isHidden = on
            return
        }
        beginChange()
        state[view].isHidden = on
        regenerateStack(stack)
        endChange()
    }

    public func setTransform(_ view: ViewID, _ t: AffineTransform) throws(LayoutError) {
        try checkView(view)
        state[view].transform = t
    }

    public func setAlignmentRectInsets(_ view: ViewID, _ insets: EdgeInsets) throws(LayoutError) {
        try checkView(view)
        state[view].alignmentRectInsets = insets
    }

    /// Resizes the root (its encapsulated-size constraints), at `priority` when given (else the
    /// priority it has).
    public func resizeRoot(_ size: Size, priority: LayoutPriority? = nil) throws(LayoutError) {
        try Self.checkFinite(size.width, "the root width")
        try Self.checkFinite(size.height, "the root height")
        if size.width < 0 || size.height < 0 { throw .negativeSize("the root's size") }
        beginChange()
        state.rootSize = size
        if let priority { state.rootSizePriority = priority }
        // An imported root whose size the log did not give now has the size the user gave.
        state[state.root].importInfo?.rootSizeUnknown = []
        regenerateSystemConstraints(for: state.root)
        endChange()
    }

    public func setSafeAreaInsets(_ insets: EdgeInsets) throws(LayoutError) {
        for x in [insets.top, insets.left, insets.bottom, insets.right] { try Self.checkFinite(x, "a safe-area inset") }
        beginChange()
        state.settings.safeAreaInsets = insets
        regenerateSystemConstraints(for: state.root)
        regenerateKeyboardGuides()
        endChange()
    }

    /// `keyboard 336` shows a keyboard of that height over the root, `keyboard off` (nil) hides
    /// it: every keyboard layout guide follows (docs/layout-model.md).
    public func setKeyboardHeight(_ height: Double?) throws(LayoutError) {
        if let height {
            try Self.checkFinite(height, "the keyboard height")
            if height <= 0 { throw .nonPositiveKeyboard(height) }
        }
        guard state.settings.keyboardHeight != height else { events = []; return }
        beginChange()
        state.settings.keyboardHeight = height
        regenerateKeyboardGuides()
        endChange()
    }

    /// The views that own a keyboard guide take their guide's constraints from the root's
    /// keyboard and safe area: brought up to date when either changes.
    private func regenerateKeyboardGuides() {
        let owners = Set(state.guides.filter { $0.kind == .keyboard && !$0.fromLog }.map(\.owner))
        for v in owners.sorted() { regenerateSystemConstraints(for: v) }
    }

    /// Right-to-left, doubled strings and text scale change many constraints at once: the
    /// session re-solves from scratch (conflicts that appear are reported as events).
    public func setRightToLeft(_ on: Bool) {
        guard state.settings.rightToLeft != on else { events = []; return }
        state.settings.rightToLeft = on
        resolveFromScratch()
    }

    public func setDoubleStrings(_ on: Bool) {
        guard state.settings.doubleStrings != on else { events = []; return }
        state.settings.doubleStrings = on
        resolveFromScratch()
    }

    public func setTextScale(_ scale: Double) throws(LayoutError) {
        guard scale.isFinite, scale >= 0.1, scale <= 10 else { throw .invalidTextScale(scale) }
        guard state.settings.textScale != scale else { events = []; return }
        state.settings.textScale = scale
        resolveFromScratch()
    }

    func resolveFromScratch() {
        beginChange()
        let wasBroken = Set(state.constraints.filter(\.isBroken).map(\.handle))
        layoutEngine.rebuild(&state)
        for v in state.viewIDs { regenerateSystemConstraints(for: v) }
        regenerateAllStacks()
        endChange()
        // Report as restored only what was broken before; new conflicts were reported by the rebuild.
        events = events.filter { event in
            switch event {
            case .restored(let h): return wasBroken.contains(h)
            // A constraint that was broken before breaks again: not news.
            case .conflict(let report): return !wasBroken.contains(report.broken)
            }
        }
        for h in wasBroken where state.constraint(h)?.isBroken == false && !events.contains(.restored(h)) {
            events.append(.restored(h))
        }
    }
}
