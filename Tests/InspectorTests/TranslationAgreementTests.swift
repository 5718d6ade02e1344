import Testing
@testable import Shell
@testable import Inspector
import LayoutModel
import LayoutText
import LayoutSyntax
import ConstraintSolver
import PlumbTestSupport

/// `explain`, `sweep` and `check` read the layout through the model's one translation
/// (`LayoutSession.engineParts(of:)`, `engineRuleParts(of:)`), each on a solver of its own. On
/// random sessions — right-to-left on or off, doubled strings, a text scale, labels with content
/// size and changed hugging and resistance, optional constraints, sometimes a conflict — every
/// frame they compute must equal the live session's:
/// - `check`'s mirror (the layout as UIKit lays it out: broken constraints left out) gives
///   every unambiguous item the live frame;
/// - `sweep`'s mirror, with the freed root width held at the current width, does the same when
///   nothing is broken (sweep asks about every active constraint, broken ones included);
/// - `explain`'s range of each frame variable over the required constraints in force contains
///   the live value, and is that value alone when the required constraints fix it.
@Suite struct TranslationAgreementTests {
    static func script(seed: UInt64) -> String {
        var g = SplitMix64(seed: seed)
        func pick<T>(_ xs: [T]) -> T { xs[Int(g.next() % UInt64(xs.count))] }
        func int(_ n: Int) -> Int { Int(g.next() % UInt64(n)) }
        var lines: [String] = []
        let count = 1 + int(4)
        let names = (0..<count).map { "v\($0)" }
        for n in names {
            lines.append(int(2) == 0 ? "add view \(n) UILabel text \"\(pick(["Hi", "Name", "A longer title"]))\"" : "add view \(n)")
        }
        let all = ["root"] + names
        let horizontal = ["leading", "trailing", "left", "right", "centerX", "leadingMargin", "trailingMargin"]
        let vertical = ["top", "bottom", "centerY", "topMargin", "firstBaseline"]
        for n in names {
            let b = pick(all.filter { $0 != n })
            lines.append("add \(n).\(pick(horizontal)) == \(b).\(pick(horizontal)) + \(int(9) * 10)")
            let c = pick(all.filter { $0 != n })
            lines.append("add \(n).\(pick(vertical)) == \(c).\(pick(vertical)) + \(int(9) * 10)")
            if int(2) == 0 { lines.append("add \(n).width == \(10 + int(10) * 10) @\(pick([250, 750, 1000]))") }
            if int(2) == 0 { lines.append("add \(n).height == \(10 + int(10) * 10) @\(pick([250, 750, 1000]))") }
            if int(3) == 0 { lines.append("hug \(n) \(pick(["H", "V"])) \(pick([1, 200, 251, 800]))") }
            if int(3) == 0 { lines.append("resist \(n) \(pick(["H", "V"])) \(pick([100, 500, 750, 999]))") }
        }
        for _ in 0..<int(4) {
            let a = pick(names), b = pick(all.filter { $0 != a })
            lines.append("add \(a).\(pick(horizontal)) \(pick(["<=", ">="])) \(b).\(pick(horizontal)) + \(int(9) * 10 - 40) @\(pick([250, 500, 1000]))")
        }
        if int(2) == 0 { lines.append("set rtl on") }
        if int(3) == 0 { lines.append("set double-strings on") }
        if int(3) == 0 { lines.append("set text-scale \(pick(["0.5", "1.5", "2"]))") }
        return lines.joined(separator: "\n")
    }

    static func session(_ script: String) -> LayoutSession {
        let shell = Interpreter(output: OutputBuffer(), workingDirectory: "/tmp")
        shell.runScript(script, file: "agreement.plumb")
        return shell.context.session
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-7 * max(1, abs(a), abs(b)) }

    /// Live values of the item's minX, minY, width, height.
    static func live(_ s: LayoutSession, _ item: LayoutItem) -> [Double] {
        let v = s.engineVariables(of: item)
        return [v.minX, v.minY, v.width, v.height].map { s.engine.value(of: $0) }
    }

    static let seeds = 0..<200

    @Test func mirrorsAndRangesAgreeWithTheLiveLayout() {
        var checkCompared = 0, sweepCompared = 0, rangesCompared = 0, pointsCompared = 0, withConflict = 0, rightToLeft = 0
        for seed in Self.seeds {
            let script = Self.script(seed: UInt64(seed) &+ 7_000)
            let s = Self.session(script)
            let broken = s.state.constraints.contains { $0.isActive && $0.isBroken }
            if broken { withConflict += 1 }
            if s.state.settings.rightToLeft { rightToLeft += 1 }
            let items = s.engineItems
            let determined = items.map { !s.hasAmbiguousLayout($0) }

            // check: the layout as UIKit lays it out.
            let checkMirror = LayoutMirror(s, freeing: nil, includingBroken: false)
            #expect(checkMirror.conflict == nil, "\(script)")
            for (i, item) in items.enumerated() where determined[i] {
                let values = checkMirror.itemVariables[i].map { checkMirror.current.value(of: $0) }
                #expect(zip(values, Self.live(s, item)).allSatisfy { Self.close($0, $1) },
                        "check: \(s.state.name(of: item)) \(values) vs \(Self.live(s, item))\n\(script)")
                checkCompared += 1
            }

            // sweep at the current width.
            if !broken {
                let sweepMirror = LayoutMirror(s, freeing: .horizontal, includingBroken: true)
                #expect(sweepMirror.conflict == nil, "\(script)")
                #expect((try? sweepMirror.hold(sweepMirror.rootWidth, at: s.state.rootSize.width)) == true, "\(script)")
                for (i, item) in items.enumerated() where determined[i] {
                    let values = sweepMirror.itemVariables[i].map { sweepMirror.current.value(of: $0) }
                    #expect(zip(values, Self.live(s, item)).allSatisfy { Self.close($0, $1) },
                            "sweep: \(s.state.name(of: item)) \(values) vs \(Self.live(s, item))\n\(script)")
                    sweepCompared += 1
                }
                sweepMirror.release()
            }

            // explain: ranges over the required constraints in force.
            let inForce = s.state.constraints.filter { $0.isInForce }
            for item in items {
                let v = s.engineVariables(of: item)
                for variable in [v.minX, v.minY, v.width, v.height] {
                    let value = s.engine.value(of: variable)
                    guard let range = try! EngineMath.range(of: LinearExpression(variable), holding: inForce, in: s, stop: .never) else {
                        Issue.record("explain: the required constraints in force cannot hold together\n\(script)")
                        continue
                    }
                    let low = range.minimum ?? -.infinity, high = range.maximum ?? .infinity
                    #expect(low <= value + 1e-7 * max(1, abs(value)) && value <= high + 1e-7 * max(1, abs(value)),
                            "explain: \(s.engine.name(of: variable)) = \(value) outside \(low)...\(high)\n\(script)")
                    rangesCompared += 1
                    if let a = range.minimum, let b = range.maximum, Self.close(a, b) {
                        #expect(Self.close(a, value), "explain: \(s.engine.name(of: variable)) fixed at \(a), live \(value)\n\(script)")
                        pointsCompared += 1
                    }
                }
            }
        }
        // The generator must keep producing varied cases: enough comparisons of each kind, some
        // conflicts, some right-to-left layouts.
        #expect(checkCompared >= 250, "only \(checkCompared) check frames compared")
        #expect(sweepCompared >= 170, "only \(sweepCompared) sweep frames compared")
        #expect(rangesCompared >= 2_300, "only \(rangesCompared) explain ranges compared")
        #expect(pointsCompared >= 1_000, "only \(pointsCompared) fixed explain values compared")
        #expect(withConflict >= 40, "only \(withConflict) sessions with a conflict")
        #expect(rightToLeft >= 60, "only \(rightToLeft) right-to-left sessions")
    }
}
