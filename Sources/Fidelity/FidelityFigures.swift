import Foundation

/// The report's figures for one set of outcomes (one split, or both): every count the report
/// prints, from the records alone, so the same records give the same figures.
public struct FidelityFigures: Codable, Sendable {
    /// `count` of `of`, printed with its percentage.
    public struct Ratio: Codable, Sendable, Equatable {
        public var count = 0
        public var of = 0
        public var percent: Double? { of == 0 ? nil : Double(count) / Double(of) * 100 }
        mutating func add(_ hit: Bool) { of += 1; if hit { count += 1 } }
    }

    public struct Spread: Codable, Sendable {
        public var median = 0.0
        public var worst = 0.0
        init(_ values: [Double]) {
            let sorted = values.sorted()
            guard !sorted.isEmpty else { return }
            median = sorted[sorted.count / 2]
            worst = sorted.last!
        }
        init() {}
    }

    // Interface Builder documents.
    public var ibFiles = 0, ibOpened = 0, ibRefused = 0, ibCrashed = 0, ibHung = 0
    public var ibRefusals: [String: Int] = [:]
    /// Documents whose whole `plumb check` crashed (after their import was measured).
    public var ibCheckCrashed = 0
    /// Documents whose whole `plumb check` did not finish within the time limit (varies with the machine).
    public var ibCheckOverTime = 0
    public var scenes = 0, scenesImported = 0
    /// Unflagged views (IB marks them neither misplaced nor ambiguous) whose solved frame is the stored one.
    public var framesByPlatform: [String: Ratio] = [:]
    public var framesByElement: [String: Ratio] = [:]
    public var framesByContainer: [String: Ratio] = [:]
    public var framesByFeature: [String: Ratio] = [:]
    /// Unflagged views on which plumb's canvas check reports a problem.
    public var falseAlarmsByPlatform: [String: Ratio] = [:]
    public var falseAlarmsByProblem: [String: Int] = [:]
    public var viewsFlaggedByIB = 0
    /// Views left out, with a note, because plumb does not model what places them.
    public var viewsNotModelled = 0

    // Console logs.
    public var logFiles = 0, logsImported = 0, logsRefused = 0, logsCrashed = 0, logsWithUnreadLines = 0
    public var messages = 0, conflicts = 0, fragments = 0, repeats = 0, otherMessages = 0
    public var reproduced = 0, missingNamed = 0
    public var brokenReproduced = Ratio()
    public var statedFixes = 0
    /// Stated fixes (other than "UIKit's own") whose constraint was found in the log.
    public var fixTargetLocated = Ratio()
    public var firstFixOnTarget = Ratio()
    public var firstFixOfKind = Ratio()
    public var systemOnlyRecognised = Ratio()
    public var misattributed = Ratio()
    public var linesPerConflict = Spread()

    // Constraint code.
    public var codeFiles = 0, codeFull = 0, codePartial = 0, codeRefused = 0, codeCrashed = 0, constraintsMade = 0

    // Time (seconds) and memory.
    public var ibImport = Spread(), ibCheck = Spread(), logExplain = Spread(), codeImport = Spread()
    public var peakMemoryMiB = 0.0

    public init(_ outcomes: [FidelityOutcome]) {
        var importTimes: [Double] = [], checkTimes: [Double] = [], explainTimes: [Double] = [], codeTimes: [Double] = []
        var lines: [Double] = []
        for o in outcomes {
            peakMemoryMiB = max(peakMemoryMiB, Double(o.peakMemoryKiB) / 1024)
            switch o.kind {
            case .ib:
                ibFiles += 1
                guard let r = o.ib else {
                    if o.failure?.hasPrefix("hung") == true { ibHung += 1 } else { ibCrashed += 1 }
                    continue
                }
                importTimes.append(r.importSeconds)
                if let seconds = o.checkSeconds { checkTimes.append(seconds) }
                if let f = o.checkFailure { if f.hasPrefix("over") { ibCheckOverTime += 1 } else { ibCheckCrashed += 1 } }
                if r.outcome == "refused" {
                    ibRefused += 1
                    ibRefusals[r.refusal ?? "unknown", default: 0] += 1
                    continue
                }
                ibOpened += 1
                scenes += r.scenes
                scenesImported += r.scenesImported
                viewsNotModelled += r.viewsNotModelled
                for v in r.views {
                    if v.flaggedByIB { viewsFlaggedByIB += 1; continue }
                    for key in [o.platform, "all"] { framesByPlatform[key, default: Ratio()].add(v.matches) }
                    framesByElement[v.element, default: Ratio()].add(v.matches)
                    framesByContainer[v.container, default: Ratio()].add(v.matches)
                    for f in o.features { framesByFeature[f, default: Ratio()].add(v.matches) }
                    for key in [o.platform, "all"] { falseAlarmsByPlatform[key, default: Ratio()].add(v.problem != nil) }
                    if let p = v.problem { falseAlarmsByProblem[p, default: 0] += 1 }
                }
            case .logs:
                logFiles += 1
                guard let r = o.log else { logsCrashed += 1; continue }
                explainTimes.append(r.explainSeconds)
                if r.imported { logsImported += 1 } else { logsRefused += 1 }
                if r.unreadLines > 0 { logsWithUnreadLines += 1 }
                messages += r.messages
                conflicts += r.conflicts
                fragments += r.fragments
                repeats += r.repeats
                otherMessages += r.otherMessages
                reproduced += r.reproduced
                missingNamed += r.missingNamed
                brokenReproduced.count += r.brokenAgrees
                brokenReproduced.of += r.brokenStated
                lines += r.linesPerConflict.map(Double.init)
                guard let stated = r.statedFix else { continue }
                statedFixes += 1
                misattributed.add(r.misattributed)
                if stated == "system-only" {
                    systemOnlyRecognised.add(!r.misattributed)
                    continue
                }
                fixTargetLocated.add(r.targetLocated)
                firstFixOnTarget.add(r.firstFixOnTarget)
                if r.kindComparable { firstFixOfKind.add(r.firstFixOfKind) }
            case .code:
                codeFiles += 1
                guard let r = o.code else { codeCrashed += 1; continue }
                codeTimes.append(r.importSeconds)
                switch r.outcome {
                case "full": codeFull += 1
                case "partial": codePartial += 1
                default: codeRefused += 1
                }
                constraintsMade += r.constraints
            }
        }
        linesPerConflict = Spread(lines)
        ibImport = Spread(importTimes)
        ibCheck = Spread(checkTimes)
        logExplain = Spread(explainTimes)
        codeImport = Spread(codeTimes)
    }
}
