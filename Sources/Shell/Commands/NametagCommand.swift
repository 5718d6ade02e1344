import LayoutModel
import LayoutSyntax
/// `nametag TARGET NAME`.
enum NametagCommand: ShellCommand {
    static let name = "nametag"
    static let abstract = "Name a view or a constraint (constraints sharing a nametag form a group)"
    static let signature = CommandSignature([
        CommandForm(.parameter(target), .parameter(tag)),
        CommandForm(.word("VIEW|CONSTRAINT", .itemOrConstraint), .literal("none")),
    ])
    static let target = Parameter("VIEW|ADDRESS|CONSTRAINT", .itemOrConstraint, missing: "a view or a constraint")
    static let tag = Parameter("NAME", .text, missing: "the nametag")
    static let discussion = """
        A view's nametag replaces its class in the book's descriptions (<NameLabel:0x7a8724b0>).
        Constraints with the same nametag act as a group for constant, priority, activate,
        deactivate and remove (the book's "Position Constraint"). A view's nametag may not be
        another view's name (root included): commands take nametags where names go.
        """
    static let examples = ["nametag label NameLabel", "nametag 0x7a8724b0 NameLabel", "nametag c3 \"Position Constraint\""]
    static let changesLayout = true
    /// Everything is resolved before the one change (a failed nametag changes nothing).
    static func failsAtomically(_ words: CommandWords) -> Bool { true }
    /// Held in a long run of a script (`HeldRun`): a nametag is read by the printed logs, never by the solver.
    static func isHeld(_ words: CommandWords) -> Bool { true }
    static let canBeHeld = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let target = try Arguments.word(words, 1, self.target, for: self)
        let tagWord = try Arguments.word(words, 2, self.tag, for: self)
        try Arguments.noMore(words, after: 3, for: self)
        let tag: String? = (tagWord.text == "none" && !tagWord.isQuoted) ? nil : tagWord.text
        if let tag, tag.isEmpty { throw Diagnostic("a nametag cannot be empty", range: tagWord.range) }
        let shown = { (tag: String?) in tag.map { $0.contains(" ") ? "\"\($0)\"" : $0 } ?? "none" }
        if let item = shell.session.resolve(ShellContext.reference(target.text)), case .view(let v) = item {
            if let tag, let other = shell.session.state.view(named: tag), other != v {
                throw Diagnostic("'\(tag)' is the name of another view: a nametag that hides it would make '\(tag)' ambiguous", range: tagWord.range)
            }
            let before = shell.session.state[v].nametag
            try? shell.session.setNametag(view: v, tag)
            shell.changed("nametag \(shell.session.state[v].name): " + EditSummary.change([shown(before)], shown(tag)), canMove: false)
            return
        }
        let handles = try shell.constraintsOrViewError(target)
        let state = shell.session.state
        let before = handles.map { shown(state[$0].nametag) }
        for h in handles { try? shell.session.setNametag(constraint: h, tag) }
        shell.changed("nametag \(EditSummary.handles(handles, in: state)): " + EditSummary.change(before, shown(tag)), canMove: false)
    }
}
