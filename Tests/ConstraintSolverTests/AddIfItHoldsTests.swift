import Testing
import ConstraintSolver
import PlumbTestSupport

/// `addIfItHolds` is `add` without the conflict search: on random systems it accepts exactly
/// what `add` accepts, refuses exactly what `add` refuses as unsatisfiable, and leaves the
/// solver where `add` leaves it (the same solution, bit for bit, after every call).
@Suite struct AddIfItHoldsTests {
    @Test func agreesWithAdd() throws {
        var added = 0, refused = 0, cases = 0
        for seed in UInt64(1)...300 {
            let rc = RandomCase.generate(seed: seed &* 0x9E37_79B9)
            let a = Solver(), b = Solver()
            let va = (0..<rc.variableCount).map { _ in a.makeVariable() }
            let vb = (0..<rc.variableCount).map { _ in b.makeVariable() }
            cases += 1
            for spec in rc.constraints {
                var addHeld = true
                do {
                    try a.add(spec.constraint(va))
                } catch {
                    guard case .unsatisfiable = error else { Issue.record("seed \(seed): add threw \(error)"); break }
                    addHeld = false
                }
                let held = try b.addIfItHolds(spec.constraint(vb))
                #expect(held == addHeld, "seed \(seed): \(spec)")
                if held { added += 1 } else { refused += 1 }
                let sa = a.solution().values.map(\.bitPattern), sb = b.solution().values.map(\.bitPattern)
                #expect(sa == sb, "seed \(seed): solutions differ after \(spec)")
                if held != addHeld || sa != sb { break }
            }
        }
        #expect(cases == 300)
        #expect(added > 1_000 && refused > 40, "added \(added), refused \(refused)")
    }

    @Test func refusesWhatAddRefuses() throws {
        let s = Solver()
        let x = s.makeVariable()
        #expect(try s.addIfItHolds(Constraint(LinearExpression([Term(x, 1)], constant: -10), .equal)))
        // x == 20 cannot hold with x == 10: refused, nothing changed.
        #expect(try !s.addIfItHolds(Constraint(LinearExpression([Term(x, 1)], constant: -20), .equal)))
        #expect(s.value(of: x) == 10)
        #expect(s.constraints.count == 1)
        // Not required: it gives way, and is added.
        #expect(try s.addIfItHolds(Constraint(LinearExpression([Term(x, 1)], constant: -20), .equal, priority: 750)))
        #expect(s.constraints.count == 2)
        let c = Constraint(LinearExpression([Term(x, 1)], constant: -1), .greaterThanOrEqual)
        #expect(try s.addIfItHolds(c))
        #expect(throws: SolverError.duplicateConstraint(c)) { try s.addIfItHolds(c) }
    }
}
