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
        // Per symbol, the variable it stands for (−1: none): an array, not a hash map — every
        // fix `explain` tries asks this of a session of thousands of variables.
        var variableOfSymbol = [Int](repeating: -1, count: tableau.symbolCount)
        for v in 0..<n where definitions[v] == nil { variableOfSymbol[Int(variableSymbols[v])] = v }
        // One read of the tableau: each access through `self` copies the tableau's fields.
        let t = tableau
        let zeroCost = t.zeroCostSymbols
        for i in 0..<t.symbolCount {
            let s = Symbol(i)
            guard !t.isBasic(s), t.kind(s) != .dummy else { continue }
            guard zeroCost.contains(s) else { continue }
            if variableOfSymbol[i] >= 0 { candidate[variableOfSymbol[i]] = true }
            for b in t.users(of: s) where variableOfSymbol[Int(b)] >= 0 {
                candidate[variableOfSymbol[Int(b)]] = true
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
