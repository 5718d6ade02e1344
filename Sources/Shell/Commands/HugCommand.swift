import LayoutModel
import LayoutSyntax
/// `hug VIEW H|V PRIORITY`.
enum HugCommand: ShellCommand {
    static let name = "hug"
    static let abstract = "Set a view's content hugging priority on one axis"
    static let signature = ContentPriority.signature
    static let discussion = "Hugging is the priority of 'no bigger than the intrinsic size' (default 250); like UIKit's Float priorities it may have a fraction (250.5)."
    static let examples = ["hug img H 50"]
    static let changesLayout = true
    static let reportsMovedViews = true
    static func failsAtomically(_ words: CommandWords) -> Bool { true }

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let (view, axis, p) = try ContentPriority.read(words, shell, for: self)
        let before = shell.session.state[view].hugging[axis]
        do { try shell.session.setHugging(view, axis, p) } catch { throw Diagnostic(error) }
        shell.changed(ContentPriority.change(name, view, axis, before, p, shell))
    }
}
