/// How the two sides of a constraint compare.
public enum Relation: String, Hashable, Sendable, CaseIterable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// `lhs REL rhs` at a priority. A constraint is an object: the solver knows it by identity, so
/// the same constraint cannot be added twice and can be removed by handing it back.
///
/// An optional constraint (priority < 1000) that cannot hold contributes its error to its
/// priority level: `|lhs − rhs|` for `==`, the amount by which the inequality is violated
/// otherwise, measured on the expression exactly as written (no normalisation).
public final class Constraint: Sendable, CustomStringConvertible {
    /// `lhs − rhs`, as written.
    public let expression: LinearExpression
    public let relation: Relation
    public let priority: Priority
    /// `expression.normalizedTerms` (each variable once, sorted, no zero coefficient), worked out
    /// once: the solver reads it several times per `add` (the variables a required constraint
    /// mentions, whether it can define one, the definition itself), and each reading sorted and
    /// copied the terms again (11 % of adding the grid benchmark's constraints).
    public let normalizedTerms: [Term]

    public init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        normalizedTerms = expression.normalizedTerms
    }

    public convenience init(
        _ lhs: some LinearExpressionConvertible, _ relation: Relation, _ rhs: some LinearExpressionConvertible,
        priority: Priority = .required
    ) {
        self.init(lhs - rhs, relation, priority: priority)
    }

    public var isRequired: Bool { priority.isRequired }

    /// The variables the constraint mentions (with a non-zero coefficient), sorted.
    public var variables: [Variable] { normalizedTerms.map(\.variable) }

    /// `true` when the constraint holds (within `tolerance`) for the given values.
    public func isSatisfied(tolerance: Double = 1e-6, _ valueOf: (Variable) -> Double) -> Bool {
        let v = expression.value(valueOf)
        switch relation {
        case .equal: return abs(v) <= tolerance
        case .lessThanOrEqual: return v <= tolerance
        case .greaterThanOrEqual: return v >= -tolerance
        }
    }

    /// The constraint's error for the given values: 0 when it holds.
    public func error(_ valueOf: (Variable) -> Double) -> Double {
        let v = expression.value(valueOf)
        switch relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }

    public var description: String {
        var text = ""
        for term in normalizedTerms {
            let c = term.coefficient
            if text.isEmpty {
                text = c == 1 ? "\(term.variable)" : c == -1 ? "-\(term.variable)" : "\(c)*\(term.variable)"
            } else {
                text += c < 0 ? " - " : " + "
                text += abs(c) == 1 ? "\(term.variable)" : "\(abs(c))*\(term.variable)"
            }
        }
        if text.isEmpty { text = "0" }
        if expression.constant != 0 {
            text += expression.constant < 0 ? " - \(-expression.constant)" : " + \(expression.constant)"
        }
        let p = priority.isRequired ? "" : " @\(priority)"
        return "\(text) \(relation.rawValue) 0\(p)"
    }
}
