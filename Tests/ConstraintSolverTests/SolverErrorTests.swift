// Every error the solver throws, each carrying its culprit, and each leaving the solver's
// solution and constraint list exactly as they were.

import ConstraintSolver
import Testing

@Suite("SolverErrorTests")
struct SolverErrorTests {
    /// A solver with a non-trivial solution: x ≥ 10, x + y == 30 @500, y == 5 @250.
    private func fixture() throws -> (Solver, Variable, Variable) {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(Constraint(x, .greaterThanOrEqual, 10))
        try s.add(Constraint(x + y, .equal, 30, priority: 500))
        try s.add(Constraint(y, .equal, 5, priority: 250))
        return (s, x, y)
    }

    /// Runs `body`, expects it to throw an error matching `matches`, and the solver to be unchanged.
    private func expectFailure(
        _ s: Solver, _ what: String, _ matches: (SolverError) -> Bool,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ body: () throws(SolverError) -> Void
    ) {
        let before = s.solution()
        let list = s.constraints
        let levels = s.levelErrors()
        do throws(SolverError) {
            try body()
            Issue.record("\(what): did not throw", sourceLocation: sourceLocation)
        } catch {
            #expect(matches(error), "\(what): threw \(error)", sourceLocation: sourceLocation)
        }
        #expect(s.solution() == before, "\(what): solution changed", sourceLocation: sourceLocation)
        let now = s.constraints
        #expect(now.count == list.count && zip(now, list).allSatisfy { $0 === $1 },
                "\(what): constraint list changed", sourceLocation: sourceLocation)
        #expect(s.levelErrors() == levels, "\(what): level errors changed", sourceLocation: sourceLocation)
    }

    private func isNaNError(_ e: SolverError) -> Bool {
        if case .nonFiniteNumber(let v) = e { return v.isNaN }
        return false
    }

    @Test func nonFiniteNumbers() throws {
        let (s, x, y) = try fixture()
        #expect(abs(s.value(of: x) - 25) < 1e-9 && abs(s.value(of: y) - 5) < 1e-9)
        let nanCoefficient = Constraint(LinearExpression([Term(x, 1), Term(y, .nan)], constant: 3), .equal)
        expectFailure(s, "NaN coefficient", isNaNError) { () throws(SolverError) in try s.add(nanCoefficient) }
        let nanConstant = Constraint(LinearExpression([Term(x)], constant: .nan), .lessThanOrEqual, priority: 500)
        expectFailure(s, "NaN constant", isNaNError) { () throws(SolverError) in try s.add(nanConstant) }
        let infCoefficient = Constraint(LinearExpression([Term(x, .infinity)], constant: 0), .greaterThanOrEqual)
        expectFailure(s, "+∞ coefficient", { $0 == .nonFiniteNumber(.infinity) }) { () throws(SolverError) in try s.add(infCoefficient) }
        let infConstant = Constraint(LinearExpression([Term(y)], constant: -.infinity), .equal, priority: 1)
        expectFailure(s, "−∞ constant", { $0 == .nonFiniteNumber(-.infinity) }) { () throws(SolverError) in try s.add(infConstant) }
        // The probe validates numbers too.
        expectFailure(s, "NaN in conflict(ifAdding:)", isNaNError) { () throws(SolverError) in _ = try s.conflict(ifAdding: nanCoefficient) }
        #expect(!s.contains(nanCoefficient) && !s.contains(infConstant))
    }

    @Test func numbersTooLarge() throws {
        let (s, x, y) = try fixture()
        let bigCoefficient = Constraint(LinearExpression([Term(x, 2e12)], constant: 1), .equal)
        expectFailure(s, "coefficient 2e12", { $0 == .numberTooLarge(2e12) }) { () throws(SolverError) in try s.add(bigCoefficient) }
        let bigConstant = Constraint(LinearExpression([Term(y)], constant: -5e12), .lessThanOrEqual, priority: 750)
        expectFailure(s, "constant −5e12", { $0 == .numberTooLarge(-5e12) }) { () throws(SolverError) in try s.add(bigConstant) }
        // 1e12 itself is accepted.
        let edge = Constraint(y, .lessThanOrEqual, 1e12)
        try s.add(edge)
        #expect(s.contains(edge))
        try s.remove(edge)
    }

    @Test func invalidPriorities() throws {
        let (s, x, _) = try fixture()
        // UIKit's rule: above 0 and at most 1000 ("Priorities must be greater than 0 and less than or
        // equal to required", NSLayoutConstraint.priority); fractions inside the range are fine.
        for p: Priority in [0, 1001, -5, 1000.5, -0.001, Priority(.infinity), Priority(.nan), Priority(Double(Int.max))] {
            let c = Constraint(x, .equal, 3, priority: p)
            expectFailure(s, "priority \(p)", { $0 == .invalidPriority(p) }) { () throws(SolverError) in try s.add(c) }
        }
    }

    @Test func duplicateAndUnknownConstraints() throws {
        let (s, x, _) = try fixture()
        let c = Constraint(x, .lessThanOrEqual, 40)
        try s.add(c)
        expectFailure(s, "duplicate add", { $0 == .duplicateConstraint(c) }) { () throws(SolverError) in try s.add(c) }
        expectFailure(s, "probe a constraint already in", { $0 == .duplicateConstraint(c) }) { () throws(SolverError) in _ = try s.conflict(ifAdding: c) }
        let stranger = Constraint(x, .lessThanOrEqual, 40)  // equal text, different object
        expectFailure(s, "remove unknown", { $0 == .unknownConstraint(stranger) }) { () throws(SolverError) in try s.remove(stranger) }
        try s.remove(c)
        expectFailure(s, "remove twice", { $0 == .unknownConstraint(c) }) { () throws(SolverError) in try s.remove(c) }
        // A rejected constraint was never added.
        let bad = Constraint(x, .lessThanOrEqual, 0)
        expectFailure(s, "unsatisfiable", {
            if case .unsatisfiable = $0 { return true }
            return false
        }) { () throws(SolverError) in try s.add(bad) }
        expectFailure(s, "remove rejected", { $0 == .unknownConstraint(bad) }) { () throws(SolverError) in try s.remove(bad) }
    }

    @Test func foreignVariables() throws {
        let (s, x, _) = try fixture()
        let other = Solver()
        var foreign = other.makeVariable("a")
        for i in 0..<4 { foreign = other.makeVariable("b\(i)") }
        #expect(foreign.id == 4 && s.variableCount == 2)
        let c = Constraint(x + foreign, .equal, 3)
        expectFailure(s, "foreign variable in add", { $0 == .unknownVariable(foreign) }) { () throws(SolverError) in try s.add(c) }
        let optional = Constraint(foreign, .equal, 3, priority: 250)
        expectFailure(s, "foreign variable in optional add", { $0 == .unknownVariable(foreign) }) { () throws(SolverError) in try s.add(optional) }
        expectFailure(s, "foreign variable in conflict(ifAdding:)", { $0 == .unknownVariable(foreign) }) { () throws(SolverError) in _ = try s.conflict(ifAdding: c) }
        expectFailure(s, "foreign edit variable", { $0 == .unknownVariable(foreign) }) { () throws(SolverError) in try s.addEditVariable(foreign, priority: 500) }
        expectFailure(s, "foreign range", { $0 == .unknownVariable(foreign) }) { () throws(SolverError) in _ = try s.range(of: foreign) }
        expectFailure(s, "foreign ambiguity", { $0 == .unknownVariable(foreign) }) { () throws(SolverError) in _ = try s.ambiguity(of: foreign) }
        #expect(!s.hasEditVariable(foreign))
    }

    @Test func editVariableErrors() throws {
        let (s, x, y) = try fixture()
        try s.addEditVariable(x, priority: 750)
        #expect(s.hasEditVariable(x) && !s.hasEditVariable(y))
        expectFailure(s, "duplicate edit variable", { $0 == .duplicateEditVariable(x) }) { () throws(SolverError) in try s.addEditVariable(x, priority: 500) }
        expectFailure(s, "edit priority 1000", { $0 == .invalidPriority(1000) }) { () throws(SolverError) in try s.addEditVariable(y, priority: 1000) }
        expectFailure(s, "edit priority 0", { $0 == .invalidPriority(0) }) { () throws(SolverError) in try s.addEditVariable(y, priority: 0) }
        expectFailure(s, "edit priority 1001", { $0 == .invalidPriority(1001) }) { () throws(SolverError) in try s.addEditVariable(y, priority: 1001) }
        expectFailure(s, "suggest to a non-edit variable", { $0 == .unknownEditVariable(y) }) { () throws(SolverError) in try s.suggestValue(y, 3) }
        expectFailure(s, "remove a non-edit variable", { $0 == .unknownEditVariable(y) }) { () throws(SolverError) in try s.removeEditVariable(y) }
        expectFailure(s, "suggest NaN", isNaNError) { () throws(SolverError) in try s.suggestValue(x, .nan) }
        expectFailure(s, "suggest ∞", { $0 == .nonFiniteNumber(.infinity) }) { () throws(SolverError) in try s.suggestValue(x, .infinity) }
        expectFailure(s, "suggest 3e12", { $0 == .numberTooLarge(3e12) }) { () throws(SolverError) in try s.suggestValue(x, 3e12) }
        #expect(!s.hasEditVariable(y))
        // A good suggestion still works afterwards: x wants 12 @750 (above x + y == 30 @500).
        try s.suggestValue(x, 12)
        #expect(abs(s.value(of: x) - 12) < 1e-9)
        #expect(abs(s.value(of: y) - 18) < 1e-9)
        try s.removeEditVariable(x)
        #expect(!s.hasEditVariable(x))
        expectFailure(s, "remove edit twice", { $0 == .unknownEditVariable(x) }) { () throws(SolverError) in try s.removeEditVariable(x) }
        expectFailure(s, "suggest after removal", { $0 == .unknownEditVariable(x) }) { () throws(SolverError) in try s.suggestValue(x, 1) }
    }

    /// Systems whose numbers span 18 orders of magnitude (multipliers and constants of 1e9, as
    /// the model accepts, beside constants near 1), found by a random search over such systems:
    /// the last add of each used to end the process ("priority level objective is unbounded",
    /// or, for the required ones here, "a rejected constraint is feasible with every required
    /// constraint": phase one rejected it and the conflict search found no conflict). Rounding breaks
    /// the arithmetic, which cannot be helped in doubles; the add must say so with a typed
    /// error naming the constraint and change nothing, and the solver must go on working.
    @Test func numericalFailureChangesNothing() throws {
        typealias Spec = (terms: [(Int, Double)], constant: Double, relation: Relation, priority: Priority)
        let cases: [(name: String, setup: [Spec], last: Spec)] = [
            // v1 = v2 + 1e9 makes 1e9·v1 + v3 ≤ 20 (@1) wrong by 1e18.
            ("1e9 times 1e9", [([(1, 1e9), (3, 1)], -20, .lessThanOrEqual, 1)], ([(1, 1), (2, -1)], -1e9, .equal, .required)),
            ("1e9 beside 7 and 0.3", [
                ([(1, 1), (3, -7)], -1e9, .greaterThanOrEqual, 999), ([(2, 1_000_000_001)], -20, .greaterThanOrEqual, 750),
                ([(1, 1_000_000_001)], 3, .greaterThanOrEqual, 999), ([(0, -0.001), (3, 1)], -1e9, .greaterThanOrEqual, 999),
                ([(1, -2), (2, 1)], -(0.1 + 0.2), .greaterThanOrEqual, 500), ([(2, -2), (3, 1)], 1e9, .greaterThanOrEqual, 250),
                ([(2, 0.999)], -1, .lessThanOrEqual, 500),
            ], ([(2, 1), (3, -0.5)], -20, .equal, .required)),
            // The optimisation of the priority levels (an optional add) meets an unbounded
            // objective: the fatal error that was at Simplex.swift:42.
            ("optional add, levels unbounded", [
                ([(1, 1e9), (3, 1)], -1e-9, .greaterThanOrEqual, 750), ([(0, -1e9), (1, 1)], -1, .equal, 1),
            ], ([(1, 1), (3, -2)], 1e9, .equal, 1)),
            ("optional add at 999, levels unbounded", [
                ([(0, -2), (2, 1)], 0, .greaterThanOrEqual, 500), ([(1, -7), (2, 1)], -1e-9, .greaterThanOrEqual, 999),
                ([(0, -0.001), (2, 1)], -1e-9, .lessThanOrEqual, .required),
            ], ([(1, 1_000_000_001)], -(0.1 + 0.2), .equal, 999)),
            ("1e9 in an optional chain", [
                ([(0, -2), (3, 1)], -1e9, .greaterThanOrEqual, 999), ([(0, -1), (3, 1)], 1e9, .lessThanOrEqual, 999),
                ([(0, 0.5)], 1e9, .equal, 999), ([(2, 0.999)], -1, .equal, 1), ([(0, -0.5), (2, 1)], -1e9, .lessThanOrEqual, 500),
                ([(2, 1_000_000_001)], -20, .greaterThanOrEqual, 750), ([(1, -1), (3, 1)], 3, .equal, .required),
                ([(2, -2), (3, 1)], 0, .equal, 500),
            ], ([(1, 1), (2, -0.001)], 0, .equal, .required)),
        ]
        for (name, setup, last) in cases {
            let s = Solver()
            let v = (0..<4).map { s.makeVariable("v\($0)") }
            func constraint(_ spec: Spec) -> Constraint {
                Constraint(LinearExpression(spec.terms.map { Term(v[$0.0], $0.1) }, constant: spec.constant), spec.relation, priority: spec.priority)
            }
            for x in v { try s.add(Constraint(x, .greaterThanOrEqual, 0)) }
            for spec in setup { try s.add(constraint(spec)) }
            let bad = constraint(last)
            expectFailure(s, "\(name): add", { $0 == .numericalFailure(bad) }) { () throws(SolverError) in try s.add(bad) }
            #expect(!s.contains(bad), "\(name)")
            #expect(SolverError.numericalFailure(bad).description.contains(bad.description))
            // The solver goes on working: a plain constraint still goes in and is solved.
            let plain = Constraint(v[0], .lessThanOrEqual, 5, priority: 1000)
            try s.add(plain)
            #expect(s.value(of: v[0]) <= 5 + 1e-9, "\(name)")
            try s.remove(plain)
        }
    }

    @Test func errorDescriptionsNameTheCulprit() {
        let s = Solver()
        let x = s.makeVariable("x")
        let c = Constraint(x, .greaterThanOrEqual, 100)
        #expect(SolverError.invalidPriority(0).description.contains("0"))
        #expect(SolverError.numberTooLarge(2e12).description.contains("2000000000000") || SolverError.numberTooLarge(2e12).description.contains("2e+12"))
        #expect(SolverError.unsatisfiable(Conflict(constraints: [c])).description.contains(c.description))
    }
}
