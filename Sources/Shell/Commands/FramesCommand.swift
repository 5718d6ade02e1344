import LayoutModel
import LayoutSyntax
import LayoutText
/// `frames`: every view's frame.
enum FramesCommand: ShellCommand {
    static let name = "frames"
    static let abstract = "List every view's frame (superview coordinates), depth first"
    static let signature = CommandSignature(.optional(.word("VIEW", .viewName)))
    static let discussion = "Indented by depth; views whose layout is ambiguous are marked, as are views that translate their autoresizing mask and hidden views ([hidden]); a scroll view shows its content size ([contentSize WxH], or why a dimension is not determined)."
    static let examples = ["frames", "frames card", "frames --json"]
    static let printsJSON = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        try Arguments.noMore(words, after: 2, for: self)
        let top = words.words.count > 1 ? try shell.view(words.words[1]) : shell.session.state.root
        let state = shell.session.state
        let base = state.ancestors(of: top).count
        if shell.wantsJSON {
            let views = state.descendants(of: top).map { v in
                shell.session.json(view: v).appending("depth", .int(state.ancestors(of: v).count - base))
            }
            shell.print(json: .object([("command", .string(name)), ("views", .array(views))]))
            return
        }
        for v in state.descendants(of: top) {
            let depth = state.ancestors(of: v).count - base
            var line = String(repeating: "  ", count: depth) + state[v].name + "  "
                + shell.session.frame(of: v).readableDescription
            if state[v].translatesAutoresizingMask { line += " [Autosizes]" }
            if let s = state.detachingStack(of: v) {
                line += " [detached from \(state[s].name)]"
            } else {
                let free = shell.session.ambiguousAttributes(of: .view(v))
                if !free.isEmpty { line += " [ambiguous: " + free.joined(separator: ", ") + "]" }
            }
            if let content = shell.session.contentSize(of: v) {
                line += " [contentSize \(readable(content.size.width))x\(readable(content.size.height))"
                line += (content.sentences.isEmpty ? "" : ": " + content.sentences.joined(separator: "; ")) + "]"
            }
            if state[v].isHidden { line += " [hidden]" }
            shell.print(line)
        }
    }
}
