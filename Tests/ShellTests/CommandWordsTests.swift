import Testing
@testable import Shell

/// `CommandWords` splits an ASCII line on its bytes and any other line on its `Character`s
/// (issue 17: splitting every line of a 50,000-line script into `Character`s was a tenth of
/// loading it). Both paths must give the same words, columns and raw rest.
@Suite struct CommandWordsTests {
    /// Lines made of the characters that matter to the splitter, in every order up to a length:
    /// the byte path's words must equal the `Character` path's (`CommandWords.split`).
    @Test func theBytePathSplitsAsTheCharacterPathDoes() throws {
        let alphabet: [Character] = ["a", " ", "\t", "\"", "\\", "#", "\r", "."]
        var checked = 0
        var lines: [String] = [""]
        for _ in 0..<5 {
            lines = lines.flatMap { line in alphabet.map { line + String($0) } }
            for line in lines {
                let reference = CommandWords.split(Array(line))
                if let open = reference.openQuote {
                    #expect(throws: (any Error).self) { try CommandWords(line) }
                    _ = open
                } else {
                    let words = try CommandWords(line)
                    #expect(words.words == reference.words, "\(line.debugDescription)")
                }
                checked += 1
            }
        }
        #expect(checked >= 37_000)
    }

    @Test(arguments: [
        // (line, index, rest, column): the raw argument after word `index`, as `add` and `pin` read it.
        ("add a.width == 10", 1, "a.width == 10", 5),
        ("add a.width == 10   ", 1, "a.width == 10", 5),
        ("add a.width == 10 \t# wide", 1, "a.width == 10", 5),
        ("add a.width == 10 id \"c # 1\" # note", 1, "a.width == 10 id \"c # 1\"", 5),
        ("pin H:|-[a]-|\r", 1, "H:|-[a]-|", 5),
        ("add c#3", 1, "c#3", 5),
        ("add", 1, "", 4),
        ("add   b.é == 1 # ü", 1, "b.é == 1", 7),
        ("add \"é\" x # y", 2, "x", 9),
    ])
    func theRestOfTheLine(_ line: String, _ index: Int, _ rest: String, _ column: Int) throws {
        let words = try CommandWords(line)
        #expect(words.rest(from: index) == (rest, column))
    }
}
