import LayoutModel
import LayoutSyntax
/// `help [COMMAND]`.
enum HelpCommand: ShellCommand {
    static let name = "help"
    static let abstract = "List the commands, or explain one"
    static let signature = CommandSignature(.optional(.word("COMMAND", .commandName), .optional(.repeated(.word("WORD", .text)))))
    static let discussion = """
        Words after the command (`help add view`, `help po trace`) are the way you would go on
        typing it: help shows that command's whole page, with the usage lines that start with
        those words first.
        """
    static let examples = ["help", "help pin", "help add view"]

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let registry = shell.registry
        guard words.words.count >= 2 else {
            shell.print(lines: HelpOverview.lines(registry, width: shell.settings.terminalWidth))
            shell.print("")
            shell.print("help COMMAND for one; apropos WORD finds commands; prefixes work (rep = report)")
            return
        }
        let w = words.words[1]
        switch registry.lookup(w.text) {
        case .found(let c):
            let rest = words.words.dropFirst(2).map(\.text).joined(separator: " ")
            guard !rest.isEmpty else {
                shell.print(CommandDocs.help(for: c))
                return
            }
            let matching = c.usage.filter { usage in
                let afterName = usage.split(separator: " ").dropFirst().joined(separator: " ")
                return afterName.hasPrefix(rest)
            }
            guard !matching.isEmpty else {
                let lines = c.usage.map { "usage: " + $0 }.joined(separator: "\n")
                throw Diagnostic("'\(c.name)' has no form starting '\(rest)'\n" + lines, range: SourceRange(start: words.words[2].range.start, end: words.words.last!.range.end))
            }
            shell.print(matching.map { "usage: " + $0 }.joined(separator: "\n"))
            shell.print("")
            shell.print(CommandDocs.help(for: c))
        case .ambiguous(let names): throw Diagnostic("'\(w.text)' could be \(names.joined(separator: ", "))", range: w.range)
        case .unknown(let close):
            var message = "no command '\(w.text)'"
            if let close { message += "; did you mean '\(close)'?" }
            throw Diagnostic(message, range: w.range)
        }
    }
}
