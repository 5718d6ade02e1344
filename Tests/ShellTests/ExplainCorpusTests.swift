import Foundation
import LogImport
import Testing
import Shell

/// `plumb explain NAME.log` on every log of the console-log corpus (Tests/LogImportTests/Corpus,
/// written from the grammar) and of the real logs (Tests/LogImportTests/RealLogs, copied from
/// public threads; `RealLogCorpusTests` measures them):
/// each `NAME.expected` holds how much of each message imported, then what `plumb explain`
/// prints on standard output and standard error.
///
/// After a deliberate change of output, rewrite the golden files and review the diff:
///
///     PLUMB_UPDATE_LOG_CORPUS=1 swift test --filter ShellTests.ExplainCorpusTests
@Suite struct ExplainCorpusTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("LogImportTests")
    static let folder = root.appendingPathComponent("Corpus")
    static var updating: Bool { ProcessInfo.processInfo.environment["PLUMB_UPDATE_LOG_CORPUS"] == "1" }

    /// `Corpus/NAME` and `RealLogs/NAME`.
    static var logs: [String] {
        ["Corpus", "RealLogs"].flatMap { sub in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(sub).path)) ?? []
            return names.filter { $0.hasSuffix(".log") }.map { sub + "/" + String($0.dropLast(4)) }.sorted()
        }
    }

    /// The golden text of one log.
    static func golden(_ name: String) throws -> String {
        let text = try String(contentsOf: root.appendingPathComponent(name + ".log"), encoding: .utf8)
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
    func corpus(_ name: String) throws {
        let actual = try Self.golden(name)
        let url = Self.root.appendingPathComponent(name + ".expected")
        if Self.updating {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "\(name).log: output differs from \(name).expected (PLUMB_UPDATE_LOG_CORPUS=1 rewrites it; review the diff)")
    }

    @Test func theCorpusIsThere() {
        #expect(Self.logs.filter { $0.hasPrefix("Corpus/") }.count >= 40, "no corpus at \(Self.folder.path)")
        #expect(Self.logs.filter { $0.hasPrefix("RealLogs/") }.count >= 40, "no real logs at \(Self.root.path)/RealLogs")
    }
}
