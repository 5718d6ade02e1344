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
    /// The symbols whose coefficient changed since `markScanned()` (with repeats), unless
    /// `scanAll`: what `Tableau.optimizeLevels` looks at instead of every candidate. At its last
    /// optimum no candidate could enter (each was blocked by a higher level), so only a symbol
    /// whose coefficient changed here or at a higher level since can enter now — scanning every
    /// candidate at every add made building a layout with many optional constraints at one
    /// priority (a label's hugging and resistance) grow with the square of their number.
    private(set) var touched: [Symbol] = []
    /// Set when every candidate must be looked at: a new row, after a roll-back, or when more
    /// changed than a full scan costs to look at.
    private(set) var scanAll = true
    private static let touchedLimit = 4096

    func coefficient(of s: Symbol) -> Double { coefficients[s] }

    mutating func beginJournal() {
        journal = []
        journalConstant = constant
    }

    mutating func commitJournal() { journal = nil }

    mutating func rollBack(kinds: [SymbolKind]) {
        guard let saved = journal else { return }
        journal = nil
        needsFullScan()
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
        if old != c { noteTouched(s) }
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
        if new != old { noteTouched(s) }
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
        noteTouched(s)
        candidates.remove(s)
        return c
    }

    @inline(__always)
    private mutating func noteTouched(_ s: Symbol) {
        guard !scanAll else { return }
        if touched.count == Self.touchedLimit { needsFullScan() } else { touched.append(s) }
    }

    /// Every candidate is to be looked at next time (see `touched`).
    mutating func needsFullScan() {
        scanAll = true
        touched.removeAll()
    }

    /// The row is at its optimum: from now on only what changes is looked at (see `touched`).
    mutating func markScanned() {
        scanAll = false
        touched.removeAll(keepingCapacity: true)
    }

    mutating func substitute(_ s: Symbol, with row: Row, kinds: [SymbolKind]) {
        let c = remove(s)
        if c != 0 { add(row, times: c, kinds: kinds) }
    }
}
