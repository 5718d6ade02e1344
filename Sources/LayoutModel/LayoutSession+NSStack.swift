/// NSStackView's own properties (docs/stack-views.md §6): orientation, distribution, alignment,
/// spacing, edge insets, detachesHiddenViews and visibility priorities. Arranging, custom spacing,
/// hiding and unarranging are the stack views' shared calls (`LayoutSession+Stack.swift`), which
/// regenerate an NSStackView with `NSStackArrangement`. Every call validates first and changes
/// nothing when it throws.
extension LayoutSession {
    /// The AppKit configuration of `stack`, or the error naming why it has none.
    private func checkNSStack(_ stack: ViewID, _ what: String) throws(LayoutError) -> NSStackConfiguration {
        guard let appKit = try checkStack(stack).appKit else { throw .stack(.appKitOnly(stack: state[stack].name, what: what)) }
        return appKit
    }

    /// Sets an NSStackView's properties.
    public func setNSStackProperties(_ stack: ViewID, _ properties: NSStackViewProperties) throws(LayoutError) {
        _ = try checkNSStack(stack, "NSStackView's set of properties")
        try Self.checkFinite(properties.spacing, "the spacing")
        let e = properties.edgeInsets
        for (value, what) in [(e.top, "the top inset"), (e.left, "the left inset"), (e.bottom, "the bottom inset"), (e.right, "the right inset")] {
            try Self.checkFinite(value, what)
        }
        beginChange()
        state[stack].stack!.appKit!.properties = properties
        regenerateStack(stack)
        endChange()
    }

    /// `setVisibilityPriority(_:for:)`: 0 (`notVisible`) detaches the view whatever the room;
    /// anything above it keeps it attached, since plumb's stacks resist clipping at required
    /// priority and so never detach a view for want of room (rule 36a).
    public func setVisibilityPriority(_ priority: Float, of view: ViewID, in stack: ViewID) throws(LayoutError) {
        let config = try checkStack(stack)
        guard config.appKit != nil else { throw .stack(.appKitOnly(stack: state[stack].name, what: "a visibility priority")) }
        try checkView(view)
        guard config.arranged.contains(view) else { throw .stack(.notArranged(view: state[view].name, stack: state[stack].name)) }
        guard priority.isFinite, priority >= 0, priority <= 1000 else { throw .stack(.visibilityOutOfRange(priority)) }
        beginChange()
        state[stack].stack!.appKit!.setVisibility(priority, of: view)
        regenerateStack(stack)
        endChange()
    }

    /// Whether `view` is detached from the NSStackView that arranges it (rules 36–36a).
    public func isDetached(_ view: ViewID) -> Bool { state.detachingStack(of: view) != nil }
}

extension LayoutState {
    /// The NSStackView `view` is detached from, if any (rules 36–36a): AppKit takes a detached
    /// view out of the view hierarchy, so it has no place in the arrangement and no constraints
    /// from it, and its layout is nobody's question (frames and check say "detached", not ambiguous).
    public func detachingStack(of view: ViewID) -> ViewID? {
        guard let s = self[view].superview, let config = self[s].stack, let appKit = config.appKit, config.arranged.contains(view) else { return nil }
        let detached = (self[view].isHidden && appKit.properties.detachesHiddenViews) || appKit.visibility(of: view) <= NSStackVisibility.notVisible
        return detached ? s : nil
    }
}
