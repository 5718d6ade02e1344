import Testing
@testable import ConstraintSolver
import PlumbTestSupport

/// `Solver.restore(from:)`: a solver changed in any way and then put back answers every later
/// question exactly as a fresh `copy()` of the original does — the same solution to the bit
/// (so the same basis: ambiguous variables keep their values), the same ambiguity, the same
/// outcomes and conflicts — and the original never moves.
@Suite struct SolverRestoreTests {
    /// Random calls on `solver` drawn from `seed`, and what each gave: outcomes, conflicts (as
    /// positions in `pool`), every variable's value by its bits, ambiguity, level errors.
    static func run(_ solver: Solver, _ vars: [Variable], pool: [Constraint], seed: UInt64, steps: Int) -> [String] {
        var g = SplitMix64(state: seed)
        var trace: [String] = []
        func position(_ c: Constraint) -> String { pool.firstIndex { $0 === c }.map { "#\($0)" } ?? "?" }
        for _ in 0..<steps {
            switch g.int(0...9) {
            case 0...3:
                let c = g.pick(pool)
                do {
                    try solver.add(c)
                    trace.append("add \(position(c)) ok")
                } catch {
                    if case .unsatisfiable(let conflict) = error {
                        trace.append("add \(position(c)) conflict " + conflict.constraints.map(position).joined(separator: ","))
                    } else {
                        trace.append("add \(position(c)) \(error)")
                    }
                }
            case 4...5:
                let inside = pool.filter { solver.contains($0) }
                guard !inside.isEmpty else { continue }
                let c = g.pick(inside)
                trace.append("remove \(position(c)) " + ((try? solver.remove(c)) != nil ? "ok" : "failed"))
            case 6:
                let v = g.pick(vars)
                if solver.hasEditVariable(v) {
                    trace.append("suggest x\(v.id) " + ((try? solver.suggestValue(v, Double(g.int(-30...30)))) != nil ? "ok" : "failed"))
                } else {
                    trace.append("edit x\(v.id) " + ((try? solver.addEditVariable(v, priority: g.pick([750, 250]))) != nil ? "ok" : "failed"))
                }
            case 7:
                let outside = pool.filter { !solver.contains($0) }
                guard !outside.isEmpty else { continue }
                let c = g.pick(outside)
                let holds = (try? solver.wouldHold(c)).map { "\($0)" } ?? "error"
                let conflict = (try? solver.conflict(ifAdding: c)).map { $0.map { $0.constraints.map(position).joined(separator: ",") } ?? "none" } ?? "error"
                trace.append("probe \(position(c)) holds \(holds) conflict \(conflict)")
            default:
                trace.append("ambiguous " + ((try? solver.ambiguousVariables())?.map { $0 ? "1" : "0" }.joined() ?? "stopped"))
            }
            trace.append("values " + solver.solution().values.map { String($0.bitPattern, radix: 16) }.joined(separator: " "))
            trace.append("levels " + solver.levelErrors().map { "\($0.priority):\($0.error.bitPattern)" }.joined(separator: " "))
            trace.append("in " + solver.constraints.map(position).joined(separator: ","))
        }
        return trace
    }

    @Test(arguments: 0..<4)
    func aRestoredSolverAnswersLikeAFreshCopy(chunk: Int) {
        var compared = 0, rounds = 0
        for i in 0..<50 {
            let seed = UInt64(chunk * 50 + i) &* 6_364_136_223 &+ 11
            let rc = RandomCase.generate(seed: seed, shape: i % 2 == 0 ? .phased : .interleaved)
            let original = Solver()
            let vars = (0..<rc.variableCount).map { original.makeVariable("x\($0)") }
            let pool = rc.constraints.map { $0.constraint(vars) }
            for c in pool[..<(pool.count / 2)] { try? original.add(c) }
            let before = original.solution()
            let scratch = original.copy()
            // Trials, each put back; a restore also follows a solver that was never changed.
            for round in 0..<3 {
                _ = Self.run(scratch, vars, pool: pool, seed: seed &+ UInt64(round), steps: round == 2 ? 0 : 12)
                scratch.restore(from: original)
                rounds += 1
            }
            #expect(original.solution() == before, "seed \(seed): the trials moved the original")
            // Then the same later calls on the restored solver and on a fresh copy.
            let fresh = original.copy()
            let a = Self.run(scratch, vars, pool: pool, seed: seed &* 31, steps: 16)
            let b = Self.run(fresh, vars, pool: pool, seed: seed &* 31, steps: 16)
            #expect(a == b, "seed \(seed): \(rc)")
            compared += a.count
        }
        #expect(rounds == 150)
        #expect(compared >= 50 * 16 * 3, "compared \(compared)")
    }

    /// The restored solver keeps its own stop check, as a copy given one does.
    @Test func keepsItsOwnStopCheck() throws {
        let original = Solver()
        let x = original.makeVariable("x")
        try original.add(Constraint(LinearExpression([Term(x)], constant: -5), .equal))
        let scratch = original.copy()
        scratch.stopCheck = { true }
        scratch.stopCheckInterval = 1
        scratch.restore(from: original)
        #expect(scratch.stopCheck != nil)
        #expect(throws: SolverError.stopped) { try scratch.add(Constraint(LinearExpression([Term(x)], constant: -6), .equal)) }
        #expect(original.stopCheck == nil)
        #expect(scratch.value(of: x) == 5)
    }
}
