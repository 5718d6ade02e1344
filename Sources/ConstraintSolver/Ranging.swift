/// Range queries: how far a variable can move while every required constraint holds, and
/// while the solution stays optimal (ambiguity).
///
/// Both are a primal simplex on the live tableau with a temporary objective (±the variable,
/// in non-basic symbols), run inside the journal and rolled back, so the solver is untouched.
/// - For the required range every non-dummy symbol may enter: optional constraints and edit
///   suggestions absorb any move through their error variables.
/// - For the optimal range only the symbols whose reduced cost is zero at every priority level
///   may enter. At a lexicographic optimum the objective at each level is
///   `constant + Σ cⱼ·xⱼ` with every cⱼ ≥ 0 level by level, so a solution is optimal exactly when
///   every xⱼ with a non-zero cⱼ stays 0: moving the others keeps every level's error. Pivots on
///   such symbols leave the objective rows as they are, so the set never changes mid-search.
extension Solver {
    public func ambiguity(of v: Variable) throws(SolverError) -> Ambiguity {
        try validate(v)
        let base = value(of: v)
        let levels = tableau.levels
        let mayEnter: (Symbol) -> Bool = { s in levels.allSatisfy { $0.coefficient(of: s) == 0 } }
        let low = try extreme(of: v.id, maximizing: false, mayEnter: mayEnter)
        let high = try extreme(of: v.id, maximizing: true, mayEnter: mayEnter)
        let range = ValueRange(minimum: low.bound, maximum: high.bound)
        let scale = max(1, abs(base), abs(low.bound ?? 0), abs(high.bound ?? 0))
        if let lo = low.bound, let hi = high.bound, hi - lo <= 1e-9 * scale {
            return .determined(base)
        }
        let first = low.solution, second = high.solution
        let free = (0..<variableCount).filter { i in
            abs(first[i] - second[i]) > 1e-9 * max(1, abs(first[i]), abs(second[i]))
        }.map { Variable(id: $0) }
        return .ambiguous(AmbiguityWitness(
            first: Solution(values: first), second: Solution(values: second),
            freeVariables: free, optimalRange: range))
    }

    /// Whether `v` takes more than one value over the optimal solutions — `ambiguity(of:)`
    /// without building the witness, so its cost does not grow with the number of variables.
    public func isAmbiguous(_ v: Variable) throws(SolverError) -> Bool {
        try isAmbiguous(v, zeroCost: tableau.zeroCostSymbols)
    }

    /// `isAmbiguous(_:)` with the zero-cost symbols of the tableau as it is (ZeroCostSymbols.swift).
    func isAmbiguous(_ v: Variable, zeroCost: ZeroCostSymbols) throws(SolverError) -> Bool {
        try validate(v)
        let base = value(of: v)
        let mayEnter: (Symbol) -> Bool = { zeroCost.contains($0) }
        // In non-basic symbols, v = c + Σ aₛ·s. Every optimal solution keeps at 0 each dummy
        // (a required equality's marker: 0 in every feasible solution) and each symbol with a
        // non-zero cost at some level (moving it worsens that level, or a higher one), so when
        // only such symbols appear, v is c in every optimal solution: no pivot needed. A fully
        // constrained layout answers every variable this way.
        let kinds = tableau.kinds
        let row = expandedRow(of: v.id)
        if !row.symbols.contains(where: { kinds[Int($0)] != .dummy && mayEnter($0) }) { return false }
        let low = try extreme(of: v.id, maximizing: false, witness: false, mayEnter: mayEnter)
        let high = try extreme(of: v.id, maximizing: true, witness: false, mayEnter: mayEnter)
        guard let lo = low.bound, let hi = high.bound else { return true }
        return hi - lo > 1e-9 * max(1, abs(base), abs(lo), abs(hi))
    }

    /// Whether a linear expression of variables differs between optimal solutions — a view's
    /// position relative to its superview (`v.minX − p.minX`), which can be determined while
    /// both positions are not. The same test as `isAmbiguous(_:)`, on the expression's row.
    /// Throws `.stopped` when the stop check says stop, and for a foreign variable.
    public func isAmbiguous(_ e: LinearExpression) throws(SolverError) -> Bool {
        for t in e.terms { try validate(t.variable) }
        var row = Row()
        addExpanded(e.terms, times: 1, into: &row)
        let zeroCost = tableau.zeroCostSymbols
        let kinds = tableau.kinds
        if !row.symbols.contains(where: { kinds[Int($0)] != .dummy && zeroCost.contains($0) }) { return false }
        let mayEnter: (Symbol) -> Bool = { zeroCost.contains($0) }
        let low = try extreme(of: row, maximizing: false, witness: false, mayEnter: mayEnter)
        let high = try extreme(of: row, maximizing: true, witness: false, mayEnter: mayEnter)
        guard let lo = low.bound, let hi = high.bound else { return true }
        return hi - lo > 1e-9 * max(1, abs(lo), abs(hi))
    }

    public func range(of v: Variable) throws(SolverError) -> ValueRange {
        try validate(v)
        let low = try extreme(of: v.id, maximizing: false) { _ in true }
        let high = try extreme(of: v.id, maximizing: true) { _ in true }
        return ValueRange(minimum: low.bound, maximum: high.bound)
    }

    /// The greatest value of `v` over the required constraints, nil when unbounded: the upper
    /// end of `range(of:)` alone, with no witness solution.
    public func requiredMaximum(of v: Variable) throws(SolverError) -> Double? {
        try validate(v)
        return try extreme(of: v.id, maximizing: true, witness: false) { _ in true }.bound
    }

    /// How far a ray point moves the variable past the last vertex, for witnesses.
    private static let rayStep = 100.0

    /// The variable's least (or greatest) value over the pivots allowed, nil when unbounded, with
    /// a solution there (or on the unbounded ray, `rayStep` past the last vertex). Throws
    /// `.stopped` (rolled back) when the stop check says stop.
    private func extreme(of v: Int, maximizing: Bool, witness: Bool = true, mayEnter: (Symbol) -> Bool)
        throws(SolverError) -> (bound: Double?, solution: [Double])
    {
        try extreme(of: expandedRow(of: v), maximizing: maximizing, witness: witness, mayEnter: mayEnter)
    }

    /// `extreme(of:…)` of a row in tableau symbols (an expression's, expanded).
    private func extreme(of row: Row, maximizing: Bool, witness: Bool, mayEnter: (Symbol) -> Bool)
        throws(SolverError) -> (bound: Double?, solution: [Double])
    {
        if let poll, poll.tick() { throw .stopped }
        let sign: Double = maximizing ? -1 : 1
        var objective = ObjectiveRow()
        objective.add(row, times: sign, kinds: tableau.kinds)
        tableau.beginJournal()
        tableau.extra = objective
        let outcome = tableau.minimizeExtra(stop: poll, mayEnter: mayEnter)
        let final = tableau.extra!
        let result: (Double?, [Double])
        switch outcome {
        case .stopped:
            tableau.rollBack()
            throw .stopped
        case .optimal:
            result = (sign * final.constant, witness ? currentValues() : [])
        case .unbounded(let ray):
            let rate = abs(final.coefficient(of: ray.symbol))
            result = (nil, witness ? currentValues(moving: (ray.symbol, ray.direction * Self.rayStep / rate)) : [])
        }
        tableau.rollBack()
        return result
    }
}
