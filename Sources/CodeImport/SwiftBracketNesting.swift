/// How deep `[` brackets nest in Swift text, counted before swift-syntax sees it.
///
/// swift-syntax 602's parser looks ahead at every `[` that could start a type twice (once as an
/// InlineArray `[N of T]`, once as an array or dictionary type; Types.swift
/// `canParseCollectionTypeBody`), so a run of nested `[` costs 2^depth: a mutated paste with
/// 300 `[` in a row never finished (about 1.8x slower per level, 8 s at 16 deep in a debug
/// build). Constraint code nests `[` two or three deep (`activate([...])`, a `views:`
/// dictionary), so text nested deeper than `limit` is refused before parsing. Unclosed `{` and `(`
/// are quadratic instead (each one's recovery scans ahead to the end: 250 unclosed `{` took 4.5 s),
/// so all brackets together may nest at most `totalLimit` deep (a class, a function, a closure
/// and an `activate([...])` call are about 8).
/// Strings and comments are skipped (a VFL string holds `[a]`). One pass over the bytes.
enum SwiftBracketNesting {
    static let limit = 10
    static let totalLimit = 40

    /// The line and column (UTF-8, from 1) of the first `[` that opens past `limit`, or of the
    /// first bracket that opens past `totalLimit`, or nil.
    static func firstTooDeep(_ text: String) -> CodeLocation? {
        let bytes = Array(text.utf8)
        var depth = 0, total = 0, line = 1, lineStart = 0, i = 0
        let n = bytes.count
        func at(_ k: Int) -> UInt8 { k < n ? bytes[k] : 0 }
        while i < n {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = i + 1
                i += 1
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                while i < n && bytes[i] != UInt8(ascii: "\n") { i += 1 }
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                i += 2
                while i < n && !(bytes[i] == UInt8(ascii: "*") && at(i + 1) == UInt8(ascii: "/")) {
                    if bytes[i] == UInt8(ascii: "\n") { line += 1; lineStart = i + 1 }
                    i += 1
                }
                i += 2
            case UInt8(ascii: "\""):
                // A string ends at its closing quote or, unterminated, at the end of its line
                // (a multi-line `"""` string is read as three quotes and its lines as code: it can
                // only make the count higher, never loop).
                // An interpolation `\(` is code (swift-syntax parses it as such): counting resumes at
                // its `(` and the rest of the string is counted as code too (higher, never a loop).
                i += 1
                while i < n && bytes[i] != UInt8(ascii: "\"") && bytes[i] != UInt8(ascii: "\n") {
                    if bytes[i] == UInt8(ascii: "\\") && at(i + 1) == UInt8(ascii: "(") { break }
                    i += bytes[i] == UInt8(ascii: "\\") && at(i + 1) != UInt8(ascii: "\n") ? 2 : 1
                }
                if i < n && bytes[i] == UInt8(ascii: "\\") { i += 1; continue }
                if i < n && bytes[i] == UInt8(ascii: "\"") { i += 1 }
            case UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "("):
                if b == UInt8(ascii: "[") { depth += 1 }
                total += 1
                if depth > limit || total > totalLimit { return CodeLocation(line: line, column: i - lineStart + 1) }
                i += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ")"):
                if b == UInt8(ascii: "]") { depth = max(0, depth - 1) }
                total = max(0, total - 1)
                i += 1
            default:
                i += 1
            }
        }
        return nil
    }
}
