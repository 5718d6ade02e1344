import LayoutModel
import LayoutSyntax
/// `priority TARGET VALUE`.
enum PriorityCommand: ShellCommand {
    static let name = "priority"
    static let abstract = "Change the priority of a constraint or a nametag group"
    static let signature = CommandSignature(.parameter(target), .parameter(priority))
    static let target = Parameter("TARGET", .constraintTarget, missing: "a constraint")
    static let priority = Parameter("PRIORITY|required", .priority, missing: "a priority")
    static let discussion = """
        TARGET is a handle (c3), an identifier, a pseudo-address or a nametag (every constraint
        with that nametag). PRIORITY is greater than 0 and at most 1000, to thousandths (999,
        999.5, 999.999), as UIKit's. As in UIKit, an active constraint cannot move between
        required (1000) and optional: deactivate it, change the priority, activate it again.
        """
    static let examples = ["priority c3 999", "priority \"Label Width\" 999", "priority c3 999.5"]
    static let changesLayout = true
    static let reportsMovedViews = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let target = try Arguments.word(words, 1, self.target, for: self)
        let value = try Arguments.priority(try Arguments.word(words, 2, priority, for: self))
        try Arguments.noMore(words, after: 3, for: self)
        let handles = try shell.constraints(target)
        let state = shell.session.state
        let before = handles.map { state[$0].priority.description }
        do { try shell.session.setPriority(handles, value) } catch { throw Diagnostic(error, at: target.range) }
        shell.changed("priority \(EditSummary.handles(handles, in: state)): " + EditSummary.change(before, value.description))
    }
}
