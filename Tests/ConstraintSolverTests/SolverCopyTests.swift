import Testing
@testable import ConstraintSolver

/// `Solver.copy()`: a copy answers exactly like the original, and changes to either side never
/// reach the other (the solver's storage is shared until written).
@Suite struct SolverCopyTests {
    /// Random systems: build, copy, then add the second half of the constraints to the copy
    /// only and remove some from the original only. Each side must equal a solver that was
    /// given its own history directly.
    @Test(arguments: 0..<4)
    func copiesAreIndependentAndExact(chunk: Int) {
        for i in 0..<100 {
            let seed = UInt64(chunk * 100 + i) &* 7919 &+ 17
            let rc = RandomCase.generate(seed: seed)
            let half = rc.constraints.count / 2
            let original = Solver()
            let vars = (0..<rc.variableCount).map { original.makeVariable("x\($0)") }
            var added: [Constraint] = []
            for spec in rc.constraints[..<half] {
                let c = spec.constraint(vars)
                if (try? original.add(c)) != nil { added.append(c) }
            }
            let before = original.solution()
            let copy = original.copy()
            #expect(copy.solution() == before, "seed \(seed): the copy starts where the original is")
            #expect(copy.constraints.count == original.constraints.count)
            for v in vars {
                #expect((try? copy.isAmbiguous(v)) == (try? original.isAmbiguous(v)), "seed \(seed)")
            }

            // The copy goes on; the original must not move.
            var copyAdded = added
            for spec in rc.constraints[half...] {
                let c = spec.constraint(vars)
                if (try? copy.add(c)) != nil { copyAdded.append(c) }
            }
            #expect(original.solution() == before, "seed \(seed): adding to the copy moved the original")
            #expect(original.constraints.count == added.count)

            // The original changes; the copy must not.
            let copyAfter = copy.solution()
            for c in added.enumerated().filter({ $0.offset % 2 == 0 }).map(\.element) { try? original.remove(c) }
            #expect(copy.solution() == copyAfter, "seed \(seed): removing from the original moved the copy")

            // Each side agrees with a solver rebuilt from its own constraints on the optimum's
            // error at every level (the solution itself may differ where the layout is ambiguous).
            for (solver, list) in [(copy, copyAdded), (original, original.constraints)] {
                let fresh = Solver()
                _ = (0..<rc.variableCount).map { fresh.makeVariable("x\($0)") }
                for c in list { try? fresh.add(c) }
                let a = solver.levelErrors(), b = fresh.levelErrors()
                #expect(a.count == b.count, "seed \(seed)")
                for (x, y) in zip(a, b) {
                    #expect(x.priority == y.priority && abs(x.error - y.error) <= 1e-6 * max(1, abs(y.error)), "seed \(seed)")
                }
            }
        }
    }
}

/// `ambiguousVariables()` answers exactly like `isAmbiguous` for every variable.
@Suite struct AmbiguityScanTests {
    @Test(arguments: 0..<4)
    func scanAgreesWithTheExactTest(chunk: Int) throws {
        var checked = 0, ambiguous = 0
        for i in 0..<150 {
            let seed = UInt64(chunk * 150 + i) &* 104_729 &+ 3
            let rc = RandomCase.generate(seed: seed, shape: i % 2 == 0 ? .phased : .interleaved)
            let solver = Solver()
            let vars = (0..<rc.variableCount).map { solver.makeVariable("x\($0)") }
            var added: [Constraint] = []
            for (k, spec) in rc.constraints.enumerated() {
                let c = spec.constraint(vars)
                if (try? solver.add(c)) != nil { added.append(c) }
                // Ask part-way too, and after a removal.
                if k % 4 == 3 {
                    if k % 8 == 7, let first = added.first { try? solver.remove(first); added.removeFirst() }
                    let scan = try solver.ambiguousVariables()
                    for v in vars {
                        let exact = (try? solver.isAmbiguous(v)) ?? false
                        #expect(scan[v.id] == exact, "seed \(seed) step \(k) x\(v.id)")
                        checked += 1
                        if exact { ambiguous += 1 }
                    }
                }
            }
            // And once everything is in.
            let scan = try solver.ambiguousVariables()
            for v in vars {
                let exact = (try? solver.isAmbiguous(v)) ?? false
                #expect(scan[v.id] == exact, "seed \(seed) at the end x\(v.id)")
                checked += 1
                if exact { ambiguous += 1 }
            }
        }
        // Both answers occur often enough for the comparison to mean something.
        #expect(checked > 600 && ambiguous > 100 && ambiguous < checked - 100, "checked \(checked), ambiguous \(ambiguous)")
    }
}
