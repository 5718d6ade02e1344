extension LayoutState {
    /// The constraints in force linked to the item's axis through shared items (and the root's
    /// encapsulated size along that axis), in order: UIKit's constraintsAffectingLayoutForAxis.
    public func constraintsAffecting(_ item: LayoutItem, axis: Axis) -> [LayoutConstraint] {
        let inForce = constraints.filter { $0.isInForce && $0.first.attribute.axis == axis }
        var reached: Set<LayoutItem> = [item]
        var result: Set<ConstraintHandle> = []
        var changed = true
        while changed {
            changed = false
            for c in inForce where !result.contains(c.handle) && c.items.contains(where: reached.contains) {
                result.insert(c.handle)
                for i in c.items where !reached.contains(i) {
                    reached.insert(i)
                    changed = true
                }
                changed = true
            }
        }
        return constraints.filter { result.contains($0.handle) }
    }
}
