// Drives the real Solver through a RandomCase and compares every observable with the exact
// reference (Reference/ReferenceLP.swift). Collects failures as text instead of asserting, so
// a failing case can be shrunk to a minimal one before it is reported.

import ConstraintSolver

/// |a − b| within 1e-6, relative to b's size.
func close(_ a: Double, _ b: Rational) -> Bool {
    abs(a - b.doubleValue) <= 1e-6 * (1 + abs(b.doubleValue))
}

func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-6 * (1 + abs(b))
}

/// Both unbounded, or both bounded and close.
func close(_ a: Double?, _ b: Rational?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case let (x?, y?): return close(x, y)
    default: return false
    }
}

func close(_ a: ValueRange, _ b: RefRange) -> Bool {
    close(a.minimum, b.minimum) && close(a.maximum, b.maximum)
}

struct CaseOptions: Sendable {
    /// Compare level errors and optimality after every accepted add (not only at the end).
    var checkEveryStep = true
    /// range(of:) and ambiguity(of:) for every variable after the adds.
    var queries = true
    var removals = true
    var edits = true
    /// Also require each conflict to have the fewest constraints possible (spec §1: "the
    /// smallest and most local"); brute force over smaller subsets.
    var smallestConflicts = false
    /// Diagnostic only (soak runs): do not remove required equalities, to look for other bugs
    /// past the known one (SolverRegressionTests: redundant equalities lost on removal).
    var skipRequiredEqualityRemovals = false
}

/// How much a run exercised, to show the checks are not vacuous.
struct CaseStats: Sendable, CustomStringConvertible {
    var accepted = 0, rejected = 0, probes = 0, conflictSizes: [Int: Int] = [:]
    var optimumChecks = 0, levelsChecked = 0, nonzeroLevels = 0
    var ranges = 0, boundedRangeEnds = 0, determined = 0, ambiguous = 0
    var removals = 0, suggestions = 0, uncheckedSteps = 0

    mutating func merge(_ o: CaseStats) {
        accepted += o.accepted; rejected += o.rejected; probes += o.probes
        conflictSizes.merge(o.conflictSizes, uniquingKeysWith: +)
        optimumChecks += o.optimumChecks; levelsChecked += o.levelsChecked; nonzeroLevels += o.nonzeroLevels
        ranges += o.ranges; boundedRangeEnds += o.boundedRangeEnds
        determined += o.determined; ambiguous += o.ambiguous
        removals += o.removals; suggestions += o.suggestions; uncheckedSteps += o.uncheckedSteps
    }

    var description: String {
        "adds accepted \(accepted), rejected \(rejected) (conflict sizes \(conflictSizes.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: " "))), "
            + "probes \(probes), optimum checks \(optimumChecks) (\(levelsChecked) levels, \(nonzeroLevels) with error), "
            + "ranges \(ranges) (\(boundedRangeEnds) bounded ends), determined \(determined), ambiguous \(ambiguous), "
            + "removals \(removals), suggestions \(suggestions), steps not checked \(uncheckedSteps)"
    }
}

enum CaseOutcome: Sendable {
    case passed
    /// Exact arithmetic overflowed Int64 in the reference: the case is not judged.
    case skipped
    case failed([String])
}

/// What one run observed, bit for bit, for the determinism test.
enum TraceEntry: Equatable {
    case accepted(Int, [UInt64])
    case rejected(Int, [Int])
    case probe(Int, [Int]?)
    case removed(Int, [UInt64])
    case levels([Priority], [UInt64])
    case range(Int, UInt64?, UInt64?)
    case ambiguity(Int, String)
    case suggested(Int, [UInt64])
}

final class CaseRun {
    let rc: RandomCase
    let options: CaseOptions
    let solver = Solver()
    let variables: [Variable]
    let ref: ReferenceLP
    /// One real constraint per spec, made once, so identity can be checked.
    let constraints: [Constraint]
    /// Indices into rc.constraints of the constraints in the solver, in the order added.
    var live: [Int] = []
    var rejected: [Int] = []
    /// Edit variables in the solver with their current suggestion (nil: not known exactly).
    struct Edit {
        var variable: Int
        var priority: Priority
        var value: Rational?
    }
    var edits: [Edit] = []
    var failures: [String] = []
    var trace: [TraceEntry] = []
    var stats = CaseStats()

    var n: Int { rc.variableCount }

    init(_ rc: RandomCase, options: CaseOptions = CaseOptions()) {
        self.rc = rc
        self.options = options
        variables = (0..<rc.variableCount).map { [solver] in solver.makeVariable("x\($0)") }
        ref = ReferenceLP(variableCount: rc.variableCount)
        constraints = rc.constraints.map { [variables] in $0.constraint(variables) }
    }

    /// Runs the whole case. `.skipped` when the reference's exact arithmetic overflowed.
    static func run(_ rc: RandomCase, options: CaseOptions = CaseOptions()) -> CaseOutcome {
        var ignored = CaseStats()
        return run(rc, options: options, stats: &ignored)
    }

    static func run(_ rc: RandomCase, options: CaseOptions, stats: inout CaseStats) -> CaseOutcome {
        let run = CaseRun(rc, options: options)
        do {
            try run.run()
        } catch {
            return .skipped
        }
        stats.merge(run.stats)
        return run.failures.isEmpty ? .passed : .failed(run.failures)
    }

    func fail(_ message: String) { failures.append(message) }

    func run() throws(RationalOverflow) {
        // Names and counts.
        if solver.variableCount != n { fail("variableCount \(solver.variableCount), expected \(n)") }
        for (i, v) in variables.enumerated() where solver.name(of: v) != "x\(i)" || v.id != i {
            fail("variable \(i): name \(solver.name(of: v)), id \(v.id)")
        }
        for (step, op) in rc.operations.enumerated() {
            try perform(op, context: "step \(step) (\(op))")
            // Later steps usually repeat the first failure; stop there.
            if !failures.isEmpty { return }
        }
    }

    /// Expects `body` to throw `expected` and to change nothing.
    func expectError(_ expected: SolverError, _ context: String, _ body: () throws(SolverError) -> Void) {
        let before = solver.solution(), list = solver.constraints, levels = solver.levelErrors()
        do throws(SolverError) {
            try body()
            fail("\(context): did not throw \(expected)")
        } catch {
            if error != expected { fail("\(context): threw \(error), expected \(expected)") }
        }
        checkUnchanged(before, list, context)
        if solver.levelErrors() != levels { fail("\(context): level errors changed") }
    }

    func perform(_ op: Operation, context: String) throws(RationalOverflow) {
        switch op {
        case .remove, .reAddRejected: if !options.removals { return }
        case .addEdit, .suggest, .removeEdit: if !options.edits { return }
        default: break
        }
        switch op {
        case .add(let i):
            if live.contains(i) {
                expectError(.duplicateConstraint(constraints[i]), context) { () throws(SolverError) in try solver.add(constraints[i]) }
            } else {
                try add(i, context: context)
                if options.checkEveryStep { try checkOptimum(context) }
            }

        case .remove(let k):
            if options.skipRequiredEqualityRemovals && rc.constraints[k].isRequired && rc.constraints[k].relation == .equal {
                return
            }
            guard let position = live.firstIndex(of: k) else {
                expectError(.unknownConstraint(constraints[k]), context) { () throws(SolverError) in try solver.remove(constraints[k]) }
                return
            }
            do throws(SolverError) {
                try solver.remove(constraints[k])
                live.remove(at: position)
                stats.removals += 1
                trace.append(.removed(k, bits(solver.solution())))
            } catch {
                fail("\(context): threw \(error)")
            }
            checkList(context)
            if options.checkEveryStep { try checkOptimum(context) }

        case .reAddRejected:
            var again: [Int] = []
            for i in rejected where !again.contains(i) { again.append(i) }
            rejected = []
            for i in again where !live.contains(i) {
                try add(i, context: "\(context): re-add [\(i)]")
                if options.checkEveryStep { try checkOptimum("\(context): re-add [\(i)]") }
            }

        case .addEdit(let variable, let priority):
            let v = variables[variable]
            if edits.contains(where: { $0.variable == variable }) {
                expectError(.duplicateEditVariable(v), context) { () throws(SolverError) in try solver.addEditVariable(v, priority: priority) }
                return
            }
            let old = solver.levelErrors()
            let oldValue = solver.value(of: v)
            do throws(SolverError) {
                try solver.addEditVariable(v, priority: priority)
            } catch {
                fail("\(context): threw \(error)")
                return
            }
            // The suggestion starts as the current value, read back exactly when it is a simple
            // fraction (else optimality checks wait for the next suggestion).
            edits.append(Edit(variable: variable, priority: priority, value: Rational.approximating(oldValue)))
            if !solver.hasEditVariable(v) { fail("\(context): hasEditVariable is false") }
            // Nothing gets worse, the new level (if new) has no error, the variable keeps its value.
            let now = solver.levelErrors()
            let expected = Set(old.map(\.priority) + [priority]).sorted(by: >)
            if now.map(\.priority) != expected {
                fail("\(context): levels \(now.map(\.priority)), expected \(expected)")
            } else {
                for l in now {
                    let before = old.first { $0.priority == l.priority }?.error ?? 0
                    if !close(l.error, before) { fail("\(context): level @\(l.priority) error \(l.error), was \(before)") }
                }
            }
            if !close(solver.value(of: v), oldValue) {
                fail("\(context): x\(variable) moved from \(oldValue) to \(solver.value(of: v))")
            }
            if options.checkEveryStep { try checkOptimum(context) }

        case .suggest(let variable, let value):
            let v = variables[variable]
            guard let e = edits.firstIndex(where: { $0.variable == variable }) else {
                expectError(.unknownEditVariable(v), context) { () throws(SolverError) in try solver.suggestValue(v, Double(value)) }
                return
            }
            do throws(SolverError) {
                try solver.suggestValue(v, Double(value))
            } catch {
                fail("\(context): threw \(error)")
                return
            }
            edits[e].value = Rational(value)
            stats.suggestions += 1
            trace.append(.suggested(value, bits(solver.solution())))
            try checkOptimum(context)

        case .removeEdit(let variable):
            let v = variables[variable]
            guard edits.contains(where: { $0.variable == variable }) else {
                expectError(.unknownEditVariable(v), context) { () throws(SolverError) in try solver.removeEditVariable(v) }
                return
            }
            do throws(SolverError) {
                try solver.removeEditVariable(v)
            } catch {
                fail("\(context): threw \(error)")
            }
            edits.removeAll { $0.variable == variable }
            if solver.hasEditVariable(v) { fail("\(context): hasEditVariable still true") }
            try checkOptimum(context)

        case .queries:
            if options.queries { try checkQueries(context) }
        }
    }

    // MARK: Steps

    func requiredRefs() -> [RefConstraint] {
        live.filter { rc.constraints[$0].isRequired }.map { rc.constraints[$0].reference(variableCount: n) }
    }

    /// The reference's view of the solver: constraints in it, and edits as `x − s == 0 @p`;
    /// nil while an edit's suggestion is not known exactly.
    func allRefs() -> [RefConstraint]? {
        var refs = live.map { rc.constraints[$0].reference(variableCount: n) }
        for e in edits {
            guard let s = e.value else { return nil }
            var coefficients = [Rational](repeating: .zero, count: n)
            coefficients[e.variable] = .one
            refs.append(RefConstraint(coefficients, -s, .equal, priority: e.priority.value))
        }
        return refs
    }

    func bits(_ s: Solution) -> [UInt64] { s.values.map(\.bitPattern) }

    func indices(_ c: Conflict) -> [Int] {
        c.constraints.map { x in constraints.firstIndex { $0 === x } ?? -1 }
    }

    func describe(_ c: Conflict) -> String {
        "{" + indices(c).map { "[\($0)]" }.joined(separator: " ") + "}"
    }

    func checkUnchanged(_ before: Solution, _ list: [Constraint], _ context: String, levels: [LevelError]? = nil) {
        if let levels, solver.levelErrors() != levels { fail("\(context): level errors changed") }
        let after = solver.solution()
        if after != before { fail("\(context): solution changed from \(before.values) to \(after.values)") }
        let now = solver.constraints
        if now.count != list.count || !zip(now, list).allSatisfy({ $0 === $1 }) {
            fail("\(context): the constraint list changed")
        }
    }

    func checkList(_ context: String) {
        let now = solver.constraints
        let expected = live.map { constraints[$0] }
        if now.count != expected.count || !zip(now, expected).allSatisfy({ $0 === $1 }) {
            fail("\(context): solver.constraints is \(now.map { c in constraints.firstIndex { $0 === c } ?? -1 }), expected \(live)")
        }
        for (i, c) in constraints.enumerated() where solver.contains(c) != live.contains(i) {
            fail("\(context): contains([\(i)]) is \(solver.contains(c))")
        }
    }

    func add(_ i: Int, context: String) throws(RationalOverflow) {
        let spec = rc.constraints[i]
        let c = constraints[i]
        let before = solver.solution()
        let list = solver.constraints
        let levels = solver.levelErrors()
        let feasible = try ref.isFeasible(requiredRefs() + [spec.reference(variableCount: n, priority: 1000)])

        var probe: Conflict? = nil
        do throws(SolverError) {
            probe = try solver.conflict(ifAdding: c)
        } catch {
            fail("\(context): conflict(ifAdding:) threw \(error)")
        }
        checkUnchanged(before, list, "\(context): conflict(ifAdding:)", levels: levels)
        trace.append(.probe(i, probe.map(indices)))
        stats.probes += 1
        if let p = probe {
            if feasible { fail("\(context): conflict(ifAdding:) found \(describe(p)) but the reference says it fits") }
            try checkConflict(p, adding: i, context: "\(context): conflict(ifAdding:)")
        } else if !feasible {
            fail("\(context): conflict(ifAdding:) is nil but the reference says it cannot hold as required")
        }

        do throws(SolverError) {
            try solver.add(c)
            live.append(i)
            trace.append(.accepted(i, bits(solver.solution())))
            stats.accepted += 1
            if spec.isRequired && !feasible { fail("\(context): accepted, but the reference says the required set is infeasible") }
        } catch {
            guard case .unsatisfiable(let conflict) = error else {
                fail("\(context): threw \(error)")
                return
            }
            rejected.append(i)
            trace.append(.rejected(i, indices(conflict)))
            stats.rejected += 1
            stats.conflictSizes[conflict.constraints.count, default: 0] += 1
            if !spec.isRequired { fail("\(context): an optional constraint was rejected as unsatisfiable") }
            if feasible { fail("\(context): rejected with \(describe(conflict)) but the reference says it fits") }
            try checkConflict(conflict, adding: i, context: context)
            if spec.isRequired, let p = probe, p != conflict {
                fail("\(context): conflict(ifAdding:) gave \(describe(p)) but add gave \(describe(conflict))")
            }
            checkUnchanged(before, list, "\(context): rejected", levels: levels)
        }
        checkList(context)
    }

    func checkConflict(_ conflict: Conflict, adding i: Int, context: String) throws(RationalOverflow) {
        let cs = conflict.constraints
        guard let last = cs.last, last === constraints[i] else {
            fail("\(context): conflict \(describe(conflict)) does not end with the new constraint [\(i)]")
            return
        }
        var members: [Int] = []
        for c in cs.dropLast() {
            guard let k = live.first(where: { constraints[$0] === c }) else {
                fail("\(context): conflict \(describe(conflict)) has a constraint that is not in the solver")
                return
            }
            if !rc.constraints[k].isRequired { fail("\(context): conflict \(describe(conflict)) has optional [\(k)]") }
            members.append(k)
        }
        let positions = members.map { live.firstIndex(of: $0)! }
        if positions != positions.sorted() || Set(positions).count != positions.count {
            fail("\(context): conflict \(describe(conflict)) is not in add order without repeats")
        }
        let refs = (members + [i]).map { rc.constraints[$0].reference(variableCount: n, priority: 1000) }
        if try ref.isFeasible(refs) {
            fail("\(context): conflict \(describe(conflict)) is feasible per the reference")
            return
        }
        for j in refs.indices {
            var rest = refs
            rest.remove(at: j)
            if try !ref.isFeasible(rest) {
                fail("\(context): conflict \(describe(conflict)) is reducible: still infeasible without [\((members + [i])[j])]")
                return
            }
        }
        if options.smallestConflicts && cs.count > 1 {
            let candidates = live.filter { rc.constraints[$0].isRequired }
            let newRef = rc.constraints[i].reference(variableCount: n, priority: 1000)
            for size in 0..<(cs.count - 1) {
                var found: [Int]? = nil
                try forEachSubset(of: candidates, size: size) { (subset) throws(RationalOverflow) -> Bool in
                    let refs = subset.map { rc.constraints[$0].reference(variableCount: n) } + [newRef]
                    if try !ref.isFeasible(refs) {
                        found = subset
                        return false
                    }
                    return true
                }
                if let s = found {
                    fail("[smallest] \(context): conflict \(describe(conflict)) has \(cs.count) constraints but \((s + [i]).map { "[\($0)]" }.joined(separator: " ")) (\(s.count + 1)) conflicts too")
                    return
                }
            }
        }
    }

    /// Calls `body` with each subset of `items` of `size` elements until it returns false.
    func forEachSubset(of items: [Int], size: Int, _ body: ([Int]) throws(RationalOverflow) -> Bool)
        throws(RationalOverflow)
    {
        var chosen: [Int] = []
        func recurse(_ start: Int) throws(RationalOverflow) -> Bool {
            if chosen.count == size { return try body(chosen) }
            if start >= items.count { return true }
            for k in start..<items.count {
                chosen.append(items[k])
                let go = try recurse(k + 1)
                chosen.removeLast()
                if !go { return false }
            }
            return true
        }
        _ = try recurse(0)
    }

    /// The per-level errors of a solution, computed from the constraints themselves.
    func ownLevelErrors(_ s: Solution) -> [Priority: Double] {
        var errors: [Priority: Double] = [:]
        for k in live where !rc.constraints[k].isRequired {
            errors[rc.constraints[k].priority, default: 0] += constraints[k].error { s[$0] }
        }
        for e in edits {
            errors[e.priority, default: 0] += abs(s[variables[e.variable]] - (e.value?.doubleValue ?? .nan))
        }
        return errors
    }

    /// Whether `s` satisfies every required constraint in the solver and has the optimal error at
    /// every level; a description of the first discrepancy otherwise.
    func optimalityProblem(_ s: Solution, _ opt: LexicographicOptimum) -> String? {
        let scale = 1 + (s.values.map { abs($0) }.max() ?? 0)
        for k in live where rc.constraints[k].isRequired {
            if !constraints[k].isSatisfied(tolerance: 1e-6 * scale, { s[$0] }) {
                return "required [\(k)] \(rc.constraints[k]) does not hold (value \(constraints[k].expression.value { s[$0] }))"
            }
        }
        let own = ownLevelErrors(s)
        for level in opt.levels {
            let e = own[Priority(level.priority)] ?? 0
            if !close(e, level.error) {
                return "its own error at @\(level.priority) is \(e), optimum \(level.error) = \(level.error.doubleValue)"
            }
        }
        return nil
    }

    @discardableResult
    func checkOptimum(_ context: String) throws(RationalOverflow) -> LexicographicOptimum? {
        guard let refs = allRefs() else {
            stats.uncheckedSteps += 1
            return nil
        }
        guard let opt = try ref.optimize(refs) else {
            fail("\(context): the required constraints in the solver are infeasible per the reference")
            return nil
        }
        let s = solver.solution()
        if s.values.count != n { fail("\(context): solution has \(s.values.count) values") }
        for (i, v) in variables.enumerated() where solver.value(of: v).bitPattern != s[v].bitPattern {
            fail("\(context): value(of: x\(i)) \(solver.value(of: v)) differs from solution() \(s[v])")
        }
        let levels = solver.levelErrors()
        trace.append(.levels(levels.map(\.priority), levels.map(\.error.bitPattern)))
        stats.optimumChecks += 1
        stats.levelsChecked += opt.levels.count
        stats.nonzeroLevels += opt.levels.filter { !$0.error.isZero }.count
        if levels.map(\.priority.value) != opt.levels.map(\.priority) {
            fail("\(context): levelErrors priorities \(levels.map(\.priority)), expected \(opt.levels.map(\.priority))")
        } else {
            for (l, o) in zip(levels, opt.levels) where !close(l.error, o.error) {
                fail("\(context): levelErrors @\(l.priority) = \(l.error), optimum \(o.error) = \(o.error.doubleValue)")
            }
        }
        if let problem = optimalityProblem(s, opt) {
            fail("\(context): solution \(s.values) is not optimal: \(problem)")
        }
        return opt
    }

    func checkQueries(_ context: String) throws(RationalOverflow) {
        guard let opt = try checkOptimum(context) else { return }
        guard let ranges = try ref.ranges(under: requiredRefs()) else { return }
        for (i, v) in variables.enumerated() {
            // range(of:): required constraints only.
            let expected = ranges[i]
            do throws(SolverError) {
                let r = try solver.range(of: v)
                trace.append(.range(i, r.minimum?.bitPattern, r.maximum?.bitPattern))
                stats.ranges += 1
                stats.boundedRangeEnds += (expected.minimum == nil ? 0 : 1) + (expected.maximum == nil ? 0 : 1)
                if !close(r, expected) { fail("\(context): range(of: x\(i)) = \(r), reference \(expected)") }
            } catch {
                fail("\(context): range(of: x\(i)) threw \(error)")
            }
            // ambiguity(of:): over all optimal solutions.
            let optimal = try opt.optimalRange(of: i)
            let ambiguity: Ambiguity
            do throws(SolverError) {
                ambiguity = try solver.ambiguity(of: v)
            } catch {
                fail("\(context): ambiguity(of: x\(i)) threw \(error)")
                continue
            }
            switch ambiguity {
            case .determined(let x):
                trace.append(.ambiguity(i, "determined \(x.bitPattern)"))
                stats.determined += 1
                if optimal.minimum == nil || optimal.minimum != optimal.maximum {
                    fail("\(context): ambiguity(of: x\(i)) = determined(\(x)) but its optimal range is \(optimal)")
                } else if !close(x, optimal.minimum!) {
                    fail("\(context): ambiguity(of: x\(i)) = determined(\(x)), reference \(optimal.minimum!)")
                }
            case .ambiguous(let w):
                trace.append(.ambiguity(i, "ambiguous \(bits(w.first)) \(bits(w.second)) \(w.freeVariables) \(w.optimalRange)"))
                stats.ambiguous += 1
                if let lo = optimal.minimum, lo == optimal.maximum {
                    fail("\(context): ambiguity(of: x\(i)) = ambiguous but the reference says determined = \(lo)")
                    continue
                }
                if !close(w.optimalRange, optimal) {
                    fail("\(context): ambiguity(of: x\(i)) optimalRange \(w.optimalRange), reference \(optimal)")
                }
                for (name, s) in [("first", w.first), ("second", w.second)] {
                    if s.values.count != n { fail("\(context): ambiguity(of: x\(i)) \(name) has \(s.values.count) values"); continue }
                    if let problem = optimalityProblem(s, opt) {
                        fail("\(context): ambiguity(of: x\(i)) witness \(name) \(s.values) is not optimal: \(problem)")
                    }
                    if !w.optimalRange.contains(s[v], tolerance: 1e-6) {
                        fail("\(context): ambiguity(of: x\(i)) witness \(name) x\(i) = \(s[v]) is outside \(w.optimalRange)")
                    }
                }
                guard w.first.values.count == n, w.second.values.count == n else { continue }
                if abs(w.first[v] - w.second[v]) <= 1e-7 {
                    fail("\(context): ambiguity(of: x\(i)) witnesses do not differ in x\(i): \(w.first[v]) vs \(w.second[v])")
                }
                let free = w.freeVariables
                if free != free.sorted() || !free.contains(v) {
                    fail("\(context): ambiguity(of: x\(i)) freeVariables \(free) not sorted or missing x\(i)")
                }
                for (k, u) in variables.enumerated() {
                    let d = abs(w.first[u] - w.second[u])
                    if d > 1e-6 && !free.contains(u) {
                        fail("\(context): ambiguity(of: x\(i)) x\(k) differs between the witnesses but is not in freeVariables \(free)")
                    }
                    if d == 0 && free.contains(u) {
                        fail("\(context): ambiguity(of: x\(i)) freeVariables \(free) lists x\(k), equal in both witnesses")
                    }
                }
            }
        }
    }
}

// MARK: - Shrinking

extension RandomCase {
    /// The case without constraint `k`: operations on it dropped, later indices renumbered.
    func dropping(constraint k: Int) -> RandomCase {
        var c = self
        c.constraints.remove(at: k)
        c.operations = operations.compactMap { op in
            switch op {
            case .add(let i): i == k ? nil : .add(i > k ? i - 1 : i)
            case .remove(let i): i == k ? nil : .remove(i > k ? i - 1 : i)
            default: op
            }
        }
        return c
    }
}

/// A smaller case that still fails (any failure), by dropping operations, constraints and terms
/// while the failure persists. Skipped (overflowing) candidates count as passing.
func shrink(_ rc: RandomCase, options: CaseOptions) -> (RandomCase, [String]) {
    guard case .failed(var failures) = CaseRun.run(rc, options: options) else { return (rc, []) }
    var best = rc
    func attempt(_ candidate: RandomCase) -> Bool {
        if case .failed(let f) = CaseRun.run(candidate, options: options) {
            best = candidate
            failures = f
            return true
        }
        return false
    }
    var progress = true
    while progress {
        progress = false
        // Drop everything after the failing step... then single operations.
        for k in best.operations.indices.reversed() {
            var c = best
            c.operations.remove(at: k)
            if attempt(c) { progress = true; break }
        }
        if progress { continue }
        for k in best.constraints.indices.reversed() where best.constraints.count > 1 {
            if attempt(best.dropping(constraint: k)) { progress = true; break }
        }
        if progress { continue }
        // Simplify numbers: zero a constant, make coefficients ±1, drop terms.
        outer: for k in best.constraints.indices {
            if best.constraints[k].constant != 0 {
                var c = best
                c.constraints[k].constant = 0
                if attempt(c) { progress = true; break outer }
            }
            for t in best.constraints[k].terms.indices {
                var c = best
                c.constraints[k].terms.remove(at: t)
                if attempt(c) { progress = true; break outer }
                let coefficient = best.constraints[k].terms[t].coefficient
                if abs(coefficient) > 1 {
                    var c = best
                    c.constraints[k].terms[t].coefficient = coefficient > 0 ? 1 : -1
                    if attempt(c) { progress = true; break outer }
                }
            }
        }
    }
    return (best, failures)
}
