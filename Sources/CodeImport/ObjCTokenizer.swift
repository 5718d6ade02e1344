import LayoutSyntax

/// Objective-C text as tokens with their line and column: identifiers (with `@` keywords),
/// numbers, strings (`@"…"` and C strings), punctuation. Comments and preprocessor lines are
/// dropped. Bounded: one pass over the scalars.
struct ObjCToken: Equatable {
    enum Kind: Equatable {
        case identifier
        /// `@interface`, `@end`, `@property`, `@YES`…: an `@` followed by a word.
        case atKeyword
        case number
        case string
        case punctuation
    }
    var kind: Kind
    var text: String
    var location: CodeLocation
}

enum ObjCTokenizer {
    static func tokens(_ text: String) -> [ObjCToken] {
        let s = Array(text.unicodeScalars)
        var out: [ObjCToken] = []
        var i = 0, line = 1, column = 1
        var atLineStart = true
        func advance(_ n: Int = 1) {
            for _ in 0..<n where i < s.count {
                if s[i] == "\n" { line += 1; column = 1; atLineStart = true } else { column += 1 }
                i += 1
            }
        }
        func isLetter(_ c: Unicode.Scalar) -> Bool { c == "_" || c == "$" || ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c.value > 0x7F && c.properties.isAlphabetic }
        func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }
        while i < s.count {
            let c = s[i]
            if c == "\n" || c == " " || c == "\t" || c == "\r" {
                advance()
                continue
            }
            // Preprocessor lines (#import, #define, #pragma mark): skipped, with continuations.
            if c == "#" && atLineStart {
                while i < s.count && s[i] != "\n" {
                    if s[i] == "\\" && i + 1 < s.count && s[i + 1] == "\n" { advance() }
                    advance()
                }
                continue
            }
            atLineStart = false
            let start = CodeLocation(line: line, column: column)
            if c == "/" && i + 1 < s.count && s[i + 1] == "/" {
                while i < s.count && s[i] != "\n" { advance() }
                continue
            }
            if c == "/" && i + 1 < s.count && s[i + 1] == "*" {
                advance(2)
                while i < s.count && !(s[i] == "*" && i + 1 < s.count && s[i + 1] == "/") { advance() }
                advance(2)
                continue
            }
            if c == "\"" || (c == "@" && i + 1 < s.count && s[i + 1] == "\"") {
                if c == "@" { advance() }
                advance()
                var value = String.UnicodeScalarView()
                while i < s.count && s[i] != "\"" && s[i] != "\n" {
                    if s[i] == "\\" && i + 1 < s.count {
                        advance()
                        switch s[i] {
                        case "n": value.append("\n")
                        case "t": value.append("\t")
                        case "r": value.append("\r")
                        case "0"..."7":
                            // An octal escape: up to three digits (C11 6.4.4.4).
                            var code: UInt32 = 0
                            var digits = 0
                            while digits < 3 && i < s.count && ("0"..."7").contains(s[i]) {
                                code = code * 8 + (s[i].value - 48)
                                digits += 1
                                advance()
                            }
                            value.append(Unicode.Scalar(code)!)
                            continue
                        default: value.append(s[i])
                        }
                        advance()
                        continue
                    }
                    value.append(s[i])
                    advance()
                }
                advance()
                out.append(ObjCToken(kind: .string, text: String(value), location: start))
                continue
            }
            if c == "@" && i + 1 < s.count && isLetter(s[i + 1]) {
                advance()
                var word = "@"
                while i < s.count && (isLetter(s[i]) || isDigit(s[i])) { word.unicodeScalars.append(s[i]); advance() }
                out.append(ObjCToken(kind: .atKeyword, text: word, location: start))
                continue
            }
            if isLetter(c) {
                var word = ""
                while i < s.count && (isLetter(s[i]) || isDigit(s[i])) { word.unicodeScalars.append(s[i]); advance() }
                out.append(ObjCToken(kind: .identifier, text: word, location: start))
                continue
            }
            if isDigit(c) || (c == "." && i + 1 < s.count && isDigit(s[i + 1])) {
                var number = ""
                while i < s.count && (isDigit(s[i]) || s[i] == "." || s[i] == "e" || s[i] == "E" || s[i] == "x" || s[i] == "X"
                                      || (("a"..."f").contains(s[i]) && number.hasPrefix("0x")) || (("A"..."F").contains(s[i]) && number.hasPrefix("0x"))
                                      || ((s[i] == "-" || s[i] == "+") && (number.hasSuffix("e") || number.hasSuffix("E")) && !number.hasPrefix("0x"))) {
                    number.unicodeScalars.append(s[i])
                    advance()
                }
                // Suffixes: 16.0f, 10u, 2L.
                while i < s.count && ["f", "F", "u", "U", "l", "L"].contains(s[i]) { advance() }
                out.append(ObjCToken(kind: .number, text: number, location: start))
                continue
            }
            // Two-character operators first.
            if i + 1 < s.count {
                let two = String(c) + String(s[i + 1])
                if ["==", "!=", "<=", ">=", "&&", "||", "->", "+=", "-=", "*=", "/=", "++", "--", "<<", ">>"].contains(two) {
                    advance(2)
                    out.append(ObjCToken(kind: .punctuation, text: two, location: start))
                    continue
                }
            }
            advance()
            out.append(ObjCToken(kind: .punctuation, text: String(c), location: start))
        }
        return out
    }
}
