import LayoutModel
import LayoutSyntax
/// `remove TARGET` / `remove view NAME`.
enum RemoveCommand: ShellCommand {
    static let name = "remove"
    static let abstract = "Remove a constraint (or a group), or a view with everything that mentions it"
    static let signature = CommandSignature([
        CommandForm(.word("TARGET", .constraintTarget)),
        CommandForm(.literal("view"), .parameter(view)),
    ])
    static let view = Parameter("NAME", .viewName, missing: "the view's name")
    static let discussion = "Removing a view removes its subviews and every constraint that mentions any of them, as removeFromSuperview does. System constraints cannot be removed: change their view instead."
    static let examples = ["remove c3", "remove view badge"]
    static let changesLayout = true
    static let reportsMovedViews = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let target = try Arguments.word(words, 1, "a constraint or 'view NAME'", for: self)
        if target.text == "view" && !target.isQuoted {
            let nameWord = try Arguments.word(words, 2, view, for: self)
            try Arguments.noMore(words, after: 3, for: self)
            let v = try shell.view(nameWord)
            if v == shell.session.state.root {
                throw Diagnostic("the root view cannot be removed (remove its subviews instead)", range: nameWord.range)
            }
            let name = shell.session.state[v].name
            do { try shell.session.removeView(v) } catch { throw Diagnostic(error, at: nameWord.range) }
            shell.changed("removed view \(name)")
            return
        }
        try Arguments.noMore(words, after: 2, for: self)
        let handles = try shell.constraints(target)
        let state = shell.session.state
        defer { shell.changed("removed \(EditSummary.handles(handles, in: state))") }
        for h in handles {
            do { try shell.session.removeConstraint(h) } catch { throw Diagnostic(error, at: target.range) }
        }
    }
}
