/// The symbols whose reduced cost is zero at every priority level: those an optimal solution
/// may move without worsening any level (the ambiguity questions' pivots, Ranging.swift).
///
/// Asked once per candidate symbol per pivot, the question was a hash lookup in every level's
/// objective row (35 % of `check` at 300 labels, issue 17); this answers it from an array made
/// in one pass over the levels. Objective rows never store a zero coefficient, so a symbol is
/// costly exactly when some level has an entry for it — the same answer as
/// `levels.allSatisfy { $0.coefficient(of: s) == 0 }`. The levels a query starts from are the
/// ones it asks about throughout: its pivots bring in only zero-cost symbols, which leave every
/// level's row as it is.
struct ZeroCostSymbols {
    private let costly: [Bool]

    init(_ levels: [ObjectiveRow], symbolCount: Int) {
        var costly = [Bool](repeating: false, count: symbolCount)
        for level in levels {
            level.coefficients.forEach { s, _ in if Int(s) < symbolCount { costly[Int(s)] = true } }
        }
        self.costly = costly
    }

    /// Whether `s` has a zero coefficient in every level.
    func contains(_ s: Symbol) -> Bool { Int(s) >= costly.count || !costly[Int(s)] }
}

extension Tableau {
    /// The zero-cost symbols of the levels as they are now.
    var zeroCostSymbols: ZeroCostSymbols { ZeroCostSymbols(levels, symbolCount: symbolCount) }
}
