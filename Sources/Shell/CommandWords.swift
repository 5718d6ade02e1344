import LayoutModel
import LayoutSyntax
/// A command line split into words, each with its columns, and the raw text after any word
/// (VFL and equations are "raw": the rest of the line is the argument).
///
/// Words are separated by spaces or tabs. A word in double quotes may hold spaces; `\"`, `\\`
/// and `\u{HEX}` (a Unicode scalar: how `save` writes a control character) are escapes inside quotes. `#` starts a comment at the start of a word outside quotes.
public struct CommandWords: Sendable {
    public struct Word: Hashable, Sendable {
        public var text: String
        /// 1-based columns in the line, end exclusive.
        public var range: SourceRange
        public var isQuoted: Bool
    }

    public let line: String
    public private(set) var words: [Word]
    /// The line as units that columns count: its bytes when it is ASCII (a script's lines almost
    /// always are: splitting 50,000 lines into `Character`s took a tenth of loading them), read
    /// in place from the string, else its `Character`s. Either way one unit is one column.
    private let units: Units
    private enum Units: Sendable {
        case ascii
        case characters([Character])
    }

    /// Takes out every unquoted word equal to `flag` (`--json`), wherever it is; returns whether
    /// there was one. The other words keep their columns.
    mutating func removeFlag(_ flag: String) -> Bool {
        let before = words.count
        words.removeAll { !$0.isQuoted && $0.text == flag }
        return words.count != before
    }

    public init(_ line: String) throws(Diagnostic) {
        self.line = line
        // (The bytes read where the string keeps them: a copy of them for every line was an
        // allocation and a copy per line of a script; issue 17.)
        var text = line
        let asciiSplit = text.withUTF8 { bytes in
            bytes.contains(where: { $0 >= 0x80 }) ? nil
                : (Self.split(bytes, text: { String(decoding: $0, as: UTF8.self) }), bytes.count)
        }
        let split: (words: [Word], openQuote: Int?, reachedComment: Bool)
        let count: Int
        if let (asciiWords, byteCount) = asciiSplit {
            units = .ascii
            split = asciiWords
            count = byteCount
        } else {
            let characters = Array(line)
            units = .characters(characters)
            split = Self.split(characters)
            count = characters.count
        }
        if let open = split.openQuote {
            throw Diagnostic("unterminated string: expected '\"' before the end of the line",
                             range: SourceRange(start: open, end: count + 1))
        }
        words = split.words
    }

    /// Splits a line into words: spaces and tabs separate them, `"…"` holds spaces (with `\"`
    /// and `\\` escapes), `#` at the start of a word outside quotes ends the line. A quote left
    /// open makes a last word that runs to the end; `openQuote` gives its column. The interpreter
    /// refuses such a line; completion (`LineCompletion.Tokens`) completes inside it.
    static func split(_ characters: [Character]) -> (words: [Word], openQuote: Int?, reachedComment: Bool) {
        split(characters, text: { String($0) })
    }

    /// `split` over any units that columns count (bytes of an ASCII line, or `Character`s);
    /// `text` makes a word's text from its units.
    private static func split<Units: RandomAccessCollection>(
        _ characters: Units, text makeText: (Units.SubSequence) -> String
    ) -> (words: [Word], openQuote: Int?, reachedComment: Bool) where Units.Element: LineUnit, Units.Index == Int {
        var words: [Word] = []
        // Room for every run of non-blank units at once (at least the words there will be): a
        // line's words grown one append at a time took four allocations and copies (issue 17).
        var runs = 0
        var blankBefore = true
        for c in characters {
            let blank = c == .space || c == .tab || c == .carriageReturn
            if blankBefore && !blank { runs += 1 }
            blankBefore = blank
        }
        words.reserveCapacity(runs)
        var i = 0
        while i < characters.count {
            let c = characters[i]
            if c == .space || c == .tab || c == .carriageReturn { i += 1; continue }
            if c == .hash { return (words, nil, true) }
            let start = i
            if c == .quote {
                var text: [Units.Element] = []
                i += 1
                var closed = false
                while i < characters.count {
                    let d = characters[i]
                    if d == .backslash && i + 1 < characters.count && (characters[i + 1] == .quote || characters[i + 1] == .backslash) {
                        text.append(characters[i + 1])
                        i += 2
                    } else if d == .backslash, let (scalar, next) = quotedEscape(in: characters, at: i) {
                        text += Units.Element.units(of: scalar)
                        i = next
                    } else if d == .quote {
                        closed = true
                        i += 1
                        break
                    } else {
                        text.append(d)
                        i += 1
                    }
                }
                words.append(Word(text: Units.Element.text(of: text), range: SourceRange(start: start + 1, end: i + 1), isQuoted: true))
                if !closed { return (words, start + 1, false) }
            } else {
                while i < characters.count && characters[i] != .space && characters[i] != .tab && characters[i] != .carriageReturn { i += 1 }
                // (The word's text straight from the line's units, with no array of its own.)
                words.append(Word(text: makeText(characters[start..<i]), range: SourceRange(start: start + 1, end: i + 1), isQuoted: false))
            }
        }
        return (words, nil, false)
    }

    /// At a backslash inside quotes: the scalar of a `\u{HEX}` escape (how `save` writes a control
    /// character, `quotedText`) and the index after it; nil when none is there (the backslash is
    /// then kept as written, as before the escape existed).
    private static func quotedEscape<Units: RandomAccessCollection>(in characters: Units, at i: Int) -> (Unicode.Scalar, Int)?
        where Units.Element: LineUnit, Units.Index == Int {
        guard i + 2 < characters.count, characters[i + 1].ascii == UInt8(ascii: "u"), characters[i + 2].ascii == UInt8(ascii: "{") else { return nil }
        var digits = ""
        var j = i + 3
        while j < characters.count, digits.count <= 6, let a = characters[j].ascii, a != UInt8(ascii: "}") {
            digits.unicodeScalars.append(Unicode.Scalar(a))
            j += 1
        }
        guard j < characters.count, characters[j].ascii == UInt8(ascii: "}"), let scalar = escapedScalar(hexDigits: digits) else { return nil }
        return (scalar, j + 1)
    }

    /// The text from word `index` to the end of the line (comments included: VFL and equations
    /// never contain `#`, and a raw argument is taken as written), trailing spaces removed, and
    /// the column where it starts.
    public func rest(from index: Int) -> (text: String, column: Int) {
        switch units {
        case .ascii:
            var text = line
            return text.withUTF8 { rest(from: index, $0, text: { String(decoding: $0, as: UTF8.self) }) }
        case .characters(let characters): return rest(from: index, characters, text: { String($0) })
        }
    }

    private func rest<Units: RandomAccessCollection>(from index: Int, _ characters: Units, text makeText: (Units.SubSequence) -> String)
        -> (text: String, column: Int) where Units.Element: LineUnit, Units.Index == Int {
        guard index < words.count else { return ("", characters.count + 1) }
        let start = words[index].range.start - 1
        var end = characters.count
        while end > start && (characters[end - 1] == .space || characters[end - 1] == .tab || characters[end - 1] == .carriageReturn) { end -= 1 }
        // A comment after a raw argument: ` # …` outside quotes.
        if let hash = Self.commentStart(in: characters[start..<end]) {
            end = hash
            while end > start && (characters[end - 1] == .space || characters[end - 1] == .tab) { end -= 1 }
        }
        return (makeText(characters[start..<end]), start + 1)
    }

    private static func commentStart<Text: Collection>(in text: Text) -> Int? where Text.Element: LineUnit, Text.Index == Int {
        // (Almost no raw argument has a `#`: one plain pass finds that first.)
        guard text.contains(.hash) else { return nil }
        var inQuotes = false
        var previous = Text.Element.space
        for i in text.indices {
            let c = text[i]
            if c == .quote && previous != .backslash { inQuotes.toggle() }
            if c == .hash && !inQuotes && (previous == .space || previous == .tab) { return i }
            previous = c
        }
        return nil
    }
}

/// What a command line is split by: a byte of an ASCII line or a `Character` — the same few
/// ASCII characters either way.
private protocol LineUnit: Equatable {
    static var space: Self { get }
    static var tab: Self { get }
    static var carriageReturn: Self { get }
    static var hash: Self { get }
    static var quote: Self { get }
    static var backslash: Self { get }
    /// The text of some units (a quoted word's, its escapes taken out).
    static func text(of units: [Self]) -> String
    /// The unit's ASCII byte, nil when it is not ASCII.
    var ascii: UInt8? { get }
    /// A scalar as units (its UTF-8 bytes, or one `Character`).
    static func units(of scalar: Unicode.Scalar) -> [Self]
}

extension UInt8: LineUnit {
    fileprivate static var space: UInt8 { 0x20 }
    fileprivate static var tab: UInt8 { 0x09 }
    fileprivate static var carriageReturn: UInt8 { 0x0D }
    fileprivate static var hash: UInt8 { 0x23 }
    fileprivate static var quote: UInt8 { 0x22 }
    fileprivate static var backslash: UInt8 { 0x5C }
    fileprivate static func text(of units: [UInt8]) -> String { String(decoding: units, as: UTF8.self) }
    fileprivate var ascii: UInt8? { self < 0x80 ? self : nil }
    fileprivate static func units(of scalar: Unicode.Scalar) -> [UInt8] { Array(String(scalar).utf8) }
}

extension Character: LineUnit {
    fileprivate static var space: Character { " " }
    fileprivate static var tab: Character { "\t" }
    fileprivate static var carriageReturn: Character { "\r" }
    fileprivate static var hash: Character { "#" }
    fileprivate static var quote: Character { "\"" }
    fileprivate static var backslash: Character { "\\" }
    fileprivate static func text(of units: [Character]) -> String { String(units) }
    fileprivate var ascii: UInt8? { asciiValue }
    fileprivate static func units(of scalar: Unicode.Scalar) -> [Character] { [Character(scalar)] }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = self
        while let last = s.last, last == " " || last == "\t" { s.removeLast() }
        return s
    }
}
