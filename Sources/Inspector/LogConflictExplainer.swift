import ConstraintSolver
import LayoutModel
import LayoutSyntax
import LayoutText

/// One conflict of a console log, explained from its own message (issue 13; docs/explain.md,
/// "Console logs"): the session is that message imported alone (`LogMessage`).
///
/// 1. **Reproduce what UIKit did.** The minimal set is found among the constraints the message
///    lists (and the one it broke), on a fresh solver with the engine's rules (sizes ≥ 0): a
///    deletion filter keeps a constraint only when the rest would hold without it, trying UIKit's
///    broken constraint last so that the set is the one UIKit met. When the listed constraints can
///    all hold, the explanation says which value the log does not show must have differed.
/// 2. **Whose constraint is it** (`ConstraintOrigin`): only the app's own decisions are fixes;
///    a set with none of them is UIKit-internal.
/// 3. **Rank like a developer** (`FixRanking`): the first fix is the recommendation.
public struct LogConflictExplanation: Sendable {
    public var number: Int
    public var line: Int
    public var platform: String
    /// What the message listed and broke.
    public var listed: [ConstraintHandle]
    public var appleBroken: ConstraintHandle?
    /// The minimal set (when reproduced), else the listed constraints.
    public var set: [ConstraintHandle]
    public var origins: [ConstraintHandle: ConstraintOrigin]
    public var reproduced: Bool
    /// Nothing in the set is the app's: UIKit logs it and recovers.
    public var systemOnly: Bool
    /// `10 + label + 10 needs at least 20, but UITableViewCellContentView is 0 tall`, or the bound.
    public var arithmetic: String?
    /// What UIKit broke and whether plumb's rule agrees; or, unreproduced, what is missing.
    public var verdict: String
    /// Ranked: the first is the recommendation.
    public var fixes: [RankedFix]
    public var notes: [String]
    /// Entries of the list (or the break line) that could not be read.
    public var skippedEntries: Int
}

/// A fix and why it is where it is in the ranking.
public struct RankedFix: Sendable {
    public var fix: Fix
    /// Why a developer would choose it, when a ranking rule put it first (`FixRanking`).
    public var reason: String?
}

public enum LogConflictExplainer {
    /// Explains the imported conflict of a one-message session.
    public static func explain(_ session: LayoutSession, stop: StopCheck = .never) throws(Diagnostic) -> LogConflictExplanation? {
        let state = session.state
        guard let imported = state.importedConflicts.first else { return nil }
        var candidates = imported.listed
        if let b = imported.appleBroken, !candidates.contains(b) { candidates.append(b) }
        let constraints = candidates.compactMap { state.constraint($0) }
        var origins: [ConstraintHandle: ConstraintOrigin] = [:]
        for c in constraints { origins[c.handle] = ConstraintOrigin.of(c, in: state) }
        let names = ViewNaming(state)
        // AppKit on macOS, UIKit on iOS.
        let kit = imported.platform == "macOS" ? "AppKit" : "UIKit"
        try stop.check()
        let minimal = try minimalSet(constraints, mustKeepLast: imported.appleBroken, in: session, stop: stop)
        var e = LogConflictExplanation(
            number: imported.number, line: imported.line, platform: imported.platform, listed: imported.listed,
            appleBroken: imported.appleBroken, set: minimal?.map(\.handle) ?? candidates, origins: origins,
            reproduced: minimal != nil, systemOnly: false, arithmetic: nil, verdict: "", fixes: [], notes: [],
            skippedEntries: imported.skippedEntries)
        let setConstraints = e.set.compactMap { state.constraint($0) }
        e.systemOnly = !setConstraints.isEmpty && setConstraints.allSatisfy { origins[$0.handle] == .framework }
        let brokenText = { (h: ConstraintHandle) -> String in
            guard let c = state.constraint(h) else { return "?" }
            return "\(c.handleName) (\(names.equation(c)))"
        }
        guard let minimal else {
            let (verdict, exact) = try missingValue(constraints, broken: imported.appleBroken, names: names, session: session, kit: kit, stop: stop)
            e.verdict = verdict
            // Held only exactly: lowering the broken constraint changes nothing here and lets
            // UIKit's rounding give way (what the thread did in RealLogs/forma-…).
            if exact, let b = imported.appleBroken, origins[b] == .app {
                try stop.check()
                let report = ConflictReport(constraints: candidates, broken: b, sizeLimits: [])
                e.fixes = try ConflictExplainer.fixes(for: report, in: session, stop: stop)
                    .filter { $0.kind == .lowerPriority && $0.handle == b && $0.movement == 0 }
                    .map { RankedFix(fix: $0, reason: "it changes nothing here (checked on a copy) and lets a rounding difference give way") }
            }
            return e
        }
        // The arithmetic: a chain across a container, else the bound on the broken constraint.
        e.arithmetic = ConflictExplainer.chain(minimal, session: session, name: names.name)
        let broken = imported.appleBroken.flatMap { h in minimal.first { $0.handle == h } } ?? minimal.last!
        if e.arithmetic == nil {
            e.arithmetic = try ConflictExplainer.bound(broken, others: minimal.filter { $0.handle != broken.handle }, session: session, name: names.name, stop: stop)
        }
        let plumbBroken = state.constraints.first { $0.isActive && $0.isBroken && e.set.contains($0.handle) }
        if let a = imported.appleBroken {
            var v = "\(kit) broke \(brokenText(a))"
            if !e.set.contains(a) {
                v += ", which is not needed for the contradiction"
            } else if let p = plumbBroken, p.handle != a {
                v += "; plumb's solver would break \(p.handleName) instead (it keeps system constraints and breaks the latest of the app's)"
            }
            e.verdict = v + "."
        } else {
            e.verdict = "The log does not say what \(kit) broke" + (plumbBroken.map { "; plumb's solver breaks \(brokenText($0.handle))" } ?? "") + "."
        }
        if e.systemOnly { return e }
        // Fixes: tried on a copy where this conflict's constraint is broken as UIKit broke it.
        try stop.check()
        let report = ConflictReport(constraints: e.set, broken: plumbBroken?.handle ?? broken.handle, sizeLimits: [])
        let fixes = try ConflictExplainer.fixes(for: report, in: session, stop: stop).filter { f in
            guard let c = state.constraint(f.handle) else { return false }
            switch f.kind {
            case .stopTranslating, .lowerContentPriority:
                return !ConstraintOrigin.isPrivateClass(ConstraintOrigin.className(of: c.first.item, in: state))
            case .changeStackProperty:
                // Only a stack view the session arranges (one rebuilt from the log) offers it.
                return StackPropertyFixes.owner(of: f.handle, in: state) != nil
            default:
                return origins[f.handle] == .app
            }
        }
        e.fixes = FixRanking.rank(fixes, set: setConstraints, appleBroken: imported.appleBroken, origins: origins, session: session)
        if e.fixes.isEmpty {
            e.notes.append("No single change of your own constraints lets every constraint of the set hold.")
        }
        return e
    }

    /// An irreducible subset of `constraints` (their required parts, with the engine's rules)
    /// that cannot hold, keeping `mustKeepLast` when it can; nil when they all hold.
    static func minimalSet(_ constraints: [LayoutConstraint], mustKeepLast: ConstraintHandle?, in session: LayoutSession,
                           stop: StopCheck) throws(Diagnostic) -> [LayoutConstraint]? {
        let required = constraints.filter(\.isRequired)
        func holds(_ cs: [LayoutConstraint]) throws(Diagnostic) -> Bool {
            try EngineMath.range(of: LinearExpression(constant: 0), holding: cs, in: session, stop: stop) != nil
        }
        guard try !holds(required) else { return nil }
        var set = required
        // The broken constraint is tried last: the set is then the one it was broken in.
        let order = required.filter { $0.handle != mustKeepLast } + required.filter { $0.handle == mustKeepLast }
        for c in order {
            try stop.check()
            let without = set.filter { $0.handle != c.handle }
            if try !holds(without) { set = without }
        }
        return set
    }

    /// Why the listed constraints hold together in plumb, and what the log must be hiding;
    /// and whether they hold only exactly (at one value, where rounding can break them).
    static func missingValue(_ constraints: [LayoutConstraint], broken: ConstraintHandle?, names: ViewNaming,
                             session: LayoutSession, kit: String, stop: StopCheck) throws(Diagnostic) -> (String, Bool) {
        let state = session.state
        var text = "Not reproduced: the \(constraints.count) listed constraint\(constraints.count == 1 ? "" : "s") can all hold with every size ≥ 0"
        let b = broken.flatMap { state.constraint($0) }
        var exact = false
        let others = constraints.filter { $0.handle != broken }
        if let b, let bound = try ConflictExplainer.bound(b, others: others, session: session, name: names.name, without: false, stop: stop) {
            text += ". " + bound
            // The others allow one value only: they meet exactly.
            if let r = try ConflictExplainer.allowedRange(of: b, others: others, session: session, stop: stop),
               let lo = r.minimum, let hi = r.maximum, abs(hi - lo) < 1e-9 { exact = true }
        } else {
            text += b == nil ? ", and the log does not say what \(kit) broke." : "."
        }
        if exact, let b {
            return (text + " They meet exactly, and \(kit) works in the screen's pixels (a height of 47.667 on a 3× screen): a fraction of a point made it break \(b.handleName).", true)
        }
        // The values the log does not give: sizes along the axes involved that no listed
        // constraint fixes, and layout margins (plumb assumes UIKit's default of 8).
        let involved = b.map { [$0] } ?? constraints
        var unknown: [String] = []
        var seen: Set<String> = []
        for c in involved {
            let size: LayoutAttribute = c.first.attribute.axis == .horizontal ? .width : .height
            for item in c.items {
                let fixed = constraints.contains { $0.isUnary && $0.relation == .equal && $0.first == Anchor(item, size) }
                let phrase = "\(names.name(item))'s \(size.name)"
                if !fixed && seen.insert(phrase).inserted { unknown.append(phrase) }
            }
        }
        for c in constraints {
            for a in [c.first] + (c.second.map { [$0] } ?? []) where a.attribute.isMargin {
                let phrase = "\(names.name(a.item))'s layout margins (plumb assumes 8)"
                if seen.insert(phrase).inserted { unknown.append(phrase) }
            }
        }
        let missing = unknown.isEmpty ? "a constraint the message did not list" : unknown.joined(separator: ", ")
        let who = b.map { "\(kit) broke \($0.handleName), so" } ?? "\(kit) found a conflict, so"
        return (text + " \(who) a value the log does not show made it unsatisfiable: \(missing).", false)
    }
}
