import Inspector
import LayoutModel

/// `explain [VIEW | CONSTRAINT]`: plain-English reasoning about a conflict, a view or a constraint.
enum ExplainCommand: ShellCommand {
    static let name = "explain"
    static let abstract = "Explain the latest conflict, a view's frame, or a constraint, in plain English"
    static let usage = ["explain", "explain VIEW", "explain CONSTRAINT"]
    static let discussion = """
        With no argument: the latest conflict — the minimal set as arithmetic along its axis, what
        the other constraints allow (computed by the solver), which constraint was broken and why,
        and ranked fixes, each checked by applying it to a copy of the session and re-solving
        (only fixes that leave every constraint in force are shown, with the frames they give).
        With a view: which constraints determine its minX, minY, width and height, which
        optional constraints lost and to what (Rule 5), or which attributes are ambiguous and a
        single constraint that would pin each (Rule 7). With a constraint: the conflict it was
        broken in or belongs to, else what it means in words — system constraints too (root size,
        content size, autoresizing masks decoded). 'explain N' (a number): conflict N of a
        console log read with 'import log' (Apple's list against plumb's minimal set, system
        constraints in words, the fixes people apply, each verified).
        """
    static let examples = ["explain", "explain label", "explain c3", "explain \"Label Width\""]
    static let arguments: [ArgumentKind] = [.constraintTarget]
    static let printsJSON = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
        try Arguments.noMore(words, after: 2, for: self)
        let session = shell.session
        if shell.wantsJSON {
            shell.print(json: .object([("command", .string(name)), ("explanation", try json(words, shell))]))
            return
        }
        guard words.words.count > 1 else {
            guard let text = Explain.latestConflict(in: session) else {
                shell.print("no conflict: every active constraint is in force (try explain VIEW or explain CONSTRAINT)")
                return
            }
            shell.print(text)
            return
        }
        let word = words.words[1]
        if !word.isQuoted, let item = session.resolve(ShellContext.reference(word.text)) {
            shell.print(Explain.item(item, in: session))
            return
        }
        // `explain 2`: the second conflict of an imported console log (docs/log-import.md).
        if !word.isQuoted, let n = Int(word.text) {
            guard let text = ImportedLogExplainer.explain(conflict: n, in: session) else {
                let count = session.state.importedConflicts.count
                throw ShellError(count == 0 ? "no imported conflict \(n): 'explain N' is for the conflicts of a log read with 'import log'"
                                            : "no imported conflict \(n): the log has \(count == 1 ? "one (explain 1)" : "\(count) (explain 1…\(count))")", range: word.range)
            }
            shell.print(text)
            return
        }
        let handles = try shell.constraintsOrViewError(word)
        var texts: [String] = []
        for h in handles {
            if let t = Explain.constraint(h, in: session) { texts.append(t) }
        }
        shell.print(texts.joined(separator: "\n\n"))
    }
}

extension ExplainCommand {
    /// `explain --json`: the latest conflict (null when none), a view, or each constraint named.
    static func json(_ words: CommandWords, _ shell: ShellContext) throws(ShellError) -> JSONValue {
        let session = shell.session
        guard words.words.count > 1 else { return Explain.latestConflictJSON(in: session) }
        let word = words.words[1]
        if !word.isQuoted, let item = session.resolve(ShellContext.reference(word.text)) {
            return Explain.itemJSON(item, in: session)
        }
        let handles = try shell.constraintsOrViewError(word)
        let list = handles.map { Explain.constraintJSON($0, in: session) }
        return list.count == 1 ? list[0] : .array(list)
    }
}
