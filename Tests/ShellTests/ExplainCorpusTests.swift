import Foundation
import LogImport
import Testing
import Shell

/// `plumb explain NAME.log` on every log of the console-log corpus (Tests/LogImportTests/Corpus):
/// each `NAME.expected` holds how much of each message imported, then what `plumb explain`
/// prints on standard output and standard error.
///
/// After a deliberate change of output, rewrite the golden files and review the diff:
///
///     PLUMB_UPDATE_LOG_CORPUS=1 swift test --filter ShellTests.ExplainCorpusTests
@Suite struct ExplainCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("LogImportTests/Corpus")
    static var updating: Bool { ProcessInfo.processInfo.environment["PLUMB_UPDATE_LOG_CORPUS"] == "1" }

    static var logs: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".log") }.map { String($0.dropLast(4)) }.sorted()
    }

    /// The golden text of one log.
    static func golden(_ name: String) throws -> String {
        let text = try String(contentsOf: folder.appendingPathComponent(name + ".log"), encoding: .utf8)
        let result = LogImporter.importLog(text)
        let buffer = OutputBuffer()
        let ok = ExplainLogFile.explain(text, file: name + ".log", output: buffer)
        var out = "== messages: " + (result.completeness.isEmpty ? "none found" : result.completeness.map(\.rawValue).joined(separator: ", ")) + "\n"
        out += "== plumb explain \(name).log: exit \(ok ? 0 : 1)\n"
        out += "== standard output\n" + buffer.standardOutput
        out += "== standard error\n" + buffer.standardError
        return out
    }

    @Test(arguments: logs)
    func corpus(_ name: String) throws {
        let actual = try Self.golden(name)
        let url = Self.folder.appendingPathComponent(name + ".expected")
        if Self.updating {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "\(name).log: output differs from \(name).expected (PLUMB_UPDATE_LOG_CORPUS=1 rewrites it; review the diff)")
    }

    @Test func theCorpusIsThere() {
        #expect(Self.logs.count >= 40, "no corpus at \(Self.folder.path)")
    }
}
