import Foundation
import Inspector
import LogImport
import PlumbTestSupport
import Testing

/// Issue 13, item 1: in a file with several messages, each conflict is explained from its own
/// message — the same explanation as that message pasted alone — on every multi-message log of
/// both corpora (Tests/LogImportTests/Corpus and the real logs of ../shared/corpus/logs; without
/// the shared corpus the real logs' test is skipped and the team's still runs).
@Suite struct MessageIsolationTests {
    /// The multi-message logs among `names` (`Corpus/NAME`, `RealLogs/NAME`; ExplainCorpusTests.input reads them).
    static func multiMessage(_ names: [String]) -> [String] {
        names.filter { name in
            guard let text = try? String(contentsOf: ExplainCorpusTests.input(name), encoding: .utf8) else { return false }
            return ParsedLog.parse(text).messages.count > 1
        }
    }

    static var ownMultiMessageLogs: [String] { multiMessage(ExplainCorpusTests.logs) }
    static var realMultiMessageLogs: [String] { multiMessage(ExplainCorpusTests.realLogs) }
    static var multiMessageLogs: [String] { ownMultiMessageLogs + realMultiMessageLogs }

    /// The explanation without the message's number and line (which differ once it is cut out).
    static func explanation(_ m: LogMessage) throws -> String? {
        guard m.kind == .conflict, let session = m.result?.session,
              let e = try LogConflictExplainer.explain(session) else { return nil }
        return LogConflictText.render(e, in: session, all: true, more: "")
            .replacingOccurrences(of: #"^Conflict \d+ \(log line \d+"#, with: "Conflict (", options: .regularExpression)
    }

    @Test(.needsCorpus) func thereAreMultiMessageLogs() {
        #expect(Self.multiMessageLogs.count >= 5, "\(Self.multiMessageLogs)")
    }

    @Test(arguments: ownMultiMessageLogs)
    func eachMessageAsIfAlone(_ name: String) throws { try Self.check(name) }

    @Test(.needsCorpus, arguments: realMultiMessageLogs)
    func eachRealMessageAsIfAlone(_ name: String) throws { try Self.check(name) }

    /// Each conflict of the log `name` explained as if its message were pasted alone.
    static func check(_ name: String) throws {
        let text = try String(contentsOf: ExplainCorpusTests.input(name), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let messages = try LogImporter.messages(of: text)
        for (k, m) in messages.enumerated() where m.kind == .conflict {
            // The message's own lines: from its first line to the next message's.
            let end = k + 1 < messages.count ? messages[k + 1].line - 1 : lines.count
            let alone = lines[(m.line - 1)..<max(m.line - 1, end)].joined(separator: "\n")
            let own = try LogImporter.messages(of: alone).filter { $0.kind == .conflict }
            #expect(own.count == 1, "\(name): message \(m.number) alone gives \(own.count) conflicts")
            guard let single = own.first else { continue }
            #expect(try Self.explanation(m) == Self.explanation(single), "\(name): message \(m.number) differs from itself alone")
        }
    }
}
