import LayoutModel
import LayoutSyntax
import LayoutText
/// An error a command reports: a message and, when it is about part of the line, the columns.
public struct ShellError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    /// 1-based columns in the command line, end exclusive; nil when about the whole command.
    public var range: SourceRange?
    /// Exit status for the process when this error ends a script (1, or 64 for usage, 66 for a
    /// missing script).
    public var status: Int32

    public init(_ message: String, range: SourceRange? = nil, status: Int32 = 1) {
        self.message = message
        self.range = range
        self.status = status
    }

    public init(_ error: TextError, shiftedBy offset: Int) {
        self.init(error.message, range: SourceRange(start: error.column + offset, end: error.endColumn + offset))
    }

    public init(_ error: LayoutError, at range: SourceRange? = nil) {
        self.init(error.description, range: range)
    }

    public var description: String { "error: \(message)" }
}

extension ShellError {
    /// The error with only the usage lines that start with `form` (`add view`).
    func keepingUsage(_ form: String) -> ShellError {
        var copy = self
        copy.message = message.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("usage: ") || $0.hasPrefix("usage: " + form) }
            .joined(separator: "\n")
        return copy
    }
}
