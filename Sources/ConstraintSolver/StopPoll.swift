/// Stopping long work part-way (Ctrl-C in plumb). A solver given a `stopCheck` asks it once
/// every `stopCheckInterval` units of work (64 unless set) — constraints added, pivots, range
/// questions — in the calls that can take long: adding a constraint (phase one, the
/// re-optimisation, the search for a conflict's minimal set, its probe solvers included),
/// removing one (the re-optimisation), `conflict(ifAdding:)`, `wouldHold`, and the range and
/// ambiguity questions. When it says stop, the call throws `SolverError.stopped` and leaves the
/// solver exactly as it was before the call (the tableau's changes were recorded in the journal
/// and are rolled back, the bookkeeping is put back), so the solver goes on answering
/// correctly. Counting units instead of reading a clock keeps the solver free of I/O and makes
/// where a stop lands the same on every run.
///
/// `suggestValue` (the dual simplex) never stops: the model never suggests values.
/// The countdown to the next question, shared by a solver and the probe solvers of its conflict
/// search (a class, so that every one of them counts down the same number).
final class StopPoll {
    let isRequested: () -> Bool
    let interval: Int
    private var countdown: Int

    init(every interval: Int, _ isRequested: @escaping () -> Bool) {
        self.isRequested = isRequested
        self.interval = interval
        countdown = interval
    }

    /// Counts one unit of work; true when this was the `interval`-th since the last question
    /// and the answer is "stop".
    func tick() -> Bool {
        countdown -= 1
        guard countdown <= 0 else { return false }
        countdown = interval
        return isRequested()
    }
}
