import LayoutModel

/// `import log`: console log text → a live session (docs/log-import.md).
public enum LogImporter {
    /// Scans, parses and reconstructs. Never throws: what cannot be read is in `diagnostics`.
    public static func importLog(_ text: String) -> LogImportResult {
        let parsed = ParsedLog.parse(text)
        var r = Reconstruction(parsed: parsed)
        let result = r.build()
        // The session remembers its log, so `save` can write what rebuilds it exactly.
        result.session.setImportProvenance(ImportProvenance(logText: text))
        return result
    }
}
