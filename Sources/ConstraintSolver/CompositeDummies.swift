/// Composite dummies: a new row's dummy terms enter the tableau as one symbol.
///
/// Dummies (the markers of required equalities, pinned at 0) never enter the basis and move no
/// value, yet they were most of the terms of the tableau's rows. In the grid workload each
/// view's left is defined from its neighbour's, so a row of views' trailing edge carries the
/// dummies of its ten lefts and nine equal widths, and every row substituted from it carries
/// them too: 22 terms, 19 of them dummies, and at width 1113 a thousand pivots rewrote 29 such
/// rows each, keeping 19 columns up to date per row (docs/benchmarks.md, "fourth look").
///
/// So when a row enters the tableau (`insertIntoTableau`, phase one included), its dummy terms —
/// dummies and earlier composites — are replaced by one new dummy-kind symbol `z`, the
/// *composite*, whose definition is their sum: `z = Σ wₖ·dₖ`. Every dummy is 0, so `z` is 0 and
/// the row means what it meant; composites, like dummies, never enter the basis. Rows of the grid
/// fall from 22 terms to 5–7, and pivots merge and index a quarter of the terms.
///
/// Three things read a dummy's own coefficients, and each gets them exact:
/// - **Taking a required equality out, or changing its constant** (`Solver.erase`,
///   `shiftMarker`): first `extract(d)` makes the marker `d` explicit wherever a composite hides
///   it. A composite `z = w·d + z'` keeps its symbol, now standing for `z'`, and each row (and
///   objective) with `γ·z` gains `γ·w·d`; composites made from `z` hide `d` too and are treated
///   the same way, earliest first and each once. After that, `d`'s column is exact and the removal or shift runs
///   as before. A dummy about to enter the basis (phase one may make one basic) is extracted the
///   same way in `Tableau.substitute`.
/// - **Explaining a conflict**: `supportOwners` expands composites into their dummies, with the
///   coefficients multiplied along the way, before it looks at owners.
/// - **The journal**: a composite made in a rejected add disappears with the symbols made since
///   the journal began; a change to an older symbol's definition or list of composites is noted
///   first (`Tableau.noteComposite`) and put back on roll-back.
///
/// A dummy's coefficient in a row is now the sum over the composites that hold it, computed when
/// it is extracted, rather than one running sum; the two can differ in the last bits. Every
/// solver test, the reference property tests and 380 outputs of `plumb` over the repository's
/// scripts and collected logs are unchanged by it (docs/benchmarks.md).
extension Tableau {
    /// The row with its dummy-kind terms replaced by one composite, when it has two or more.
    mutating func compositing(_ row: Row) -> Row {
        var dummyTerms = 0
        for s in row.symbols where kinds[Int(s)] == .dummy { dummyTerms += 1 }
        if dummyTerms < 2 { return row }
        let z = makeSymbol(.dummy)
        var definition = Row()
        var rest = Row(constant: row.constant)
        for j in 0..<row.count {
            let s = row.symbols[j], c = row.coefficients[j]
            if kinds[Int(s)] == .dummy {
                definition.add(s, c)
                noteComposite(s)
                compositeParents[s, default: []].append(z)
            } else {
                rest.add(s, c)
            }
        }
        noteComposite(z)
        compositeDefinitions[z] = definition
        rest.add(z, 1)
        return rest
    }

    /// Makes dummy `d` explicit wherever a composite hides it (see the file's comment). It
    /// changes how rows are written, not what they mean; in a journal, it is undone with it.
    mutating func extract(_ d: Symbol) {
        guard let holders = compositeParents[d] else { return }
        noteComposite(d)
        compositeParents[d] = nil
        // Earliest first, each once. A composite is made from symbols made before it, so when
        // one is taken, every composite that adds `d` to it (all made earlier) has been taken
        // and its share of `d` is complete. Taken as reached instead, a composite shared by
        // many paths was taken once per path: 923,000 steps for 40 composites in a real
        // document, whose check ran for minutes (issue 34).
        var pending = SymbolHeap()
        var queued = Set<Symbol>()
        for z in holders where queued.insert(z).inserted { pending.insert(z) }
        while let z = pending.popMin() {
            SolverWork.meter?.countCompositeRewrite()
            guard var definition = compositeDefinitions[z] else { continue }
            let w = definition.remove(d)
            if w == 0 { continue }
            noteComposite(z)
            compositeDefinitions[z] = definition
            // A basic z: z_old = row, so z_new = row − w·d.
            if var r = row(z) {
                r.add(d, -w)
                setRow(z, r)
            }
            // Rows with γ·z gain γ·w·d.
            for b in users(of: z) {
                var r = row(b)!
                r.add(d, r.coefficient(of: z) * w)
                setRow(b, r)
            }
            addToLevels(d, timesCoefficientOf: z, w)
            // Composites made from z hide d too: z2 = a·z + … gains a·w·d in its definition.
            for z2 in compositeParents[z] ?? [] {
                guard var def2 = compositeDefinitions[z2] else { continue }
                let a = def2.coefficient(of: z)
                if a == 0 { continue }
                def2.add(d, a * w)
                noteComposite(z2)
                compositeDefinitions[z2] = def2
                if queued.insert(z2).inserted { pending.insert(z2) }
            }
        }
    }

    /// `cells` (symbol, coefficient) with every composite expanded into the dummies it stands
    /// for, summed per symbol, in symbol order (`cells` as they are while there is no composite
    /// at all). Each composite is expanded once, latest first: a composite's definition mentions
    /// only symbols made before it, so by the time it is taken every composite that mentions it
    /// has been, and its coefficient is complete; expanding along every path instead would walk
    /// a shared composite once per path that reaches it.
    func expandingComposites(_ cells: [(Symbol, Double)]) -> [(Symbol, Double)] {
        if compositeDefinitions.isEmpty { return cells }
        var sums: [Symbol: Double] = [:]
        var pending: [Symbol: Double] = [:]
        var latestFirst = MinHeap<Symbol>()
        func take(_ s: Symbol, _ c: Double) {
            if compositeDefinitions[s] != nil {
                if pending[s] == nil { latestFirst.insert(-s) }
                pending[s, default: 0] += c
            } else {
                sums[s, default: 0] += c
            }
        }
        for (s, c) in cells { take(s, c) }
        while let negated = latestFirst.popMin() {
            let z = -negated
            let c = pending.removeValue(forKey: z)!
            let definition = compositeDefinitions[z]!
            for j in 0..<definition.count { take(definition.symbols[j], c * definition.coefficients[j]) }
        }
        return sums.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
