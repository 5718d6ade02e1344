import LayoutSyntax
/// An error in a constraint written as text: where it is and what is wrong, whether the syntax
/// was wrong or the model refused what it said ("no view named 'lable'" at the name's column).
public struct TextError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    /// 1-based columns in the text, end exclusive.
    public var column: Int
    public var endColumn: Int

    public init(_ message: String, column: Int, endColumn: Int) {
        self.message = message
        self.column = column
        self.endColumn = max(endColumn, column + 1)
    }

    init(_ error: SyntaxError) { self.init(error.message, column: error.column, endColumn: error.endColumn) }

    init(_ error: LayoutError, at range: SourceRange) {
        let start = range == .unknown ? 1 : range.start
        self.init(error.description, column: start, endColumn: range == .unknown ? start + 1 : range.end)
    }

    public var syntaxError: SyntaxError { SyntaxError(message, column: column, endColumn: endColumn) }

    public var description: String { "\(column): error: \(message)" }

    /// The source line with a caret line under the error, for the shell.
    public func rendered(source: String, file: String? = nil, line: Int? = nil) -> String {
        syntaxError.rendered(source: source, file: file, line: line)
    }
}
