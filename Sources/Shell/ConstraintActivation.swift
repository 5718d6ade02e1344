import LayoutModel
import LayoutSyntax
/// What `activate TARGET` and `deactivate TARGET` share: the target, and putting it in or out of force.
enum ConstraintActivation {
    static let target = Parameter("TARGET", .constraintTarget, missing: "a constraint")

    static func set<C: ShellCommand>(_ words: CommandWords, _ shell: ShellContext, _ on: Bool, for c: C.Type) throws(Diagnostic) {
        let target = try Arguments.word(words, 1, self.target, for: c)
        try Arguments.noMore(words, after: 2, for: c)
        let handles = try shell.constraints(target)
        let state = shell.session.state
        let before = handles.map { EditSummary.activity(state[$0]) }
        do { try shell.session.setActive(handles, on) } catch { throw Diagnostic(error, at: target.range) }
        let after = handles.map { EditSummary.activity(shell.session.state[$0]) }
        shell.changed("\(c.name) \(EditSummary.handles(handles, in: state)): " + EditSummary.change(before, after.allSatisfy { $0 == after[0] } ? after[0] : "active"))
    }
}
