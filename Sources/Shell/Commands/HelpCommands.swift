import LayoutModel
import ConstraintSolver
import LayoutSyntax
import LayoutText
/// `help [COMMAND]`.
enum HelpCommand: ShellCommand {
    static let name = "help"
    static let abstract = "List the commands, or explain one"
    static let usage = ["help [COMMAND [WORD…]]"]
    static let discussion = """
        Words after the command (`help add view`, `help po trace`) are the way you would go on
        typing it: help shows that command's whole page, with the usage lines that start with
        those words first.
        """
    static let examples = ["help", "help pin", "help add view"]
    static let arguments: [ArgumentKind] = [.commandName]

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
        let registry = shell.registry
        guard words.words.count >= 2 else {
            var width = 0
            for c in registry.commands { width = max(width, c.name.count) }
            for c in registry.commands {
                shell.print(c.name + String(repeating: " ", count: width - c.name.count + 2) + c.abstract)
            }
            shell.print("")
            shell.print("help COMMAND explains one; apropos WORD finds commands; unique prefixes work (rep = report).")
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
                throw ShellError("'\(c.name)' has no form starting '\(rest)'\n" + lines, range: SourceRange(start: words.words[2].range.start, end: words.words.last!.range.end))
            }
            shell.print(matching.map { "usage: " + $0 }.joined(separator: "\n"))
            shell.print("")
            shell.print(CommandDocs.help(for: c))
        case .ambiguous(let names): throw ShellError("'\(w.text)' could be \(names.joined(separator: ", "))", range: w.range)
        case .unknown(let close):
            var message = "no command '\(w.text)'"
            if let close { message += "; did you mean '\(close)'?" }
            throw ShellError(message, range: w.range)
        }
    }
}

/// `apropos WORD`.
enum AproposCommand: ShellCommand {
    static let name = "apropos"
    static let abstract = "Find the commands whose help mentions a word"
    static let usage = ["apropos WORD"]
    static let examples = ["apropos priority", "apropos conflict"]
    static let arguments: [ArgumentKind] = [.text]

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
        let w = try Arguments.word(words, 1, "a word", for: self)
        try Arguments.noMore(words, after: 2, for: self)
        let found = shell.registry.apropos(w.text)
        guard !found.isEmpty else { throw ShellError("no command mentions '\(w.text)'", range: w.range) }
        var width = 0
        for c in found { width = max(width, c.name.count) }
        for c in found { shell.print(c.name + String(repeating: " ", count: width - c.name.count + 2) + c.abstract) }
    }
}

/// The help text of a command, shared by `help` and docs/commands.md.
public enum CommandDocs {
    public static func help(for c: any ShellCommand.Type) -> String {
        var lines = [c.name + " — " + c.abstract, ""]
        lines += c.usage.map { "usage: " + $0 }
        if !c.aliases.isEmpty { lines.append("aliases: " + c.aliases.joined(separator: ", ")) }
        if !c.discussion.isEmpty { lines += ["", c.discussion] }
        if c.printsJSON { lines += ["", jsonNote] }
        if !c.examples.isEmpty { lines += ["", "examples:"] + c.examples.map { "  " + $0 } }
        return lines.joined(separator: "\n")
    }

    /// What `help` says about `--json` for inspectors.
    static let jsonNote = "--json (anywhere on the line, or `set json on`) prints the result as JSON; docs/json.md gives the schema."

    /// docs/commands.md, generated from the registry (a test fails when the file is stale).
    public static func markdown(_ registry: CommandRegistry = .standard) -> String {
        var out = "# Commands\n\nGenerated from the command registry (`Sources/Shell/Commands`); `help COMMAND` prints the same text.\n"
        out += "Regenerate with `swift run plumb --print-command-docs > docs/commands.md`.\n\n"
        for c in registry.commands { out += "- [`\(c.name)`](#\(c.name)) — \(c.abstract)\n" }
        for c in registry.commands {
            out += "\n## \(c.name)\n\n\(c.abstract).\n\n```\n" + c.usage.joined(separator: "\n") + "\n```\n"
            if !c.aliases.isEmpty { out += "\nAliases: " + c.aliases.map { "`\($0)`" }.joined(separator: ", ") + ".\n" }
            if !c.discussion.isEmpty { out += "\n" + c.discussion + "\n" }
            if c.printsJSON { out += "\n" + jsonNote + "\n" }
            if !c.examples.isEmpty { out += "\nExamples:\n\n```\n" + c.examples.joined(separator: "\n") + "\n```\n" }
        }
        return out
    }
}
