import Testing
@testable import Shell

/// `ScriptLines` splits a script at its 0x0A bytes unless it holds a CR LF pair; either way it
/// must give exactly the lines `String.split(separator: "\n")` gives (the reference below is
/// the code `Interpreter.runScript` and `usesUndo` ran before, issue 17).
@Suite struct ScriptLinesTests {
    static func reference(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.hasSuffix("\r") ? $0.dropLast() : $0) }
    }

    /// Every text up to 6 characters over the characters that matter (LF, CR, a combining mark
    /// that may follow either, a letter, a blank, a non-ASCII letter).
    @Test func splitsAsCharactersDo() {
        let alphabet: [String] = ["\n", "\r", "\u{301}", "a", " ", "é"]
        var texts: [String] = [""]
        var checked = 0, withCRLF = 0
        for _ in 0..<6 {
            texts = texts.flatMap { text in alphabet.map { text + $0 } }
            for text in texts {
                if ScriptLines.hasCRLF(text) { withCRLF += 1 }
                #expect(ScriptLines.lines(of: text) == Self.reference(text), "\(text.debugDescription)")
                #expect(ScriptLines.nonEmptyLines(of: text) == text.split(separator: "\n"), "\(text.debugDescription)")
                checked += 1
            }
        }
        #expect(checked == 6 + 36 + 216 + 1296 + 7776 + 46656)
        #expect(withCRLF > 1000)
    }

    @Test func examples() {
        #expect(ScriptLines.lines(of: "a\nb\r") == ["a", "b"])
        #expect(ScriptLines.lines(of: "a\n\nb\n") == ["a", "", "b", ""])
        // A CR LF pair is one Character: the split keeps it (and its line) whole, as it always has.
        #expect(ScriptLines.lines(of: "a\r\nb") == ["a\r\nb"])
        #expect(!ScriptLines.hasCRLF("a\r \nb") && ScriptLines.hasCRLF("a\r\nb"))
    }
}
