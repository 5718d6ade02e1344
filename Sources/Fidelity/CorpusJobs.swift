import Foundation

/// The files of the shared corpus that `plumb-fidelity` measures, with their manifests' facts:
/// every document of `ib/` (`MANIFEST.tsv`), every log of `logs/` (`INDEX.tsv`), every code
/// excerpt of `code/` (no manifest: all of it is pinned by tests, so all of it is `train`).
public struct CorpusJob: Sendable {
    public var kind: FidelityOutcome.Kind
    public var file: String
    public var split: CorpusSplit
    public var platform: String
    public var features: [String]

    public var path: String { kind.rawValue + "/" + file }

    public static func all(corpus: URL, only: Set<FidelityOutcome.Kind>, split: CorpusSplit?) throws -> [CorpusJob] {
        var jobs: [CorpusJob] = []
        if only.contains(.ib) {
            let manifest = try CorpusManifest(contentsOf: corpus.appendingPathComponent("ib/MANIFEST.tsv"))
            for row in manifest.rows {
                guard let s = row.split else { continue }
                jobs.append(CorpusJob(kind: .ib, file: row.file, split: s, platform: row["platform"].lowercased(),
                                      features: row["features"].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }))
            }
        }
        if only.contains(.logs) {
            let index = try CorpusManifest(contentsOf: corpus.appendingPathComponent("logs/INDEX.tsv"))
            for row in index.rows {
                guard let s = row.split else { continue }
                jobs.append(CorpusJob(kind: .logs, file: row.file, split: s, platform: row["platform"].lowercased(), features: []))
            }
        }
        if only.contains(.code) {
            let names = try FileManager.default.contentsOfDirectory(atPath: corpus.appendingPathComponent("code").path)
            for name in names where name.hasSuffix(".swift") || name.hasSuffix(".m") {
                jobs.append(CorpusJob(kind: .code, file: name, split: .train, platform: name.hasSuffix(".m") ? "objective-c" : "swift", features: []))
            }
        }
        return jobs.filter { split == nil || $0.split == split }.sorted { ($0.kind.rawValue, $0.file) < ($1.kind.rawValue, $1.file) }
    }
}
