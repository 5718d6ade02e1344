import LayoutModel
import LayoutText

/// What `explain N` and `plumb explain LOG` print for a console log's conflict: short by default
/// (at most about 15 lines: the set by the views' best names, the arithmetic, what UIKit broke,
/// the recommendation with the frames it gives, and how many more fixes `--all` shows); `--all`
/// lists every ranked fix. docs/explain.md, "Console logs".
public enum LogConflictText {
    public static func render(_ e: LogConflictExplanation, in session: LayoutSession, all: Bool = false, more: String) -> String {
        let state = session.state
        let names = ViewNaming(state)
        var lines: [String] = []
        let head = "Conflict \(e.number) (log line \(e.line), \(e.platform))"
        let skipped = e.skippedEntries > 0 ? " (\(e.skippedEntries) entr\(e.skippedEntries == 1 ? "y" : "ies") of the log could not be read)" : ""
        if e.systemOnly {
            let classes = Set(e.set.compactMap { state.constraint($0) }.flatMap(\.items).map { ViewNaming.shortClass(ConstraintOrigin.className(of: $0, in: state)) }).sorted()
            let kit = e.platform == "macOS" ? "AppKit" : "UIKit"
            lines.append(head + ": \(kit)-internal — nothing in your code causes it; it is logged and recovered\(skipped).")
            lines.append("  The \(e.set.count) constraint\(e.set.count == 1 ? "" : "s") are between \(kit)'s own views (\(classes.joined(separator: ", "))). " + e.verdict)
            return lines.joined(separator: "\n")
        }
        if e.reproduced {
            lines.append(head + ": \(e.set.count) required constraint\(e.set.count == 1 ? "" : "s") cannot all hold\(skipped).")
        } else {
            lines.append(head + ": the listed constraints hold together in plumb\(skipped).")
        }
        let width = e.set.compactMap { state.constraint($0)?.handleName.count }.max() ?? 2
        let shown = e.set.compactMap { state.constraint($0) }
        let equations = shown.map(names.equation)
        let column = min(60, equations.map(\.count).max() ?? 0)
        for (c, eq) in zip(shown, equations) {
            var line = "  " + c.handleName.padded(width) + "  " + eq.padded(column) + "  " + (e.origins[c.handle]?.label ?? "")
            if c.handle == e.appleBroken { line += ", broken by " + (e.platform == "macOS" ? "AppKit" : "UIKit") }
            lines.append(line)
        }
        if let a = e.arithmetic { lines.append((a.hasPrefix("Without") ? "" : "Along the axis: ") + a + (a.hasSuffix(".") ? "" : ".")) }
        lines.append(e.verdict)
        lines += e.notes
        guard let first = e.fixes.first else { return lines.joined(separator: "\n") }
        let shownFixes = all ? e.fixes : [first]
        for (i, r) in shownFixes.enumerated() {
            let f = r.fix
            let title = i == 0 ? "Recommendation:" : "\(i + 1)."
            lines.append("\(title) \(f.summary)\(r.reason.map { " — \($0)" } ?? "").")
            lines.append("  " + f.commands.joined(separator: "; "))
            let frames = f.frames.map { "\($0.name) \($0.frame.readableDescription)" }.joined(separator: ", ")
            var after = "  then: " + (frames.isEmpty ? "(no views)" : frames)
            if !f.problems.isEmpty { after += "; but it " + f.problems.joined(separator: ", ") }
            if !f.ambiguous.isEmpty { after += "; leaves ambiguous: " + f.ambiguous.map { "\($0.name) (\($0.attributes.joined(separator: ", ")))" }.joined(separator: ", ") }
            lines.append(after)
        }
        if !all && e.fixes.count > 1 {
            lines.append("\(e.fixes.count - 1) more fix\(e.fixes.count == 2 ? "" : "es"): \(more)")
        }
        return lines.joined(separator: "\n")
    }

    /// The JSON form (docs/json.md, "Console-log conflicts").
    public static func json(_ e: LogConflictExplanation, in session: LayoutSession) -> JSONValue {
        let state = session.state
        let names = ViewNaming(state)
        let name = { (h: ConstraintHandle?) -> JSONValue in .optional(h.flatMap { state.constraint($0)?.handleName }) }
        return .object([
            ("number", .int(e.number)),
            ("line", .int(e.line)),
            ("platform", .string(e.platform)),
            ("reproduced", .bool(e.reproduced)),
            ("systemOnly", .bool(e.systemOnly)),
            ("appleListed", .strings(e.listed.compactMap { state.constraint($0)?.handleName })),
            ("appleBroken", name(e.appleBroken)),
            ("set", .array(e.set.compactMap { state.constraint($0) }.map { c in
                .object([
                    ("constraint", .string(c.handleName)),
                    ("equation", .string(names.equation(c))),
                    ("origin", .string(e.origins[c.handle]?.rawValue ?? "app")),
                    ("description", .string(state.appleDescription(of: c))),
                ])
            })),
            ("arithmetic", .optional(e.arithmetic)),
            ("verdict", .string(e.verdict)),
            ("fixes", .array(e.fixes.map { r in
                let f = r.fix
                return .object([
                    ("kind", .string(ExplanationJSON.fixKind(f.kind))),
                    ("constraint", name(f.handle)),
                    ("summary", .string(f.summary)),
                    ("reason", .optional(r.reason)),
                    ("commands", .strings(f.commands)),
                    ("frames", .array(f.frames.map { .object([("view", .string($0.name)), ("frame", $0.frame.json)]) })),
                    ("problems", .strings(f.problems)),
                    ("ambiguous", .array(f.ambiguous.map { .object([("view", .string($0.name)), ("attributes", .strings($0.attributes))]) })),
                    ("movement", .number(f.movement)),
                ])
            })),
            ("notes", .strings(e.notes)),
            ("skippedEntries", .int(e.skippedEntries)),
        ])
    }
}
