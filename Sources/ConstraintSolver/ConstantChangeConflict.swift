/// The conflict a required constant change meets in place — what UIKit's engine reports when a
/// constraint's constant changes (a root resized by its encapsulated-size constraint):
/// `-[NSISEngine tryToChangeConstraintSuchThatMarker:isReplacedByMarkerPlusDelta:undoHandler:]`
/// replaces the marker by marker + δ, optimises, and when that fails takes the mutually
/// exclusive constraints from the failed optimisation, undoes the change and hands them to the
/// unsatisfiability handler. It does not remove the constraint and add it back (docs/solver.md,
/// "Changing a constant", with the source).
///
/// Here the failed optimisation is the dual simplex after the marker shift. It stops at a
/// restricted basic symbol whose row is negative with no symbol that could raise it (every
/// coefficient of a restricted symbol ≤ 0, no unrestricted one, dummies pinned at 0): that row
/// is a Farkas certificate, a combination of the constraints whose symbols it holds. Or a basic
/// dummy (a redundant required equality) moved off zero: its row is the certificate. The
/// required constraints owning those symbols, with the changed constraint in its new form, are
/// infeasible together; the same search `add` uses (ConflictSearch.swift) shrinks them to an
/// irreducible set, with the changed constraint left out of the constraints it may draw on (it
/// stands in the set in its new form, last, as a re-added one would).
extension Solver {
    /// The required constraints (sequences) owning the proof of infeasibility at basic symbol
    /// `b`: `b` itself and every symbol of its row, the changed constraint `sequence` left out.
    func deadEndSupport(_ b: Symbol, excluding sequence: Int) -> [Int] {
        let row = tableau.row(b)!
        var cells: [(Symbol, Double)] = [(b, 1)]
        for j in 0..<row.count { cells.append((row.symbols[j], row.coefficients[j])) }
        return supportOwners(of: cells, excluding: sequence)
    }

    /// The basic dummy moved off zero by a shift along `marker` (the marker itself, or a dummy
    /// whose row mentions it), lowest symbol first; nil when none is.
    func movedDummy(alongColumnOf marker: Symbol) -> Symbol? {
        let tolerance = tableau.constantTolerance
        if let r = tableau.row(marker) { return tableau.kind(marker) == .dummy && abs(r.constant) > tolerance ? marker : nil }
        return tableau.users(of: marker).filter { tableau.kind($0) == .dummy && abs(tableau.row($0)!.constant) > tolerance }.min()
    }

    /// The irreducible conflict of `new` (the changed constraint's new form) drawn from
    /// `support`: the search `add` runs, with the old form of the constraint (`record`) taken out
    /// of the required constraints it reads, and put back. Changes nothing.
    func inPlaceConflict(replacing record: ConstraintRecord, by new: Constraint, support: [Int]) throws(SolverError) -> Conflict {
        let sequence = record.sequence
        let variables = record.constraint.variables.map(\.id)
        let lists = variables.map { requiredByVariable[$0] }
        records[sequence] = nil
        for v in variables { requiredByVariable[v].removeAll { $0 == sequence } }
        defer {
            records[sequence] = record
            for (v, list) in zip(variables, lists) { requiredByVariable[v] = list }
        }
        return Conflict(constraints: try minimalConflict(adding: new, support: support))
    }
}
