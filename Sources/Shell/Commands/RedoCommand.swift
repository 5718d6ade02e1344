import LayoutModel
import LayoutSyntax

/// `redo`.
enum RedoCommand: ShellCommand {
    static let name = "redo"
    static let abstract = "Redo the last undone command"
    static let signature = CommandSignature()

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        try Arguments.noMore(words, after: 1, for: self)
        guard let (session, command) = shell.redoStack.popLast() else { throw Diagnostic("nothing to redo") }
        shell.undoStack.append((shell.session.copy(), command))
        shell.session.restore(from: session)
        shell.print("redid: \(command)")
    }
}
