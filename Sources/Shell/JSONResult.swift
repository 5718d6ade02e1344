import Inspector
import LayoutModel
import LayoutText

/// What a command that has no JSON form of its own prints with `set json on` (or `plumb
/// --json`): one object, so that every command's standard output is JSON (docs/json.md,
/// "Every other command").
///
///     {"command": "add", "output": ["c6  <NSLayoutConstraint:…>"], "changed": null,
///      "moved": null, "conflicts": [{"broken": "c6", "constraints": ["c1", …], "log": […]}],
///      "restored": []}
///
/// `output` is the text the command prints without JSON, one string per line (a building
/// command's echo only when the line echoes: docs/scripts.md, "Echo"). `changed` and
/// `moved` are the edit line's content (`EditSummary`) when a person is watching — a typed line,
/// `set echo on`, `load --step` — and null otherwise (nobody compared the frames). `conflicts`
/// are the conflicts the command caused, each with Apple's log as lines; `restored`, the broken
/// constraints that hold again.
enum JSONResult {
    static func object(
        command: String, output: [String], change: (EditSummary, SettingChangeReport)?,
        events: [LayoutEvent], in session: LayoutSession, style: LogStyle
    ) -> JSONValue {
        let state = session.state
        let name = { (h: ConstraintHandle) in JSONValue.string(state.constraint(h)?.handleName ?? "#\(h)") }
        var conflicts: [JSONValue] = []
        var restored: [JSONValue] = []
        for event in events {
            switch event {
            case .conflict(let report):
                let log = ConflictLog.text(for: report, in: session, style: style)
                conflicts.append(.object([
                    ("broken", name(report.broken)),
                    ("constraints", .array(report.constraints.map(name))),
                    ("log", .array(log.split(separator: "\n", omittingEmptySubsequences: false).map { .string(String($0)) })),
                ]))
            case .restored(let h):
                restored.append(name(h))
            }
        }
        var moved = JSONValue.null
        var changed = JSONValue.null
        if let (edit, report) = change {
            changed = .string(edit.what)
            moved = .array(report.moves.map { .object([("view", .string($0.name)), ("before", $0.before.json), ("after", $0.after.json)]) })
        }
        return .object([
            ("command", .string(command)),
            ("output", .array(output.map { .string($0) })),
            ("changed", changed),
            ("moved", moved),
            ("conflicts", .array(conflicts)),
            ("restored", .array(restored)),
        ])
    }
}
