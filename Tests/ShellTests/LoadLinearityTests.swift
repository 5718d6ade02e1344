import Foundation
import Testing
import ConstraintSolver
import LayoutModel
@testable import Shell
import ShellTestSupport

/// Loading a script grows with its length, counted, never timed (issue 17): the elements the
/// model moves to new storage as views and constraints are added (`LayoutWork`) and the
/// solver's steps (`SolverWork`), for a script and one twice as long. A copy of the state kept
/// alive across each command inside `load` (the bug 2009648 fixed) made every `add` copy every
/// constraint: the count then grows with the square of the length, four times over for twice
/// the lines, and passes every bound below many times over.
@Suite struct LoadLinearityTests {
    /// `shell-bench script N`'s session: rows of 25 views of 10 × 10, each chained to its left
    /// neighbour (the first to the root), every 50th a label with a nametag.
    static func script(views n: Int) -> String {
        var lines = ["root 320x504"]
        for i in 0..<n {
            let row = i / 25, column = i % 25
            let label = i % 50 == 49
            lines.append(label ? "add view v\(i) UILabel text \"V\(i)\"" : "add view v\(i)")
            if label {
                lines.append("nametag v\(i) Label\(i)")
            } else {
                lines += ["add v\(i).width == 10", "add v\(i).height == 10"]
            }
            lines.append(column == 0 ? "add v\(i).left == root.left + 2" : "add v\(i).left == v\(i - 1).right + 2")
            lines.append("add v\(i).top == root.top + \(2 + row * 12)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    struct Work {
        var copied: Int
        var solverSteps: Int
        /// Views and constraints the session ends with.
        var objects: Int
    }

    /// The work of running `script(views: n)` through `entry` (`load FILE` or `plumb FILE`).
    static func work(views n: Int, _ entry: String) throws -> Work {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-load-linearity-\(getpid())-\(n)-\(entry)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try script(views: n).write(to: folder.appendingPathComponent("s.plumb"), atomically: true, encoding: .utf8)
        let copies = LayoutWork(), steps = SolverWork()
        let run: ShellRun = try LayoutWork.$meter.withValue(copies) {
            try SolverWork.$meter.withValue(steps) {
                if entry == "load" {
                    let run = runShell(lines: [], in: folder.path)
                    _ = run.shell.execute("load s.plumb")
                    return run
                }
                return try runShellFile("s.plumb", in: folder.path)
            }
        }
        #expect(run.err.isEmpty && run.shell.context.failures == 0, "\(entry) of \(n) views: \(run.err)")
        #expect(run.session.state.views.count == n + 1)
        return Work(copied: copies.copiedElements, solverSteps: steps.steps,
                    objects: run.session.state.views.count + run.session.state.constraints.count)
    }

    @Test(arguments: ["load", "plumb FILE"])
    func loadingGrowsLinearly(_ entry: String) throws {
        let small = try Self.work(views: 200, entry), large = try Self.work(views: 400, entry)
        // Lists that grow by doubling move fewer elements in all than twice what they end with.
        for w in [small, large] {
            #expect(w.copied > 0, "\(entry): nothing counted")
            #expect(w.copied <= 2 * w.objects, "\(entry): \(w.copied) elements moved for \(w.objects) views and constraints")
        }
        #expect(large.copied <= 3 * small.copied, "\(entry): \(small.copied) → \(large.copied) elements moved for twice the script")
        #expect(small.solverSteps > 0 && large.solverSteps <= 5 * small.solverSteps / 2,
                "\(entry): \(small.solverSteps) → \(large.solverSteps) solver steps for twice the script")
    }
}
