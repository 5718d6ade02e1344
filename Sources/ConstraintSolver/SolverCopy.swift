/// Copies of a solver for "what if" questions (fixes tried on a copy of a session).
extension Solver {
    /// An independent solver in exactly this state: the same constraints, the same basis and the
    /// same solution, so a change to the copy re-solves from where this one stands. Everything a
    /// solver holds is a value (arrays, dictionaries, structs) except the constraints, which
    /// never change: the copy shares their storage until either side writes, so making it costs
    /// next to nothing, where re-adding every constraint to a new solver costs a full solve.
    ///
    /// Every stored property of `Solver` must be listed here (SolverCopyTests checks that a copy
    /// answers like the original and that changing one leaves the other alone).
    public func copy() -> Solver {
        let s = Solver()
        s.take(self)
        s.stopCheckInterval = stopCheckInterval
        s.stopCheck = stopCheck
        return s
    }

    /// Puts this solver in exactly `other`'s state, keeping its own stop check (whose countdown
    /// starts again): what `other.copy()` would be, without making a new solver — a session copy
    /// that tries one fix after another is put back this way between them (issue 17).
    public func restore(from other: Solver) {
        take(other)
        resetPoll()
    }

    /// Puts this solver in exactly `other`'s state (its stop check excepted: this one keeps its
    /// own). Used by `copy()` and by a constant change that had to fall back to remove + add on
    /// a copy (ConstantChange.swift).
    func take(_ other: Solver) {
        tableau = other.tableau
        variableSymbols = other.variableSymbols
        variableNames = other.variableNames
        definitions = other.definitions
        definitionReferences = other.definitionReferences
        editVariables = other.editVariables
        requiredByVariable = other.requiredByVariable
        definitionOrder = other.definitionOrder
        definitionCount = other.definitionCount
        compiledDefinitions = other.compiledDefinitions
        records = other.records
        sequenceOf = other.sequenceOf
        nextSequence = other.nextSequence
        version = other.version
        cachedValues = other.cachedValues
        cachedVersion = other.cachedVersion
    }
}
