import Testing
@testable import Shell
@testable import Inspector
import LayoutModel
import LayoutText
import LayoutSyntax
import ShellTestSupport

/// `sweep`: exact bounds on layouts whose answers are worked out by hand, and a property test
/// that samples sizes inside and outside the reported intervals on random layouts.
@Suite struct SweepTests {
    static func session(_ script: String) -> LayoutSession {
        let r = runShell(script)
        #expect(r.err.isEmpty, "script errors: \(r.err)")
        return r.shell.context.session
    }

    static func sweep(_ script: String, _ axis: Axis = .horizontal, _ from: Double = 0, _ to: Double = 1000) -> SizeSweep {
        SizeSweep.run(session(script), axis: axis, from: from, to: to)
    }

    static let fixV = "\npin V:|-20-[a(30)]"

    // MARK: - Hand-computed bounds

    @Test func issueExample198() {
        // 20 + a ≥ 100 + 8 + b ≥ 50 + 20 = 198; the split between a and b is free above 198.
        let script = "add view a\nadd view b\npin H:|-20-[a(>=100)]-8-[b(>=50)]-20-|\npin V:|-[a(30)]\npin V:|-[b(30)]"
        let s = Self.sweep(script, .horizontal, 100, 400)
        #expect(s.satisfiableLower == 198)
        #expect(s.satisfiableUpper == nil)
        #expect(s.satisfiableInRange == SizeSweep.Interval(lower: 198, upper: 400))
        #expect(s.unambiguous == [SizeSweep.Interval(lower: 198, upper: 198)])
        #expect(s.pieces.last?.isAmbiguous == true)
        #expect(s.pieces.last?.ambiguousItems.map(\.name) == ["a", "b"])
        #expect(s.below?.value == 198)
        #expect(s.below?.conflict?.broken != nil)
        #expect(s.below?.chain == "20 + a ≥ 100 + 8 + b ≥ 50 + 20 needs at least 198")
        #expect(s.above == nil)
        let text = s.lines(in: Self.session(script).state).joined(separator: "\n")
        #expect(text.contains("below 198 points wide"))
    }

    @Test func closedInterval() {
        // 20 + [100, 300] + 20: exactly 140...340; a is pinned at both ends, so never ambiguous.
        let s = Self.sweep("add view a\npin H:|-20-[a(>=100,<=300)]-20-|" + Self.fixV)
        #expect(s.satisfiableLower == 140)
        #expect(s.satisfiableUpper == 340)
        #expect(s.unambiguous == [SizeSweep.Interval(lower: 140, upper: 340)])
        #expect(s.below?.value == 140)
        #expect(s.above?.value == 340)
        #expect(s.above?.conflict?.constraints.count == 4)
    }

    @Test func ambiguousPastTheBound() {
        // a is 100 wide somewhere inside the root: it fits from 100 up, and only at exactly 100
        // is its x decided.
        let s = Self.sweep("add view a\nadd a.width == 100\nadd a.leading >= root.leading\nadd a.trailing <= root.trailing" + Self.fixV, .horizontal, 0, 500)
        #expect(s.satisfiableLower == 100)
        #expect(s.unambiguous == [SizeSweep.Interval(lower: 100, upper: 100)])
        #expect(s.pieces.count == 2)
        #expect(s.pieces[1].interval == SizeSweep.Interval(lower: 100, upper: 500, includesLower: false, includesUpper: true))
        let items = s.pieces[1].ambiguousItems
        #expect(items.map(\.name) == ["a"])
        #expect(items.map(\.attributes) == [["minX"]])
        #expect(items.allSatisfy { if case .view? = $0.item { true } else { false } })
    }

    @Test func upperBoundOnly() {
        // a is 300 wide, starts at the root's leading edge and reaches at least its trailing edge.
        let s = Self.sweep("add view a\nadd a.width == 300\nadd a.leading == root.leading\nadd a.trailing >= root.trailing" + Self.fixV)
        #expect(s.satisfiableLower == 0)
        #expect(s.satisfiableUpper == 300)
        #expect(s.below == nil)
        #expect(s.above?.value == 300)
        #expect(s.unambiguous == [SizeSweep.Interval(lower: 0, upper: 300)])
    }

    @Test func neverSatisfiable() {
        let script = "add view a\nadd a.width >= 100\nadd a.width <= 50" + Self.fixV
        let s = Self.sweep(script)
        #expect(s.never?.constraints.count == 2)
        #expect(s.satisfiableLower == nil)
        #expect(s.pieces.isEmpty)
        #expect(s.lines(in: Self.session(script).state)[1].hasPrefix("satisfiable: never"))
    }

    @Test func margins() {
        // 8-point margins on each side and a 100-point view: 116.
        let s = Self.sweep("add view a\nadd a.leading == root.leadingMargin\nadd a.trailing == root.trailingMargin\nadd a.width >= 100" + Self.fixV)
        #expect(s.satisfiableLower == 116)
        #expect(s.satisfiableUpper == nil)
        #expect(s.unambiguous == [SizeSweep.Interval(lower: 116, upper: 1000)])
    }

    @Test func multiplier() {
        // a is half the root and at least 60: 120.
        let s = Self.sweep("add view a\nadd a.leading == root.leading\nadd a.width == 0.5 * root.width\nadd a.width >= 60" + Self.fixV)
        #expect(s.satisfiableLower == 120)
        #expect(s.unambiguous == [SizeSweep.Interval(lower: 120, upper: 1000)])
    }

    @Test func centred() {
        // Centred, 200 wide, at least 10 from the leading edge: W/2 − 100 ≥ 10, so 220.
        let s = Self.sweep("add view a\nadd a.centerX == root.centerX\nadd a.width == 200\nadd a.leading >= root.leading + 10" + Self.fixV)
        #expect(s.satisfiableLower == 220)
        #expect(s.unambiguous == [SizeSweep.Interval(lower: 220, upper: 1000)])
    }

    @Test func heightSweep() {
        // 20 + 50 + ≥10 + 40 + 30 = 150 tall at least; widths pinned.
        let s = Self.sweep("add view a\nadd view b\npin V:|-20-[a(50)]-(>=10)-[b(40)]-30-|\npin H:|[a]|\npin H:|[b]|", .vertical, 0, 800)
        #expect(s.satisfiableLower == 150)
        #expect(s.satisfiableUpper == nil)
        #expect(s.otherSize == 320)
        #expect(s.unambiguous == [SizeSweep.Interval(lower: 150, upper: 800)])
        #expect(s.below?.chain == "20 + a = 50 + 10 + b = 40 + 30 needs at least 150" || s.below?.chain == nil)
    }

    @Test func optionalConstraintsDoNotBound() {
        // A 500-point wish at priority 750 never makes the layout unsatisfiable.
        let s = Self.sweep("add view a\npin H:|[a]|\nadd a.width >= 500 @750" + Self.fixV)
        #expect(s.satisfiableLower == 0)
        #expect(s.satisfiableUpper == nil)
        #expect(s.unambiguous == [SizeSweep.Interval(lower: 0, upper: 1000)])
    }

    @Test func optionalBreakpointKeepsLayoutDetermined() {
        // a wants 100 (priority 500) but must fit: width min(100, W), decided at every size,
        // though the solution changes shape at 100.
        let s = Self.sweep("add view a\nadd a.leading == root.leading\nadd a.width == 100 @500\nadd a.trailing <= root.trailing" + Self.fixV, .horizontal, 0, 400)
        #expect(s.satisfiableLower == 0)
        #expect(s.unambiguous == [SizeSweep.Interval(lower: 0, upper: 400)])
    }

    @Test func unambiguousAtOneInteriorSize() {
        // Two equal wishes at one priority, 100 and half the root: any width between them is
        // optimal, so only at 200 (where they agree) is the layout decided.
        let s = Self.sweep("add view a\nadd a.leading == root.leading\nadd a.width == 100 @500\nadd a.width == 0.5 * root.width @500" + Self.fixV, .horizontal, 0, 400)
        #expect(s.unambiguous == [SizeSweep.Interval(lower: 200, upper: 200)])
        #expect(s.pieces.map(\.isAmbiguous) == [true, false, true])
        #expect(s.pieces[0].interval == SizeSweep.Interval(lower: 0, upper: 200, includesLower: true, includesUpper: false))
    }

    @Test func rightToLeftKeepsTheBound() {
        let s = Self.sweep("set rtl on\nadd view a\nadd view b\npin H:|-20-[a(>=100)]-8-[b(>=50)]-20-|\npin V:|-[a(30)]\npin V:|-[b(30)]")
        #expect(s.satisfiableLower == 198)
    }

    @Test func textNeedsItsWidth() {
        // A label that resists compression at 1000 between 10-point edges needs its text width
        // + 20; doubled strings need more.
        let script = "add view l UILabel text \"Hello\"\nresist l H 1000\npin H:|-10-[l]-10-|\npin V:|-[l]"
        let normal = Self.sweep(script)
        let textWidth = Self.session(script).state.intrinsicSize(of: ViewID(1)).width
        #expect(normal.satisfiableLower == 20 + textWidth)
        let doubled = Self.sweep("set double-strings on\n" + script)
        let doubledSession = Self.session("set double-strings on\n" + script)
        #expect(doubled.satisfiableLower == 20 + doubledSession.state.intrinsicSize(of: ViewID(1)).width)
        #expect(doubled.satisfiableLower! > normal.satisfiableLower!)
    }

    @Test func sweepChangesNothing() {
        let script = "add view a\nadd view b\npin H:|-20-[a(>=100)]-8-[b(>=50)]-20-|\npin V:|-[a(30)]\npin V:|-[b(30)]\nroot 150x504"
        let r = runShell(script)
        let before = r.shell.context.session.state
        r.shell.execute("sweep width 100...400")
        #expect(r.shell.context.session.state == before)
    }

    // MARK: - Property: inside the interval satisfiable, outside never; ambiguity as reported

    static func randomScript(seed: UInt64) -> String {
        var g = FixPropertyTests.Generator(state: seed)
        var lines: [String] = []
        let count = 1 + g.int(3)
        let names = (0..<count).map { "v\($0)" }
        for n in names { lines.append("add view \(n)") }
        for n in names { lines.append("pin V:|-[\(n)(20)]") }
        let relations = ["==", "<=", ">="]
        for _ in 0..<(3 + g.int(6)) {
            let a = names[g.int(names.count)]
            let rel = relations[g.int(3)]
            let k = 10 * g.int(21)
            let priority = g.int(5) == 0 ? " @\([250, 500, 750][g.int(3)])" : ""
            let other = names[g.int(names.count)]
            let line: String
            switch g.int(7) {
            case 0: line = "\(a).leading \(rel) root.leading + \(k)"
            case 1: line = "root.trailing \(rel) \(a).trailing + \(k)"
            case 2: line = "\(a).width \(rel) \(k)"
            case 3: line = "\(a).width \(rel) \([0.5, 1, 2][g.int(3)]) * root.width - \(k)"
            case 4: line = other == a ? "\(a).left \(rel) root.left + \(k)" : "\(other).leading \(rel) \(a).trailing + \(k)"
            case 5: line = "\(a).centerX \(rel) root.centerX + \(k - 100)"
            default: line = "\(a).right \(rel) root.right - \(k)"
            }
            lines.append("add " + line + priority)
        }
        if g.int(2) == 0 { lines.insert("set rtl on", at: 0) }
        return lines.joined(separator: "\n")
    }

    static func anyBroken(_ s: LayoutSession) -> Bool { s.state.constraints.contains { $0.isActive && $0.isBroken } }

    static func anyAmbiguous(_ s: LayoutSession) -> Bool {
        s.state.viewIDs.contains { s.hasAmbiguousLayout(.view($0)) }
            || s.state.guideIDs.contains { s.hasAmbiguousLayout(.guide($0)) }
    }

    static func resized(_ s: LayoutSession, _ w: Double) -> LayoutSession {
        let copy = s.copy()
        try! copy.resizeRoot(Size(width: w, height: copy.state.rootSize.height))
        return copy
    }

    @Test(arguments: 0..<80)
    func samplesAgreeWithTheReport(seed: Int) throws {
        let script = Self.randomScript(seed: UInt64(seed) &* 7919 &+ 17)
        let r = runShell(script)
        let session = r.shell.context.session
        let sweep = SizeSweep.run(session, axis: .horizontal, from: 0, to: 600)
        var g = FixPropertyTests.Generator(state: UInt64(seed) &+ 99)
        guard sweep.never == nil, let lower = sweep.satisfiableLower else {
            // Never satisfiable: every size breaks something.
            for w in [0.0, 150, 320, 600] { #expect(Self.anyBroken(Self.resized(session, w)), "\(script)\nwidth \(w)") }
            return
        }
        let upper = sweep.satisfiableUpper
        for _ in 0..<6 {
            let w = Double(g.int(60001)) / 100  // 0…600 in hundredths
            let inside = w >= lower - 1e-9 && w <= (upper ?? .infinity) + 1e-9
            let nearBound = abs(w - lower) < 1e-3 || upper.map { abs(w - $0) < 1e-3 } == true
            if nearBound { continue }
            let copy = Self.resized(session, w)
            #expect(Self.anyBroken(copy) == !inside, "\(script)\nwidth \(w), satisfiable \(lower)...\(upper.map { "\($0)" } ?? "∞")")
            if inside {
                // Ambiguity from the session's own per-variable queries agrees with the pieces.
                guard let piece = sweep.pieces.first(where: { $0.interval.contains(w) }) else {
                    Issue.record("no piece holds \(w)\n\(script)")
                    continue
                }
                #expect(Self.anyAmbiguous(copy) == piece.isAmbiguous, "\(script)\nwidth \(w): \(sweep.pieces)")
            }
        }
        // Just beyond each bound, something breaks.
        if lower > 1e-3 { #expect(Self.anyBroken(Self.resized(session, lower - 1e-3)), "\(script)") }
        if let upper, upper < 599 { #expect(Self.anyBroken(Self.resized(session, upper + 1e-3)), "\(script)") }
        // At each breakpoint the reported ambiguity holds too.
        for p in sweep.pieces where p.interval.lower == p.interval.upper {
            #expect(Self.anyAmbiguous(Self.resized(session, p.interval.lower)) == p.isAmbiguous, "\(script)\nat \(p.interval.lower)")
        }
    }

    /// What the session reports just beyond a bound, found as a user would find it: a copy
    /// resized to the bound, then past it, as any session resizes (in place first, then the
    /// general way; broken constraints tried again after) — the first conflict of that resize.
    static func referenceLimit(_ session: LayoutSession, bound: Double, beyond: Double) -> SizeSweep.Conflict? {
        let copy = session.copy()
        var size = copy.state.rootSize
        size.width = bound
        try? copy.resizeRoot(size)
        size.width = beyond
        try? copy.resizeRoot(size)
        for case .conflict(let report) in copy.events {
            return SizeSweep.Conflict(constraints: report.constraints, sizeLimits: report.sizeLimits, broken: report.broken)
        }
        return nil
    }

    /// The property tests' sessions: random layouts (`randomScript` of these seeds) and `labels`
    /// of issue 17's labels, each with a name for messages.
    static func propertySessions(seeds: Int, labels n: Int) -> [(LayoutSession, String)] {
        var out: [(LayoutSession, String)] = []
        for seed in 0..<seeds {
            let script = randomScript(seed: UInt64(seed) &* 7919 &+ 17)
            out.append((runShell(script).shell.context.session, script))
        }
        var labels = ["root 320x504"]
        for i in 0..<n {
            labels += ["add view v\(i) UILabel text \"Label \(i)\"", "pin H:|-20-[v\(i)(>=40)]-(>=20)-|", "pin V:|-\(2 + 22 * i)-[v\(i)]"]
        }
        out.append((session(labels.joined(separator: "\n")), "\(n) labels"))
        return out
    }

    /// `sweep`'s probe past a bound (`stopsAtFirstConflict`: the conflict the in-place change
    /// meets, as UIKit's engine reports it, nothing restored after it) reports the conflict and
    /// broken constraint an ordinary resize of a copy (remove + add) meets: on the random layouts
    /// and on issue 17's labels. The two may differ in principle (docs/sweep-and-check.md); here
    /// they never do.
    @Test func limitsAreThoseOfAnOrdinaryResize() {
        var compared = 0
        func compare(_ session: LayoutSession, _ what: String) {
            let s = SizeSweep.run(session, axis: .horizontal, from: 0, to: 600)
            for limit in [s.below, s.above].compactMap({ $0 }) {
                let reference = Self.referenceLimit(session, bound: limit.value, beyond: limit.probe)
                #expect(reference != nil, "\(what): no conflict past \(limit.value)")
                #expect(limit.conflict == reference, "\(what): past \(limit.value)")
                compared += 1
            }
        }
        for (session, what) in Self.propertySessions(seeds: 80, labels: 30) { compare(session, what) }
        #expect(compared >= 10, "\(compared) limits compared")
    }

    /// The least satisfiable size, taken from a copy of the mirror holding the size at 0 just
    /// below required (`LayoutMirror.requiredRange(ofSize:)`), is the primal simplex's minimum
    /// (`Solver.range(of:)`, the way it was taken before), and the greatest is its maximum: bit
    /// for bit after `sweep`'s snapping, on 240 random layouts (both axes) and issue 17's labels.
    @Test func requiredRangeIsThePrimalRange() {
        var compared = 0, bounded = 0
        func compare(_ session: LayoutSession, _ what: String) {
            for axis in [Axis.horizontal, .vertical] {
                let mirror = LayoutMirror(session, freeing: axis, includingBroken: true)
                guard mirror.conflict == nil else { continue }
                let size = axis == .horizontal ? mirror.rootWidth : mirror.rootHeight
                guard let primal = try? mirror.solver.range(of: size), let held = try? mirror.requiredRange(ofSize: size) else {
                    Issue.record("\(what): no range")
                    continue
                }
                #expect(held.minimum.map(SizeSweep.snap) == primal.minimum.map(SizeSweep.snap), "\(what) \(axis): \(held) vs \(primal)")
                #expect(held.maximum.map(SizeSweep.snap) == primal.maximum.map(SizeSweep.snap), "\(what) \(axis): \(held) vs \(primal)")
                compared += 1
                if (primal.minimum ?? 0) > 1e-9 { bounded += 1 }
            }
        }
        for (session, what) in Self.propertySessions(seeds: 240, labels: 40) { compare(session, what) }
        print("required ranges: \(compared) compared, \(bounded) with a least size above 0")
        // Not vacuous: most layouts compared, many with a least size above 0 (these seeds: 298 and 66).
        #expect(compared >= 250, "\(compared) ranges compared")
        #expect(bounded >= 55, "\(bounded) with a least size above 0")
    }

    /// A fresh probe (the size held first, then every constraint: `LayoutMirror.ProbeBuild.fresh`)
    /// sweeps as the copy of the solved mirror with the edit variable added did: the same lines
    /// and the same JSON, on 240 random layouts (both axes, many with ambiguous pieces and
    /// breakpoints, where the region walk reads the probe's own solution) and 30 labels. A region
    /// depends on which optimal solution the probe holds when the layout is ambiguous there;
    /// what `sweep` prints does not (ambiguity, and which items are ambiguous, are the same at
    /// every interior point of a region: docs/sweep-and-check.md).
    @Test func freshProbeSweepsAsTheCopy() {
        var compared = 0, withAmbiguity = 0, withBreakpoints = 0
        func compare(_ session: LayoutSession, _ what: String) {
            for axis in [Axis.horizontal, .vertical] {
                guard let fresh = try? SizeSweep.run(session, axis: axis, from: 0, to: 600, stop: .never, probeBuild: .fresh),
                      let copy = try? SizeSweep.run(session, axis: axis, from: 0, to: 600, stop: .never, probeBuild: .copyingTheMirror)
                else { Issue.record("\(what): no sweep"); continue }
                #expect(fresh.lines(in: session.state) == copy.lines(in: session.state), "\(what) \(axis)")
                #expect(fresh.json(in: session.state) == copy.json(in: session.state), "\(what) \(axis)")
                compared += 1
                if copy.pieces.contains(where: \.isAmbiguous) { withAmbiguity += 1 }
                if copy.pieces.count > 1 { withBreakpoints += 1 }
            }
        }
        for (session, what) in Self.propertySessions(seeds: 240, labels: 30) { compare(session, what) }
        print("fresh probe: \(compared) sweeps compared, \(withAmbiguity) with ambiguous pieces, \(withBreakpoints) with more than one piece")
        #expect(compared >= 400, "\(compared) sweeps compared")
        #expect(withAmbiguity >= 100, "\(withAmbiguity) with ambiguity")
        // These seeds: 482 sweeps, 268 with ambiguous pieces, 12 with more than one piece.
        #expect(withBreakpoints >= 10, "\(withBreakpoints) with breakpoints")
    }

    /// The random layouts above are not all alike: some have a lower bound, some an upper one,
    /// some change ambiguity inside the range, some never hold.
    @Test func propertyCasesAreVaried() {
        var lower = 0, upper = 0, mixed = 0, never = 0
        for seed in 0..<80 {
            let session = runShell(Self.randomScript(seed: UInt64(seed) &* 7919 &+ 17)).shell.context.session
            let s = SizeSweep.run(session, axis: .horizontal, from: 0, to: 600)
            if s.never != nil { never += 1 }
            if (s.satisfiableLower ?? 0) > 0 { lower += 1 }
            if s.satisfiableUpper != nil { upper += 1 }
            if Set(s.pieces.map(\.isAmbiguous)).count == 2 { mixed += 1 }
        }
        #expect(lower >= 5, "\(lower) with a lower bound")
        #expect(upper >= 5, "\(upper) with an upper bound")
        #expect(mixed >= 3, "\(mixed) changing ambiguity")
        #expect(never >= 1, "\(never) never satisfiable")
    }
}
