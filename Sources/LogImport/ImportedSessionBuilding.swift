import LayoutModel
import LayoutSyntax

/// Building a session from a console log: the objects the log names, with its addresses,
/// classes and kinds (system constraints too), on top of the model's one insertion of each kind
/// of object (`insertView`, `insertGuide`, `insertConstraint`) that `addView` and
/// `addConstraint` use as well. What the log said is kept on the objects (`ImportedView`,
/// `ImportedConstraint`, `ImportedConflict`, in LayoutModel) for reports and `explain`.
extension LayoutSession {
    /// Reserves the addresses a log gives its objects, before anything is imported: objects the
    /// session made already (the root, its size constraints) move to other pseudo-addresses, and
    /// no pseudo-address made during the import takes one of them.
    public func reserveImportedAddresses(_ addresses: [UInt64]) {
        for a in addresses {
            _ = state.addresses.claim(a)
            reservedImportAddresses.insert(a)
        }
        for v in state.viewIDs where reservedImportAddresses.contains(state[v].address) {
            state[v].address = state.addresses.allocate(.view)
        }
        for i in state.constraints.indices where reservedImportAddresses.contains(state.constraints[i].address) {
            state.constraints[i].address = state.addresses.allocate(state.constraints[i].kind.isSystem ? .systemConstraint : .constraint)
        }
    }

    /// An address from the log when it is free for the object, else a new pseudo-address.
    func importedAddress(_ address: UInt64?, _ kind: PseudoAddressAllocator.Kind) -> UInt64 {
        if let a = address {
            if reservedImportAddresses.remove(a) != nil { return a }
            if state.addresses.claim(a) { return a }
        }
        return state.addresses.allocate(kind)
    }

    /// Makes the root an imported view: its class, address and log information. Axes in
    /// `info.rootSizeUnknown` lose their encapsulated-size constraint; the others get `size`.
    public func configureImportedRoot(className: String, address: UInt64?, info: ImportedView, size: Size) {
        let root = state.root
        beginChange()
        if let a = address, a != state[root].address {
            let old = state[root].address
            state[root].address = importedAddress(a, .view)
            if state[root].address == a { state.addresses.release(old) } else { state[root].address = old }
        }
        state[root].className = className
        state[root].importInfo = info
        state[root].explicitIntrinsicSize = Size.none
        state.rootSize = size
        regenerateSystemConstraints(for: root)
        endChange()
    }

    /// Makes the root a placeholder that holds several trees of a log or trace (it is not in
    /// the text; its size is unknown).
    public func configurePlaceholderRoot(size: Size) {
        var v = ImportedView(printedClass: "UIView", handle: "", label: nil, line: 1, superviewFromLog: false)
        v.rootSizeUnknown = Axis.allCases
        v.isPlaceholder = true
        configureImportedRoot(className: "UIView", address: nil, info: v, size: size)
    }

    /// Gives the root's encapsulated-size constraint on `axis` the log's address, identifier
    /// and class. Returns its handle, or nil when the root has none on that axis.
    @discardableResult
    public func adoptRootSizeConstraint(_ axis: Axis, address: UInt64?, identifier: String?, imported: ImportedConstraint) -> ConstraintHandle? {
        let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
        guard let i = state.constraints.firstIndex(where: {
            $0.kind == .encapsulatedSize && $0.first == Anchor(.view(state.root), attribute) && $0.imported == nil
        }) else { return nil }
        if let a = address, a != state.constraints[i].address {
            let old = state.constraints[i].address
            state.constraints[i].address = importedAddress(a, .systemConstraint)
            if state.constraints[i].address == a { state.addresses.release(old) } else { state.constraints[i].address = old }
        }
        if let identifier { state.constraints[i].identifier = identifier }
        var info = imported
        info.fillsSystemSlot = true
        state.constraints[i].imported = info
        return state.constraints[i].handle
    }

    /// Adds a view read from a log: no system constraints are made for it (the log's own
    /// constraints stand for them), and it has no intrinsic size until the user gives one.
    @discardableResult
    public func addImportedView(name: String, className: String, superview: ViewID, address: UInt64?, info: ImportedView) throws(LayoutError) -> ViewID {
        try checkNewName(name)
        guard state.contains(superview) else { throw .unknownView("#\(superview)") }
        beginChange()
        let addr = importedAddress(address, .view)
        var view = View(name: name, className: className, superview: superview, address: addr)
        view.importInfo = info
        view.explicitIntrinsicSize = Size.none
        let id = insertView(view)
        endChange()
        return id
    }

    /// Adds a layout guide read from a log (its edges come from the log's constraints only).
    @discardableResult
    public func addImportedGuide(name: String, kind: LayoutGuide.Kind, owner: ViewID, address: UInt64?, info: ImportedView) throws(LayoutError) -> GuideID {
        guard state.guide(named: name) == nil, state.view(named: name) == nil else { throw .duplicateName(name) }
        guard state.contains(owner) else { throw .unknownView("#\(owner)") }
        let addr = importedAddress(address, .guide)
        var guide = LayoutGuide(name: name, kind: kind, owner: owner, address: addr)
        guide.importInfo = info
        return insertGuide(guide)
    }

    /// Marks an imported view as translating its autoresizing mask (its constraints come from
    /// the log), with the mask the log printed (`h=--& v=--&`) and its codes as printed, or none
    /// when the log omits it.
    public func setImportedAutoresizing(_ view: ViewID, mask: AutoresizingMask, printedCodes: String?) {
        state[view].translatesAutoresizingMask = true
        state[view].autoresizingMask = mask
        state[view].importInfo?.printedMaskCodes = printedCodes
    }

    /// Sets an imported view's hugging and resistance on one axis (from `Hug:` and
    /// `CompressionResistance:`), before its content-size constraint is added.
    public func setImportedContentPriorities(_ view: ViewID, _ axis: Axis, hugging: LayoutPriority?, resistance: LayoutPriority?) {
        if let h = hugging { state[view].hugging[axis] = h }
        if let r = resistance { state[view].resistance[axis] = r }
    }

    /// Adds a constraint read from a log with its kind (system kinds too), address, identifier
    /// and class, validated as UIKit would. Returns its handle; `events` says whether it broke.
    @discardableResult
    public func addImportedConstraint(
        _ first: Anchor, _ relation: LayoutRelation, _ second: Anchor?, multiplier: Double, constant: Double,
        priority: LayoutPriority, identifier: String?, kind: LayoutConstraint.Kind, address: UInt64?, standardSpacing: Bool,
        imported: ImportedConstraint
    ) throws(LayoutError) -> ConstraintHandle {
        try validate(first: first, relation: relation, second: second, multiplier: multiplier, constant: constant, priority: priority)
        beginChange()
        let addr = importedAddress(address, kind.isSystem ? .systemConstraint : .constraint)
        var c = LayoutConstraint(
            handle: .unassigned, address: addr, first: first, relation: relation, second: second,
            multiplier: second == nil ? 1 : multiplier, constant: constant, priority: priority,
            identifier: identifier?.isEmpty == true ? nil : identifier, kind: kind)
        c.usesStandardSpacing = standardSpacing
        c.imported = imported
        let handle = insertConstraint(c)
        endAdding(handle)
        return handle
    }

    /// Gives a generated constraint the identity the log printed for it: its address and
    /// class and handle as printed (so descriptions and `explain` match the log).
    func adoptImportedIdentity(_ handle: ConstraintHandle, address: UInt64?, imported: ImportedConstraint) {
        guard let i = state.constraints.firstIndex(where: { $0.handle == handle }) else { return }
        if let a = address, a != state.constraints[i].address {
            let old = state.constraints[i].address
            state.constraints[i].address = importedAddress(a, .systemConstraint)
            if state.constraints[i].address == a { state.addresses.release(old) } else { state.constraints[i].address = old }
        }
        state.constraints[i].imported = imported
    }

    /// Records the log a session was imported from (`save` embeds it).
    public func setImportProvenance(_ provenance: ImportProvenance) { state.importProvenance = provenance }

    /// Records the conflicts of an imported log (`explain N`).
    public func setImportedConflicts(_ conflicts: [ImportedConflict]) { state.importedConflicts = conflicts }
}
