/// One thing the importer says about a line of the document: something left out (not imported,
/// so the session differs from the file there) or dropped as Xcode drops it.
public struct IBNote: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// Not imported: the session lacks it (a partial import).
        case leftOut = "left out"
        /// Removed as Xcode removes it at build time (placeholder constraints).
        case dropped
        /// Imported with an approximation the note names.
        case approximated
    }

    public var line: Int
    public var kind: Kind
    public var message: String
    /// For a construct plumb does not model (an NSGridView): how many views it left out for it,
    /// so that reports count them apart.
    public var viewsNotModelled = 0

    public init(line: Int, _ kind: Kind, _ message: String) {
        self.line = line
        self.kind = kind
        self.message = message
    }

    /// `FILE:LINE: KIND: MESSAGE`.
    public func formatted(file: String) -> String { "\(file):\(line): \(kind.rawValue): \(message)" }
}
