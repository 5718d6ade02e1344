/// Putting a generated `StackArrangement` into a session: its private items become layout guides
/// owned by the stack view, its constraints model constraints of kind `.stackView`, inserted
/// through the model's one insertion primitive. `LayoutSession+Stack.swift` keeps a stack view's arrangement in step with its configuration.
extension LayoutSession {
    /// The session items a generated arrangement's constraints refer to.
    package struct StackItems {
        package var stack: ViewID
        package var arranged: [ViewID]
        /// The 'UISV-distributing' gap guides, in order.
        package var gapGuides: [GuideID] = []
        package var alignmentSpanner: GuideID?
        package var orderingSpanner: GuideID?

        func item(_ s: StackItem, marginsGuide: () -> GuideID) -> LayoutItem {
            switch s {
            case .stack: return .view(stack)
            case .marginsGuide: return .guide(marginsGuide())
            case .arranged(let i): return .view(arranged[i])
            case .alignmentSpanner: return .guide(alignmentSpanner!)
            case .orderingSpanner: return .guide(orderingSpanner!)
            case .gapGuide(let k): return .guide(gapGuides[k])
            }
        }
    }

    /// Inserts `arrangement` for `stack`, whose arranged subviews are `arranged` (subviews of
    /// `stack`, in arrangement order): makes its spacer guides (owned by the stack, named
    /// `STACK.UISV-alignment-spanner`, `STACK.UISV-ordering-spanner`, `STACK.UISV-distributing-N`)
    /// and inserts its constraints, in order, at their engine priorities (`StackPriority.engine`).
    /// Spacers of an earlier arrangement of the same stack are reused by name; `events` says what
    /// conflicted.
    @discardableResult
    package func insertStackArrangement(
        _ arrangement: StackArrangement, stack: ViewID, arranged: [ViewID]
    ) -> (items: StackItems, constraints: [ConstraintHandle]) {
        beginChange()
        let placed = placeStackArrangement(arrangement, stack: stack, arranged: arranged)
        endChange()
        return placed
    }

    /// `insertStackArrangement` inside a change the caller brackets.
    func placeStackArrangement(
        _ arrangement: StackArrangement, stack: ViewID, arranged: [ViewID]
    ) -> (items: StackItems, constraints: [ConstraintHandle]) {
        var items = StackItems(stack: stack, arranged: arranged)
        func spacer(_ name: String, slot: UInt64) -> GuideID { stackSpacer(name, slot: slot, of: stack) }
        if arrangement.usesAlignmentSpanner { items.alignmentSpanner = spacer("UISV-alignment-spanner", slot: 0) }
        if arrangement.usesOrderingSpanner { items.orderingSpanner = spacer("UISV-ordering-spanner", slot: 1) }
        for k in 0..<arrangement.gapGuideCount { items.gapGuides.append(spacer("UISV-distributing-\(k)", slot: 2 + UInt64(k))) }
        var handles: [ConstraintHandle] = []
        for g in arrangement.constraints {
            let first = Anchor(items.item(g.first.item) { guide(.layoutMargins, of: stack) }, g.first.attribute)
            let second = g.second.map { Anchor(items.item($0.item) { guide(.layoutMargins, of: stack) }, $0.attribute) }
            let c = LayoutConstraint(
                handle: .unassigned, address: state.addresses.allocate(.systemConstraint), first: first, relation: g.relation,
                second: second, multiplier: second == nil ? 1 : g.multiplier, constant: g.constant,
                priority: g.priority, identifier: g.identifier.rawValue, kind: .stackView)
            handles.append(insertConstraint(c))
        }
        return (items, handles)
    }

    /// The spacer guide `STACK.NAME` of `stack`: a regenerated arrangement reuses the stack's
    /// spacer of that name; a new one's address follows from the stack's and the spacer's slot,
    /// not from history (so a session rebuilt from its script gives it the same one).
    func stackSpacer(_ name: String, slot: UInt64, of stack: ViewID) -> GuideID {
        let full = "\(state[stack].name).\(name)"
        if let g = state.guide(named: full), state[g].owner == stack { return g }
        let address = state.addresses.allocate(.stackSpacer, seed: (state[stack].address >> 4) &* 61 &+ slot)
        return insertGuide(LayoutGuide(name: full, kind: .stackSpacer, owner: stack, address: address))
    }

    /// Takes generated constraints out of force and out of the session (before inserting the
    /// stack's arrangement again). Spacer guides stay; unused ones hold nothing.
    package func removeStackConstraints(_ handles: [ConstraintHandle]) {
        beginChange()
        let gone = Set(handles.filter { state.constraint($0)?.kind == .stackView })
        for h in handles where gone.contains(h) { takeOutOfForce(h) }
        state.constraints.removeAll { gone.contains($0.handle) }
        endChange()
    }
}
