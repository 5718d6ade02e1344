import ArgumentParser
import ConstraintSolver

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ReadMode: ExpressibleByArgument {}
extension ClockKind: ExpressibleByArgument {}

enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// Human-readable lines in the shape of kiwi_bench.py's.
    case text
    /// One `KEY=VALUE` record per line (what Scripts/bench-solver parses); see docs/benchmarks.md.
    case machine
}

/// plumb's side of the solver benchmark: the grid workload of ../shared/bench/WORKLOAD.md, built
/// constraint for constraint as kiwi_bench.py builds it. Scripts/bench-solver runs this and the
/// kiwisolver side in one run and prints the comparison.
@main
struct SolverBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solver-bench",
        abstract: "Times plumb's ConstraintSolver on the grid workload (build+solve, edit-attach, resize, churn, conflict).",
        discussion: """
            Each (workload, N) is measured in --runs independent runs, each on a fresh solver; the \
            median run is reported. After each workload the same correctness check as \
            kiwi_bench.py runs (view 0's width and the last view's top against the closed form); \
            the conflict workload also checks that the rejected add reports exactly the two \
            constraints width >= 20 and width <= 10 of view N/2 and changes no value. Any failed \
            check makes the exit status 1.
            """
    )

    @Option(name: .long, parsing: .upToNextOption, help: "Numbers of views N.")
    var sizes: [Int] = [100, 1000]

    @Option(name: .long, help: "Independent runs per N (the median is reported).")
    var runs: Int = 3

    @Option(name: .long, help: "Output: text or machine (KEY=VALUE lines).")
    var format: OutputFormat = .text

    @Option(name: .long, help: "How values are read after a solve: solution (one solution() call) or values (value(of:) for each variable).")
    var read: ReadMode = .solution

    @Flag(name: .long, help: "Also check every view's left, top, width and height after each workload (untimed).")
    var fullCheck = false

    @Option(name: .long, help: "What the times measure: wall (monotonic wall clock, as kiwi's side) or cpu (this thread's CPU time, for a loaded machine).")
    var clock: ClockKind = .wall

    @Option(name: .long, parsing: .upToNextOption, help: ArgumentHelp(
        "Instead of the workloads: time these resize steps alone, in this order (root widths).",
        discussion: "The grid is built and its root width put on an edit variable at 1000; then each width is suggested in turn, --step-cycles times over, and each step is reported (min, median, max)."))
    var stepWidths: [Double] = []

    @Option(name: .long, help: "How many times --step-widths are gone through.")
    var stepCycles: Int = 5

    func validate() throws {
        guard runs >= 1 else { throw ValidationError("--runs must be at least 1") }
        guard stepCycles >= 1 else { throw ValidationError("--step-cycles must be at least 1") }
        guard stepWidths.allSatisfy({ $0.isFinite && $0 > 0 }) else {
            throw ValidationError("--step-widths are root widths: finite numbers above 0")
        }
        guard !sizes.isEmpty, sizes.allSatisfy({ $0 >= 2 }) else {
            throw ValidationError("--sizes needs one or more N >= 2")
        }
    }

    mutating func run() throws {
        let out = Output(format: format)
        Stopwatch.kind = clock
        if !stepWidths.isEmpty {
            out.meta("side=plumb workload=step cycles=\(stepCycles) clock=\(clock.rawValue)",
                     text: "# plumb ConstraintSolver, resize steps one at a time, \(stepCycles) cycles, \(clock.rawValue) clock")
            try runSteps(out)
            return
        }
        out.meta("side=plumb read=\(read.rawValue) runs=\(runs) full_check=\(fullCheck) clock=\(clock.rawValue)",
                 text: "# plumb ConstraintSolver, runs=\(runs) (median shown), read=\(read.rawValue), \(clock.rawValue) clock\(fullCheck ? ", full check" : "")")
        var failed = false
        for n in sizes {
            var runner = WorkloadRunner(n: n, read: read, fullCheck: fullCheck)
            var results: [RunResult] = []
            var constraints = 0
            var aborted = false
            for k in 0..<runs {
                do {
                    let (r, c) = try runner.runOnce()
                    results.append(r)
                    constraints = c
                    if k == 0 { out.info(n: n, constraints: c) }
                } catch {
                    out.fail(n: n, run: k + 1, workload: error.workload, message: error.message)
                    aborted = true
                }
                for f in runner.failures { out.fail(n: n, run: k + 1, workload: f.workload, message: f.message) }
                failed = failed || aborted || !runner.failures.isEmpty
                runner.failures = []
                if aborted { break }
            }
            if aborted { continue }
            out.report(n: n, constraints: constraints, results: results)
            out.meta("side=plumb n=\(n) checksum=\(runner.checksum)", text: nil)
        }
        if failed { throw ExitCode(1) }
    }
}

extension SolverBench {
    /// `--step-widths`: each N's steps, one line per width.
    func runSteps(_ out: Output) throws {
        var failed = false
        for n in sizes {
            do {
                for f in try StepProbe(n: n, widths: stepWidths, cycles: stepCycles).run() {
                    let sorted = f.seconds.sorted()
                    switch out.format {
                    case .machine:
                        Output.write("RESULT side=plumb n=\(n) workload=step width=\(fixed(f.width, 1)) seconds=\(fixed(median(f.seconds), 9)) runs=\(f.seconds.map { fixed($0, 9) }.joined(separator: ","))")
                    case .text:
                        Output.write("\(pad("step", 12)) N=\(lpad("\(n)", 6)) width \(lpad(fixed(f.width, 1), 7))  min \(lpad(fixed(sorted.first! * 1e3, 2), 8)) ms  median \(lpad(fixed(median(f.seconds) * 1e3, 2), 8)) ms  max \(lpad(fixed(sorted.last! * 1e3, 2), 8)) ms  (\(f.seconds.count) steps)")
                    }
                }
            } catch {
                out.fail(n: n, run: 1, workload: error.workload, message: error.message)
                failed = true
            }
        }
        if failed { throw ExitCode(1) }
    }
}

/// Writes straight to the file descriptors, so a killed process loses nothing already reported.
struct Output {
    let format: OutputFormat

    static func write(_ s: String, fd: Int32 = 1) {
        var s = s + "\n"
        s.withUTF8 { buf in
            var p = buf.baseAddress!
            var left = buf.count
            while left > 0 {
                let w = Glibc_or_Darwin_write(fd, p, left)
                if w <= 0 { return }
                p += w
                left -= w
            }
        }
    }

    func meta(_ fields: String, text: String?) {
        switch format {
        case .machine: Output.write("META \(fields)")
        case .text: if let text { Output.write(text) }
        }
    }

    func info(n: Int, constraints: Int) {
        if format == .machine { Output.write("INFO side=plumb n=\(n) constraints=\(constraints)") }
    }

    func fail(n: Int, run: Int, workload: String, message: String) {
        let line = "FAIL side=plumb n=\(n) run=\(run) workload=\(workload) message=\(message)"
        Output.write(line)
        if format == .machine { Output.write("CHECK FAILED N=\(n) run \(run) \(workload): \(message)", fd: 2) }
    }

    func report(n: Int, constraints c: Int, results rs: [RunResult]) {
        func runsList(_ xs: [Double]) -> String { xs.map { fixed($0, 9) }.joined(separator: ",") }
        func line(_ workload: String, _ xs: [Double], ops: Int, opName: String, extra: String = "") {
            let med = median(xs)
            switch format {
            case .machine:
                Output.write("RESULT side=plumb n=\(n) constraints=\(c) workload=\(workload) seconds=\(fixed(med, 9)) runs=\(runsList(xs))\(extra.isEmpty ? "" : " " + extra)")
            case .text:
                Output.write("\(pad(workload, 12)) N=\(lpad("\(n)", 6)) constraints=\(lpad("\(c)", 6))  median \(lpad(fixed(med, 4), 10)) s  "
                    + "\(lpad(fixed(med / Double(ops) * 1e6, 2), 10)) us/\(opName) (ops=\(ops))  runs=[\(xs.map { fixed($0, 4) }.joined(separator: ", "))]"
                    + (extra.isEmpty ? "" : "  " + extra))
            }
        }
        line("construct", rs.map(\.construct), ops: c, opName: "constraint")
        line("build+solve", rs.map(\.buildSolve), ops: c, opName: "constraint")
        line("edit-attach", rs.map(\.editAttach), ops: 1, opName: "swap")
        line("resize", rs.map(\.resize), ops: Grid.resizes.count, opName: "resize")
        line("churn", rs.map(\.churn), ops: Grid.churnRounds * 2 * (n / Grid.cols), opName: "remove/add")
        let sizeOK = rs.allSatisfy(\.conflictSetOK)
        let stateOK = rs.allSatisfy(\.valuesUnchanged)
        let maxChange = rs.map(\.maxChangeAfterConflict).max() ?? 0
        line("conflict", rs.map(\.conflict), ops: 1, opName: "rejected add",
             extra: "size=\(rs[0].conflictSize) set=\(sizeOK ? "ok" : "wrong") state=\(stateOK ? "ok" : "changed") max_change=\(maxChange)")
        line("conflict-query", rs.map(\.conflictQuery), ops: 1, opName: "what-if query",
             extra: "size=\(rs[0].conflictQuerySize) set=\(rs.allSatisfy(\.conflictQueryOK) ? "ok" : "wrong") state=\(rs.allSatisfy(\.valuesUnchangedAfterQuery) ? "ok" : "changed")")

        // Resize steps: the median of the runs' median steps; the slowest step of the median run
        // (by slowest step), and the worst step over all runs.
        let medStep = median(rs.map(\.resizeStepMedian))
        let bySlowest = rs.sorted { $0.resizeStepMax < $1.resizeStepMax }
        let mid = bySlowest[(bySlowest.count - 1) / 2]
        let worst = bySlowest.last!
        switch format {
        case .machine:
            Output.write("RESULT side=plumb n=\(n) constraints=\(c) workload=resize-step-median seconds=\(fixed(medStep, 9)) runs=\(runsList(rs.map(\.resizeStepMedian)))")
            Output.write("RESULT side=plumb n=\(n) constraints=\(c) workload=resize-step-max seconds=\(fixed(mid.resizeStepMax, 9)) runs=\(runsList(rs.map(\.resizeStepMax))) "
                + "width=\(Int(mid.resizeStepMaxWidth)) worst=\(fixed(worst.resizeStepMax, 9)) worst_width=\(Int(worst.resizeStepMaxWidth))")
        case .text:
            Output.write("\(pad("resize-step", 12)) N=\(lpad("\(n)", 6)) median step \(lpad(fixed(medStep * 1e6, 2), 10)) us; slowest step per run "
                + rs.map { "\(fixed($0.resizeStepMax, 4)) s at width \(Int($0.resizeStepMaxWidth))" }.joined(separator: ", "))
            Output.write("\(pad("after-unsat", 12)) N=\(lpad("\(n)", 6)) conflict of \(rs.map(\.conflictSize)) constraints (\(sizeOK ? "exactly width >= 20, width <= 10" : "NOT the expected pair")); "
                + "solution unchanged after the rejected add: \(rs.map(\.valuesUnchanged))")
        }
    }
}

private func Glibc_or_Darwin_write(_ fd: Int32, _ p: UnsafePointer<UInt8>, _ n: Int) -> Int {
    write(fd, p, n)
}

/// `x` with exactly `digits` decimals (no Foundation).
func fixed(_ x: Double, _ digits: Int) -> String {
    guard x.isFinite else { return "\(x)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    guard abs(x) * scale < 9e18 else { return "\(x)" }
    let r = Int64((abs(x) * scale).rounded())
    let s = Int64(scale)
    let intPart = r / s
    var frac = digits > 0 ? String(r % s) : ""
    while frac.count < digits { frac = "0" + frac }
    return (x < 0 && r != 0 ? "-" : "") + "\(intPart)" + (digits > 0 ? "." + frac : "")
}

func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
}

func lpad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : String(repeating: " ", count: width - s.count) + s
}
