import LayoutModel
import LayoutSyntax
/// A command line split into words, each with its columns, and the raw text after any word
/// (VFL and equations are "raw": the rest of the line is the argument).
///
/// Words are separated by spaces or tabs. A word in double quotes may hold spaces; `\"` and `\\`
/// are escapes inside quotes. `#` starts a comment at the start of a word outside quotes.
public struct CommandWords: Sendable {
    public struct Word: Hashable, Sendable {
        public var text: String
        /// 1-based columns in the line, end exclusive.
        public var range: SourceRange
        public var isQuoted: Bool
    }

    public let line: String
    public private(set) var words: [Word]
    private let characters: [Character]

    /// Takes out every unquoted word equal to `flag` (`--json`), wherever it is; returns whether
    /// there was one. The other words keep their columns.
    mutating func removeFlag(_ flag: String) -> Bool {
        let before = words.count
        words.removeAll { !$0.isQuoted && $0.text == flag }
        return words.count != before
    }

    public init(_ line: String) throws(Diagnostic) {
        self.line = line
        characters = Array(line)
        let split = Self.split(characters)
        if let open = split.openQuote {
            throw Diagnostic("unterminated string: expected '\"' before the end of the line",
                             range: SourceRange(start: open, end: characters.count + 1))
        }
        words = split.words
    }

    /// Splits a line into words: spaces and tabs separate them, `"…"` holds spaces (with `\"`
    /// and `\\` escapes), `#` at the start of a word outside quotes ends the line. A quote left
    /// open makes a last word that runs to the end; `openQuote` gives its column. The interpreter
    /// refuses such a line; completion (`LineCompletion.Tokens`) completes inside it.
    static func split(_ characters: [Character]) -> (words: [Word], openQuote: Int?, reachedComment: Bool) {
        var words: [Word] = []
        var i = 0
        while i < characters.count {
            let c = characters[i]
            if c == " " || c == "\t" || c == "\r" { i += 1; continue }
            if c == "#" { return (words, nil, true) }
            let start = i
            if c == "\"" {
                var text = ""
                i += 1
                var closed = false
                while i < characters.count {
                    let d = characters[i]
                    if d == "\\" && i + 1 < characters.count && (characters[i + 1] == "\"" || characters[i + 1] == "\\") {
                        text.append(characters[i + 1])
                        i += 2
                    } else if d == "\"" {
                        closed = true
                        i += 1
                        break
                    } else {
                        text.append(d)
                        i += 1
                    }
                }
                words.append(Word(text: text, range: SourceRange(start: start + 1, end: i + 1), isQuoted: true))
                if !closed { return (words, start + 1, false) }
            } else {
                while i < characters.count && characters[i] != " " && characters[i] != "\t" && characters[i] != "\r" { i += 1 }
                words.append(Word(text: String(characters[start..<i]), range: SourceRange(start: start + 1, end: i + 1), isQuoted: false))
            }
        }
        return (words, nil, false)
    }

    /// The text from word `index` to the end of the line (comments included: VFL and equations
    /// never contain `#`, and a raw argument is taken as written), trailing spaces removed, and
    /// the column where it starts.
    public func rest(from index: Int) -> (text: String, column: Int) {
        guard index < words.count else { return ("", characters.count + 1) }
        let start = words[index].range.start - 1
        var end = characters.count
        while end > start && (characters[end - 1] == " " || characters[end - 1] == "\t" || characters[end - 1] == "\r") { end -= 1 }
        var text = String(characters[start..<end])
        // A comment after a raw argument: ` # …` outside quotes.
        if let hash = Self.commentStart(in: text) { text = String(text[..<hash]).trimmingTrailingSpaces() }
        return (text, start + 1)
    }

    private static func commentStart(in text: String) -> String.Index? {
        var inQuotes = false
        var previous: Character = " "
        for i in text.indices {
            let c = text[i]
            if c == "\"" && previous != "\\" { inQuotes.toggle() }
            if c == "#" && !inQuotes && (previous == " " || previous == "\t") { return i }
            previous = c
        }
        return nil
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = self
        while let last = s.last, last == " " || last == "\t" { s.removeLast() }
        return s
    }
}
