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
        s.tableau = tableau
        s.variableSymbols = variableSymbols
        s.variableNames = variableNames
        s.definitions = definitions
        s.definitionReferences = definitionReferences
        s.editVariables = editVariables
        s.requiredByVariable = requiredByVariable
        s.definitionOrder = definitionOrder
        s.definitionCount = definitionCount
        s.compiledDefinitions = compiledDefinitions
        s.records = records
        s.sequenceOf = sequenceOf
        s.nextSequence = nextSequence
        s.version = version
        s.cachedValues = cachedValues
        s.cachedVersion = cachedVersion
        s.stopCheckInterval = stopCheckInterval
        s.stopCheck = stopCheck
        return s
    }
}
