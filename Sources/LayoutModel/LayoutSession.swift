import ConstraintSolver
import LayoutSyntax

/// A live layout: the model (`state`) and an engine (`LayoutEngine`) kept in sync with it.
///
/// The session is the model's editing API — making views, guides and constraints, changing
/// them, moving and removing views, keeping system constraints in line — and each change tells
/// its engine what to put in or take out of force. The engine owns the solver and the
/// bookkeeping around it; the session reads frames and ambiguity through it.
///
/// The engine itself keeps every width and height ≥ 0 and the root at the origin; those rules
/// are not model constraints, so they never show in a list, but a conflict that needs one says so
/// (`ConflictReport.sizeLimits`). Broken constraints come back by themselves when a later change
/// lets them hold.
public final class LayoutSession {
    public package(set) var state: LayoutState
    /// The solver side of the session, as it is: without the changes a held run of `add` lines
    /// has not yet applied (`holdEngineChanges()`). Read it directly only for what those changes
    /// cannot have touched yet (events, failures, settings); everything else goes through
    /// `layoutEngine`.
    private(set) var engineStore: LayoutEngine
    /// The solver side of the session, brought up to date: any changes held back are applied
    /// first, in the order they were made (`applyHeldChanges()`), so that whatever reads or
    /// changes the engine sees exactly what it would have seen had nothing been held.
    var layoutEngine: LayoutEngine {
        if heldChanges != nil { applyHeldChanges() }
        return engineStore
    }
    /// While set, the solver work of new items and constraints waits here (see
    /// `holdEngineChanges()`).
    var heldChanges: HeldEngineChanges?
    /// Addresses an import is about to give its objects (`reserveImportedAddresses`).
    package var reservedImportAddresses: Set<UInt64> = []

    /// What happened during the last change.
    public internal(set) var events: [LayoutEvent] {
        // (Held changes have made no events yet: reading these applies nothing.)
        get { engineStore.events }
        set { engineStore.events = newValue }
    }

    /// For throwaway copies that probe "what breaks first" (`sweep`): after the first conflict
    /// of a change, the constraint being put in force is left out (broken) instead of meeting
    /// every further conflict — a root resized past a bound that 1,000 rows share would
    /// otherwise compute 1,000 conflicts. A change that met a conflict then restores nothing,
    /// and a constant changed in place that cannot hold reports the conflict the in-place
    /// repair meets, as UIKit's engine does, instead of taking the constraint out and putting it
    /// in (see `LayoutEngine.changeConstantsInPlace`). Never set on a user's session.
    public var stopsAtFirstConflict: Bool {
        get { engineStore.stopsAtFirstConflict }
        set { engineStore.stopsAtFirstConflict = newValue }
    }

    /// False for a session whose builder reads only which constraints broke, not what they
    /// conflicted with (a session being imported from a log): a user constraint that cannot hold
    /// is broken without the solver searching the conflict's minimal set — the session ends the
    /// same, frames and broken constraints alike, but the conflict event names the broken
    /// constraint alone. System constraints still search (which one breaks depends on the set).
    /// Not copied by `copy()` or `restore(from:)`. Never set on a user's session; also off on
    /// the copy on which `explain` tries its fixes (a trial that leaves anything broken is dropped).
    public var searchesConflictSets: Bool {
        get { engineStore.searchesConflictSets }
        set { engineStore.searchesConflictSets = newValue }
    }

    /// For sessions that are dropped when stopped — a copy trying a fix, a session being
    /// imported: asked inside the solver's long calls (`Solver.stopCheck`, every 64 units of
    /// work), so that a change meeting a long conflict search stops part-way. When it says stop,
    /// the change is left unfinished, `wasInterrupted` becomes true and the session does no more
    /// solver work; its frames and events mean nothing from then on. Not copied by `copy()` or
    /// `restore(from:)`. Never set on a user's session.
    public var stop: StopCheck? {
        get { engineStore.stop }
        // (Through `layoutEngine`: the solver's stop check is not changed under a held run's worker.)
        set { layoutEngine.stop = newValue }
    }

    /// Whether `stop` said stop part-way through a change (see `stop`), or the solver refused a
    /// change through rounding (`solverFailure`).
    public var wasInterrupted: Bool { engineStore.interrupted }

    /// Throws `solverFailure` or `Diagnostic.interrupted` when `wasInterrupted`.
    public func checkInterrupted() throws(Diagnostic) {
        if let failure = engineStore.failure { throw failure }
        if wasInterrupted { throw Diagnostic.interrupted }
    }

    /// Set when the last change could not be solved: rounding broke the solver's arithmetic
    /// (`SolverError.numericalFailure`: numbers too far apart in magnitude). The session is then `wasInterrupted` and does no more solver work; its frames mean nothing
    /// until it is put back (the shell restores the state before the command).
    public var solverFailure: Diagnostic? { engineStore.failure }

    /// `solverFailure` as a command of a script run as one undo step gives it: that command ran
    /// without a copy of the state to go back to (keeping one would copy the whole state at
    /// every command of the script), so the script stops and is undone as a whole.
    public var solverFailureInScript: Diagnostic? {
        engineStore.failedChange.map {
            Diagnostic(LayoutEngine.failureCause($0) + "; the script stops here and everything it did is undone")
        }
    }

    public init(rootSize: Size = Size(width: 320, height: 504)) {
        state = LayoutState(rootSize: rootSize)
        engineStore = LayoutEngine()
        var root = View(name: "root", className: "UIView", superview: nil, address: state.addresses.allocate(.view))
        root.nametag = nil
        state.views.append(root)
        state.viewNameHints.map[root.name] = 0
        engineStore.rebuild(&state)
        regenerateSystemConstraints(for: state.root)
        events = []
    }

    /// A session holding `state` (for undo and for copies that try a fix).
    public init(state: LayoutState) {
        self.state = state
        engineStore = LayoutEngine()
        engineStore.rebuild(&self.state)
        events = []
    }

    deinit {
        // (A session dropped in a held run: its worker is not left applying changes no one reads.)
        heldChanges?.worker?.cancel()
    }

    /// An independent copy: same state, its own engine — a copy of this one (same basis, same
    /// solution), not one rebuilt from the state, so trying a fix on a copy of a large session
    /// costs the fix, not a full solve.
    public func copy() -> LayoutSession { LayoutSession(copying: self) }

    private init(copying other: LayoutSession) {
        // (`other.layoutEngine`: a copy is of the session with its held changes applied.)
        let engine = other.layoutEngine
        state = other.state
        engineStore = engine.copy()
        reservedImportAddresses = other.reservedImportAddresses
    }

    /// Becomes what `original.copy()` would be — the same state, a solver with the same basis
    /// and solution, the same events — in this object, for a copy that tries one change after
    /// another and is put back between them (`explain`'s fixes). The state is put back element
    /// by element into the arrays this session owns (`LayoutState.restoreInPlace(from:)`), so a
    /// trial that changed a few constraints is undone by a few writes instead of this session's
    /// next change copying every constraint again. Keeps its own `stop`, `stopsAtFirstConflict`
    /// and `searchesConflictSets`, as `restore(from:)` does.
    public func becomeCopy(of original: LayoutSession) {
        dropHeldChanges()
        let engine = original.layoutEngine
        state.restoreInPlace(from: original.state)
        engineStore.restore(from: engine)
        reservedImportAddresses = original.reservedImportAddresses
    }

    /// Becomes exactly what `snapshot` (a `copy()` taken earlier) was: its state and its solver
    /// with the same solution — ambiguous views keep the frames they had, which a re-solve from
    /// the state alone need not give them (undo, redo).
    public func restore(from snapshot: LayoutSession) {
        dropHeldChanges()
        let engine = snapshot.layoutEngine
        state = snapshot.state
        engineStore = engine.copy()
        reservedImportAddresses = snapshot.reservedImportAddresses
        events = []
    }

    /// `restore(from:)`, with `events` as what the change did: a paste builds on a copy through
    /// many changes, and its conflicts are the shell's to print (`ConstraintCodeBuilder`).
    public func restore(from snapshot: LayoutSession, events: [LayoutEvent]) {
        restore(from: snapshot)
        self.events = events
    }

    /// Replaces the whole state, re-solving from scratch (a failed command's state, an import).
    public func restore(_ saved: LayoutState) {
        dropHeldChanges()
        state = saved
        engineStore.rebuild(&state)
        events = []
    }

    // MARK: - Changes

    /// Forgets the events of the last change (the shell does this before each command).
    public func clearEvents() {
        events = []
        heldChanges?.mark(.eventsCleared)
    }

    /// Starts a change: clears the event list.
    package func beginChange() {
        events = []
        heldChanges?.mark(.eventsCleared)
    }

    /// Ends a change: restores what can be restored.
    package func endChange() {
        // (While held changes wait, the walk is skipped when it would find nothing to walk,
        // rather than applying them to find out: see `holdEngineChanges()`.)
        // A held run that meets a conflict does the walk here after all (`HeldMark`).
        if heldChanges != nil && !engineStore.mayHaveBrokenConstraints {
            heldChanges!.mark(.changeEnded)
            return
        }
        layoutEngine.restoreBrokenConstraints(in: &state)
    }

    /// Ends a change that only made one new constraint (`insertConstraint`). Adding a constraint
    /// only narrows what the required constraints allow, so each constraint still broken at the
    /// end of the last change still cannot hold, and the walk that tries every one of them again
    /// (`endChange`) finds nothing — unless the new constraint's conflict broke an older one
    /// instead (UIKit's rule keeps system constraints), taking it out of the engine: then it
    /// walks. A log of n conflicts walked its n broken constraints after each of its
    /// constraints: n² tries (1,000 messages: most of 8 s). While changes are held the walk's
    /// own rule applies.
    package func endAdding(_ handle: ConstraintHandle) {
        let brokeAnother = events.contains { event in
            if case .conflict(let report) = event { report.broken != handle } else { false }
        }
        if heldChanges == nil && !brokeAnother { return }
        endChange()
    }

    /// Puts a constraint of the state in force (breaking one if it conflicts) — or, while the
    /// session holds its changes, queues that.
    func putInForce(_ handle: ConstraintHandle) {
        if heldChanges != nil {
            if let prepared = engineStore.prepareConstraint(handle, in: state) { hold(.constraint(prepared)) }
        } else {
            engineStore.putInForce(handle, in: &state)
        }
    }

    /// Gives a new item its engine variables and rules — or, while the session holds its
    /// changes, queues that.
    func makeVariables(for item: LayoutItem) {
        if heldChanges != nil {
            // (The solver's own count is read only with nothing held: no worker runs then.)
            let first = heldChanges!.nextVariableID ?? engineStore.solver.variableCount
            let prepared = engineStore.prepareVariables(for: item, in: state, firstID: first)
            heldChanges!.nextVariableID = first + prepared.names.count
            hold(.variables(prepared))
        } else {
            engineStore.makeVariables(for: item, in: state)
        }
    }

    /// Puts the constant a constraint in force now has into the solver in place; false when that
    /// does not apply or did not hold (see `LayoutEngine.changeConstantsInPlace`).
    func changeConstantsInPlace(_ handle: ConstraintHandle) -> Bool { layoutEngine.changeConstantsInPlace(handle, in: &state) }

    /// Takes a constraint out of force; it stays in the state.
    func takeOutOfForce(_ handle: ConstraintHandle) { layoutEngine.takeOutOfForce(handle) }

    // MARK: - Reading the layout

    /// The item's frame in root coordinates.
    public func rootFrame(of item: LayoutItem) -> Rect { layoutEngine.rootFrame(of: item) }

    /// The view's frame in its superview's coordinates (the report's Frame line).
    public func frame(of view: ViewID) -> Rect {
        LayoutWork.countFrames(1)
        return frame(of: view, in: layoutEngine.solutionValues)
    }

    /// Every view's frame, in order (`frame(of:)` of each, the solution read once).
    public func frames() -> [Rect] {
        LayoutWork.countFrames(state.views.count)
        let values = layoutEngine.solutionValues
        return state.views.indices.map { frame(of: ViewID($0), in: values) }
    }

    private func frame(of view: ViewID, in values: [Double]) -> Rect {
        var f = layoutEngine.rootFrame(of: .view(view), in: values)
        if let s = state.views[view.index].superview {
            let sf = layoutEngine.rootFrame(of: .view(s), in: values)
            f.x -= sf.x
            f.y -= sf.y
            if f.x == 0 { f.x = 0 }
            if f.y == 0 { f.y = 0 }
        }
        return f
    }

    /// Which of minX, minY, width, height have more than one optimal value.
    public func ambiguousAttributes(of item: LayoutItem) -> [String] { layoutEngine.ambiguousAttributes(of: item) }

    public func hasAmbiguousLayout(_ item: LayoutItem) -> Bool { !ambiguousAttributes(of: item).isEmpty }

    /// The attributes of the item's frame — origin in its superview, size — the constraints
    /// leave undetermined (`FrameAmbiguity`): a view pinned inside an ambiguous superview is not
    /// itself ambiguous. What `check` reports, as Interface Builder does.
    public func frameAmbiguousAttributes(of item: LayoutItem) -> [String] { layoutEngine.frameAmbiguousAttributes(of: item, in: state) }

    // MARK: - The engine, for inspectors

    /// The engine, for read-only queries (ranges, ambiguity).
    public var engine: Solver { layoutEngine.solver }

    /// The solver variables of an item, for inspectors that query the engine directly.
    public func engineVariables(of item: LayoutItem) -> (minX: Variable, minY: Variable, width: Variable, height: Variable) {
        let v = layoutEngine.variables(of: item)
        return (v.minX, v.minY, v.width, v.height)
    }

    /// The attribute as a linear expression of the engine's variables (docs/layout-model.md).
    public func expression(_ anchor: Anchor) -> LinearExpression { layoutEngine.expression(anchor, in: state) }

    /// The parts of a model constraint as the engine holds them (`LayoutEngine.parts(of:in:)`).
    public func engineParts(of c: LayoutConstraint) -> [EnginePart] { layoutEngine.parts(of: c, in: state) }

    /// The engine's rules for one item, in the order the engine adds them.
    public func engineRuleParts(of item: LayoutItem) -> [EngineRulePart] { layoutEngine.ruleParts(of: item, in: state) }

    /// Every item in the order the engine makes their variables: views, then guides.
    public var engineItems: [LayoutItem] { state.engineItems }

    /// The value of an expression of the engine's variables in the current solution.
    public func value(of e: LinearExpression) -> Double { layoutEngine.value(of: e) }
}
