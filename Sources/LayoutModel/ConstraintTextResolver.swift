import LayoutSyntax

/// Constraints written as text, resolved against a session: an equation (`add`) becomes one
/// `ResolvedEquation`, a Visual Format Language command (`pin`) several. Names, addresses and
/// descriptions are resolved and every constraint validated before anything is added, so a
/// failed command changes nothing; errors carry the column of the culprit. The only change it
/// can make is the one naming does: `VIEW.margins` and `VIEW.safeArea` make the view's guide
/// the first time they are named.
///
/// VFL follows UIKit's `constraintsWithVisualFormat`: horizontal formats use leading/trailing
/// (left/right with `direction left-to-right` or `(LTR)`), vertical ones top/bottom; a gap
/// `[a]-g-[b]` is `b.start REL a.end + g`; standard spacing is 8 between siblings and 20 to the
/// superview; `|` needs every view of the format to share a superview.
struct ConstraintTextResolver {
    typealias ResolvedEquation = LayoutSession.ResolvedEquation

    let session: LayoutSession

    /// The item a reference names, or an error at `range` (with a suggestion for a near miss).
    func item(_ reference: ItemReference, at range: SourceRange) throws(Diagnostic) -> LayoutItem {
        guard let item = session.resolve(reference) else {
            if let off = session.scrollGuidesOffError(reference) { throw Diagnostic(off, at: range) }
            var error = Diagnostic(LayoutError.unknownItem(reference.description), at: range)
            if case .name(let name) = reference, name.count >= 3,
               let close = LayoutAttribute.suggestion(for: name, among: session.state.views.map(\.name) + session.state.guides.map(\.name)) {
                error.message += "; did you mean '\(close)'?"
            }
            throw error
        }
        return item
    }

    /// The constraint an equation describes; a validation error points at the part at fault.
    func resolve(_ e: ConstraintEquation) throws(Diagnostic) -> ResolvedEquation {
        let first = Anchor(try item(e.first.item, at: e.first.itemRange), e.first.attribute)
        var second: Anchor?
        if let s = e.second { second = Anchor(try item(s.item, at: s.itemRange), s.attribute) }
        var constant = e.constant
        if let spacing = e.systemSpacing { constant += spacing.value }
        let r = ResolvedEquation(
            first: first, relation: e.relation, second: second, multiplier: e.multiplier, constant: constant,
            priority: e.priority ?? 1000, identifier: e.identifier, usesStandardSpacing: e.systemSpacing != nil)
        do {
            try session.validate(first: r.first, relation: r.relation, second: r.second, multiplier: r.multiplier,
                                 constant: r.constant, priority: r.priority)
        } catch {
            let range: SourceRange
            switch error {
            case .zeroMultiplier: range = e.multiplierRange ?? e.range
            case .locationAgainstConstant: range = e.first.range
            default: range = e.range
            }
            throw Diagnostic(error, at: range)
        }
        return r
    }

    /// The constraints a `pin` command describes, resolved and validated, not yet added.
    /// The constraints a `pin` command describes, in the order `pin` adds them.
    func resolve(_ pin: PinCommand, metrics: [String: Double]) throws(Diagnostic) -> [ResolvedEquation] {
        var format = pin.format
        if !metrics.isEmpty {
            do { format = try format.resolvingMetrics(metrics) } catch { throw error }
        }
        let horizontal = format.orientation == .horizontal
        let direction = pin.options.direction ?? (format.isLeftToRight ? .leftToRight : .leadingToTrailing)
        let (start, end): (LayoutAttribute, LayoutAttribute)
        switch (horizontal, direction) {
        case (false, _): (start, end) = (.top, .bottom)
        case (true, .leadingToTrailing): (start, end) = (.leading, .trailing)
        case (true, .leftToRight): (start, end) = (.left, .right)
        case (true, .rightToLeft): (start, end) = (.right, .left)
        }
        let sizeAttribute: LayoutAttribute = horizontal ? .width : .height
        var views: [LayoutItem] = []
        for v in format.views { views.append(try item(v.item, at: v.itemRange)) }
        var out: [ResolvedEquation] = []

        func priority(_ p: VFLPriority?, _ range: SourceRange?) throws(Diagnostic) -> LayoutPriority {
            switch p {
            case nil: return .required
            case .value(let v): return v
            case .metric(let name):
                throw Diagnostic("no metric named '\(name)' for a priority", column: range?.start ?? 1,
                                endColumn: range?.end ?? 2)
            }
        }
        func constant(_ o: VFLObject, _ range: SourceRange) throws(Diagnostic) -> Double {
            switch o {
            case .constant(let x): return x
            case .systemSpacing(let x, _): return x
            case .reference(let r):
                throw Diagnostic("'\(r)' is not a number or a known metric here", column: range.start, endColumn: range.end)
            }
        }
        // The superview the edges `|` stand for: every view of the format must share it.
        func superview(at range: SourceRange) throws(Diagnostic) -> LayoutItem {
            let supers = Set(views.map { session.state[session.state.owningView(of: $0)].superview })
            guard supers.count == 1, let s = supers.first!, case .view = views[0] else {
                throw Diagnostic("'|' needs every view of the format to have the same superview", column: range.start,
                                endColumn: range.end)
            }
            return .view(s)
        }
        // Gap predicates: `later.start REL earlier.end + gap` (for |-gap-[a]: a.start REL |.start + gap;
        // for [a]-gap-|: |.end REL a.end + gap). Right to left, x falls along the format, so the
        // two sides trade places: `earlier.end REL later.start + gap` (|-20-[a] is
        // `root.right == a.right + 20`, as NSLayoutFormatDirectionRightToLeft makes it).
        let falling = horizontal && direction == .rightToLeft
        func gap(_ c: VFLConnection, from first: Anchor, to second: Anchor, standard: Double) throws(Diagnostic) {
            let (earlier, later) = falling ? (second, first) : (first, second)
            switch c.kind {
            case .adjacent:
                out.append(ResolvedEquation(first: later, relation: .equal, second: earlier, multiplier: 1, constant: 0,
                                            priority: 1000, identifier: nil))
            case .standard:
                out.append(ResolvedEquation(first: later, relation: .equal, second: earlier, multiplier: 1,
                                            constant: standard, priority: 1000, identifier: nil, usesStandardSpacing: true))
            case .predicates(let ps):
                for p in ps {
                    let k = try constant(p.object, p.objectRange)
                    out.append(ResolvedEquation(first: later, relation: p.relation, second: earlier, multiplier: 1,
                                                constant: k, priority: try priority(p.priority, p.priorityRange),
                                                identifier: nil))
                }
            }
        }
        if let edge = format.leadingEdge {
            let sup = try superview(at: edge.pipeRange)
            try gap(edge.connection, from: Anchor(sup, start), to: Anchor(views[0], start),
                    standard: LayoutSession.standardSuperviewSpacing)
        }
        for (i, v) in format.views.enumerated() {
            for p in v.predicates {
                let anchor = Anchor(views[i], sizeAttribute)
                switch p.object {
                case .reference(let r):
                    let other = try item(r, at: p.objectRange)
                    out.append(ResolvedEquation(first: anchor, relation: p.relation, second: Anchor(other, sizeAttribute),
                                                multiplier: 1, constant: 0,
                                                priority: try priority(p.priority, p.priorityRange), identifier: nil))
                default:
                    out.append(ResolvedEquation(first: anchor, relation: p.relation, second: nil, multiplier: 1,
                                                constant: try constant(p.object, p.objectRange),
                                                priority: try priority(p.priority, p.priorityRange), identifier: nil))
                }
            }
            if i > 0 {
                let spacingAttributes = !horizontal && pin.options.spacing == .baselineToBaseline
                let earlier = Anchor(views[i - 1], spacingAttributes ? .lastBaseline : end)
                let later = Anchor(views[i], spacingAttributes ? .firstBaseline : start)
                try gap(format.connections[i - 1], from: earlier, to: later, standard: LayoutSession.standardSiblingSpacing)
            }
        }
        if let edge = format.trailingEdge {
            let sup = try superview(at: edge.pipeRange)
            try gap(edge.connection, from: Anchor(views[views.count - 1], end), to: Anchor(sup, end),
                    standard: LayoutSession.standardSuperviewSpacing)
        }
        for alignment in pin.options.alignment {
            for i in views.indices.dropFirst() {
                out.append(ResolvedEquation(first: Anchor(views[i], alignment.attribute), relation: .equal,
                                            second: Anchor(views[0], alignment.attribute), multiplier: 1, constant: 0,
                                            priority: 1000, identifier: nil))
            }
        }
        for r in out {
            do {
                try session.validate(first: r.first, relation: r.relation, second: r.second, multiplier: r.multiplier,
                                     constant: r.constant, priority: r.priority)
            } catch {
                throw Diagnostic(error, at: format.range)
            }
        }
        return out
    }
}
