// Minimal cases found by the property tests (SolverPropertyTests), kept as regression tests.
// Each names the seed that found it.

import ConstraintSolver
import Testing

@Suite("SolverRegressionTests")
struct SolverRegressionTests {
    /// Found by phased seed 2444231451 and interleaved seed 2712666642 (and, once the generator
    /// made scaled copies, ~1% of all cases), shrunk: two required equalities that say the same
    /// thing; removing the FIRST must leave the second in force. The solver forgets it: x goes
    /// back to 0 and is free (range −∞…+∞). Removing the second instead works. The same with
    /// scaled copies (`3x − 14 == 0`, `6x − 28 == 0`) and negated ones (`x − y − 16 == 0`,
    /// `−x + y + 16 == 0`).
    @Test func removingOneOfTwoIdenticalEqualitiesKeepsTheOther() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let first = Constraint(x, .equal, 20)
        let second = Constraint(x, .equal, 20)
        try s.add(first)
        try s.add(second)
        try s.remove(first)
        #expect(s.contains(second))
        #expect(abs(s.value(of: x) - 20) < 1e-9, "x == 20 is still required, got \(s.value(of: x))")
        #expect(try s.range(of: x) == ValueRange(minimum: 20, maximum: 20))
    }

    /// The same, with an optional pull on x showing it: x follows x == 5 @500.
    @Test func removingOneOfTwoIdenticalEqualitiesWithAPull() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let first = Constraint(x, .equal, 0)
        let second = Constraint(x, .equal, 0)
        try s.add(first)
        try s.add(second)
        try s.add(Constraint(x, .equal, 5, priority: 500))
        try s.remove(first)
        #expect(abs(s.value(of: x)) < 1e-9, "x == 0 is still required, got \(s.value(of: x))")
        #expect(s.levelErrors().map(\.error) == [5])
    }

    /// The same with two variables and a scaled copy: x == y, 2x == 2y; removing x == y leaves
    /// x and y unrelated.
    @Test func removingOneOfTwoDependentEqualitiesKeepsTheOther() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let first = Constraint(x, .equal, y)
        try s.add(first)
        try s.add(Constraint(2 * x, .equal, 2 * y))
        try s.add(Constraint(x, .equal, 5, priority: 500))
        try s.remove(first)
        #expect(abs(s.value(of: x) - s.value(of: y)) < 1e-9, "x == y is still required: \(s.solution().values)")
    }

    /// The same bug, more generally: a required equality that is redundant when added (implied
    /// by earlier required equalities) is lost when one of those is removed. x == y, y == z,
    /// x == z; removing x == y must leave x == y == z (y == z and x == z still say so).
    @Test func removingAnEqualityKeepsARedundantOneThatDependedOnIt() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y"), z = s.makeVariable("z")
        let xy = Constraint(x, .equal, y)
        try s.add(xy)
        try s.add(Constraint(y, .equal, z))
        try s.add(Constraint(x, .equal, z))
        try s.add(Constraint(x, .equal, 5, priority: 500))
        try s.add(Constraint(z, .equal, 0, priority: 400))
        try s.remove(xy)
        let v = s.solution().values
        #expect(abs(v[0] - v[1]) < 1e-9 && abs(v[1] - v[2]) < 1e-9, "x == y == z is still required: \(v)")
        #expect(s.levelErrors().map(\.error) == [0, 5])
    }

    /// x + y == 10, x − y == 0, then x == 5 (redundant); removing x + y == 10 must leave x = y = 5.
    /// The solver gives (7, 7), following x == 7 @500, and afterwards accepts x == 4.
    @Test func removingAnEqualityKeepsALaterRedundantOne() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let sum = Constraint(x + y, .equal, 10)
        try s.add(sum)
        try s.add(Constraint(x - y, .equal, 0))
        let five = Constraint(x, .equal, 5)
        try s.add(five)
        try s.add(Constraint(x, .equal, 7, priority: 500))
        try s.remove(sum)
        #expect(abs(s.value(of: x) - 5) < 1e-9 && abs(s.value(of: y) - 5) < 1e-9, "\(s.solution().values)")
        let four = Constraint(x, .equal, 4)
        #expect(try s.conflict(ifAdding: four) == Conflict(constraints: [five, four]))
    }

    /// Interleaved seed 2712666642 as shrunk by the harness (`−x0 == 0` then `x0 == 0`, with an
    /// edit variable pulling through an optional constraint).
    @Test func removingANegatedCopyKeepsTheOther() throws {
        let s = Solver()
        let x0 = s.makeVariable("x0"), x1 = s.makeVariable("x1")
        let first = Constraint(-1.0 * x0, .equal, 0)
        try s.add(first)
        try s.addEditVariable(x1, priority: 1)
        try s.suggestValue(x1, 22)
        try s.add(Constraint(x1 + x0, .lessThanOrEqual, 0, priority: 1))
        try s.add(Constraint(x0, .equal, 0))
        try s.remove(first)
        #expect(abs(s.value(of: x0)) < 1e-9, "x0 == 0 is still required, got \(s.value(of: x0))")
        let levels = s.levelErrors()
        #expect(levels.map(\.priority) == [1] && abs((levels.first?.error ?? 0) - 22) < 1e-9, "\(levels)")
    }

    /// Smallest-conflict seed 2445279397 (shrunk): x0 ≤ 14 is already there, so adding x0 ≥ 19
    /// conflicts with it alone — {x0 ≤ 14, x0 ≥ 19}, two constraints on the same variable —
    /// but the solver reports {x1 ≥ x0, x1 == 0, x0 ≥ 19}, a three-constraint set reaching
    /// through x1 (irreducible, but not the smallest, nor the most local).
    @Test func conflictPrefersTheSmallestLocalSet() throws {
        let s = Solver()
        let x0 = s.makeVariable("x0"), x1 = s.makeVariable("x1")
        try s.add(Constraint(x1 - x0, .greaterThanOrEqual, 0))
        try s.add(Constraint(x0, .greaterThanOrEqual, 0))
        let ceiling = Constraint(x0 - 14, .lessThanOrEqual, 0)
        try s.add(ceiling)
        try s.add(Constraint(-1.0 * x1, .equal, 0))
        let floor = Constraint(x0 - 19, .greaterThanOrEqual, 0)
        #expect(try s.conflict(ifAdding: floor) == Conflict(constraints: [ceiling, floor]))
        do throws(SolverError) {
            try s.add(floor)
            Issue.record("x0 ≥ 19 accepted")
        } catch {
            #expect(error == .unsatisfiable(Conflict(constraints: [ceiling, floor])), "\(error)")
        }
    }
}
