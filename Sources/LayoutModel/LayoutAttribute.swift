import LayoutSyntax

// The model speaks LayoutSyntax's vocabulary (`LayoutAttribute`, `LayoutRelation`): the same
// attribute a user types is the one the model lays out. What layout needs to know about an
// attribute lives here.
extension LayoutAttribute {
    public var axis: Axis { isHorizontal ? .horizontal : .vertical }

    /// width and height: sizes, which may stand against a constant alone.
    public var isSize: Bool { self == .width || self == .height }

    /// A margin variant (leftMargin … centerYWithinMargins).
    public var isMargin: Bool { base != self }

    /// The attribute without its margin: leadingMargin → leading.
    public var base: LayoutAttribute {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return self
        }
    }

    /// Whether the attribute follows the layout direction (leading/trailing and their margins).
    public var isDirectional: Bool { base == .leading || base == .trailing }
}
