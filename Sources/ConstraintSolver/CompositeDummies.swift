/// Composite dummies: a row's dummy part, put into the tableau as one symbol.
///
/// PROTOTYPE (branch w/composite21, not on main): measures what one term instead of many does to
/// the slowest resize step. See docs/benchmarks.md, "the slowest resize step, fourth look".
///
/// When a row enters the tableau, its dummy terms (dummies and composites) are replaced by one
/// new dummy-kind symbol `z` defined as their sum: `z = Σ wₖ·dₖ`. Every dummy is 0, so `z` is 0,
/// and the row means what it meant. Before anything reads a dummy's column (taking its
/// constraint out, changing its constant), `extract` makes the dummy explicit again in every row
/// where it is hidden in a composite: `z = w·d + z'`, so each row with `γ·z` gains `γ·w·d` and
/// keeps `z`, now standing for `z'`.
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
                compositeParents[Int(s)].append(z)
            } else {
                rest.add(s, c)
            }
        }
        compositeDefinitions[Int(z)] = definition
        rest.add(z, 1)
        return rest
    }

    /// Makes dummy `d` explicit wherever a composite hides it (see the type's comment). It
    /// changes how rows are written, not what they mean; in a journal, it is undone with it.
    mutating func extract(_ d: Symbol) {
        var pending = compositeParents[Int(d)]
        noteComposite(d)
        compositeParents[Int(d)] = []
        while let z = pending.popLast() {
            guard Int(z) < compositeDefinitions.count, var definition = compositeDefinitions[Int(z)] else { continue }
            let w = definition.remove(d)
            if w == 0 { continue }
            noteComposite(z)
            compositeDefinitions[Int(z)] = definition
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
            for z2 in compositeParents[Int(z)] {
                guard Int(z2) < compositeDefinitions.count, var def2 = compositeDefinitions[Int(z2)] else { continue }
                let a = def2.coefficient(of: z)
                if a == 0 { continue }
                def2.add(d, a * w)
                noteComposite(z2)
                compositeDefinitions[Int(z2)] = def2
                pending.append(z2)
            }
        }
    }

    /// The owners' cells of `cells` with every composite expanded into its dummies.
    func expandingComposites(_ cells: [(Symbol, Double)]) -> [(Symbol, Double)] {
        var out: [(Symbol, Double)] = []
        var stack = cells
        while let (s, c) = stack.popLast() {
            if Int(s) < compositeDefinitions.count, let definition = compositeDefinitions[Int(s)] {
                for j in 0..<definition.count { stack.append((definition.symbols[j], c * definition.coefficients[j])) }
            } else {
                out.append((s, c))
            }
        }
        // Sum per symbol, as the row would hold them.
        var sums: [Symbol: Double] = [:]
        for (s, c) in out { sums[s, default: 0] += c }
        return sums.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
