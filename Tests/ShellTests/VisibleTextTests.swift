import Foundation
import Shell
import Testing

/// What reaches a terminal: control characters from layouts written out, plumb's own colours
/// kept (issue 34: an OSC title change or a clear-screen in a label reached standard output raw).
@Suite struct VisibleTextTests {
    @Test func controlCharactersAreWrittenOut() {
        #expect(VisibleText.filtered("a\u{1B}]0;pwned\u{07}b") == "a<U+001B>]0;pwned<U+0007>b")
        #expect(VisibleText.filtered("x\u{1B}[2Jy") == "x<U+001B>[2Jy")
        #expect(VisibleText.filtered("nul\u{0}cr\r c1\u{9B}del\u{7F}") == "nul<U+0000>cr<U+000D> c1<U+009B>del<U+007F>")
    }

    @Test func linesTabsAndOrdinaryTextStay() {
        let text = "root  (0 0; 320 504)\n\tlabel «Ünïcödé» 名前 ✓\n"
        #expect(VisibleText.filtered(text) == text)
        #expect(VisibleText.filtered("é\u{80}") == "é<U+0080>")
    }

    @Test func plumbsOwnColoursStay() {
        let drawn = "\u{1B}[31m!\u{1B}[0m \u{1B}[34m?\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m"
        #expect(VisibleText.filtered(drawn) == drawn)
        // Anything else after an escape is written out, even when it starts like a colour.
        #expect(VisibleText.filtered("\u{1B}[38;5;196m") == "<U+001B>[38;5;196m")
    }

    /// The real binary: a label whose log text escapes an ESC (`\U001b`, which the log reader
    /// decodes, as NSLog wrote it) reaches standard output written out.
    @Test func aLabelFromALogReachesStandardOutputWrittenOut() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-visible-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let log = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600001 UILabel:0x7f01'a\\U001b]0;pwned\\U0007b'.width == 100   (active)>",
                "<NSLayoutConstraint:0x600002 UILabel:0x7f01'a\\U001b]0;pwned\\U0007b'.width == 200   (active)>"
            )

            """
        try log.write(to: dir.appendingPathComponent("title.log"), atomically: true, encoding: .utf8)
        let r = try ScriptEchoTests.plumb(["-c", "import log title.log", "-c", "report c1"], in: dir)
        #expect(!r.out.unicodeScalars.contains("\u{1B}"))
        #expect(!r.err.unicodeScalars.contains("\u{1B}"))
        #expect(r.out.contains("<U+001B>]0;pwned<U+0007>"), "\(r.out)")
    }
}
