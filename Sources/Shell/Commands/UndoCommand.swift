import LayoutModel
import LayoutSyntax

/// `undo`.
enum UndoCommand: ShellCommand {
    static let name = "undo"
    static let abstract = "Undo the last command that changed the layout"
    static let signature = CommandSignature()

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        try Arguments.noMore(words, after: 1, for: self)
        guard let (session, command) = shell.undoStack.popLast() else { throw Diagnostic("nothing to undo") }
        shell.redoStack.append((shell.session.copy(), command))
        shell.session.restore(from: session)
        shell.print("undid: \(command)")
    }
}
