import ConstraintSolver

/// A live layout: the model (`state`) and a solver kept in sync with it.
///
/// Each item (view or guide) has four solver variables — minX, minY, width, height — in root
/// coordinates. Every attribute is a linear expression of them (`centerX = minX + width/2`,
/// margins add the view's margins, leading/trailing follow the layout direction). The engine
/// itself keeps every width and height ≥ 0 and the root at the origin; those rules are not model
/// constraints, so they never show in a list, but a conflict that needs one says so
/// (`ConflictReport.sizeLimits`).
///
/// A change that makes the required constraints unsatisfiable keeps the new constraint, marks a
/// constraint broken (the one whose activation caused it — unless that is a system constraint,
/// then the most recently made user constraint of the conflict) and reports the conflict.
/// Broken constraints come back by themselves when a later change lets them hold.
public final class LayoutSession {
    public package(set) var state: LayoutState
    var solver = Solver()
    var variables: [LayoutItem: ItemVariables] = [:]
    /// The solver constraints standing for each model constraint in force.
    var inForce: [ConstraintHandle: [Constraint]] = [:]
    /// Which model constraint (handle) a solver constraint stands for.
    var owner: [ObjectIdentifier: ConstraintHandle] = [:]
    /// Engine rules (sizes ≥ 0, the root's origin): solver constraint → the item and axis.
    var engineRules: [ObjectIdentifier: EngineRule] = [:]
    /// What happened during the last change.
    public internal(set) var events: [LayoutEvent] = []
    /// Addresses an import is about to give its objects (`reserveImportedAddresses`).
    package var reservedImportAddresses: Set<UInt64> = []
    /// False only when the last walk found no broken constraint and nothing has broken since:
    /// set it wherever a constraint's isBroken becomes true (restoreBrokenConstraints skips
    /// its walk otherwise).
    var mayHaveBroken = true
    /// `Solver.ambiguousVariables()` for the solver as it was at (revision, variable count).
    var ambiguityCache: (revision: Int, variables: Int, free: [Bool])?
    /// For throwaway copies that probe "what breaks first" (`sweep`): after the first conflict
    /// of a change, the constraint being put in force is left out (broken) instead of meeting
    /// every further conflict — a root resized past a bound that 1,000 rows share would
    /// otherwise compute 1,000 conflicts. Never set on a user's session.
    public var stopsAtFirstConflict = false

    struct ItemVariables {
        let minX, minY, width, height: Variable
    }

    public init(rootSize: Size = Size(width: 320, height: 504)) {
        state = LayoutState(rootSize: rootSize)
        var root = View(name: "root", className: "UIView", superview: nil, address: state.addresses.allocate(.view))
        root.nametag = nil
        state.views.append(root)
        state.viewNameHints.map[root.name] = 0
        rebuildSolver()
        regenerateSystemConstraints(for: state.root)
        events = []
    }

    /// A session holding `state` (for undo and for copies that try a fix).
    public init(state: LayoutState) {
        self.state = state
        rebuildSolver()
        events = []
    }

    /// An independent copy: same state, its own solver — a copy of this one (same basis, same
    /// solution), not one rebuilt from the state, so trying a fix on a copy of a large session
    /// costs the fix, not a full solve.
    public func copy() -> LayoutSession { LayoutSession(copying: self) }

    private init(copying other: LayoutSession) {
        state = other.state
        solver = other.solver.copy()
        variables = other.variables
        inForce = other.inForce
        owner = other.owner
        engineRules = other.engineRules
        events = other.events
        mayHaveBroken = other.mayHaveBroken
        ambiguityCache = other.ambiguityCache
        reservedImportAddresses = other.reservedImportAddresses
    }

    /// Replaces the whole state (undo/redo), re-solving from scratch.
    public func restore(_ saved: LayoutState) {
        state = saved
        mayHaveBroken = true
        rebuildSolver()
        events = []
    }

    // MARK: - Variables and expressions

    func makeVariables(for item: LayoutItem) {
        let n = state.name(of: item)
        let v = ItemVariables(
            minX: solver.makeVariable("\(n).minX"), minY: solver.makeVariable("\(n).minY"),
            width: solver.makeVariable("\(n).width"), height: solver.makeVariable("\(n).height"))
        variables[item] = v
        for part in engineRuleParts(of: item) {
            let c = part.makeConstraint()
            try! solver.add(c)
            engineRules[ObjectIdentifier(c)] = part.rule
        }
    }

    // MARK: - Putting constraints in and out of force

    /// Rebuilds the solver from `state`: every item's variables, then every constraint that is
    /// active (broken ones are tried again; what still conflicts stays broken).
    func rebuildSolver() {
        solver = Solver()
        ambiguityCache = nil
        variables = [:]
        inForce = [:]
        owner = [:]
        engineRules = [:]
        for item in engineItems { makeVariables(for: item) }
        for i in state.constraints.indices { state.constraints[i].isBroken = false }
        for c in state.constraints where c.isActive { putInForce(c.handle) }
    }

    /// Puts an active constraint in force, breaking a constraint when that is unsatisfiable.
    func putInForce(_ handle: ConstraintHandle) {
        guard let c = state.constraint(handle), c.isActive, inForce[handle] == nil else { return }
        var added: [Constraint] = []
        for sc in engineParts(of: c).map({ $0.makeConstraint() }) {
            do {
                try solver.add(sc)
                added.append(sc)
                owner[ObjectIdentifier(sc)] = handle
            } catch {
                for a in added {
                    try? solver.remove(a)
                    owner[ObjectIdentifier(a)] = nil
                }
                guard case .unsatisfiable(let conflict) = error else {
                    preconditionFailure("validated constraint refused by the solver: \(error)")
                }
                resolve(conflict, activating: handle)
                return
            }
        }
        inForce[handle] = added
    }

    /// Takes a constraint out of the solver (it stays in the model).
    func takeOutOfForce(_ handle: ConstraintHandle) {
        guard let scs = inForce.removeValue(forKey: handle) else { return }
        for sc in scs {
            try? solver.remove(sc)
            owner[ObjectIdentifier(sc)] = nil
        }
    }

    private func resolve(_ conflict: Conflict, activating handle: ConstraintHandle) {
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
        let new = state[handle]
        var victim = handle
        if new.kind.isSystem {
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
                putInForce(handle)
            }
        }
    }

    /// Brings back every broken constraint that can hold again, in order.
    func restoreBrokenConstraints() {
        // Most changes happen with nothing broken: skip the walk over every constraint until
        // something breaks (`mayHaveBroken` is set wherever isBroken can become true).
        guard mayHaveBroken else { return }
        var stillBroken = false
        defer { mayHaveBroken = stillBroken }
        for c in state.constraints where c.isBroken && c.isActive {
            let scs = engineParts(of: c).map { $0.makeConstraint() }
            let holds = scs.allSatisfy { (try? solver.wouldHold($0)) == true }
            guard holds else {
                stillBroken = true
                continue
            }
            state[c.handle].isBroken = false
            putInForce(c.handle)
            if !state[c.handle].isBroken { events.append(.restored(c.handle)) } else { stillBroken = true }
        }
    }

    /// Forgets the events of the last change (the shell does this before each command).
    public func clearEvents() { events = [] }

    /// Starts a change: clears the event list.
    package func beginChange() { events = [] }

    /// Ends a change: restores what can be restored.
    package func endChange() { restoreBrokenConstraints() }

    // MARK: - Reading the layout

    /// The item's frame in root coordinates.
    public func rootFrame(of item: LayoutItem) -> Rect {
        let v = variables[item]!
        func clean(_ x: Double) -> Double { x == 0 ? 0 : x }
        return Rect(
            x: clean(solver.value(of: v.minX)), y: clean(solver.value(of: v.minY)),
            width: clean(solver.value(of: v.width)), height: clean(solver.value(of: v.height)))
    }

    /// The view's frame in its superview's coordinates (the report's Frame line).
    public func frame(of view: ViewID) -> Rect {
        var f = rootFrame(of: .view(view))
        if let s = state[view].superview {
            let sf = rootFrame(of: .view(s))
            f.x -= sf.x
            f.y -= sf.y
            if f.x == 0 { f.x = 0 }
            if f.y == 0 { f.y = 0 }
        }
        return f
    }

    /// Which of minX, minY, width, height have more than one optimal value.
    public func ambiguousAttributes(of item: LayoutItem) -> [String] {
        let v = variables[item]!
        let free = freeVariables()
        var out: [String] = []
        for (name, variable) in [("minX", v.minX), ("minY", v.minY), ("width", v.width), ("height", v.height)] {
            if free[variable.id] { out.append(name) }
        }
        return out
    }

    /// Which engine variables are ambiguous, computed once per solver change.
    func freeVariables() -> [Bool] {
        if let c = ambiguityCache, c.revision == solver.revision, c.variables == solver.variableCount { return c.free }
        let free = solver.ambiguousVariables()
        ambiguityCache = (solver.revision, solver.variableCount, free)
        return free
    }

    public func hasAmbiguousLayout(_ item: LayoutItem) -> Bool { !ambiguousAttributes(of: item).isEmpty }

    /// The solver variables of an item, for inspectors that query the engine directly.
    public func engineVariables(of item: LayoutItem) -> (minX: Variable, minY: Variable, width: Variable, height: Variable) {
        let v = variables[item]!
        return (v.minX, v.minY, v.width, v.height)
    }

    /// The engine, for read-only queries (ranges, ambiguity).
    public var engine: Solver { solver }
}
