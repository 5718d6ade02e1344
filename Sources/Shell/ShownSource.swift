import LayoutSyntax

/// A command line as an error shows it under the message: control characters written out
/// (`<U+001B>`, never raw), and a long line cut to a window around the culprit with "…" at the
/// cut ends, the caret's columns moved to match. Messages get the same treatment word by word.
struct ShownSource {
    /// The line as shown.
    var line: String
    /// The culprit's columns in `line`.
    var range: SourceRange

    /// How many characters of the line are shown before the culprit, and in all, when it is cut.
    static let before = 100
    static let window = 400

    init(line source: String, range: SourceRange) {
        let characters = Array(source)
        let start = min(max(0, range.start - 1), characters.count)
        let end = min(max(start, range.end - 1), characters.count)
        var low = 0
        var high = characters.count
        if characters.count > Self.window {
            low = max(0, start - Self.before)
            high = min(characters.count, low + Self.window)
        }
        var shown = low > 0 ? "…" : ""
        var column = shown.count + 1
        var newStart = column
        var newEnd = column
        for i in low..<high {
            if i == start { newStart = column }
            if i == end { newEnd = column }
            let piece = shownCharacter(characters[i])
            shown += piece
            column += piece.count
        }
        if start >= high { newStart = column }
        if end >= high { newEnd = column + max(0, end - high) }
        if high < characters.count { shown += "…" }
        line = shown
        self.range = SourceRange(start: newStart, end: max(newStart + 1, newEnd))
    }

    /// A line of a message: control characters written out, and every run of more than
    /// `SyntaxLimits.maximumShownToken` characters without a space cut with "…" (a 10,000-character
    /// name comes back as its first 200).
    static func message(_ text: Substring) -> String {
        var out = ""
        var run = 0
        var cutting = false
        for character in text {
            if character == " " {
                run = 0
                cutting = false
                out.append(character)
                continue
            }
            // Quotes and an ellipsis already there do not count: a token cut by the code that
            // quoted it (`shownToken`) stays as it was.
            if character != "'" && character != "\"" && character != "…" { run += 1 }
            if run > SyntaxLimits.maximumShownToken {
                if !cutting { out += "…" }
                cutting = true
                // Keep the closing quote of a quoted token.
                if character == "'" || character == "\"" { out.append(character) }
                continue
            }
            out += shownCharacter(character)
        }
        return out
    }
}
