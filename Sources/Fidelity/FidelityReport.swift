import Foundation

/// The report `Scripts/fidelity` prints (docs/fidelity.md says what each figure means): the
/// figures of each split side by side, then the commonest failure categories of `train` only.
/// Everything but the last section (time and memory) is a function of the records, so the same
/// corpus and the same plumb give the same bytes.
public struct FidelityReport: Sendable {
    public var columns: [(name: String, figures: FidelityFigures)]
    /// The commonest failures of each part (ib, logs, code), of train only; empty when the
    /// train split is not in the report.
    public var failures: [(kind: FidelityOutcome.Kind, list: FailureList)] = []
    /// Train files that crashed or hung, and the slowest train files to check and to explain.
    public var trainDetail: [String] = []
    public var wallSeconds: Double

    public init(_ outcomes: [FidelityOutcome], split: CorpusSplit?, wallSeconds: Double) {
        switch split {
        case .train?: columns = [("train", FidelityFigures(outcomes))]
        case .test?: columns = [("test", FidelityFigures(outcomes))]
        case nil:
            columns = [("train", FidelityFigures(outcomes.filter { $0.split == .train })),
                       ("test", FidelityFigures(outcomes.filter { $0.split == .test })),
                       ("all", FidelityFigures(outcomes))]
        }
        if split != .test {
            failures = FidelityOutcome.Kind.allCases.map { kind in
                (kind, FailureList(outcomes.filter { $0.split == .train && $0.kind == kind }, limit: kind == .ib ? 15 : 10))
            }
        }
        if split != .test {
            let train = outcomes.filter { $0.split == .train }
            trainDetail = train.filter { $0.failure != nil }.map { "\($0.kind.rawValue)/\($0.file): \($0.failure!)" }
            trainDetail += train.compactMap { o in o.checkFailure.map { "ib/\(o.file): plumb check \($0)" } }
            let slowChecks = train.compactMap { o in o.checkSeconds.map { (o.file, $0) } }.sorted { ($1.1, $0.0) < ($0.1, $1.0) }.prefix(5)
            trainDetail += slowChecks.map { String(format: "slowest plumb check: ib/%@ %.2f s", $0.0, $0.1) }
            let slowLogs = train.compactMap { o in o.log.map { (o.file, $0.explainSeconds) } }.sorted { ($1.1, $0.0) < ($0.1, $1.0) }.prefix(3)
            trainDetail += slowLogs.map { String(format: "slowest plumb explain: logs/%@ %.2f s", $0.0, $0.1) }
        }
        self.wallSeconds = wallSeconds
    }

    // MARK: - Text

    public func text(kinds: Set<FidelityOutcome.Kind>) -> String {
        var out: [String] = []
        let header = "\("".padding(toLength: 44, withPad: " ", startingAt: 0))" + columns.map { pad($0.name) }.joined()
        func row(_ label: String, _ cell: (FidelityFigures) -> String) {
            let shown = label.count >= 44 ? label + " " : label.padding(toLength: 44, withPad: " ", startingAt: 0)
            var line = shown + columns.map { pad(cell($0.figures)) }.joined()
            while line.hasSuffix(" ") { line.removeLast() }
            out.append(line)
        }
        func ratioRows(_ title: String, _ keys: (FidelityFigures) -> [String: FidelityFigures.Ratio], limit: Int) {
            var totals: [String: Int] = [:]
            for c in columns { for (k, v) in keys(c.figures) { totals[k, default: 0] += v.of } }
            let shown = totals.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(limit).map(\.key)
            guard !shown.isEmpty else { return }
            out.append(title)
            for k in shown { row("  " + k, { ratio(keys($0)[k]) }) }
        }
        if kinds.contains(.ib) {
            out.append("== Interface Builder documents (ib/)")
            out.append(header)
            row("files", { "\($0.ibFiles)" })
            row("  opened", { "\($0.ibOpened)" })
            row("  refused", { "\($0.ibRefused)" })
            row("  crashed", { "\($0.ibCrashed)" })
            row("  hung", { "\($0.ibHung)" })
            row("plumb check crashed", { "\($0.ibCheckCrashed)" })
            row("scenes imported", { "\($0.scenesImported)/\($0.scenes)" })
            row("views IB flags (not compared)", { "\($0.viewsFlaggedByIB)" })
            row("views not modelled (left out, said)", { "\($0.viewsNotModelled)" })
            out.append("solved frame = stored frame (unflagged views)")
            for p in ["ios", "macos", "all"] { row("  " + p, { ratio($0.framesByPlatform[p]) }) }
            out.append("check false alarms (unflagged views with a canvas problem)")
            for p in ["ios", "macos", "all"] { row("  " + p, { ratio($0.falseAlarmsByPlatform[p]) }) }
            for k in ["misplaced", "ambiguity", "conflict"] { row("  of which " + k, { "\($0.falseAlarmsByProblem[k] ?? 0)" }) }
            ratioRows("frames by element kind (the 15 commonest)", { $0.framesByElement }, limit: 15)
            ratioRows("frames by container (the 12 commonest)", { $0.framesByContainer }, limit: 12)
            ratioRows("frames by document feature", { $0.framesByFeature }, limit: 40)
            var reasons: [String: Int] = [:]
            for c in columns where c.name != "all" { for (k, v) in c.figures.ibRefusals { reasons[k, default: 0] += v } }
            if !reasons.isEmpty {
                out.append("refused, by reason")
                for (k, _) in reasons.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) { row("  " + k, { "\($0.ibRefusals[k] ?? 0)" }) }
            }
            out.append("")
        }
        if kinds.contains(.logs) {
            out.append("== Console logs (logs/)")
            out.append(header)
            row("files", { "\($0.logFiles)" })
            row("  imported", { "\($0.logsImported)" })
            row("  refused (nothing imported)", { "\($0.logsRefused)" })
            row("  with lines plumb could not read", { "\($0.logsWithUnreadLines)" })
            row("  crashed or hung", { "\($0.logsCrashed)" })
            row("messages", { "\($0.messages)" })
            row("  conflicts", { "\($0.conflicts)" })
            row("  fragments / repeats / other", { "\($0.fragments) / \($0.repeats) / \($0.otherMessages)" })
            row("conflicts reproduced by plumb's solver", { ratio(.init(count: $0.reproduced, of: $0.conflicts)) })
            row("  not reproduced, missing value named", { "\($0.missingNamed)" })
            row("  not reproduced, nothing named", { "\($0.conflicts - $0.reproduced - $0.missingNamed)" })
            row("UIKit's broken constraint = plumb's", { ratio($0.brokenReproduced) })
            row("logs whose source states the fix", { "\($0.statedFixes)" })
            row("  fix's constraint found in the log", { ratio($0.fixTargetLocated) })
            row("  first fix on that constraint", { ratio($0.firstFixOnTarget) })
            row("  ... and of the stated kind", { ratio($0.firstFixOfKind) })
            row("  UIKit's own, said so", { ratio($0.systemOnlyRecognised) })
            row("  misattributed (UIKit's vs yours)", { ratio($0.misattributed) })
            row("lines per conflict, median / worst", { "\(Int($0.linesPerConflict.median)) / \(Int($0.linesPerConflict.worst))" })
            out.append("")
        }
        if kinds.contains(.code) {
            out.append("== Constraint code (code/)")
            out.append(header)
            row("files", { "\($0.codeFiles)" })
            row("  read fully", { "\($0.codeFull)" })
            row("  read partly", { "\($0.codePartial)" })
            row("  refused (nothing made)", { "\($0.codeRefused)" })
            row("  crashed or hung", { "\($0.codeCrashed)" })
            row("constraints made", { "\($0.constraintsMade)" })
            out.append("")
        }
        for (kind, list) in failures where kinds.contains(kind) && !list.entries.isEmpty {
            out.append("== \(kind.rawValue): the \(list.entries.count) commonest failure categories (train only; count, first example)")
            for e in list.entries { out.append(String(format: "%5d  ", e.count) + e.category + "  — " + e.example) }
            out.append("")
        }
        out.append("== Time per file, median / worst (seconds; varies from run to run)")
        out.append(header)
        let s = { (x: FidelityFigures.Spread) in String(format: "%.3f / %.2f", x.median, x.worst) }
        if kinds.contains(.ib) {
            row("ib import (every scene)", { s($0.ibImport) })
            row("ib plumb check (canvas and matrix)", { s($0.ibCheck) })
            row("  did not finish in the time limit", { "\($0.ibCheckOverTime)" })
        }
        if kinds.contains(.logs) { row("logs explain", { s($0.logExplain) }) }
        if kinds.contains(.code) { row("code import", { s($0.codeImport) }) }
        row("peak memory of one file (MiB)", { String(format: "%.0f", $0.peakMemoryMiB) })
        if !trainDetail.isEmpty {
            out.append("crashed, hung and slowest files (train only)")
            out += trainDetail.map { "  " + $0 }
        }
        out.append(String(format: "wall clock of the run: %.0f s", wallSeconds))
        return out.joined(separator: "\n") + "\n"
    }

    func pad(_ s: String) -> String { s.count >= 22 ? s + " " : s.padding(toLength: 22, withPad: " ", startingAt: 0) }

    func ratio(_ r: FidelityFigures.Ratio?) -> String {
        guard let r, let p = r.percent else { return "-" }
        return "\(r.count)/\(r.of) (\(String(format: "%.1f", p))%)"
    }

    // MARK: - JSON

    public func json() throws -> String {
        struct Document: Encodable {
            var splits: [String: FidelityFigures]
            var failures: [String: FailureList]
            var wallSeconds: Double
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let d = Document(splits: Dictionary(uniqueKeysWithValues: columns.map { ($0.name, $0.figures) }), failures: Dictionary(uniqueKeysWithValues: failures.map { ($0.kind.rawValue, $0.list) }), wallSeconds: wallSeconds)
        return String(decoding: try encoder.encode(d), as: UTF8.self) + "\n"
    }
}
