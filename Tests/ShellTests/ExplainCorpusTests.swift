import Foundation
import LogImport
import PlumbTestSupport
import Testing
import Shell

/// `plumb explain NAME.log` on every log of the console-log corpus (Tests/LogImportTests/Corpus,
/// written from the grammar) and of the real logs (../shared/corpus/logs, copied from public
/// threads and not kept in this repository, issue 33; `RealLogCorpusTests` measures them; their
/// goldens are Tests/LogImportTests/RealLogs/NAME.expected and say which are pinned):
/// each `NAME.expected` holds how much of each message imported, then what `plumb explain`
/// prints on standard output and standard error. Without the shared corpus the real logs' test
/// is skipped (CorpusFolder) and the team's corpus still runs.
///
/// After a deliberate change of output, rewrite the golden files and review the diff:
///
///     PLUMB_UPDATE_LOG_CORPUS=1 swift test --filter ShellTests.ExplainCorpusTests
@Suite struct ExplainCorpusTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("LogImportTests")
    static let folder = root.appendingPathComponent("Corpus")
    static var updating: Bool { ProcessInfo.processInfo.environment["PLUMB_UPDATE_LOG_CORPUS"] == "1" }

    /// `Corpus/NAME`: the team's logs, each beside its golden.
    static var logs: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".log") }.map { "Corpus/" + String($0.dropLast(4)) }.sorted()
    }

    /// `RealLogs/NAME`: the real logs with a golden in RealLogs/ here, read from the shared corpus.
    static var realLogs: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("RealLogs").path)) ?? []
        return names.filter { $0.hasSuffix(".expected") }.map { "RealLogs/" + String($0.dropLast(".expected".count)) }.sorted()
    }

    /// Where the log `name` (`Corpus/NAME` or `RealLogs/NAME`) is read from.
    static func input(_ name: String) -> URL {
        guard name.hasPrefix("RealLogs/") else { return root.appendingPathComponent(name + ".log") }
        return CorpusFolder.subfolder("logs").appendingPathComponent(name.dropFirst("RealLogs/".count) + ".log")
    }

    /// The golden text of one log.
    static func golden(_ name: String) throws -> String {
        let text = try String(contentsOf: input(name), encoding: .utf8)
        let result = LogImporter.importLog(text)
        let buffer = OutputBuffer()
        let file = String(name.split(separator: "/").last!)
        let ok = ExplainLogFile.explain(text, file: file + ".log", output: buffer)
        var out = "== messages: " + (result.completeness.isEmpty ? "none found" : result.completeness.map(\.rawValue).joined(separator: ", ")) + "\n"
        out += "== plumb explain \(file).log: exit \(ok ? 0 : 1)\n"
        out += "== standard output\n" + buffer.standardOutput
        out += "== standard error\n" + buffer.standardError
        return out
    }

    @Test(arguments: logs)
    func corpus(_ name: String) throws { try Self.check(name) }

    @Test(.needsCorpus, arguments: realLogs)
    func realLog(_ name: String) throws { try Self.check(name) }

    /// The log's explanation against its golden (rewritten instead when updating).
    static func check(_ name: String) throws {
        let actual = try Self.golden(name)
        let url = root.appendingPathComponent(name + ".expected")
        if updating {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "\(name).log: output differs from \(name).expected (PLUMB_UPDATE_LOG_CORPUS=1 rewrites it; review the diff)")
    }

    @Test func theCorpusIsThere() {
        #expect(Self.logs.count >= 40, "no corpus at \(Self.folder.path)")
        #expect(Self.realLogs.count >= 40, "no real logs' goldens at \(Self.root.path)/RealLogs")
    }

    @Test(.needsCorpus) func theRealLogsAreThere() {
        for name in Self.realLogs {
            #expect(FileManager.default.fileExists(atPath: Self.input(name).path), "\(name): not in \(CorpusFolder.subfolder("logs").path)")
        }
    }
}
