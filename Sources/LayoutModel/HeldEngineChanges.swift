/// The solver work a session holds back while it holds its changes
/// (`LayoutSession.holdEngineChanges()`): new items' variables and rules, and constraints to put
/// in force, in the order they were made.
struct HeldEngineChanges {
    enum Change {
        case makeVariables(LayoutItem)
        case putInForce(ConstraintHandle)
    }

    var changes: [Change] = []
    /// Set when applying held changes met a conflict, a stop or a solver failure: the lines that
    /// made them would have reported it each at its own place, so what they printed while held
    /// is not what they print one by one (`LayoutSession.heldChangesHeld`).
    var metTrouble = false
}

extension LayoutSession {
    /// Holds the solver work of the changes that follow — a new item's variables and rules, a
    /// new constraint put in force — until something reads or changes the engine otherwise, or
    /// `releaseHeldChanges()`. Then the held work is done in the order it was asked for, against
    /// the state as it is then, so the solver goes through exactly the steps it would have gone
    /// through unheld: the same symbols in the same order, the same pivots, the same solution
    /// (ambiguous layouts included). Only the state's other changes come first.
    ///
    /// This is for a script's long runs of `add` lines (the interpreter's `HeldRun`): done back to
    /// back, the solver's additions keep their rows in the processor's caches, which the text
    /// work of parsing each line between them pushed out — loading 10,000 views took 2.1–2.4
    /// times the solver's time alone, and takes under 2 held (issue 17; docs/benchmarks.md).
    ///
    /// What is given up: a conflict or failure is met when the work is done, not at the change
    /// that caused it, so its events are no longer the events of that change. The session marks
    /// that (`heldChangesHeld` turns false) and the caller goes back to a copy taken before and
    /// makes the changes again one by one.
    ///
    /// The state's other changes must not alter what the held work reads: a held constraint's
    /// parts, an item's rules. `add` lines only add (a stack view's arrangement, which moves
    /// other constraints, takes constraints out of force, and that applies the held work first).
    package func holdEngineChanges() {
        precondition(heldChanges == nil, "the session already holds its changes")
        heldChanges = HeldEngineChanges()
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

    /// Does the work held so far, in order, and goes on holding.
    func applyHeldChanges() {
        guard let held = heldChanges, !held.changes.isEmpty else { return }
        heldChanges!.changes = []
        let eventsBefore = engineStore.events.count
        for change in held.changes {
            switch change {
            case .makeVariables(let item): engineStore.makeVariables(for: item, in: state)
            case .putInForce(let handle): engineStore.putInForce(handle, in: &state)
            }
        }
        if engineStore.events.count != eventsBefore || engineStore.interrupted { heldChanges!.metTrouble = true }
    }

    /// Stops holding and becomes what `snapshot` (a `copy()` taken before holding) was, as
    /// `becomeCopy(of:)` does: the held work is forgotten, never done.
    package func abandonHeldChanges(returningTo snapshot: LayoutSession) {
        heldChanges = nil
        becomeCopy(of: snapshot)
    }

    /// Forgets the held work: the state it was for is being replaced. A session still holding
    /// then says its changes did not hold (`heldChangesHeld`), since they never went in.
    func dropHeldChanges() {
        if heldChanges != nil { heldChanges = HeldEngineChanges(changes: [], metTrouble: true) }
    }
}
