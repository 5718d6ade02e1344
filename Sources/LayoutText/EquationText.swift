import LayoutModel
import LayoutSyntax
/// A model constraint as the equation a user would type to make it again
/// (`label.width >= 400 @999 id "Label Width"`), using item names — the form `save` writes and
/// `addConstraint(parsing:)` reads back to the same constraint.
extension LayoutState {
    /// A constraint made from standard spacing keeps it as Apple's `NSSpace(8)` token, so it
    /// reads back as standard spacing.
    public func equation(for c: LayoutConstraint) -> ConstraintEquation {
        let spacing = c.usesStandardSpacing && c.second != nil && c.constant >= 0
        return ConstraintEquation(
            first: AttributeReference(name(of: c.first.item), c.first.attribute),
            relation: c.relation,
            second: c.second.map { AttributeReference(name(of: $0.item), $0.attribute) },
            multiplier: c.multiplier,
            constant: spacing ? 0 : c.constant,
            systemSpacing: spacing ? ConstraintEquation.SystemSpacing(c.constant) : nil,
            priority: c.priority == 1000 ? nil : c.priority,
            identifier: c.identifier)
    }

    /// `equation(for:)` as text.
    public func equationText(for c: LayoutConstraint) -> String { equation(for: c).canonicalText }
}
