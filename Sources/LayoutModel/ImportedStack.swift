/// A stack view read from a console log (issue 14, docs/log-import.md "Stack views in logs"):
/// what the log's `UISV-…` constraints say about each of its properties, and whether plumb
/// rebuilt it as a real stack view. The importer (`LogImport/StackInference.swift`) reads it; the
/// model keeps it on the view's `ImportedView` so that reports, JSON and the stack commands' errors
/// can say what is known and why.
public struct ImportedStackReading: Hashable, Sendable {
    /// How one property was read.
    public enum Status: String, Hashable, Sendable {
        /// A constraint of the log shows it (`evidence` quotes which).
        case shown
        /// The log shows no constraint the property makes, so UIKit's default was taken; the
        /// rebuilt stack's constraints still contain the log's and reproduce its conflict.
        case defaulted
        /// The log does not say, or its constraints disagree (`evidence` says which).
        case unknown
    }

    /// One property: `axis`, `distribution`, `alignment`, `spacing`, `arrangement`,
    /// `margins-relative`, `baseline-relative`.
    public struct Property: Hashable, Sendable {
        public var name: String
        /// As `stack` takes it (`vertical`, `fillEqually`, `8`, `on`); nil when unknown.
        public var value: String?
        public var status: Status
        /// Why: the log's identifier and constraint, or what is missing.
        public var evidence: String

        public init(name: String, value: String?, status: Status, evidence: String) {
            self.name = name
            self.value = value
            self.status = status
            self.evidence = evidence
        }
    }

    public var properties: [Property]
    /// Whether the session holds it as a real stack view (its UISV constraints are the
    /// generator's, kind `.stackView`, and `arrange`/`stack`/`hidden` work on it).
    public var rebuilt: Bool
    /// Why it was not rebuilt (the first unknown property, a log constraint the generator does
    /// not make, or a conflict the rebuilt stack would not reproduce); nil when rebuilt.
    public var notRebuiltBecause: String?
    /// How many constraints the rebuilt stack generated that the log does not list (UIKit made
    /// them too; a conflict lists only the constraints it needs).
    public var generatedNotInLog: Int

    public init(properties: [Property], rebuilt: Bool, notRebuiltBecause: String?, generatedNotInLog: Int = 0) {
        self.properties = properties
        self.rebuilt = rebuilt
        self.notRebuiltBecause = notRebuiltBecause
        self.generatedNotInLog = generatedNotInLog
    }

    public func property(_ name: String) -> Property? { properties.first { $0.name == name } }
}

extension LayoutSession {
    /// Makes an imported view a stack view with `properties`, arranging `arranged` (its
    /// subviews, in order) with `customSpacingAfter` and the hidden flags of `hidden`, and
    /// generates its constraints (`regenerateStack`). Returns the generated constraints in the
    /// generator's order (`StackArrangement.constraints`) and its spacer guides. The importer
    /// then gives the log's identities to the generated constraints that are the log's.
    package func rebuildImportedStack(
        _ stack: ViewID, properties: StackViewProperties, arranged: [ViewID], customSpacingAfter: [ViewID: Double], hidden: Set<ViewID>
    ) -> (constraints: [ConstraintHandle], items: StackItems) {
        beginChange()
        var config = StackConfiguration()
        config.properties = properties
        config.arranged = arranged
        config.customSpacingAfter = customSpacingAfter
        state[stack].stack = config
        for v in arranged { state[v].isHidden = hidden.contains(v) }
        if properties.isLayoutMarginsRelativeArrangement { _ = guide(.layoutMargins, of: stack) }
        let axis = properties.axis
        let items = arranged.map { v in
            let size = state.intrinsicSize(of: v)
            let length = axis == .horizontal ? size.width : size.height
            return ArrangedSubview(
                isHidden: state[v].isHidden, customSpacingAfter: customSpacingAfter[v],
                intrinsicLength: length > 0 ? length : nil, hasBaseline: state[v].showsText, isMultilineText: false)
        }
        let placed = placeStackArrangement(StackArrangement(properties, items), stack: stack, arranged: arranged)
        state[stack].stack!.generated = placed.constraints
        endChange()
        return (constraints: placed.constraints, items: placed.items)
    }

    /// Gives a generated spacer guide the address the log printed for it, when that address is
    /// free for it (reserved for the import, or unused).
    package func adoptImportedGuideAddress(_ guide: GuideID, address: UInt64) {
        guard state.contains(guide), address != state[guide].address else { return }
        guard reservedImportAddresses.remove(address) != nil || state.addresses.claim(address) else { return }
        state.addresses.release(state[guide].address)
        state[guide].address = address
    }

    /// Records what the log said about a stack view (`report`, JSON, the stack commands' errors).
    public func setImportedStackReading(_ view: ViewID, _ reading: ImportedStackReading) {
        guard state.contains(view), state[view].importInfo != nil else { return }
        state[view].importInfo!.stack = reading
    }

    /// After a stack regenerated: a new constraint identical to one that was read from the log
    /// (same identifier, anchors, relation, multiplier, constant and priority) keeps the log's
    /// identity and takes its place in the imported conflicts' lists, so a change elsewhere in
    /// the stack leaves the log's constraints recognisable.
    func carryImportedIdentity(from old: [LayoutConstraint], to new: [ConstraintHandle]) {
        guard !old.isEmpty else { return }
        var remaining = old
        var renamed: [ConstraintHandle: ConstraintHandle] = [:]
        for h in new {
            guard let i = state.constraints.firstIndex(where: { $0.handle == h }) else { continue }
            let c = state.constraints[i]
            guard let k = remaining.firstIndex(where: {
                $0.identifier == c.identifier && $0.first == c.first && $0.second == c.second && $0.relation == c.relation
                    && $0.multiplier == c.multiplier && $0.constant == c.constant && $0.priority == c.priority
            }) else { continue }
            let o = remaining.remove(at: k)
            // The old constraint is gone: its address passes to the new one.
            state.addresses.release(state.constraints[i].address)
            state.constraints[i].address = o.address
            state.constraints[i].imported = o.imported
            renamed[o.handle] = h
        }
        guard !renamed.isEmpty else { return }
        for j in state.importedConflicts.indices {
            state.importedConflicts[j].listed = state.importedConflicts[j].listed.map { renamed[$0] ?? $0 }
            if let b = state.importedConflicts[j].appleBroken { state.importedConflicts[j].appleBroken = renamed[b] ?? b }
        }
    }
}
