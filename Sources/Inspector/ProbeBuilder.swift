import ConstraintSolver
import Dispatch
import LayoutSyntax
import Synchronization

/// `sweep`'s probe (`LayoutMirror.ProbeBuild.fresh`) built on a second thread while the main
/// thread builds the mirror: the two are the same constraints added to two fresh solvers, one
/// with the root's size free and one with it held, and each build grows faster than the number
/// of views (every label's hugging and resistance errors sit in the same objective rows), so at
/// 1,000 labels the two builds were half of `sweep`'s time. The probe is made by the same calls
/// in the same order as on the main thread, so the sweep's answers do not change.
///
/// The worker touches nothing but the solver it makes, from data given to it whole. The sweep's
/// stop check is the caller's and need not be safe on another thread, and tests answer it with
/// a counter: so the probe's solver, at each of its own stop questions (every 64 units of solver
/// work, `Solver.stopCheck`), only tells the main thread it asked and reads a flag; the main
/// thread, when it comes to wait for the probe (`result`), asks the stop check once for each of
/// those questions, in order, and raises the flag at the first stop. The questions asked are
/// then the same on every run, and a stop at any of them ends the sweep as interrupted.
final class ProbeBuilder: @unchecked Sendable {
    /// A constraint of the mirror, `expression REL 0`, in the mirror's variables.
    struct Planned: Sendable {
        let expression: LinearExpression
        let relation: Relation
        let priority: Priority
    }

    /// The variable the probe holds.
    let variable: Variable
    private let stopRequested = Atomic<Bool>(false)
    /// Signalled once for each stop question of the probe's solver, and once more when it is
    /// built.
    private let signals = DispatchSemaphore(value: 0)
    /// Set, with `questions`, before the last signal.
    private let finished = Atomic<Bool>(false)
    private let questions = Atomic<Int>(0)
    /// The worker's until `finished`; the main thread's after.
    private var outcome: Result<Solver, SolverError>?

    /// Starts building a solver with `variableCount` variables, `variable` an edit variable at
    /// `LayoutMirror.holdPriority` suggested `start`, then `constraints` in order and the
    /// combination (`combination == 0`) last.
    init(variableCount: Int, holding variable: Variable, at start: Double, constraints: [Planned], combination: LinearExpression?) {
        self.variable = variable
        DispatchQueue(label: "plumb.sweep-probe").async {
            self.build(variableCount: variableCount, start: start, constraints: constraints, combination: combination)
        }
    }

    private func build(variableCount: Int, start: Double, constraints: [Planned], combination: LinearExpression?) {
        var asked = 0
        defer {
            questions.store(asked, ordering: .relaxed)
            finished.store(true, ordering: .releasing)
            signals.signal()
        }
        let held = Solver()
        held.stopCheck = { [unowned self] in
            asked += 1
            signals.signal()
            return stopRequested.load(ordering: .relaxed)
        }
        for _ in 0..<variableCount { _ = held.makeVariable() }
        do {
            try held.addEditVariable(variable, priority: LayoutMirror.holdPriority)
            try held.suggestValue(variable, start)
            for p in constraints { try held.add(Constraint(p.expression, p.relation, priority: p.priority)) }
            if let combination { try held.add(Constraint(combination, .equal)) }
            held.stopCheck = nil
            outcome = .success(held)
        } catch {
            held.stopCheck = nil
            outcome = .failure(error)
        }
    }

    /// Waits for the probe, asking `stop` once for each stop question its solver asked (see
    /// above); a stop says `SolverError.stopped`, whether or not the build had ended. The
    /// solver asks `stop` itself from then on.
    func result(stop: StopCheck?) -> Result<Solver, SolverError> {
        var stopped = false
        waitForTheBuild {
            if !stopped, let stop, stop.isRequested() { stopped = true }
            return stopped
        }
        if stopped { return .failure(.stopped) }
        let result = outcome!
        if case .success(let solver) = result { solver.stopCheck = stop?.isRequested }
        return result
    }

    /// Stops the build as soon as the solver next asks, and waits for it: the probe is not wanted.
    func cancel() {
        stopRequested.store(true, ordering: .relaxed)
        waitForTheBuild { true }
    }

    /// Takes every signal up to the last; `question` for each of the solver's questions, and
    /// once it says stop, the flag the solver reads is raised.
    private func waitForTheBuild(_ question: () -> Bool) {
        var taken = 0
        while true {
            signals.wait()
            if finished.load(ordering: .acquiring) && taken == questions.load(ordering: .relaxed) { return }
            taken += 1
            if question() { stopRequested.store(true, ordering: .relaxed) }
        }
    }
}
