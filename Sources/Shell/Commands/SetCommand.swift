import LayoutModel
import LayoutSyntax
import LayoutText
import Inspector

/// `set NAME VALUE`.
enum SetCommand: ShellCommand {
    static let name = "set"
    static let abstract = "Change a setting (show lists them)"
    static let signature = CommandSignature([
        CommandForm(.oneOf(settingNames.filter { $0 != "text-scale" && $0 != "log-style" }), .oneOf(["on", "off"])),
        CommandForm(.literal("text-scale"), .word("FACTOR", .number)),
        CommandForm(.literal("log-style"), .oneOf(LogStyle.allCases.map(\.rawValue))),
    ])
    static let discussion = """
        echo: building commands print what they made (add's handle and description) and editing
        commands what they changed; on by default at the prompt, off in scripts (a file, standard
        input, -c, load), where on also prints each line before running it; conflict logs and
        what inspectors print show either way. bail stops a script at its first error;
        color uses ANSI colours; json makes every command print JSON (errors too, on standard
        error; docs/json.md) and drops the echoed lines. rtl lays out right-to-left
        (leading and trailing swap), double-strings doubles every text (NSDoubleLocalizedStrings),
        text-scale multiplies font sizes (Dynamic Type): each re-solves at once and reports
        what changed: conflicts that appear or go, and every view that moves (old → new frame).
        scroll-guides (on by default: iOS 11+) gives each UIScrollView its contentLayoutGuide and
        frameLayoutGuide; off is the pre-iOS 11 rule: no guides, and a subview's edge constraints
        to the scroll view alone decide the content size (refused while a constraint names a
        scroll view's guide); it re-solves and reports what changed too.
        log-style picks the classic (iOS 9) or modern (iOS 10+) conflict log.
        alignment-rects makes draw outline alignment rectangles too.
        """
    static let examples = ["set rtl on", "set text-scale 1.5", "set scroll-guides off", "set log-style modern"]
    /// Every setting, in the order errors list them.
    static let settingNames = ["echo", "bail", "color", "json", "rtl", "double-strings", "text-scale", "scroll-guides", "log-style", "alignment-rects"]

    static var changesLayout: Bool { true }

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let nameWord = try Arguments.word(words, 1, "a setting", for: self)
        let value = try Arguments.word(words, 2, "a value", for: self)
        try Arguments.noMore(words, after: 3, for: self)
        switch nameWord.text {
        case "echo": shell.settings.echo = try Arguments.onOff(value)  // for typed lines and scripts alike
        case "bail": shell.settings.bail = try Arguments.onOff(value)
        case "color": shell.settings.color = try Arguments.onOff(value)
        case "json": shell.settings.json = try Arguments.onOff(value)
        case "rtl", "double-strings", "text-scale", "scroll-guides":
            // Layout settings re-solve at once; say what changed (issue 7).
            let layout = shell.session.state.settings
            let snapshot = SettingChangeReport.Snapshot(shell.session)
            let setting: String, changed: Bool
            if nameWord.text == "text-scale" {
                let k = try Arguments.number(value, "a scale factor")
                do { try shell.session.setTextScale(k) } catch { throw Diagnostic(error, at: value.range) }
                (setting, changed) = ("text-scale \(readable(k))", layout.textScale != k)
            } else if nameWord.text == "scroll-guides" {
                let on = try Arguments.onOff(value)
                do { try shell.session.setScrollGuides(on) } catch { throw Diagnostic(error, at: value.range) }
                (setting, changed) = ("scroll-guides \(on ? "on" : "off")", layout.scrollGuides != on)
            } else {
                let on = try Arguments.onOff(value)
                if nameWord.text == "rtl" { shell.session.setRightToLeft(on) } else { shell.session.setDoubleStrings(on) }
                let was = nameWord.text == "rtl" ? layout.rightToLeft : layout.doubleStrings
                (setting, changed) = ("\(nameWord.text) \(on ? "on" : "off")", was != on)
            }
            shell.print(lines: snapshot.report(shell.session, setting: setting, changed: changed).lines(in: shell.session.state))
        case "alignment-rects": shell.settings.alignmentRects = try Arguments.onOff(value)
        case "log-style":
            guard let style = LogStyle(rawValue: value.text) else {
                throw Diagnostic("expected classic or modern, found '\(value.text)'", range: value.range)
            }
            shell.settings.logStyle = style
        default:
            var message = "no setting '\(nameWord.text)'"
            if let s = suggestion(for: nameWord.text, among: settingNames) { message += "; did you mean '\(s)'?" }
            throw Diagnostic(message + " (one of: \(settingNames.joined(separator: ", ")))", range: nameWord.range)
        }
    }
}
