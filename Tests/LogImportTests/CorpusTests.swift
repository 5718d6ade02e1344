import Foundation
import LayoutModel
import LayoutText
import LayoutSyntax
import LogImport
import Testing

/// The corpus: console logs written from ../shared/formats/console-log-grammar.md (every
/// envelope, every constraint form, multi-message files, damaged pastes), each `NAME.log` with
/// its golden `NAME.expected` (checked end to end, through `plumb explain`, by
/// ShellTests/ExplainCorpusTests). Here: how much of the corpus imports, and that every
/// imported session is consistent.
@Suite struct CorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")
    static var updating: Bool { ProcessInfo.processInfo.environment["PLUMB_UPDATE_LOG_CORPUS"] == "1" }

    static var logs: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".log") }.map { String($0.dropLast(4)) }.sorted()
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
