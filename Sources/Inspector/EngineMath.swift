import LayoutModel
import ConstraintSolver
import LayoutSyntax

/// The linear algebra behind `explain`: how far each engine part of a model constraint is from
/// holding, and queries on a fresh solver that holds only a chosen set of constraints. The parts
/// themselves come from the model's one translation (`LayoutSession.engineParts(of:)`).
enum EngineMath {
    /// The value of an expression in the session's current solution.
    static func value(_ e: LinearExpression, in session: LayoutSession) -> Double {
        session.value(of: e)
    }

    /// How far a part is from holding in the current solution (0 when it holds).
    static func error(_ p: EnginePart, in session: LayoutSession) -> Double {
        let v = value(p.expression, in: session)
        let raw: Double = switch p.relation {
        case .equal: abs(v)
        case .lessThanOrEqual: max(0, v)
        case .greaterThanOrEqual: max(0, -v)
        }
        return raw < 1e-7 ? 0 : raw
    }

    /// Whether a part holds with equality (it pins something) in the current solution.
    static func isTight(_ p: EnginePart, in session: LayoutSession) -> Bool {
        abs(value(p.expression, in: session)) < 1e-7
    }

    /// The range of `target` over every solution of the required parts of `constraints` (plus the
    /// engine's rules: sizes ≥ 0 for every item, the root at the origin), on a fresh solver.
    /// nil when those constraints cannot all hold. The solver asks `stop` inside its long calls;
    /// a stop throws `Diagnostic.interrupted` (it is not an answer about the constraints).
    static func range(of target: LinearExpression, holding constraints: [LayoutConstraint],
                      in session: LayoutSession, alsoItems: [LayoutItem] = [],
                      stop: StopCheck) throws(Diagnostic) -> ValueRange? {
        try stop.check()
        let solver = Solver()
        solver.stopCheck = stop.isRequested
        var map: [Int: Variable] = [:]
        func mapped(_ e: LinearExpression) -> LinearExpression {
            LinearExpression(e.terms.map { t in
                if map[t.variable.id] == nil { map[t.variable.id] = solver.makeVariable(session.engine.name(of: t.variable)) }
                return Term(map[t.variable.id]!, t.coefficient)
            }, constant: e.constant)
        }
        var items = Set(alsoItems)
        for c in constraints { items.formUnion(c.items) }
        do {
            // Only whether they hold matters here, not which of them conflict: `addIfItHolds`
            // skips the search for a minimal conflicting set that `add` makes on a failure (a
            // search of many fresh solvers, which made a 120-entry log take minutes).
            for item in items.sorted() {
                for rule in session.engineRuleParts(of: item) {
                    guard try solver.addIfItHolds(Constraint(mapped(rule.expression), rule.relation)) else { return nil }
                }
            }
            for c in constraints {
                for p in session.engineParts(of: c) where p.priority.isRequired {
                    guard try solver.addIfItHolds(Constraint(mapped(p.expression), p.relation)) else { return nil }
                }
            }
            let t = solver.makeVariable("target")
            try solver.add(Constraint(LinearExpression(t) - mapped(target), .equal))
            return try solver.range(of: t)
        } catch .stopped {
            throw Diagnostic.interrupted
        } catch {
            return nil
        }
    }
}
