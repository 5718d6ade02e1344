/// A problem met while importing a log: where (line and column, 1-based, in the text as given)
/// and what was expected. Errors skip one entry; the rest of the log still imports. Notes say what
/// the importer did with an unusual but readable log (no header, a break line matching nothing).
public struct ImportDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error, warning, note
    }

    public var severity: Severity
    public var line: Int
    public var column: Int
    public var message: String
    /// The token the parser wanted at that place (`')'`, `an attribute`), when it is a syntax error.
    public var expected: String?

    public init(_ severity: Severity, line: Int, column: Int, _ message: String, expected: String? = nil) {
        self.severity = severity
        self.line = line
        self.column = column
        self.message = message
        self.expected = expected
    }

    /// `LINE:COL: error: message`.
    public var description: String { "\(line):\(column): \(severity.rawValue): \(message)" }

    /// `FILE:LINE:COL: error: message`.
    public func formatted(file: String) -> String { "\(file):" + description }
}

/// A syntax error inside one constraint description: a column relative to the description.
struct DescriptionError: Error {
    var offset: Int
    var message: String
    var expected: String?
}
