import LayoutModel
import LayoutSyntax
/// `root 320x504`: resize the root view.
enum RootCommand: ShellCommand {
    static let name = "root"
    static let abstract = "Show or resize the root view"
    static let signature = CommandSignature(.optional(.word("WIDTHxHEIGHT", .number)))
    static let discussion = """
        The root is a window-like view (320x504 unless resized) whose size UIKit-style required
        constraints hold ('UIView-Encapsulated-Layout-Width' and '-Height'), so it takes part in
        conflicts like any constraint. Without a size, prints the current one.
        """
    static let examples = ["root 320x504", "root 768x1024"]
    static let changesLayout = true
    static let reportsMovedViews = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        try Arguments.noMore(words, after: 2, for: self)
        guard words.words.count == 2 else {
            let s = shell.session.state.rootSize
            shell.print("root \(readable(s.width))x\(readable(s.height))")
            return
        }
        let size = try Arguments.size(words.words[1])
        let before = shell.session.state.rootSize
        do { try shell.session.resizeRoot(size) } catch { throw Diagnostic(error, at: words.words[1].range) }
        shell.changed("root: \(readable(before.width))x\(readable(before.height)) → \(readable(size.width))x\(readable(size.height))")
    }
}
