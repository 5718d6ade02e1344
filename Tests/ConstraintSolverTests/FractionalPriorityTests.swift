// Fractional priorities (UIKit's UISV-hiding 999.999, UISV-spanning-boundary 999.5): each distinct
// value is its own strict level, ordered by value.

import ConstraintSolver
import Testing

private func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(b)) }

@Suite("FractionalPriorityTests")
struct FractionalPriorityTests {
    /// x == 0 @999.999 against x == 40 @999 and x == 40 @999.5 (ten each): strict priorities, so
    /// the single 999.999 wins over any number of lower ones — x = 0, error 40 at each of the
    /// lower constraints (10 × 40 = 400 per level).
    @Test func highestFractionWins() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        for _ in 0..<10 { try s.add(Constraint(x, .equal, 40, priority: 999)) }
        for _ in 0..<10 { try s.add(Constraint(x, .equal, 40, priority: 999.5)) }
        try s.add(Constraint(x, .equal, 0, priority: 999.999))
        #expect(near(s.value(of: x), 0))
        let levels = s.levelErrors()
        #expect(levels.map(\.priority) == [999.999, 999.5, 999])
        #expect(levels.count == 3 && near(levels[0].error, 0) && near(levels[1].error, 400) && near(levels[2].error, 400))
    }

    /// 999.5 sits between 999 and 999.999: x == 10 @999.5 beats x == 20 @999 (x = 10) and loses
    /// to x == 30 @999.999 once that is added (x = 30).
    @Test func between() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 20, priority: 999))
        try s.add(Constraint(x, .equal, 10, priority: 999.5))
        #expect(near(s.value(of: x), 10))
        let top = Constraint(x, .equal, 30, priority: 999.999)
        try s.add(top)
        #expect(near(s.value(of: x), 30))
        try s.remove(top)
        #expect(near(s.value(of: x), 10))
        #expect(s.levelErrors().map(\.priority) == [999.5, 999])
    }

    /// 999.999 is optional: a required constraint beats it without a conflict (x = 5).
    @Test func belowRequired() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 0, priority: 999.999))
        try s.add(Constraint(x, .equal, 5))
        #expect(near(s.value(of: x), 5))
        #expect(!Priority(999.999).isRequired && Priority(999.999) < .required && Priority(999) < 999.999)
    }

    /// A tiny priority above 0 is valid and still a level of its own (x = 7 by the 0.5 one, the
    /// 0.001 one gives way).
    @Test func smallFractions() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 3, priority: 0.001))
        try s.add(Constraint(x, .equal, 7, priority: 0.5))
        #expect(near(s.value(of: x), 7))
        #expect(s.levelErrors().map(\.priority) == [0.5, 0.001])
    }

    @Test func printed() {
        #expect(Priority(999.999).description == "999.999")
        #expect(Priority(250).description == "250")
        #expect(Constraint(LinearExpression([]), .equal, priority: 999.5).description == "0 == 0 @999.5")
    }
}
