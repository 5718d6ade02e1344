/// Finding the conflict to report when a required constraint cannot hold: an irreducible
/// infeasible subset (IIS) that contains the new constraint, as small and as local as we can.
///
/// 1. Search outward from the new constraint: the required constraints that share a variable
///    with it, then those that share a variable with those, and so on. After each ring (while
///    small; then each time the set doubles) test whether the set so far is infeasible, in a
///    fresh solver holding only that set. The first infeasible set is local by construction.
/// 2. If the rings grow past the Farkas certificate the failed add left behind (the constraints
///    whose markers carry the proof of infeasibility), use that certificate instead.
/// 3. Shrink with a deletion filter: drop one constraint at a time, farthest first, keeping it
///    dropped when the rest is still infeasible — and then keeping only that rest's own
///    certificate, which is never larger. What is left is irreducible: without any one of its
///    constraints the rest is feasible.
extension Solver {
    private struct Candidate {
        let constraint: Constraint
        let sequence: Int
        let distance: Int
    }

    func minimalConflict(adding new: Constraint, support: [Int]) -> [Constraint] {
        let newSequence = Int.max
        var members = [Candidate(constraint: new, sequence: newSequence, distance: 0)]
        var included: Set<Int> = [newSequence]
        if let core = infeasibleCore(members) { return deletionFilter(core) }

        var visited: Set<Int> = []
        var frontier = new.variables.map(\.id)
        visited.formUnion(frontier)
        var ring = 1
        var lastTested = 1
        let certificateSize = support.count + 1
        while !frontier.isEmpty && members.count <= certificateSize {
            var next: [Int] = []
            for v in frontier {
                for s in requiredByVariable[v] where !included.contains(s) {
                    included.insert(s)
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
            if members.count > certificateSize { break }
            if members.count <= 64 || members.count >= 2 * lastTested || frontier.isEmpty {
                lastTested = members.count
                if let core = infeasibleCore(members) { return deletionFilter(core) }
            }
        }
        // The certificate: its members at their ring distance where known, else beyond.
        var distance: [Int: Int] = [:]
        for m in members { distance[m.sequence] = m.distance }
        var certificate = support.map { s in
            Candidate(constraint: records[s]!.constraint, sequence: s, distance: distance[s] ?? ring)
        }
        certificate.append(members[0])
        if let core = infeasibleCore(certificate) { return deletionFilter(core) }
        // Only reachable if rounding spoiled the certificate: fall back to every required constraint.
        var all = records.values.filter(\.isRequired).map {
            Candidate(constraint: $0.constraint, sequence: $0.sequence, distance: distance[$0.sequence] ?? ring)
        }
        all.append(members[0])
        guard let core = infeasibleCore(all) else {
            preconditionFailure("a rejected constraint is feasible with every required constraint")
        }
        return deletionFilter(core)
    }

    /// The deletion filter (see above); returns the constraints ordered by addition, new last.
    private func deletionFilter(_ set: [Candidate]) -> [Constraint] {
        var current = set
        let order = set.filter { $0.sequence != Int.max }
            .sorted { ($0.distance, $0.sequence) > ($1.distance, $1.sequence) }
        for candidate in order {
            guard current.contains(where: { $0.sequence == candidate.sequence }) else { continue }
            let trial = current.filter { $0.sequence != candidate.sequence }
            if let core = infeasibleCore(trial) { current = core }
        }
        return current.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    /// Whether the candidates (the new constraint first in the array) are infeasible together,
    /// tested in a fresh solver; when they are, the subset named by the failure's certificate.
    private func infeasibleCore(_ candidates: [Candidate]) -> [Candidate]? {
        let probe = Solver()
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
            if case .infeasible(let support) = probe.insert(c, isEdit: false) {
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
