import ConstraintSolver

/// `solver-bench --step-widths W1,W2,… --step-cycles K`: the resize steps of the grid workload one
/// at a time. The grid of N views is built and its root width put on an edit variable at 1000
/// (as edit-attach does), then the widths are suggested in the order given, K times over; each
/// step (one `suggestValue` and one read of the solution) is timed and checked against the closed
/// form. The resize workload's slowest steps are the ones where the basis changes for every row
/// of views (1000 → 300: the edit gives way to the minimum widths; 312 → 313 and back; 1112 →
/// 1113: the preferred widths start to hold); this repeats them on their own, for timing them
/// apart from the 996 cheap steps and for a profiler (docs/benchmarks.md says how it was used).
struct StepProbe {
    let n: Int
    let widths: [Double]
    let cycles: Int

    struct Figures {
        let width: Double
        /// Each cycle's time for this width, in seconds, in order.
        let seconds: [Double]
    }

    /// The figures per width (in the order widths first appear), or the first failed check.
    func run() throws(RunAborted) -> [Figures] {
        let m = GridModel(n: n)
        let s = m.solver
        do {
            try m.addAll()
            try m.attachEdit()
        } catch {
            throw RunAborted(workload: "step-probe", message: "building the grid threw: \(error)")
        }
        var order: [Double] = []
        var seconds: [Double: [Double]] = [:]
        for _ in 0..<cycles {
            for w in widths {
                let sw = Stopwatch()
                do { try s.suggestValue(m.rootWidth, w) } catch {
                    throw RunAborted(workload: "step-probe", message: "suggestValue(\(w)) threw: \(error)")
                }
                let values = s.solution()
                let dt = sw.seconds
                if let message = m.check(values, rootWidth: w, label: "step-probe") {
                    throw RunAborted(workload: "step-probe", message: message)
                }
                if seconds[w] == nil { order.append(w) }
                seconds[w, default: []].append(dt)
            }
        }
        return order.map { Figures(width: $0, seconds: seconds[$0]!) }
    }
}
