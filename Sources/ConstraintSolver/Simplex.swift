/// The simplex iterations on a tableau: lexicographic primal optimisation of the priority
/// levels, minimisation of one extra objective (artificial or ranging), and the dual simplex that
/// restores feasibility after an edit variable moves.
///
/// Anti-cycling: Dantzig's rule (most improving reduced cost, ties to the lowest symbol) until a
/// run of degenerate pivots, then Bland's rule (lowest symbol), which cannot cycle, until a pivot
/// makes progress again.
extension Tableau {
    /// Which way an entering symbol moves.
    struct Entering {
        let symbol: Symbol
        /// +1 to increase, −1 to decrease (only unrestricted symbols decrease).
        let direction: Double
    }

    /// The result of minimising an objective.
    enum Outcome {
        case optimal
        /// The objective decreases without bound when `ray` enters.
        case unbounded(ray: Entering)
        /// The stop check said stop before the minimum was reached.
        case stopped
    }

    /// The result of optimising the priority levels.
    enum LevelsOutcome {
        case optimal
        /// The stop check said stop part-way (the tableau is feasible but not optimal).
        case stopped
        /// A level's objective decreased without bound. Error objectives are bounded below by
        /// zero, so only rounding gets here: numbers of very different magnitudes (a multiplier
        /// of 1e9 beside constants near 1) cancel to a row that no longer bounds the entering
        /// symbol. The tableau is left part-way; the caller rolls its journal back.
        case unbounded
    }

    private static let degenerateRunBeforeBland = 50

    /// Minimises every priority level lexicographically, highest first. A symbol may enter for a
    /// level only when its reduced cost is zero at every higher level, so no pivot ever trades
    /// error at a higher priority for error at a lower one.
    ///
    /// With `stop`, each pivot counts a unit of work; `.stopped` when it said stop part-way.
    /// `.unbounded` when rounding broke the tableau (see `LevelsOutcome`). Either way the caller
    /// rolls the journal back.
    mutating func optimizeLevels(stop: StopPoll? = nil) -> LevelsOutcome {
        for level in levels.indices {
            var degenerate = 0
            while let e = chooseEntering(inLevel: level, bland: degenerate > Self.degenerateRunBeforeBland) {
                if let stop, stop.tick() { return .stopped }
                guard let (leaving, ratio) = chooseLeaving(for: e) else { return .unbounded }
                degenerate = ratio <= constantTolerance ? degenerate + 1 : 0
                pivot(entering: e.symbol, leaving: leaving)
            }
        }
        // Every level at its optimum: from here on only what changes is looked at.
        markLevelsScanned()
        return .optimal
    }

    /// Minimises `extra` over the pivots allowed by `mayEnter` (dummies never enter). With
    /// `stop`, each pivot counts a unit of work; `.stopped` when it said stop part-way (always
    /// inside a journal, which the caller rolls back).
    mutating func minimizeExtra(stop: StopPoll? = nil, mayEnter: (Symbol) -> Bool) -> Outcome {
        var degenerate = 0
        while true {
            guard let e = chooseEntering(in: extra!, bland: degenerate > Self.degenerateRunBeforeBland, mayEnter: mayEnter)
            else { return .optimal }
            if let stop, stop.tick() { return .stopped }
            guard let (leaving, ratio) = chooseLeaving(for: e) else { return .unbounded(ray: e) }
            degenerate = ratio <= constantTolerance ? degenerate + 1 : 0
            pivot(entering: e.symbol, leaving: leaving)
        }
    }

    /// The entering symbol for `level`: among every candidate, or — since the last optimum of
    /// every level, when nothing asked for a full scan at this level or above — among the
    /// symbols touched at this level or above (`ObjectiveRow.touched`), the only candidates that
    /// can have become free to enter. Either way the same symbol: the best score, ties to the
    /// lowest symbol (Bland: the lowest).
    private func chooseEntering(inLevel level: Int, bland: Bool) -> Entering? {
        let mayEnter = { (s: Symbol) -> Bool in
            for h in 0..<level where self.levels[h].coefficient(of: s) != 0 { return false }
            return true
        }
        if (0...level).contains(where: { levels[$0].scanAll }) {
            return chooseEntering(in: levels[level], bland: bland, mayEnter: mayEnter)
        }
        let objective = levels[level]
        let touched = (0...level).lazy.flatMap { self.levels[$0].touched }.filter { objective.candidates.contains($0) }
        return chooseEntering(among: touched, in: objective, bland: bland, mayEnter: mayEnter)
    }

    private func chooseEntering(in objective: ObjectiveRow, bland: Bool, mayEnter: (Symbol) -> Bool) -> Entering? {
        chooseEntering(among: objective.candidates, in: objective, bland: bland, mayEnter: mayEnter)
    }

    /// The best of `symbols` (candidates of `objective`, repeats allowed) to enter: Dantzig's
    /// score, ties to the lowest symbol, or with `bland` the lowest.
    private func chooseEntering<Symbols: Sequence<Symbol>>(
        among symbols: Symbols, in objective: ObjectiveRow, bland: Bool, mayEnter: (Symbol) -> Bool
    ) -> Entering? {
        var best: Symbol = -1
        var bestScore = 0.0
        for s in symbols {
            let k = kinds[Int(s)]
            if k == .dummy || !mayEnter(s) { continue }
            let c = objective.coefficient(of: s)
            let score = k == .external ? -Swift.abs(c) : c
            if best < 0 || (bland ? s < best : (score < bestScore || (score == bestScore && s < best))) {
                best = s
                bestScore = score
            }
        }
        guard best >= 0 else { return nil }
        let c = objective.coefficient(of: best)
        return Entering(symbol: best, direction: kinds[Int(best)] == .external && c > 0 ? -1 : 1)
    }

    /// The ratio test: the restricted basic symbol that reaches zero first as `e` moves
    /// (ties to the lowest symbol), with the step length; nil when nothing bounds the move.
    func chooseLeaving(for e: Entering) -> (Symbol, Double)? {
        var best: Symbol = -1
        var bestRatio = Double.infinity
        columns.forEachMember(of: e.symbol) { slot in
            let b = basicOf[Int(slot)]
            guard kinds[Int(b)].isRestricted else { return }
            let r = rows[Int(slot)]!
            let a = r.coefficient(of: e.symbol) * e.direction
            if a >= 0 { return }
            let ratio = Swift.max(0, r.constant) / -a
            if ratio < bestRatio || (ratio == bestRatio && b < best) {
                best = b
                bestRatio = ratio
            }
        }
        return best < 0 ? nil : (best, bestRatio)
    }

    /// The dual simplex: while a restricted basic symbol is negative, pivot it out for the
    /// non-basic symbol that keeps every level optimal (the lexicographically smallest ratio of
    /// reduced cost to coefficient). Rows are taken lowest symbol first, for determinism.
    ///
    /// False when a negative row has no symbol that could raise it (every non-dummy coefficient
    /// ≤ 0, no unrestricted symbol): that row proves the required constraints infeasible, and
    /// the tableau is left part-way (the caller rolls its journal back). Only a changed required
    /// constant can get there; optional changes always end feasible.
    mutating func dualOptimize() -> Bool { dualOptimizeToDeadEnd() == nil }

    /// `dualOptimize`, naming the row it stopped at: nil when every row is feasible again, else
    /// the basic symbol of the negative row that nothing can raise (its row, read before the
    /// caller rolls back, is the proof of infeasibility: ConstantChangeConflict.swift).
    mutating func dualOptimizeToDeadEnd() -> Symbol? {
        let tolerance = constantTolerance
        while let leaving = infeasible.popMin() {
            guard let row = row(leaving), row.constant < -tolerance else { continue }
            guard let entering = chooseDualEntering(row) else { return leaving }
            pivot(entering: entering, leaving: leaving)
        }
        return nil
    }

    /// The dual ratio test over `row`'s terms. The current best's quotients (its coefficient in
    /// each level over its coefficient in the row) are kept rather than looked up again at each
    /// comparison: the same divisions, so the same differences as computing both sides each time.
    private func chooseDualEntering(_ row: Row) -> Symbol? {
        let levelCount = levels.count
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: Swift.max(levelCount, 1)) { bestQuotients in
            var best: Symbol = -1
            for t in row.terms {
                let s = t.symbol
                let a = t.coefficient
                let k = kinds[Int(s)]
                if k == .dummy { continue }
                // An unrestricted symbol has zero reduced cost at the optimum and may move either way.
                if k == .external { return s }
                if a <= 0 { continue }
                if best < 0 || ratioLess(s, a, than: best, bestQuotients) {
                    best = s
                    for l in 0..<levelCount { bestQuotients[l] = levels[l].coefficient(of: s) / a }
                }
            }
            return best < 0 ? nil : best
        }
    }

    /// Whether `s` (coefficient `a` in the row) leaves the basis sooner than `t`, whose
    /// quotients per level are `tQuotients`: the first level where the two differ by more than
    /// the reduced-cost tolerance decides, then the lower symbol.
    private func ratioLess(_ s: Symbol, _ a: Double, than t: Symbol, _ tQuotients: UnsafeMutableBufferPointer<Double>) -> Bool {
        for l in 0..<levels.count {
            let d = levels[l].coefficient(of: s) / a - tQuotients[l]
            if Swift.abs(d) <= Tolerance.reducedCost { continue }
            return d < 0
        }
        return s < t
    }
}
