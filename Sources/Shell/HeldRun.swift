import LayoutModel

/// A run of a script's `add` lines whose solver work is held (`LayoutSession.holdEngineChanges()`)
/// and done on a second thread while this one parses the run's next lines: loading 10,000 views
/// took 2.1–2.4 times the solver's time alone with each line's solver work done between the
/// text work of parsing lines, and takes 1.3–1.5 with it held (issue 17, docs/benchmarks.md).
///
/// The run must print exactly what its lines print one by one. A held run prints nothing:
/// it is kept only when none of its lines failed, wrote anything (an error, a conflict's log, a
/// note, an echo) or met a conflict or a solver failure, which is what a script's `add` lines
/// almost always do. Otherwise the session goes back to a copy taken before the run, and the
/// run is made again one line at a time, every line reporting in its place. A stop (Ctrl-C) in
/// a held run stops the script before the run's first line.
///
/// Only lines that add (`add`, `pin`) or change what the solver never reads (`nametag`) are
/// held (`ShellCommand.isHeld`), inside a script run as one undo step, and only when nothing is
/// shown line by line: no `set echo on`, no `load --step`, no `set json on`. A run begins where
/// at least `shortest` such lines follow one another, and ends before the first other line
/// (`Interpreter.declinedHeldLine`).
struct HeldRun {
    /// The index of the run's first line in the script's lines.
    let start: Int
    /// The session the run holds, and a copy of it from before the run.
    let session: LayoutSession
    let snapshot: LayoutSession
    /// The shell's count of failed commands and the history's length before the run.
    let failures: Int
    let historyCount: Int

    /// The fewest lines a held run is begun for. Beginning one copies the session (a pass
    /// over its solver), so a session is also held only for a run at least an eighth as long as
    /// its list of constraints (`Interpreter.heldRunThreshold()`).
    static let shortest = 64

    /// How many held changes go to the worker thread at a time (`HeldSolverWorker`): enough that
    /// handing them over costs nothing beside their solver work (one lock and one signal per
    /// batch), few enough that the worker starts early in the run.
    static let workerBatch = 256

    /// How many lines from `start` on look like a run's (`looksHeld`), up to `limit`.
    static func length(of lines: [String], from start: Int, upTo limit: Int, where looksHeld: (String) -> Bool) -> Int {
        var count = 0
        var i = start
        while i < lines.count && count < limit && looksHeld(lines[i]) {
            count += 1
            i += 1
        }
        return count
    }
}

extension Interpreter {
    /// Whether a script's lines may be held here: inside a script run as one undo step, with
    /// nothing shown line by line, and not inside a held run already.
    func mayHoldRun(step: Bool) -> Bool {
        context.recordingDepth > 0 && !step && context.stepDepth == 0 && context.settings.echo != true
            && !context.settings.json && context.heldRunOutput == nil && !context.session.holdsEngineChanges
    }

    /// How many lines a run must have to be held in the session as it is (see `HeldRun.shortest`).
    func heldRunThreshold() -> Int {
        max(shortestHeldRun, context.session.state.constraints.count / 8)
    }

    /// Whether a line looks like one of a held run, before it is parsed: blank, a comment, or
    /// a line whose first word names a command that can be held (`ShellCommand.canBeHeld`;
    /// `run` still decides, line by line, with `isHeld`).
    func looksHeld(_ line: String) -> Bool {
        var line = line
        let word: String? = line.withUTF8 { bytes in
            var i = 0
            while i < bytes.count && (bytes[i] == 0x20 || bytes[i] == 0x09) { i += 1 }
            if i == bytes.count || bytes[i] == 0x23 { return nil }  // blank, `#`
            var end = i
            while end < bytes.count && bytes[end] != 0x20 && bytes[end] != 0x09 { end += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<end]), as: UTF8.self)
        }
        guard let word else { return true }
        if let known = heldCommandWords[word] { return known }
        var holds = false
        if case .found(let command) = context.registry.lookup(word) { holds = command.canBeHeld }
        heldCommandWords[word] = holds
        return holds
    }

    func beginHeldRun(at start: Int) -> HeldRun {
        let run = HeldRun(start: start, session: context.session, snapshot: context.session.copy(),
                          failures: context.failures, historyCount: context.history.count)
        context.heldRunOutput = HeldRunOutput()
        heldRunRenamedAt = nil
        run.session.holdEngineChanges(workerBatch: heldWorkerBatch)
        return run
    }

    /// Ends a held run: does its held solver work and keeps it when that met no conflict or
    /// failure (returns true); otherwise goes back to before the run (returns false), for the
    /// caller to make it again line by line.
    ///
    /// A conflict is gone on from in place when the run printed nothing and renamed nothing
    /// after it (`nametag`: a conflict's log names what it shows by the names it has then): from the
    /// change that met it, the session goes on as one by one, and each line's conflicts are
    /// printed where the line ended (`LayoutSession.releaseHeldChanges(lineEnded:)`) — exactly
    /// what the lines print one by one, for the solver work of the run once. (Going back made a
    /// long script that ends in a conflict take about twice as long held as one by one.)
    ///
    /// Whether anything was written, and whether held work done in between met trouble, is
    /// remembered (`HeldRunOutput`, `LayoutSession.heldChangesHeld`), so it is asked here once
    /// rather than after each line; a line that failed ends the run at once.
    func settle(_ run: HeldRun) -> Bool {
        let quiet = context.heldRunOutput?.wasWritten == false
        context.heldRunOutput = nil
        let inPlace = quiet && context.session === run.session
        let renamedAt = heldRunRenamedAt
        heldRunRenamedAt = nil
        let outcome = run.session.releaseHeldChanges(lineEnded: inPlace ? { [unowned self] in printEvents() } : nil, renamedAt: renamedAt)
        switch outcome {
        case .held where quiet && context.session === run.session && run.session.events.isEmpty && !run.session.wasInterrupted:
            heldRunsKept += 1
            return true
        case .settledInPlace:
            heldRunsSettledInPlace += 1
            return true
        default:
            abandon(run)
            return false
        }
    }

    /// Puts everything back as it was before the run: the session (its held work forgotten),
    /// the count of failures, the history; and drops what the run wrote.
    func abandon(_ run: HeldRun) {
        heldRunsRemade += 1
        context.heldRunOutput = nil
        heldRunRenamedAt = nil
        run.session.abandonHeldChanges(returningTo: run.snapshot)
        if context.session !== run.session { context.session = run.session }
        context.failures = run.failures
        if context.history.count > run.historyCount { context.history.removeLast(context.history.count - run.historyCount) }
    }
}
