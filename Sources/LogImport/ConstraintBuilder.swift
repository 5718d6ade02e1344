import LayoutModel
import LayoutSyntax

struct ReconstructionError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// One log description → one model constraint (docs/log-import.md, "Constraints").
extension Reconstruction {
    /// The model kind of a description, from its class and identifier.
    static func kind(of c: LogConstraint) -> LayoutConstraint.Kind {
        switch c.className {
        case "NSAutoresizingMaskLayoutConstraint": return .autoresizing
        case "NSContentSizeLayoutConstraint": return .contentSize
        case "_UILayoutSupportConstraint": return .safeAreaGuide
        default: break
        }
        guard let id = c.identifier else { return .user }
        if encapsulated.contains(id) { return .encapsulatedSize }
        if id.hasPrefix("UISV-") { return .stackView }
        if id.hasPrefix("UIScrollView-contentLayoutGuide-") || id.hasPrefix("UIScrollView-frameLayoutGuide-") { return .scrollGuide }
        if id.hasPrefix("UIView-") && id.hasSuffix("Margin-guide-constraint") { return .marginsGuide }
        if id.hasPrefix("UIViewSafeAreaLayoutGuide") || id.hasPrefix("NSViewSafeAreaLayoutGuide") { return .safeAreaGuide }
        if id.hasPrefix("UIViewKeyboardLayoutGuide-") { return .keyboardGuide }
        if id.hasPrefix("UIViewReadableContentGuide-") { return .readableContentGuide }
        return .user
    }

    static func startAttribute(_ axis: Axis, ltr: Bool) -> LayoutAttribute {
        axis == .vertical ? .top : (ltr ? .left : .leading)
    }

    static func endAttribute(_ axis: Axis, ltr: Bool) -> LayoutAttribute {
        axis == .vertical ? .bottom : (ltr ? .right : .trailing)
    }

    /// The sign of a trailing `NSSpace(n)`: the gap between the anchors along the axis, so `+`
    /// when the first anchor is a leading/top/first-baseline edge (it lies after the second),
    /// `−` when it is a trailing/bottom/last-baseline edge (inferred, docs/log-import.md).
    static func spacingSign(_ first: LayoutAttribute) -> Double {
        switch first.base {
        case .trailing, .right, .bottom, .lastBaseline: return -1
        default: return 1
        }
    }

    func makeConstraint(
        _ c: LogConstraint, session: LayoutSession, views: [String: ViewID], guides: [String: GuideID], known: [Axis: LogConstraint]
    ) throws(ReconstructionError) -> ConstraintHandle {
        func model(_ raw: LogItem) throws(ReconstructionError) -> LayoutItem {
            guard let it = resolvedItem(raw, in: c) else {
                throw ReconstructionError("'|' is not bound: the description has no (Names: '|':…) and the log does not say which view contains the item")
            }
            if let v = views[it.key] { return .view(v) }
            if let g = guides[it.key] { return .guide(g) }
            throw ReconstructionError("\(it.key) was not reconstructed")
        }
        func pipe(for raw: LogItem) throws(ReconstructionError) -> LayoutItem {
            if let p = c.pipe { return try model(p) }
            // No binding: the superview the rest of the log gives the item, if any.
            let it = try model(raw)
            switch it {
            case .view(let v):
                if let s = session.state[v].superview, session.state[v].importInfo?.superviewFromLog == true { return .view(s) }
            case .guide(let g):
                return .view(session.state[g].owner)
            }
            throw ReconstructionError("'|' is not bound: the description has no (Names: '|':…) and the log does not say which view contains the item")
        }
        func attribute(_ printed: String) throws(ReconstructionError) -> LayoutAttribute {
            guard let a = Self.attribute(printed) else { throw ReconstructionError("unknown attribute '\(printed)'") }
            return a
        }
        let kind = Self.kind(of: c)
        let imported = ImportedConstraint(className: c.className, handle: c.handle, line: c.line)
        // The root's encapsulated size: the model's own constraint becomes the log's.
        for (axis, k) in known where k == c {
            if let h = session.adoptRootSizeConstraint(axis, address: c.address, identifier: c.identifier, imported: imported) { return h }
        }
        var first: Anchor
        var relation = LayoutRelation.equal
        var second: Anchor? = nil
        var multiplier = 1.0
        var constant = 0.0
        var priority = c.priority ?? 1000
        var standard = false
        switch c.body {
        case .vflSize(let axis, let item, let p):
            first = Anchor(try model(item), axis == .horizontal ? .width : .height)
            relation = p.relation
            constant = p.value
            standard = p.isSystemSpacing
            if let pr = p.priority { priority = pr }
        case .vflLeadingEdge(let axis, let item, let gap, let ltr):
            let a = Self.startAttribute(axis, ltr: ltr)
            first = Anchor(try model(item), a)
            second = Anchor(try pipe(for: item), a)
            relation = gap.relation
            constant = gap.value
            standard = gap.isSystemSpacing
            if let pr = gap.priority { priority = pr }
        case .vflTrailingEdge(let axis, let item, let gap, let ltr):
            let a = Self.endAttribute(axis, ltr: ltr)
            first = Anchor(try pipe(for: item), a)
            second = Anchor(try model(item), a)
            relation = gap.relation
            constant = gap.value
            standard = gap.isSystemSpacing
            if let pr = gap.priority { priority = pr }
        case .vflSiblings(let axis, let a, let b, let gap, let ltr):
            first = Anchor(try model(b), Self.startAttribute(axis, ltr: ltr))
            second = Anchor(try model(a), Self.endAttribute(axis, ltr: ltr))
            relation = gap.relation
            constant = gap.value
            standard = gap.isSystemSpacing
            if let pr = gap.priority { priority = pr }
        case .equation(let lhs, let rel, let rhs, let m, let k, let spacing):
            relation = rel
            let la = try attribute(lhs.attribute)
            let lItem = try model(lhs.item)
            first = Anchor(lItem, la)
            multiplier = m
            constant = k
            if let rhs {
                var ra = try attribute(rhs.attribute)
                let rItem = try model(rhs.item)
                if kind == .autoresizing && !la.isSize && ra.isSize {
                    // Relative to the superview's bounds: `maxX == S.width - 40` is S's right
                    // edge, `midX == 0.5*S.width + k` its centre.
                    if abs(m - 1) < 1e-9 {
                        ra = la.axis == .horizontal ? .right : .bottom
                    } else if abs(m - 0.5) < 1e-9 {
                        ra = la.axis == .horizontal ? .centerX : .centerY
                    } else {
                        throw ReconstructionError("an autoresizing position at \(m) × the superview's size cannot be modelled (only its edge or centre)")
                    }
                    multiplier = 1
                }
                second = Anchor(rItem, ra)
                if let n = spacing {
                    constant += Self.spacingSign(la) * n
                    standard = true
                }
            } else if !la.isSize {
                // A position against a constant: relative to the superview's origin, as Apple
                // prints autoresizing constraints (`midX == + 187.5`).
                let engineName = ["minX", "minY", "midX", "midY", "maxX", "maxY"].contains(lhs.attribute)
                guard kind == .autoresizing || engineName else {
                    throw ReconstructionError("\(lhs.attribute) is a location: it needs a second item (only width and height may equal a constant)")
                }
                guard case .view(let v) = lItem else { throw ReconstructionError("a layout guide has no superview to measure \(lhs.attribute) from") }
                let s = session.state[v].superview ?? session.state.root
                second = Anchor(.view(s), la.axis == .horizontal ? .left : .top)
            }
        }
        if kind == .autoresizing, case .view(let v) = first.item {
            var mask: AutoresizingMask = []
            if let h = c.horizontalMask, let m = AutoresizingMask.parse(h, axis: .horizontal) { mask.formUnion(m) }
            if let vv = c.verticalMask, let m = AutoresizingMask.parse(vv, axis: .vertical) { mask.formUnion(m) }
            if !session.state[v].translatesAutoresizingMask || c.horizontalMask != nil {
                let printed = c.horizontalMask.map { h in "h=\(h)" + (c.verticalMask.map { " v=\($0)" } ?? "") }
                session.setImportedAutoresizing(v, mask: mask, printedCodes: printed)
            }
        }
        if kind == .contentSize, case .view(let v) = first.item {
            session.setImportedContentPriorities(v, first.attribute.axis, hugging: c.hugging, resistance: c.compressionResistance)
        }
        do {
            return try session.addImportedConstraint(
                first, relation, second, multiplier: multiplier, constant: constant, priority: priority,
                identifier: c.identifier, kind: kind, address: c.address, standardSpacing: standard, imported: imported)
        } catch {
            throw ReconstructionError(error.description)
        }
    }
}
