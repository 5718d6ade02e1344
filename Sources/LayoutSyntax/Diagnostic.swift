/// plumb's one diagnostic: a message, where it points (columns of one line of text, the line's
/// number, the file), how severe it is, what was expected there, and the exit status a script
/// ends with when it is an error. Every layer reports through it — the VFL and equation
/// parsers, the model resolving names in text, the console-log importer, the shell's commands —
/// and one renderer draws it with its caret line:
/// ```
/// FILE:LINE:COL: error: MESSAGE
/// SOURCE LINE
///       ^~~
/// ```
/// `message` reads as a sentence fragment in the compiler style, e.g.
/// `expected ']' after view name 'a', found '-'` (no leading capital, no trailing period).
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error, warning, note
    }

    public var severity: Severity
    /// What is wrong, without position.
    public var message: String
    /// The offending columns (1-based, `end` exclusive and greater than `start`); nil when the
    /// diagnostic is about a whole command rather than part of its line.
    public var range: SourceRange?
    /// The line of the text the columns are in (1 for a single line: a command, an equation).
    public var line: Int
    /// The file the text came from, when it came from one.
    public var file: String?
    /// The token a parser wanted at that place (`')'`, `an attribute`), for syntax errors.
    public var expected: String?
    /// The exit status when this error ends a script: 1, 64 for a usage error, 66 for a missing
    /// script.
    public var status: Int32

    /// A diagnostic at columns `column..<endColumn` (at least one column wide, from column 1).
    public init(
        _ message: String, column: Int, endColumn: Int? = nil, severity: Severity = .error, line: Int = 1,
        expected: String? = nil, status: Int32 = 1
    ) {
        let start = max(1, column)
        self.init(message, range: SourceRange(start: start, end: max(start + 1, endColumn ?? 0)),
                  severity: severity, line: line, expected: expected, status: status)
    }

    /// A diagnostic at `range` (widened to at least one column from column 1), or about the
    /// whole line when `range` is nil.
    public init(
        _ message: String, range: SourceRange? = nil, severity: Severity = .error, line: Int = 1,
        expected: String? = nil, status: Int32 = 1
    ) {
        self.message = message
        self.range = range.map { r in
            let start = max(1, r.start)
            return SourceRange(start: start, end: max(start + 1, r.end))
        }
        self.severity = severity
        self.line = line
        self.expected = expected
        self.status = status
    }

    /// A note, warning or error at a line and column of a longer text (a console log).
    public init(_ severity: Severity, line: Int, column: Int, _ message: String, expected: String? = nil) {
        self.init(message, column: column, severity: severity, line: line, expected: expected)
    }

    /// First offending column (1 when the diagnostic is about the whole line).
    public var column: Int { range?.start ?? 1 }
    /// One past the last offending column.
    public var endColumn: Int { range?.end ?? 2 }

    /// `[FILE:]LINE:COL: error: MESSAGE`, or `error: MESSAGE` for a whole command.
    public var description: String {
        var place = file.map { $0 + ":" } ?? ""
        if range != nil { place += "\(line):\(column): " } else if !place.isEmpty { place += " " }
        return place + "\(severity.rawValue): \(message)"
    }

    /// `FILE:LINE:COL: severity: message`.
    public func formatted(file: String) -> String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }

    /// The same diagnostic moved right by `columns`: for text that started at column
    /// `columns + 1` of a longer line (`pin ` + format → `shifted(by: 4)`).
    public func shifted(by columns: Int) -> Diagnostic {
        var copy = self
        copy.range = range.map { SourceRange(start: $0.start + columns, end: $0.end + columns) }
        return copy
    }

    /// The line under `source` that points at the columns: spaces (tabs where the source has
    /// tabs, so it lines up) up to the first column, then `^` and one `~` per further column,
    /// e.g. `    ^~~`. Only the first line of `source` counts.
    public func caretLine(for source: String) -> String {
        var out = ""
        var column = 1
        var lineLength = 0
        for character in Self.firstLine(of: source) {
            lineLength += 1
            if column < self.column {
                out.append(character == "\t" ? "\t" : " ")
                column += 1
            }
        }
        if column < self.column {
            out.append(String(repeating: " ", count: self.column - column))
        }
        out.append("^")
        // Never run the tildes more than one column past the end of the line.
        let lastColumn = min(endColumn, lineLength + 2)
        if lastColumn - self.column > 1 {
            out.append(String(repeating: "~", count: lastColumn - self.column - 1))
        }
        return out
    }

    /// The full diagnostic, three lines: `FILE:LINE:COL: severity: MESSAGE`, the source line and
    /// the caret line. `file` defaults to the diagnostic's file or `<input>`, `line` to its line.
    public func rendered(source: String, file: String? = nil, line: Int? = nil) -> String {
        "\(file ?? self.file ?? "<input>"):\(line ?? self.line):\(column): \(severity.rawValue): \(message)\n"
            + Self.firstLine(of: source) + "\n" + caretLine(for: source)
    }

    private static func firstLine(of source: String) -> Substring {
        source[..<(source.firstIndex(where: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) ?? source.endIndex)]
    }
}
