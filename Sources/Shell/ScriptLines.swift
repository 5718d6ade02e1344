/// A script's text as its lines: split at each line feed (0x0A), with the carriage return of a
/// CR LF line end (scripts saved by Windows editors, or pasted from them) dropped.
///
/// The split works on the UTF-8 bytes: 0x0A is never part of a multi-byte sequence, and a line
/// feed is a grapheme cluster of its own except after a carriage return, so this gives the
/// lines a split of the `Character`s would, without breaking the whole script into grapheme
/// clusters (4 % of loading a long script; issue 17). A split of the `Character`s at `"\n"`
/// kept CR LF whole (it is one `Character`), so a CR LF script once ran as a single line.
enum ScriptLines {
    /// The lines, empty ones kept (`omittingEmptySubsequences: false`), each without the `"\r"`
    /// at its end — what `Interpreter.runScript` runs.
    static func lines(of text: String) -> [String] {
        // (From `lineRanges`: the generic split with its closure was 2 % of loading a long script.)
        let bytes = Array(text.utf8)
        var lines = lineRanges(of: bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
        // A split keeps the empty line after a final line feed (and the one line of no text).
        if bytes.last == 0x0A || bytes.isEmpty { lines.append("") }
        return lines
    }

    /// Where each line of a script's UTF-8 bytes is, without the `"\r"` at its end (empty ones
    /// kept, but none after a final line feed): what `lines` makes its strings from, and what a
    /// scan of the script's command words reads (`ShellContext.usesUndo`) with no string made
    /// for a line it skips.
    static func lineRanges(of bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for (i, byte) in bytes.enumerated() where byte == 0x0A {
            ranges.append(start..<(i > start && bytes[i - 1] == 0x0D ? i - 1 : i))
            start = i + 1
        }
        if start < bytes.count {
            ranges.append(start..<(bytes[bytes.count - 1] == 0x0D ? bytes.count - 1 : bytes.count))
        }
        return ranges
    }
}
