import Testing
@testable import ConstraintSolver

/// Hand-computed scenarios with exact answers, one concept each.
@Suite struct SolverBasicsTests {
    @Test func requiredEqualitiesChain() throws {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b")
        try s.add(Constraint(a, .equal, 10))
        try s.add(Constraint(b, .equal, a + 5))
        #expect(s.value(of: a) == 10)
        #expect(s.value(of: b) == 15)
    }

    @Test func optionalLosesToRequired() throws {
        let s = Solver()
        let w = s.makeVariable("w")
        try s.add(Constraint(w, .lessThanOrEqual, 50))
        try s.add(Constraint(w, .equal, 100, priority: 500))
        #expect(s.value(of: w) == 50)
        #expect(s.levelErrors() == [LevelError(priority: 500, error: 50)])
    }

    @Test func strictPriorityBeatsManyLowerOnes() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 0, priority: 750))
        for _ in 0..<10 { try s.add(Constraint(x, .equal, 100, priority: 749)) }
        #expect(s.value(of: x) == 0)
    }

    @Test func conflictIsTheTwoConstraints() throws {
        let s = Solver()
        let w = s.makeVariable("w")
        let atLeast = Constraint(w, .greaterThanOrEqual, 100)
        try s.add(atLeast)
        let before = s.solution()
        let atMost = Constraint(w, .lessThanOrEqual, 50)
        #expect(throws: SolverError.unsatisfiable(Conflict(constraints: [atLeast, atMost]))) { try s.add(atMost) }
        #expect(s.solution() == before)
        #expect(s.constraints.count == 1)
    }

    @Test func editVariableResizes() throws {
        let s = Solver()
        let width = s.makeVariable("root.width"), a = s.makeVariable("a")
        try s.add(Constraint(a, .equal, width - 40))
        try s.add(Constraint(a, .greaterThanOrEqual, 20))
        try s.addEditVariable(width, priority: 999)
        try s.suggestValue(width, 300)
        #expect(s.value(of: a) == 260)
        try s.suggestValue(width, 10)
        #expect(s.value(of: width) == 60)
        #expect(s.value(of: a) == 20)
        try s.suggestValue(width, 500)
        #expect(s.value(of: a) == 460)
    }

    @Test func ambiguityAndRange() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(Constraint(x + y, .equal, 100))
        try s.add(Constraint(x, .greaterThanOrEqual, 10))
        try s.add(Constraint(y, .greaterThanOrEqual, 20))
        #expect(try s.range(of: x) == ValueRange(minimum: 10, maximum: 80))
        guard case .ambiguous(let w) = try s.ambiguity(of: x) else {
            Issue.record("x should be ambiguous")
            return
        }
        #expect(w.optimalRange == ValueRange(minimum: 10, maximum: 80))
        #expect(w.freeVariables == [x, y])
        #expect(try s.isAmbiguous(x))
        try s.add(Constraint(x, .equal, 30, priority: 250))
        #expect(try s.ambiguity(of: x) == .determined(30))
        #expect(try s.ambiguity(of: y) == .determined(70))
        #expect(try s.isAmbiguous(y) == false)
    }

    @Test func unboundedRange() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .greaterThanOrEqual, 5))
        #expect(try s.range(of: x) == ValueRange(minimum: 5, maximum: nil))
        #expect(try s.ambiguity(of: x).isAmbiguous)
    }

    @Test func removingADefinitionFreesItsVariable() throws {
        let s = Solver()
        let rootWidth = s.makeVariable("root.width"), w = s.makeVariable("w")
        let fix = Constraint(rootWidth, .equal, 1000)
        try s.add(fix)
        try s.add(Constraint(w, .lessThanOrEqual, rootWidth - 40))
        try s.add(Constraint(w, .equal, 2000, priority: 500))
        #expect(s.value(of: w) == 960)
        try s.addEditVariable(rootWidth, priority: 999)
        try s.remove(fix)
        try s.suggestValue(rootWidth, 400)
        #expect(s.value(of: w) == 360)
        #expect(s.value(of: rootWidth) == 400)
    }
}

@Suite struct WouldHoldTests {
    /// `wouldHold` agrees with `conflict(ifAdding:)` and changes nothing.
    @Test func agreesWithConflictQuery() throws {
        let s = Solver()
        let w = s.makeVariable("w")
        try s.add(Constraint(w, .greaterThanOrEqual, 100))
        let before = s.solution()
        let bad = Constraint(w, .lessThanOrEqual, 50)
        let good = Constraint(w, .lessThanOrEqual, 150)
        #expect(try s.wouldHold(bad) == false)
        #expect(try s.conflict(ifAdding: bad) != nil)
        #expect(try s.wouldHold(good) == true)
        #expect(try s.conflict(ifAdding: good) == nil)
        #expect(s.solution() == before)
        #expect(s.constraints.count == 1)
    }
}
