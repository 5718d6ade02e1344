/// The solver work a session holds back while it holds its changes
/// (`LayoutSession.holdEngineChanges()`): new items' variables and rules, and constraints to put
/// in force, each prepared when it was made (`PreparedEngineChange`), in that order.
struct HeldEngineChanges {
    /// Prepared changes not yet handed to a worker, in order.
    var batch: [PreparedEngineChange] = []
    /// The id the solver will give the next item's first variable, counting the items held;
    /// nil when none is held (the solver's own count is then the answer).
    var nextVariableID: Int?
    /// How many changes make a batch for the worker (`holdEngineChanges(workerBatch:)`).
    let workerBatch: Int
    /// The thread applying earlier batches, if one is running.
    var worker: HeldSolverWorker?
    /// Set when applying held changes met a conflict, a stop or a solver failure: the lines that
    /// made them would have reported it each at its own place, so what they printed while held
    /// is not what they print one by one (`LayoutSession.heldChangesHeld`).
    var metTrouble = false
}

extension LayoutSession {
    /// Holds the solver work of the changes that follow — a new item's variables and rules, a
    /// new constraint put in force — until something reads or changes the engine otherwise, or
    /// `releaseHeldChanges()`. Each change is read from the state when it is made, as unheld
    /// (`PreparedEngineChange`); its solver work is done later, in the order the changes were
    /// made, so the solver goes through exactly the calls it would have gone through unheld: the
    /// same symbols in the same order, the same pivots, the same solution (ambiguous layouts
    /// included).
    ///
    /// This is for a script's long runs of `add` lines (the interpreter's `HeldRun`). Once
    /// `workerBatch` changes wait, they go to a second thread (`HeldSolverWorker`), which applies
    /// them while this one goes on with the run's next lines: loading 10,000 views took 2.1–2.4
    /// times the solver's time alone with each line's solver work done in turn (issue 17;
    /// docs/benchmarks.md).
    ///
    /// What is given up: a conflict or failure is met when the work is done, not at the change
    /// that caused it, so its events are no longer the events of that change. The session marks
    /// that (`heldChangesHeld` turns false) and the caller goes back to a copy taken before and
    /// makes the changes again one by one.
    ///
    /// The state's other changes must not alter what the held work reads: a held constraint's
    /// parts, an item's rules. `add` lines only add (a stack view's arrangement, which moves
    /// other constraints, takes constraints out of force, and that applies the held work first).
    package func holdEngineChanges(workerBatch: Int = 256) {
        precondition(heldChanges == nil, "the session already holds its changes")
        heldChanges = HeldEngineChanges(workerBatch: max(1, workerBatch))
    }

    /// Whether the session is holding its changes.
    package var holdsEngineChanges: Bool { heldChanges != nil }

    /// False once held work met a conflict, a stop or a solver failure since
    /// `holdEngineChanges()`: the changes did not all hold as they would one by one.
    package var heldChangesHeld: Bool { !(heldChanges?.metTrouble ?? false) }

    /// Does the held work and stops holding. Returns whether all of it, since
    /// `holdEngineChanges()`, went in without a conflict, a stop or a solver failure.
    package func releaseHeldChanges() -> Bool {
        applyHeldChanges()
        let held = heldChangesHeld
        heldChanges = nil
        return held
    }

    /// Holds a change made ready from the state as it is now; hands a full batch to the worker,
    /// starting one if none runs. An engine that has stopped does its held work on this thread.
    func hold(_ change: PreparedEngineChange) {
        heldChanges!.batch.append(change)
        guard heldChanges!.batch.count >= heldChanges!.workerBatch, !engineStore.interrupted else { return }
        if heldChanges!.worker == nil { heldChanges!.worker = HeldSolverWorker(engine: engineStore) }
        heldChanges!.worker!.send(heldChanges!.batch)
        heldChanges!.batch = []
    }

    /// Does the work held so far, in order, and goes on holding: waits for the worker, finishes
    /// the change it stopped at, if any, and applies the rest on this thread.
    func applyHeldChanges() {
        guard let held = heldChanges, !held.batch.isEmpty || held.worker != nil else { return }
        heldChanges!.batch = []
        heldChanges!.worker = nil
        let eventsBefore = engineStore.events.count
        var rest = held.batch
        if let worker = held.worker {
            let remainder = worker.finish()
            if let (change, applied) = remainder.stoppedAt {
                engineStore.finish(change, applied, in: &state)
            }
            rest = remainder.rest + rest
        }
        for change in rest { engineStore.applyAndFinish(change, in: &state) }
        heldChanges!.nextVariableID = nil
        if engineStore.events.count != eventsBefore || engineStore.interrupted { heldChanges!.metTrouble = true }
    }

    /// Stops holding and becomes what `snapshot` (a `copy()` taken before holding) was, as
    /// `becomeCopy(of:)` does: the held work is forgotten, never done.
    package func abandonHeldChanges(returningTo snapshot: LayoutSession) {
        heldChanges?.worker?.cancel()
        heldChanges = nil
        becomeCopy(of: snapshot)
    }

    /// Forgets the held work: the state it was for is being replaced. A session still holding
    /// then says its changes did not hold (`heldChangesHeld`), since they never went in.
    func dropHeldChanges() {
        guard let held = heldChanges else { return }
        held.worker?.cancel()
        heldChanges = HeldEngineChanges(workerBatch: held.workerBatch, metTrouble: true)
    }
}
