/// One objective to minimise: `constant + Σ coefficient × symbol` over non-basic symbols.
///
/// Objective rows grow to one entry per error variable, so they are hash maps (updated in time
/// proportional to the row substituted in, not to their own length). Nothing iterates them in
/// an order that reaches a result: choices made from them break ties by symbol.
/// The symbols that could improve the objective are kept in `candidates`: restricted ones with a
/// negative coefficient, and external (unrestricted) ones with any non-zero coefficient.
struct ObjectiveRow: Sendable {
    private(set) var coefficients: [Symbol: Double] = [:]
    private(set) var candidates = SymbolSet()
    var constant: Double = 0
    /// While journaling: each touched symbol's coefficient before each touch (undone in reverse,
    /// so the first touch's value wins), and the constant then. Undoing costs what the changes
    /// cost, not the row's length; recording costs an append, not a hash look-up.
    private var journal: [(symbol: Symbol, coefficient: Double)]?
    private var journalConstant = 0.0

    func coefficient(of s: Symbol) -> Double { coefficients[s] ?? 0 }

    mutating func beginJournal() {
        journal = []
        journalConstant = constant
    }

    mutating func commitJournal() { journal = nil }

    mutating func rollBack(kinds: [SymbolKind]) {
        guard let saved = journal else { return }
        journal = nil
        for (s, c) in saved.reversed() { set(s, c, kinds: kinds) }
        constant = journalConstant
    }

    private mutating func set(_ s: Symbol, _ c: Double, kinds: [SymbolKind]) {
        if c == 0 {
            coefficients.removeValue(forKey: s)
            candidates.remove(s)
            return
        }
        coefficients[s] = c
        // A dummy never enters, so it is never a candidate (it would be scanned forever).
        let kind = kinds[Int(s)]
        let improving = kind == .external ? Swift.abs(c) > Tolerance.reducedCost : kind != .dummy && c < -Tolerance.reducedCost
        if improving { candidates.insert(s) } else { candidates.remove(s) }
    }

    mutating func add(_ s: Symbol, _ c: Double, kinds: [SymbolKind]) {
        let old = coefficients[s] ?? 0
        if journal != nil { journal!.append((s, old)) }
        let sum = old + c
        let cancelled = Tolerance.isCancellation(sum, old, c) || Swift.abs(sum) <= Tolerance.coefficient
        set(s, cancelled ? 0 : sum, kinds: kinds)
    }

    mutating func add(_ row: Row, times k: Double, kinds: [SymbolKind]) {
        constant += k * row.constant
        for j in 0..<row.count { add(row.symbols[j], k * row.coefficients[j], kinds: kinds) }
    }

    @discardableResult
    mutating func remove(_ s: Symbol) -> Double {
        guard let c = coefficients.removeValue(forKey: s) else { return 0 }
        if journal != nil { journal!.append((s, c)) }
        candidates.remove(s)
        return c
    }

    mutating func substitute(_ s: Symbol, with row: Row, kinds: [SymbolKind]) {
        let c = remove(s)
        if c != 0 { add(row, times: c, kinds: kinds) }
    }
}
