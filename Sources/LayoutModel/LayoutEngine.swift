import ConstraintSolver
import LayoutSyntax

/// The solver side of a session: the solver, each item's four variables, which solver
/// constraints stand for which model constraint, the engine's own rules, and what a change did
/// (`events`). It puts model constraints in and out of force, resolves conflicts as UIKit does,
/// brings broken constraints back and reads frames and ambiguity.
///
/// It holds no model: every call that needs one is given the session's `LayoutState`, and the
/// calls that break or restore constraints mark them in it (`isBroken`). The session owns one
/// engine and keeps it in sync with its state.
///
/// A change that makes the required constraints unsatisfiable keeps the new constraint, marks a
/// constraint broken (the one whose activation caused it — unless that is a system constraint,
/// then the most recently made user constraint of the conflict) and reports the conflict.
final class LayoutEngine {
    struct ItemVariables {
        let minX, minY, width, height: Variable
    }

    // While a held run's worker runs (`HeldSolverWorker`), it alone touches `solver`, `inForce`,
    // `owner` and `engineRules`; everything else here is the main thread's.
    private(set) var solver = Solver()
    var variables = ItemVariableTable()
    /// The solver constraints standing for each model constraint in force.
    var inForce = ConstraintHandleTable<[Constraint]>()
    /// Which model constraint a solver constraint stands for.
    var owner: [ObjectIdentifier: ConstraintHandle] = [:]
    /// Engine rules (sizes ≥ 0, the root's origin): solver constraint → the item and axis.
    var engineRules: [ObjectIdentifier: EngineRule] = [:]
    /// What happened during the last change: conflicts and constraints restored.
    var events: [LayoutEvent] = []
    /// False only when the last walk found no broken constraint and nothing has broken since:
    /// set wherever a constraint's isBroken becomes true (`restoreBrokenConstraints` skips its
    /// walk otherwise).
    private var mayHaveBroken = true
    /// Whether the next `restoreBrokenConstraints` would walk the constraints (and read the
    /// solver): a session holding its changes skips the call when it would not
    /// (`LayoutSession.endChange`).
    var mayHaveBrokenConstraints: Bool { mayHaveBroken && !interrupted }
    /// `Solver.ambiguousVariables()` for the solver as it was at (revision, variable count).
    private var ambiguityCache: (revision: Int, variables: Int, free: [Bool])?
    /// See `LayoutSession.stopsAtFirstConflict`.
    var stopsAtFirstConflict = false
    /// See `LayoutSession.searchesConflictSets`. Not copied.
    var searchesConflictSets = true
    /// See `LayoutSession.stop`: the solver's stop check. Not copied.
    var stop: StopCheck? {
        didSet { solver.stopCheck = stop?.isRequested }
    }
    /// Set when the solver stopped part-way through a change (`SolverError.stopped`); from then
    /// on the engine changes nothing more and the session is to be dropped
    /// (`LayoutSession.wasInterrupted`).
    var interrupted = false
    /// Set, with `interrupted`, when the solver refused a change because rounding made its
    /// objective unbounded, or the like (`SolverError.numericalFailure`): the engine then does no more
    /// solver work, as after a stop, and the shell puts the session back as it was before the
    /// command and reports this (`LayoutSession.checkInterrupted`).
    var failure: Diagnostic? {
        failedChange.map { Diagnostic(Self.failureCause($0) + "; the command changed nothing") }
    }

    init() {}

    /// An independent copy: its own solver, a copy of this one (same basis, same solution).
    func copy() -> LayoutEngine {
        let c = LayoutEngine()
        c.solver = solver.copy()
        c.solver.stopCheck = nil
        c.take(self)
        return c
    }

    /// Becomes what `other.copy()` is, in this object: its solver takes `other`'s solver's state
    /// (`Solver.restore(from:)`), and every field `copy()` copies is taken. The stop check,
    /// `stopsAtFirstConflict` and `searchesConflictSets` stay this engine's own, as on a copy
    /// (which starts with none and the defaults).
    func restore(from other: LayoutEngine) {
        solver.restore(from: other.solver)
        take(other)
    }

    /// Every field `copy()` copies besides the solver.
    private func take(_ other: LayoutEngine) {
        variables = other.variables
        inForce = other.inForce
        owner = other.owner
        engineRules = other.engineRules
        events = other.events
        mayHaveBroken = other.mayHaveBroken
        ambiguityCache = other.ambiguityCache
        interrupted = other.interrupted
        failedChange = other.failedChange
    }

    // MARK: - Variables

    /// Gives an item its four variables and the engine's rules for it.
    func makeVariables(for item: LayoutItem, in state: LayoutState) {
        let prepared = prepareVariables(for: item, in: state, firstID: solver.variableCount)
        finish(prepared, apply(prepared, withRules: !interrupted))
    }

    /// Makes room for what `items` more items and `constraints` more solver constraints will
    /// add to the engine's tables (a long script's `add` lines: growing them one rehash at a
    /// time was a fortieth of loading it; issue 17).
    func reserveCapacity(items: Int, constraints: Int) {
        owner.reserveCapacity(owner.count + constraints)
        // (Two rules per item: width ≥ 0, height ≥ 0.)
        engineRules.reserveCapacity(engineRules.count + 2 * items)
    }

    /// The item's variables (it must have them: every item of the state does).
    func variables(of item: LayoutItem) -> ItemVariables { variables[item]! }

    // MARK: - Putting constraints in and out of force

    /// Rebuilds the solver from `state`: every item's variables, then every active constraint
    /// that is not broken. Broken constraints stay broken: which constraint a conflict broke
    /// depends on the order constraints came into force (the one being activated breaks), so
    /// replaying them in handle order would break a different one — undoing an unrelated command
    /// would change the layout. They held together before, so they hold together now; the next
    /// `restoreBrokenConstraints` tries the broken ones again, in order.
    func rebuild(_ state: inout LayoutState) {
        if failure != nil {
            // A fresh solver: the failed change is gone with the old one (the state given back
            // is from before it).
            failedChange = nil
            interrupted = false
        }
        solver = Solver()
        solver.stopCheck = stop?.isRequested
        ambiguityCache = nil
        variables = ItemVariableTable()
        inForce = ConstraintHandleTable()
        owner = [:]
        engineRules = [:]
        mayHaveBroken = true
        for item in state.engineItems { makeVariables(for: item, in: state) }
        for c in state.constraints where c.isActive && !c.isBroken { putInForce(c.handle, in: &state) }
    }

    /// Puts an active constraint in force, breaking a constraint when that is unsatisfiable.
    func putInForce(_ handle: ConstraintHandle, in state: inout LayoutState) {
        guard !interrupted, inForce[handle] == nil, let prepared = prepareConstraint(handle, in: state) else { return }
        finish(prepared, apply(prepared), in: &state)
    }

    /// Takes a constraint out of the solver (it stays in the model).
    func takeOutOfForce(_ handle: ConstraintHandle) {
        guard let scs = inForce.removeValue(forKey: handle) else { return }
        for sc in scs {
            removeFromSolver(sc)
            owner[ObjectIdentifier(sc)] = nil
        }
    }

    /// Removes a solver constraint the engine put in; a stop marks the engine interrupted, an
    /// numerical failure failed.
    func removeFromSolver(_ c: Constraint) {
        do {
            try solver.remove(c)
        } catch {
            if error == .stopped { interrupted = true }
            if case .numericalFailure = error { fail(error, owner[ObjectIdentifier(c)].map { "taking c\($0) out" } ?? "taking a constraint out") }
        }
    }

    /// What `failure` names (`c7`, `taking c3 out`); the message is made from it in either form.
    private(set) var failedChange: String?

    /// The cause of a failure, without what the command did about it.
    static func failureCause(_ what: String) -> String {
        "\(what) cannot be solved: rounding broke the solver's arithmetic (the layout mixes numbers too far "
            + "apart in magnitude for double precision, such as a multiplier of 1e9 beside constants near 1)"
    }

    /// Records a change the solver refused through rounding (see `failure`); `what` names it.
    func fail(_ error: SolverError, _ what: String) {
        guard case .numericalFailure = error else { preconditionFailure("validated constraint refused by the solver: \(error)") }
        interrupted = true
        if failedChange == nil {
            failedChange = what
        }
    }

    /// Changes, in place (`Solver.changeConstant`), the constants of a constraint in force
    /// whose parts read from the state now differ from the ones in the solver in their constants
    /// only. It ends where `reapply` (take out, put in) would: true when done; false when it
    /// does not apply (not in force, parts that differ otherwise) or when a part's change could
    /// not hold — the solver then holds the parts changed so far and the rest as they were, and
    /// the caller takes the constraint out and puts it in, which meets the conflict from the same
    /// state as taking it out first would (the parts changed so far held with more in force).
    ///
    /// A probe (`stopsAtFirstConflict`: `sweep`'s copy pushed just past a bound, where the
    /// required constraints cannot hold) changes in place too, and a part that cannot hold
    /// reports the conflict the in-place repair meets (`Solver.changeConstant(of:to:conflictInPlace:)`,
    /// UIKit's engine's own way for a constant change: ConstantChangeConflict.swift): the
    /// conflict is resolved as `putInForce` resolves one (the constraint UIKit's rule picks is
    /// broken) and the probe reads it. True then: nothing is left for the caller to do (the
    /// solver holds the parts as they were, minus the broken constraint). Where remove + add
    /// re-optimised the whole layout twice over every row that mentions the root's size.
    func changeConstantsInPlace(_ handle: ConstraintHandle, in state: inout LayoutState) -> Bool {
        guard !interrupted, let old = inForce[handle], let c = state.constraint(handle), c.isActive else { return false }
        let new = parts(of: c, in: state)
        let sameButConstants = new.count == old.count && zip(new, old).allSatisfy {
            $0.priority.solverPriority == $1.priority && $0.relation == $1.relation && $0.expression.terms == $1.expression.terms
        }
        guard sameButConstants else { return false }
        var current = old
        defer { inForce[handle] = current }
        // Every part, changed or not: as a re-added one, each comes last in the solver's order.
        for i in current.indices {
            do {
                let changed = try solver.changeConstant(of: current[i], to: new[i].expression.constant, conflictInPlace: stopsAtFirstConflict)
                owner[ObjectIdentifier(current[i])] = nil
                owner[ObjectIdentifier(changed)] = handle
                current[i] = changed
            } catch {
                if stopsAtFirstConflict, case .unsatisfiable(let conflict) = error {
                    resolve(conflict, activating: handle, in: &state)
                    return true
                }
                if error == .stopped { interrupted = true }
                if case .numericalFailure = error { fail(error, "c\(handle)") }
                return false
            }
        }
        return true
    }

    /// Takes a constraint out of force and puts it back (its parts read the state again).
    func reapply(_ handle: ConstraintHandle, in state: inout LayoutState) {
        takeOutOfForce(handle)
        putInForce(handle, in: &state)
    }

    /// Puts a constraint in force again when its parts read from the state now differ from the
    /// ones in the solver (an arranged view's arrangement order after its stack changed).
    func refreshParts(_ handle: ConstraintHandle, in state: inout LayoutState) {
        guard let old = inForce[handle], let c = state.constraint(handle) else { return }
        let new = parts(of: c, in: state)
        let same = new.count == old.count && zip(new, old).allSatisfy {
            $0.priority.solverPriority == $1.priority && $0.relation == $1.relation && $0.expression == $1.expression
        }
        if !same { reapply(handle, in: &state) }
    }

    func resolve(_ conflict: Conflict, activating handle: ConstraintHandle, in state: inout LayoutState) {
        var handles: [ConstraintHandle] = []
        var limits: [EngineRule] = []
        for sc in conflict.constraints {
            if let h = owner[ObjectIdentifier(sc)] {
                if !handles.contains(h) { handles.append(h) }
            } else if let rule = engineRules[ObjectIdentifier(sc)] {
                if !limits.contains(rule) { limits.append(rule) }
            }
        }
        if !handles.contains(handle) { handles.append(handle) }
        handles.sort()
        var victim = handle
        if state[handle].kind.isSystem {
            if let latestUser = handles.filter({ state[$0].kind == .user }).max() { victim = latestUser }
        }
        state[victim].isBroken = true
        mayHaveBroken = true
        events.append(.conflict(ConflictReport(constraints: handles, broken: victim, sizeLimits: limits)))
        if victim != handle {
            takeOutOfForce(victim)
            if stopsAtFirstConflict {
                // A probe wants the first conflict only: the new constraint stays out too,
                // marked broken, instead of meeting every further conflict in turn.
                state[handle].isBroken = true
            } else {
                putInForce(handle, in: &state)
            }
        }
    }

    /// What `resolve` does for a user constraint that cannot hold, when the conflict's set was
    /// not searched: the constraint is broken, and the event names it alone.
    func breakUnsearched(_ handle: ConstraintHandle, in state: inout LayoutState) {
        state[handle].isBroken = true
        mayHaveBroken = true
        events.append(.conflict(ConflictReport(constraints: [handle], broken: handle, sizeLimits: [])))
    }

    /// Brings back every broken constraint that can hold again, in order.
    func restoreBrokenConstraints(in state: inout LayoutState) {
        // Most changes happen with nothing broken: skip the walk over every constraint until
        // something breaks (`mayHaveBroken` is set wherever isBroken can become true).
        guard mayHaveBroken, !interrupted else { return }
        // A probe reads the change's first conflict only: after one, nothing is tried again.
        if stopsAtFirstConflict, events.contains(where: { if case .conflict = $0 { true } else { false } }) { return }
        var stillBroken = false
        defer { mayHaveBroken = stillBroken }
        // The broken ones as they are now, taken out first: iterating `state.constraints` itself
        // would hold its storage while the loop writes to the state, and each write would then
        // copy every constraint of the session.
        let broken = state.constraints.filter { $0.isBroken && $0.isActive }
        for c in broken {
            LayoutWork.countBrokenConstraintTried()
            let scs = parts(of: c, in: state).map { $0.makeConstraint() }
            var holds = true
            for sc in scs where holds {
                do {
                    holds = try solver.wouldHold(sc)
                } catch {
                    if error == .stopped {
                        interrupted = true
                        stillBroken = true
                        return
                    }
                    if case .numericalFailure = error {
                        fail(error, "c\(c.handle)")
                        stillBroken = true
                        return
                    }
                    holds = false
                }
            }
            guard holds else {
                stillBroken = true
                continue
            }
            state[c.handle].isBroken = false
            putInForce(c.handle, in: &state)
            if !state[c.handle].isBroken { events.append(.restored(c.handle)) } else { stillBroken = true }
        }
    }

    // MARK: - Reading the layout

    /// The item's frame in root coordinates.
    func rootFrame(of item: LayoutItem) -> Rect { rootFrame(of: item, in: solutionValues) }

    /// Every variable's value (`Solver.solution()`), for reading many frames at once.
    var solutionValues: [Double] { solver.solution().values }

    /// The item's frame in root coordinates, read from `values` (`solutionValues`): the same
    /// numbers `Solver.value(of:)` gives, fetched once for many items.
    func rootFrame(of item: LayoutItem, in values: [Double]) -> Rect {
        let v = variables(of: item)
        func clean(_ x: Double) -> Double { x == 0 ? 0 : x }
        return Rect(
            x: clean(values[v.minX.id]), y: clean(values[v.minY.id]),
            width: clean(values[v.width.id]), height: clean(values[v.height.id]))
    }

    /// Which of minX, minY, width, height have more than one optimal value.
    func ambiguousAttributes(of item: LayoutItem) -> [String] {
        let v = variables(of: item)
        let free = freeVariables()
        // (Asked for every view in every fix `explain` tries: nothing is made for a determined one.)
        var out: [String] = []
        if free[v.minX.id] { out.append("minX") }
        if free[v.minY.id] { out.append("minY") }
        if free[v.width.id] { out.append("width") }
        if free[v.height.id] { out.append("height") }
        return out
    }

    /// The attributes of the item's frame left undetermined, relative to its superview
    /// (`FrameAmbiguity`): what `check` reports.
    func frameAmbiguousAttributes(of item: LayoutItem, in state: LayoutState) -> [String] {
        let v = variables(of: item)
        let own = [v.minX, v.minY, v.width, v.height]
        let reference = FrameAmbiguity.reference(of: item, in: state).map { r in
            let p = variables(of: r)
            return [p.minX, p.minY, p.width, p.height]
        }
        do {
            return try FrameAmbiguity.attributes(own: own, reference: reference, free: freeVariables(), solver: solver)
        } catch {
            // Only a stop: the answer is not kept, and the session is to be dropped.
            interrupted = true
            return []
        }
    }

    /// Which engine variables are ambiguous, computed once per solver change.
    private func freeVariables() -> [Bool] {
        if let c = ambiguityCache, c.revision == solver.revision, c.variables == solver.variableCount { return c.free }
        let free: [Bool]
        do {
            free = try solver.ambiguousVariables()
        } catch {
            // Only a stop: the answer is not kept, and the session is to be dropped.
            interrupted = true
            return [Bool](repeating: false, count: solver.variableCount)
        }
        ambiguityCache = (solver.revision, solver.variableCount, free)
        return free
    }

    /// The value of an expression of the engine's variables in the current solution.
    func value(of e: LinearExpression) -> Double {
        e.value { solver.value(of: $0) }
    }
}
