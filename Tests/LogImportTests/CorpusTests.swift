import Foundation
import LayoutModel
import LayoutText
import LayoutSyntax
import LogImport
import Testing
@testable import Shell

/// The corpus: console logs written from ../shared/formats/console-log-grammar.md (every
/// envelope, every constraint form, multi-message files, damaged pastes), each `NAME.log` with
/// its golden `NAME.expected`: how much of each message imported, then what `plumb explain
/// NAME.log` prints on standard output and standard error.
///
/// After a deliberate change of output, rewrite the golden files and review the diff:
///
///     PLUMB_UPDATE_LOG_CORPUS=1 swift test --filter LogImportTests.CorpusTests
@Suite struct CorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")
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

    /// At least 40 logs, and the counts the closing report gives.
    @Test func corpusSizeAndCounts() throws {
        var full = 0, partial = 0, none = 0
        for name in Self.logs {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(name + ".log"), encoding: .utf8)
            let r = LogImporter.importLog(text)
            for c in r.completeness {
                switch c {
                case .full: full += 1
                case .partial: partial += 1
                case .none: none += 1
                }
            }
            if r.completeness.isEmpty { none += 1 }
        }
        print("log corpus: \(Self.logs.count) logs, messages imported fully \(full), partially \(partial), not at all \(none)")
        #expect(Self.logs.count >= 40)
        #expect(full >= 40)
        #expect(partial >= 2)
        #expect(none >= 2)
    }

    /// Every log's session is valid after import: each imported conflict's constraints exist,
    /// and what `report` shows for the root says which sizes the log did not give.
    @Test(arguments: logs)
    func sessionIsConsistent(_ name: String) throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(name + ".log"), encoding: .utf8)
        let r = LogImporter.importLog(text)
        let state = r.session.state
        for c in state.importedConflicts {
            for h in c.listed { #expect(state.constraint(h) != nil, "\(name): conflict \(c.number) lists a missing constraint") }
        }
        if let info = state[state.root].importInfo, !info.rootSizeUnknown.isEmpty {
            let report = r.session.report(view: state.root)
            #expect(report.contains("unknown: from log"), "\(name): the root's report hides an unknown size")
        }
        // Addresses from the log are kept.
        for v in state.views where v.importInfo != nil && v.importInfo!.handle.hasPrefix("0x") {
            #expect("0x" + String(v.address, radix: 16) == v.importInfo!.handle.lowercased())
        }
    }
}
