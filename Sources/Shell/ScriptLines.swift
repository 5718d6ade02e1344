/// A script's text as its lines: split at each `"\n"` `Character`, as `String.split` does.
///
/// A line feed is a `Character` of its own except right after a carriage return (CR LF is one
/// `Character`, which this split keeps whole, as it always has), so text without a CR LF pair
/// splits the same at every 0x0A byte. That is the common case, and splitting the bytes skips
/// breaking the whole script into grapheme clusters (4 % of loading a long script; issue 17).
enum ScriptLines {
    /// The lines, empty ones kept (`omittingEmptySubsequences: false`), each without a `"\r"`
    /// at its end — what `Interpreter.runScript` runs.
    static func lines(of text: String) -> [String] {
        guard !hasCRLF(text) else {
            return text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0.hasSuffix("\r") ? $0.dropLast() : $0) }
        }
        return text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { bytes in
            // Only the last line can end in a lone CR (any other is followed by LF: no CR LF pair).
            String(Substring(bytes.last == 0x0D ? bytes.dropLast() : bytes))
        }
    }

    /// The non-empty lines (`omittingEmptySubsequences: true`), as they are: what a scan of the
    /// script's command words reads.
    static func nonEmptyLines(of text: String) -> [Substring] {
        guard !hasCRLF(text) else { return text.split(separator: "\n") }
        return text.utf8.split(separator: 0x0A).map { Substring($0) }
    }

    /// True when a CR is directly followed by a LF somewhere in the text.
    static func hasCRLF(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for b in text.utf8 {
            if b == 0x0A && previous == 0x0D { return true }
            previous = b
        }
        return false
    }
}
