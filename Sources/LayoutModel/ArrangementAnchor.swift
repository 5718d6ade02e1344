import LayoutSyntax

/// `item.attribute` of a constraint a stack view generates, before the stack's items are views
/// and guides of a session: `StackAnchor` (UIStackView's items) and `NSStackAnchor`
/// (NSStackView's).
public struct ArrangementAnchor<Item: Hashable & Sendable>: Hashable, Sendable {
    public var item: Item
    public var attribute: LayoutAttribute

    public init(_ item: Item, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }
}
