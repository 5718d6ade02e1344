import LayoutSyntax
/// Constraints written as text: the shell's `add` equations and `pin` formats. The session
/// resolves item references (names, addresses, Apple's and the book's descriptions);
/// `ConstraintTextResolver` turns equations and formats into validated constraints, which are
/// added only when all of them resolved, so a failed command changes nothing.
extension LayoutSession {
    /// Resolves a reference to a view or guide: a name, a pseudo-address, Apple's
    /// `UILabel:0x7a8724b0'Name'` or the book's `<V0:0x7133370>` (address first, then the name
    /// or nametag before the colon). `VIEW.margins`, `VIEW.safeArea`, `VIEW.readableContentGuide`
    /// and `VIEW.keyboardLayoutGuide` name a view's guides, which are made (with their system
    /// constraints) the first time they are named.
    public func resolve(_ reference: ItemReference) -> LayoutItem? {
        switch reference {
        case .name(let name):
            // A view's name through the index first, read field by field: a call on `state`
            // (`item(named:)`) copies the whole state for the call, which was a third of
            // resolving a name (issue 17). The same answer `view(named:)` gives for a hit.
            if let i = state.viewNameHints.map[name], i < state.views.count, state.views[i].name == name {
                return .view(ViewID(i))
            }
            if let item = state.item(named: name) {
                // `scroll-guides off`: a scroll view's guides cannot be named (`scrollGuidesOffError`).
                if case .guide(let g) = item, state[g].kind.isScrollGuide, !state.isVisible(g) { return nil }
                return item
            }
            if let v = state.views.firstIndex(where: { $0.nametag == name }) { return .view(ViewID(v)) }
            // `VIEW.margins`, `VIEW.safeArea` …: the view's guides, made on first use.
            for (suffix, kind) in LayoutGuide.namedSystemGuides where name.hasSuffix(suffix) {
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

    /// The precise error for a reference that names a scroll view's guide while `scroll-guides`
    /// is off (resolving it gives nil), or nil.
    public func scrollGuidesOffError(_ reference: ItemReference) -> LayoutError? {
        guard case .name(let name) = reference, case .guide(let g)? = state.item(named: name),
              state[g].kind.isScrollGuide, !state.isVisible(g) else { return nil }
        return .scrollGuidesOff(name)
    }

    public func item(atAddress a: UInt64) -> LayoutItem? {
        if let v = state.views.firstIndex(where: { $0.address == a }) { return .view(ViewID(v)) }
        if let g = state.guides.firstIndex(where: { $0.address == a }) { return .guide(GuideID(g)) }
        return nil
    }

    /// The model constraint an equation describes, resolved and validated, not yet added.
    public struct ResolvedEquation: Hashable, Sendable {
        public var first: Anchor
        public var relation: LayoutRelation
        public var second: Anchor?
        public var multiplier: Double
        public var constant: Double
        public var priority: LayoutPriority
        public var identifier: String?
        /// From standard spacing (`-` in VFL, `NSSpace(n)` in an equation).
        public var usesStandardSpacing = false
    }

    /// The constraint an equation describes, resolved and validated, not yet added.
    public func resolve(_ e: ConstraintEquation) throws(Diagnostic) -> ResolvedEquation {
        try ConstraintTextResolver(session: self).resolve(e)
    }

    /// `add` with an equation: parses, resolves, validates, adds. Returns the new handle.
    @discardableResult
    public func addConstraint(parsing text: String) throws(Diagnostic) -> ConstraintHandle {
        let equation: ConstraintEquation
        do { equation = try ConstraintEquation.parse(text) } catch { throw error }
        // Resolving validates it (UIKit's rules, with the column of the part at fault).
        let r = try resolve(equation)
        return addValidatedConstraint(r.first, r.relation, r.second, multiplier: r.multiplier, constant: r.constant,
                                      priority: r.priority, identifier: r.identifier, standardSpacing: r.usesStandardSpacing)
    }

    // MARK: - Visual Format Language

    /// The standard spacing UIKit uses: 8 between siblings, 20 to the superview's edge.
    public static let standardSiblingSpacing = 8.0
    public static let standardSuperviewSpacing = 20.0

    /// The constraints a `pin` command describes, resolved and validated, not yet added.
    public func resolve(_ pin: PinCommand, metrics: [String: Double] = [:]) throws(Diagnostic) -> [ResolvedEquation] {
        try ConstraintTextResolver(session: self).resolve(pin, metrics: metrics)
    }

    /// `pin` with a format (and options): parses, resolves, validates every constraint, then adds
    /// them all. Returns the new handles in order.
    @discardableResult
    public func pin(parsing text: String, metrics: [String: Double] = [:]) throws(Diagnostic) -> [ConstraintHandle] {
        let command: PinCommand
        do { command = try PinCommand.parse(text) } catch { throw error }
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
            heldChanges?.mark(.eventsKept)
        }
        events = allEvents
        heldChanges?.mark(.eventsGathered)
        return handles
    }
}
