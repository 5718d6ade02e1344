import LayoutModel
import LayoutSyntax
import LayoutText

/// `refs VIEW`: the book's referencingConstraints, across the whole hierarchy.
enum RefsCommand: ShellCommand {
    static let name = "refs"
    static let abstract = "Every constraint that mentions a view, and where each is installed"
    static let signature = CommandSignature(.parameter(item), .optional([.literal("--all")]))
    static let item = Parameter("VIEW|GUIDE", .itemName, missing: "a view")
    static let discussion = """
        The book's referencingConstraints (Rule 6): constraints that mention the view live on the
        view itself or on any ancestor — position constraints always on an ancestor. Each line
        gives the handle, the constraint, its class when it is not an NSLayoutConstraint, its
        state, and the view it is installed on. Like the book's Listing 5-4 it lists the
        constraints views hold; the engine's content-size constraints (NSContentSizeLayoutConstraint,
        from hugging and compression resistance) are listed too with --all.
        """
    static let examples = ["refs V0", "refs label --all", "refs V0 --json"]
    static let printsJSON = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let item = try shell.item(try Arguments.word(words, 1, self.item, for: self))
        var all = false
        if words.words.count > 2 {
            guard words.words[2].text == "--all" else { throw usageError("unexpected '\(words.words[2].text)'", range: words.words[2].range) }
            all = true
        }
        try Arguments.noMore(words, after: 3, for: self)
        let state = shell.session.state
        let refs = state.referencingConstraints(item).filter { all || $0.kind != .contentSize }
        if shell.wantsJSON {
            shell.print(json: .object([
                ("command", .string(name)), ("item", .string(state.name(of: item))),
                ("constraints", .array(refs.map { shell.session.json($0, style: shell.settings.logStyle) })),
            ]))
            return
        }
        guard !refs.isEmpty else {
            shell.print("no constraint mentions \(state.name(of: item))")
            return
        }
        let width = refs.map(\.handleName.count).max() ?? 2
        for c in refs {
            var line = c.handleName.padding(width) + "  " + state.bookDescription(of: c)
            if c.kind.className != "NSLayoutConstraint" { line += " (\(c.kind.className))" }
            if !c.isActive { line += " [inactive]" } else if c.isBroken { line += " [broken]" }
            if let v = state.installationView(of: c) { line += "   installed on \(state[v].name)" }
            shell.print(line)
        }
    }
}
