import LayoutModel
import ConstraintSolver
import LayoutSyntax
import LayoutText
/// `frames`: every view's frame.
enum FramesCommand: ShellCommand {
    static let name = "frames"
    static let abstract = "List every view's frame (superview coordinates), depth first"
    static let usage = ["frames [VIEW]"]
    static let discussion = "Indented by depth; views whose layout is ambiguous are marked, as are views that translate their autoresizing mask."
    static let examples = ["frames", "frames card", "frames --json"]
    static let arguments: [ArgumentKind] = [.viewName]
    static let printsJSON = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
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
            var line = String(repeating: "  ", count: depth) + state.views[v].name + "  "
                + shell.session.frame(of: v).readableDescription
            if state.views[v].translatesAutoresizingMask { line += " [Autosizes]" }
            let free = shell.session.ambiguousAttributes(of: .view(v))
            if !free.isEmpty { line += " [ambiguous: " + free.joined(separator: ", ") + "]" }
            shell.print(line)
        }
    }
}

/// `report [VIEW] [--descend]`.
enum ReportCommand: ShellCommand {
    static let name = "report"
    static let abstract = "The book's view report (viewLayoutDescription) for a view"
    static let usage = ["report [VIEW] [--descend] [--handles]"]
    static let discussion = """
        Class and superclass, [Autosizes] and [Caution: Ambiguous Layout!] flags, the frame,
        content size and mode, hugging and resistance, and the constraints installed on the view
        (position constraints live on the superview: the book's Rule 6). --descend reports the
        subviews too, skipping the insides of system controls; --handles adds each constraint's
        handle.
        """
    static let examples = ["report img", "report root --descend", "report img --json"]
    static let arguments: [ArgumentKind] = [.viewName, .keyword(["--descend", "--handles", "--json"])]
    static let printsJSON = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
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
    static func reportJSON(_ v: Int, _ shell: ShellContext) -> JSONValue {
        let session = shell.session
        let state = session.state
        let view = state.views[v]
        func pair(_ p: AxisPair<Int>) -> JSONValue {
            .object([("horizontal", .int(p.horizontal)), ("vertical", .int(p.vertical))])
        }
        return session.json(view: v)
            .appending("intrinsicContentSize", state.intrinsicSize(of: v).json)
            .appending("contentMode", .string(view.contentMode.rawValue))
            .appending("hugging", pair(view.hugging))
            .appending("resistance", pair(view.resistance))
            .appending("constraints", .array(state.reportedConstraints(on: v).map { session.json($0, style: shell.settings.logStyle) }))
    }
}
