import LayoutModel
import ConstraintSolver
import LayoutSyntax
import LayoutText

/// Why a view sits where it sits.
public struct ViewExplanation: Sendable, Equatable {
    public struct Attribute: Sendable, Equatable {
        /// minX, minY, width, height.
        public var name: String
        public var value: Double
        /// Constraints in force that hold exactly and pin this attribute (handles).
        public var determinedBy: [ConstraintHandle]
        public var isAmbiguous: Bool
        /// For an ambiguous attribute: single constraints (as `add` commands) that pin it,
        /// each verified on a copy.
        public var pins: [String]
    }
    /// An optional constraint that does not hold, and the higher priorities that beat it.
    public struct Loss: Sendable, Equatable {
        public var text: String
    }
    public var name: String
    public var frame: Rect
    public var attributes: [Attribute]
    public var losses: [Loss]
    public var notes: [String]
}

public enum ViewExplainer {
    static let names = ["minX", "minY", "width", "height"]

    public static func explain(_ item: LayoutItem, in session: LayoutSession) -> ViewExplanation {
        try! explain(item, in: session, stop: .never)
    }

    /// The explanation, asking `stop` before the ambiguity question, before each attribute, each
    /// candidate pin (a copy and its re-solve) and each constraint weighed for losses; throws
    /// `Diagnostic.interrupted` when it says to stop. The session is only read.
    public static func explain(_ item: LayoutItem, in session: LayoutSession, stop: StopCheck) throws(Diagnostic) -> ViewExplanation {
        try stop.check()
        let state = session.state
        let view = state.owningView(of: item)
        let free = session.ambiguousAttributes(of: item)
        let frame: Rect = if case .view(let v) = item { session.frame(of: v) } else { session.rootFrame(of: item) }
        let values = [frame.x, frame.y, frame.width, frame.height]
        var attributes: [ViewExplanation.Attribute] = []
        let mentioning = state.constraints.filter { $0.isInForce && $0.items.contains(item) }
        for (i, name) in names.enumerated() {
            try stop.check()
            let axis: Axis = i % 2 == 0 ? .horizontal : .vertical
            let isSize = i >= 2
            let sizeAttr: LayoutAttribute = axis == .horizontal ? .width : .height
            var determining: [ConstraintHandle] = []
            let tight = mentioning.filter { c in
                c.first.attribute.axis == axis
                    && session.engineParts(of: c).contains { $0.priority.isRequired ? EngineMath.isTight($0, in: session) : (EngineMath.isTight($0, in: session)) }
            }
            let sizeOnes = tight.filter { c in anchors(c).contains(Anchor(item, sizeAttr)) }
            let edgeOnes = tight.filter { c in anchors(c).contains { $0.item == item && $0.attribute != sizeAttr } }
            if isSize {
                determining = sizeOnes.isEmpty ? edgeOnes.map(\.handle) : sizeOnes.map(\.handle)
            } else {
                determining = edgeOnes.map(\.handle)
            }
            let isFree = free.contains(name)
            var pins: [String] = []
            if isFree { pins = try Self.pins(for: name, item: item, in: session, stop: stop) }
            attributes.append(.init(name: name, value: values[i], determinedBy: isFree ? [] : determining, isAmbiguous: isFree, pins: pins))
        }
        var notes: [String] = []
        if !free.isEmpty {
            notes.append("Rule 7: an underconstrained view shows up missing, partly off screen or at a random place; \(state.name(of: item)) is ambiguous in \(free.joined(separator: ", ")).")
        }
        // A scroll view's content size left open (rule 40), with fixes checked on copies.
        notes += try ScrollContentExplainer.notes(for: item, in: session, stop: stop)
        if case .view(let v) = item, state[v].translatesAutoresizingMask {
            notes.append("Rule 1: \(state[v].name) translates its autoresizing mask (\(state.maskCodes(of: v) ?? "not printed in the log")) into constraints.")
        }
        if case .view(let v) = item, !state[v].transform.isIdentity {
            notes.append("Its transform never affects layout: the frame above is before the transform.")
        }
        if item != .view(state.root) {
            let onAncestors = mentioning.filter { state.installationView(of: $0) != view }
            if !onAncestors.isEmpty {
                notes.append("Rule 6: \(onAncestors.map(\.handleName).joined(separator: ", ")) \(onAncestors.count == 1 ? "is" : "are") installed on an ancestor, not on \(state.name(of: item)) itself (`refs \(state.name(of: item))` lists every one).")
            }
        }
        return ViewExplanation(name: state.name(of: item), frame: frame, attributes: attributes,
                               losses: try losses(of: item, in: session, stop: stop), notes: notes)
    }

    static func gradient(_ e: LinearExpression) -> [Int: Double] {
        var g: [Int: Double] = [:]
        for t in e.normalizedTerms { g[t.variable.id] = t.coefficient }
        return g
    }

    static func anchors(_ c: LayoutConstraint) -> [Anchor] { c.second.map { [c.first, $0] } ?? [c.first] }

    /// Optional constraints mentioning the item that do not hold, with the tighter
    /// higher-priority constraints on the same axis that hold against them (Rule 5).
    static func losses(of item: LayoutItem, in session: LayoutSession, stop: StopCheck = .never) throws(Diagnostic) -> [ViewExplanation.Loss] {
        let state = session.state
        let n = ConstraintWords.n
        let mentioning = state.constraints.filter { $0.isInForce && $0.items.contains(item) }
        var out: [ViewExplanation.Loss] = []
        for c in mentioning {
            try stop.check()
            for p in session.engineParts(of: c) where !p.priority.isRequired {
                let error = EngineMath.error(p, in: session)
                guard error > 0 else { continue }
                let axis = c.first.attribute.axis
                // The way the loser wants to move its expression, in variable space.
                let v = EngineMath.value(p.expression, in: session)
                let want = gradient(p.expression).mapValues { v > 0 ? -$0 : $0 }
                var blocking: [(c: LayoutConstraint, q: EnginePart, shares: Bool)] = []
                // Parts at the loser's own priority that pull the other way: a tie, not a defeat.
                var ties: [(c: LayoutConstraint, q: EnginePart)] = []
                for w in mentioning where w.first.attribute.axis == axis {
                    for q in session.engineParts(of: w) where q.priority >= p.priority {
                        if w.handle == c.handle && q.role == p.role { continue }
                        let g = gradient(q.expression)
                        let dot = want.reduce(0.0) { $0 + $1.value * (g[$1.key] ?? 0) }
                        let blocks: Bool
                        if EngineMath.isTight(q, in: session) {
                            blocks = switch q.relation {
                            case .equal: abs(dot) > 1e-9
                            case .lessThanOrEqual: dot > 1e-9
                            case .greaterThanOrEqual: dot < -1e-9
                            }
                        } else if q.priority == p.priority {
                            // At the same priority, a part that does not hold either pulls
                            // against the loser when it wants to move the other way.
                            let qv = EngineMath.value(q.expression, in: session)
                            let qWantsDown = qv > 0
                            blocks = EngineMath.error(q, in: session) > 0 && (qWantsDown ? dot > 1e-9 : dot < -1e-9)
                        } else {
                            blocks = false
                        }
                        guard blocks else { continue }
                        if q.priority == p.priority { ties.append((w, q)) } else { blocking.append((w, q, anchors(w).contains(c.first))) }
                    }
                }
                if blocking.contains(where: \.shares) { blocking = blocking.filter(\.shares) }
                let winners = blocking.map { partText($0.c, $0.q, state) }
                let value = EngineMath.value(session.expression(c.first), in: session)
                var result: String
                switch c.first.attribute {
                case .width: result = "\(state.name(of: c.first.item)) is \(n(value)) wide"
                case .height: result = "\(state.name(of: c.first.item)) is \(n(value)) tall"
                default: result = "\(state.name(of: c.first.item)).\(c.first.attribute.name) is \(n(value))"
                }
                let loser = partText(c, p, state)
                let text: String
                if winners.isEmpty, !ties.isEmpty {
                    // Equal priorities: the engine minimises their summed error, and every value
                    // between them costs the same — neither wins, and the layout is ambiguous there.
                    let others = ties.map { partText($0.c, $0.q, state) }.joined(separator: " and ")
                    let attribute = c.first.attribute == .width || c.first.attribute == .height ? c.first.attribute.name
                        : nil
                    let free = session.ambiguousAttributes(of: c.first.item)
                    var why = ""
                    if let attribute, free.contains(attribute) {
                        why = "; every \(attribute) between them is as good, which is why \(state.name(of: c.first.item)) is ambiguous in \(attribute)"
                    }
                    text = "\(loser) ties with \(others) at priority \(p.priority): neither wins\(why). Now \(result), so \(loser) is off by \(n(error)). Give one a higher priority to choose."
                } else if winners.isEmpty {
                    text = "\(loser) does not hold (off by \(n(error))): higher priorities elsewhere win, so \(result)."
                } else {
                    text = "\(winners.joined(separator: " and ")) \(winners.count == 1 ? "beats" : "beat") \(loser), so \(result) (off by \(n(error)))."
                }
                out.append(.init(text: text))
            }
        }
        if out.contains(where: { $0.text.contains("hugging") || $0.text.contains("resistance") }) {
            out.append(.init(text: "Rule 5: content hugging and compression resistance are first-class players; their priorities can and do overrule constraints."))
        }
        return out
    }

    /// `hugging 750 (img.width ≤ 64)`, `c1 img.width == 100 @500`, `the root's width (required)`.
    static func partText(_ c: LayoutConstraint, _ p: EnginePart, _ state: LayoutState) -> String {
        let n = ConstraintWords.n
        let name = "\(state.name(of: c.first.item)).\(c.first.attribute.name)"
        switch p.role {
        case .hugging: return "hugging \(p.priority) (\(name) ≤ \(n(c.constant)))"
        case .resistance: return "compression resistance \(p.priority) (\(name) ≥ \(n(c.constant)))"
        case .arrangementOrder:
            return "the stack's arrangement order \(p.priority) (\(name) \(p.relation == .lessThanOrEqual ? "≤" : "≥") \(n(c.constant)))"
        case .main:
            var text = c.handleName + " " + state.equationText(for: c)
            if c.priority == 1000 { text += " (required)" }
            if c.kind == .encapsulatedSize { text = "the root's size \(name) == \(n(c.constant)) (\(c.priority == 1000 ? "required" : "@\(c.priority)"))" }
            return text
        }
    }

    /// Single constraints that would pin a free attribute, checked on a copy.
    static func pins(for attribute: String, item: LayoutItem, in session: LayoutSession, stop: StopCheck) throws(Diagnostic) -> [String] {
        let state = session.state
        let name = state.name(of: item)
        let owner = state.owningView(of: item)
        let superName: String
        if case .view(let v) = item {
            guard let s = state[v].superview else { return [] }
            superName = state[s].name
        } else {
            superName = state[owner].name
        }
        let f: Rect = if case .view(let v) = item { session.frame(of: v) } else { session.rootFrame(of: item) }
        let n = ConstraintWords.n
        let candidates: [String] = switch attribute {
        case "minX": ["\(name).leading == \(superName).leading + 0", "\(name).centerX == \(superName).centerX"]
        case "minY": ["\(name).top == \(superName).top + 0", "\(name).centerY == \(superName).centerY"]
        case "width": ["\(name).width == \(n(f.width > 0 ? f.width : 100))", "\(name).trailing == \(superName).trailing + 0"]
        default: ["\(name).height == \(n(f.height > 0 ? f.height : 100))", "\(name).bottom == \(superName).bottom + 0"]
        }
        var out: [String] = []
        for text in candidates {
            guard let copy = try ConstraintTrial.adding(text, to: session, stop: stop) else { continue }
            guard let i = copy.state.item(named: name) else { continue }
            let free = copy.ambiguousAttributes(of: i)
            try copy.checkInterrupted()
            if !free.contains(attribute) { out.append("add " + text) }
        }
        return out
    }
}

/// What one constraint means, and how it fares.
public struct ConstraintExplanation: Sendable, Equatable {
    public var handleName: String
    public var equation: String
    public var meaning: String
    public var status: String
    public var notes: [String]
}

public enum ConstraintExplainer {
    public static func explain(_ handle: ConstraintHandle, in session: LayoutSession) -> ConstraintExplanation? {
        try! explain(handle, in: session, stop: .never)
    }

    /// The same, asking `stop` as ``ViewExplainer`` does when it weighs the losses.
    public static func explain(_ handle: ConstraintHandle, in session: LayoutSession, stop: StopCheck) throws(Diagnostic) -> ConstraintExplanation? {
        try stop.check()
        let state = session.state
        guard let c = state.constraint(handle) else { return nil }
        let n = ConstraintWords.n
        var status: String
        if !c.isActive {
            status = "inactive: it takes no part in layout until `activate \(c.handleName)`."
        } else if c.isBroken {
            status = "broken to resolve a conflict: it is kept but has no effect."
        } else {
            let parts = session.engineParts(of: c)
            let errors = parts.map { EngineMath.error($0, in: session) }
            if errors.allSatisfy({ $0 == 0 }) {
                status = parts.contains { EngineMath.isTight($0, in: session) } || c.kind == .contentSize
                    ? "in force, and it holds exactly." : "in force; it holds with room to spare (not pinning anything now)."
                if c.kind == .contentSize { status = "in force, and it holds: the view is at its content size." }
            } else {
                let p = zip(parts, errors).first { $0.1 > 0 }!
                status = "in force, but it gives way (off by \(n(p.1))): higher priorities win."
                if let item = Optional(c.first.item) {
                    let losses = try ViewExplainer.losses(of: item, in: session, stop: stop).filter { $0.text.contains(c.handleName + " ") || (c.kind == .contentSize && ($0.text.contains("hugging") || $0.text.contains("resistance"))) }
                    if let l = losses.first { status += " " + l.text }
                }
            }
        }
        var notes: [String] = []
        if let v = state.installationView(of: c) {
            var line = "Installed on \(state[v].name)"
            if c.items.contains(where: { state.owningView(of: $0) != v }) {
                line += " (Rule 6: constraints live on the nearest common ancestor of their items; position constraints always on an ancestor)"
            }
            notes.append(line + ".")
        }
        if c.kind == .user && c.priority < 1000 {
            notes.append("Optional (priority \(c.priority)): it holds as far as constraints of higher priority allow.")
        }
        return ConstraintExplanation(handleName: c.handleName, equation: ConstraintWords.equation(c, state),
                                     meaning: ConstraintWords.meaning(of: c, in: state), status: status, notes: notes)
    }
}
