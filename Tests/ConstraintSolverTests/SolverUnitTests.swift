// Hand-computed cases with exact expected numbers.

import ConstraintSolver
import Testing

private func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(b))
}

private func determined(_ a: Ambiguity, _ value: Double) -> Bool {
    if case .determined(let x) = a { return near(x, value) }
    return false
}

/// Adds `c`, expecting `.unsatisfiable` with exactly `expected` (by identity, in order), and the
/// solver unchanged; also `conflict(ifAdding:)` must give the same set first.
private func expectConflict(
    _ s: Solver, adding c: Constraint, is expected: [Constraint],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let before = s.solution()
    let list = s.constraints
    do throws(SolverError) {
        let probe = try s.conflict(ifAdding: c)
        #expect(probe == Conflict(constraints: expected), "conflict(ifAdding:) = \(probe.map { "\($0.constraints)" } ?? "nil")", sourceLocation: sourceLocation)
    } catch {
        Issue.record("conflict(ifAdding:) threw \(error)", sourceLocation: sourceLocation)
    }
    do throws(SolverError) {
        try s.add(c)
        Issue.record("add did not throw", sourceLocation: sourceLocation)
    } catch {
        #expect(error == .unsatisfiable(Conflict(constraints: expected)), "threw \(error)", sourceLocation: sourceLocation)
    }
    #expect(s.solution() == before, "solution changed", sourceLocation: sourceLocation)
    #expect(s.constraints.count == list.count && zip(s.constraints, list).allSatisfy { $0 === $1 }, sourceLocation: sourceLocation)
    #expect(!s.contains(c), sourceLocation: sourceLocation)
}

@Suite("SolverUnitTests")
struct SolverUnitTests {
    @Test func freshVariablesAreZero() {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b")
        #expect(s.variableCount == 2)
        #expect(a.id == 0 && b.id == 1)
        #expect(s.name(of: b) == "b")
        #expect(s.value(of: a) == 0 && s.value(of: b) == 0)
        #expect(s.solution() == Solution(values: [0, 0]))
        #expect(s.levelErrors().isEmpty)
        #expect(s.constraints.isEmpty)
    }

    @Test func twoWidthsConflict() throws {
        let s = Solver()
        let w = s.makeVariable("w")
        let atLeast = Constraint(w, .greaterThanOrEqual, 100)
        let atMost = Constraint(w, .lessThanOrEqual, 50)
        try s.add(atLeast)
        expectConflict(s, adding: atMost, is: [atLeast, atMost])
        // Still exactly valid: an optional pull is honoured as far as w ≥ 100 lets it.
        try s.add(Constraint(w, .equal, 75, priority: 500))
        #expect(near(s.value(of: w), 100))
        #expect(s.levelErrors().count == 1)
        #expect(s.levelErrors().first?.priority == 500 && near(s.levelErrors().first!.error, 25))
    }

    /// kiwi issue 52: a rejected constraint must leave nothing behind.
    @Test func rejectedConstraintLeavesNothingBehind() throws {
        let s = Solver()
        let w = s.makeVariable("w")
        let floor = Constraint(w, .greaterThanOrEqual, 20)
        try s.add(floor)
        try s.add(Constraint(w, .equal, 88.8, priority: 250))
        #expect(near(s.value(of: w), 88.8))
        let ceiling = Constraint(w, .lessThanOrEqual, 10)
        expectConflict(s, adding: ceiling, is: [floor, ceiling])
        #expect(near(s.value(of: w), 88.8))
        try s.add(Constraint(w, .greaterThanOrEqual, 30, priority: 750))
        #expect(near(s.value(of: w), 88.8))
    }

    @Test func strictPriorities() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 100, priority: 750))
        for _ in 0..<10 { try s.add(Constraint(x, .equal, 0, priority: 749)) }
        #expect(near(s.value(of: x), 100))
        let levels = s.levelErrors()
        #expect(levels.map(\.priority) == [750, 749])
        #expect(levels.count == 2 && near(levels[0].error, 0) && near(levels[1].error, 1000))
        #expect(try determined(s.ambiguity(of: x), 100))
        // And with a thousand weaker ones at many levels, still 100.
        for p in 1...40 { try s.add(Constraint(x, .lessThanOrEqual, -5, priority: Priority(Double(p)))) }
        #expect(near(s.value(of: x), 100))
    }

    @Test func errorsAddUpWithinALevel() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 0, priority: 500))
        try s.add(Constraint(x, .equal, 10, priority: 500))
        try s.add(Constraint(x, .equal, 30, priority: 500))
        #expect(near(s.value(of: x), 10))
        #expect(s.levelErrors().count == 1 && near(s.levelErrors()[0].error, 30))
        // 2x − 10 == 0 measured as written: |2x − 10| + |x| + … at another level.
        let t = Solver()
        let y = t.makeVariable("y")
        try t.add(Constraint(2 * y - 10, .equal, priority: 300))
        try t.add(Constraint(y, .equal, 0, priority: 300))
        #expect(near(t.value(of: y), 5))
        #expect(near(t.levelErrors()[0].error, 5))
    }

    @Test func billionMagnitudes() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y"), z = s.makeVariable("z")
        let c1 = Constraint(x, .equal, 1e9)
        let c2 = Constraint(y, .equal, x + 1e9)
        let c3 = Constraint(y, .lessThanOrEqual, 3e9)
        try s.add(c1)
        try s.add(c2)
        try s.add(c3)
        #expect(near(s.value(of: x), 1e9) && near(s.value(of: y), 2e9))
        try s.add(Constraint(z, .equal, x + 0.25))
        #expect(abs(s.value(of: z) - (1e9 + 0.25)) <= 1e-5)
        let c4 = Constraint(y, .greaterThanOrEqual, 2.5e9)
        expectConflict(s, adding: c4, is: [c1, c2, c4])
        try s.add(Constraint(y, .equal, 2.9e9, priority: 500))
        #expect(near(s.value(of: y), 2e9))
        #expect(near(s.levelErrors()[0].error, 0.9e9))
        let r = try s.range(of: y)
        #expect(near(r.minimum ?? .nan, 2e9) && near(r.maximum ?? .nan, 2e9), "range(of: y) = \(r)")
    }

    /// Beale's LP (cycles under Dantzig's rule with the textbook tie-break), objective as an
    /// optional `f + 1 <= 0`: level error 19/20 at x4 = 1/25, x6 = 1, x5 = x7 = 0 (unique).
    @Test func bealeTerminatesWithTheRightAnswer() throws {
        let s = Solver()
        let x4 = s.makeVariable("x4"), x5 = s.makeVariable("x5"), x6 = s.makeVariable("x6"), x7 = s.makeVariable("x7")
        for v in [x4, x5, x6, x7] { try s.add(Constraint(v, .greaterThanOrEqual, 0)) }
        try s.add(Constraint(0.25 * x4 - 60 * x5 - (1.0 / 25) * x6 + 9 * x7, .lessThanOrEqual, 0))
        try s.add(Constraint(0.5 * x4 - 90 * x5 - (1.0 / 50) * x6 + 3 * x7, .lessThanOrEqual, 0))
        try s.add(Constraint(x6, .lessThanOrEqual, 1))
        try s.add(Constraint(-0.75 * x4 + 150 * x5 - (1.0 / 50) * x6 + 6 * x7 + 1, .lessThanOrEqual, 0, priority: 500))
        #expect(near(s.levelErrors()[0].error, 0.95, 1e-9))
        #expect(near(s.value(of: x4), 0.04, 1e-9))
        #expect(abs(s.value(of: x5)) < 1e-9)
        #expect(near(s.value(of: x6), 1, 1e-9))
        #expect(abs(s.value(of: x7)) < 1e-9)
        for v in [x4, x5, x6, x7] { #expect(try !s.ambiguity(of: v).isAmbiguous) }
    }

    /// Fifteen redundant constraints `a·x + b·y ≥ 0` through the origin (a maximally degenerate
    /// vertex), with optional pulls away from it.
    @Test func manyConstraintsThroughOneVertex() throws {
        for reversed in [false, true] {
            let s = Solver()
            let x = s.makeVariable("x"), y = s.makeVariable("y")
            var cone: [Constraint] = []
            for a in 0...3 { for b in 0...3 where a + b > 0 { cone.append(Constraint(Double(a) * x + Double(b) * y, .greaterThanOrEqual, 0)) } }
            let pulls = [Constraint(x + y, .equal, -10, priority: 750), Constraint(x - y, .equal, 4, priority: 500)]
            for c in reversed ? (pulls + cone.reversed()) : (cone + pulls) { try s.add(c) }
            #expect(abs(s.value(of: x)) < 1e-9 && abs(s.value(of: y)) < 1e-9)
            let levels = s.levelErrors()
            #expect(levels.map(\.priority) == [750, 500])
            #expect(levels.count == 2 && near(levels[0].error, 10) && near(levels[1].error, 4))
            #expect(try determined(s.ambiguity(of: x), 0))
            // A degenerate closing of the cone, then a conflict through the vertex.
            try s.add(Constraint(x + y, .lessThanOrEqual, 0))
            let push = Constraint(x, .greaterThanOrEqual, 1)
            do throws(SolverError) {
                try s.add(push)
                Issue.record("x ≥ 1 accepted")
            } catch {
                guard case .unsatisfiable(let conflict) = error else { Issue.record("threw \(error)"); continue }
                #expect(conflict.constraints.count == 3)
                #expect(conflict.constraints.last === push)
            }
            #expect(abs(s.value(of: x)) < 1e-9 && abs(s.value(of: y)) < 1e-9)
        }
    }

    /// Ten widths chained by equalities, w0 ≥ 20, then w9 ≤ 10: the whole chain is the conflict
    /// (it is irreducible).
    @Test func chainConflictIsTheWholeChain() throws {
        let s = Solver()
        let w = (0..<10).map { s.makeVariable("w\($0)") }
        var chain: [Constraint] = []
        for i in 0..<9 {
            let c = Constraint(w[i], .equal, w[i + 1])
            try s.add(c)
            chain.append(c)
        }
        let floor = Constraint(w[0], .greaterThanOrEqual, 20)
        try s.add(floor)
        let ceiling = Constraint(w[9], .lessThanOrEqual, 10)
        expectConflict(s, adding: ceiling, is: chain + [floor, ceiling])
        for v in w { #expect(try s.range(of: v) == ValueRange(minimum: 20, maximum: nil)) }
    }

    /// The same chain with w5 ≥ 20 as well, then w5 ≤ 10: the conflict is just those two
    /// (smallest and most local), not the chain.
    @Test func chainConflictIsLocalWhenItCanBe() throws {
        let s = Solver()
        let w = (0..<10).map { s.makeVariable("w\($0)") }
        for i in 0..<9 { try s.add(Constraint(w[i], .equal, w[i + 1])) }
        try s.add(Constraint(w[0], .greaterThanOrEqual, 20))
        let local = Constraint(w[5], .greaterThanOrEqual, 20)
        try s.add(local)
        let ceiling = Constraint(w[5], .lessThanOrEqual, 10)
        expectConflict(s, adding: ceiling, is: [local, ceiling])
    }

    @Test func constantOnlyConstraints() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 3))
        let impossible = Constraint(LinearExpression(constant: 5), .equal)
        expectConflict(s, adding: impossible, is: [impossible])
        let alsoImpossible = Constraint(LinearExpression(constant: 5), .lessThanOrEqual)
        expectConflict(s, adding: alsoImpossible, is: [alsoImpossible])
        let fine = Constraint(LinearExpression(constant: -5), .lessThanOrEqual)
        try s.add(fine)
        // Terms that cancel leave a constant: x − x + 1 == 0.
        let cancelled = Constraint(LinearExpression([Term(x), Term(x, -1)], constant: 1), .equal)
        expectConflict(s, adding: cancelled, is: [cancelled])
        // An optional constant constraint just costs its error.
        try s.add(Constraint(LinearExpression(constant: 7), .equal, priority: 100))
        #expect(s.levelErrors().map(\.priority) == [100] && near(s.levelErrors()[0].error, 7))
        #expect(near(s.value(of: x), 3))
    }

    @Test func repeatedVariablesAreMerged() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(Constraint(LinearExpression([Term(x), Term(x), Term(x, -2), Term(y)], constant: -3), .equal))
        #expect(near(s.value(of: y), 3))
        #expect(try s.range(of: x) == ValueRange(minimum: nil, maximum: nil))
        #expect(try s.ambiguity(of: x).isAmbiguous)
    }

    @Test func editVariableActsLikeAnOptionalEquality() throws {
        let s = Solver()
        let width = s.makeVariable("root.width"), inner = s.makeVariable("inner.width")
        try s.add(Constraint(inner, .equal, width - 16))
        try s.add(Constraint(inner, .greaterThanOrEqual, 400))
        try s.addEditVariable(width, priority: 999)
        try s.suggestValue(width, 320)
        #expect(near(s.value(of: width), 416))
        #expect(s.levelErrors().count == 1 && s.levelErrors()[0].priority == 999 && near(s.levelErrors()[0].error, 96))
        try s.suggestValue(width, 600)
        #expect(near(s.value(of: width), 600) && near(s.value(of: inner), 584))
        #expect(try determined(s.ambiguity(of: inner), 584))
        try s.removeEditVariable(width)
        #expect(s.levelErrors().isEmpty)
        #expect(try s.range(of: width) == ValueRange(minimum: 416, maximum: nil))
    }

    @Test func removalRestoresTheWeakerAnswer() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 5, priority: 500))
        let pin = Constraint(x, .equal, 10)
        try s.add(pin)
        #expect(near(s.value(of: x), 10))
        try s.remove(pin)
        #expect(near(s.value(of: x), 5))
        #expect(s.levelErrors().map(\.priority) == [500] && near(s.levelErrors()[0].error, 0))
    }

    @Test func ambiguityWitness() throws {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b"), c = s.makeVariable("c")
        try s.add(Constraint(a + b, .equal, 100))
        try s.add(Constraint(a, .greaterThanOrEqual, 10))
        try s.add(Constraint(b, .greaterThanOrEqual, 20))
        try s.add(Constraint(c, .equal, 7, priority: 250))
        guard case .ambiguous(let w) = try s.ambiguity(of: a) else { Issue.record("a should be ambiguous"); return }
        #expect(w.freeVariables == [a, b])
        #expect(near(w.optimalRange.minimum ?? .nan, 10) && near(w.optimalRange.maximum ?? .nan, 80), "\(w.optimalRange)")
        #expect(w.first[a] != w.second[a])
        #expect(near(w.first[a] + w.first[b], 100) && near(w.second[a] + w.second[b], 100))
        #expect(near(w.first[c], 7) && near(w.second[c], 7))
        #expect(try determined(s.ambiguity(of: c), 7))
        #expect(near(s.value(of: c), 7))
    }
}
