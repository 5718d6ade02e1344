/// Everything a caller can do wrong, or ask for that cannot be, each carrying the culprit.
/// A call that throws leaves the solver exactly as it was.
public enum SolverError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Adding this required constraint would make the required constraints infeasible.
    case unsatisfiable(Conflict)
    /// A coefficient, constant or suggested value is NaN or infinite.
    case nonFiniteNumber(Double)
    /// A number is beyond what the solver computes correctly (magnitude over 1e12).
    case numberTooLarge(Double)
    /// A priority not above 0 and at most 1000 (or 1000 for an edit variable, which must be
    /// optional).
    case invalidPriority(Priority)
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    /// A variable that this solver did not make.
    case unknownVariable(Variable)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// The solver's `stopCheck` said stop part-way through the call (docs/solver.md, "Stopping");
    /// the call changed nothing.
    case stopped
    /// Rounding broke the arithmetic while adding or removing this constraint: the system mixes
    /// numbers of very different magnitudes (a multiplier of 1e9 beside constants near 1) and
    /// double precision lost the digits the solver needs. Two things show it, neither possible
    /// in exact arithmetic: an objective unbounded below (every objective is a sum of errors
    /// ≥ 0), or a required constraint that phase one rejected while no subset of the required
    /// constraints, tested alone, conflicts with it. The call changed nothing.
    case numericalFailure(Constraint)

    public static func == (a: SolverError, b: SolverError) -> Bool {
        switch (a, b) {
        case let (.unsatisfiable(x), .unsatisfiable(y)): return x == y
        case let (.nonFiniteNumber(x), .nonFiniteNumber(y)): return x.bitPattern == y.bitPattern
        case let (.numberTooLarge(x), .numberTooLarge(y)): return x == y
        case let (.invalidPriority(x), .invalidPriority(y)): return x.value.bitPattern == y.value.bitPattern
        case let (.duplicateConstraint(x), .duplicateConstraint(y)): return x === y
        case let (.unknownConstraint(x), .unknownConstraint(y)): return x === y
        case let (.unknownVariable(x), .unknownVariable(y)): return x == y
        case let (.duplicateEditVariable(x), .duplicateEditVariable(y)): return x == y
        case let (.unknownEditVariable(x), .unknownEditVariable(y)): return x == y
        case (.stopped, .stopped): return true
        case let (.numericalFailure(x), .numericalFailure(y)): return x === y
        default: return false
        }
    }

    public var description: String {
        switch self {
        case .unsatisfiable(let conflict):
            return "unsatisfiable: \(conflict.constraints.count) required constraints cannot hold together: "
                + conflict.constraints.map(\.description).joined(separator: "; ")
        case .nonFiniteNumber(let x): return "the number \(x) is not finite"
        case .numberTooLarge(let x): return "the number \(x) is too large (magnitudes up to 1e12 are accepted)"
        case .invalidPriority(let p): return "priority \(p) is outside UIKit's range: above 0 and at most 1000"
        case .duplicateConstraint(let c): return "the constraint \(c) is already in the solver"
        case .unknownConstraint(let c): return "the constraint \(c) is not in the solver"
        case .unknownVariable(let v): return "the variable \(v) does not belong to this solver"
        case .duplicateEditVariable(let v): return "\(v) is already an edit variable"
        case .unknownEditVariable(let v): return "\(v) is not an edit variable"
        case .stopped: return "stopped part-way: the stop check said stop"
        case .numericalFailure(let c):
            return "rounding broke the solver's arithmetic on the constraint \(c): the system mixes numbers "
                + "too different in magnitude for double precision; nothing changed"
        }
    }
}

/// An irreducible set of required constraints that cannot hold together: remove any one of
/// them and the rest are satisfiable. Ordered as the constraints were added, the rejected
/// (new) constraint last.
public struct Conflict: Sendable, Equatable {
    public let constraints: [Constraint]

    public init(constraints: [Constraint]) { self.constraints = constraints }

    public static func == (a: Conflict, b: Conflict) -> Bool {
        a.constraints.count == b.constraints.count && zip(a.constraints, b.constraints).allSatisfy { $0 === $1 }
    }
}
