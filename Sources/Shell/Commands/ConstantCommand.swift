import LayoutModel
import LayoutSyntax
/// `constant TARGET VALUE`.
enum ConstantCommand: ShellCommand {
    static let name = "constant"
    static let abstract = "Change the constant of a constraint or a nametag group"
    static let signature = CommandSignature(.parameter(target), .parameter(value))
    static let target = Parameter("TARGET", .constraintTarget, missing: "a constraint")
    static let value = Parameter("VALUE", .number, missing: "a constant")
    static let discussion = "Every constraint the target names gets the new constant (the book's \"Position Constraint\" group moves together)."
    static let examples = ["constant c3 40", "constant \"Position Constraint\" 40"]
    static let changesLayout = true
    static let reportsMovedViews = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let target = try Arguments.word(words, 1, self.target, for: self)
        let value = try Arguments.number(try Arguments.word(words, 2, self.value, for: self), "a constant")
        try Arguments.noMore(words, after: 3, for: self)
        let handles = try shell.constraints(target)
        let state = shell.session.state
        let before = handles.map { readable(state[$0].constant) }
        do { try shell.session.setConstant(handles, value) } catch { throw Diagnostic(error, at: target.range) }
        shell.changed("constant \(EditSummary.handles(handles, in: state)): " + EditSummary.change(before, readable(value)))
    }
}
