import LayoutModel

/// `import log`: console log text → a live session (docs/log-import.md).
public enum LogImporter {
    /// Scans, parses and reconstructs. Never throws: what cannot be read is in `diagnostics`.
    public static func importLog(_ text: String) -> LogImportResult {
        let parsed = ParsedLog.parse(text)
        var r = Reconstruction(parsed: parsed)
        return r.build()
    }
}
