import ConstraintSolver
import Dispatch
import Synchronization

/// A second thread that applies a held run's prepared changes (`PreparedEngineChange`) to the
/// engine while the main thread goes on parsing the run's next lines and preparing theirs:
/// loading a long script then takes about the longer of the two instead of their sum (issue 17,
/// docs/benchmarks.md).
///
/// The rule that makes it safe: while a worker exists, it alone touches the engine's solver and
/// its record of what is in force (`owner`, `inForce`, `engineRules`); the main thread touches
/// everything else (the state, the engine's `variables`, `events`, `interrupted` …) and reaches
/// the solver only through `LayoutSession.layoutEngine`, which first waits for the worker
/// (`finish`). The worker reads nothing the main thread writes: each prepared change carries
/// what it needs, read from the state when its line made it.
///
/// The worker applies the changes in the order they were made, exactly as the main thread would
/// (`LayoutEngine.apply`), and stops at the first that does not simply go in — a conflict, a
/// solver failure. It does not finish that one: resolving a conflict reads and writes the state
/// and makes events, so the main thread finishes it after `finish` and applies what follows
/// itself, in order (`LayoutSession.applyHeldChanges`). The solver goes through the same calls
/// in the same order as on one thread, so every run gives the same bytes. Never started for an
/// engine that has stopped.
///
/// Ctrl-C: the engine's stop check (`LayoutEngine.stop`) is the caller's and need not be safe
/// on another thread, so the worker's solver asks a flag instead, and the main thread, while it
/// waits for the worker (`finish`), asks the stop check every 10 ms and raises the flag: a
/// long solver call on the worker (a conflict's search) stops as it would on the main thread,
/// and the change is finished as a stopped one.
final class HeldSolverWorker: @unchecked Sendable {
    /// Where the worker stopped short, and every change after it, in order: for the main thread
    /// to finish.
    struct Remainder {
        /// How many changes it applied (all of them, when it did not stop short).
        var applied = 0
        var stoppedAt: (change: PreparedEngineChange, applied: AppliedEngineChange)?
        var rest: [PreparedEngineChange] = []
    }

    private struct Shared {
        var queue: [PreparedEngineChange] = []
        var closed = false
        var cancelled = false
    }

    private let engine: LayoutEngine
    private let shared = Mutex(Shared())
    /// Raised by the main thread when the engine's stop check said stop; the worker's solver
    /// asks it.
    private let stopRequested = Atomic<Bool>(false)
    /// Signalled once for each batch sent, and for the close or cancel.
    private let available = DispatchSemaphore(value: 0)
    /// Signalled once, when the worker has stopped for good.
    private let stopped = DispatchSemaphore(value: 0)
    /// The worker's own until it signals `stopped`; the main thread's after.
    private var remainder = Remainder()


    init(engine: LayoutEngine) {
        self.engine = engine
        if engine.stop != nil {
            // (Put back by `finish` and `cancel`, on the main thread, once the worker is done.)
            engine.solver.stopCheck = { [unowned self] in self.stopRequested.load(ordering: .relaxed) }
        }
        // A queue of its own (not one shared by every worker): a worker waits for its session's
        // next batch, and a second session's worker must not wait behind it.
        DispatchQueue(label: "plumb.held-solver-work").async { self.work() }
    }

    /// Hands the worker the next changes, in order.
    func send(_ batch: [PreparedEngineChange]) {
        shared.withLock { $0.queue.append(contentsOf: batch) }
        available.signal()
    }

    /// Waits for the worker to apply everything sent, and returns where it stopped short, if it
    /// did. The worker is gone after this.
    func finish() -> Remainder {
        shared.withLock { $0.closed = true }
        available.signal()
        if let stop = engine.stop {
            while stopped.wait(timeout: .now() + .milliseconds(10)) == .timedOut {
                if stop.isRequested() { stopRequested.store(true, ordering: .relaxed) }
            }
        } else {
            stopped.wait()
        }
        engine.solver.stopCheck = engine.stop?.isRequested
        return remainder
    }

    /// Stops the worker as soon as it is between two changes, and waits for it: what it did not
    /// apply is dropped (the caller is throwing the whole run away).
    func cancel() {
        shared.withLock {
            $0.cancelled = true
            $0.closed = true
        }
        available.signal()
        stopRequested.store(true, ordering: .relaxed)
        stopped.wait()
        engine.solver.stopCheck = engine.stop?.isRequested
    }

    private func work() {
        defer { stopped.signal() }
        while true {
            available.wait()
            let (batch, closed, cancelled) = shared.withLock { s in
                defer { s.queue = [] }
                return (s.queue, s.closed, s.cancelled)
            }
            if cancelled { return }
            if remainder.stoppedAt != nil {
                remainder.rest += batch
            } else {
                for (i, change) in batch.enumerated() {
                    if i % 64 == 63, shared.withLock({ $0.cancelled }) { return }
                    let applied = engine.apply(change)
                    if case .done = applied {
                        remainder.applied += 1
                        continue
                    }
                    remainder.stoppedAt = (change, applied)
                    remainder.rest = Array(batch[(i + 1)...])
                    break
                }
            }
            if closed { return }
        }
    }
}

extension LayoutEngine {
    /// Applies a prepared change (see `HeldSolverWorker`): the solver's calls and the engine's
    /// record of them, nothing else.
    func apply(_ change: PreparedEngineChange) -> AppliedEngineChange {
        switch change {
        case .variables(let p): apply(p)
        case .constraint(let p): apply(p)
        }
    }

    /// Finishes a change the worker stopped at (`HeldSolverWorker.Remainder`).
    func finish(_ change: PreparedEngineChange, _ applied: AppliedEngineChange, in state: inout LayoutState) {
        switch change {
        case .variables(let p): finish(p, applied)
        case .constraint(let p): finish(p, applied, in: &state)
        }
    }
}
