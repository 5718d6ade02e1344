import Foundation
import Inspector
import LayoutModel
import LayoutSyntax
import LayoutText
import LogImport

/// `plumb explain FILE…`: imports each console log and prints its explanation, for CI and for
/// people who just want the answer. Exit status: 0 when every file was imported and explained,
/// 1 when nothing could be imported from a file, 66 when a file is missing, 64 without a file,
/// 130 when `stop` said to stop (a file's explanation is then not printed, and no later file is
/// read). The executable answers `stop` from its SIGINT flag, so Ctrl-C stops it part-way (and
/// says "plumb: error: interrupted") as it stops a long command in the shell.
public enum ExplainLogFile {
    public static func run(_ paths: [String], workingDirectory: String = FileManager.default.currentDirectoryPath,
                           output: OutputSink, stop: StopCheck = .never, all: Bool = false, json: Bool = false) -> Int32 {
        guard !paths.isEmpty else {
            output.writeError("usage: plumb explain LOGFILE…\n")
            return 64
        }
        var status: Int32 = 0
        for (k, path) in paths.enumerated() {
            if k > 0 { output.write("\n") }
            let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
            let text: String
            do {
                text = try ImportCommand.readLog(absolute, shown: path, range: nil)
            } catch {
                output.writeError("plumb: error: \(error.message)\n")
                status = max(status, error.status)
                continue
            }
            do {
                if try explain(text, file: path, output: output, stop: stop, all: all, json: json) == false { status = max(status, 1) }
            } catch {
                output.writeError("plumb: error: \(error.message)\n")
                return error.status
            }
        }
        return status
    }

    /// Imports and explains one log's text. Returns whether anything was imported.
    @discardableResult
    public static func explain(_ text: String, file: String, output: OutputSink, all: Bool = false, json: Bool = false) -> Bool {
        try! explain(text, file: file, output: output, stop: .never, all: all, json: json)
    }

    /// The same, asking `stop` while the log is imported and each conflict explained; throws
    /// `Diagnostic.interrupted` when it says to stop (having printed no explanation).
    ///
    /// Each message is explained from its own constraints (`LogImporter.messages(of:)`), with
    /// handles and names as `import log` gives them for the whole log, so the commands of a fix
    /// work after `import log FILE`.
    @discardableResult
    public static func explain(_ text: String, file: String, output: OutputSink, stop: StopCheck,
                               all: Bool = false, json: Bool = false) throws(Diagnostic) -> Bool {
        let result = try LogImporter.importLog(text, stop: stop)
        for d in result.diagnostics where result.importedAnything || d.severity != .note {
            output.writeError(d.formatted(file: file) + "\n")
        }
        guard result.importedAnything else {
            output.writeError("\(file): error: " + ImportCommand.nothingImported(result, file) + "\n")
            if json { output.write(JSONValue.object([("command", .string("explain")), ("file", .string(file)), ("conflicts", .array([]))]).prettyText + "\n") }
            return false
        }
        let messages = try LogImporter.messages(of: result.parsed, stop: stop)
        var sections: [String] = []
        var objects: [JSONValue] = []
        let whole = SessionRenaming.Target(result.session)
        for m in messages {
            try stop.check()
            let section = try explain(m, whole: whole, more: "plumb explain \(file) --all", all: all, stop: stop)
            sections.append(section.text)
            objects.append(section.json)
        }
        if json {
            output.write(JSONValue.object([
                ("command", .string("explain")),
                ("file", .string(file)),
                ("conflicts", .array(objects)),
            ]).prettyText + "\n")
            return true
        }
        // The summary's views and root; each message says the rest itself.
        let summary = result.summary.filter { !$0.hasPrefix("conflict ") && !$0.hasPrefix("type '") }
        output.write(summary.joined(separator: "\n") + "\n" + sections.map { "\n" + $0 + "\n" }.joined())
        return true
    }

    /// One message: its explanation, or what it is when there is nothing to explain.
    static func explain(_ m: LogMessage, whole: SessionRenaming.Target, more: String, all: Bool,
                        stop: StopCheck) throws(Diagnostic) -> (text: String, json: JSONValue) {
        let head = "Message \(m.number) (log line \(m.line))"
        func note(_ kind: String, _ text: String) -> (String, JSONValue) {
            (head + ": " + text, .object([("number", .int(m.number)), ("line", .int(m.line)), ("kind", .string(kind)), ("note", .string(text))]))
        }
        switch m.kind {
        case .redacted:
            return note("redacted", "redacted (<private>): nothing to explain.")
        case .fragment(let reason):
            return note("fragment", "a fragment, not a conflict — \(reason).")
        case .dump:
            let n = m.result?.session.state.constraints.filter { $0.imported != nil }.count ?? 0
            return note("dump", "a list of \(n) constraint\(n == 1 ? "" : "s") to add (a dump), not a conflict; nothing to explain — 'import log' it and ask 'explain VIEW'.")
        case .repeatOf(let k):
            return note("repeat", "the same conflict as message \(k), logged again.")
        case .conflict:
            guard let session = m.result?.session, let e = try LogConflictExplainer.explain(session, stop: stop) else {
                return note("fragment", "no constraint of it could be imported; nothing to explain.")
            }
            let renaming = SessionRenaming(from: session, to: whole)
            let text = renaming.apply(LogConflictText.render(e, in: session, all: all, more: more))
            var object = LogConflictText.json(e, in: session)
            if case .object(let fields) = object {
                object = .object([("kind", .string("conflict")), ("completeness", .string(m.completeness.rawValue))] + fields)
            }
            return (text, renaming.apply(object))
        }
    }
}
