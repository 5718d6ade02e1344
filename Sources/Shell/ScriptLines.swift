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
        text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(Substring(withoutCarriageReturn($0))) }
    }

    /// The non-empty lines, each without the `"\r"` at its end: what a scan of the script's
    /// command words reads.
    static func nonEmptyLines(of text: String) -> [Substring] {
        text.utf8.split(separator: 0x0A).map { Substring(withoutCarriageReturn($0)) }.filter { !$0.isEmpty }
    }

    private static func withoutCarriageReturn(_ line: Substring.UTF8View) -> Substring.UTF8View {
        line.last == 0x0D ? line.dropLast() : line
    }
}
