/// One objective to minimise: `constant + Σ coefficient × symbol` over non-basic symbols.
///
/// Objective rows grow to one entry per error variable, so they are hash maps (updated in time
/// proportional to the row substituted in, not to their own length; `SymbolCoefficients` says
/// why not `Dictionary`). Nothing iterates them in an order that reaches a result: choices made
/// from them break ties by symbol.
/// The symbols that could improve the objective are kept in `candidates`: restricted ones with a
/// negative coefficient, and external (unrestricted) ones with any non-zero coefficient.
struct ObjectiveRow: Sendable {
    private(set) var coefficients = SymbolCoefficients()
    private(set) var candidates = SymbolSet()
    var constant: Double = 0
    /// While journaling: each touched symbol's coefficient before each touch (undone in reverse,
    /// so the first touch's value wins), and the constant then. Undoing costs what the changes
    /// cost, not the row's length; recording costs an append, not a hash look-up.
    private var journal: [(symbol: Symbol, coefficient: Double)]?
    private var journalConstant = 0.0

    func coefficient(of s: Symbol) -> Double { coefficients[s] }

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

    /// Whether a symbol with coefficient `c` could improve the objective. A dummy never enters,
    /// so it is never a candidate (it would be scanned forever).
    @inline(__always)
    private static func isImproving(_ c: Double, _ kind: SymbolKind) -> Bool {
        kind == .external ? Swift.abs(c) > Tolerance.reducedCost : kind != .dummy && c < -Tolerance.reducedCost
    }

    /// Sets `s`'s coefficient from `old` to `c` (0 removes it), touching `candidates` only when
    /// whether `s` improves the objective changes.
    @inline(__always)
    private mutating func set(_ s: Symbol, from old: Double, to c: Double, kinds: [SymbolKind]) {
        coefficients.set(s, c)
        noteCandidate(s, from: old, to: c, kinds: kinds)
    }

    /// Keeps `candidates` right after `s`'s coefficient went from `old` to `c`.
    @inline(__always)
    private mutating func noteCandidate(_ s: Symbol, from old: Double, to c: Double, kinds: [SymbolKind]) {
        let kind = kinds[Int(s)]
        let was = old != 0 && Self.isImproving(old, kind)
        let now = c != 0 && Self.isImproving(c, kind)
        if now != was {
            if now { candidates.insert(s) } else { candidates.remove(s) }
        }
    }

    private mutating func set(_ s: Symbol, _ c: Double, kinds: [SymbolKind]) {
        set(s, from: coefficients[s], to: c, kinds: kinds)
    }

    mutating func add(_ s: Symbol, _ c: Double, kinds: [SymbolKind]) {
        let (old, new) = coefficients.update(s) { old in
            let sum = old + c
            let cancelled = Tolerance.isCancellation(sum, old, c) || Swift.abs(sum) <= Tolerance.coefficient
            return cancelled ? 0 : sum
        }
        if journal != nil { journal!.append((s, old)) }
        if new == 0 && old == 0 { return }
        noteCandidate(s, from: old, to: new, kinds: kinds)
    }

    mutating func add(_ row: Row, times k: Double, kinds: [SymbolKind]) {
        constant += k * row.constant
        for t in row.terms { add(t.symbol, k * t.coefficient, kinds: kinds) }
    }

    @discardableResult
    mutating func remove(_ s: Symbol) -> Double {
        let c = coefficients.remove(s)
        if c == 0 { return 0 }
        if journal != nil { journal!.append((s, c)) }
        candidates.remove(s)
        return c
    }

    mutating func substitute(_ s: Symbol, with row: Row, kinds: [SymbolKind]) {
        let c = remove(s)
        if c != 0 { add(row, times: c, kinds: kinds) }
    }
}
