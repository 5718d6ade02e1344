/// Which variables are ambiguous, all at once (`po trace`, `frames`, and every fix `explain`
/// tries ask this of every view).
extension Solver {
    /// A number that changes whenever the solver does (a constraint or edit variable added or
    /// removed, a value suggested); with `variableCount` it keys caches of derived answers.
    public var revision: Int { version }

    /// For each variable (by id), whether its value differs between optimal solutions — the
    /// same answers as `isAmbiguous(_:)`, at a fraction of the cost when most are determined.
    ///
    /// The optimal solutions keep at 0 every non-basic symbol that is a dummy or has a non-zero
    /// cost at some level (see `isAmbiguous`); only the others — the *free* symbols — can move.
    /// A variable can move only if its row mentions a free symbol (found through the column
    /// index, from the free symbols), if it is itself a free non-basic symbol, or if it is
    /// defined in terms of such a variable. Those candidates — usually few — get the exact
    /// test; every other variable is determined without a pivot.
    ///
    /// Throws only `.stopped`, when the solver's stop check says stop (changing nothing).
    public func ambiguousVariables() throws(SolverError) -> [Bool] {
        let n = variableCount
        var candidate = [Bool](repeating: false, count: n)
        var variableOfSymbol: [Symbol: Int] = [:]
        variableOfSymbol.reserveCapacity(n)
        for v in 0..<n where definitions[v] == nil { variableOfSymbol[variableSymbols[v]] = v }
        let zeroCost = tableau.zeroCostSymbols
        for i in 0..<tableau.symbolCount {
            let s = Symbol(i)
            guard !tableau.isBasic(s), tableau.kind(s) != .dummy else { continue }
            guard zeroCost.contains(s) else { continue }
            if let v = variableOfSymbol[s] { candidate[v] = true }
            for b in tableau.users(of: s) {
                if let v = variableOfSymbol[b] { candidate[v] = true }
            }
        }
        // A definition mentions only earlier definitions and tableau variables.
        for v in definitionOrder {
            guard let d = definitions[v] else { continue }
            if d.terms.contains(where: { candidate[$0.variable] }) { candidate[v] = true }
        }
        var out = [Bool](repeating: false, count: n)
        for v in 0..<n where candidate[v] {
            do {
                out[v] = try isAmbiguous(Variable(id: v), zeroCost: zeroCost)
            } catch {
                if error == .stopped { throw .stopped }
            }
        }
        return out
    }
}
