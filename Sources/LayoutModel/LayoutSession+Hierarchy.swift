/// Changing the view tree: moving a view under another, and removing views (UIKit's
/// removeFromSuperview: the view, its subviews, their guides and every constraint that mentions
/// any of them go).
extension LayoutSession {
    /// Moves `view` (with its subviews) under `superview`, at the end of its subviews.
    public func moveView(_ view: ViewID, to superview: ViewID) throws(LayoutError) {
        try checkView(view)
        try checkView(superview)
        let name = state[view].name
        if view == state.root { throw .rootHasNoSuperview }
        if view == superview { throw .viewIsItsOwnSuperview(name) }
        if state.ancestors(of: superview).contains(view) {
            throw .hierarchyCycle(view: name, superview: state[superview].name)
        }
        beginChange()
        // A view that leaves its stack view leaves its arrangement (UIKit's removeFromSuperview).
        reparent(view, to: superview)
        // Its constraints to a scroll view change meaning in or out of its content (rule 37).
        reapplyScrollContentConstraints(around: view)
        endChange()
    }

    /// Removes `view`, its subviews, their guides and every constraint that mentions them.
    /// Views and guides after them are renumbered; handles and addresses do not change.
    public func removeView(_ view: ViewID) throws(LayoutError) {
        try checkView(view)
        if view == state.root { throw .rootHasNoSuperview }
        beginChange()
        let doomed = Set(state.descendants(of: view))
        // An arranged view is unarranged first: the stacks that stay regenerate without it.
        for s in state.viewIDs where !doomed.contains(s) {
            if let config = state[s].stack, config.arranged.contains(where: doomed.contains) {
                state[s].stack!.arranged.removeAll(where: doomed.contains)
                for v in config.arranged where doomed.contains(v) {
                    state[s].stack!.customSpacingAfter[v] = nil
                    state[s].stack!.appKit?.forget(v)
                }
                regenerateStack(s)
            }
        }
        let doomedGuides = Set(state.guideIDs.filter { doomed.contains(state[$0].owner) })
        func gone(_ item: LayoutItem) -> Bool {
            switch item {
            case .view(let v): return doomed.contains(v)
            case .guide(let g): return doomedGuides.contains(g)
            }
        }
        for c in state.constraints where c.items.contains(where: gone) { takeOutOfForce(c.handle) }
        state.constraints.removeAll { $0.items.contains(where: gone) }
        // Renumber: old index → new index.
        var viewMap: [ViewID: ViewID] = [:]
        var views: [View] = []
        for v in state.viewIDs where !doomed.contains(v) {
            viewMap[v] = ViewID(views.count)
            views.append(state[v])
        }
        var guideMap: [GuideID: GuideID] = [:]
        var guides: [LayoutGuide] = []
        for g in state.guideIDs where !doomedGuides.contains(g) {
            guideMap[g] = GuideID(guides.count)
            guides.append(state[g])
        }
        for i in views.indices {
            views[i].superview = views[i].superview.flatMap { viewMap[$0] }
            views[i].subviews = views[i].subviews.compactMap { viewMap[$0] }
            if let config = views[i].stack {
                views[i].stack!.arranged = config.arranged.compactMap { viewMap[$0] }
                views[i].stack!.customSpacingAfter = Dictionary(uniqueKeysWithValues: config.customSpacingAfter.compactMap { k, v in
                    viewMap[k].map { ($0, v) }
                })
                views[i].stack!.appKit?.renumber(viewMap)
            }
        }
        for i in guides.indices { guides[i].owner = viewMap[guides[i].owner]! }
        func map(_ item: LayoutItem) -> LayoutItem {
            switch item {
            case .view(let v): return .view(viewMap[v]!)
            case .guide(let g): return .guide(guideMap[g]!)
            }
        }
        for i in state.constraints.indices {
            state.constraints[i].first.item = map(state.constraints[i].first.item)
            if let s = state.constraints[i].second { state.constraints[i].second = Anchor(map(s.item), s.attribute) }
        }
        state.views = views
        state.viewNameHints.map = Dictionary(uniqueKeysWithValues: views.indices.map { (views[$0].name, $0) })
        state.guides = guides
        layoutEngine.rebuild(&state)
        endChange()
    }
}
