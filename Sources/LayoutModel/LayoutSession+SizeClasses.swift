/// Size-class variations in a session (`SizeClassVariations.swift`): recording them, reading them
/// with the edits made since, and switching the classes in force (`traits wR hC`).
extension LayoutSession {
    /// What switching the size classes changed in the model.
    public struct SizeClassSwitch: Hashable, Sendable {
        /// The classes did not change: nothing was re-solved.
        public var unchanged = false
        public var installed: [ConstraintHandle] = []
        public var uninstalled: [ConstraintHandle] = []
        /// Constraints given another constant.
        public var constants: [ConstraintHandle] = []
        /// Stack views given another axis.
        public var axes: [ViewID] = []
        /// Views given another intrinsic size (from another stored frame).
        public var intrinsicSizes: [ViewID] = []
    }

    public func setTraitVariations(_ variations: ViewTraitVariations, of view: ViewID) throws(LayoutError) {
        try checkView(view)
        state[view].traitVariations = variations
    }

    public func setTraitVariations(_ variations: ConstraintTraitVariations, of handle: ConstraintHandle) throws(LayoutError) {
        try checkUserConstraint(handle)
        state[handle].traitVariations = variations
    }

    /// Makes `classes` the size classes in force: every constraint with variations is installed
    /// or not and takes its constant as they say, every stack view with variations its axis,
    /// every view with per-trait stored frames the intrinsic size of that frame; then re-solves.
    /// What the session holds for the classes it leaves (edits since the import included) is
    /// recorded for them first. Refused, with nothing changed, when a view of the session is not
    /// installed in `classes`.
    public func setSizeClasses(_ classes: SizeClasses) throws(LayoutError) -> SizeClassSwitch {
        for v in state.viewIDs where state[v].traitVariations.installed.resolved(for: classes) == false {
            throw .viewNotInstalled(view: state[v].name, traits: classes.shown)
        }
        var out = SizeClassSwitch()
        guard state.settings.sizeClasses != classes else {
            events = []
            out.unchanged = true
            return out
        }
        for i in state.constraints.indices where state.constraints[i].kind == .user && !state.constraints[i].traitVariations.isEmpty {
            state.constraints[i].traitVariations = state.traitVariations(of: state.constraints[i])
        }
        for v in state.viewIDs where !state[v].traitVariations.isEmpty {
            state[v].traitVariations = state.traitVariations(of: v)
        }
        state.settings.sizeClasses = classes
        return applyingSizeClasses()
    }

    /// Gives every constraint and view with variations the values of the classes in force (after
    /// a variation was recorded: `traits vary`); re-solves only when something changed. Refused,
    /// with nothing changed, when a view of the session is not installed in them.
    public func applySizeClasses() throws(LayoutError) -> SizeClassSwitch {
        let classes = state.settings.sizeClasses
        for v in state.viewIDs where state[v].traitVariations.installed.resolved(for: classes) == false {
            throw .viewNotInstalled(view: state[v].name, traits: classes.shown)
        }
        return applyingSizeClasses()
    }

    private func applyingSizeClasses() -> SizeClassSwitch {
        let classes = state.settings.sizeClasses
        var out = SizeClassSwitch()
        var changed = state
        for i in changed.constraints.indices where changed.constraints[i].kind == .user {
            let c = changed.constraints[i]
            if !c.traitVariations.installed.isEmpty {
                let on = c.traitVariations.installed.resolved(for: classes) ?? true
                if on != c.isActive {
                    changed.constraints[i].isActive = on
                    changed.constraints[i].isBroken = false
                    if on { out.installed.append(c.handle) } else { out.uninstalled.append(c.handle) }
                }
            }
            if let k = c.traitVariations.constant.resolved(for: classes), k != c.constant {
                changed.constraints[i].constant = k
                changed.constraints[i].usesStandardSpacing = false
                out.constants.append(c.handle)
            }
        }
        for v in changed.viewIDs {
            let tv = changed[v].traitVariations
            if let axis = tv.stackAxis.resolved(for: classes), let config = changed[v].stack, config.appKit == nil, config.properties.axis != axis {
                changed[v].stack!.properties.axis = axis
                out.axes.append(v)
            }
            if let size = tv.intrinsicSize.resolved(for: classes), size != changed[v].explicitIntrinsicSize {
                changed[v].explicitIntrinsicSize = size
                out.intrinsicSizes.append(v)
            }
        }
        if out != SizeClassSwitch() {
            state = changed
            resolveFromScratch()
        } else {
            events = []
        }
        return out
    }
}

extension LayoutState {
    /// A constraint's variations with what the session holds now recorded for the classes in
    /// force (a constraint activated or deactivated, a constant changed since): what `export ib`
    /// and `save` write.
    public func traitVariations(of c: LayoutConstraint) -> ConstraintTraitVariations {
        var tv = c.traitVariations
        let classes = settings.sizeClasses
        if !tv.installed.isEmpty, (tv.installed.resolved(for: classes) ?? true) != c.isActive {
            tv.installed[classes.key] = c.isActive
        }
        if let k = tv.constant.resolved(for: classes), k != c.constant { tv.constant[classes.key] = c.constant }
        return tv
    }

    /// A view's variations with its stack's axis now recorded for the classes in force.
    public func traitVariations(of view: ViewID) -> ViewTraitVariations {
        var tv = self[view].traitVariations
        let classes = settings.sizeClasses
        if let axis = tv.stackAxis.resolved(for: classes), let p = self[view].stack?.properties, p.axis != axis {
            tv.stackAxis[classes.key] = p.axis
        }
        return tv
    }

    /// Whether anything of the session varies with the size classes.
    public var hasTraitVariations: Bool {
        views.contains { !$0.traitVariations.isEmpty } || constraints.contains { !$0.traitVariations.isEmpty }
    }
}
