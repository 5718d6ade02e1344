import PlumbTestSupport
import Testing
@testable import ConstraintSolver

/// `changeConstant(of:to:conflictInPlace: true)`: a required change that cannot hold throws the
/// conflict the in-place repair meets (UIKit's engine's way, ConstantChangeConflict.swift). On
/// random systems each such conflict must be irreducible — the new form of the constraint with the
/// others cannot hold in a fresh solver, and without any one of them they can — hold the new
/// form last and the old form nowhere, and leave the solver exactly as it was. How often it is
/// the conflict remove + add finds is counted (and printed): the two searches start from
/// different certificates, so they may name different, equally irreducible sets. The worked
/// examples run both ways in ConstantChangeTests.
@Suite struct ConstantChangeConflictTests {
    struct Counts: CustomStringConvertible {
        var conflicts = 0, sameAsRemoveAndAdd = 0, subsetsTested = 0, held = 0
        var description: String {
            "conflicts \(conflicts) (the same as remove + add: \(sameAsRemoveAndAdd)), drop-one subsets tested \(subsetsTested), "
                + "changes that held \(held)"
        }
    }

    /// Whether these constraints, all as required, cannot hold together (a fresh solver).
    static func infeasible(_ set: [Constraint], variableCount: Int) -> Bool {
        let s = Solver()
        let vars = (0..<variableCount).map { _ in s.makeVariable() }
        for c in set {
            let e = LinearExpression(c.expression.terms.map { Term(vars[$0.variable.id], $0.coefficient) }, constant: c.expression.constant)
            do throws(SolverError) {
                try s.add(Constraint(e, c.relation))
            } catch {
                return true
            }
        }
        return false
    }

    @Test func inPlaceConflictsAreIrreducible() {
        var counts = Counts()
        var failures: [String] = []
        for i in 0..<300 where failures.count < 5 {
            let seed = 0xC0_F1_1C70_0000 + UInt64(i)
            let rc = RandomCase.generate(seed: seed, large: seed % 3 == 0)
            var g = SplitMix64(seed: seed ^ 0x1A_9ACE)
            let solver = Solver()
            let variables = (0..<rc.variableCount).map { solver.makeVariable("x\($0)") }
            for spec in rc.constraints { try? solver.add(spec.constraint(variables)) }
            for step in 0..<8 {
                let required = solver.constraints.filter(\.isRequired)
                guard !required.isEmpty else { break }
                let c = g.pick(required)
                let constant = Double(g.int(-30...30))
                let context = "seed \(seed) step \(step): \(c) to constant \(constant)"
                let before = solver.copy()
                let reference = solver.copy()
                do throws(SolverError) {
                    try solver.changeConstant(of: c, to: constant, conflictInPlace: true)
                    counts.held += 1
                    continue
                } catch {
                    guard case .unsatisfiable(let conflict) = error else {
                        failures.append("\(context): threw \(error)")
                        continue
                    }
                    counts.conflicts += 1
                    let set = conflict.constraints
                    guard let last = set.last, last.expression.constant == constant, last.expression.terms == c.expression.terms,
                          !set.contains(where: { $0 === c }) else {
                        failures.append("\(context): the new form is not last, or the old form is in \(set)")
                        continue
                    }
                    if !Self.infeasible(set, variableCount: variables.count) { failures.append("\(context): \(set) holds") }
                    for k in set.indices.dropLast() {
                        counts.subsetsTested += 1
                        var smaller = set
                        smaller.remove(at: k)
                        if Self.infeasible(smaller, variableCount: variables.count) {
                            failures.append("\(context): \(set) is not irreducible (without \(set[k]))")
                        }
                    }
                    // Unchanged: the same constraints, bit-identical values.
                    if !(solver.constraints.count == before.constraints.count
                        && zip(solver.constraints, before.constraints).allSatisfy { $0 === $1 })
                        || solver.solution().values.map(\.bitPattern) != before.solution().values.map(\.bitPattern) {
                        failures.append("\(context): the rejected change altered the solver")
                    }
                    do throws(SolverError) {
                        try reference.changeConstant(of: c, to: constant)
                        failures.append("\(context): remove + add held")
                    } catch {
                        if case .unsatisfiable(let other) = error, other.constraints.count == set.count,
                           zip(other.constraints.dropLast(), set.dropLast()).allSatisfy({ $0 === $1 }) {
                            counts.sameAsRemoveAndAdd += 1
                        }
                    }
                }
            }
        }
        print("in-place conflicts: \(counts)")
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
        // Not vacuous (the counts of these 300 seeds: 111 conflicts, 145 subsets, 2,105 changes held).
        #expect(counts.conflicts >= 100, "\(counts)")
        #expect(counts.subsetsTested >= 120, "\(counts)")
        #expect(counts.held >= 1_000, "\(counts)")
    }
}
