import LayoutModel

/// A stack view read from a console log, in words (`import log`'s summary, `report`, JSON): the
/// properties with where each came from, and whether plumb rebuilt it (docs/log-import.md).
public enum ImportedStackText {
    /// `axis vertical (from 'UISV-spacing')`, `alignment fill (UIKit's default: …)`, or the
    /// unknown property's reason.
    public static func property(_ p: ImportedStackReading.Property) -> String {
        switch p.status {
        case .shown: return "\(p.name) \(p.value ?? "?") (\(p.evidence))"
        case .defaulted: return "\(p.name) \(p.value ?? "?") (\(p.evidence))"
        case .unknown: return "\(p.name) unknown"
        }
    }

    /// A property in short: `axis vertical (from 'UISV-spacing')`, `alignment fill (default)`,
    /// `distribution unknown`.
    public static func short(_ p: ImportedStackReading.Property) -> String {
        switch p.status {
        case .shown: return "\(p.name) \(p.value ?? "?")" + (p.evidence.hasPrefix("from '") ? " (\(p.evidence))" : "")
        case .defaulted: return "\(p.name) \(p.value ?? "?") (default)"
        case .unknown: return "\(p.name) unknown"
        }
    }

    /// One line: `rebuilt from the log: axis vertical (from 'UISV-spacing'), …` or
    /// `not rebuilt: REASON — read: …`; `full` gives each property's whole evidence.
    public static func summary(_ r: ImportedStackReading, full: Bool = false) -> String {
        let props = r.properties.map(full ? property : short).joined(separator: ", ")
        if r.rebuilt {
            var line = "rebuilt from the log: " + props
            if r.generatedNotInLog > 0 {
                line += "; \(r.generatedNotInLog) more UISV constraint\(r.generatedNotInLog == 1 ? "" : "s") generated than the log lists (not part of its conflict)"
            }
            return line
        }
        return "not rebuilt: \(r.notRebuiltBecause ?? "unknown") — read: " + props
    }

    /// The reading as JSON (`report --json`'s `stackFromLog`).
    public static func json(_ r: ImportedStackReading) -> JSONValue {
        .object([
            ("rebuilt", .bool(r.rebuilt)),
            ("notRebuiltBecause", r.notRebuiltBecause.map { .string($0) } ?? .null),
            ("generatedNotInLog", .number(Double(r.generatedNotInLog))),
            ("properties", .array(r.properties.map { p in
                .object([
                    ("name", .string(p.name)), ("value", p.value.map { .string($0) } ?? .null),
                    ("status", .string(p.status.rawValue)), ("evidence", .string(p.evidence)),
                ])
            })),
        ])
    }
}
