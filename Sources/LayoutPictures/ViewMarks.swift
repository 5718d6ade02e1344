import LayoutModel

/// What a picture flags on a view: the trouble a reader should see at a glance.
///
/// - ambiguous: the engine has more than one optimal value for one of the view's minX, minY,
///   width, height (`LayoutSession.ambiguousAttributes(of:)`).
/// - broken: an active constraint that places the view was broken by a conflict
///   (`LayoutConstraint.isBroken`): one that mentions the view or one of its guides, unless the
///   view is only the superview another view it mentions is measured from.
/// - clipped: the frame lies partly outside its superview's bounds — the part outside is what
///   the book's "show clipped content" reveals (UIKit cuts it off when the superview clips to
///   bounds, and it never receives touches either way).
/// - outside: the frame lies wholly outside its superview's bounds (it shares no area with them).
public struct ViewMarks: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let ambiguous = ViewMarks(rawValue: 1 << 0)
    public static let broken = ViewMarks(rawValue: 1 << 1)
    public static let clipped = ViewMarks(rawValue: 1 << 2)
    public static let outside = ViewMarks(rawValue: 1 << 3)

    /// Every mark, in the order pictures and legends list them.
    public static let all: [ViewMarks] = [.ambiguous, .broken, .clipped, .outside]

    /// The character a picture appends to a view's name.
    public var symbol: String {
        switch self {
        case .ambiguous: return "?"
        case .broken: return "!"
        case .clipped: return "~"
        case .outside: return "^"
        default: return ViewMarks.all.filter { contains($0) }.map(\.symbol).joined()
        }
    }

    /// The legend's words for one mark.
    public var meaning: String {
        switch self {
        case .ambiguous: return "ambiguous layout"
        case .broken: return "a constraint on it is broken"
        case .clipped: return "partly outside its superview (clipped content)"
        case .outside: return "wholly outside its superview"
        default: return ViewMarks.all.filter { contains($0) }.map(\.meaning).joined(separator: ", ")
        }
    }
}

/// Where a frame sits against its superview's bounds (both in the same coordinates).
public enum Containment: Hashable, Sendable {
    case inside, partlyOutside, outside

    /// Edges that touch count as inside; a frame outside must share no area with the bounds (a
    /// zero-sized frame on an edge is inside).
    public static func of(_ frame: Rect, in bounds: Rect) -> Containment {
        let eps = 1e-6
        if frame.x >= bounds.x - eps, frame.maxX <= bounds.maxX + eps,
           frame.y >= bounds.y - eps, frame.maxY <= bounds.maxY + eps {
            return .inside
        }
        let overlaps = frame.x < bounds.maxX - eps && frame.maxX > bounds.x + eps
            && frame.y < bounds.maxY - eps && frame.maxY > bounds.y + eps
        return overlaps ? .partlyOutside : .outside
    }
}
