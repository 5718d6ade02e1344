import Testing
@testable import Shell
import ShellTestSupport

/// `ScriptLines` splits a script at its 0x0A bytes and drops a line's final CR; the reference
/// below does the same over Unicode scalars (where a CR LF pair is two scalars, not one
/// `Character`), so the byte split must agree with it on every short text (issue 17), and the
/// examples pin what a CR LF script gives (it once ran as one line).
@Suite struct ScriptLinesTests {
    static func reference(_ text: String) -> [String] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { scalars in
            var line = String.UnicodeScalarView(scalars)
            if line.last == "\r" { line.removeLast() }
            return String(line)
        }
    }

    /// The non-empty lines as `ScriptLines.lineRanges` finds them (what `usesUndo` reads).
    static func nonEmptyLines(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        return ScriptLines.lineRanges(of: bytes).filter { !$0.isEmpty }.map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// Every text up to 6 characters over the characters that matter (LF, CR, a combining mark
    /// that may follow either, a letter, a blank, a non-ASCII letter).
    @Test func splitsAsScalarsDo() {
        let alphabet: [String] = ["\n", "\r", "\u{301}", "a", " ", "é"]
        var texts: [String] = [""]
        var checked = 0, withCRLF = 0
        for _ in 0..<6 {
            texts = texts.flatMap { text in alphabet.map { text + $0 } }
            for text in texts {
                if text.utf8.contains(0x0D) && text.contains("\r\n") { withCRLF += 1 }
                #expect(ScriptLines.lines(of: text) == Self.reference(text), "\(text.debugDescription)")
                #expect(Self.nonEmptyLines(text) == Self.reference(text).filter { !$0.isEmpty }, "\(text.debugDescription)")
                checked += 1
            }
        }
        #expect(checked == 6 + 36 + 216 + 1296 + 7776 + 46656)
        #expect(withCRLF > 1000)
    }

    @Test func examples() {
        #expect(ScriptLines.lines(of: "a\nb\r") == ["a", "b"])
        #expect(ScriptLines.lines(of: "a\n\nb\n") == ["a", "", "b", ""])
        #expect(ScriptLines.lines(of: "a\r\nb\r\n") == ["a", "b", ""])
        // Only the CR of the line end goes; one before it is the line's own.
        #expect(ScriptLines.lines(of: "a\r\r\nb") == ["a\r", "b"])
        #expect(Self.nonEmptyLines("a\r\n\r\nb") == ["a", "b"])
    }

    /// A script saved with CR LF line ends runs line by line (it once ran as one line and failed).
    @Test func crlfScriptRunsLineByLine() {
        let run = runShell("root 100x80\r\nadd view v\r\nadd v.width == 40\r\nframes\r\n")
        let unix = runShell("root 100x80\nadd view v\nadd v.width == 40\nframes\n")
        #expect(run.ok && run.err.isEmpty, "\(run.err)")
        #expect(run.out == unix.out && run.out.contains("v"))
    }
}
