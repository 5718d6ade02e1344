import Inspector
import LayoutModel
import LayoutSyntax
import LayoutText
import LogImport

/// `explain [VIEW | CONSTRAINT]`: plain-English reasoning about a conflict, a view or a constraint.
enum ExplainCommand: ShellCommand {
    static let name = "explain"
    static let abstract = "Explain the latest conflict, a view's frame, or a constraint, in plain English"
    static let signature = CommandSignature([
        CommandForm(.optional(.literal("--all"))),
        CommandForm(.word("VIEW", .itemName)),
        CommandForm(.word("CONSTRAINT", .constraintTarget), .optional(.literal("--all"))),
        CommandForm(.word("N", .number), .optional(.literal("--all"))),
    ])
    static let discussion = """
        With no argument: the latest conflict (right after 'import log', the log's latest one, as
        'explain N' explains it) — the minimal set as arithmetic along its axis, what the other
        constraints allow (computed by the solver), which constraint was broken and why, and ranked
        fixes, each checked by applying it to a copy of the session and re-solving (only fixes that
        leave every constraint in force are shown, with the frames they give). A long conflict's
        report shows the first 20 fixes, and in each the frames of the first 8 views and the first 4
        problems, saying how many more there are; '--all' shows them all ('--json' always has
        everything). With a view: which constraints determine its minX, minY, width and height,
        which optional constraints lost and to what (Rule 5), or which attributes are ambiguous and
        a single constraint that would pin each (Rule 7). With a constraint: the conflict it was
        broken in or belongs to, else what it means in words — system constraints too (root size,
        content size, autoresizing masks decoded). 'explain N' (a number): conflict N of a console
        log read with 'import log', explained from its own message: the minimal set, saying whose
        each constraint is (yours, autoresizing, UIKit's sizing, UIKit-internal), the arithmetic,
        what UIKit broke, and the recommended fix with the frames it gives (fixes change only your
        own constraints); '--all' lists every ranked fix. After 'import trace': what the trace can
        and cannot tell (no argument, while nothing conflicts), and what it says of a view before
        the view's own explanation. Ctrl-C stops it ("interrupted"); nothing is printed then.
        """
    static let examples = ["explain", "explain label", "explain c3", "explain \"Label Width\""]
    static let printsJSON = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        var words = words
        let all = words.removeFlag("--all")
        try Arguments.noMore(words, after: 2, for: self)
        let session = shell.session
        let json = shell.wantsJSON
        // Ctrl-C stops the work between its steps (docs/executable.md); nothing is printed then.
        let stop = shell.stop
        var result = JSONValue.null
        var target = try target(words, shell)
        // A session just imported from a log: the latest conflict is the log's last one, and it
        // is explained as the log's (from its own message, names as a developer knows them).
        if case .latestConflict = target, let provenance = session.state.importProvenance, provenance.commandsSince.isEmpty {
            let state = session.state
            let broken = { (c: ImportedConflict) in (c.listed + [c.appleBroken].compactMap { $0 }).contains { state.constraint($0)?.isBroken == true } }
            if let last = state.importedConflicts.last(where: broken) ?? state.importedConflicts.last {
                target = .importedConflict(last.number)
            }
        }
        if all, case .item = target {
            throw Diagnostic("--all goes with a conflict: 'explain', 'explain CONSTRAINT' or 'explain N' (a conflict of a log read with 'import log'), not with a view")
        }
        switch target {
        case .latestConflict:
            if json {
                result = try Explain.latestConflictJSON(in: session, stop: stop)
                if result == .null, TraceExplainer.isTrace(session) { result = .object([("trace", .string(TraceExplainer.overview(session)))]) }
            } else if let text = try Explain.latestConflict(in: session, all: all, stop: stop) {
                shell.print(text)
            } else if TraceExplainer.isTrace(session) {
                // A session imported from a trace: what the trace can and cannot tell.
                shell.print(TraceExplainer.overview(session))
            } else {
                shell.print("no conflict: every active constraint is in force (try explain VIEW or explain CONSTRAINT)")
            }
        case .item(let item):
            // A view of a trace: what the trace says of it comes first.
            let traced = TraceExplainer.paragraph(item, in: session)
            if json {
                result = try Explain.itemJSON(item, in: session, stop: stop)
                if let traced, case .object(let fields) = result { result = .object([("trace", .string(traced))] + fields) }
            } else {
                shell.print((traced.map { $0 + "\n" } ?? "") + (try Explain.item(item, in: session, stop: stop)))
            }
        case .importedConflict(let n):
            // The target exists: `target` checked it. Explained from its own message, re-read
            // from the log the session keeps (docs/explain.md, "Console logs").
            guard let log = session.state.importProvenance?.logText,
                  let message = try LogImporter.messages(of: log, dumps: session.state.importProvenance?.kind == .dumps, stop: stop).first(where: { $0.number == n }) else {
                throw Diagnostic("conflict \(n) was imported, but the session no longer has its log (it was saved without it)")
            }
            let (text, object) = try ExplainLogFile.explain(message, whole: SessionRenaming.Target(session), more: "explain \(n) --all", all: all, stop: stop)
            var shown = text
            if session.state.importProvenance?.commandsSince.isEmpty == false {
                shown += "\n(This is the conflict as the log has it; the \(session.state.importProvenance!.commandsSince.count) command(s) run since the import are not part of it.)"
            }
            if json { result = object } else { shell.print(shown) }
        case .constraints(let handles):
            if json {
                var list: [JSONValue] = []
                for h in handles { list.append(try Explain.constraintJSON(h, in: session, stop: stop)) }
                result = list.count == 1 ? list[0] : .array(list)
            } else {
                var texts: [String] = []
                for h in handles { if let t = try Explain.constraint(h, in: session, all: all, stop: stop) { texts.append(t) } }
                shell.print(texts.joined(separator: "\n\n"))
            }
        }
        if json { shell.print(json: .object([("command", .string(name)), ("explanation", result)])) }
    }

    /// What `explain` was asked about.
    enum Target {
        case latestConflict
        case item(LayoutItem)
        /// `explain 2`: the second conflict of an imported console log (docs/log-import.md).
        case importedConflict(Int)
        case constraints([ConstraintHandle])
    }

    static func target(_ words: CommandWords, _ shell: ShellContext) throws(Diagnostic) -> Target {
        guard words.words.count > 1 else { return .latestConflict }
        let word = words.words[1]
        let session = shell.session
        // A quoted word is an identifier or nametag, unless it is a printed description
        // (`"<UILabel: 0x7a85e3a0; frame = …>"` has spaces, so it needs quotes).
        let reference = ShellContext.reference(word.text)
        if !word.isQuoted || reference.address != nil, let item = session.resolve(reference) { return .item(item) }
        if !word.isQuoted, let n = Int(word.text) {
            let count = session.state.importedConflicts.count
            guard session.state.importedConflicts.contains(where: { $0.number == n }) else {
                throw Diagnostic(count == 0 ? "no imported conflict \(n): 'explain N' is for the conflicts of a log read with 'import log'"
                                            : "no imported conflict \(n): the log has \(count == 1 ? "one (explain 1)" : "\(count) (explain 1…\(count))")", range: word.range)
            }
            return .importedConflict(n)
        }
        return .constraints(try shell.constraintsOrViewError(word))
    }
}
