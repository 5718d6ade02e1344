/// The character cursor shared by the parsers. Indices are 0-based; columns are index + 1.
///
/// A column is a `Character`. Most text (every generated script, almost every line typed) is
/// ASCII without a CR LF pair, where a column is one UTF-8 byte: such text is kept as its bytes
/// and never broken into grapheme clusters (which cost a fifth of loading a long script);
/// anything else keeps its `Character`s. Both give the same columns, codes and strings.
struct Scanner {
    /// The text, one element per column, when it is not ``ascii``.
    private let characters: [Character]
    /// The text's UTF-8 bytes when every column is one ASCII byte; nil otherwise.
    private let ascii: [UInt8]?
    /// The same, as cheap codes for comparisons (the parsers compare a lot).
    let codes: [Char]
    var index = 0

    init(_ text: String) {
        self.init(text, keepingCharacters: false)
    }

    /// The same text always kept as `Character`s (the path non-ASCII text takes), so tests can
    /// check that both paths read ASCII text alike.
    init(keepingCharactersOf text: String) {
        self.init(text, keepingCharacters: true)
    }

    private init(_ text: String, keepingCharacters: Bool) {
        let bytes = Array(text.utf8)
        if !keepingCharacters && Scanner.isOneBytePerColumn(bytes) {
            ascii = bytes
            characters = []
            codes = bytes.map { Char(code: UInt32($0)) }
            return
        }
        var chars: [Character] = []
        var codes: [Char] = []
        chars.reserveCapacity(bytes.count)
        codes.reserveCapacity(bytes.count)
        for character in text {
            chars.append(character)
            codes.append(Char(character))
        }
        ascii = nil
        self.characters = chars
        self.codes = codes
    }

    /// True when every byte is ASCII and no CR is followed by LF (CR LF is one `Character`; every
    /// other ASCII byte is one on its own).
    static func isOneBytePerColumn(_ bytes: [UInt8]) -> Bool {
        var previous: UInt8 = 0
        for b in bytes {
            if b >= 0x80 || (b == 0x0A && previous == 0x0D) { return false }
            previous = b
        }
        return true
    }

    /// How many columns the text has.
    var count: Int { codes.count }

    /// The text of columns `lower..<upper` (0-based, in bounds).
    func string(_ lower: Int, _ upper: Int) -> String {
        if let ascii { return String(decoding: ascii[lower..<upper], as: UTF8.self) }
        return String(characters[lower..<upper])
    }

    /// The text of the column at `i` (in bounds).
    func string(at i: Int) -> String { string(i, i + 1) }

    var isAtEnd: Bool { index >= codes.count }
    var column: Int { index + 1 }

    func peek(_ offset: Int = 0) -> Char? {
        let i = index + offset
        return i >= 0 && i < codes.count ? codes[i] : nil
    }

    func char(at i: Int) -> Char? {
        i >= 0 && i < codes.count ? codes[i] : nil
    }

    /// Skips spaces and tabs (the only whitespace tolerated between tokens).
    mutating func skipSpaces() {
        while index < codes.count, codes[index].isSpace { index += 1 }
    }

    func text(_ range: SourceRange) -> String {
        let lower = max(0, range.start - 1), upper = min(codes.count, range.end - 1)
        return lower < upper ? string(lower, upper) : ""
    }

    func range(from start: Int, to end: Int) -> SourceRange {
        SourceRange(start: start + 1, end: end + 1)
    }

    // MARK: Describing what was found

    /// How many characters the token at `i` spans, for "found …" and the error's end column.
    func tokenLength(at i: Int) -> Int {
        guard let c = char(at: i) else { return 1 }
        var j = i + 1
        if c.isIdentifierContinuation {
            // A word or a number-like run: `abc`, `1a`, `0.5`.
            while let d = char(at: j),
                  d.isIdentifierContinuation || (d == "." && c.isASCIIDigit && (char(at: j + 1)?.isASCIIDigit ?? false)) {
                j += 1
            }
        } else if c.isOperatorCharacter {
            while let d = char(at: j), d.isOperatorCharacter { j += 1 }
        }
        return min(j - i, 24)
    }

    /// `'abc'`, `'-'`, `"'"`, `end of input`, `a newline`, `U+0007`.
    func found(at i: Int) -> String {
        guard i >= 0 && i < codes.count else { return "end of input" }
        switch codes[i] {
        case "'": return "\"'\""
        case " ": return "' '"
        case "\t": return "a tab"
        case "\n", "\r": return "a newline"
        case .other where characters[i] == "\r\n": return "a newline"
        default: break
        }
        if codes[i].code < 0x20 || codes[i].code == 0x7f {
            return "U+" + hex4(codes[i].code)
        }
        let length = tokenLength(at: i)
        var word = string(i, min(codes.count, i + length))
        if length == 24, let d = char(at: i + 24), d.isIdentifierContinuation || d.isOperatorCharacter { word += "…" }
        return "'" + word + "'"
    }

    private func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// An error at `i` covering the token found there.
    func error(_ message: String, at i: Int) -> Diagnostic {
        Diagnostic(message, column: i + 1, endColumn: i + 1 + tokenLength(at: i))
    }

    /// `expected WHAT[ after AFTER], found X` at the current index.
    func expected(_ what: String, after: String? = nil) -> Diagnostic {
        expected(what, after: after, at: index)
    }

    func expected(_ what: String, after: String? = nil, at i: Int) -> Diagnostic {
        var message = "expected " + what
        if let after { message += " after " + after }
        message += ", found " + found(at: i)
        return error(message, at: i)
    }

    // MARK: Tokens

    /// Moves past `[A-Za-z_][A-Za-z0-9_]*` at the current index (nothing when none is there).
    mutating func skipIdentifier() {
        guard let c = peek(), c.isIdentifierStart else { return }
        index += 1
        while let d = peek(), d.isIdentifierContinuation { index += 1 }
    }

    /// `[A-Za-z_][A-Za-z0-9_]*` at the current index.
    mutating func scanIdentifier() -> (String, SourceRange)? {
        guard let c = peek(), c.isIdentifierStart else { return nil }
        let start = index
        index += 1
        while let d = peek(), d.isIdentifierContinuation { index += 1 }
        return (string(start, index), range(from: start, to: index))
    }

    /// `0x` + hex digits (a pseudo-address), if present at the current index.
    mutating func scanAddress() throws(Diagnostic) -> (UInt64, SourceRange)? {
        guard peek() == "0", peek(1) == "x" || peek(1) == "X", let d = peek(2), d.isASCIIHexDigit else { return nil }
        let start = index
        index += 2
        var value: UInt64 = 0
        var digits = 0
        while let d = peek(), d.isASCIIHexDigit {
            digits += 1
            if digits <= SyntaxLimits.maximumAddressDigits {
                value = value << 4 | d.hexValue
            }
            index += 1
        }
        let range = range(from: start, to: index)
        if digits > SyntaxLimits.maximumAddressDigits {
            throw Diagnostic("address '\(text(range))' is too long: at most \(SyntaxLimits.maximumAddressDigits) hex digits", range: range)
        }
        if let d = peek(), d.isIdentifierContinuation {
            throw error("expected hex digits in address '\(text(range))', found '\(string(at: index))'", at: index)
        }
        return (value, range)
    }

    /// True when a pseudo-address starts at the current index.
    var isAtAddress: Bool {
        peek() == "0" && (peek(1) == "x" || peek(1) == "X") && (peek(2)?.isASCIIHexDigit ?? false)
    }

    /// True when an unsigned number starts at the current index (`8`, `0.5`, `.5`).
    var isAtNumber: Bool {
        guard let c = peek() else { return false }
        return c.isASCIIDigit || (c == "." && (peek(1)?.isASCIIDigit ?? false))
    }

    /// An unsigned decimal number: `digits [. digits] [e [+-] digits]` or `. digits …`.
    /// Checks that it is finite and within ``SyntaxLimits/maximumMagnitude``.
    mutating func scanUnsignedNumber() throws(Diagnostic) -> (Double, SourceRange)? {
        guard isAtNumber else { return nil }
        let start = index
        // Each part as the columns it spans (only ASCII digits, signs, `.` and `e` are read).
        let integerStart = index
        while let c = peek(), c.isASCIIDigit { index += 1 }
        let integerEnd = index
        var fractionStart = index, fractionEnd = index
        if peek() == "." {
            index += 1
            fractionStart = index
            while let c = peek(), c.isASCIIDigit { index += 1 }
            fractionEnd = index
        }
        var exponentStart = index, exponentEnd = index
        if let e = peek(), e == "e" || e == "E" {
            let marker = index
            index += 1
            exponentStart = index
            if let sign = peek(), sign == "+" || sign == "-" { index += 1 }
            var digits = 0
            while let c = peek(), c.isASCIIDigit { index += 1; digits += 1 }
            exponentEnd = index
            if digits == 0 {
                let written = string(start, marker + 1)
                throw expected("digits in the exponent of number '\(written)'", at: index)
            }
        }
        if integerEnd - integerStart == 1, codes[integerStart] == "0", fractionStart == fractionEnd, exponentStart == exponentEnd,
           index == start + 1, let x = peek(), x == "x" || x == "X" {
            throw expected("hex digits", after: "'0\(string(at: index))'", at: index + 1)
        }
        let range = range(from: start, to: index)
        if index - start > SyntaxLimits.maximumNumberLength {
            throw Diagnostic("number '\(shownToken(text(range)))' is too long: at most \(SyntaxLimits.maximumNumberLength) characters", range: range)
        }
        let value: Double
        if exponentStart == exponentEnd, let exact = exactValue(integerStart..<integerEnd, fractionStart..<fractionEnd) {
            value = exact
        } else {
            var normalized = (integerStart == integerEnd ? "0" : string(integerStart, integerEnd)) + "."
                + (fractionStart == fractionEnd ? "0" : string(fractionStart, fractionEnd))
            if exponentStart != exponentEnd { normalized += "e" + string(exponentStart, exponentEnd) }
            guard let read = Double(normalized), read.isFinite else {
                throw Diagnostic("number '\(text(range))' is too large", range: range)
            }
            value = read
        }
        if abs(value) > SyntaxLimits.maximumMagnitude {
            throw Diagnostic("number '\(text(range))' is out of range: magnitudes above 1e9 are refused", range: range)
        }
        return (value, range)
    }

    /// The value of `digits.digits` (either part may be empty) without making a string, when
    /// it has at most 15 digits: then the digits as an integer and the power of ten dividing it
    /// are both exact doubles, so their quotient is the correctly rounded value of the decimal —
    /// the double that `Double(String)` reads, to the bit. Nil otherwise (the string is read).
    private func exactValue(_ integer: Range<Int>, _ fraction: Range<Int>) -> Double? {
        guard integer.count + fraction.count <= 15 else { return nil }
        var digits: Int64 = 0
        for i in integer { digits = digits * 10 + Int64(codes[i].code - 0x30) }
        for i in fraction { digits = digits * 10 + Int64(codes[i].code - 0x30) }
        return fraction.isEmpty ? Double(digits) : Double(digits) / Scanner.powersOfTen[fraction.count]
    }

    /// 10⁰ … 10¹⁵, each an exact double.
    private static let powersOfTen: [Double] = (0...15).reduce(into: []) { powers, k in powers.append(k == 0 ? 1 : powers[k - 1] * 10) }

    /// `==`, `<=` or `>=` at the current index; nil when no relation character is there.
    /// Throws for other runs of `=`, `<`, `>`, `!` (`=`, `=>`, `!=`).
    mutating func scanRelation(after: @autoclosure () -> String? = nil) throws(Diagnostic) -> (LayoutRelation, SourceRange)? {
        guard peek()?.isOperatorCharacter == true else { return nil }
        if peek(1) != nil, let relation = LayoutRelation(rawValue: string(index, index + 2)) {
            if peek(2)?.isOperatorCharacter != true {
                index += 2
                return (relation, range(from: index - 2, to: index))
            }
        }
        throw expected("a relation ('==', '<=' or '>=')", after: after())
    }
}

/// One column of text as a number: the scalar value of a single-scalar `Character`, or
/// `Char.other` for a grapheme cluster of several scalars (`é` written as e + U+0301, CR LF).
/// The grammar only ever compares with ASCII, so this loses nothing.
struct Char: Hashable, ExpressibleByUnicodeScalarLiteral, CustomStringConvertible {
    let code: UInt32

    /// The character itself (U+FFFD for ``other``), for messages.
    var description: String { String(Unicode.Scalar(code) ?? "\u{FFFD}") }

    static let other = Char(code: 0xFFFF_FFFF)

    init(code: UInt32) {
        self.code = code
    }

    init(unicodeScalarLiteral value: Unicode.Scalar) {
        code = value.value
    }

    init(_ character: Character) {
        if let ascii = character.asciiValue, ascii != 0x0A {  // "\r\n" also has ASCII value 10
            code = UInt32(ascii)
            return
        }
        var scalars = character.unicodeScalars.makeIterator()
        let first = scalars.next()!
        code = scalars.next() == nil ? first.value : Char.other.code
    }

    var isASCIIDigit: Bool { code >= 0x30 && code <= 0x39 }
    var isASCIIHexDigit: Bool { isASCIIDigit || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66) }
    var isASCIILetter: Bool { (code >= 0x41 && code <= 0x5A) || (code >= 0x61 && code <= 0x7A) }
    var isIdentifierStart: Bool { isASCIILetter || code == 0x5F }
    var isIdentifierContinuation: Bool { isIdentifierStart || isASCIIDigit }
    /// Characters that make up relations (and mistakes for them).
    var isOperatorCharacter: Bool { code == 0x3D || code == 0x3C || code == 0x3E || code == 0x21 }
    var isSpace: Bool { code == 0x20 || code == 0x09 }
    /// The value of a hex digit.
    var hexValue: UInt64 {
        switch code {
        case 0x30...0x39: return UInt64(code - 0x30)
        case 0x41...0x46: return UInt64(code - 0x41 + 10)
        default: return UInt64(code - 0x61 + 10)
        }
    }
}

/// `A`, `A or B`, `A, B or C`.
func listAlternatives(_ items: [String]) -> String {
    switch items.count {
    case 0: return ""
    case 1: return items[0]
    default: return items.dropLast().joined(separator: ", ") + " or " + items.last!
    }
}

extension Scanner {
    /// `NSSpace(8)` / `NSLayoutAnchorConstraintSpace(8)` (Apple's system-spacing tokens, in
    /// equations and in VFL); nil, with nothing consumed, when the text is not one.
    mutating func scanSystemSpacing() throws(Diagnostic) -> (value: Double, spelling: SystemSpacingSpelling)? {
        // Both spellings start with N: any other text is not one, without copying the scanner.
        guard peek() == "N" else { return nil }
        var probe = self
        guard let (word, _) = probe.scanIdentifier(), let spelling = SystemSpacingSpelling(rawValue: word),
              probe.peek() == "(" else { return nil }
        self = probe
        index += 1
        skipSpaces()
        guard let (value, _) = try scanUnsignedNumber() else {
            throw expected("a number", after: "'\(word)('")
        }
        skipSpaces()
        guard peek() == ")" else {
            throw expected("')'", after: "'\(word)(\(formatNumber(value))'")
        }
        index += 1
        return (value, spelling)
    }
}
