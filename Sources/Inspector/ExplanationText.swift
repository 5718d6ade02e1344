import LayoutModel
import LayoutSyntax
import LayoutText

/// Plain-text renderings of the explanations (what `explain` prints).
public enum ExplanationText {
    static let n = ConstraintWords.n

    /// How much of a long conflict's report is shown without `--all`: the first fixes, and in
    /// each the frames of the first views and the first problems, each with how many more
    /// there are. A conflict along a row of 100 views has 600 fixes, each moving 100 views: the
    /// whole report was 813 KB, which nobody reads (`explain --json` keeps everything).
    static let fixesShown = 20
    static let framesShown = 8
    static let problemsShown = 4

    /// With `all`, every fix, frame and problem; `more` is the command that shows them all.
    public static func render(_ e: ConflictExplanation, in session: LayoutSession, all: Bool = false, more: String = "explain --all") -> String {
        let state = session.state
        let broken = state[e.broken]
        var lines: [String] = []
        lines.append("Conflict: \(e.constraints.count) required constraints cannot all hold; \(broken.handleName) \(ConstraintWords.label(broken) == broken.handleName ? "" : ConstraintWords.label(broken) + " ")was broken.")
        let width = e.constraints.compactMap { state.constraint($0)?.handleName.count }.max() ?? 2
        for h in e.constraints {
            guard let c = state.constraint(h) else { continue }
            let mark = h == e.broken ? " [broken]" : ""
            lines.append("  " + c.handleName.padded(width) + "  " + ConstraintWords.equation(c, state) + mark)
            lines.append("  " + String(repeating: " ", count: width) + "  " + ConstraintWords.meaning(of: c, in: state))
        }
        for l in e.limits { lines.append("  and: " + l) }
        if let chain = e.chain { lines.append("Along the axis: " + chain + ".") }
        if let bound = e.bound { lines.append(bound) }
        lines.append(e.whyBroken)
        lines += e.rules
        if e.fixes.isEmpty {
            lines.append("No single change was found that lets every constraint hold.")
        } else {
            lines.append("Fixes, each checked by re-solving a copy of the session (least movement first; fixes that collapse, push out or overlap a view last):")
            for (i, f) in e.fixes.enumerated() where all || i < fixesShown {
                lines.append("  \(i + 1). \(f.summary): \(f.commands.joined(separator: "; "))")
                let frames = listed(f.frames.map { "\($0.name) \($0.frame.readableDescription)" }, upTo: all ? nil : framesShown,
                                    separator: ", ", more: { " and \($0) more views" })
                lines.append("     frames: \(frames.isEmpty ? "(no views)" : frames); moves \(n(f.movement)) points")
                if !f.problems.isEmpty {
                    lines.append("     but: " + listed(f.problems, upTo: all ? nil : problemsShown, separator: "; ", more: { "; and \($0) more" }))
                }
                let list = f.ambiguous.map { "\($0.name) (\($0.attributes.joined(separator: ", ")))" }.joined(separator: ", ")
                if f.ambiguousAfter == 0 {
                    lines.append("     nothing ambiguous")
                } else if f.ambiguous.isEmpty {
                    let n = f.ambiguousAfter
                    lines.append("     adds no ambiguity (\(n) view\(n == 1 ? " stays" : "s stay") ambiguous as before)")
                } else if f.alreadyAmbiguous == 0 {
                    lines.append("     leaves ambiguous: " + list)
                } else {
                    lines.append("     also makes ambiguous: " + list)
                }
            }
            if !all && e.fixes.count > fixesShown {
                let rest = e.fixes.count - fixesShown
                lines.append("  … and \(rest) more fix\(rest == 1 ? "" : "es"), ranked after these (\(more) lists every one)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `items` joined, at most `limit` of them (nil: all), then `more(rest)` when some are left out.
    private static func listed(_ items: [String], upTo limit: Int?, separator: String, more: (Int) -> String) -> String {
        let shown = limit.map { items.prefix($0) } ?? items[...]
        let rest = items.count - shown.count
        return shown.joined(separator: separator) + (rest > 0 ? more(rest) : "")
    }

    public static func render(_ e: ViewExplanation, in session: LayoutSession) -> String {
        let state = session.state
        var lines = ["\(e.name) \(e.frame.readableDescription)"]
        for a in e.attributes {
            if a.isAmbiguous {
                var line = "  \(a.name.padded(6)) ambiguous (now \(n(a.value)), but other values are just as valid)"
                if !a.pins.isEmpty { line += "; pin it with one of: " + a.pins.joined(separator: "  |  ") }
                lines.append(line)
            } else if a.determinedBy.isEmpty {
                lines.append("  \(a.name.padded(6)) \(n(a.value)): follows from constraints on other items")
            } else {
                let list = a.determinedBy.compactMap { state.constraint($0) }.map { c -> String in
                    var t = c.handleName + " " + ConstraintWords.equation(c, state)
                    if c.kind == .user && c.priority < 1000 && !t.contains("@") { t += " @\(c.priority)" }
                    return t
                }
                lines.append("  \(a.name.padded(6)) \(n(a.value)): " + list.joined(separator: ", "))
            }
        }
        for l in e.losses { lines.append(l.text) }
        lines += e.notes
        return lines.joined(separator: "\n")
    }

    public static func render(_ e: ConstraintExplanation) -> String {
        (["\(e.handleName)  \(e.equation)", "  " + e.meaning, "  Status: " + e.status] + e.notes.map { "  " + $0 }).joined(separator: "\n")
    }
}

/// The entry points the shell uses.
public enum Explain {
    /// The latest conflict, or nil when there is none.
    ///
    /// Each entry point takes a `stop` (default: never), asked between the steps of the work
    /// (docs/executable.md, "Ctrl-C"); when it says to stop they throw `Diagnostic.interrupted`.
    /// With `all`, a long conflict's report is not shortened (ExplanationText.fixesShown).
    public static func latestConflict(in session: LayoutSession, all: Bool = false, stop: StopCheck = .never) throws(Diagnostic) -> String? {
        guard let r = try ConflictExplainer.conflict(in: session, stop: stop) else { return nil }
        return ExplanationText.render(try ConflictExplainer.explain(r, in: session, stop: stop), in: session, all: all)
    }

    /// A constraint: its conflict when it was broken in one or belongs to one, else its meaning.
    public static func constraint(_ handle: ConstraintHandle, in session: LayoutSession, all: Bool = false, stop: StopCheck = .never) throws(Diagnostic) -> String? {
        if let c = session.state.constraint(handle), c.isActive,
           let r = try ConflictExplainer.conflict(involving: handle, in: session, stop: stop) {
            let text = ExplanationText.render(try ConflictExplainer.explain(r, in: session, stop: stop), in: session, all: all,
                                              more: "explain \(c.handleName) --all")
            if r.broken == handle { return text }
            let own = try ConstraintExplainer.explain(handle, in: session, stop: stop).map(ExplanationText.render) ?? ""
            return own + "\n" + text
        }
        return try ConstraintExplainer.explain(handle, in: session, stop: stop).map(ExplanationText.render)
    }

    public static func item(_ item: LayoutItem, in session: LayoutSession, stop: StopCheck = .never) throws(Diagnostic) -> String {
        ExplanationText.render(try ViewExplainer.explain(item, in: session, stop: stop), in: session)
    }
}

extension String {
    func padded(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
