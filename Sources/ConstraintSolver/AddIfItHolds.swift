/// Adding a constraint when the caller needs to know only whether it holds, not why not.
extension Solver {
    /// Adds a constraint as `add(_:)` does and returns true; when it is required and cannot
    /// hold, returns false, changing nothing, without searching for the conflict's minimal set
    /// (`add` would throw `.unsatisfiable` with it, a search of many feasibility tests in fresh
    /// solvers that leaves this solver as it was). A caller that only marks the constraint
    /// broken — a session being imported from a log — skips that search. Throws what `add`
    /// throws otherwise (bad numbers, a duplicate, a foreign variable, `.stopped`,
    /// `.numericalFailure` when rounding made a level unbounded).
    public func addIfItHolds(_ c: Constraint) throws(SolverError) -> Bool {
        try validate(c)
        if contains(c) { throw .duplicateConstraint(c) }
        switch insert(c, isEdit: false) {
        case .added: return true
        case .stopped: throw .stopped
        case .unbounded: throw .numericalFailure(c)
        case .infeasible: return false
        }
    }
}
