/// The solver work a session holds back while it holds its changes
/// (`LayoutSession.holdEngineChanges()`): new items' variables and rules, and constraints to put
/// in force, each prepared when it was made (`PreparedEngineChange`), in that order.
struct HeldEngineChanges {
    /// Prepared changes not yet handed to a worker, in order.
    var batch: [PreparedEngineChange] = []
    /// The id the solver will give the next item's first variable, counting the items held;
    /// nil when no item is held and no worker runs (the solver's own count is then the answer).
    var nextVariableID: Int?
    /// How many changes make a batch for the worker (`holdEngineChanges(workerBatch:)`).
    let workerBatch: Int
    /// The thread applying earlier batches, if one is running.
    var worker: HeldSolverWorker?
    /// Set when applying held changes met a conflict, a stop or a solver failure: the lines that
    /// made them would have reported it each at its own place, so what they printed while held
    /// is not what they print one by one (`LayoutSession.heldChangesHeld`).
    var metTrouble = false
    /// How many changes have been held, and applied, since holding began: a change's place in
    /// that count is where the marks between changes refer to.
    var made = 0
    var applied = 0
    /// What would have happened between the changes not yet applied, had they been made one by
    /// one: where the events were cleared, a change ended, a line ended.
    var marks: [HeldMark] = []
    /// How many lines of the run have ended (`endHeldLine()`).
    var linesEnded = 0

    /// Notes that `kind` happened here, after the changes held so far. (Nothing is kept when
    /// no change waits: the mark is then behind every change still to apply.)
    mutating func mark(_ kind: HeldMark.Kind) {
        if made > applied { marks.append(HeldMark(position: made, kind: kind)) }
    }
}

/// A point between two held changes where, one by one, something would have happened that held
/// is put off: nothing, as long as the held work meets no conflict — and once it meets one, what
/// the session does after it (`LayoutSession.releaseHeldChanges(lineEnded:)`).
struct HeldMark {
    enum Kind {
        /// A change began (`beginChange`) or the shell cleared the events before a line.
        case eventsCleared
        /// A change ended without its walk over broken constraints (`endChange`): there were
        /// none, as far as the work applied knew.
        case changeEnded
        /// A line of the run ended (`endHeldLine`): its events are the line's to print. (Its
        /// number in the run, from 0.)
        case lineEnded(Int)
        /// `pin` kept the events of one of its constraints, and when all were added made them
        /// the events of the whole (`LayoutSession.pin(parsing:)`).
        case eventsKept, eventsGathered
    }
    /// How many held changes were made before it.
    let position: Int
    let kind: Kind
}

/// How a session's held changes ended (`LayoutSession.releaseHeldChanges(lineEnded:)`).
package enum HeldChangesOutcome: Equatable {
    /// All of them went in without a conflict, a stop or a solver failure.
    case held
    /// They met a conflict, and from that change on the session went on as one by one: each
    /// conflict resolved, each change's walk over broken constraints done, each line's end
    /// reported with that line's events. The session is as one by one would have left it.
    case settledInPlace
    /// They met trouble that cannot be gone on from in place (a stop, a solver failure, or a
    /// conflict met by work done before the release): the caller goes back to before.
    case didNotHold
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
        releaseHeldChanges(lineEnded: nil) == .held
    }

    /// Does the held work and stops holding. When it meets a conflict, and `lineEnded` is given,
    /// the session goes on from that change as it would have one by one — the conflict
    /// resolved, the changes after it made in turn, each change's walk over broken constraints
    /// done where the change ended, the events cleared where they were — and `lineEnded` is
    /// called where each line from then on ended (`endHeldLine()`), with `events` that line's.
    /// Up to the first conflict no line has events, so nothing is reported for those lines.
    ///
    /// This is exact when nothing a line did after the conflict's line changes how the events
    /// read: `renamedAt` is the last line of the run (numbered as `heldLinesEnded` was when it
    /// ran) that renamed something a conflict's log may show — a `nametag` — and a conflict met
    /// in that line or before it is not gone on from. The changes' solver work is the same calls
    /// in the same order either way.
    package func releaseHeldChanges(lineEnded: (() -> Void)?, renamedAt: Int? = nil) -> HeldChangesOutcome {
        let settled = applyHeldChanges(lineEnded: lineEnded, renamedAt: renamedAt)
        let held = heldChangesHeld
        heldChanges = nil
        return settled ? .settledInPlace : held ? .held : .didNotHold
    }

    /// Notes that a line of a held run ended (see `releaseHeldChanges(lineEnded:)`).
    package func endHeldLine() {
        guard heldChanges != nil else { return }
        heldChanges!.mark(.lineEnded(heldChanges!.linesEnded))
        heldChanges!.linesEnded += 1
    }

    /// How many lines of the held run have ended (`endHeldLine()`): the number of the line
    /// under way.
    package var heldLinesEnded: Int { heldChanges?.linesEnded ?? 0 }

    /// Holds a change made ready from the state as it is now; hands a full batch to the worker,
    /// starting one if none runs. An engine that has stopped does its held work on this thread.
    func hold(_ change: PreparedEngineChange) {
        heldChanges!.batch.append(change)
        heldChanges!.made += 1
        guard heldChanges!.batch.count >= heldChanges!.workerBatch, !engineStore.interrupted else { return }
        if heldChanges!.worker == nil {
            // (The solver's own count is read only with no worker running: from now on the
            // held count is the one.)
            if heldChanges!.nextVariableID == nil { heldChanges!.nextVariableID = engineStore.solver.variableCount }
            heldChanges!.worker = HeldSolverWorker(engine: engineStore)
        }
        heldChanges!.worker!.send(heldChanges!.batch)
        heldChanges!.batch = []
    }

    /// Does the work held so far, in order, and goes on holding: waits for the worker, finishes
    /// the change it stopped at, if any, and applies the rest on this thread. With `lineEnded`,
    /// a conflict met on the way is gone on from in place (see `releaseHeldChanges(lineEnded:)`):
    /// returns true when that happened and held to the end.
    @discardableResult
    func applyHeldChanges(lineEnded: (() -> Void)? = nil, renamedAt: Int? = nil) -> Bool {
        guard let held = heldChanges, !held.batch.isEmpty || held.worker != nil else { return false }
        heldChanges!.batch = []
        heldChanges!.worker = nil
        heldChanges!.marks = []
        let eventsBefore = engineStore.events.count
        var next = held.applied
        var rest = held.batch
        // One by one from the first conflict on (only when trouble had not been met before).
        let mayGoOn = lineEnded != nil && !held.metTrouble
        var goingOn = false
        var troubleMet = false
        var marks = held.marks[...]
        var kept: [LayoutEvent] = []
        // The marks before the change at `position`: nothing to do for them before a conflict.
        func pass(upTo position: Int) {
            while let mark = marks.first, mark.position <= position {
                marks.removeFirst()
                guard goingOn else { continue }
                switch mark.kind {
                case .eventsCleared: engineStore.events = []
                case .changeEnded: engineStore.restoreBrokenConstraints(in: &state)
                case .lineEnded: lineEnded?()
                case .eventsKept: kept += engineStore.events
                case .eventsGathered:
                    engineStore.events = kept
                    kept = []
                }
            }
        }
        func trouble() -> Bool { engineStore.events.count != eventsBefore || engineStore.interrupted }
        // Whether to go on from trouble met now: not when the line it is in, or a later one,
        // renamed something (the line is the next to end).
        func mayGoOnHere() -> Bool {
            guard mayGoOn else { return false }
            guard let renamedAt else { return true }
            for mark in marks { if case .lineEnded(let line) = mark.kind { return line > renamedAt } }
            return false
        }
        // Trouble is met once: from then on the work is gone on from in place, or not at all.
        func meet() {
            guard !troubleMet, trouble() else { return }
            troubleMet = true
            goingOn = mayGoOnHere()
        }
        if let worker = held.worker {
            let remainder = worker.finish()
            next += remainder.applied
            rest = remainder.rest + rest
            if let (change, applied) = remainder.stoppedAt {
                pass(upTo: next)
                engineStore.finish(change, applied, in: &state)
                next += 1
                meet()
            }
        }
        for change in rest {
            pass(upTo: next)
            engineStore.applyAndFinish(change, in: &state)
            next += 1
            meet()
        }
        pass(upTo: Int.max)
        heldChanges!.applied = next
        heldChanges!.nextVariableID = nil
        if engineStore.interrupted || (troubleMet && !goingOn) { heldChanges!.metTrouble = true }
        return goingOn && !engineStore.interrupted
    }

    /// Stops holding and becomes what `snapshot` (a `copy()` taken before holding) was, as
    /// `becomeCopy(of:)` does: the held work is forgotten, never done.
    package func abandonHeldChanges(returningTo snapshot: LayoutSession) {
        // (`becomeCopy` drops the held work, its worker cancelled first.)
        becomeCopy(of: snapshot)
        heldChanges = nil
    }

    /// Forgets the held work: the state it was for is being replaced. A session still holding
    /// then says its changes did not hold (`heldChangesHeld`), since they never went in.
    func dropHeldChanges() {
        guard let held = heldChanges else { return }
        held.worker?.cancel()
        heldChanges = HeldEngineChanges(workerBatch: held.workerBatch, metTrouble: true)
    }
}
