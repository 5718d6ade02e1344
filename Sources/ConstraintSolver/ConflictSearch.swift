/// Finding the conflict to report when a required constraint cannot hold: an irreducible
/// infeasible subset (IIS) that contains the new constraint, as small and as local as we can.
///
/// 1. Search outward from the new constraint: the required constraints that share a variable
///    with it, then those that share a variable with those, and so on. After each ring (while
///    small; then each time the set doubles) test whether the set so far is infeasible, in a
///    fresh solver holding only that set. The first infeasible set is local by construction.
/// 2. The Farkas certificate the failed add left behind (the constraints whose markers carry the
///    proof of infeasibility) is infeasible too.
/// 3. Shrink each with a deletion filter: drop one constraint at a time, farthest first, keeping
///    it dropped when the rest is still infeasible — and then keeping only that rest's own
///    certificate, which is never larger. What is left is irreducible: without any one of its
///    constraints the rest is feasible. Keep the smaller of the two (the ring's on a tie).
/// 4. When few constraints are involved, look for a smaller conflict still: test the subsets
///    with fewer constraints, smallest and nearest first. The first infeasible one is a conflict
///    of the fewest constraints possible (every smaller subset holding the new constraint was
///    feasible, and the old constraints hold together), so it is irreducible too.
///
/// With a stop check, the probe solvers share this solver's countdown (each constraint a probe
/// adds and each of its pivots is a unit of work), and a stop throws `.stopped` out of the
/// whole search; the probes are dropped and this solver was never changed by the search.
extension Solver {
    private struct Candidate {
        let constraint: Constraint
        let sequence: Int
        let distance: Int
    }

    /// How many feasibility tests step 4 may spend.
    private static let smallestSearchBudget = 2_000

    func minimalConflict(adding new: Constraint, support: [Int]) throws(SolverError) -> [Constraint] {
        let newSequence = Int.max
        let newCandidate = Candidate(constraint: new, sequence: newSequence, distance: 0)
        if let core = try infeasibleCore([newCandidate]) { return try deletionFilter(core).map(\.constraint) }

        // Rings, with every required constraint's distance from the new one as far as explored.
        var members = [newCandidate]
        var distance: [Int: Int] = [:]
        var visited: Set<Int> = []
        var frontier = new.variables.map(\.id)
        visited.formUnion(frontier)
        var ring = 1
        var lastTested = 1
        let certificateSize = support.count + 1
        let ringCap = max(64, 4 * certificateSize)
        var fromRings: [Candidate]?
        while !frontier.isEmpty && members.count <= ringCap {
            var next: [Int] = []
            for v in frontier {
                for s in requiredByVariable[v] where distance[s] == nil {
                    distance[s] = ring
                    let c = records[s]!.constraint
                    members.append(Candidate(constraint: c, sequence: s, distance: ring))
                    for u in c.variables.map(\.id) where !visited.contains(u) {
                        visited.insert(u)
                        next.append(u)
                    }
                }
            }
            frontier = next.sorted()
            ring += 1
            if members.count <= 64 || members.count >= 2 * lastTested || frontier.isEmpty {
                lastTested = members.count
                if let core = try infeasibleCore(members) {
                    fromRings = try deletionFilter(core)
                    break
                }
            }
        }
        var best = fromRings
        var certificate = support.map { s in
            Candidate(constraint: records[s]!.constraint, sequence: s, distance: distance[s] ?? ring)
        }
        certificate.insert(newCandidate, at: 0)
        if best == nil || best!.count > 2, let core = try infeasibleCore(certificate) {
            let fromCertificate = try deletionFilter(core)
            if best == nil || fromCertificate.count < best!.count { best = fromCertificate }
        }
        if best == nil {
            // Only reachable if rounding spoiled the certificate: every required constraint.
            var all = records.values.filter(\.isRequired).sorted { $0.sequence < $1.sequence }.map {
                Candidate(constraint: $0.constraint, sequence: $0.sequence, distance: distance[$0.sequence] ?? ring)
            }
            all.insert(newCandidate, at: 0)
            guard let core = try infeasibleCore(all) else {
                // Phase one rejected it, yet it holds with every required constraint: rounding.
throw .numericalFailure(new)
            }
            best = try deletionFilter(core)
        }
        var result = best!
        if result.count > 2 {
            var pool: [Candidate] = members.dropFirst() + certificate.dropFirst().filter { c in
                !members.contains { $0.sequence == c.sequence }
            }
            pool.sort { ($0.distance, $0.sequence) < ($1.distance, $1.sequence) }
            if let smaller = try smallestConflict(new: newCandidate, pool: pool, below: result.count) { result = smaller }
        }
        return result.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    /// Step 4: the first infeasible subset of `pool` plus the new constraint with fewer than
    /// `limit` members, by size then nearness; nil when there is none or the budget runs out.
    private func smallestConflict(new: Candidate, pool: [Candidate], below limit: Int) throws(SolverError) -> [Candidate]? {
        var budget = Self.smallestSearchBudget
        let newVariables = new.constraint.normalizedTerms.map(\.variable.id)
        let poolVariables = pool.map { $0.constraint.normalizedTerms.map(\.variable.id) }
        for size in 1..<(limit - 1) where size <= pool.count {
            var chosen = Array(0..<size)
            while true {
                budget -= 1
                if budget < 0 { return nil }
                if Self.everyVariableTwice(newVariables, chosen.map { poolVariables[$0] }),
                   try infeasibleCore([new] + chosen.map { pool[$0] }) != nil {
                    return [new] + chosen.map { pool[$0] }
                }
                // Next combination in lexicographic order.
                var i = size - 1
                while i >= 0 && chosen[i] == pool.count - size + i { i -= 1 }
                if i < 0 { break }
                chosen[i] += 1
                for j in (i + 1)..<size { chosen[j] = chosen[j - 1] + 1 }
            }
        }
        return nil
    }

    /// Whether every variable the constraints mention appears in at least two of them — true of
    /// every irreducible infeasible set: a variable that one constraint alone mentions can be
    /// set to satisfy it once the others hold (variables are unrestricted; a size's `≥ 0` is a
    /// constraint of its own), so without it the rest would be infeasible already. Step 4 asks
    /// this before building a probe: a subset that fails it is feasible or holds a smaller
    /// infeasible subset, which the search (smallest first) would have returned before it. The
    /// budget still counts it, so the search visits and returns exactly what it did without.
    private static func everyVariableTwice(_ first: [Int], _ rest: [[Int]]) -> Bool {
        var counts: [Int: Int] = [:]
        for v in first { counts[v, default: 0] += 1 }
        for vs in rest { for v in vs { counts[v, default: 0] += 1 } }
        return counts.values.allSatisfy { $0 >= 2 }
    }

    /// The deletion filter (see above); returns the candidates left (the new one first).
    ///
    /// Whether the rest is infeasible without one constraint is asked of one probe that holds the
    /// set's old constraints: the constraint comes out, the probe says whether the new one would
    /// hold, and the constraint goes back in. Only a rest that is infeasible is built afresh (for
    /// its certificate, as before), and the probe is rebuilt from what is left. The certificate's
    /// set is nearly always irreducible already: every test finds the rest feasible, and a fresh
    /// probe per test (each adding the whole set) was most of the search's time.
    private func deletionFilter(_ set: [Candidate]) throws(SolverError) -> [Candidate] {
        var current = set
        let order = set.filter { $0.sequence != Int.max }
            .sorted { ($0.distance, $0.sequence) > ($1.distance, $1.sequence) }
        var probe: IncrementalProbe?
        for candidate in order {
            guard current.contains(where: { $0.sequence == candidate.sequence }) else { continue }
            if probe == nil { probe = try IncrementalProbe(current, poll: poll) }
            if try probe!.holdsWithout(candidate) { continue }
            let trial = current.filter { $0.sequence != candidate.sequence }
            if let core = try infeasibleCore(trial) {
                current = core
                probe = nil
            }
        }
        return current
    }

    /// A solver holding copies of a candidate set's old constraints (on variables of its own),
    /// asked whether the new constraint would hold with one of them taken out.
    private struct IncrementalProbe {
        let solver: Solver
        /// The probe's copy of each old constraint, by its sequence in this solver.
        let copies: [Int: Constraint]
        let new: Constraint

        init(_ candidates: [Candidate], poll: StopPoll?) throws(SolverError) {
            let solver = Solver()
            solver.poll = poll
            self.solver = solver
            var map: [Int: Variable] = [:]
            func copy(_ c: Constraint) -> Constraint {
                let e = c.expression
                return Constraint(LinearExpression(e.terms.map { t in
                    if let l = map[t.variable.id] { return Term(l, t.coefficient) }
                    let l = solver.makeVariable()
                    map[t.variable.id] = l
                    return Term(l, t.coefficient)
                }, constant: e.constant), c.relation)
            }
            var copies: [Int: Constraint] = [:]
            for candidate in candidates.dropFirst().sorted(by: { $0.sequence < $1.sequence }) {
                let c = copy(candidate.constraint)
                copies[candidate.sequence] = c
                try Self.add(c, to: solver, for: candidates[0].constraint)
            }
            self.copies = copies
            new = copy(candidates[0].constraint)
        }

        /// Adds an old constraint back; they hold together, so only a stop or rounding refuses it.
        private static func add(_ c: Constraint, to solver: Solver, for original: Constraint) throws(SolverError) {
            switch solver.insert(c, isEdit: false) {
            case .added: return
            case .stopped: throw .stopped
            case .unbounded, .infeasible: throw .numericalFailure(original)
            }
        }

        /// Whether the new constraint holds with the old ones but `candidate`; the probe ends as it began.
        func holdsWithout(_ candidate: Candidate) throws(SolverError) -> Bool {
            let c = copies[candidate.sequence]!
            try solver.remove(c)
            let holds = try solver.wouldHold(new)
            try Self.add(c, to: solver, for: candidate.constraint)
            return holds
        }
    }

    /// Whether the candidates (the new constraint first in the array) are infeasible together,
    /// tested in a fresh solver; when they are, the subset named by the failure's certificate.
    private func infeasibleCore(_ candidates: [Candidate]) throws(SolverError) -> [Candidate]? {
        let probe = Solver()
        probe.poll = poll
        var map: [Int: Variable] = [:]
        func local(_ v: Variable) -> Variable {
            if let l = map[v.id] { return l }
            let l = probe.makeVariable()
            map[v.id] = l
            return l
        }
        // The existing constraints first (in the order they were added: they hold together),
        // then the new one; their sequence numbers in the probe are their indices here.
        let ordered = candidates.dropFirst().sorted { $0.sequence < $1.sequence } + [candidates[0]]
        for (i, candidate) in ordered.enumerated() {
            let e = candidate.constraint.expression
            let c = Constraint(
                LinearExpression(e.terms.map { Term(local($0.variable), $0.coefficient) }, constant: e.constant),
                candidate.constraint.relation)
            let outcome = probe.insert(c, isEdit: false)
            if case .stopped = outcome { throw .stopped }
            // Named by the constraint being added (the caller's), not the probe's copy.
            if case .unbounded = outcome { throw .numericalFailure(candidates[0].constraint) }
            if case .infeasible(let support) = outcome {
                precondition(probe.nextSequence == i)
                var core = support.map { ordered[$0] }
                core.insert(candidate, at: 0)
                if candidate.sequence != Int.max {
                    // Rounding made constraints that hold together fail: keep them all.
                    return candidates
                }
                return core
            }
        }
        return nil
    }
}
