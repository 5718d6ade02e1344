import LayoutSyntax
/// Constraints written as text: the shell's `add` equations and `pin` formats, mapped onto the
/// model. Every name, address or description is resolved before anything changes, so a failed
/// command changes nothing; errors carry the column of the culprit.
extension LayoutSession {
    /// Resolves a reference to a view or guide: a name, a pseudo-address, Apple's
    /// `UILabel:0x7a8724b0'Name'` or the book's `<V0:0x7133370>` (address first, then the name
    /// or nametag before the colon). `VIEW.margins` and `VIEW.safeArea` name a view's guides,
    /// which are made (with their system constraints) the first time they are named.
    public func resolve(_ reference: ItemReference) -> LayoutItem? {
        switch reference {
        case .name(let name):
            if let item = state.item(named: name) { return item }
            if let v = state.views.firstIndex(where: { $0.nametag == name }) { return .view(ViewID(v)) }
            // `VIEW.margins` and `VIEW.safeArea`: the view's guides, made on first use.
            for (suffix, kind) in [(".margins", LayoutGuide.Kind.layoutMargins), (".safeArea", .safeArea)]
            where name.hasSuffix(suffix) {
                if case .view(let v) = resolve(.name(String(name.dropLast(suffix.count)))) {
                    return .guide(guide(kind, of: v))
                }
            }
            return nil
        case .address(let a):
            return item(atAddress: a)
        case .object(let object):
            if case .address(let a) = object.handle, let item = item(atAddress: a) { return item }
            return resolve(.name(object.className))
        }
    }

    public func item(atAddress a: UInt64) -> LayoutItem? {
        if let v = state.views.firstIndex(where: { $0.address == a }) { return .view(ViewID(v)) }
        if let g = state.guides.firstIndex(where: { $0.address == a }) { return .guide(GuideID(g)) }
        return nil
    }

    private func resolveOrThrow(_ reference: ItemReference, at range: SourceRange) throws(TextError) -> LayoutItem {
        guard let item = resolve(reference) else {
            var error = TextError(LayoutError.unknownItem(reference.description), at: range)
            if case .name(let name) = reference, name.count >= 3,
               let close = LayoutAttribute.suggestion(for: name, among: state.views.map(\.name) + state.guides.map(\.name)) {
                error.message += "; did you mean '\(close)'?"
            }
            throw error
        }
        return item
    }

    /// The model constraint an equation describes, resolved and validated, not yet added.
    public struct ResolvedEquation: Hashable, Sendable {
        public var first: Anchor
        public var relation: LayoutRelation
        public var second: Anchor?
        public var multiplier: Double
        public var constant: Double
        public var priority: Int
        public var identifier: String?
        /// From standard spacing (`-` in VFL, `NSSpace(n)` in an equation).
        public var usesStandardSpacing = false
    }

    public func resolve(_ e: ConstraintEquation) throws(TextError) -> ResolvedEquation {
        let first = Anchor(try resolveOrThrow(e.first.item, at: e.first.itemRange), e.first.attribute)
        var second: Anchor?
        if let s = e.second { second = Anchor(try resolveOrThrow(s.item, at: s.itemRange), s.attribute) }
        var constant = e.constant
        if let spacing = e.systemSpacing { constant += spacing.value }
        let r = ResolvedEquation(
            first: first, relation: e.relation, second: second, multiplier: e.multiplier, constant: constant,
            priority: e.priority ?? 1000, identifier: e.identifier, usesStandardSpacing: e.systemSpacing != nil)
        do {
            try validate(first: r.first, relation: r.relation, second: r.second, multiplier: r.multiplier,
                         constant: r.constant, priority: r.priority)
        } catch {
            let range: SourceRange
            switch error {
            case .invalidPriority: range = e.priorityRange ?? e.range
            case .zeroMultiplier: range = e.multiplierRange ?? e.range
            case .locationAgainstConstant: range = e.first.range
            default: range = e.range
            }
            throw TextError(error, at: range)
        }
        return r
    }

    /// `add` with an equation: parses, resolves, validates, adds. Returns the new handle.
    @discardableResult
    public func addConstraint(parsing text: String) throws(TextError) -> ConstraintHandle {
        let equation: ConstraintEquation
        do { equation = try ConstraintEquation.parse(text) } catch { throw TextError(error) }
        let r = try resolve(equation)
        do {
            return try addConstraint(r.first, r.relation, r.second, multiplier: r.multiplier, constant: r.constant,
                                     priority: r.priority, identifier: r.identifier,
                                     standardSpacing: r.usesStandardSpacing)
        } catch {
            throw TextError(error, at: equation.range)
        }
    }

    // MARK: - Visual Format Language

    /// The standard spacing UIKit uses: 8 between siblings, 20 to the superview's edge.
    public static let standardSiblingSpacing = 8.0
    public static let standardSuperviewSpacing = 20.0

    /// The constraints a `pin` command describes, resolved and validated, not yet added.
    public func resolve(_ pin: PinCommand, metrics: [String: Double] = [:]) throws(TextError) -> [ResolvedEquation] {
        var format = pin.format
        if !metrics.isEmpty {
            do { format = try format.resolvingMetrics(metrics) } catch { throw TextError(error) }
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
        for v in format.views { views.append(try resolveOrThrow(v.item, at: v.itemRange)) }
        var out: [ResolvedEquation] = []

        func priority(_ p: VFLPriority?, _ range: SourceRange?) throws(TextError) -> Int {
            switch p {
            case nil: return 1000
            case .value(let v): return v
            case .metric(let name):
                throw TextError("no metric named '\(name)' for a priority", column: range?.start ?? 1,
                                endColumn: range?.end ?? 2)
            }
        }
        func constant(_ o: VFLObject, _ range: SourceRange) throws(TextError) -> Double {
            switch o {
            case .constant(let x): return x
            case .systemSpacing(let x, _): return x
            case .reference(let r):
                throw TextError("'\(r)' is not a number or a known metric here", column: range.start, endColumn: range.end)
            }
        }
        // The superview the edges `|` stand for: every view of the format must share it.
        func superview(at range: SourceRange) throws(TextError) -> LayoutItem {
            let supers = Set(views.map { state[state.owningView(of: $0)].superview })
            guard supers.count == 1, let s = supers.first!, case .view = views[0] else {
                throw TextError("'|' needs every view of the format to have the same superview", column: range.start,
                                endColumn: range.end)
            }
            return .view(s)
        }
        // Gap predicates: `later.start REL earlier.end + gap` (for |-gap-[a]: a.start REL |.start + gap;
        // for [a]-gap-|: |.end REL a.end + gap).
        func gap(_ c: VFLConnection, from earlier: Anchor, to later: Anchor, standard: Double) throws(TextError) {
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
                    standard: Self.standardSuperviewSpacing)
        }
        for (i, v) in format.views.enumerated() {
            for p in v.predicates {
                let anchor = Anchor(views[i], sizeAttribute)
                switch p.object {
                case .reference(let r):
                    let other = try resolveOrThrow(r, at: p.objectRange)
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
                try gap(format.connections[i - 1], from: earlier, to: later, standard: Self.standardSiblingSpacing)
            }
        }
        if let edge = format.trailingEdge {
            let sup = try superview(at: edge.pipeRange)
            try gap(edge.connection, from: Anchor(views[views.count - 1], end), to: Anchor(sup, end),
                    standard: Self.standardSuperviewSpacing)
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
                try validate(first: r.first, relation: r.relation, second: r.second, multiplier: r.multiplier,
                             constant: r.constant, priority: r.priority)
            } catch {
                throw TextError(error, at: format.range)
            }
        }
        return out
    }

    /// `pin` with a format (and options): parses, resolves, validates every constraint, then adds
    /// them all. Returns the new handles in order.
    @discardableResult
    public func pin(parsing text: String, metrics: [String: Double] = [:]) throws(TextError) -> [ConstraintHandle] {
        let command: PinCommand
        do { command = try PinCommand.parse(text) } catch { throw TextError(error) }
        let resolved = try resolve(command, metrics: metrics)
        var handles: [ConstraintHandle] = []
        var allEvents: [LayoutEvent] = []
        for r in resolved {
            // Validated above: adding cannot throw.
            let h = try! addConstraint(r.first, r.relation, r.second, multiplier: r.multiplier, constant: r.constant,
                                       priority: r.priority, identifier: r.identifier,
                                       standardSpacing: r.usesStandardSpacing)
            handles.append(h)
            allEvents += events
        }
        events = allEvents
        return handles
    }
}
