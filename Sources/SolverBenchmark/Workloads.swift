import ConstraintSolver

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the benchmark's times measure (`--clock`).
enum ClockKind: String, CaseIterable {
    /// Monotonic wall-clock time (the counterpart of Python's time.perf_counter): the default,
    /// and what kiwi's side measures.
    case wall
    /// This thread's CPU time (CLOCK_THREAD_CPUTIME_ID): on a machine shared with other work,
    /// time spent waiting for a core does not count.
    case cpu
}

/// Timing with the clock chosen for the whole run.
struct Stopwatch {
    nonisolated(unsafe) static var kind = ClockKind.wall
    private let start = Stopwatch.now()

    private static func now() -> Double {
        var t = timespec()
        clock_gettime(kind == .cpu ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }

    var seconds: Double { Stopwatch.now() - start }
}

/// How the benchmark reads the solution after each solve (kiwi's updateVariables makes every
/// variable's value available, so both modes read all of them).
enum ReadMode: String, CaseIterable {
    /// One `solver.solution()` call.
    case solution
    /// `solver.value(of:)` for every variable, in the order they were made.
    case values
}

/// A run cannot go on: the solver threw where it must not, or a workload's result is unusable.
struct RunAborted: Error {
    let workload: String
    let message: String
}

/// The figures of one run (fresh solver) at one N.
struct RunResult {
    var construct = 0.0
    var buildSolve = 0.0
    var editAttach = 0.0
    var resize = 0.0
    var resizeStepMedian = 0.0
    var resizeStepMax = 0.0
    var resizeStepMaxWidth = 0.0
    var churn = 0.0
    var conflict = 0.0
    /// Constraints in the reported conflict (0 when the add was not rejected as unsatisfiable).
    var conflictSize = 0
    /// The conflict is exactly [view[N/2].width >= 20, view[N/2].width <= 10].
    var conflictSetOK = false
    /// Every value after the rejected add equals the value before it.
    var valuesUnchanged = false
    /// The largest |after − before| over all values after the rejected add.
    var maxChangeAfterConflict = 0.0
    var conflictQuery = 0.0
    var conflictQuerySize = 0
    var conflictQueryOK = false
    /// Every value after the what-if query equals the value before the rejected add.
    var valuesUnchangedAfterQuery = false
}

/// Runs every workload once on a fresh solver, in kiwi_bench.py's order.
struct WorkloadRunner {
    let n: Int
    let read: ReadMode
    let fullCheck: Bool
    /// Correctness failures (the run goes on after them; the process exits non-zero).
    var failures: [(workload: String, message: String)] = []
    /// Keeps reads from being optimised away.
    var checksum = 0.0

    init(n: Int, read: ReadMode, fullCheck: Bool) {
        self.n = n
        self.read = read
        self.fullCheck = fullCheck
    }

    /// Reads every variable's value (timed by the caller).
    @inline(never)
    mutating func readAll(_ m: GridModel, _ vars: [Variable]) -> Solution {
        switch read {
        case .solution:
            let s = m.solver.solution()
            checksum += s.values.last ?? 0
            return s
        case .values:
            var values = [Double](repeating: 0, count: vars.count)
            for v in vars { values[v.id] = m.solver.value(of: v) }
            checksum += values.last ?? 0
            return Solution(values: values)
        }
    }

    mutating func check(_ m: GridModel, _ values: Solution, rootWidth: Double, _ workload: String) {
        if let msg = m.check(values, rootWidth: rootWidth, label: workload) {
            failures.append((workload, msg))
        } else if fullCheck, let msg = m.fullCheck(values, rootWidth: rootWidth, label: workload) {
            failures.append((workload, msg))
        }
        // value(of:) must agree with solution() on the two values checked.
        for v in [m.width[0], m.top[n - 1]] {
            let direct = m.solver.value(of: v)
            if !(abs(direct - values[v]) <= 1e-9 * max(1.0, abs(direct))) {
                failures.append((workload, "value(of: \(m.solver.name(of: v)))=\(direct) but solution() gives \(values[v])"))
            }
        }
    }

    mutating func runOnce() throws(RunAborted) -> (RunResult, constraints: Int) {
        var res = RunResult()
        var sw = Stopwatch()
        let m = GridModel(n: n)
        let vars = m.allVariables
        res.construct = sw.seconds
        let s = m.solver

        // build+solve: add everything, then read every value once.
        sw = Stopwatch()
        do {
            try m.addAll()
        } catch {
            throw RunAborted(workload: "build+solve", message: "add threw: \(error)")
        }
        var values = readAll(m, vars)
        res.buildSolve = sw.seconds
        check(m, values, rootWidth: Grid.rootWidth0, "build+solve")

        // edit-attach: swap the required root.width == 1000 for an edit variable at 999.
        sw = Stopwatch()
        do {
            try m.attachEdit()
        } catch {
            throw RunAborted(workload: "edit-attach", message: "threw: \(error)")
        }
        values = readAll(m, vars)
        res.editAttach = sw.seconds
        check(m, values, rootWidth: Grid.rootWidth0, "edit-attach")

        // resize: 1,000 suggestions, reading every value after each.
        var steps: [Double] = []
        steps.reserveCapacity(Grid.resizes.count)
        var slowest = (seconds: -1.0, width: 0.0)
        let total = Stopwatch()
        for wv in Grid.resizes {
            let st = Stopwatch()
            do { try s.suggestValue(m.rootWidth, wv) } catch {
                throw RunAborted(workload: "resize", message: "suggestValue(\(wv)) threw: \(error)")
            }
            values = readAll(m, vars)
            let dt = st.seconds
            steps.append(dt)
            if dt > slowest.seconds { slowest = (dt, wv) }
        }
        res.resize = total.seconds
        res.resizeStepMedian = median(steps)
        res.resizeStepMax = slowest.seconds
        res.resizeStepMaxWidth = slowest.width
        check(m, values, rootWidth: Grid.resizes.last!, "resize")

        // back to the initial width (untimed) before churn.
        do { try s.suggestValue(m.rootWidth, Grid.rootWidth0) } catch {
            throw RunAborted(workload: "resize", message: "suggestValue(1000) threw: \(error)")
        }
        values = readAll(m, vars)

        // churn: round k removes (g) of every view i with i % 10 == k in ascending i, solves,
        // re-adds them in ascending i, solves.
        sw = Stopwatch()
        for k in 0..<Grid.churnRounds {
            let sel = stride(from: k, to: n, by: Grid.cols).map { m.preferred[$0] }
            do {
                for c in sel { try s.remove(c) }
            } catch {
                throw RunAborted(workload: "churn", message: "remove threw: \(error)")
            }
            values = readAll(m, vars)
            do {
                for c in sel { try s.add(c) }
            } catch {
                throw RunAborted(workload: "churn", message: "re-add threw: \(error)")
            }
            values = readAll(m, vars)
        }
        res.churn = sw.seconds
        check(m, values, rootWidth: Grid.rootWidth0, "churn")

        // conflict: view[N/2].width <= 10 (required) contradicts view[N/2].width >= 20.
        let before = values
        let j = n / 2
        let bad = Constraint(m.width[j], .lessThanOrEqual, 10.0)
        var caught: SolverError? = nil
        sw = Stopwatch()
        do {
            try s.add(bad)
        } catch {
            caught = error
        }
        res.conflict = sw.seconds
        switch caught {
        case nil:
            failures.append(("conflict", "view[\(j)].width <= 10 was accepted"))
            throw RunAborted(workload: "conflict", message: "the unsatisfiable constraint was accepted")
        case .unsatisfiable(let conflict)?:
            res.conflictSize = conflict.constraints.count
            res.conflictSetOK = isExpectedConflict(conflict, m.minimum[j], bad)
            if !res.conflictSetOK {
                failures.append(("conflict", "conflict is \(describe(conflict, s)); want exactly "
                    + "[\(m.minimum[j]), \(bad)] (view \(j): width >= 20, width <= 10)"))
            }
        case let other?:
            failures.append(("conflict", "add threw \(other), want .unsatisfiable"))
        }
        values = readAll(m, vars)
        compareAfterConflict(m, before, values, &res, "conflict")
        if s.contains(bad) { failures.append(("conflict", "the rejected constraint is in the solver")) }

        // conflict-query: the what-if query for the same constraint (changes nothing).
        sw = Stopwatch()
        var queried: Conflict? = nil
        var queryError: SolverError? = nil
        do { queried = try s.conflict(ifAdding: bad) } catch { queryError = error }
        res.conflictQuery = sw.seconds
        if let queryError {
            failures.append(("conflict-query", "conflict(ifAdding:) threw \(queryError)"))
        } else if let queried {
            res.conflictQuerySize = queried.constraints.count
            res.conflictQueryOK = isExpectedConflict(queried, m.minimum[j], bad)
            if !res.conflictQueryOK {
                failures.append(("conflict-query", "conflict(ifAdding:) gave \(describe(queried, s))"))
            }
        } else {
            failures.append(("conflict-query", "conflict(ifAdding:) gave nil for view[\(j)].width <= 10"))
        }
        values = readAll(m, vars)
        var afterQuery = RunResult()
        compareAfterConflict(m, before, values, &afterQuery, "conflict-query")
        res.valuesUnchangedAfterQuery = afterQuery.valuesUnchanged
        return (res, m.constraintCount)
    }

    private func isExpectedConflict(_ c: Conflict, _ minimum: Constraint, _ bad: Constraint) -> Bool {
        c.constraints.count == 2 && c.constraints[0] === minimum && c.constraints[1] === bad
    }

    private func describe(_ c: Conflict, _ s: Solver) -> String {
        "\(c.constraints.count) constraints [" + c.constraints.map { cn in
            cn.variables.map { s.name(of: $0) }.joined(separator: ",") + ": \(cn)"
        }.joined(separator: "; ") + "]"
    }

    /// After a rejected add: every view's width is the expected one and every value is the
    /// value it had before.
    private mutating func compareAfterConflict(
        _ m: GridModel, _ before: Solution, _ after: Solution, _ res: inout RunResult, _ workload: String
    ) {
        let want = Grid.expectedWidth(Grid.rootWidth0)
        if let bad = m.width.first(where: { !(abs(after[$0] - want) <= 1e-6) }) {
            failures.append((workload, "after the rejected add \(m.solver.name(of: bad))=\(after[bad]) (want \(want))"))
        }
        var maxChange = 0.0
        var worst = 0
        for i in 0..<min(before.values.count, after.values.count) {
            let d = abs(after.values[i] - before.values[i])
            if !(d <= maxChange) { maxChange = d; worst = i }
        }
        res.maxChangeAfterConflict = maxChange
        res.valuesUnchanged = before.values.count == after.values.count && maxChange <= 1e-9
        if !res.valuesUnchanged {
            failures.append((workload, "values changed by the rejected add: max |change| \(maxChange) at v\(worst)"))
        }
        check(m, after, rootWidth: Grid.rootWidth0, workload)
    }
}

/// The median (the mean of the two middle values for an even count), as Python's statistics.median.
func median(_ xs: [Double]) -> Double {
    precondition(!xs.isEmpty)
    let s = xs.sorted()
    let mid = s.count / 2
    return s.count % 2 == 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}
