/// A parse error: where (1-based columns in the parsed text) and what was expected and found.
///
/// `message` reads as a sentence fragment in the compiler style, e.g.
/// `expected ']' after view name 'a', found '-'`. ``rendered(source:file:line:)`` turns it into
/// the shell's `FILE:LINE:COL: error: …` form with the source line and a caret line under it.
public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, without position (no leading capital, no trailing period).
    public var message: String
    /// First offending column (1-based). At most the text's length + 1 (= end of input).
    public var column: Int
    /// One past the last offending column; always greater than `column`.
    public var endColumn: Int

    public init(_ message: String, column: Int, endColumn: Int? = nil) {
        self.message = message
        self.column = max(1, column)
        self.endColumn = max(self.column + 1, endColumn ?? 0)
    }

    public init(_ message: String, range: SourceRange) {
        self.init(message, column: range.start, endColumn: range.end)
    }

    /// The offending columns as a range.
    public var range: SourceRange { SourceRange(start: column, end: endColumn) }

    /// `COL: error: MESSAGE`.
    public var description: String { "\(column): error: \(message)" }

    /// The same error moved right by `columns`: use it when the parsed text started at column
    /// `columns + 1` of a longer line (`pin ` + format → `shifted(by: 4)`).
    public func shifted(by columns: Int) -> SyntaxError {
        SyntaxError(message, column: column + columns, endColumn: endColumn + columns)
    }

    /// The line under `source` that points at the error: spaces (tabs where the source has
    /// tabs, so it lines up) up to the column, then `^` and one `~` per further column, e.g.
    /// `    ^~~`. Only the first line of `source` counts.
    public func caretLine(for source: String) -> String {
        var out = ""
        var column = 1
        var lineLength = 0
        for character in firstLine(of: source) {
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

    /// The full diagnostic, three lines:
    /// ```
    /// FILE:LINE:COL: error: MESSAGE
    /// SOURCE LINE
    ///       ^~~
    /// ```
    /// `file` defaults to `<input>` and `line` to 1.
    public func rendered(source: String, file: String? = nil, line: Int? = nil) -> String {
        "\(file ?? "<input>"):\(line ?? 1):\(column): error: \(message)\n"
            + firstLine(of: source) + "\n" + caretLine(for: source)
    }

    private func firstLine(of source: String) -> Substring {
        source[..<(source.firstIndex(where: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) ?? source.endIndex)]
    }
}
