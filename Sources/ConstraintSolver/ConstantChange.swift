/// Changing a constraint's constant in place: what moving an edit variable does, for any
/// constraint (docs/solver.md, "Changing a constant").
///
/// A constraint's row is `expression + m·marker (+ its error) = 0`, m = ±1. Giving the expression
/// the constant `c + δ` is the same as renaming the marker: `marker_old = marker_new + δ/m`. So
/// every row that mentions a non-basic marker moves its constant by `coefficient × δ/m` (a basic
/// marker's own row by `−δ/m`), no row changes shape, and the basis stays optimal for every
/// level. Rows that went negative are repaired by the dual simplex, as after `suggestValue`.
/// A definition (a required equality kept out of the tableau) takes its new constant, and the
/// rows that expanded it move along its dummy the same way.
///
/// When the change makes the required constraints infeasible — the dual simplex meets a negative
/// row that nothing can raise, or a basic dummy (a redundant required equality) moves off zero —
/// the journal puts the tableau back, and the conflict is found exactly as `remove` then `add`
/// would find it, on a copy (copies share storage until written): the same culprits, in the same
/// order, the new constraint last.
extension Solver {
    /// Replaces `c` by the same constraint with `constant` as its expression's constant and
    /// returns that new constraint, which the solver holds from now on in `c`'s place (as a
    /// constraint removed and added again, it comes last in `constraints` and in conflicts).
    ///
    /// The solver ends in the state `remove(c)` then `add(new)` gives: the same values wherever
    /// the optimum is unique (an ambiguous variable may sit at another optimal vertex), the same
    /// level errors; a required change that cannot hold throws the same
    /// `SolverError.unsatisfiable` with the same conflict, and changes nothing. Throws
    /// `unknownConstraint` for a constraint that is not in the solver, and the number errors of
    /// `add` for a bad constant. Edit variables move with `suggestValue`.
    ///
    /// With `conflictInPlace`, a required change that cannot hold throws instead the conflict the
    /// in-place repair itself meets, as UIKit's engine reports a constant change that cannot hold
    /// (ConstantChangeConflict.swift): no remove + add on a copy.
    @discardableResult
    public func changeConstant(of c: Constraint, to constant: Double, conflictInPlace: Bool = false) throws(SolverError) -> Constraint {
        try validate(number: constant)
        guard let sequence = sequenceOf[ObjectIdentifier(c)], let record = records[sequence], !record.isEdit else {
            throw .unknownConstraint(c)
        }
        if let poll, poll.tick() { throw .stopped }
        let new = Constraint(LinearExpression(c.expression.terms, constant: constant), c.relation, priority: c.priority)
        let delta = constant - c.expression.constant
        if delta != 0 {
            var support: [Int]?
            guard shiftMarker(of: record, by: delta, readingProof: conflictInPlace, into: &support) else {
                if let support {
                    throw .unsatisfiable(try inPlaceConflict(replacing: record, by: new, support: support))
                }
                // Infeasible: the tableau is as it was. Ask as remove + add would.
                let probe = copy()
                try probe.remove(c)
                if let conflict = try probe.conflict(ifAdding: new) { throw .unsatisfiable(conflict) }
                // Only rounding can bring us here (the in-place repair and the insertion
                // disagree at the tolerance): do what remove + add does, on the copy.
                try probe.add(new)
                take(probe)
                return new
            }
        }
        if record.definedVariable >= 0 { redefineConstant(record.definedVariable, by: new) }
        resequence(record, as: new)
        changed()
        return new
    }

    /// The definition of `v` with `new`'s constant, computed as `define` computes it.
    private func redefineConstant(_ v: Int, by new: Constraint) {
        let k = new.normalizedTerms.first { $0.variable.id == v }!.coefficient
        tableau.magnitude = max(tableau.magnitude, abs(new.expression.constant))
        definitions[v]!.constant = -new.expression.constant / k
        compiledDefinitions = nil
    }

    /// Shifts the rows along the constraint's marker by `delta` in its constant and restores
    /// feasibility; false (tableau untouched) when the required constraints cannot hold. An
    /// infeasible change with `readingProof` also sets `deadEnd` to the required constraints of
    /// the row that proves it, read before the roll-back (`deadEndSupport`).
    private func shiftMarker(of record: ConstraintRecord, by delta: Double, readingProof: Bool, into deadEnd: inout [Int]?) -> Bool {
        let c = record.constraint
        // The marker's coefficient in the constraint's row (makeRow): +1 for a required
        // equality's dummy and a `≤` slack, −1 for a `≥` slack and an optional equality's e⁺.
        let m: Double = c.relation == .greaterThanOrEqual || (c.relation == .equal && !c.isRequired) ? -1 : 1
        let shift = delta / m
        let marker = record.marker
        // Only a required constraint can become infeasible; its change runs in the journal.
        let journaled = c.isRequired
        if tableau.kind(marker) == .dummy { tableau.extract(marker) }
        if journaled { tableau.beginJournal() }
        tableau.magnitude = max(tableau.magnitude, abs(c.expression.constant + delta))
        if tableau.isBasic(marker) {
            tableau.shiftConstant(of: marker, by: -shift)
        } else {
            tableau.shiftConstants(alongColumnOf: marker, by: shift)
        }
        let holds: Bool
        if readingProof, journaled {
            let proof = tableau.dummyRowMovedOffZero(alongColumnOf: marker) ? movedDummy(alongColumnOf: marker) : tableau.dualOptimizeToDeadEnd()
            holds = proof == nil
            if let proof { deadEnd = deadEndSupport(proof, excluding: record.sequence) }
        } else {
            holds = !tableau.dummyRowMovedOffZero(alongColumnOf: marker) && tableau.dualOptimize()
        }
        if journaled {
            if holds { tableau.commitJournal() } else { tableau.rollBack() }
        } else {
            precondition(holds, "an optional constant change cannot be infeasible")
        }
        return holds
    }

    /// Gives the record of a changed constraint the new constraint and a new sequence number, as
    /// `remove` + `add` would (conflicts and `constraints` list by sequence).
    private func resequence(_ old: ConstraintRecord, as new: Constraint) {
        let sequence = nextSequence
        nextSequence += 1
        var record = old
        record.constraint = new
        record.sequence = sequence
        records[old.sequence] = nil
        records[sequence] = record
        sequenceOf[ObjectIdentifier(old.constraint)] = nil
        sequenceOf[ObjectIdentifier(new)] = sequence
        tableau.setOwner(of: record.marker, to: sequence)
        if record.other >= 0 { tableau.setOwner(of: record.other, to: sequence) }
        if new.isRequired {
            for v in new.variables {
                requiredByVariable[v.id].removeAll { $0 == old.sequence }
                requiredByVariable[v.id].append(sequence)
            }
        }
    }
}
