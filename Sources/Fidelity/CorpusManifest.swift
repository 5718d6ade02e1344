import Foundation

/// A manifest of the shared corpus (`ib/MANIFEST.tsv`, `logs/INDEX.tsv`): tab-separated, the
/// first row names the columns, one row per file. Rows are looked up by their `file` column.
public struct CorpusManifest: Sendable {
    public struct Row: Sendable {
        public var fields: [String: String]
        /// The column's value, empty when the row has none.
        public subscript(_ column: String) -> String { fields[column] ?? "" }
        public var file: String { self["file"] }
        public var split: CorpusSplit? { CorpusSplit(rawValue: self["split"]) }
    }

    public var rows: [Row]

    public init(text: String) {
        // `\r\n` is one Character in Swift: splitting at newlines (not at "\n") ends a row at either.
        let lines = text.split(whereSeparator: \.isNewline).map(String.init)
        guard let header = lines.first else { rows = []; return }
        let columns = header.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        rows = lines.dropFirst().map { line in
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            var fields: [String: String] = [:]
            for (k, column) in columns.enumerated() where k < cells.count { fields[column] = cells[k] }
            return Row(fields: fields)
        }
    }

    public init(contentsOf url: URL) throws {
        self.init(text: try String(contentsOf: url, encoding: .utf8))
    }

    public func row(file: String) -> Row? { rows.first { $0.file == file } }
}

/// The manifests' fixed `split` column: study and tune on `train`, report `test`.
public enum CorpusSplit: String, Sendable, CaseIterable, Codable {
    case train, test
}
