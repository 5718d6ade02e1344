import LayoutModel
import LayoutSyntax

/// `apropos WORD`.
enum AproposCommand: ShellCommand {
    static let name = "apropos"
    static let abstract = "Find the commands whose help mentions a word"
    static let signature = CommandSignature(.parameter(word))
    static let word = Parameter("WORD", .text, missing: "a word")
    static let examples = ["apropos priority", "apropos conflict"]

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let w = try Arguments.word(words, 1, word, for: self)
        try Arguments.noMore(words, after: 2, for: self)
        let found = shell.registry.apropos(w.text)
        guard !found.isEmpty else { throw Diagnostic("no command mentions '\(w.text)'", range: w.range) }
        var width = 0
        for c in found { width = max(width, c.name.count) }
        for c in found { shell.print(c.name + String(repeating: " ", count: width - c.name.count + 2) + c.abstract) }
    }
}
