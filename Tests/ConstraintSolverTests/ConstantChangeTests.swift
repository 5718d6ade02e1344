import PlumbTestSupport
import Testing
@testable import ConstraintSolver

/// `Solver.changeConstant(of:to:)` against what it stands for: `remove(c)` then `add(new)`.
/// Each random system is built once; then, again and again, one copy changes a constraint's
/// constant in place while another removes it and adds the new constraint. After each change the
/// two must agree on everything a caller can see: the constraints (same order), every variable
/// whose optimal value is unique, the level errors, which optional constraints are broken when
/// the whole solution is unique, and — when the change cannot hold — the same typed error with
/// the same culprits, with the in-place solver exactly as it was.
@Suite struct ConstantChangeTests {
    struct Counts: CustomStringConvertible {
        var changes = 0, inPlaceAccepted = 0, conflicts = 0, valueComparisons = 0, levelComparisons = 0
        var brokenComparisons = 0, unchangedChecks = 0, requiredChanges = 0, definitionChanges = 0
        var description: String {
            "changes \(changes) (required \(requiredChanges), definitions \(definitionChanges)), accepted \(inPlaceAccepted), "
                + "conflicts \(conflicts), values compared \(valueComparisons), levels compared \(levelComparisons), "
                + "broken sets compared \(brokenComparisons), unchanged after a conflict \(unchangedChecks)"
        }
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-7 * (1 + abs(b)) }

    @Test(.tags(.slow), arguments: 0..<4)
    func changingAConstantEqualsRemoveAndAdd(chunk: Int) {
        var counts = Counts()
        var failures: [String] = []
        for i in 0..<400 {
            let seed = 0xC0_57A0_0000 + UInt64(chunk * 400 + i)
            failures += Self.run(seed: seed, counts: &counts)
            if failures.count > 5 { break }
        }
        print("constant change chunk \(chunk): \(counts)")
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
        // The checks are not vacuous: many changes, many of them conflicting, many compared values.
        #expect(counts.changes >= 2_000)
        #expect(counts.inPlaceAccepted >= 1_000)
        #expect(counts.conflicts >= 70)
        #expect(counts.requiredChanges >= 800)
        #expect(counts.definitionChanges >= 100)
        #expect(counts.valueComparisons >= 4_000)
        #expect(counts.brokenComparisons >= 300)
        #expect(counts.unchangedChecks >= 70)
    }

    /// One seed: build, then eight constant changes, compared after each.
    static func run(seed: UInt64, counts: inout Counts) -> [String] {
        let rc = RandomCase.generate(seed: seed, large: seed % 3 == 0)
        var g = SplitMix64(seed: seed ^ 0x5EED)
        let inPlace = Solver()
        let variables = (0..<rc.variableCount).map { inPlace.makeVariable("x\($0)") }
        for spec in rc.constraints { try? inPlace.add(spec.constraint(variables)) }
        if g.chance(40) {
            let v = variables[g.int(0...(variables.count - 1))]
            try? inPlace.addEditVariable(v, priority: g.pick(RandomCase.editPriorities))
            try? inPlace.suggestValue(v, Double(g.int(-30...30)))
        }
        var failures: [String] = []
        func fail(_ text: String) { failures.append("seed \(seed): \(text)\n\(rc)") }
        for step in 0..<8 {
            let live = inPlace.constraints
            guard !live.isEmpty else { break }
            // Required constraints more often than they occur: they are the ones that can conflict.
            let required = live.filter(\.isRequired)
            let c = !required.isEmpty && g.chance(60) ? g.pick(required) : g.pick(live)
            let old = c.expression.constant
            let constant = switch g.int(0...9) {
            case 0: old
            case 1, 2: old + Double(g.pick([-1, 1, -5, 5]))
            default: Double(g.int(-30...30))
            }
            let reference = inPlace.copy()
            let before = inPlace.copy()
            let wasDefinition = inPlace.records[inPlace.sequenceOf[ObjectIdentifier(c)]!]!.definedVariable >= 0
            counts.changes += 1
            if c.isRequired { counts.requiredChanges += 1 }
            if wasDefinition { counts.definitionChanges += 1 }
            let context = "step \(step): \(c) to constant \(constant)"

            var referenceError: SolverError?
            let referenceNew = Constraint(LinearExpression(c.expression.terms, constant: constant), c.relation, priority: c.priority)
            do throws(SolverError) {
                try reference.remove(c)
                try reference.add(referenceNew)
            } catch {
                referenceError = error
            }
            let new: Constraint
            do throws(SolverError) {
                new = try inPlace.changeConstant(of: c, to: constant)
            } catch {
                guard let referenceError else {
                    fail("\(context): in place threw \(error), remove + add held")
                    return failures
                }
                counts.conflicts += 1
                // The same error: the culprits the same objects, the new constraint last (here
                // a different object in each solver: compared by its text and position).
                if case .unsatisfiable(let a) = error, case .unsatisfiable(let b) = referenceError {
                    let same = a.constraints.count == b.constraints.count
                        && zip(a.constraints.dropLast(), b.constraints.dropLast()).allSatisfy { $0 === $1 }
                        && a.constraints.last?.description == b.constraints.last?.description
                        && b.constraints.last === referenceNew
                    if !same { fail("\(context): conflicts differ: \(a.constraints) vs \(b.constraints)") }
                } else {
                    fail("\(context): errors differ: \(error) vs \(referenceError)")
                }
                // Unchanged: the same constraints, bit-identical values and level errors.
                counts.unchangedChecks += 1
                if !(inPlace.constraints.count == before.constraints.count
                    && zip(inPlace.constraints, before.constraints).allSatisfy { $0 === $1 }) {
                    fail("\(context): the rejected change altered the constraints")
                }
                if inPlace.solution().values.map(\.bitPattern) != before.solution().values.map(\.bitPattern) {
                    fail("\(context): the rejected change moved values \(before.solution().values) → \(inPlace.solution().values)")
                }
                if inPlace.levelErrors().map(\.error.bitPattern) != before.levelErrors().map(\.error.bitPattern) {
                    fail("\(context): the rejected change altered the level errors")
                }
                continue
            }
            if let referenceError {
                fail("\(context): remove + add threw \(referenceError), in place held")
                return failures
            }
            counts.inPlaceAccepted += 1
            if new.expression.constant != constant || new.relation != c.relation || new.priority != c.priority
                || new.expression.terms != c.expression.terms || inPlace.contains(c) || !inPlace.contains(new) {
                fail("\(context): the new constraint \(new) is not the old one with the new constant")
            }
            // The same constraints in the same order (the changed one last, as re-added).
            let a = inPlace.constraints, b = reference.constraints
            if a.count != b.count || !zip(a, b).allSatisfy({ $0 === $1 || ($0 === new && $1 === referenceNew) }) {
                fail("\(context): constraints differ: \(a) vs \(b)")
            }
            let la = inPlace.levelErrors(), lb = reference.levelErrors()
            counts.levelComparisons += 1
            if la.map(\.priority) != lb.map(\.priority) || !zip(la, lb).allSatisfy({ close($0.error, $1.error) }) {
                fail("\(context): level errors \(la) vs \(lb)")
            }
            var unique = true
            for (k, v) in variables.enumerated() {
                guard let ambiguity = try? reference.ambiguity(of: v) else { continue }
                guard case .determined = ambiguity else { unique = false; continue }
                counts.valueComparisons += 1
                if !close(inPlace.value(of: v), reference.value(of: v)) {
                    fail("\(context): x\(k) = \(inPlace.value(of: v)) in place, \(reference.value(of: v)) by remove + add")
                }
            }
            // Required constraints hold in place whatever the vertex.
            for r in a where r.isRequired && !r.isSatisfied(tolerance: 1e-6, { inPlace.value(of: $0) }) {
                fail("\(context): required \(r) does not hold in place")
            }
            if unique {
                counts.brokenComparisons += 1
                let brokenA = a.filter { !$0.isRequired && $0.error { inPlace.value(of: $0) } > 1e-6 }.map(\.description)
                let brokenB = b.filter { !$0.isRequired && $0.error { reference.value(of: $0) } > 1e-6 }.map(\.description)
                if brokenA != brokenB { fail("\(context): broken \(brokenA) vs \(brokenB)") }
            }
            if !failures.isEmpty { return failures }
        }
        return failures
    }

    // MARK: - The cases by name

    /// The root's size: a required `width == 375` moved to 500 and back, with a view pinned
    /// 20 from each edge (its width follows: 335, 460) — values from the equalities.
    @Test func requiredEqualityMovesWhatDependsOnIt() throws {
        let s = Solver()
        let root = s.makeVariable("root.width"), left = s.makeVariable("v.left"), width = s.makeVariable("v.width")
        let size = Constraint(LinearExpression([Term(root)], constant: -375), .equal)
        try s.add(Constraint(LinearExpression([Term(root)]), .greaterThanOrEqual))
        try s.add(size)
        try s.add(Constraint(LinearExpression([Term(left)], constant: -20), .equal))
        try s.add(Constraint(LinearExpression([Term(left), Term(width), Term(root, -1)], constant: 20), .equal))
        let wider = try s.changeConstant(of: size, to: -500)
        #expect(s.value(of: width) == 460)
        #expect(!s.contains(size) && s.contains(wider))
        let back = try s.changeConstant(of: wider, to: -375)
        #expect(s.value(of: width) == 335)
        #expect(s.constraints.last === back)
    }

    /// A change that cannot hold: `width ≥ 40` and root `width == 100` with `v.width ≤ root −
    /// 20`; moving the root to 50 conflicts with the three of them (the new one last) and leaves
    /// everything as it was. The same in place (`conflictInPlace`): the proof is the row of
    /// `v ≤ root − 20`'s slack, which names the same two.
    @Test(arguments: [false, true]) func aConflictingChangeThrowsAndChangesNothing(inPlace: Bool) throws {
        let s = Solver()
        let root = s.makeVariable("root"), v = s.makeVariable("v")
        let size = Constraint(LinearExpression([Term(root)], constant: -100), .equal)
        let minimum = Constraint(LinearExpression([Term(v)], constant: -40), .greaterThanOrEqual)
        let inside = Constraint(LinearExpression([Term(v), Term(root, -1)], constant: 20), .lessThanOrEqual)
        try s.add(size)
        try s.add(minimum)
        try s.add(inside)
        let before = s.solution()
        #expect(throws: SolverError.self) { try s.changeConstant(of: size, to: -50, conflictInPlace: inPlace) }
        do {
            try s.changeConstant(of: size, to: -50, conflictInPlace: inPlace)
        } catch {
            guard case .unsatisfiable(let conflict) = error else { Issue.record("\(error)"); return }
            #expect(conflict.constraints.count == 3)
            #expect(conflict.constraints[0] === minimum && conflict.constraints[1] === inside)
            #expect(conflict.constraints[2].expression.constant == -50 && !s.contains(conflict.constraints[2]))
        }
        #expect(s.solution() == before)
        #expect(s.contains(size) && s.constraints.count == 3)
    }

    /// A redundant required equality (its dummy is basic): changing its constant conflicts with
    /// the equality it repeats. In place, the proof is the dummy's row, which names it too.
    @Test(arguments: [false, true]) func redundantEqualityConflicts(inPlace: Bool) throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(LinearExpression([Term(x)]), .greaterThanOrEqual))
        let first = Constraint(LinearExpression([Term(x)], constant: -20), .equal)
        let second = Constraint(LinearExpression([Term(x)], constant: -20), .equal)
        try s.add(first)
        try s.add(second)
        for (changed, other) in [(second, first), (first, second)] {
            do {
                try s.changeConstant(of: changed, to: -30, conflictInPlace: inPlace)
                Issue.record("x == 30 held against x == 20")
            } catch {
                guard case .unsatisfiable(let conflict) = error else { Issue.record("\(error)"); continue }
                #expect(conflict.constraints.count == 2)
                #expect(conflict.constraints.first === other)
                #expect(conflict.constraints.last?.expression.constant == -30)
            }
            #expect(s.value(of: x) == 20 && s.constraints.count == 3)
        }
    }

    /// A definition (`top₂ := top₁ + 8`, kept out of the tableau) takes its new constant, and
    /// so does everything computed from it.
    @Test func definitionTakesItsNewConstant() throws {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b"), c = s.makeVariable("c")
        try s.add(Constraint(LinearExpression([Term(a)], constant: -10), .equal))
        let link = Constraint(LinearExpression([Term(b), Term(a, -1)], constant: -8), .equal)
        try s.add(link)
        try s.add(Constraint(LinearExpression([Term(c), Term(b, -1)], constant: -4), .equal))
        #expect(s.records[s.sequenceOf[ObjectIdentifier(link)]!]!.definedVariable >= 0)
        try s.changeConstant(of: link, to: -20)
        #expect(s.value(of: b) == 30 && s.value(of: c) == 34)
    }

    @Test func refusals() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let c = Constraint(LinearExpression([Term(x)], constant: -1), .equal, priority: 500)
        #expect(throws: SolverError.unknownConstraint(c)) { try s.changeConstant(of: c, to: 2) }
        try s.add(c)
        #expect(throws: SolverError.nonFiniteNumber(.infinity)) { try s.changeConstant(of: c, to: .infinity) }
        #expect(throws: SolverError.numberTooLarge(2e12)) { try s.changeConstant(of: c, to: 2e12) }
        #expect(s.contains(c))
        let d = try s.changeConstant(of: c, to: -3)
        #expect(s.value(of: x) == 3)
        #expect(throws: SolverError.unknownConstraint(c)) { try s.changeConstant(of: c, to: 2) }
        #expect(s.contains(d))
    }
}
