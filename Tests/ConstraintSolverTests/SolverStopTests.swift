import ConstraintSolver
import Testing

/// A solver's `stopCheck` (Ctrl-C in plumb): asked every `Solver.stopCheckInterval` units of work
/// inside long calls; when it says stop, the call throws `SolverError.stopped` and the solver is
/// exactly as it was, so it goes on answering as if the call had never been made. The stop is a
/// counter that trips at its K-th question, never a clock.
@Suite struct SolverStopTests {
    /// A row of `n` boxes chained left to right from x = 8 with gaps of 8, each at least 10 wide
    /// and pulled towards 30 (at 250), and a root 320 wide. `tooWide` ends the row at the root's
    /// right edge minus 8: at least 8n + 10n > 320 needed, a conflict whose minimal set is the
    /// whole chain (every width, every gap, the start, the root).
    struct Row {
        let solver = Solver()
        let x: [Variable]
        let w: [Variable]
        let root: Variable
        let tooWide: Constraint

        init(_ n: Int) throws {
            let s = solver
            root = s.makeVariable("root")
            x = (0..<n).map { s.makeVariable("x\($0)") }
            w = (0..<n).map { s.makeVariable("w\($0)") }
            try s.add(Constraint(root, .equal, 320))
            try s.add(Constraint(x[0], .equal, 8))
            for i in 0..<n {
                try s.add(Constraint(w[i], .greaterThanOrEqual, 10))
                try s.add(Constraint(w[i], .equal, 30, priority: 250))
                if i > 0 { try s.add(Constraint(x[i], .equal, x[i - 1] + w[i - 1] + 8)) }
            }
            tooWide = Constraint(x[n - 1] + w[n - 1] + 8, .lessThanOrEqual, root)
        }
    }

    /// Everything a solver answers, bit for bit: the values, the level errors, the constraints.
    static func fingerprint(_ s: Solver) -> [UInt64] {
        s.solution().values.map(\.bitPattern) + s.levelErrors().flatMap { [$0.priority.value.bitPattern, $0.error.bitPattern] }
            + [UInt64(s.constraints.count)]
    }

    /// Runs `call` on a copy of `base` with a stop that never trips and returns how many times
    /// it asked; then, for every K up to that, on a fresh copy with a stop that trips at the K-th
    /// question: the call throws `.stopped`, the copy answers exactly like `base`, and — its stop
    /// check cleared — `after` on it gives what `after` gives on an untouched copy.
    /// (Every unit of work is a question here — interval 1 — so any place can be where it
    /// stops; beyond 3 × `samples` questions, `samples` spread evenly and the last 3.)
    static func stopsCleanly(_ base: Solver, minimum: Int, samples: Int = 20, _ call: (Solver) throws(SolverError) -> Void,
                             then after: (Solver) throws -> [UInt64]) throws {
        let full = base.copy()
        var asked = 0
        full.stopCheckInterval = 1
        full.stopCheck = { asked += 1; return false }
        try? call(full)
        #expect(asked >= minimum, "asked only \(asked) times")
        let expected = try after(base.copy())
        let questions = asked <= 3 * samples ? Array(1...max(1, asked))
            : Array(Set(stride(from: 1, through: asked, by: asked / samples)).union((asked - 2)...asked)).sorted()
        var stops = 0
        for k in questions {
            let s = base.copy()
            var n = 0
            s.stopCheckInterval = 1
            s.stopCheck = { n += 1; return n >= k }
            #expect(throws: SolverError.stopped) { try call(s) }
            #expect(n == k, "asked again after saying stop (k = \(k))")
            #expect(fingerprint(s) == fingerprint(base), "stopped at question \(k) of \(asked), the solver changed")
            s.stopCheck = nil
            #expect(try after(s) == expected, "stopped at question \(k) of \(asked), later answers differ")
            stops += 1
        }
        #expect(stops == questions.count)
    }

    /// The conflict search (rings, deletion filter, probe solvers) stops part-way; the solver
    /// then still finds the same conflict, and takes further constraints as before.
    @Test func conflictSearchStops() throws {
        let row = try Row(20)
        let plain = row.solver.copy()
        var expected: Conflict?
        do { try plain.add(row.tooWide) } catch { if case .unsatisfiable(let c) = error { expected = c } }
        #expect(expected?.constraints.count == 42)
        try Self.stopsCleanly(row.solver, minimum: 20, { s throws(SolverError) in try s.add(row.tooWide) }) { s in
            var conflict: Conflict?
            do { try s.add(row.tooWide) } catch let e as SolverError { if case .unsatisfiable(let c) = e { conflict = c } }
            #expect(conflict == expected)
            try s.add(Constraint(row.w[3], .equal, 12))
            return Self.fingerprint(s)
        }
        // conflict(ifAdding:) too (it changes nothing either way).
        try Self.stopsCleanly(row.solver, minimum: 20, samples: 5, { s throws(SolverError) in _ = try s.conflict(ifAdding: row.tooWide) }) { s in
            let conflict = try s.conflict(ifAdding: row.tooWide)
            #expect(conflict == expected)
            return Self.fingerprint(s)
        }
    }

    /// The re-optimisation after an add stops part-way (here: a required right edge that
    /// squeezes every box from its preferred 30); the add is undone whole and, retried without
    /// a stop, gives the same solution as on a solver that was never stopped.
    @Test func reoptimisationStops() throws {
        let row = try Row(40)
        let s = row.solver
        let edge = s.makeVariable("edge")
        try s.add(Constraint(edge, .greaterThanOrEqual, row.x[39] + row.w[39] + 8))
        let squeeze = Constraint(edge, .equal, 1000)
        try Self.stopsCleanly(s, minimum: 2, { s throws(SolverError) in try s.add(squeeze) }) { s in
            try s.add(squeeze)
            #expect(abs(s.value(of: row.x[39]) + s.value(of: row.w[39]) + 8 - 1000) < 1e-9)
            return Self.fingerprint(s)
        }
    }

    /// A removal's re-optimisation stops part-way too (the squeeze taken away, every box goes
    /// back to 30), and so does removing a definition (a link of the chain, which is turned back
    /// into a tableau row first); the constraint is then still in, and removing it again later
    /// gives what it gives on a solver that was never stopped.
    @Test func removalStops() throws {
        let row = try Row(40)
        let s = row.solver
        let edge = s.makeVariable("edge")
        try s.add(Constraint(edge, .greaterThanOrEqual, row.x[39] + row.w[39] + 8))
        let squeeze = Constraint(edge, .equal, 1000)
        try s.add(squeeze)
        try Self.stopsCleanly(s, minimum: 2, { s throws(SolverError) in try s.remove(squeeze) }) { s in
            #expect(s.contains(squeeze))
            try s.remove(squeeze)
            #expect(s.value(of: row.w[0]) == 30)
            return Self.fingerprint(s)
        }
        let link = try #require(s.constraints.first { $0.expression.terms.contains { $0.variable == row.x[20] } })
        try Self.stopsCleanly(s, minimum: 2, { s throws(SolverError) in try s.remove(link) }) { s in
            #expect(s.contains(link))
            try s.remove(link)
            try s.add(Constraint(row.x[20], .equal, 500))
            return Self.fingerprint(s)
        }
    }

    /// Range and ambiguity questions (a ranging simplex on the live tableau) stop and roll back.
    @Test func rangeAndAmbiguityStop() throws {
        let row = try Row(40)
        let s = row.solver
        // A variable with only a lower bound: ambiguous.
        let slack = s.makeVariable("slack")
        try s.add(Constraint(slack, .greaterThanOrEqual, 0))
        try Self.stopsCleanly(s, minimum: 1, { s throws(SolverError) in _ = try s.range(of: row.x[39]) }) { s in
            [try s.range(of: row.x[39]).minimum!.bitPattern] + Self.fingerprint(s)
        }
        try Self.stopsCleanly(s, minimum: 1, { s throws(SolverError) in _ = try s.ambiguousVariables() }) { s in
            try s.ambiguousVariables().map { $0 ? 1 : 0 } + Self.fingerprint(s)
        }
    }

    /// Without a stop check nothing is asked, and a stop check that never says stop changes no
    /// answer (the journal it adds only records).
    @Test func aStopThatNeverTripsChangesNothing() throws {
        let row = try Row(40)
        let plain = row.solver.copy()
        let checked = row.solver.copy()
        var asked = 0
        checked.stopCheckInterval = 1
        checked.stopCheck = { asked += 1; return false }
        let edge = Constraint(row.x[39] + row.w[39] + 8, .lessThanOrEqual, 1000)
        for s in [plain, checked] {
            try s.add(edge)
            try s.add(Constraint(row.w[5], .equal, 50, priority: 500))
            #expect(throws: SolverError.self) { try s.add(Constraint(row.w[6], .lessThanOrEqual, 5)) }
        }
        #expect(asked > 0)
        #expect(Self.fingerprint(plain) == Self.fingerprint(checked))
        #expect(try plain.ambiguousVariables() == checked.ambiguousVariables())
    }
}
