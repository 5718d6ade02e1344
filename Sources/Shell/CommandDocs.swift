import LayoutModel
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
