import LayoutModel
import LayoutSyntax
/// `margins VIEW T L B R` (or one value for all).
enum MarginsCommand: ShellCommand {
    static let name = "margins"
    static let abstract = "Set a view's layout margins"
    static let signature = CommandSignature(
        InsetsArguments.forms.map { CommandForm([.parameter(view)] + $0.parts) }
    )
    static let view = Parameter("VIEW", .viewName, missing: "a view")
    static let examples = ["margins root 16", "margins card 8 12 8 12"]
    static let changesLayout = true
    static let reportsMovedViews = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let viewWord = try Arguments.word(words, 1, self.view, for: self)
        let view = try shell.view(viewWord)
        let insets = try InsetsArguments.read(words, from: 2, for: self)
        let before = shell.session.state[view].layoutMargins
        do { try shell.session.setLayoutMargins(view, insets) } catch { throw Diagnostic(error, at: viewWord.range) }
        let shown = { (i: EdgeInsets) in [i.top, i.left, i.bottom, i.right].map(readable).joined(separator: " ") }
        shell.changed("margins \(shell.session.state[view].name): " + EditSummary.change([shown(before)], shown(insets)))
    }
}
