import LayoutModel
import LayoutSyntax

/// `history`.
enum HistoryCommand: ShellCommand {
    static let name = "history"
    static let abstract = "List the commands run in this session"
    static let signature = CommandSignature()

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        try Arguments.noMore(words, after: 1, for: self)
        let width = String(shell.history.count).count
        for (i, line) in shell.history.enumerated() {
            let n = String(i + 1)
            shell.print(String(repeating: " ", count: width - n.count) + n + "  " + line)
        }
    }
}
