import LayoutModel
import LayoutSyntax
/// `intrinsic VIEW WxH|none`.
enum IntrinsicCommand: ShellCommand {
    static let name = "intrinsic"
    static let abstract = "Set or clear a view's intrinsic content size"
    static let signature = CommandSignature([
        CommandForm(.parameter(view), .parameter(size)),
        CommandForm(.parameter(view), .literal("none")),
    ])
    static let view = Parameter("VIEW", .viewName, missing: "a view")
    static let size = Parameter("WIDTHxHEIGHT", .number, missing: "a size or none")
    static let discussion = "-1 on an axis means no intrinsic size on that axis; 'none' goes back to the size from the view's text (or {-1, -1})."
    static let examples = ["intrinsic img 64x64", "intrinsic spacer -1x20", "intrinsic img none"]
    static let changesLayout = true
    static let reportsMovedViews = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let view = try shell.view(try Arguments.word(words, 1, self.view, for: self))
        let w = try Arguments.word(words, 2, self.size, for: self)
        try Arguments.noMore(words, after: 3, for: self)
        let size: Size? = w.text == "none" ? nil : try Arguments.size(w)
        let shown = { (s: Size) in s == .none ? "none" : "\(readable(s.width))x\(readable(s.height))" }
        let before = shell.session.state.intrinsicSize(of: view)
        do { try shell.session.setIntrinsicSize(view, size) } catch { throw Diagnostic(error, at: w.range) }
        shell.changed("intrinsic \(shell.session.state[view].name): " + EditSummary.change([shown(before)], shown(shell.session.state.intrinsicSize(of: view))))
    }
}
