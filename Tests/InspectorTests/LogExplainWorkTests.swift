import ConstraintSolver
@testable import Inspector
import LayoutModel
import LayoutSyntax
import LogImport
import Testing

/// How explaining a long logged conflict grows, counted in solver work (the same on every
/// machine, not timed), and that Ctrl-C reaches every solver it uses (issue 34: one conflict of
/// 500 entries ran past a minute and did not answer Ctrl-C).
@Suite struct LogExplainWorkTests {
    /// A logged row of `n` views, each at least 10 wide and 8 apart, across a root that is 320
    /// wide: for n ≥ 18 the n + 1 spacings and n widths need 18n + 8 > 320, so the whole list is
    /// the conflict (2n + 2 entries). UIKit broke the root's width.
    static func row(_ n: Int) -> String {
        let root = "UIView:0x7f00"
        func view(_ i: Int) -> String { "UIView:0x\(String(0x7f0100 + i, radix: 16))" }
        var entries: [String] = []
        var address = 0x6000
        func entry(_ body: String, names: String = "") -> String {
            address += 16
            return "<NSLayoutConstraint:0x\(String(address, radix: 16)) \(body)   (active\(names))>"
        }
        entries.append(entry("H:|-(8)-[\(view(0))]", names: ", names: '|':\(root) "))
        for i in 1..<n { entries.append(entry("H:[\(view(i - 1))]-(8)-[\(view(i))]")) }
        for i in 0..<n { entries.append(entry("\(view(i)).width >= 10")) }
        entries.append(entry("H:[\(view(n - 1))]-(8)-|", names: ", names: '|':\(root) "))
        let broken = entry("\(root).width == 320")
        entries.append(broken)
        return LogConflictRulesTests.log(entries, broken: broken)
    }

    static func session(_ n: Int) throws -> LayoutSession {
        try #require(try LogImporter.messages(of: row(n)).first?.result?.session)
    }

    /// Whether a set holds is asked once per entry while the minimal set is searched; each
    /// question needs only a yes or no. With `Solver.add`, every "no" also searched the solver's
    /// own minimal conflict (a deletion filter of fresh solvers inside each question): 154,947
    /// steps for 30 views, 1,088,064 for 60, and minutes for 120. Without it: 5,415 and 20,618
    /// (n questions of about n constraints each).
    @Test(arguments: [30, 60]) func minimalSetQuestionsDoNotSearchConflicts(views: Int) throws {
        let session = try Self.session(views)
        let constraints = session.state.constraints
        let meter = SolverWork()
        let set = try SolverWork.$meter.withValue(meter) {
            try LogConflictExplainer.minimalSet(constraints, mustKeepLast: nil, in: session, stop: .never)
        }
        // The n + 1 spacings, the root's width, and as many widths as it takes to pass 320
        // (8 of 10 for 30 views: 31 × 8 + 8 × 10 = 328; none for 60: 61 × 8 = 488).
        #expect(set?.count == (views == 30 ? 40 : 62))
        #expect(meter.steps <= 20 * views * views, "\(views) views: \(meter.steps) steps")
    }

    /// The range question's own solver asks the stop check: a stop asked for after the question
    /// began ends it with "interrupted" (it used to run to the end, and a long one for minutes).
    @Test func theRangeSolverAsksTheStopCheck() throws {
        let session = try Self.session(40)
        var asked = 0
        #expect(throws: Diagnostic.interrupted) {
            _ = try EngineMath.range(of: LinearExpression(constant: 0), holding: session.state.constraints, in: session,
                                     stop: StopCheck { asked += 1; return asked >= 2 })
        }
        #expect(asked >= 2)
    }

    /// Stopping at any question ends the whole explanation with "interrupted".
    @Test func explainStopsAtAnyQuestion() throws {
        let session = try Self.session(20)
        var total = 0
        _ = try LogConflictExplainer.explain(session, stop: StopCheck { total += 1; return false })
        #expect(total >= 40)
        for n in Set([1, 2, total / 4, total / 2, total - 1, total]).sorted() {
            var asked = 0
            #expect(throws: Diagnostic.interrupted) {
                _ = try LogConflictExplainer.explain(session, stop: StopCheck { asked += 1; return asked >= n })
            }
        }
    }
}
