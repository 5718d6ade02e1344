import LayoutModel
import LayoutSyntax
/// `root 320x504`, `root 480x270 @500`: resize the root view (and set the priority holding it).
enum RootCommand: ShellCommand {
    static let name = "root"
    static let abstract = "Show or resize the root view"
    static let signature = CommandSignature(.optional([.word("WIDTHxHEIGHT", .number), .optional([.word("@PRIORITY", .number)])]))
    static let discussion = """
        The root is a window-like view (320x504 unless resized) whose size UIKit-style required
        constraints hold ('UIView-Encapsulated-Layout-Width' and '-Height'), so it takes part in
        conflicts like any constraint. @PRIORITY holds it less firmly, as AppKit holds a
        window's content at 500 (windowSizeStayPut): constraints above it resize the root.
        Without a size, prints the current one.
        """
    static let examples = ["root 320x504", "root 768x1024", "root 480x270 @500"]
    static let changesLayout = true
    static let reportsMovedViews = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        try Arguments.noMore(words, after: 3, for: self)
        guard words.words.count >= 2 else {
            shell.print("root " + shown(shell.session.state.rootSize, shell.session.state.rootSizePriority))
            return
        }
        let size = try Arguments.size(words.words[1])
        var priority: LayoutPriority? = nil
        if words.words.count == 3 {
            let w = words.words[2]
            guard w.text.hasPrefix("@") else {
                throw Diagnostic("expected @PRIORITY after the size (as in 'root 480x270 @500'), found '\(w.text)'", range: w.range)
            }
            var bare = w
            bare.text.removeFirst()
            bare.range = SourceRange(start: bare.range.start + 1, end: bare.range.end)
            priority = try Arguments.priority(bare)
        }
        let before = (shell.session.state.rootSize, shell.session.state.rootSizePriority)
        do { try shell.session.resizeRoot(size, priority: priority) } catch { throw Diagnostic(error, at: words.words[1].range) }
        shell.changed("root: \(shown(before.0, before.1)) → \(shown(size, priority ?? before.1))")
    }

    /// `320x504`, or `480x270 @500` when the size is held below required.
    static func shown(_ size: Size, _ priority: LayoutPriority) -> String {
        "\(readable(size.width))x\(readable(size.height))" + (priority == .required ? "" : " @\(priority)")
    }
}
