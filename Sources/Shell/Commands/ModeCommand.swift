import LayoutModel
import LayoutSyntax
/// `mode VIEW MODE`.
enum ModeCommand: ShellCommand {
    static let name = "mode"
    static let abstract = "Set a view's content mode (shown in reports; layout ignores it)"
    static let signature = CommandSignature(.parameter(view), .parameter(mode))
    static let view = Parameter("VIEW", .viewName, missing: "a view")
    static let mode = Parameter.oneOf(modeNames, missing: "a content mode")
    /// The modes as typed: "Scale Aspect Fill" is `scale-aspect-fill`.
    static let modeNames = ContentMode.allCases.map { $0.rawValue.replacingSpaces() }
    static let examples = ["mode img center", "mode img scale-aspect-fill"]
    static let changesLayout = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let view = try shell.view(try Arguments.word(words, 1, self.view, for: self))
        let w = try Arguments.word(words, 2, mode, for: self)
        try Arguments.noMore(words, after: 3, for: self)
        let names = modeNames
        guard let i = names.firstIndex(where: { $0 == w.text.lowercased() }) else {
            var message = "unknown content mode '\(w.text)'"
            if let s = suggestion(for: w.text, among: names) { message += "; did you mean '\(s)'?" }
            throw Diagnostic(message + " (one of: \(names.joined(separator: ", ")))", range: w.range)
        }
        let before = shell.session.state[view].contentMode.rawValue.replacingSpaces()
        try? shell.session.setContentMode(view, ContentMode.allCases[i])
        shell.changed("mode \(shell.session.state[view].name): " + EditSummary.change([before], names[i]), canMove: false)
    }
}
