// Tests of the reference solver itself, on hand-computed cases, so that a bug in the reference
// is caught on its own and not mistaken for a bug in the solver.

import Testing

private func r(_ n: Int, _ d: Int = 1) -> Rational { try! Rational(Int64(n), Int64(d)) }

@Suite("ReferenceTests")
struct ReferenceTests {
    // MARK: Rational

    @Test func rationalArithmeticIsExactAndReduced() throws {
        #expect(r(2, 4) == r(1, 2))
        #expect(r(3, -6) == r(-1, 2))
        #expect(r(3, -6).denominator == 2 && r(3, -6).numerator == -1)
        #expect(try r(1, 2) + r(1, 3) == r(5, 6))
        #expect(try r(1, 6) + r(1, 3) == r(1, 2))
        #expect(try r(1, 2) - r(1, 2) == .zero)
        #expect(try r(2, 3) * r(9, 4) == r(3, 2))
        #expect(try r(2, 3) / r(-4, 9) == r(-3, 2))
        #expect(try r(-7) / r(7) == r(-1))
        #expect(r(1, 3) < r(1, 2))
        #expect(r(-1, 2) < r(-1, 3))
        #expect(!(r(1, 2) < r(1, 2)))
        #expect(r(5, 2).doubleValue == 2.5)
        #expect((-r(3, 4)).magnitude == r(3, 4))
        #expect("\(r(-3, 4))" == "-3/4" && "\(r(8, 4))" == "2")
    }

    @Test func rationalOverflowIsDetected() throws {
        let big = try Rational(Int64.max / 2 + 1, 1)
        #expect(throws: RationalOverflow.self) { try big + big }
        #expect(throws: RationalOverflow.self) { try big * r(3) }
        #expect(throws: RationalOverflow.self) { try r(1) / .zero }
        #expect(throws: RationalOverflow.self) { try Rational(Int64.min, 1) }
        // Large but representable results are fine, and comparisons never overflow.
        let a = try Rational(Int64.max - 1, 3), b = try Rational(Int64.max - 2, 3)
        #expect(b < a)
        #expect(try Rational(1, Int64.max) < Rational(1, Int64.max - 1))
        // 1/(2^40) + 1/(3^25): denominators multiply beyond 2^63.
        let p = try Rational(1, 1 << 40), q = try Rational(1, 847_288_609_443)
        #expect(throws: RationalOverflow.self) { try p + q }
    }

    // MARK: The simplex core

    @Test func linearProgramTextbookOptimum() throws {
        // max 3a + 5b s.t. a ≤ 4, 2b ≤ 12, 3a + 2b ≤ 18 → a = 2, b = 6, value 36.
        var lp = LinearProgram()
        lp.columnCount = 2
        lp.rows = [
            .init(coefficients: [0: r(1)], relation: .lessThanOrEqual, rhs: r(4)),
            .init(coefficients: [1: r(2)], relation: .lessThanOrEqual, rhs: r(12)),
            .init(coefficients: [0: r(3), 1: r(2)], relation: .lessThanOrEqual, rhs: r(18)),
        ]
        lp.objective = [0: r(-3), 1: r(-5)]
        guard case .optimal(let value, let point) = try lp.solve() else { Issue.record("not optimal"); return }
        #expect(value == r(-36))
        #expect(point == [r(2), r(6)])
    }

    @Test func linearProgramInfeasibleAndUnbounded() throws {
        var lp = LinearProgram()
        lp.columnCount = 1
        lp.rows = [.init(coefficients: [0: r(1)], relation: .lessThanOrEqual, rhs: r(-1))]  // y ≤ −1, y ≥ 0
        guard case .infeasible = try lp.solve() else { Issue.record("should be infeasible"); return }
        lp.rows = [.init(coefficients: [0: r(1)], relation: .greaterThanOrEqual, rhs: r(3))]
        lp.objective = [0: r(-1)]
        guard case .unbounded = try lp.solve() else { Issue.record("should be unbounded"); return }
        lp.objective = [0: r(1)]
        guard case .optimal(let v, _) = try lp.solve() else { Issue.record("should be optimal"); return }
        #expect(v == r(3))
    }

    @Test func linearProgramRedundantEqualityRows() throws {
        // a + b == 2 written three times (one scaled): the artificials cannot all leave; rows drop.
        var lp = LinearProgram()
        lp.columnCount = 2
        lp.rows = [
            .init(coefficients: [0: r(1), 1: r(1)], relation: .equal, rhs: r(2)),
            .init(coefficients: [0: r(2), 1: r(2)], relation: .equal, rhs: r(4)),
            .init(coefficients: [0: r(1), 1: r(1)], relation: .equal, rhs: r(2)),
        ]
        lp.objective = [0: r(1), 1: r(2)]
        guard case .optimal(let v, let p) = try lp.solve() else { Issue.record("not optimal"); return }
        #expect(v == r(2))
        #expect(p == [r(2), r(0)])
    }

    /// Beale's example, which cycles under Dantzig's rule with the usual tie-breaking:
    /// min −3/4 x4 + 150 x5 − 1/50 x6 + 6 x7 s.t.
    /// 1/4 x4 − 60 x5 − 1/25 x6 + 9 x7 ≤ 0, 1/2 x4 − 90 x5 − 1/50 x6 + 3 x7 ≤ 0, x6 ≤ 1.
    /// Optimum −1/20 at x4 = 1/25, x6 = 1.
    @Test func linearProgramBealeTerminates() throws {
        var lp = LinearProgram()
        lp.columnCount = 4
        lp.rows = [
            .init(coefficients: [0: r(1, 4), 1: r(-60), 2: r(-1, 25), 3: r(9)], relation: .lessThanOrEqual, rhs: .zero),
            .init(coefficients: [0: r(1, 2), 1: r(-90), 2: r(-1, 50), 3: r(3)], relation: .lessThanOrEqual, rhs: .zero),
            .init(coefficients: [2: r(1)], relation: .lessThanOrEqual, rhs: r(1)),
        ]
        lp.objective = [0: r(-3, 4), 1: r(150), 2: r(-1, 50), 3: r(6)]
        guard case .optimal(let v, let p) = try lp.solve() else { Issue.record("not optimal"); return }
        #expect(v == r(-1, 20))
        #expect(p == [r(1, 25), .zero, r(1), .zero])
    }

    /// Beale's LP written as constraints over free variables, its objective as an optional
    /// `f + 1 <= 0 @500`: the level error is 1 + (−1/20) = 19/20 and the optimum is unique.
    @Test func bealeAsConstraintsHasAUniqueOptimum() throws {
        let ref = ReferenceLP(variableCount: 4)
        var cs: [RefConstraint] = (0..<4).map { i in
            RefConstraint((0..<4).map { $0 == i ? r(1) : .zero }, .zero, .greaterThanOrEqual)
        }
        cs.append(RefConstraint([r(1, 4), r(-60), r(-1, 25), r(9)], .zero, .lessThanOrEqual))
        cs.append(RefConstraint([r(1, 2), r(-90), r(-1, 50), r(3)], .zero, .lessThanOrEqual))
        cs.append(RefConstraint([.zero, .zero, r(1), .zero], r(-1), .lessThanOrEqual))
        cs.append(RefConstraint([r(-3, 4), r(150), r(-1, 50), r(6)], r(1), .lessThanOrEqual, priority: 500))
        let opt = try #require(try ref.optimize(cs))
        #expect(opt.levels == [RefLevel(priority: 500, error: r(19, 20))])
        let expected = [r(1, 25), .zero, r(1), .zero]
        for i in 0..<4 {
            #expect(try opt.optimalRange(of: i) == RefRange(minimum: expected[i], maximum: expected[i]))
        }
    }

    // MARK: Feasibility

    @Test func feasibility() throws {
        let ref = ReferenceLP(variableCount: 2)
        // x ≥ 1 and x ≤ 0.
        #expect(try !ref.isFeasible([RefConstraint([1, 0], -1, .greaterThanOrEqual), RefConstraint([1, 0], 0, .lessThanOrEqual)]))
        // x ≥ 0 and x ≤ 0 (touching).
        #expect(try ref.isFeasible([RefConstraint([1, 0], 0, .greaterThanOrEqual), RefConstraint([1, 0], 0, .lessThanOrEqual)]))
        // Free variables may be negative: x ≤ −5.
        #expect(try ref.isFeasible([RefConstraint([1, 0], 5, .lessThanOrEqual)]))
        // x + y == 3, x − y == 1, x ≥ 3 → x = 2 contradicts.
        let xy = [RefConstraint([1, 1], -3, .equal), RefConstraint([1, -1], -1, .equal)]
        #expect(try ref.isFeasible(xy))
        #expect(try !ref.isFeasible(xy + [RefConstraint([1, 0], -3, .greaterThanOrEqual)]))
        #expect(try ref.isFeasible(xy + [RefConstraint([1, 0], -2, .greaterThanOrEqual)]))
        // Constant-only constraints.
        #expect(try !ref.isFeasible([RefConstraint([0, 0], 5, .equal)]))
        #expect(try ref.isFeasible([RefConstraint([0, 0], -1, .lessThanOrEqual)]))
        #expect(try !ref.isFeasible([RefConstraint([0, 0], -1, .greaterThanOrEqual)]))
        #expect(try ref.isFeasible([]))
        // Three pairwise-compatible constraints that fail together: x ≥ y + 1, y ≥ z + 1, z ≥ x + 1
        // (needs three variables).
        let ref3 = ReferenceLP(variableCount: 3)
        let cyc = [
            RefConstraint([1, -1, 0], -1, .greaterThanOrEqual),
            RefConstraint([0, 1, -1], -1, .greaterThanOrEqual),
            RefConstraint([-1, 0, 1], -1, .greaterThanOrEqual),
        ]
        #expect(try !ref3.isFeasible(cyc))
        for i in 0..<3 {
            var rest = cyc
            rest.remove(at: i)
            #expect(try ref3.isFeasible(rest))
        }
        // Optional constraints are treated as required by isFeasible.
        #expect(try !ref.isFeasible([RefConstraint([1, 0], -1, .greaterThanOrEqual), RefConstraint([1, 0], 0, .lessThanOrEqual, priority: 1)]))
    }

    // MARK: Ranges

    @Test func ranges() throws {
        let ref = ReferenceLP(variableCount: 2)
        #expect(try ref.range(of: 0, under: [RefConstraint([1, 0], -2, .greaterThanOrEqual), RefConstraint([1, 0], -5, .lessThanOrEqual)])
            == RefRange(minimum: r(2), maximum: r(5)))
        #expect(try ref.range(of: 0, under: []) == RefRange(minimum: nil, maximum: nil))
        // x + y == 10, y ≥ 0 → x ≤ 10, unbounded below; y ≥ 0 unbounded above.
        let s = [RefConstraint([1, 1], -10, .equal), RefConstraint([0, 1], 0, .greaterThanOrEqual)]
        #expect(try ref.range(of: 0, under: s) == RefRange(minimum: nil, maximum: r(10)))
        #expect(try ref.range(of: 1, under: s) == RefRange(minimum: r(0), maximum: nil))
        // 2x == 1 → x = 1/2 exactly.
        #expect(try ref.range(of: 0, under: [RefConstraint([2, 0], -1, .equal)]) == RefRange(minimum: r(1, 2), maximum: r(1, 2)))
        // 3x + y ≤ 6, x − y ≥ 0 (y ≤ x) → 4x ≥ 3x + y... y unbounded below, x ≤ ?: 3x + y ≤ 6 with
        // y ≤ x gives nothing on x from above (y → −∞), so x is unbounded both ways; y ≤ x and
        // y ≤ 6 − 3x → y ≤ 3/2 (at x = 3/2).
        let t = [RefConstraint([3, 1], -6, .lessThanOrEqual), RefConstraint([1, -1], 0, .greaterThanOrEqual)]
        #expect(try ref.range(of: 0, under: t) == RefRange(minimum: nil, maximum: nil))
        #expect(try ref.range(of: 1, under: t) == RefRange(minimum: nil, maximum: r(3, 2)))
        // Infeasible → nil.
        #expect(try ref.range(of: 0, under: [RefConstraint([0, 0], 1, .equal)]) == nil)
    }

    // MARK: Lexicographic optimisation

    @Test func lexicographicTwoLevels() throws {
        let ref = ReferenceLP(variableCount: 1)
        // x == 10 @750, x == 20 @500 → x = 10, errors 0 and 10.
        let opt = try #require(try ref.optimize([
            RefConstraint([1], -10, .equal, priority: 750),
            RefConstraint([1], -20, .equal, priority: 500),
        ]))
        #expect(opt.levels == [RefLevel(priority: 750, error: .zero), RefLevel(priority: 500, error: r(10))])
        #expect(opt.solution == [r(10)])
        #expect(try opt.optimalRange(of: 0) == RefRange(minimum: r(10), maximum: r(10)))
    }

    @Test func lexicographicIsStrict() throws {
        // x ≤ 0 @750 against ten x ≥ 10 @749: the @750 wins fully; level 749 error 100.
        let ref = ReferenceLP(variableCount: 1)
        let cs = [RefConstraint([1], 0, .lessThanOrEqual, priority: 750)]
            + Array(repeating: RefConstraint([1], -10, .greaterThanOrEqual, priority: 749), count: 10)
        let opt = try #require(try ref.optimize(cs))
        #expect(opt.levels == [RefLevel(priority: 750, error: .zero), RefLevel(priority: 749, error: r(100))])
        #expect(try opt.optimalRange(of: 0) == RefRange(minimum: r(0), maximum: r(0)))
    }

    @Test func errorsAddUpWithinALevel() throws {
        let ref = ReferenceLP(variableCount: 1)
        // |x| + |x − 10| + |x − 30| at one level: the median, x = 10, error 30.
        let three = try #require(try ref.optimize([
            RefConstraint([1], 0, .equal, priority: 500),
            RefConstraint([1], -10, .equal, priority: 500),
            RefConstraint([1], -30, .equal, priority: 500),
        ]))
        #expect(three.levels == [RefLevel(priority: 500, error: r(30))])
        #expect(try three.optimalRange(of: 0) == RefRange(minimum: r(10), maximum: r(10)))
        // |x| + |x − 10|: every x in [0, 10] is optimal, error 10.
        let two = try #require(try ref.optimize([
            RefConstraint([1], 0, .equal, priority: 500),
            RefConstraint([1], -10, .equal, priority: 500),
        ]))
        #expect(two.levels == [RefLevel(priority: 500, error: r(10))])
        #expect(try two.optimalRange(of: 0) == RefRange(minimum: r(0), maximum: r(10)))
    }

    @Test func errorIsMeasuredOnTheExpressionAsWritten() throws {
        let ref = ReferenceLP(variableCount: 1)
        // |2x − 10| + |x|: x = 5 costs 5, x = 0 costs 10 → 5 at x = 5 (no normalisation of 2x − 10).
        let opt = try #require(try ref.optimize([
            RefConstraint([2], -10, .equal, priority: 500),
            RefConstraint([1], 0, .equal, priority: 500),
        ]))
        #expect(opt.levels == [RefLevel(priority: 500, error: r(5))])
        #expect(opt.solution == [r(5)])
        // |3x − 1| alone: error 0 at x = 1/3.
        let third = try #require(try ref.optimize([RefConstraint([3], -1, .equal, priority: 1)]))
        #expect(third.levels == [RefLevel(priority: 1, error: .zero)])
        #expect(third.solution == [r(1, 3)])
    }

    @Test func inequalityErrors() throws {
        let ref = ReferenceLP(variableCount: 1)
        // x − 5 ≤ 0 @250 with x ≥ 8 required → error 3.
        let le = try #require(try ref.optimize([
            RefConstraint([1], -8, .greaterThanOrEqual),
            RefConstraint([1], -5, .lessThanOrEqual, priority: 250),
        ]))
        #expect(le.levels == [RefLevel(priority: 250, error: r(3))])
        // x ≥ 3 @1 with x ≤ 1 required → error 2; x ≥ 0 @1 holds → level error still 2.
        let ge = try #require(try ref.optimize([
            RefConstraint([1], -1, .lessThanOrEqual),
            RefConstraint([1], -3, .greaterThanOrEqual, priority: 1),
            RefConstraint([1], 0, .greaterThanOrEqual, priority: 1),
        ]))
        #expect(ge.levels == [RefLevel(priority: 1, error: r(2))])
        #expect(try ge.optimalRange(of: 0) == RefRange(minimum: r(1), maximum: r(1)))
        // An inequality that holds has no error, and the optimum set is a half-line.
        let free = try #require(try ref.optimize([RefConstraint([2], -3, .greaterThanOrEqual, priority: 100)]))
        #expect(free.levels == [RefLevel(priority: 100, error: .zero)])
        #expect(try free.optimalRange(of: 0) == RefRange(minimum: r(3, 2), maximum: nil))
    }

    @Test func optimalRangesAndUnconstrainedVariables() throws {
        let ref = ReferenceLP(variableCount: 3)
        // x + y == 10 @500; x == 4 @250; z free.
        let opt = try #require(try ref.optimize([
            RefConstraint([1, 1, 0], -10, .equal, priority: 500),
            RefConstraint([1, 0, 0], -4, .equal, priority: 250),
        ]))
        #expect(opt.levels == [RefLevel(priority: 500, error: .zero), RefLevel(priority: 250, error: .zero)])
        #expect(try opt.optimalRange(of: 0) == RefRange(minimum: r(4), maximum: r(4)))
        #expect(try opt.optimalRange(of: 1) == RefRange(minimum: r(6), maximum: r(6)))
        #expect(try opt.optimalRange(of: 2) == RefRange(minimum: nil, maximum: nil))
        // Required infeasible → nil.
        #expect(try ref.optimize([RefConstraint([0, 0, 0], 1, .equal)]) == nil)
        // No optional constraints → no levels.
        let none = try #require(try ref.optimize([RefConstraint([1, 0, 0], 0, .equal)]))
        #expect(none.levels.isEmpty)
        #expect(try none.optimalRange(of: 1) == RefRange(minimum: nil, maximum: nil))
    }

    @Test func lowerLevelCannotBuyHigherLevel() throws {
        // Two variables: x + y ≤ 10 required; x == 10 @500 and y == 10 @500 share a level (error
        // 10 in total, split any way); y == 10 @400 then picks y = 10 at level 400 — but the
        // level-500 sum stays 10.
        let ref = ReferenceLP(variableCount: 2)
        let opt = try #require(try ref.optimize([
            RefConstraint([1, 1], -10, .lessThanOrEqual),
            RefConstraint([1, 0], -10, .equal, priority: 500),
            RefConstraint([0, 1], -10, .equal, priority: 500),
            RefConstraint([0, 1], -10, .equal, priority: 400),
        ]))
        #expect(opt.levels == [RefLevel(priority: 500, error: r(10)), RefLevel(priority: 400, error: .zero)])
        #expect(opt.solution == [r(0), r(10)])
        #expect(try opt.optimalRange(of: 0) == RefRange(minimum: r(0), maximum: r(0)))
    }
}

@Suite("ReferenceTestsApproximation")
struct ReferenceTestsApproximation {
    @Test func approximatingDoubles() {
        #expect(Rational.approximating(40.0 / 3) == (try! Rational(40, 3)))
        #expect(Rational.approximating(-2.5) == (try! Rational(-5, 2)))
        #expect(Rational.approximating(7) == Rational(7))
        #expect(Rational.approximating(0) == .zero)
        #expect(Rational.approximating(-0.04) == (try! Rational(-1, 25)))
        #expect(Rational.approximating(.pi, maxDenominator: 1000) == nil)
        #expect(Rational.approximating(.nan) == nil)
    }
}
