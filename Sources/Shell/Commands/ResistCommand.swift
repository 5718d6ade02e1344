import LayoutModel
import LayoutSyntax
/// `resist VIEW H|V PRIORITY`.
enum ResistCommand: ShellCommand {
    static let name = "resist"
    static let abstract = "Set a view's compression resistance priority on one axis"
    static let signature = ContentPriority.signature
    static let discussion = "Resistance is the priority of 'no smaller than the intrinsic size' (default 750); like UIKit's Float priorities it may have a fraction (749.5)."
    static let examples = ["resist img V 500"]
    static let changesLayout = true
    static let reportsMovedViews = true
    static func failsAtomically(_ words: CommandWords) -> Bool { true }

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let (view, axis, p) = try ContentPriority.read(words, shell, for: self)
        let before = shell.session.state[view].resistance[axis]
        do { try shell.session.setResistance(view, axis, p) } catch { throw Diagnostic(error) }
        shell.changed(ContentPriority.change(name, view, axis, before, p, shell))
    }
}
