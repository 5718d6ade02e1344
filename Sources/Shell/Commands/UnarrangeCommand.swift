import LayoutModel
import LayoutSyntax
/// `unarrange STACK VIEW`.
enum UnarrangeCommand: ShellCommand {
    static let name = "unarrange"
    static let abstract = "Take a view out of a stack view's arrangement (it stays a subview)"
    static let signature = CommandSignature(.parameter(stack), .parameter(view))
    static let stack = Parameter("STACK", .viewName, missing: "a stack view")
    static let view = Parameter("VIEW", .viewName, missing: "an arranged view")
    static let discussion = """
        UIStackView's removeArrangedSubview: the view leaves the arrangement (and its custom
        spacing goes) but stays a subview of the stack, as in UIKit, with nothing placing it until
        you constrain it or remove it. Removing an arranged view ('remove') unarranges it first.
        """
    static let examples = ["unarrange form email"]
    static let changesLayout = true
    static let reportsMovedViews = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let stackWord = try Arguments.word(words, 1, self.stack, for: self)
        let stack = try shell.view(stackWord)
        let viewWord = try Arguments.word(words, 2, self.view, for: self)
        let view = try shell.view(viewWord)
        try Arguments.noMore(words, after: 3, for: self)
        let before = ArrangeCommand.arranged(stack, shell)
        do { try shell.session.unarrange(view, from: stack) } catch {
            throw Diagnostic(error, at: error.description.contains("is not a stack view") ? stackWord.range : viewWord.range)
        }
        let state = shell.session.state
        shell.changed("unarrange \(state[stack].name): " + EditSummary.change([before], ArrangeCommand.arranged(stack, shell))
            + " (\(state[view].name) stays a subview)")
    }
}
