import LayoutModel
import LayoutSyntax

/// `show`: the settings.
enum ShowCommand: ShellCommand {
    static let name = "show"
    static let abstract = "Show the settings"
    static let signature = CommandSignature()
    static let examples = ["show"]

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        try Arguments.noMore(words, after: 1, for: self)
        let s = shell.settings, layout = shell.session.state.settings
        func onOff(_ b: Bool) -> String { b ? "on" : "off" }
        shell.print(lines: [
            // Echo as it is where `show` runs: typed, on unless set off; in a script, off unless set on.
            "echo            \(onOff(s.echo ?? shell.lineIsTyped))",
            "bail            \(onOff(s.bail))",
            "color           \(onOff(s.color))",
            "json            \(onOff(s.json))",
            "rtl             \(onOff(layout.rightToLeft))",
            "double-strings  \(onOff(layout.doubleStrings))",
            "text-scale      \(readable(layout.textScale))",
            "scroll-guides   \(onOff(layout.scrollGuides))",
            "log-style       \(s.logStyle.rawValue)",
            "alignment-rects \(onOff(s.alignmentRects))",
            "root            " + RootCommand.shown(shell.session.state.rootSize, shell.session.state.rootSizePriority),
        ])
    }
}
