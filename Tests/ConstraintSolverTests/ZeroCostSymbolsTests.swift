import Testing
@testable import ConstraintSolver

/// `ZeroCostSymbols`: the array answer is the hash-lookup answer it replaces, for every symbol of
/// random tableaus, and `isAmbiguous` (which uses it) agrees with `ambiguity(of:)` (which asks
/// the levels directly) on every variable.
@Suite struct ZeroCostSymbolsTests {
    @Test(arguments: 0..<2)
    func sameAnswerAsTheLevels(chunk: Int) {
        var symbols = 0, zero = 0, variables = 0, ambiguous = 0
        for i in 0..<150 {
            let seed = UInt64(chunk * 150 + i) &* 15_485_863 &+ 11
            let rc = RandomCase.generate(seed: seed, shape: i % 2 == 0 ? .phased : .interleaved)
            let solver = Solver()
            let vars = (0..<rc.variableCount).map { solver.makeVariable("x\($0)") }
            for spec in rc.constraints { _ = try? solver.add(spec.constraint(vars)) }
            let tableau = solver.tableau
            let mask = tableau.zeroCostSymbols
            for k in 0..<tableau.symbolCount {
                let s = Symbol(k)
                let expected = tableau.levels.allSatisfy { $0.coefficient(of: s) == 0 }
                #expect(mask.contains(s) == expected, "seed \(seed) symbol \(k)")
                symbols += 1
                if expected { zero += 1 }
            }
            for v in vars {
                guard let exact = try? solver.ambiguity(of: v), let quick = try? solver.isAmbiguous(v) else { continue }
                let isExact: Bool
                if case .ambiguous = exact { isExact = true } else { isExact = false }
                #expect(quick == isExact, "seed \(seed) x\(v.id)")
                variables += 1
                if isExact { ambiguous += 1 }
            }
        }
        // Both answers occur often enough for the comparison to mean something.
        #expect(symbols > 1_500 && zero > 200 && zero < symbols - 200, "\(symbols) symbols, \(zero) of zero cost")
        #expect(variables > 500 && ambiguous > 50 && ambiguous < variables - 50, "\(variables) variables, \(ambiguous) ambiguous")
    }
}
