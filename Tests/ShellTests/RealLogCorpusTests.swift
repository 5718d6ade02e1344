import Foundation
import Inspector
import LayoutModel
import LogImport
import Shell
import PlumbTestSupport
import Testing

/// `plumb explain` on the real console logs of the RealLogs set (issue 13), read from the shared
/// corpus (../shared/corpus/logs, CorpusFolder; third-party, so not kept here, issue 33): each log
/// copied from a public thread, with the fix the thread states in its `.meta`. Measures what the
/// closing note reports — conflicts reproduced (or the missing value named), the recommendation
/// against the stated fix, lines per message — and holds the bar:
///
///     swift test --filter RealLogCorpusTests 2>&1 | grep 'real logs'
///
/// Goldens: `Tests/LogImportTests/RealLogs/NAME.expected`, checked by ExplainCorpusTests
/// (`PLUMB_UPDATE_LOG_CORPUS=1` rewrites them); the logs with a golden there are the set.
@Suite(.needsCorpus) struct RealLogCorpusTests {
    /// Where the logs and their `.meta` are read from.
    static let folder = CorpusFolder.subfolder("logs")
    static var updating: Bool { ProcessInfo.processInfo.environment["PLUMB_UPDATE_LOG_CORPUS"] == "1" }

    static var logs: [String] { ExplainCorpusTests.realLogs.map { String($0.dropFirst("RealLogs/".count)) } }

    struct Meta {
        var fields: [String: String] = [:]
        var fix: String { fields["stated-fix"] ?? "none" }
        /// The targets: `stated-fix-target`, and `stated-fix-also` when the thread names two.
        var targets: [String] { [fields["stated-fix-target"], fields["stated-fix-also"]].compactMap { $0 }.filter { !$0.isEmpty } }
    }

    static func meta(_ name: String) throws -> Meta {
        let text = try String(contentsOf: folder.appendingPathComponent(name + ".meta"), encoding: .utf8)
        var m = Meta()
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = String(line[..<colon])
            guard !key.contains(" ") else { continue }
            m.fields[key] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return m
    }

    static func text(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name + ".log"), encoding: .utf8)
    }

    /// The handles (in the session `import log` makes of the whole log) of the constraints a
    /// target names: the constraint described on the one line that contains it.
    static func targetHandles(_ target: String, log: String, session: LayoutSession) -> [String] {
        let lines = log.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(where: { $0.contains(target) }) else { return [] }
        let line = index + 1
        let parsed = ParsedLog.parse(log)
        let all = parsed.messages.flatMap { $0.entries + [$0.broken].compactMap { $0 } }
        guard let entry = all.first(where: { $0.line == line }) else { return [] }
        let squeeze = { (s: String) in String(s.filter { $0 != " " && $0 != "\t" }) }
        let same = Set(all.filter { squeeze($0.text) == squeeze(entry.text) }.map(\.line))
        return session.state.constraints.filter { $0.imported.map { same.contains($0.line) } ?? false }.map(\.handleName)
    }

    struct Figures: CustomStringConvertible {
        var logs = 0, conflicts = 0, reproduced = 0, missingNamed = 0, fragments = 0, repeats = 0
        var stated = 0, matched = 0, systemOnlyStated = 0, systemOnlyMatched = 0
        var lines: [Int] = []
        var privateFixes = 0
        var misses: [String] = []
        /// `NAME kind handles` for each stated fix (for comparing other versions' output).
        var targets: [String] = []
        var median: Int { lines.isEmpty ? 0 : lines.sorted()[lines.count / 2] }
        var description: String {
            "real logs: \(logs) logs, \(conflicts) conflicts (reproduced \(reproduced), missing value named \(missingNamed)), \(fragments) fragments, \(repeats) repeats; "
                + "recommendation = stated fix \(matched + systemOnlyMatched)/\(stated + systemOnlyStated) (system-only \(systemOnlyMatched)/\(systemOnlyStated)); "
                + "median \(median) lines per message; fixes on UIKit-internal constraints: \(privateFixes)"
        }
    }

    static func measure() throws -> Figures {
        var f = Figures()
        for name in logs {
            let log = try text(name)
            let meta = try meta(name)
            f.logs += 1
            let whole = LogImporter.importLog(log)
            let out = OutputBuffer()
            ExplainLogFile.explain(log, file: name + ".log", output: out, json: true)
            guard let object = try JSONSerialization.jsonObject(with: Data(out.standardOutput.utf8)) as? [String: Any],
                  let conflicts = object["conflicts"] as? [[String: Any]] else { continue }
            let text = OutputBuffer()
            ExplainLogFile.explain(log, file: name + ".log", output: text)
            // Lines per message: each section after the summary starts with "Conflict" or "Message".
            var sections: [Int] = []
            for line in text.standardOutput.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("Conflict ") || line.hasPrefix("Message ") { sections.append(0) }
                if !sections.isEmpty && !line.isEmpty { sections[sections.count - 1] += 1 }
            }
            f.lines += sections
            var recommended: [(kind: String, constraint: String?, commands: [String])] = []
            var systemOnly = false
            for c in conflicts {
                switch c["kind"] as? String {
                case "fragment": f.fragments += 1
                case "repeat": f.repeats += 1
                case "conflict":
                    f.conflicts += 1
                    if c["reproduced"] as? Bool == true { f.reproduced += 1 } else if let v = c["verdict"] as? String, v.contains("a value the log does not show") || v.contains("They meet exactly") { f.missingNamed += 1 }
                    if c["systemOnly"] as? Bool == true { systemOnly = true }
                    let set = c["set"] as? [[String: Any]] ?? []
                    let origins = Dictionary(set.map { ($0["constraint"] as! String, $0["origin"] as! String) }, uniquingKeysWith: { a, _ in a })
                    let fixes = c["fixes"] as? [[String: Any]] ?? []
                    for fix in fixes where (fix["constraint"] as? String).flatMap({ origins[$0] }) == "framework" { f.privateFixes += 1 }
                    if let first = fixes.first {
                        recommended.append((first["kind"] as! String, first["constraint"] as? String, first["commands"] as! [String]))
                    }
                default: break
                }
            }
            switch meta.fix {
            case "none": break
            case "system-only":
                f.systemOnlyStated += 1
                if systemOnly { f.systemOnlyMatched += 1 } else { f.misses.append("\(name): not said UIKit-internal") }
            default:
                f.stated += 1
                let handles = meta.targets.flatMap { targetHandles($0, log: log, session: whole.session) }
                let kinds: [String: String] = ["lower-priority": "lowerPriority", "remove": "remove", "relax": "relax",
                                               "translates-off": "stopTranslating", "hugging-or-resistance": "lowerContentPriority",
                                               "change-constant": "changeConstant", "other": "changeConstant"]
                let hit = recommended.contains { r in
                    r.kind == kinds[meta.fix] && (r.constraint.map { handles.contains($0) } ?? false)
                }
                f.targets.append("\(name) \(kinds[meta.fix] ?? meta.fix) \(handles.joined(separator: ","))")
                if hit { f.matched += 1 } else { f.misses.append("\(name): stated \(meta.fix) \(handles), recommended \(recommended.map { "\($0.kind) \($0.constraint ?? "-")" })") }
            }
        }
        return f
    }

    @Test func figures() throws {
        let f = try Self.measure()
        print(f)
        for m in f.misses { print("  miss: " + m) }
        for t in f.targets { print("  target: " + t) }
        #expect(f.logs >= 40)
        #expect(f.privateFixes == 0, "a fix was offered on a UIKit-internal constraint")
        #expect(f.reproduced + f.missingNamed == f.conflicts, "a conflict neither reproduced nor naming the missing value")
        #expect(f.median <= 15)
        #expect(Double(f.matched + f.systemOnlyMatched) >= 0.85 * Double(f.stated + f.systemOnlyStated), "\(f)")
    }
}
