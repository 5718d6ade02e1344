/// The commonest failure categories of a set of outcomes, each with its count and the first
/// example (`kind/file:line`, in file order). Only ever built from `train` outcomes: the test
/// split is reported as aggregates, without per-file detail.
public struct FailureList: Codable, Sendable {
    public struct Entry: Codable, Sendable {
        public var category: String
        public var count: Int
        public var example: String
    }

    public var entries: [Entry]

    public init(_ outcomes: [FidelityOutcome], limit: Int = 15) {
        var counts: [String: Int] = [:]
        var examples: [String: String] = [:]
        func add(_ category: String, _ example: String) {
            counts[category, default: 0] += 1
            if examples[category] == nil { examples[category] = example }
        }
        for o in outcomes {
            let at = { (line: Int?) in o.kind.rawValue + "/" + o.file + (line.map { ":\($0)" } ?? "") }
            if let f = o.failure { add("\(o.kind.rawValue): " + FailureCategory.of(f), at(nil)) }
            if let r = o.ib {
                if let refusal = r.refusal { add("ib: refused: " + refusal, at(nil)) }
                for finding in r.findings { add("ib: " + finding.category, at(finding.line)) }
                for v in r.views where !v.flaggedByIB {
                    if let c = v.category { add("ib: frame differs, " + c, at(v.line)) }
                    // A view whose frame differs is counted once, above, whatever check reports on it.
                    if let p = v.problem, v.matches { add("ib: check reports \(p) on an unflagged view in the right place: \(v.element) in \(v.container)", at(v.line)) }
                }
            }
            if let r = o.log {
                if !r.imported { add("logs: nothing imported", at(nil)) }
                if r.unreadLines > 0 { add("logs: lines not read", at(nil)) }
                let unexplained = r.conflicts - r.reproduced - r.missingNamed
                if unexplained > 0 { add("logs: conflict not reproduced and no missing value named", at(nil)) }
                if r.brokenAgrees < r.brokenStated { add("logs: plumb's solver breaks another constraint than UIKit", at(nil)) }
                if let s = r.statedFix, s != "system-only", !r.firstFixOnTarget {
                    add(r.targetLocated ? "logs: first fix not on the stated constraint (\(s))" : "logs: stated fix's constraint not found in the log (\(s))", at(nil))
                }
                if r.misattributed { add("logs: misattributed (\(r.statedFix == "system-only" ? "UIKit's own said to be the app's" : "the app's said to be UIKit's own"))", at(nil)) }
            }
            if let r = o.code {
                if r.outcome == "refused" { add("code: nothing made", at(nil)) }
                for s in Set(r.skipped) { add("code: not read: " + s, at(nil)) }
            }
        }
        entries = counts.map { Entry(category: $0.key, count: $0.value, example: examples[$0.key]!) }
            .sorted { ($1.count, $0.category) < ($0.count, $1.category) }
            .prefix(limit).map { $0 }
    }
}
