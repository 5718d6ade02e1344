/// A strict-priority, incremental linear constraint solver: UIKit's Auto Layout engine rules.
///
/// - Required constraints (priority 1000) always hold; adding one that cannot hold with the
///   others throws `SolverError.unsatisfiable` carrying an irreducible conflicting set, and
///   leaves the solver exactly as it was.
/// - Optional constraints are satisfied lexicographically by priority: no amount of error at
///   lower priorities buys any error at a higher one. Within a priority the errors add up.
/// - Edit variables take suggested values at an optional priority (the root view's size).
///
/// Every change re-solves at once (from the current solution), so reads cost no solving.
/// The algorithm is described in docs/solver.md.
public final class Solver {
    var tableau = Tableau()
    /// Per variable (by id): its external symbol, its name, its definition, how many
    /// definitions mention it, its edit variable, and the required constraints that mention it.
    var variableSymbols: [Symbol] = []
    var variableNames: [String] = []
    var definitions: [Definition?] = []
    var definitionReferences: [Int] = []
    var editVariables: [EditVariable?] = []
    var requiredByVariable: [[Int]] = []
    /// Definitions in creation order (variable ids), for evaluating them all.
    var definitionOrder: [Int] = []
    var definitionCount = 0
    /// `definitionOrder` flattened; nil when a definition was added or removed since.
    var compiledDefinitions: CompiledDefinitions?

    /// Constraint records by sequence, and sequences by constraint identity.
    var records: [Int: ConstraintRecord] = [:]
    var sequenceOf: [ObjectIdentifier: Int] = [:]
    var nextSequence = 0

    /// Every variable's value, valid while `cachedVersion == version`.
    var version = 1
    var cachedValues: [Double] = []
    var cachedVersion = 0

    /// Asked every `stopCheckInterval` units of work (constraints added, pivots, range questions) in the
    /// calls that can take long; when it says stop, the call throws `SolverError.stopped` and
    /// changes nothing (StopPoll.swift, docs/solver.md "Stopping"). Nil (the default): never
    /// stops. A copy keeps it (with a countdown of its own).
    public var stopCheck: (() -> Bool)? {
        didSet { resetPoll() }
    }
    /// The units of work between two questions to `stopCheck` (at least 1).
    public var stopCheckInterval = 64 {
        didSet {
            precondition(stopCheckInterval >= 1, "stopCheckInterval must be at least 1")
            resetPoll()
        }
    }
    /// The countdown to `stopCheck`'s next question.
    var poll: StopPoll?

    func resetPoll() { poll = stopCheck.map { StopPoll(every: stopCheckInterval, $0) } }

    public init() {}

    // MARK: - Variables

    /// Makes a new variable. Its value is 0 until constraints say otherwise.
    public func makeVariable(_ name: String = "") -> Variable {
        let id = variableSymbols.count
        variableSymbols.append(tableau.makeSymbol(.external))
        variableNames.append(name)
        definitions.append(nil)
        definitionReferences.append(0)
        editVariables.append(nil)
        requiredByVariable.append([])
        return Variable(id: id)
    }

    /// The name given to `makeVariable`.
    public func name(of v: Variable) -> String { variableNames[v.id] }

    /// How many variables this solver has made.
    public var variableCount: Int { variableSymbols.count }

    // MARK: - Constraints

    /// The constraints in the solver, in the order they were added (edit variables excluded).
    public var constraints: [Constraint] {
        records.values.filter { !$0.isEdit }.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    public func contains(_ c: Constraint) -> Bool { sequenceOf[ObjectIdentifier(c)] != nil }

    /// Adds a constraint. Throws (changing nothing) for bad numbers, a priority outside UIKit's range (above 0, at most 1000),
    /// a duplicate, a foreign variable, or a required constraint that cannot hold.
    public func add(_ c: Constraint) throws(SolverError) {
        try validate(c)
        if contains(c) { throw .duplicateConstraint(c) }
        switch insert(c, isEdit: false) {
        case .added:
            break
        case .stopped:
            throw .stopped
        case .unbounded:
            throw .numericalFailure(c)
        case .infeasible(let support):
            throw .unsatisfiable(Conflict(constraints: try minimalConflict(adding: c, support: support)))
        }
    }

    /// Removes a constraint that is in the solver.
    public func remove(_ c: Constraint) throws(SolverError) {
        guard let sequence = sequenceOf[ObjectIdentifier(c)], records[sequence]?.isEdit == false else {
            throw .unknownConstraint(c)
        }
        try erase(sequence)
    }

    /// For a constraint not yet in the solver: the conflict it would cause if it were added as
    /// required (whatever its own priority), or `nil` when it could hold. Changes nothing.
    public func conflict(ifAdding c: Constraint) throws(SolverError) -> Conflict? {
        try validate(c)
        if contains(c) { throw .duplicateConstraint(c) }
        let probe = c.isRequired ? c : Constraint(c.expression, c.relation)
        if definitionSubject(for: probe) != nil { return nil }
        if let poll, poll.tick() { throw .stopped }
        tableau.beginJournal()
        let outcome = insertIntoTableau(probe, sequence: nextSequence, keep: false)
        tableau.rollBack()
        if case .stopped = outcome { throw .stopped }
        if case .unbounded = outcome { throw .numericalFailure(c) }
        guard case .infeasible(let support) = outcome else { return nil }
        do {
            let set = try minimalConflict(adding: probe, support: support)
            return Conflict(constraints: set.map { $0 === probe ? c : $0 })
        } catch .numericalFailure {
            throw .numericalFailure(c)
        }
    }

    /// Whether a constraint not yet in the solver could be added as required (whatever its own
    /// priority) without a conflict. Changes nothing; cheaper than `conflict(ifAdding:)`, which
    /// also searches for the conflicting set.
    public func wouldHold(_ c: Constraint) throws(SolverError) -> Bool {
        try validate(c)
        if contains(c) { throw .duplicateConstraint(c) }
        let probe = c.isRequired ? c : Constraint(c.expression, c.relation)
        if definitionSubject(for: probe) != nil { return true }
        if let poll, poll.tick() { throw .stopped }
        tableau.beginJournal()
        let outcome = insertIntoTableau(probe, sequence: nextSequence, keep: false)
        tableau.rollBack()
        switch outcome {
        case .added: return true
        case .infeasible: return false
        case .stopped: throw .stopped
        case .unbounded: throw .numericalFailure(c)
        }
    }

    // MARK: - Edit variables

    /// Makes `v` an edit variable at an optional priority (above 0, below 1000); its suggested
    /// value starts as its current value.
    public func addEditVariable(_ v: Variable, priority: Priority) throws(SolverError) {
        try validate(v)
        guard priority.isValid, !priority.isRequired else { throw .invalidPriority(priority) }
        if editVariables[v.id] != nil { throw .duplicateEditVariable(v) }
        let current = value(of: v)
        let c = Constraint(LinearExpression([Term(v)], constant: -current), .equal, priority: priority)
        let sequence = nextSequence
        switch insert(c, isEdit: true) {
        case .added: break
        case .stopped: throw .stopped
        case .unbounded: throw .numericalFailure(c)
        case .infeasible: preconditionFailure("an optional constraint cannot be infeasible")
        }
        editVariables[v.id] = EditVariable(sequence: sequence, suggested: current)
    }

    public func removeEditVariable(_ v: Variable) throws(SolverError) {
        try validate(v)
        guard let edit = editVariables[v.id] else { throw .unknownEditVariable(v) }
        editVariables[v.id] = nil
        do {
            try erase(edit.sequence)
        } catch {
            editVariables[v.id] = edit
            throw error
        }
    }

    public func hasEditVariable(_ v: Variable) -> Bool {
        v.id >= 0 && v.id < variableCount && editVariables[v.id] != nil
    }

    /// Suggests a value for an edit variable and re-solves from the current solution with the
    /// dual simplex.
    public func suggestValue(_ v: Variable, _ value: Double) throws(SolverError) {
        try validate(v)
        try validate(number: value)
        guard var edit = editVariables[v.id] else { throw .unknownEditVariable(v) }
        let delta = value - edit.suggested
        edit.suggested = value
        editVariables[v.id] = edit
        guard delta != 0 else { return }
        tableau.magnitude = max(tableau.magnitude, abs(value))
        // The edit constraint is `v − suggested = e⁺ − e⁻`: moving the suggestion by δ is the
        // same as replacing e⁺ by e⁺ + δ in every row.
        let plus = records[edit.sequence]!.marker
        if tableau.isBasic(plus) {
            tableau.shiftConstant(of: plus, by: -delta)
        } else {
            tableau.shiftConstants(alongColumnOf: plus, by: delta)
        }
        guard tableau.dualOptimize() else {
            preconditionFailure("dual simplex found no entering symbol for an optional change")
        }
        changed()
    }

    // MARK: - Reading the solution

    /// The value of `v` in the current optimal solution. `v` must be a variable of this solver.
    public func value(of v: Variable) -> Double {
        precondition(v.id >= 0 && v.id < variableCount, "\(v) is not a variable of this solver")
        return value(ofVariable: v.id)
    }

    /// Every variable's value in the current optimal solution.
    public func solution() -> Solution { Solution(values: currentSolutionValues()) }

    /// The total error at each priority level that has optional constraints (or edit
    /// variables), highest priority first.
    public func levelErrors() -> [LevelError] {
        var totals: [Priority: Double] = [:]
        for record in records.values.sorted(by: { $0.sequence < $1.sequence }) where !record.isRequired {
            let e = record.constraint.relation == .equal
                ? tableau.value(record.marker) + tableau.value(record.other)
                : tableau.value(record.other)
            totals[record.constraint.priority, default: 0] += e
        }
        return totals.keys.sorted(by: >).map { LevelError(priority: $0, error: totals[$0]!) }
    }

    // MARK: - Validation

    func validate(_ v: Variable) throws(SolverError) {
        guard v.id >= 0 && v.id < variableCount else { throw .unknownVariable(v) }
    }

    func validate(number x: Double) throws(SolverError) {
        guard x.isFinite else { throw .nonFiniteNumber(x) }
        guard abs(x) <= 1e12 else { throw .numberTooLarge(x) }
    }

    func validate(_ c: Constraint) throws(SolverError) {
        guard c.priority.isValid else { throw .invalidPriority(c.priority) }
        try validate(number: c.expression.constant)
        for term in c.expression.terms {
            try validate(term.variable)
            try validate(number: term.coefficient)
        }
    }

    /// Called after every change: drops memoised values.
    func changed() {
        version += 1
        tableau.infeasible = SymbolHeap()
    }
}
