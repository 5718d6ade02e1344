/// Putting a generated `NSStackArrangement` into a session: its guides become layout guides of
/// kind `.stackSpacer` owned by the stack view ('STACK.NSStackView.CenterGroup',
/// 'STACK.NSStackView.DistributionGuide.Ideal', 'STACK.NSStackView.DistributionGuide-N'), its
/// constraints model constraints of kind `.stackView` with AppKit's identifiers, inserted through
/// the model's one insertion primitive at their engine priorities (`NSStackPriority.engine`).
extension LayoutSession {
    /// Inserts `arrangement` for the NSStackView `stack`, whose arranged subviews are `arranged`
    /// (in arrangement order), inside a change the caller brackets; returns the handles made.
    func placeNSStackArrangement(_ arrangement: NSStackArrangement, stack: ViewID, arranged: [ViewID]) -> [ConstraintHandle] {
        // Slots 0–1 and 2… are UIStackView's spacers' (a stack is one kind or the other); these
        // follow at 100 and up so that no slot is shared whatever the class.
        let group = arrangement.usesCenterGroup ? stackSpacer("NSStackView.CenterGroup", slot: 100, of: stack) : nil
        let ideal = arrangement.usesIdealGuide ? stackSpacer("NSStackView.DistributionGuide.Ideal", slot: 101, of: stack) : nil
        let gaps = (0..<arrangement.gapGuideCount).map { stackSpacer("NSStackView.DistributionGuide-\($0)", slot: 102 + UInt64($0), of: stack) }
        func item(_ i: NSStackItem) -> LayoutItem {
            switch i {
            case .stack: return .view(stack)
            case .arranged(let k): return .view(arranged[k])
            case .centerGroup: return .guide(group!)
            case .ideal: return .guide(ideal!)
            case .gapGuide(let k): return .guide(gaps[k])
            }
        }
        return arrangement.constraints.map { g in
            let c = LayoutConstraint(
                handle: .unassigned, address: state.addresses.allocate(.systemConstraint),
                first: Anchor(item(g.first.item), g.first.attribute), relation: g.relation,
                second: Anchor(item(g.second.item), g.second.attribute), multiplier: g.multiplier, constant: g.constant,
                priority: g.enginePriority, identifier: g.identifier.rawValue, kind: .stackView)
            return insertConstraint(c)
        }
    }

    /// What the NSStackView generator reads from the session's views: each arranged view's
    /// gravity, whether it is detached (hidden in a stack that detaches hidden views, or
    /// `notVisible`; rule 36–36a), its custom spacing and its intrinsic length along the orientation.
    func nsArrangedSubviews(of config: StackConfiguration, _ appKit: NSStackConfiguration) -> [NSArrangedSubview] {
        let axis = appKit.properties.orientation
        return config.arranged.map { v in
            let size = state.intrinsicSize(of: v)
            let length = axis == .horizontal ? size.width : size.height
            let detached = (state[v].isHidden && appKit.properties.detachesHiddenViews) || appKit.visibility(of: v) <= NSStackVisibility.notVisible
            return NSArrangedSubview(
                gravity: appKit.gravity(of: v), isDetached: detached, customSpacingAfter: config.customSpacingAfter[v],
                intrinsicLength: length > 0 ? length : nil)
        }
    }
}
