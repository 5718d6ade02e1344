import Foundation
import ConstraintSolver
import Testing
import LayoutModel
import LayoutSyntax
import ShellTestSupport
@testable import Shell

/// Ctrl-C reaches inside the solver (issue 12, item 8): a step that is one long solver call —
/// the search for a conflict's minimal set (`explain`'s own; its fix trials no longer search,
/// docs/explain.md) or the sweep probes beyond a bound, the re-optimisation after resizing a large session — asks
/// the stop check every 64 units of solver work, so the most solver work between two questions
/// is bounded (measured in `SolverWork` steps, never in time). Stopped at any question, inside
/// the solver or not, the command says "interrupted" and changes nothing.
@Suite struct InterruptSolverTests {
    /// A row of 40 views, each at least 10 wide with gaps of 8, chained across a 720-point root
    /// (the row needs 40 × 10 + 41 × 8 = 728): a conflict whose minimal set is the whole row
    /// (about 80 constraints), met by the last constraint only.
    static let row: [String] = {
        var lines = ["root 720x504"]
        for i in 0..<40 {
            lines += ["add view r\(i)", "add r\(i).width >= 10", "add r\(i).height == 10", "add r\(i).top == root.top + 20"]
            lines.append(i == 0 ? "add r0.leading == root.leading + 8" : "add r\(i).leading == r\(i - 1).trailing + 8")
        }
        lines.append("add root.trailing == r39.trailing + 8")
        return lines
    }()

    /// Issue 17's sweep workload with 100 labels: each `H:|-20-[vᵢ(>=40)]-(>=20)-|`, stacked.
    static let labels: [String] = {
        var lines = ["root 320x504"]
        for i in 0..<100 {
            lines += ["add view v\(i) UILabel text \"Label \(i)\"", "pin H:|-20-[v\(i)(>=40)]-(>=20)-|", "pin V:|-\(2 + 22 * i)-[v\(i)]"]
        }
        return lines
    }()

    /// The command's questions, and the most solver work done between two of them (the start
    /// and the end count as questions).
    static func work(_ command: String, setup: [String], folder: String = "/tmp") -> (questions: Int, longest: Int, total: Int) {
        let r = runShell(lines: setup, in: folder)
        #expect(r.ok, "\(r.err)")
        let meter = SolverWork()
        var last = 0, longest = 0, questions = 0
        r.shell.shouldStop = {
            questions += 1
            longest = max(longest, meter.steps - last)
            last = meter.steps
            return false
        }
        let ok = SolverWork.$meter.withValue(meter) { r.shell.execute(command) }
        #expect(ok, "\(r.err)")
        longest = max(longest, meter.steps - last)
        return (questions, longest, meter.steps)
    }

    /// Stops at `samples` questions spread over all of them (and the last): each says
    /// "interrupted" once and leaves the session, its frames and its undo stack as they were.
    static func stopsThroughout(_ command: String, setup: [String], questions: Int, samples: Int = 10, folder: String = "/tmp") {
        var stops = 0
        let points = Set(stride(from: 1, through: questions, by: max(1, questions / samples))).union([questions]).sorted()
        for n in points {
            let r = InterruptTests.interrupt(command, after: n, setup: setup, folder: folder)
            #expect(r.stopped, "\(command) did not stop at question \(n) of \(questions): \(r.run.err)")
            if r.stopped { stops += 1 }
        }
        #expect(stops == points.count)
    }

    /// The most solver work between two questions: a few times the solver's 64 units (a unit —
    /// a constraint added, a pivot — is about one step), where a single minimal-set search
    /// used to run thousands of steps without a question.
    static let longestAllowed = 300

    @Test func explainAsksInsideTheConflictSearch() {
        let w = Self.work("explain", setup: Self.row)
        // One search of the row's minimal set: more than 10 times the longest allowed.
        #expect(w.total > 10 * Self.longestAllowed, "\(w)")
        #expect(w.longest <= Self.longestAllowed, "\(w)")
        Self.stopsThroughout("explain", setup: Self.row, questions: w.questions, samples: 6)
    }

    @Test func sweepAsksInsideTheSolver() {
        let w = Self.work("sweep width 0...1000", setup: Self.labels)
        // 5,775 steps in all. Not more labels: the longest stretch between two questions grows with
        // them (261 here, 301 with 120 — a step across every label's row), and with the conflict
        // search's deletion filter asking one probe instead of building one per test, 40 labels
        // no longer made a long command.
        #expect(w.total > 15 * Self.longestAllowed, "\(w)")
        #expect(w.longest <= Self.longestAllowed, "\(w)")
        Self.stopsThroughout("sweep width 0...1000", setup: Self.labels, questions: w.questions)
    }

    /// `load` of a script whose last line meets the row's conflict: the outermost load lets the
    /// stop reach inside the solver (the session is put back whole either way).
    @Test func loadAsksInsideTheSolver() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-load-stop-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.row.joined(separator: "\n").write(to: folder.appendingPathComponent("row.plumb"), atomically: true, encoding: .utf8)
        let w = Self.work("load row.plumb", setup: [], folder: folder.path)
        #expect(w.longest <= Self.longestAllowed, "\(w)")
        Self.stopsThroughout("load row.plumb", setup: [], questions: w.questions, samples: 8, folder: folder.path)
    }
}
