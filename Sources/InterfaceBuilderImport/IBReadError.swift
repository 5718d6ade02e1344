/// Why a document could not be read: always with the file's line (1 when the problem is the
/// file as a whole, such as its size), printed as `FILE:LINE: error: …`.
public struct IBReadError: Error, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var message: String

    public init(line: Int, _ message: String) {
        self.line = max(1, line)
        self.message = message
    }

    /// `FILE:LINE: error: MESSAGE`.
    public func formatted(file: String) -> String { "\(file):\(line): error: \(message)" }

    public var description: String { "line \(line): \(message)" }
}
