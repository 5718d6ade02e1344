import LayoutModel
import LayoutSyntax
import LayoutText

/// The JSON forms of the explanations (`explain --json`); docs/json.md gives the schema.
public enum ExplanationJSON {
    static func fixKind(_ k: Fix.Kind) -> String {
        switch k {
        case .lowerPriority: return "lowerPriority"
        case .relax: return "relax"
        case .stopTranslating: return "stopTranslating"
        case .lowerContentPriority: return "lowerContentPriority"
        case .changeStackProperty: return "changeStackProperty"
        case .remove: return "remove"
        case .changeConstant: return "changeConstant"
        }
    }

    public static func conflict(_ e: ConflictExplanation, in session: LayoutSession) -> JSONValue {
        let state = session.state
        let members: [JSONValue] = e.constraints.compactMap { h in
            guard let c = state.constraint(h) else { return nil }
            return .object([
                ("constraint", session.json(c)),
                ("equation", .string(ConstraintWords.equation(c, state))),
                ("meaning", .string(ConstraintWords.meaning(of: c, in: state))),
            ])
        }
        let fixes: [JSONValue] = e.fixes.map { f in
            .object([
                ("kind", .string(fixKind(f.kind))),
                ("constraint", .optional(state.constraint(f.handle)?.handleName)),
                ("summary", .string(f.summary)),
                ("commands", .strings(f.commands)),
                ("frames", .array(f.frames.map { .object([("view", .string($0.name)), ("frame", $0.frame.json)]) })),
                ("ambiguous", .array(f.ambiguous.map { .object([("view", .string($0.name)), ("attributes", .strings($0.attributes))]) })),
                ("alreadyAmbiguous", .int(f.alreadyAmbiguous)),
                ("ambiguousAfter", .int(f.ambiguousAfter)),
                ("movement", .number(f.movement)),
                ("problems", .strings(f.problems)),
            ])
        }
        return .object([
            ("kind", .string("conflict")),
            ("broken", .optional(state.constraint(e.broken)?.handleName)),
            ("constraints", .array(members)),
            ("limits", .strings(e.limits)),
            ("chain", .optional(e.chain)),
            ("bound", .optional(e.bound)),
            ("whyBroken", .string(e.whyBroken)),
            ("rules", .strings(e.rules)),
            ("fixes", .array(fixes)),
        ])
    }

    public static func view(_ e: ViewExplanation, in session: LayoutSession) -> JSONValue {
        let state = session.state
        let attributes: [JSONValue] = e.attributes.map { a in
            .object([
                ("attribute", .string(a.name)),
                ("value", .number(a.value)),
                ("ambiguous", .bool(a.isAmbiguous)),
                ("determinedBy", .strings(a.determinedBy.compactMap { state.constraint($0)?.handleName })),
                ("pins", .strings(a.pins)),
            ])
        }
        return .object([
            ("kind", .string("view")),
            ("view", .string(e.name)),
            ("frame", e.frame.json),
            ("attributes", .array(attributes)),
            ("losses", .strings(e.losses.map(\.text))),
            ("notes", .strings(e.notes)),
        ])
    }

    public static func constraint(_ e: ConstraintExplanation) -> JSONValue {
        .object([
            ("kind", .string("constraint")),
            ("constraint", .string(e.handleName)),
            ("equation", .string(e.equation)),
            ("meaning", .string(e.meaning)),
            ("status", .string(e.status)),
            ("notes", .strings(e.notes)),
        ])
    }
}

extension Explain {
    /// `explain --json` with no argument: the latest conflict, or null when there is none.
    public static func latestConflictJSON(in session: LayoutSession, stop: StopCheck = .never) throws(Diagnostic) -> JSONValue {
        guard let r = try ConflictExplainer.conflict(in: session, stop: stop) else { return .null }
        return ExplanationJSON.conflict(try ConflictExplainer.explain(r, in: session, stop: stop), in: session)
    }

    /// A constraint: its own explanation, and the conflict it belongs to or was broken in (null
    /// when none).
    public static func constraintJSON(_ handle: ConstraintHandle, in session: LayoutSession, stop: StopCheck = .never) throws(Diagnostic) -> JSONValue {
        var conflict = JSONValue.null
        if let c = session.state.constraint(handle), c.isActive,
           let r = try ConflictExplainer.conflict(involving: handle, in: session, stop: stop) {
            conflict = ExplanationJSON.conflict(try ConflictExplainer.explain(r, in: session, stop: stop), in: session)
        }
        guard let own = try ConstraintExplainer.explain(handle, in: session, stop: stop) else { return .null }
        return ExplanationJSON.constraint(own).appending("conflict", conflict)
    }

    public static func itemJSON(_ item: LayoutItem, in session: LayoutSession, stop: StopCheck = .never) throws(Diagnostic) -> JSONValue {
        ExplanationJSON.view(try ViewExplainer.explain(item, in: session, stop: stop), in: session)
    }
}
