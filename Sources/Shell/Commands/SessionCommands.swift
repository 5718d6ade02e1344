import LayoutModel
import ConstraintSolver
import LayoutSyntax
import LayoutText
import Inspector
import Foundation

/// `set NAME VALUE`.
enum SetCommand: ShellCommand {
    static let name = "set"
    static let abstract = "Change a setting (show lists them)"
    static let usage = ["set echo|bail|color|json|rtl|double-strings|alignment-rects on|off", "set text-scale FACTOR", "set log-style classic|modern"]
    static let discussion = """
        echo prints each script line before running it; bail stops a script at its first error;
        color uses ANSI colours; json makes inspectors print JSON. rtl lays out right-to-left
        (leading and trailing swap), double-strings doubles every text (NSDoubleLocalizedStrings),
        text-scale multiplies font sizes (Dynamic Type): each re-solves at once and reports
        what changed: conflicts that appear or go, and every view that moves (old → new frame).
        log-style picks the classic (iOS 9) or modern (iOS 10+) conflict log.
        alignment-rects makes draw outline alignment rectangles too.
        """
    static let examples = ["set rtl on", "set text-scale 1.5", "set log-style modern"]
    static let settingNames = ["echo", "bail", "color", "json", "rtl", "double-strings", "text-scale", "log-style", "alignment-rects"]
    static let arguments: [ArgumentKind] = [.settingName, .text]

    static var changesLayout: Bool { true }

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
        let nameWord = try Arguments.word(words, 1, "a setting", for: self)
        let value = try Arguments.word(words, 2, "a value", for: self)
        try Arguments.noMore(words, after: 3, for: self)
        switch nameWord.text {
        case "echo": shell.settings.echo = try Arguments.onOff(value)
        case "bail": shell.settings.bail = try Arguments.onOff(value)
        case "color": shell.settings.color = try Arguments.onOff(value)
        case "json": shell.settings.json = try Arguments.onOff(value)
        case "rtl", "double-strings", "text-scale":
            // Layout settings re-solve at once; say what changed (issue 7).
            let layout = shell.session.state.settings
            let snapshot = SettingChangeReport.Snapshot(shell.session)
            let setting: String, changed: Bool
            if nameWord.text == "text-scale" {
                let k = try Arguments.number(value, "a scale factor")
                do { try shell.session.setTextScale(k) } catch { throw ShellError(error, at: value.range) }
                (setting, changed) = ("text-scale \(readable(k))", layout.textScale != k)
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
                throw ShellError("expected classic or modern, found '\(value.text)'", range: value.range)
            }
            shell.settings.logStyle = style
        default:
            var message = "no setting '\(nameWord.text)'"
            if let s = suggestion(for: nameWord.text, among: settingNames) { message += "; did you mean '\(s)'?" }
            throw ShellError(message + " (one of: \(settingNames.joined(separator: ", ")))", range: nameWord.range)
        }
    }
}

/// `show`: the settings.
enum ShowCommand: ShellCommand {
    static let name = "show"
    static let abstract = "Show the settings"
    static let usage = ["show"]
    static let examples = ["show"]

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
        try Arguments.noMore(words, after: 1, for: self)
        let s = shell.settings, layout = shell.session.state.settings
        func onOff(_ b: Bool) -> String { b ? "on" : "off" }
        shell.print(lines: [
            "echo            \(onOff(s.echo))",
            "bail            \(onOff(s.bail))",
            "color           \(onOff(s.color))",
            "json            \(onOff(s.json))",
            "rtl             \(onOff(layout.rightToLeft))",
            "double-strings  \(onOff(layout.doubleStrings))",
            "text-scale      \(readable(layout.textScale))",
            "log-style       \(s.logStyle.rawValue)",
            "alignment-rects \(onOff(s.alignmentRects))",
            "root            \(readable(shell.session.state.rootSize.width))x\(readable(shell.session.state.rootSize.height))",
        ])
    }
}

/// `history`.
enum HistoryCommand: ShellCommand {
    static let name = "history"
    static let abstract = "List the commands run in this session"
    static let usage = ["history"]

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
        try Arguments.noMore(words, after: 1, for: self)
        let width = String(shell.history.count).count
        for (i, line) in shell.history.enumerated() {
            let n = String(i + 1)
            shell.print(String(repeating: " ", count: width - n.count) + n + "  " + line)
        }
    }
}

/// `undo` and `redo`.
enum UndoCommand: ShellCommand {
    static let name = "undo"
    static let abstract = "Undo the last command that changed the layout"
    static let usage = ["undo"]

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
        try Arguments.noMore(words, after: 1, for: self)
        guard let (state, command) = shell.undoStack.popLast() else { throw ShellError("nothing to undo") }
        shell.redoStack.append((shell.session.state, command))
        shell.session.restore(state)
        shell.print("undid: \(command)")
    }
}

enum RedoCommand: ShellCommand {
    static let name = "redo"
    static let abstract = "Redo the last undone command"
    static let usage = ["redo"]

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
        try Arguments.noMore(words, after: 1, for: self)
        guard let (state, command) = shell.redoStack.popLast() else { throw ShellError("nothing to redo") }
        shell.undoStack.append((shell.session.state, command))
        shell.session.restore(state)
        shell.print("redid: \(command)")
    }
}

/// `quit [status]`.
enum QuitCommand: ShellCommand {
    static let name = "quit"
    static let aliases = ["exit"]
    static let abstract = "Leave plumb (with an exit status)"
    static let usage = ["quit [STATUS]"]

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
        try Arguments.noMore(words, after: 2, for: self)
        var status: Int32 = 0
        if words.words.count == 2 {
            let n = try Arguments.integer(words.words[1], "an exit status")
            guard (0...255).contains(n) else { throw ShellError("an exit status is 0…255, found \(n)", range: words.words[1].range) }
            status = Int32(n)
        }
        shell.quitStatus = status
    }
}
