import LayoutModel
import LayoutSyntax
import ConstraintSolver

/// A fresh solver holding a session's layout, for questions the session's own solver cannot be
/// asked without changing it: the root's size as a free parameter (`sweep`), and "is anything at
/// all ambiguous here?" in two simplex runs instead of eight per view (`check`).
///
/// It holds every item's four variables, the engine's rules (sizes ≥ 0, the root at the origin)
/// and the parts of the chosen model constraints exactly as the session puts them in force
/// (right-to-left mirroring, content size as hugging and resistance).
///
/// Given a stop check, its solvers (the mirror, each probe's copy, each region's solver) ask it
/// inside their long calls (`Solver.stopCheck`); a stop throws `Diagnostic.interrupted` from
/// the question being answered (from the building itself: `interrupted`, see `checkInterrupted`).
final class LayoutMirror {
    let solver: Solver
    /// A solver constraint of the mirror: which model constraint (or engine rule) it stands for.
    struct Entry {
        let handle: ConstraintHandle?
        let rule: EngineRule?
        /// In the mirror's variables; the constraint is `expression REL 0`.
        let expression: LinearExpression
        let relation: Relation
        let priority: Priority
    }
    private(set) var entries: [Entry] = []
    private var entryIndex: [ObjectIdentifier: Int] = [:]
    /// Items in order (views, then guides) and their minX, minY, width, height in the mirror.
    let items: [LayoutItem]
    private(set) var itemVariables: [[Variable]] = []
    let rootWidth: Variable
    let rootHeight: Variable
    /// When the chosen required constraints cannot hold together (with the freed size free):
    /// an irreducible set of them.
    private(set) var conflict: SizeSweep.Conflict?
    /// The probe: a copy of `solver` in which the held variable is an edit variable at
    /// `holdPriority`, above every priority a layout uses, made at the first `hold` and kept.
    /// Holding another value moves the suggestion (the dual simplex re-solves from the last
    /// held size, so a walk over ascending sizes pays for each change of the layout once) where
    /// adding `v == value` to a fresh copy each time re-pivoted the whole tableau through an
    /// artificial variable. While every size held is satisfiable (the sweep holds only sizes in
    /// the required range), the optimal solutions with the suggestion met are exactly those of
    /// the layout with `v == value` required: the top level's error is 0, and the levels below
    /// are optimised over the same set.
    private var probe: (solver: Solver, variable: Variable)?
    /// How the probe is made (see `ProbeBuild`).
    let probeBuild: ProbeBuild
    /// The root's size in the session: where a fresh probe first holds it.
    private let sessionRootSize: Size
    /// `t − Σ √pᵢ·xᵢ`, the combination's constraint (`t == Σ …`), for a fresh probe.
    private var combinationExpression: LinearExpression?
    /// The freed size's probe, being built on a second thread (`ProbeBuilder`) until
    /// `makeProbe` takes it.
    private var probeBuilder: ProbeBuilder?

    /// How the probe is made. `.fresh`: a new solver holding the size (an edit variable at
    /// `holdPriority`, suggested the session's size) before anything else, then the mirror's
    /// constraints in the mirror's order: with the size held, each constraint goes in as if the
    /// size were a constant. `.copyingTheMirror`: a copy of the mirror's solved solver, with
    /// the edit variable added at the size's value there — the way it was made before, kept as
    /// the reference the tests compare with (SweepTests.freshProbeSweepsAsTheCopy): on N labels
    /// pinned to the root's edge, adding the edit to a solver where the size is free re-pivots
    /// the symbol that stands for it through every row that mentions it, N times (56% of `sweep`
    /// at 1,000 labels).
    enum ProbeBuild { case fresh, copyingTheMirror }
    /// Whether questions go to the probe (a size is held).
    private var holding = false
    private var combination: Variable?
    private let stop: StopCheck?
    /// Whether the stop check said stop while the mirror was being built (it is then unfinished).
    private(set) var interrupted = false
    /// The solver questions go to: the probe's copy while a size is held.
    var current: Solver { holding ? probe!.solver : solver }

    /// The held variable's priority: just below required, above UIKit's highest optional
    /// priorities (999.999).
    static let holdPriority = Priority(Double(1000).nextDown)

    /// - Parameters:
    ///   - freeing: the root size left free (its encapsulated-size constraint is left out).
    ///   - includingBroken: whether constraints broken by a conflict are put in (`sweep` asks
    ///     about every active constraint; `check` looks at the layout as UIKit lays it out).
    init(_ session: LayoutSession, freeing axis: Axis?, includingBroken: Bool, stop: StopCheck? = nil,
         probeBuild: ProbeBuild = .fresh) {
        self.stop = stop
        self.probeBuild = probeBuild
        sessionRootSize = session.state.rootSize
        solver = Solver()
        solver.stopCheck = stop?.isRequested
        let state = session.state
        items = session.engineItems
        var local: [Int: Variable] = [:]
        for item in items {
            let v = session.engineVariables(of: item)
            var mine: [Variable] = []
            for (sessionVariable, suffix) in [(v.minX, "minX"), (v.minY, "minY"), (v.width, "width"), (v.height, "height")] {
                let m = solver.makeVariable(state.name(of: item) + "." + suffix)
                local[sessionVariable.id] = m
                mine.append(m)
            }
            itemVariables.append(mine)
        }
        rootWidth = itemVariables[state.root.index][2]
        rootHeight = itemVariables[state.root.index][3]
        func mapped(_ e: LinearExpression) -> LinearExpression {
            LinearExpression(e.terms.map { Term(local[$0.variable.id]!, $0.coefficient) }, constant: e.constant)
        }
        // Engine rules first, as the session adds them; then the constraints' parts.
        var planned: [(Entry, ProbeBuilder.Planned)] = []
        func plan(_ e: LinearExpression, _ r: Relation, _ priority: Priority, handle: ConstraintHandle?, rule: EngineRule?) {
            planned.append((Entry(handle: handle, rule: rule, expression: e, relation: r, priority: priority),
                            ProbeBuilder.Planned(expression: e, relation: r, priority: priority)))
        }
        for item in items {
            for rule in session.engineRuleParts(of: item) {
                plan(mapped(rule.expression), rule.relation, Priority.required, handle: nil, rule: rule.rule)
            }
        }
        for c in state.constraints where c.isActive && (includingBroken || !c.isBroken) {
            if let axis, c.kind == .encapsulatedSize, c.first.attribute == (axis == .horizontal ? .width : .height) { continue }
            for p in session.engineParts(of: c) {
                plan(mapped(p.expression), p.relation, p.priority.solverPriority, handle: c.handle, rule: nil)
            }
        }
        // The combination's variable comes after every item's (see `addCombination`).
        let all = itemVariables.flatMap { $0 }
        let combined = Self.combined(itemVariables, items: items, state: state)
        combinationExpression = LinearExpression(Variable(madeAfter: all.count))
            - LinearExpression(zip(combined, Self.squareRootsOfPrimes(combined.count)).map { Term($0, $1) })
        // The probe of the freed size, which `sweep` asks for first, is built beside the mirror
        // (`ProbeBuilder`).
        if let axis, probeBuild == .fresh {
            let held = axis == .horizontal ? rootWidth : rootHeight
            probeBuilder = ProbeBuilder(
                variableCount: all.count + 1, holding: held,
                at: axis == .horizontal ? sessionRootSize.width : sessionRootSize.height,
                constraints: planned.map(\.1), combination: combinationExpression)
        }
        for (entry, _) in planned {
            add(entry.expression, entry.relation, entry.priority, handle: entry.handle, rule: entry.rule)
            if conflict != nil || interrupted { return }
        }
        addCombination(state)
    }

    deinit {
        // (A mirror dropped before its probe was asked for: the build is not left running.)
        probeBuilder?.cancel()
    }

    /// The session's own layout as UIKit lays it out (the constraints in force, broken ones
    /// left out, the root's size held by its encapsulated-size constraints): a copy of the
    /// session's solver, which already holds exactly that, solved — where `init(_:freeing:…)`
    /// would add every constraint to a fresh solver again. `check` asks this of every
    /// combination. No entries: `region(of:at:)` is not asked of it.
    init(solverOf session: LayoutSession, stop: StopCheck? = nil) {
        self.stop = stop
        probeBuild = .copyingTheMirror
        sessionRootSize = session.state.rootSize
        solver = session.engine.copy()
        solver.stopCheck = stop?.isRequested
        let state = session.state
        items = session.engineItems
        itemVariables = items.map { item in
            let v = session.engineVariables(of: item)
            return [v.minX, v.minY, v.width, v.height]
        }
        rootWidth = itemVariables[state.root.index][2]
        rootHeight = itemVariables[state.root.index][3]
        addCombination(state)
    }

    /// The variables whose combination `isAmbiguous` asks about: every item's but a stack
    /// view's private spacers', which are never the developer's ambiguity (`ambiguousItems`).
    static func combined(_ itemVariables: [[Variable]], items: [LayoutItem], state: LayoutState) -> [Variable] {
        zip(items, itemVariables).flatMap { item, variables -> [Variable] in
            if case .guide(let g) = item, state[g].kind == .stackSpacer { return [] }
            return variables
        }
    }

    /// The combination `isAmbiguous` asks about, made before any probe copies the solver.
    private func addCombination(_ state: LayoutState) {
        let all = itemVariables.flatMap { $0 }
        let t = solver.makeVariable("combination")
        if combinationExpression != nil {
            // (`init` named it before it existed: it comes right after every item's variables.)
            precondition(t == Variable(madeAfter: all.count), "the combination's variable is not the one named")
        } else {
            let combined = Self.combined(itemVariables, items: items, state: state)
            let weights = Self.squareRootsOfPrimes(combined.count)
            combinationExpression = LinearExpression(t) - LinearExpression(zip(combined, weights).map { Term($0, $1) })
        }
        do {
            try solver.add(Constraint(combinationExpression!, .equal))
        } catch {
            guard error == .stopped else { preconditionFailure("the combination was refused: \(error)") }
            interrupted = true
            return
        }
        combination = t
    }

    /// Throws `Diagnostic.interrupted` when the stop check said stop while the mirror was built.
    func checkInterrupted() throws(Diagnostic) {
        if interrupted { throw Diagnostic.interrupted }
    }

    /// What a solver call gives, with a stop as `Diagnostic.interrupted` and any other refusal
    /// as nil.
    private func asking<T>(_ body: () throws(SolverError) -> T) throws(Diagnostic) -> T? {
        do {
            return try body()
        } catch {
            if error == .stopped { throw Diagnostic.interrupted }
            return nil
        }
    }

    private func add(_ e: LinearExpression, _ r: Relation, _ priority: Priority, handle: ConstraintHandle?, rule: EngineRule?) {
        guard !interrupted else { return }
        let c = Constraint(e, r, priority: priority)
        do {
            try solver.add(c)
            entryIndex[ObjectIdentifier(c)] = entries.count
            entries.append(Entry(handle: handle, rule: rule, expression: e, relation: r, priority: priority))
        } catch {
            if error == .stopped {
                interrupted = true
                return
            }
            guard case .unsatisfiable(let found) = error else { preconditionFailure("mirror refused \(c): \(error)") }
            var handles: [ConstraintHandle] = []
            var limits: [EngineRule] = []
            for member in found.constraints {
                let entry = member === c ? Entry(handle: handle, rule: rule, expression: e, relation: r, priority: priority)
                    : entries[entryIndex[ObjectIdentifier(member)]!]
                if let h = entry.handle, !handles.contains(h) { handles.append(h) }
                if let l = entry.rule, !limits.contains(l) { limits.append(l) }
            }
            conflict = SizeSweep.Conflict(constraints: handles.sorted(), sizeLimits: limits, broken: nil)
        }
    }

    /// Holds `variable` at `value` (replacing the previous probe). False when that cannot hold.
    @discardableResult
    func hold(_ variable: Variable, at value: Double) throws(Diagnostic) -> Bool {
        release()
        guard try makeProbe(holding: variable) else { return false }
        let held = probe!.solver
        guard try asking({ () throws(SolverError) in try held.suggestValue(variable, value) }) != nil else { return false }
        // A suggestion the required constraints cannot meet is met only in part: not held.
        guard abs(held.value(of: variable) - value) <= 1e-9 * max(1, abs(value)) else { return false }
        holding = true
        return true
    }

    /// Makes the probe for `variable` unless it is made already (the edit variable at its
    /// value in the mirror's solution). False when the solver refused it.
    private func makeProbe(holding variable: Variable) throws(Diagnostic) -> Bool {
        if probe?.variable == variable { return true }
        probe = nil
        let held: Solver
        switch probeBuild {
        case .copyingTheMirror:
            held = solver.copy()
            guard try asking({ () throws(SolverError) in try held.addEditVariable(variable, priority: Self.holdPriority) }) != nil else { return false }
        case .fresh where probeBuilder?.variable == variable:
            let builder = probeBuilder!
            probeBuilder = nil
            switch builder.result(stop: stop) {
            case .success(let solver): held = solver
            case .failure(let error):
                if error == .stopped { throw Diagnostic.interrupted }
                return false
            }
        case .fresh:
            held = Solver()
            held.stopCheck = stop?.isRequested
            // The same variables (the same ids), the size held first, then the same constraints
            // in the same order.
            for _ in 0..<solver.variableCount { _ = held.makeVariable() }
            let start = variable == rootWidth ? sessionRootSize.width : variable == rootHeight ? sessionRootSize.height : 0
            guard try asking({ () throws(SolverError) -> Void in
                try held.addEditVariable(variable, priority: Self.holdPriority)
                try held.suggestValue(variable, start)
                for e in entries { try held.add(Constraint(e.expression, e.relation, priority: e.priority)) }
                if let combinationExpression { try held.add(Constraint(combinationExpression, .equal)) }
            }) != nil else { return false }
        }
        probe = (held, variable)
        return true
    }

    func release() {
        holding = false
    }

    /// The least and greatest value of the freed root size `v` over the required constraints
    /// (probe released). The greatest is a primal simplex run (`Solver.requiredMaximum`). The
    /// least is where a copy of the probe (`hold`) puts `v` when it holds it at 0 just below required:
    /// the engine's rules keep a size ≥ 0, so the required constraints allow an interval
    /// [least, greatest] with least ≥ 0, and a suggestion at a priority above every optional one
    /// is met as nearly as they allow — at the least (the same number the primal minimum is,
    /// the same vertex's value). The suggestion's move is repaired by the dual simplex, whose
    /// pivots enter the symbols of the rows that went negative — one view's own error or slack
    /// each — where the primal minimum entered, pivot after pivot, the symbol that stands for the
    /// root's size in every row that mentions it (N pivots over N rows for N views pinned to the
    /// root's edge: the largest part of `sweep` at 300 labels).
    func requiredRange(ofSize v: Variable) throws(Diagnostic) -> ValueRange {
        release()
        let none = ValueRange(minimum: nil, maximum: nil)
        guard let maximum = try asking({ () throws(SolverError) in try solver.requiredMaximum(of: v) }) else { return none }
        guard try makeProbe(holding: v) else { return none }
        // A copy: the probe itself stays where it was made, for the questions that follow.
        let low = probe!.solver.copy()
        guard try asking({ () throws(SolverError) in try low.suggestValue(v, 0) }) != nil else { return none }
        return ValueRange(minimum: low.value(of: v), maximum: maximum)
    }

    /// Whether any item's frame is ambiguous now: the optimal range of one combination of every
    /// frame variable with weights √2, √3, √5, … — numbers that no rational combination of the
    /// others can cancel, so the combination moves whenever any frame variable can (layout
    /// constraints have rational coefficients, so every free direction is rational).
    func isAmbiguous() throws(Diagnostic) -> Bool {
        guard let combination else { return false }
        let current = current
        return try asking { () throws(SolverError) in try current.isAmbiguous(combination) } ?? true
    }

    /// Items with ambiguous frames now, with their free attributes (views and guides in order).
    func ambiguousItems(_ state: LayoutState) throws(Diagnostic) -> [SizeSweep.AmbiguousItem] {
        var out: [SizeSweep.AmbiguousItem] = []
        let current = current
        guard let ambiguous = try asking({ () throws(SolverError) in try current.ambiguousVariables() }) else { return [] }
        var index: [LayoutItem: Int] = [:]
        for (i, item) in items.enumerated() { index[item] = i }
        for (i, item) in items.enumerated() {
            // A view an NSStackView detached is out of AppKit's hierarchy (docs/stack-views.md rule 36).
            if case .view(let v) = item, state.detachingStack(of: v) != nil { continue }
            // A stack view's private spacers (UISV-alignment-spanner, -ordering-spanner,
            // -distributing) are UIKit's, never the developer's problem: along the axis a spacer
            // does not arrange it is free in UIKit too (harmless), and along the one it does it can
            // be free only with an arranged view, which is reported itself; when every view is
            // determined, a free spacer moves nothing anyone sees (docs/stack-views.md).
            if case .guide(let g) = item, state[g].kind == .stackSpacer { continue }
            // The frame relative to the superview (FrameAmbiguity): the cause once, not every descendant.
            let reference = FrameAmbiguity.reference(of: item, in: state).flatMap { index[$0] }.map { itemVariables[$0] }
            guard let free = try asking({ () throws(SolverError) in
                try FrameAmbiguity.attributes(own: itemVariables[i], reference: reference, free: ambiguous, solver: current)
            }) else { continue }
            // What the document asks Xcode not to verify is not reported (verifyAmbiguity).
            var verified = free
            if case .view(let v) = item, let verification = state[v].interfaceBuilder?.verifyAmbiguity { verified = verification.verified(free) }
            if !verified.isEmpty { out.append(.init(name: state.name(of: item), attributes: verified, item: item)) }
        }
        return out
    }

    /// √2, √3, √5, … for the first `count` primes (a sieve, grown until it holds enough).
    static func squareRootsOfPrimes(_ count: Int) -> [Double] {
        guard count > 0 else { return [] }
        var limit = 16
        while true {
            var composite = [Bool](repeating: false, count: limit + 1)
            var primes: [Int] = []
            primes.reserveCapacity(count)
            for n in 2...limit where !composite[n] {
                primes.append(n)
                if primes.count == count { return primes.map { Double($0).squareRoot() } }
                var m = n * n
                while m <= limit { composite[m] = true; m += n }
            }
            limit *= 2
        }
    }

    /// The sizes at which the solution now held keeps being optimal with the same constraints
    /// tight (see docs/sweep-and-check.md): with the probe at `value`, every constraint that is
    /// tight (or an optional one that holds exactly) becomes an equality, every other one keeps
    /// the sign it has now, all required, and the probed variable is left free. Any solution of
    /// that system satisfies complementary slackness with the current optimal duals, so it is
    /// optimal for its own size; the projection on the size is an interval containing `value`.
    func region(of v: Variable, at value: Double) throws(Diagnostic) -> (lower: Double?, upper: Double?) {
        guard try hold(v, at: value) else { return (value, value) }
        let values = current.solution()
        let region = Solver()
        region.stopCheck = stop?.isRequested
        let vars = (0..<solver.variableCount).map { _ in region.makeVariable() }
        let scale = max(1, abs(value))
        for e in entries {
            let x = e.expression.value { values[$0] }
            let tight = abs(x) <= 1e-7 * scale
            let r: Relation
            if e.priority.isRequired {
                r = e.relation == .equal || tight ? .equal : e.relation
            } else {
                r = tight ? .equal : (x > 0 ? .greaterThanOrEqual : .lessThanOrEqual)
            }
            let expression = LinearExpression(e.expression.terms.map { Term(vars[$0.variable.id], $0.coefficient) }, constant: e.expression.constant)
            let c = Constraint(expression, r)
            guard try asking({ () throws(SolverError) in try region.add(c) }) != nil else { return (value, value) }
        }
        guard let range = try asking({ () throws(SolverError) in try region.range(of: vars[v.id]) }) else { return (value, value) }
        return (range.minimum.map { min($0, value) }, range.maximum.map { max($0, value) })
    }
}
