// Seeded random constraint systems for the property tests. SplitMix64 with fixed seeds: every
// run generates the same cases, and every failure message names its seed and prints its case.

import ConstraintSolver
import PlumbTestSupport


/// One constraint as plain data: terms as written (a variable may repeat), constant, relation,
/// priority. Turned into a real `Constraint` and a `RefConstraint` by the same numbers.
struct ConstraintSpec: Sendable, CustomStringConvertible {
    var terms: [(variable: Int, coefficient: Int)]
    var constant: Int
    var relation: Relation
    var priority: Priority

    var isRequired: Bool { priority.isRequired }

    func constraint(_ variables: [Variable]) -> Constraint {
        Constraint(
            LinearExpression(terms.map { Term(variables[$0.variable], Double($0.coefficient)) }, constant: Double(constant)),
            relation, priority: priority)
    }

    func reference(variableCount: Int, priority: Priority? = nil) -> RefConstraint {
        var coefficients = [Int](repeating: 0, count: variableCount)
        for t in terms { coefficients[t.variable] += t.coefficient }
        let rel: LPRelation = switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return RefConstraint(coefficients, constant, rel, priority: (priority ?? self.priority).value)
    }

    var description: String {
        var text = ""
        for (v, c) in terms {
            text += text.isEmpty ? (c < 0 ? "-" : "") : (c < 0 ? " - " : " + ")
            text += abs(c) == 1 ? "x\(v)" : "\(abs(c))*x\(v)"
        }
        if text.isEmpty { text = "0" }
        if constant != 0 { text += constant < 0 ? " - \(-constant)" : " + \(constant)" }
        return "\(text) \(relation.rawValue) 0" + (isRequired ? "" : " @\(priority)")
    }
}

/// One call on the solver (indices are into the case's constraint list; variables by index).
enum Operation: Sendable, Equatable, CustomStringConvertible {
    case add(Int)
    case remove(Int)
    /// Adds again, in order, every constraint rejected so far and not in the solver.
    case reAddRejected
    case addEdit(variable: Int, priority: Priority)
    case suggest(variable: Int, value: Int)
    case removeEdit(variable: Int)
    /// range(of:) and ambiguity(of:) for every variable.
    case queries

    var description: String {
        switch self {
        case .add(let i): "add [\(i)]"
        case .remove(let i): "remove [\(i)]"
        case .reAddRejected: "re-add rejected"
        case .addEdit(let v, let p): "edit x\(v) @\(p)"
        case .suggest(let v, let s): "suggest x\(v) = \(s)"
        case .removeEdit(let v): "remove edit x\(v)"
        case .queries: "queries"
        }
    }

    var constraintIndex: Int? {
        switch self {
        case .add(let i), .remove(let i): i
        default: nil
        }
    }
}

/// A whole random case: variables, constraints, and the calls made with them.
struct RandomCase: Sendable, CustomStringConvertible {
    var seed: UInt64
    var variableCount: Int
    var constraints: [ConstraintSpec]
    var operations: [Operation]

    // Fractional ones among them (499.5, 0.5, 999.999) as UIKit's own constraints use them.
    static let priorities: [Priority] = [1000, 1000, 1000, 750, 499.5, 250, 0.5]
    static let editPriorities: [Priority] = [999.999, 750, 500, 250, 1]

    enum Shape: Sendable {
        /// Add everything in order, query, remove a random subset in random order, re-add what
        /// was rejected, then edit variables (suggest, query, remove).
        case phased
        /// Adds, removals, re-adds, edit variables and queries mixed at random.
        case interleaved
    }

    /// Random constraints. Coefficients −3…3, constants −20…20. Half the cases are "tight": more
    /// required inequalities, so more conflicts and bounded ranges.
    static func constraints(_ g: inout SplitMix64, variables n: Int, count m: Int) -> [ConstraintSpec] {
        let tight = g.chance(50)
        let priorities: [Priority] = tight ? [1000, 1000, 1000, 1000, 750, 500, 1] : Self.priorities
        var constraints: [ConstraintSpec] = []
        for _ in 0..<m {
            // Now and then a copy of an earlier constraint, scaled (maybe negated, the relation
            // flipped to match): redundant, degenerate systems.
            if !constraints.isEmpty && g.chance(12) {
                var copy = g.pick(constraints)
                let k = g.pick([1, 1, -1, 2, -2, 3])
                copy.terms = copy.terms.map { ($0.variable, $0.coefficient * k) }
                copy.constant *= k
                if k < 0 {
                    copy.relation = switch copy.relation {
                    case .equal: .equal
                    case .lessThanOrEqual: .greaterThanOrEqual
                    case .greaterThanOrEqual: .lessThanOrEqual
                    }
                }
                if g.chance(30) { copy.relation = g.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]) }
                copy.priority = g.pick(priorities)
                constraints.append(copy)
                continue
            }
            var terms: [(Int, Int)] = []
            let shape = g.int(0...99)
            if shape < 35 {
                // One variable (a view's width ≥ 100 style).
                terms = [(g.int(0...(n - 1)), g.pick([1, 1, 1, -1, 2, 3, -2]))]
            } else if shape < 70 {
                // Two variables (a == b + k style).
                let a = g.int(0...(n - 1))
                var b = g.int(0...(n - 1))
                if b == a { b = (a + 1) % n }
                terms = [(a, g.pick([1, 1, 1, 2, -1, 3])), (b, g.pick([-1, -1, -1, 1, -2, -3, 2]))]
            } else if shape < 97 {
                // Any subset, coefficients −3…3.
                for v in 0..<n where g.chance(60) {
                    let c = g.int(-3...3)
                    if c != 0 { terms.append((v, c)) }
                }
                if terms.isEmpty { terms.append((g.int(0...(n - 1)), g.pick([1, -1, 2, -3]))) }
                // A repeated variable now and then (the solver merges them; may cancel).
                if g.chance(10), let first = terms.first { terms.append((first.0, g.int(-3...3))) }
            }
            // else: no terms at all — a constant-only constraint.
            let relation: Relation = tight
                ? g.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual, .greaterThanOrEqual, .lessThanOrEqual, .lessThanOrEqual, .greaterThanOrEqual])
                : g.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual, .greaterThanOrEqual, .lessThanOrEqual])
            let constant = g.chance(15) ? 0 : g.int(-20...20)
            constraints.append(ConstraintSpec(terms: terms, constant: constant, relation: relation, priority: g.pick(priorities)))
        }
        return constraints
    }

    /// The case for `seed`: 2–5 variables, 1–10 constraints (large: 4–8 and 8–20, for soak runs).
    static func generate(seed: UInt64, shape: Shape = .phased, large: Bool = false) -> RandomCase {
        var g = SplitMix64(seed: seed)
        let n = large ? g.int(4...8) : g.int(2...5)
        let m = large ? g.int(8...20) : g.int(1...10)
        let constraints = constraints(&g, variables: n, count: m)
        var ops: [Operation] = []
        switch shape {
        case .phased:
            ops = (0..<m).map { .add($0) } + [.queries]
            var order = Array(0..<m)
            for i in stride(from: m - 1, to: 0, by: -1) { order.swapAt(i, g.int(0...i)) }
            let removals = order.prefix(g.int(0...m))
            if !removals.isEmpty {
                ops += removals.map { .remove($0) } + [.reAddRejected, .queries]
            }
            if g.chance(50) {
                var used = Set<Int>()
                for _ in 0..<g.int(1...2) {
                    let v = g.int(0...(n - 1))
                    if !used.insert(v).inserted { continue }
                    ops.append(.addEdit(variable: v, priority: g.pick(editPriorities)))
                    for _ in 0..<g.int(1...3) { ops.append(.suggest(variable: v, value: g.int(-30...30))) }
                }
                ops.append(.queries)
                ops += used.sorted().map { .removeEdit(variable: $0) }
            }
        case .interleaved:
            var next = 0
            var edited: [Int] = []
            while next < m || g.chance(30) {
                let r = g.int(0...99)
                if r < 50 && next < m {
                    ops.append(.add(next))
                    next += 1
                } else if r < 62 && next > 0 {
                    ops.append(.remove(g.int(0...(next - 1))))
                } else if r < 66 && next > 0 {
                    ops.append(.add(g.int(0...(next - 1))))  // again: maybe a duplicate
                } else if r < 70 {
                    ops.append(.reAddRejected)
                } else if r < 78 {
                    let v = g.int(0...(n - 1))
                    ops.append(.addEdit(variable: v, priority: g.pick(editPriorities)))
                    if g.chance(80) { ops.append(.suggest(variable: v, value: g.int(-30...30))) }
                    edited.append(v)
                } else if r < 90 {
                    let v = edited.isEmpty || g.chance(10) ? g.int(0...(n - 1)) : g.pick(edited)
                    ops.append(.suggest(variable: v, value: g.chance(15) ? 0 : g.int(-30...30)))
                } else if r < 95 {
                    let v = edited.isEmpty || g.chance(20) ? g.int(0...(n - 1)) : g.pick(edited)
                    ops.append(.removeEdit(variable: v))
                } else {
                    ops.append(.queries)
                }
            }
            ops.append(.queries)
        }
        return RandomCase(seed: seed, variableCount: n, constraints: constraints, operations: ops)
    }

    var description: String {
        var lines = ["seed \(seed): \(variableCount) variables"]
        for (i, c) in constraints.enumerated() { lines.append("  [\(i)] \(c)") }
        lines.append("  " + operations.map(\.description).joined(separator: "; "))
        return lines.joined(separator: "\n")
    }
}
