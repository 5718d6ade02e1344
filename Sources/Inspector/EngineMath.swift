import ConstraintSolver
import LayoutModel

/// The linear algebra behind `explain`: each model constraint as the solver sees it, and
/// queries on a fresh solver that holds only a chosen set of constraints.
enum EngineMath {
    /// One solver-side part of a model constraint (a content-size constraint has two: hugging
    /// `≤` and compression resistance `≥`).
    struct Part {
        enum Role: Equatable { case main, hugging, resistance }
        var expression: LinearExpression
        var relation: Relation
        var priority: Int
        var role: Role
    }

    /// The parts of `c` in the session's engine variables, as `LayoutSession` puts them in force
    /// (right-to-left mirroring included).
    static func parts(of c: LayoutConstraint, in session: LayoutSession) -> [Part] {
        let state = session.state
        let mirrored = state.settings.rightToLeft
            && (c.first.attribute.isDirectional || c.second?.attribute.isDirectional == true)
        let sign = mirrored ? -1.0 : 1.0
        let lhs = sign * session.expression(c.first)
        let rhs = c.second.map { c.multiplier * (sign * session.expression($0)) + c.constant }
            ?? LinearExpression(constant: c.constant)
        let e = lhs - rhs
        if c.kind == .contentSize, case .view(let view) = c.first.item {
            let axis = c.first.attribute.axis
            let v = state.views[view]
            return [Part(expression: e, relation: .lessThanOrEqual, priority: v.hugging[axis], role: .hugging),
                    Part(expression: e, relation: .greaterThanOrEqual, priority: v.resistance[axis], role: .resistance)]
        }
        let r: Relation = switch c.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return [Part(expression: e, relation: r, priority: c.priority, role: .main)]
    }

    /// The value of an expression in the session's current solution.
    static func value(_ e: LinearExpression, in session: LayoutSession) -> Double {
        e.value { session.engine.value(of: $0) }
    }

    /// How far a part is from holding in the current solution (0 when it holds).
    static func error(_ p: Part, in session: LayoutSession) -> Double {
        let v = value(p.expression, in: session)
        let raw: Double = switch p.relation {
        case .equal: abs(v)
        case .lessThanOrEqual: max(0, v)
        case .greaterThanOrEqual: max(0, -v)
        }
        return raw < 1e-7 ? 0 : raw
    }

    /// Whether a part holds with equality (it pins something) in the current solution.
    static func isTight(_ p: Part, in session: LayoutSession) -> Bool {
        abs(value(p.expression, in: session)) < 1e-7
    }

    /// The range of `target` over every solution of the required parts of `constraints` (plus the
    /// engine's rules: sizes ≥ 0 for every item, the root at the origin), on a fresh solver.
    /// nil when those constraints cannot all hold.
    static func range(of target: LinearExpression, holding constraints: [LayoutConstraint],
                      in session: LayoutSession) -> ValueRange? {
        let solver = Solver()
        var map: [Int: Variable] = [:]
        func mapped(_ e: LinearExpression) -> LinearExpression {
            LinearExpression(e.terms.map { t in
                if map[t.variable.id] == nil { map[t.variable.id] = solver.makeVariable(session.engine.name(of: t.variable)) }
                return Term(map[t.variable.id]!, t.coefficient)
            }, constant: e.constant)
        }
        var items: Set<LayoutItem> = []
        for c in constraints { items.formUnion(c.items) }
        do {
            for item in items.sorted() {
                let v = session.engineVariables(of: item)
                try solver.add(Constraint(mapped(LinearExpression(v.width)), .greaterThanOrEqual))
                try solver.add(Constraint(mapped(LinearExpression(v.height)), .greaterThanOrEqual))
                if item == .view(session.state.root) {
                    try solver.add(Constraint(mapped(LinearExpression(v.minX)), .equal))
                    try solver.add(Constraint(mapped(LinearExpression(v.minY)), .equal))
                }
            }
            for c in constraints {
                for p in parts(of: c, in: session) where p.priority == Priority.required {
                    try solver.add(Constraint(mapped(p.expression), p.relation))
                }
            }
            let t = solver.makeVariable("target")
            try solver.add(Constraint(LinearExpression(t) - mapped(target), .equal))
            return try solver.range(of: t)
        } catch {
            return nil
        }
    }
}
