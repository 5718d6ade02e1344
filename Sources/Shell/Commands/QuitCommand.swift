import LayoutModel
import LayoutSyntax

/// `quit [status]`.
enum QuitCommand: ShellCommand {
    static let name = "quit"
    static let aliases = ["exit"]
    static let abstract = "Leave plumb (with an exit status)"
    static let signature = CommandSignature(.optional(.word("STATUS", .number)))

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        try Arguments.noMore(words, after: 2, for: self)
        var status: Int32 = 0
        if words.words.count == 2 {
            let n = try Arguments.integer(words.words[1], "an exit status")
            guard (0...255).contains(n) else { throw Diagnostic("an exit status is 0…255, found \(n)", range: words.words[1].range) }
            status = Int32(n)
        }
        shell.quitStatus = status
    }
}
