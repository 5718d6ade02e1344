import Testing
import LayoutModel
@testable import Shell
import ShellTestSupport

/// Regression tests for shell bugs that lived below the shell (LayoutModel and
/// ConstraintSolver), found while writing the transcripts and fixed since: each is the smallest
/// script that showed the bug, and checks that it stays fixed.
@Suite struct ShellRegressionTests {
    func run(_ script: String) -> ShellRun { runShell(script, file: "issue.plumb") }

    @Test func resizingTheRootAfterARedundantRequiredConstraint() {
        // 20 + 300 + 20 = 340: at 340 the three constraints and the root's width are redundant;
        // resizing to 400 must conflict (the solver once forgot the redundant equality and
        // accepted 400 silently, leaving a trailing gap of 80).
        let r = run("""
            root 340x504
            add view box
            pin H:|-[box(300)]-|
            root 400x504
            """)
        #expect(r.out.contains("Unable to simultaneously satisfy constraints."))
        #expect(r.session.state.constraints.contains { $0.isBroken })
    }

    @Test func changingTheMaskOfAnAutoresizingView() {
        // Regenerating a view's autoresizing constraints once added the new ones before removing
        // the old: the transient mix conflicted and the view ended up ambiguous.
        let r = run("""
            add view v frame 10 20 30 40
            translates v on mask h=-&- v=--&
            """)
        #expect(!r.out.contains("Unable to simultaneously satisfy constraints."))
        #expect(!r.session.hasAmbiguousLayout(.view(ViewID(1))))
        #expect(r.session.frame(of: ViewID(1)) == Rect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func changingTheMaskWhileAUserConstraintConflicts() {
        // With a fresh `translates`, the user's width >= 40 breaks (the system's mask wins, as in
        // every UIKit log). Changing the mask of a view that already translates once broke one of
        // the new autoresizing constraints instead — the conflict was found while the old mask's
        // constraints were still in, and the logged list lacked c1 — and left the view ambiguous.
        let r = run("""
            add view v
            translates v on mask h=--& v=--& frame 10 0 50 20
            add v.width >= 40
            translates v on mask h=-&- v=--& frame 10 0 30 20
            """)
        #expect(r.session.state.constraints.first { $0.handleName == "c1" }?.isBroken == true)
        #expect(!r.session.state.constraints.contains { $0.kind == .autoresizing && $0.isBroken })
        #expect(r.out.contains("H:[UIView:0x7a85e3a0(>=40)]>\",\n"))
    }

    @Test func negativeIntrinsicSizeOnAddView() {
        // `intrinsic v -5x5` was refused, `add view w intrinsic -5x5` was not (add-view.plumb pins it).
        let r = run("add view w intrinsic -5x5")
        #expect(r.shell.context.failures == 1)
    }

    @Test func unknownViewInAnEquationSuggestsNoName() {
        // `hug lable H 50` said "did you mean 'label'?"; an equation did not.
        let r = run("""
            add view label UILabel text "Name"
            add lable.width == 100
            """)
        #expect(r.err.contains("did you mean 'label'?"))
    }

    @Test func resolvingAgainRelogsOldConflicts() {
        // A constraint broken long ago was logged again by every `set rtl`, `set double-strings`
        // and `set text-scale` (stress-settings and set transcripts showed it), as if new.
        let r = run("""
            add view v
            add v.width == 10
            add v.width == 20
            set rtl on
            """)
        let logs = r.out.components(separatedBy: "Unable to simultaneously satisfy constraints.").count - 1
        #expect(logs == 1)
    }
}
