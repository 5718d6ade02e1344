import Foundation
import LayoutModel
import LayoutSyntax
import LogImport
import Shell

/// One console log measured as `plumb explain FILE` meets it: the messages read and refused, the
/// conflicts plumb's solver reproduces (and whether it breaks what UIKit broke), the lines each
/// explanation takes, and — where the log's source states the fix — whether plumb's first fix
/// is on that constraint and of that kind, and whether plumb calls the conflict UIKit's own
/// when the source says it is (and not when the source fixed it in the app).
public struct LogFileRecord: Codable, Sendable {
    public var file: String
    public var imported: Bool
    /// Diagnostics plumb gives for lines it could not read (errors) while importing.
    public var unreadLines: Int = 0
    public var messages = 0
    public var conflicts = 0
    public var fragments = 0
    public var repeats = 0
    public var otherMessages = 0
    public var reproduced = 0
    /// Unreproduced conflicts whose explanation names the value the log does not show.
    public var missingNamed = 0
    /// Conflicts whose log says what UIKit broke, and of those the ones plumb's solver breaks the same.
    public var brokenStated = 0
    public var brokenAgrees = 0
    public var linesPerConflict: [Int] = []
    /// The fix the source states (`fix_kind` of the index), when it states one.
    public var statedFix: String?
    /// Whether the stated fix names a constraint that could be found in the log.
    public var targetLocated = false
    public var firstFixOnTarget = false
    public var firstFixOfKind = false
    /// The stated fix's kind has a plumb fix kind (`other` has none).
    public var kindComparable = false
    /// plumb said UIKit-internal where the source said the app's, or the reverse.
    public var misattributed = false
    public var recommended: [String] = []
    public var explainSeconds = 0.0
}

public enum LogFileFidelity {
    /// The index's fix kinds as plumb's fix kinds.
    static let fixKinds: [String: String] = [
        "lower-priority": "lowerPriority", "remove": "remove", "translates-off": "stopTranslating",
        "change-constant": "changeConstant", "relax": "relax", "hugging-or-resistance": "lowerContentPriority",
    ]

    /// `targets`: the stated fix's constraints as text found on one line of the log each (an
    /// older log's `.meta`), or nil to take the constraint addresses out of `fixTarget`.
    public static func measure(text log: String, file: String, statedFix: String?, fixTarget: String, targets: [String]?) -> LogFileRecord {
        var r = LogFileRecord(file: file, imported: false)
        var object: [String: Any]? = nil
        let json = OutputBuffer(), text = OutputBuffer()
        let whole = measured(&r.explainSeconds) { () -> LogImportResult in
            ExplainLogFile.explain(log, file: file, output: json, json: true)
            ExplainLogFile.explain(log, file: file, output: text)
            return LogImporter.importLog(log)
        }
        r.imported = whole.importedAnything
        r.unreadLines = whole.diagnostics.filter { $0.severity == .error }.count
        r.messages = whole.parsed.messages.count
        object = try? JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        // Lines per conflict: each section after the summary starts with "Conflict" or "Message".
        var sections: [(conflict: Bool, lines: Int)] = []
        for line in text.standardOutput.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("Conflict ") { sections.append((true, 0)) } else if line.hasPrefix("Message ") { sections.append((false, 0)) }
            if !sections.isEmpty && !line.isEmpty { sections[sections.count - 1].lines += 1 }
        }
        r.linesPerConflict = sections.filter(\.conflict).map(\.lines)
        var firstFixes: [(kind: String, constraint: String?)] = []
        var systemOnly: [Bool] = []
        for c in object?["conflicts"] as? [[String: Any]] ?? [] {
            switch c["kind"] as? String {
            case "conflict":
                r.conflicts += 1
                let reproduced = c["reproduced"] as? Bool == true
                let verdict = c["verdict"] as? String ?? ""
                if reproduced { r.reproduced += 1 } else if verdict.contains("a value the log does not show") || verdict.contains("They meet exactly") { r.missingNamed += 1 }
                if !(c["appleBroken"] is NSNull), c["appleBroken"] != nil {
                    r.brokenStated += 1
                    if reproduced && !verdict.contains("would break") && !verdict.contains("not needed for the contradiction") { r.brokenAgrees += 1 }
                }
                systemOnly.append(c["systemOnly"] as? Bool == true)
                if let first = (c["fixes"] as? [[String: Any]])?.first {
                    firstFixes.append((first["kind"] as? String ?? "", first["constraint"] as? String))
                }
            case "fragment": r.fragments += 1
            case "repeat": r.repeats += 1
            default: r.otherMessages += 1
            }
        }
        r.recommended = firstFixes.map { "\($0.kind) \($0.constraint ?? "-")" }
        guard let stated = statedFix, !stated.isEmpty, stated != "none" else { return r }
        r.statedFix = stated
        if stated == "system-only" {
            r.misattributed = !systemOnly.contains(true)
            return r
        }
        r.misattributed = !systemOnly.isEmpty && systemOnly.allSatisfy { $0 }
        let handles = Set((targets ?? addresses(in: fixTarget)).flatMap { targetHandles($0, byAddress: targets == nil, log: log, whole: whole) })
        r.targetLocated = !handles.isEmpty
        let kind = fixKinds[stated]
        r.kindComparable = kind != nil
        r.firstFixOnTarget = firstFixes.contains { $0.constraint.map(handles.contains) ?? false }
        r.firstFixOfKind = kind != nil && firstFixes.contains { $0.kind == kind && ($0.constraint.map(handles.contains) ?? false) }
        return r
    }

    /// The `0x…` addresses in a stated fix's target.
    static func addresses(in target: String) -> [String] {
        var out: [String] = []
        var rest = Substring(target)
        while let r = rest.range(of: "0x") {
            let hex = rest[r.upperBound...].prefix { $0.isHexDigit }
            if hex.count >= 4 { out.append("0x" + hex) }
            rest = rest[r.upperBound...]
        }
        return out
    }

    /// The handles (in the session `import log` makes of the whole log) of the constraint a
    /// target names: by its address (the entry whose own address it is), or by text on one line.
    static func targetHandles(_ target: String, byAddress: Bool, log: String, whole: LogImportResult) -> [String] {
        let all = whole.parsed.messages.flatMap { $0.entries + [$0.broken].compactMap { $0 } }
        let entry: LogConstraint?
        if byAddress {
            let address = UInt64(target.dropFirst(2), radix: 16)
            entry = all.first { address != nil && $0.address == address }
        } else {
            let lines = log.split(separator: "\n", omittingEmptySubsequences: false)
            guard let index = lines.firstIndex(where: { $0.contains(target) }) else { return [] }
            entry = all.first { $0.line == index + 1 }
        }
        guard let entry else { return [] }
        let squeeze = { (s: String) in String(s.filter { $0 != " " && $0 != "\t" }) }
        let same = Set(all.filter { squeeze($0.text) == squeeze(entry.text) }.map(\.line))
        return whole.session.state.constraints.filter { $0.imported.map { same.contains($0.line) } ?? false }.map(\.handleName)
    }
}
