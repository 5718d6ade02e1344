import Testing
import LayoutModel
@testable import Shell
import ShellTestSupport

/// Echoing a script (`set echo on`, `plumb --echo`) costs about what the echo prints, counted,
/// never timed: the views' frames read from the solution (`LayoutWork.framesRead`) for a script
/// and one twice as long. The interpreter used to take every view's frame before every command
/// that changes the layout, `add` included, to say which views moved — a line only editing
/// commands print: the count then grows with the square of the script (25,854 frames for
/// 100 views, over 100 times the bound below). Now only a command whose line says which views moved
/// (`ShellCommand.reportsMovedViews`) reads them, before and after.
@Suite struct EchoLinearityTests {
    struct Work {
        var framesRead: Int
        var views: Int
    }

    /// The work of echoing `LoadLinearityTests.script(views: n)`, then one edit that moves a view
    /// (`root 200x504`: it reads every frame twice).
    static func work(views n: Int) -> Work {
        let meter = LayoutWork()
        let script = "set echo on\n" + LoadLinearityTests.script(views: n) + "root 200x504\n"
        let run = LayoutWork.$meter.withValue(meter) { runShell(script) }
        #expect(run.ok && run.err.isEmpty, "\(n) views: \(run.err)")
        // It echoed: every line, what `add` made, and the edit line with the view that moved.
        // (The script's last view, v\(n - 1), is a label.)
        #expect(run.out.contains("> add view v\(n - 2)\nv\(n - 2)  <UIView:"))
        #expect(run.out.contains("\n> root 200x504\nroot: 320x504 → 200x504; moved root"), "\(run.out.suffix(200))")
        return Work(framesRead: meter.framesRead, views: run.session.state.views.count)
    }

    @Test func echoReadsFramesLinearly() {
        let small = Self.work(views: 100), large = Self.work(views: 200)
        for w in [small, large] {
            // The two `root` lines read every view there is before and after: 1 + 1, then n + 1
            // twice. Nothing else reads a frame.
            #expect(w.framesRead > 0, "nothing counted")
            #expect(w.framesRead <= 2 * (w.views + 1), "\(w.framesRead) frames read echoing \(w.views) views")
        }
        #expect(large.framesRead <= 3 * small.framesRead, "\(small.framesRead) → \(large.framesRead) frames read for twice the script")
    }
}
