/// What an imported console log said about objects, beyond the model's own fields
/// (docs/log-import.md). The importer (`LogImport`) fills these; the model keeps them so that
/// reports, descriptions and `explain` can show where a view or constraint came from and what the
/// log did not say (placeholders, never silent guesses).

/// A constraint read from a log: its class and handle as printed.
public struct ImportedConstraint: Hashable, Sendable {
    /// The class as printed: `NSLayoutConstraint`, `_UISystemBaselineConstraint`,
    /// `NSIBPrototypingLayoutConstraint`, `SnapKit.LayoutConstraint`, `MASLayoutConstraint` …
    public var className: String
    /// The handle as printed after the class: `0x7a87b000`, a Masonry key
    /// (`ConflictingConstraint[3]`), or an address with SnapKit's `@File.swift#17`.
    public var handle: String
    /// The log line it was first read from (1-based).
    public var line: Int
    /// The root's encapsulated size, whose model constraint the log's one became (the model
    /// keeps it in sync with the root's size like any system constraint).
    public var fillsSystemSlot = false

    public init(className: String, handle: String, line: Int, fillsSystemSlot: Bool = false) {
        self.className = className
        self.handle = handle
        self.line = line
        self.fillsSystemSlot = fillsSystemSlot
    }
}

/// A view read from a log.
public struct ImportedView: Hashable, Sendable {
    /// The class as printed (`Trust.BrowserNavigationBar`, `UILabel`).
    public var printedClass: String
    /// The handle as printed: `0x7a8724b0`, a Masonry key, or a name (`AddressToolbar.lockIcon`).
    public var handle: String
    /// The text in quotes after the address (label text, button title, reuse identifier …), as
    /// printed: truncated by UIKit to 25 characters and `...`.
    public var label: String?
    /// The log line it was first read from.
    public var line: Int
    /// Whether the log says which view contains it (a `'|'` binding, a guide, a margin, an
    /// autoresizing constraint, a sibling); false: plumb placed it under the root.
    public var superviewFromLog: Bool
    /// For the root: the axes whose size the log does not give (no encapsulated or temporary
    /// size constraint). Those axes get no size constraint at all.
    public var rootSizeUnknown: [Axis] = []
    /// Not in the log at all: made to hold views the log shows (the root of several trees).
    public var isPlaceholder = false

    public init(printedClass: String, handle: String, label: String?, line: Int, superviewFromLog: Bool) {
        self.printedClass = printedClass
        self.handle = handle
        self.label = label
        self.line = line
        self.superviewFromLog = superviewFromLog
    }
}

/// One message of an imported log ("Unable to simultaneously satisfy constraints"): what Apple
/// listed and what it broke, by handle in the session.
public struct ImportedConflict: Hashable, Sendable {
    /// 1, 2, … in the order of the log (`explain 2`).
    public var number: Int
    /// The line of its header (or of its first entry when the header is missing).
    public var line: Int
    /// The constraints of Apple's list that were imported, in the log's order, without duplicates.
    public var listed: [Int]
    /// The constraint Apple broke, when the break line was imported.
    public var appleBroken: Int?
    /// Whether the break line's constraint is not one of the list's entries (as published).
    public var brokenNotInList: Bool
    /// List entries (and the break line) that could not be imported.
    public var skippedEntries: Int
    /// `iOS` (UIKit) or `macOS` (AppKit).
    public var platform: String

    public init(number: Int, line: Int, listed: [Int], appleBroken: Int?, brokenNotInList: Bool, skippedEntries: Int, platform: String) {
        self.number = number
        self.line = line
        self.listed = listed
        self.appleBroken = appleBroken
        self.brokenNotInList = brokenNotInList
        self.skippedEntries = skippedEntries
        self.platform = platform
    }
}

extension LayoutSession {
    /// Reserves the addresses a log gives its objects, before anything is imported: objects the
    /// session made already (the root, its size constraints) move to other pseudo-addresses, and
    /// no pseudo-address made during the import takes one of them.
    public func reserveImportedAddresses(_ addresses: [UInt64]) {
        for a in addresses {
            _ = state.addresses.claim(a)
            reservedImportAddresses.insert(a)
        }
        for v in state.views.indices where reservedImportAddresses.contains(state.views[v].address) {
            state.views[v].address = state.addresses.allocate(.view)
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
        if let a = address, a != state.views[root].address {
            let old = state.views[root].address
            state.views[root].address = importedAddress(a, .view)
            if state.views[root].address == a { state.addresses.release(old) } else { state.views[root].address = old }
        }
        state.views[root].className = className
        state.views[root].importInfo = info
        state.views[root].explicitIntrinsicSize = Size.none
        state.rootSize = size
        regenerateSystemConstraints(for: root)
        endChange()
    }

    /// Gives the root's encapsulated-size constraint on `axis` the log's address, identifier
    /// and class. Returns its handle, or nil when the root has none on that axis.
    @discardableResult
    public func adoptRootSizeConstraint(_ axis: Axis, address: UInt64?, identifier: String?, imported: ImportedConstraint) -> Int? {
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
    public func addImportedView(name: String, className: String, superview: Int, address: UInt64?, info: ImportedView) throws(LayoutError) -> Int {
        try checkNewName(name)
        guard state.views.indices.contains(superview) else { throw .unknownView("#\(superview)") }
        beginChange()
        let addr = importedAddress(address, .view)
        var view = View(name: name, className: className, superview: superview, address: addr)
        view.importInfo = info
        view.explicitIntrinsicSize = Size.none
        let index = state.views.count
        state.views.append(view)
        state.viewNameHints.map[name] = index
        state.views[superview].subviews.append(index)
        makeVariables(for: .view(index))
        endChange()
        return index
    }

    /// Adds a layout guide read from a log (its edges come from the log's constraints only).
    @discardableResult
    public func addImportedGuide(name: String, kind: LayoutGuide.Kind, owner: Int, address: UInt64?, info: ImportedView) throws(LayoutError) -> Int {
        guard state.guide(named: name) == nil, state.view(named: name) == nil else { throw .duplicateName(name) }
        guard state.views.indices.contains(owner) else { throw .unknownView("#\(owner)") }
        let addr = importedAddress(address, .guide)
        let g = state.guides.count
        var guide = LayoutGuide(name: name, kind: kind, owner: owner, address: addr)
        guide.importInfo = info
        state.guides.append(guide)
        makeVariables(for: .guide(g))
        return g
    }

    /// Marks an imported view as translating its autoresizing mask (its constraints come from
    /// the log), with the mask the log printed (`h=--& v=--&`), or none when the log omits it.
    public func setImportedAutoresizing(_ view: Int, mask: AutoresizingMask) {
        state.views[view].translatesAutoresizingMask = true
        state.views[view].autoresizingMask = mask
    }

    /// Sets an imported view's hugging and resistance on one axis (from `Hug:` and
    /// `CompressionResistance:`), before its content-size constraint is added.
    public func setImportedContentPriorities(_ view: Int, _ axis: Axis, hugging: Int?, resistance: Int?) {
        if let h = hugging, (1...1000).contains(h) { state.views[view].hugging[axis] = h }
        if let r = resistance, (1...1000).contains(r) { state.views[view].resistance[axis] = r }
    }

    /// Adds a constraint read from a log with its kind (system kinds too), address, identifier
    /// and class, validated as UIKit would. Returns its handle; `events` says whether it broke.
    @discardableResult
    public func addImportedConstraint(
        _ first: Anchor, _ relation: LayoutRelation, _ second: Anchor?, multiplier: Double, constant: Double,
        priority: Int, identifier: String?, kind: LayoutConstraint.Kind, address: UInt64?, standardSpacing: Bool,
        imported: ImportedConstraint
    ) throws(LayoutError) -> Int {
        try validate(first: first, relation: relation, second: second, multiplier: multiplier, constant: constant, priority: priority)
        beginChange()
        let addr = importedAddress(address, kind.isSystem ? .systemConstraint : .constraint)
        var c = LayoutConstraint(
            handle: state.nextHandle, address: addr, first: first, relation: relation, second: second,
            multiplier: second == nil ? 1 : multiplier, constant: constant, priority: priority,
            identifier: identifier?.isEmpty == true ? nil : identifier, kind: kind)
        if kind.isSystem {
            c.number = state.nextSystemNumber
            state.nextSystemNumber += 1
        } else {
            c.number = state.nextUserNumber
            state.nextUserNumber += 1
        }
        c.usesStandardSpacing = standardSpacing
        c.imported = imported
        state.nextHandle += 1
        state.constraints.append(c)
        putInForce(c.handle)
        endChange()
        return c.handle
    }

    /// Records the conflicts of an imported log (`explain N`).
    public func setImportedConflicts(_ conflicts: [ImportedConflict]) { state.importedConflicts = conflicts }

    /// Before regenerating a view's system constraints: an imported view that no longer
    /// translates its mask loses the autoresizing constraints read from the log.
    func pruneImportedAutoresizing(for view: Int) {
        guard state.views[view].importInfo != nil, !state.views[view].translatesAutoresizingMask else { return }
        let gone = state.constraints.filter {
            $0.imported != nil && $0.kind == .autoresizing && $0.first.item == .view(view)
        }.map(\.handle)
        for h in gone {
            takeOutOfForce(h)
            state.constraints.removeAll { $0.handle == h }
        }
    }

    /// The placeholders of an imported view in words (`size unknown: from log`), for reports.
    public func importPlaceholders(of view: Int) -> [String] {
        guard let info = state.views[view].importInfo else { return [] }
        var parts: [String] = []
        if info.isPlaceholder { parts.append("not in log: made to hold the log's views") }
        let free = Set(ambiguousAttributes(of: .view(view)))
        var width = free.contains("width"), height = free.contains("height")
        if view == state.root {
            width = width || info.rootSizeUnknown.contains(.horizontal)
            height = height || info.rootSizeUnknown.contains(.vertical)
        }
        if width && height { parts.append("size unknown: from log") }
        else if width { parts.append("width unknown: from log") }
        else if height { parts.append("height unknown: from log") }
        let x = free.contains("minX"), y = free.contains("minY")
        if x && y { parts.append("position unknown: from log") }
        else if x { parts.append("x unknown: from log") }
        else if y { parts.append("y unknown: from log") }
        if view != state.root && !info.superviewFromLog && !info.isPlaceholder {
            parts.append("superview unknown: from log (placed under \(state.views[state.views[view].superview ?? state.root].name))")
        }
        if ViewClass.showsText(state.views[view].className) && state.views[view].explicitIntrinsicSize == Size.none {
            parts.append("content size unknown: from log")
        }
        return parts
    }
}
