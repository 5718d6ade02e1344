/// The character cursor shared by the parsers. Indices are 0-based; columns are index + 1.
struct Scanner {
    /// The text, one element per column.
    let chars: [Character]
    /// The same, as cheap codes for comparisons (the parsers compare a lot).
    let codes: [Char]
    var index = 0

    init(_ text: String) {
        var chars: [Character] = []
        var codes: [Char] = []
        chars.reserveCapacity(text.utf8.count)
        codes.reserveCapacity(text.utf8.count)
        for character in text {
            chars.append(character)
            codes.append(Char(character))
        }
        self.chars = chars
        self.codes = codes
    }

    var isAtEnd: Bool { index >= chars.count }
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
        let lower = max(0, range.start - 1), upper = min(chars.count, range.end - 1)
        return lower < upper ? String(chars[lower..<upper]) : ""
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
        guard i >= 0 && i < chars.count else { return "end of input" }
        switch chars[i] {
        case "'": return "\"'\""
        case " ": return "' '"
        case "\t": return "a tab"
        case "\n", "\r", "\r\n": return "a newline"
        default: break
        }
        if codes[i].code < 0x20 || codes[i].code == 0x7f {
            return "U+" + hex4(codes[i].code)
        }
        let length = tokenLength(at: i)
        var word = String(chars[i..<min(chars.count, i + length)])
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

    /// `[A-Za-z_][A-Za-z0-9_]*` at the current index.
    mutating func scanIdentifier() -> (String, SourceRange)? {
        guard let c = peek(), c.isIdentifierStart else { return nil }
        let start = index
        index += 1
        while let d = peek(), d.isIdentifierContinuation { index += 1 }
        return (String(chars[start..<index]), range(from: start, to: index))
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
            throw error("expected hex digits in address '\(text(range))', found '\(chars[index])'", at: index)
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
        var integer = "", fraction = "", exponent = ""
        while let c = peek(), c.isASCIIDigit { integer.append(chars[index]); index += 1 }
        if peek() == "." {
            index += 1
            while let c = peek(), c.isASCIIDigit { fraction.append(chars[index]); index += 1 }
        }
        if let e = peek(), e == "e" || e == "E" {
            let exponentStart = index
            index += 1
            if let sign = peek(), sign == "+" || sign == "-" { exponent.append(chars[index]); index += 1 }
            var digits = 0
            while let c = peek(), c.isASCIIDigit { exponent.append(chars[index]); index += 1; digits += 1 }
            if digits == 0 {
                let written = String(chars[start..<exponentStart + 1])
                throw expected("digits in the exponent of number '\(written)'", at: index)
            }
        }
        if integer == "0", fraction.isEmpty, exponent.isEmpty, index == start + 1, let x = peek(), x == "x" || x == "X" {
            throw expected("hex digits", after: "'0\(chars[index])'", at: index + 1)
        }
        let range = range(from: start, to: index)
        if index - start > SyntaxLimits.maximumNumberLength {
            throw Diagnostic("number '\(shownToken(text(range)))' is too long: at most \(SyntaxLimits.maximumNumberLength) characters", range: range)
        }
        var normalized = (integer.isEmpty ? "0" : integer) + "." + (fraction.isEmpty ? "0" : fraction)
        if !exponent.isEmpty { normalized += "e" + exponent }
        guard let value = Double(normalized), value.isFinite else {
            throw Diagnostic("number '\(text(range))' is too large", range: range)
        }
        if abs(value) > SyntaxLimits.maximumMagnitude {
            throw Diagnostic("number '\(text(range))' is out of range: magnitudes above 1e9 are refused", range: range)
        }
        return (value, range)
    }

    /// `==`, `<=` or `>=` at the current index; nil when no relation character is there.
    /// Throws for other runs of `=`, `<`, `>`, `!` (`=`, `=>`, `!=`).
    mutating func scanRelation(after: String? = nil) throws(Diagnostic) -> (LayoutRelation, SourceRange)? {
        guard peek()?.isOperatorCharacter == true else { return nil }
        if peek(1) != nil, let relation = LayoutRelation(rawValue: String(chars[index..<index + 2])) {
            if peek(2)?.isOperatorCharacter != true {
                index += 2
                return (relation, range(from: index - 2, to: index))
            }
        }
        throw expected("a relation ('==', '<=' or '>=')", after: after)
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
