/// A span of columns in one line of source text.
///
/// Columns are 1-based and count `Character`s (grapheme clusters), so a caret printed under
/// `start` lines up in a terminal for ordinary text. `end` is exclusive: the span `[a]` at the
/// start of a line is `SourceRange(start: 1, end: 4)`. An empty span (`start == end`) marks a
/// position, e.g. the empty connection between `[a][b]`.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// First column (1-based).
    public var start: Int
    /// One past the last column.
    public var end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    /// The range used by ``SyntaxNode/withoutSourceRanges()`` and by trees built in code.
    public static let unknown = SourceRange(start: 0, end: 0)

    /// Number of columns covered.
    public var length: Int { end - start }

    public var description: String { "\(start)..<\(end)" }

    /// The same range moved right by `columns` (for text that started later in a longer line).
    public func shifted(by columns: Int) -> SourceRange {
        self == .unknown ? self : SourceRange(start: start + columns, end: end + columns)
    }
}

/// A syntax tree node: everything here can forget its source columns, which is how trees are
/// compared "structurally" (`parse(print(t))` equals `t` once both have forgotten their columns).
public protocol SyntaxNode: Hashable, Sendable {
    /// The same node with every ``SourceRange`` replaced by ``SourceRange/unknown`` (and every
    /// optional range of a written-out token by `nil`).
    func withoutSourceRanges() -> Self
}

extension SyntaxNode {
    /// True when the two trees are the same apart from source columns.
    public func isStructurallyEqual(to other: Self) -> Bool {
        withoutSourceRanges() == other.withoutSourceRanges()
    }
}
