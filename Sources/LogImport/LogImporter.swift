import LayoutModel
import LayoutSyntax

/// `import log`: console log text → a live session (docs/log-import.md).
public enum LogImporter {
    /// Scans, parses and reconstructs. Never throws: what cannot be read is in `diagnostics`.
    public static func importLog(_ text: String, dumps: Bool = false) -> LogImportResult {
        try! importLog(text, dumps: dumps, stop: .never)
    }

    /// The same, asking `stop` before each message is parsed, and before each view, layout guide
    /// and constraint is made (a constraint may meet a conflict, whose minimal set the solver
    /// computes then); throws `Diagnostic.interrupted` when it says to stop. Nothing outside the
    /// import is touched, so a stopped import leaves nothing behind.
    /// With `dumps`, every headerless list is a dump of constraints to add (`import log --dump`).
    public static func importLog(_ text: String, dumps: Bool = false, stop: StopCheck) throws(Diagnostic) -> LogImportResult {
        let parsed = try ParsedLog.parse(text, dumps: dumps, stop: stop)
        var r = Reconstruction(parsed: parsed)
        let result = try r.build(stop: stop)
        // The session remembers its log, so `save` can write what rebuilds it exactly.
        result.session.setImportProvenance(ImportProvenance(logText: text, kind: dumps ? .dumps : .log))
        return result
    }
}
