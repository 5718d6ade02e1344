/// UIKit's NSLayoutAttribute, with the book's names (Listing 5-1) as raw values.
public enum LayoutAttribute: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        default:
            return .vertical
        }
    }

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

    /// Apple's engine names used in logs (minX, maxY, midX …) map to these.
    public static func named(_ name: String) -> LayoutAttribute? {
        if let a = LayoutAttribute(rawValue: name) { return a }
        switch name {
        case "minX": return .left
        case "maxX": return .right
        case "minY": return .top
        case "maxY": return .bottom
        case "midX": return .centerX
        case "midY": return .centerY
        case "baseline": return .lastBaseline
        default: return nil
        }
    }
}
