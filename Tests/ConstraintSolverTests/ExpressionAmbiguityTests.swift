import ConstraintSolver
import PlumbTestSupport
import Testing

/// `isAmbiguous(_: LinearExpression)` answers as `isAmbiguous(_: Variable)` does for a new
/// variable defined as the expression (a required equality `t == xᵢ − xⱼ` on a copy, which
/// changes no optimal solution): on random systems, for differences of variables, where the two
/// can disagree with the variables' own answers (both ambiguous, their difference fixed).
@Suite struct ExpressionAmbiguityTests {
    @Test(arguments: 0..<2)
    func differencesAgreeWithADefinedVariable(chunk: Int) throws {
        var checked = 0, ambiguous = 0, fixedDifferenceOfFreeVariables = 0
        for i in 0..<120 {
            let seed = UInt64(chunk * 120 + i) &* 7_919 &+ 11
            let rc = RandomCase.generate(seed: seed, shape: i % 2 == 0 ? .phased : .interleaved)
            let solver = Solver()
            let vars = (0..<rc.variableCount).map { solver.makeVariable("x\($0)") }
            for spec in rc.constraints { _ = try? solver.add(spec.constraint(vars)) }
            var g = SplitMix64(seed: seed)
            for _ in 0..<6 {
                let a = vars[g.int(vars.count)], b = vars[g.int(vars.count)]
                let e = LinearExpression([Term(a), Term(b, -1)])
                let answer = try solver.isAmbiguous(e)
                let reference = solver.copy()
                let t = reference.makeVariable("t")
                try reference.add(Constraint(LinearExpression([Term(t)]) - e, .equal))
                let expected = try reference.isAmbiguous(t)
                #expect(answer == expected, "seed \(seed): x\(a.id) − x\(b.id)")
                checked += 1
                if expected { ambiguous += 1 }
                if !expected, try solver.isAmbiguous(a), try solver.isAmbiguous(b) { fixedDifferenceOfFreeVariables += 1 }
            }
        }
        // Each answer occurs, and so does the case the expression is for.
        #expect(checked == 720 && ambiguous > 50 && ambiguous < checked - 50, "checked \(checked), ambiguous \(ambiguous)")
        #expect(fixedDifferenceOfFreeVariables > 5, "\(fixedDifferenceOfFreeVariables)")
    }
}
