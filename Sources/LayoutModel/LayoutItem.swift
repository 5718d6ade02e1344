import LayoutSyntax
/// Something constraints can refer to: a view or a layout guide of the session.
public enum LayoutItem: Hashable, Sendable, Comparable {
    case view(ViewID)
    case guide(GuideID)

    public static func < (a: LayoutItem, b: LayoutItem) -> Bool {
        switch (a, b) {
        case let (.view(x), .view(y)): return x < y
        case let (.guide(x), .guide(y)): return x < y
        case (.view, .guide): return true
        case (.guide, .view): return false
        }
    }
}

/// `item.attribute`: one side of a constraint.
public struct Anchor: Hashable, Sendable {
    public var item: LayoutItem
    public var attribute: LayoutAttribute

    public init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }
}
