import LayoutModel
import LayoutSyntax
import LayoutText
/// `report [VIEW] [--descend]`.
enum ReportCommand: ShellCommand {
    static let name = "report"
    static let abstract = "The book's view report (viewLayoutDescription) for a view"
    static let signature = CommandSignature(.anyOrder([[.word("VIEW", .viewName)], [.literal("--descend")], [.literal("--handles")]]))
    static let discussion = """
        Class and superclass, [Autosizes] and [Caution: Ambiguous Layout!] flags, the frame,
        content size and mode, hugging and resistance, and the constraints installed on the view
        (position constraints live on the superview: the book's Rule 6). --descend reports the
        subviews too, skipping the insides of system controls; --handles adds each constraint's
        handle.
        """
    static let examples = ["report img", "report root --descend", "report img --json"]
    static let printsJSON = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        var view = shell.session.state.root
        var descend = false
        var options = ReportOptions()
        var named = false
        for w in words.words.dropFirst() {
            switch w.text {
            case "--descend": descend = true
            case "--handles": options.showHandles = true
            default:
                if named || w.text.hasPrefix("--") { throw usageError("unexpected '\(w.text)'", range: w.range) }
                view = try shell.view(w)
                named = true
            }
        }
        if shell.wantsJSON {
            let state = shell.session.state
            let views = (descend ? state.reportedViews(descendingFrom: view) : [view]).map { v in
                reportJSON(v, shell)
            }
            shell.print(json: .object([("command", .string(name)), ("views", .array(views))]))
            return
        }
        shell.print(descend ? shell.session.descendingReport(from: view, options: options)
                            : shell.session.report(view: view, options: options))
    }
}

extension ReportCommand {
    /// One view of `report --json`: the view, its report's properties and the constraints the
    /// report lists (those installed on it).
    static func reportJSON(_ v: ViewID, _ shell: ShellContext) -> JSONValue {
        let session = shell.session
        let state = session.state
        let view = state[v]
        var out = session.json(view: v)
            .appending("intrinsicContentSize", state.intrinsicSize(of: v).json)
            .appending("contentMode", .string(view.contentMode.rawValue))
            .appending("hugging", .priorities(view.hugging))
            .appending("resistance", .priorities(view.resistance))
        // A stack view read from a console log: what the log said of it (docs/log-import.md).
        if let st = view.importInfo?.stack { out = out.appending("stackFromLog", ImportedStackText.json(st)) }
        return out.appending("constraints", .array(state.reportedConstraints(on: v).map { session.json($0, style: shell.settings.logStyle) }))
    }
}
