/// The `help` overview: one line per command, except pairs of commands that are each other's
/// opposite or companion, which share a line, each line cut at the terminal's width with `…` —
/// so the whole list, with the line under it and the prompt, fits a 40-row, 80-column terminal
/// (issue 12). Each pair's text says what both do; every command keeps its own whole abstract
/// for `help COMMAND`, `apropos` and docs/commands.md.
enum HelpOverview {
    struct Pair {
        let first: String
        let second: String
        let abstract: String
    }

    static let pairs = [
        Pair(first: "activate", second: "deactivate", abstract: "Put a constraint (or group) back in force, or take it out of force"),
        Pair(first: "constant", second: "priority", abstract: "Change the constant or the priority of a constraint or a nametag group"),
        Pair(first: "hug", second: "resist", abstract: "Set a view's content hugging or compression resistance priority on one axis"),
        Pair(first: "safe-area", second: "keyboard", abstract: "Set the root's safe-area insets; show or hide a keyboard"),
        Pair(first: "arrange", second: "unarrange", abstract: "Add views to a stack view's arrangement, or take one out"),
        Pair(first: "stack", second: "hidden", abstract: "Change a stack view's properties; hide or show a view"),
        Pair(first: "undo", second: "redo", abstract: "Undo the last command that changed the layout, or redo it"),
        Pair(first: "set", second: "show", abstract: "Change a setting, or show them all"),
        Pair(first: "load", second: "paste", abstract: "Run the commands of a script file, or paste Swift or Objective-C constraint code"),
        Pair(first: "import", second: "traits", abstract: "Import a console log, an _autolayoutTrace or an IB scene; switch its size classes"),
    ]

    /// The overview's lines, in the registry's order (a pair where its first command stands).
    static func lines(_ registry: CommandRegistry, width: Int) -> [String] {
        let names = Set(registry.commands.map { $0.name })
        let usable = pairs.filter { names.contains($0.first) && names.contains($0.second) }
        let seconds = Set(usable.map { $0.second })
        var rows: [(names: String, abstract: String)] = []
        for c in registry.commands where !seconds.contains(c.name) {
            if let pair = usable.first(where: { $0.first == c.name }) {
                rows.append((pair.first + "/" + pair.second, pair.abstract))
            } else {
                rows.append((c.name, c.abstract))
            }
        }
        // The column fits the single names; a pair's names run past it.
        let column = registry.commands.map { $0.name.count }.max() ?? 0
        return rows.map { row in
            let line = row.names + String(repeating: " ", count: max(2, column - row.names.count + 2)) + row.abstract
            return line.count <= width ? line : String(line.prefix(max(20, width) - 1)) + "…"
        }
    }
}
