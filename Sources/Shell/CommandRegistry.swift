import LayoutModel
/// Every command the shell knows, in the order `help` lists them. Lookup takes the exact name,
/// an alias, or a unique prefix; anything else gets "did you mean".
public struct CommandRegistry {
    public let commands: [any ShellCommand.Type]
    /// Each exact name and alias → the first command that has it: a script's lines name their
    /// commands in full, and looking them up must not walk every command's names (a 50,000-line
    /// load looked up each line's name in arrays built anew for every command).
    private let exact: [String: Int]

    public init(_ commands: [any ShellCommand.Type]) {
        self.commands = commands
        var exact: [String: Int] = [:]
        for (i, c) in commands.enumerated() {
            for name in Self.names(of: c) where exact[name] == nil { exact[name] = i }
        }
        self.exact = exact
    }

    public enum Lookup {
        case found(any ShellCommand.Type)
        case ambiguous([String])
        case unknown(suggestion: String?)
    }

    /// Every name and alias of a command.
    static func names(of c: any ShellCommand.Type) -> [String] {
        var names = [c.name]
        names.append(contentsOf: c.aliases)
        return names
    }

    public func lookup(_ word: String) -> Lookup {
        if let i = exact[word] { return .found(commands[i]) }
        var matches: [any ShellCommand.Type] = []
        for c in commands where Self.names(of: c).contains(where: { $0.hasPrefix(word) }) { matches.append(c) }
        if matches.count == 1 { return .found(matches[0]) }
        if matches.count > 1 {
            var names: [String] = []
            for c in matches { names.append(c.name) }
            return .ambiguous(names)
        }
        var all: [String] = []
        for c in commands { all.append(contentsOf: Self.names(of: c)) }
        return .unknown(suggestion: suggestion(for: word, among: all))
    }

    /// Commands whose name, abstract, usage or discussion mention `word` (case-insensitive).
    public func apropos(_ word: String) -> [any ShellCommand.Type] {
        let w = word.lowercased()
        var found: [any ShellCommand.Type] = []
        for c in commands {
            var texts = Self.names(of: c)
            texts.append(c.abstract)
            texts.append(c.discussion)
            texts.append(contentsOf: c.usage)
            if texts.contains(where: { $0.lowercased().contains(w) }) { found.append(c) }
        }
        return found
    }

    /// The registry of the shell.
    public static var standard: CommandRegistry { CommandRegistry(standardCommands) }
}
