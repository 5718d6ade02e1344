import Foundation

/// The child process's side: measures one file and prints its record as one line of JSON,
/// after the peak memory in KiB (a document's record is followed by `check SECONDS KIB`).
public enum FidelityWorker {
    public static func run(kind: FidelityOutcome.Kind, file: String, corpus: URL) throws -> String {
        let path = corpus.appendingPathComponent(kind.rawValue + "/" + file).path
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data: Data
        switch kind {
        case .ib:
            // The record first (the figures), then the whole `plumb check`'s time on a line of its
            // own: a check that does not finish in time still leaves the record.
            let record = try encoder.encode(IBFileFidelity.measure(path: path, file: file))
            FileHandle.standardOutput.write(Data(("\(peakMemoryKiB()) " + String(decoding: record, as: UTF8.self) + "\n").utf8))
            let seconds = IBFileFidelity.check(path: path)
            return "check \(seconds) \(peakMemoryKiB())"
        case .logs:
            let index = try CorpusManifest(contentsOf: corpus.appendingPathComponent("logs/INDEX.tsv"))
            let row = index.row(file: file)
            let text = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
            // An older log's `.meta` names its fix's constraints by text found on one line.
            var targets: [String]? = nil
            var stated = row?["fix_kind"]
            let meta = corpus.appendingPathComponent("logs/" + (file as NSString).deletingPathExtension + ".meta")
            if let m = try? String(contentsOf: meta, encoding: .utf8) {
                var fields: [String: String] = [:]
                for line in m.split(separator: "\n") {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    let key = String(line[..<colon])
                    guard !key.contains(" ") else { continue }
                    fields[key] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
                targets = [fields["stated-fix-target"], fields["stated-fix-also"]].compactMap { $0 }.filter { !$0.isEmpty }
                if let f = fields["stated-fix"] { stated = f }
            }
            data = try encoder.encode(LogFileFidelity.measure(text: text, file: file, statedFix: stated,
                                                              fixTarget: row?["fix_target"] ?? "", targets: targets))
        case .code:
            let text = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
            data = try encoder.encode(CodeFileFidelity.measure(text: text, file: file))
        }
        return "\(peakMemoryKiB()) " + String(decoding: data, as: UTF8.self)
    }

    /// This process's peak resident memory so far, in KiB.
    static func peakMemoryKiB() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss
    }
}
