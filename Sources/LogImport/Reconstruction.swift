import LayoutModel
import LayoutSyntax

/// The result of `import log`: a live session rebuilt from the log, and what happened.
public struct LogImportResult {
    public enum Completeness: String, Sendable {
        /// Every entry and the break line were imported.
        case full
        /// Some entries were imported.
        case partial
        /// Nothing of the message could be imported.
        case none
    }

    public var session: LayoutSession
    public var parsed: ParsedLog
    public var diagnostics: [Diagnostic]
    /// Per message, in order.
    public var completeness: [Completeness]
    /// Whether anything was imported (a view and a constraint).
    public var importedAnything: Bool
    /// Lines describing what was reconstructed (views, root size, conflicts).
    public var summary: [String]
    /// Every message was redacted (`<private>`).
    public var redacted: Bool
    /// The stack views the log's UISV constraints show (docs/log-import.md "Stack views in logs").
    public var stackViews: [StackViewImport] = []
    /// UISV constraints of stack views the log does not show (kept as the log's constraints).
    public var stackConstraintsWithoutStack = 0
}

/// A stack view of an imported log: its view in the session and what the log said of it.
public struct StackViewImport: Sendable {
    public var stack: ViewID?
    public var reading: ImportedStackReading
}

/// Rebuilds a layout from a parsed log (docs/log-import.md, "Reconstruction"):
/// 1. items: one per address (or Masonry key, or name bound in `names:`), class and label from
///    their first mention; guides by class or by their identifier;
/// 2. hierarchy: `'|'` bindings, autoresizing constraints against a superview, guide-edge
///    constraints ('UIView-…Margin-guide-constraint', 'UIViewSafeAreaLayoutGuide-…'), then margin
///    attributes and guides of known owners, then siblings of a VFL gap — first fact wins, cycles
///    refused;
/// 3. the root: the one view with no superview (its size from 'UIView-Encapsulated-Layout-…' or
///    '_UITemporaryLayout…' constraints, other axes unknown), or a placeholder root holding
///    several trees;
/// 4. constraints: every list entry (duplicates once), then each message's broken constraint,
///    so the solver meets the conflicts as UIKit did.
struct Reconstruction {
    let parsed: ParsedLog
    var diagnostics: [Diagnostic] = []

    struct ItemInfo {
        var key: String
        var className: String?
        var address: UInt64?
        var handle: String
        var label: String?
        var isGuide: Bool
        var line: Int
        var parent: String? = nil
        var parentFromLog = false
        var isTop = false
    }

    var items: [String: ItemInfo] = [:]
    var order: [String] = []
    /// The first `'|'` binding that would make a view its own ancestor: (child, parent, line).
    var pipeCycle: (child: String, parent: String, line: Int)?

    init(parsed: ParsedLog) { self.parsed = parsed }

    // What a build made, for reading stack views out of it and comparing builds (StackRebuild.swift).
    /// The stacks to rebuild as real stack views (a second build), read from a first build.
    var stackPlan: [StackLogReading] = []
    /// The planned stacks this build did rebuild, by key.
    var rebuiltStacks: Set<String> = []
    /// Item key → view and guide in the session built.
    var viewOf: [String: ViewID] = [:]
    var guideOf: [String: GuideID] = [:]
    /// Constraint → the log's description it was made from (normalized, `normalizedText`).
    var textOf: [ConstraintHandle: String] = [:]
    var logOf: [ConstraintHandle: LogConstraint] = [:]

    static let encapsulated: Set<String> = [
        "UIView-Encapsulated-Layout-Width", "UIView-Encapsulated-Layout-Height",
        "_UITemporaryLayoutWidth", "_UITemporaryLayoutHeight",
    ]

    // MARK: - Items

    /// The key of an item in a constraint: `|` and bare names go through the `names:` bindings.
    func resolvedItem(_ item: LogItem, in c: LogConstraint) -> LogItem? {
        if item.isPipe { return c.pipe }
        if item.className == nil && item.address == nil, let bound = c.names.first(where: { $0.name == item.handle })?.item {
            var b = bound
            if b.label == nil { b.label = item.label }
            // `names: NSViewSafeAreaLayoutGuide:0x6000…` binds the class's own name to an
            // address: the name is the class.
            if b.className == nil && item.handle == "NSViewSafeAreaLayoutGuide" { b.className = item.handle }
            return b
        }
        return item
    }

    func logItems(of c: LogConstraint) -> [LogItem] {
        var out: [LogItem] = []
        switch c.body {
        case .equation(let lhs, _, let rhs, _, _, _):
            out.append(lhs.item)
            if let r = rhs { out.append(r.item) }
        case .vflSize(_, let item, _): out.append(item)
        case .vflLeadingEdge(_, let item, _, _), .vflTrailingEdge(_, let item, _, _):
            out.append(item)
            out.append(LogItem(className: nil, address: nil, handle: "|", label: nil, start: 0, end: 0))
        case .vflSiblings(_, let a, let b, _, _):
            out.append(a)
            out.append(b)
        }
        return out.compactMap { resolvedItem($0, in: c) }
    }

    mutating func note(_ item: LogItem, line: Int) {
        let key = item.key
        if var existing = items[key] {
            if existing.className == nil, let c = item.className { existing.className = c }
            if existing.label == nil, let l = item.label { existing.label = l }
            if item.isGuide { existing.isGuide = true }
            items[key] = existing
            return
        }
        items[key] = ItemInfo(key: key, className: item.className, address: item.address, handle: item.handle,
                              label: item.label, isGuide: item.isGuide, line: line)
        order.append(key)
    }

    // MARK: - Hierarchy

    func isAncestor(_ a: String, of b: String) -> Bool {
        var current: String? = b
        var steps = 0
        while let c = current, steps <= items.count {
            if c == a { return true }
            current = items[c]?.parent
            steps += 1
        }
        return false
    }

    /// Records `child`'s superview (or a guide's owner) unless known already or a cycle.
    @discardableResult
    mutating func setParent(_ child: String, _ parent: String) -> Bool {
        guard child != parent, let c = items[child], c.parent == nil, let p = items[parent], !p.isGuide else { return false }
        guard !isAncestor(child, of: parent) else { return false }
        items[child]!.parent = parent
        items[child]!.parentFromLog = true
        return true
    }

    /// A `'|'` binding is a fact the log states (`(Names: '|':UIView:0x…)`): when it contradicts
    /// the others by making a view its own ancestor, the log cannot describe one hierarchy.
    mutating func bindPipe(_ child: String, _ parent: String, line: Int) {
        if pipeCycle == nil, child == parent || (items[child] != nil && items[parent] != nil && isAncestor(child, of: parent)) {
            pipeCycle = (child, parent, line)
            return
        }
        setParent(child, parent)
    }

    /// `UIView:0x7a8724b0` for an item key, as the log prints it.
    func printedName(_ key: String) -> String {
        guard let i = items[key] else { return key }
        return (i.className.map { $0 + ":" } ?? "") + i.handle
    }

    static func isMarginAttribute(_ a: String) -> Bool { a.hasSuffix("Margin") || a.hasSuffix("WithinMargins") }

    mutating func inferHierarchy(_ all: [LogConstraint]) {
        // Strong facts: '|' bindings, autoresizing against a superview, guide edges.
        for c in all {
            switch c.body {
            case .vflLeadingEdge(_, let item, _, _), .vflTrailingEdge(_, let item, _, _):
                if let p = c.pipe, let it = resolvedItem(item, in: c) { bindPipe(it.key, p.key, line: c.line) }
            case .vflSiblings(_, let a, let b, _, _):
                if let p = c.pipe {
                    for x in [a, b] { if let it = resolvedItem(x, in: c) { bindPipe(it.key, p.key, line: c.line) } }
                }
            case .equation(let lhs, _, let rhs, _, _, _):
                guard let rhs, let l = resolvedItem(lhs.item, in: c), let r = resolvedItem(rhs.item, in: c) else { continue }
                let id = c.identifier ?? ""
                if c.className == "NSAutoresizingMaskLayoutConstraint" && !(items[l.key]?.isGuide ?? true) {
                    setParent(l.key, r.key)
                } else if id.hasSuffix("-guide-constraint") || id.hasPrefix("UIViewSafeAreaLayoutGuide") || id.hasPrefix("NSViewSafeAreaLayoutGuide") {
                    if items[l.key]?.isGuide == true { setParent(l.key, r.key) } else if items[r.key]?.isGuide == true { setParent(r.key, l.key) }
                }
            case .vflSize: break
            }
        }
        // Margins: `label.leading == view.leadingMargin` puts label inside view; guides of known owners.
        for c in all {
            guard case .equation(let lhs, _, let rhs, _, _, _) = c.body, let rhs,
                  let l = resolvedItem(lhs.item, in: c), let r = resolvedItem(rhs.item, in: c), l.key != r.key else { continue }
            let lGuide = items[l.key]?.isGuide == true, rGuide = items[r.key]?.isGuide == true
            if Self.isMarginAttribute(rhs.attribute) && !lGuide && !rGuide { setParent(l.key, r.key) }
            if Self.isMarginAttribute(lhs.attribute) && !lGuide && !rGuide { setParent(r.key, l.key) }
        }
        // Insets: `child.top == parent.top + 12`, `parent.bottom == child.bottom + 8`,
        // `child.trailing == parent.trailing - 10`; with a constant of 0, the one that is a
        // container already (it has encapsulated size or subviews) is the parent.
        let starts: Set<String> = ["leading", "left", "top", "minX", "minY"]
        let ends: Set<String> = ["trailing", "right", "bottom", "maxX", "maxY"]
        let centres: Set<String> = ["centerX", "centerY", "midX", "midY"]
        var containers: Set<String> = Set(items.values.compactMap(\.parent))
        for c in all {
            if let id = c.identifier, Self.encapsulated.contains(id), let it = logItems(of: c).first { containers.insert(it.key) }
        }
        for _ in 0..<4 {
            for c in all {
                guard case .equation(let lhs, _, let rhs, let m, let k, _) = c.body, let rhs, lhs.attribute == rhs.attribute, abs(m - 1) < 1e-9,
                      let a = resolvedItem(lhs.item, in: c)?.key, let b = resolvedItem(rhs.item, in: c)?.key, a != b,
                      items[a]?.isGuide == false, items[b]?.isGuide == false else { continue }
                var child: String? = nil, parent: String? = nil
                let attr = lhs.attribute
                if k != 0 && starts.contains(attr) { (child, parent) = k > 0 ? (a, b) : (b, a) }
                else if k != 0 && ends.contains(attr) { (child, parent) = k < 0 ? (a, b) : (b, a) }
                else if k == 0 || centres.contains(attr) {
                    if containers.contains(b) && !containers.contains(a) { (child, parent) = (a, b) }
                    else if containers.contains(a) && !containers.contains(b) { (child, parent) = (b, a) }
                }
                if let child, let parent, setParent(child, parent) { containers.insert(parent) }
            }
        }
        var changed = true
        var rounds = 0
        while changed && rounds < 8 {
            changed = false
            rounds += 1
            for c in all {
                let its = logItems(of: c).map(\.key)
                guard its.count == 2, its[0] != its[1] else { continue }
                let (a, b) = (its[0], its[1])
                let aGuide = items[a]?.isGuide == true, bGuide = items[b]?.isGuide == true
                // A view constrained to a guide of a known owner sits in that owner.
                if aGuide != bGuide {
                    let (guide, view) = aGuide ? (a, b) : (b, a)
                    if let owner = items[guide]?.parent, items[view]?.parent == nil, setParent(view, owner) { changed = true }
                }
                // Siblings of a gap share a superview (`[a]-(8)-[b]`, `b.top == a.bottom + 8`).
                var siblings = false
                if case .vflSiblings = c.body { siblings = true }
                if case .equation(let lhs, _, let rhs?, _, _, _) = c.body {
                    let pairs: Set<String> = ["leading-trailing", "trailing-leading", "left-right", "right-left", "top-bottom", "bottom-top",
                                              "firstBaseline-lastBaseline", "lastBaseline-firstBaseline", "top-lastBaseline", "firstBaseline-bottom"]
                    siblings = pairs.contains(lhs.attribute + "-" + rhs.attribute)
                }
                if siblings, !aGuide, !bGuide {
                    if let p = items[a]?.parent, items[b]?.parent == nil, setParent(b, p) { changed = true }
                    if let p = items[b]?.parent, items[a]?.parent == nil, setParent(a, p) { changed = true }
                }
            }
        }
    }

    // MARK: - Names

    static func baseName(_ className: String) -> String {
        if className.hasPrefix("_Tt") { return "view" }
        var n = Substring(className)
        if let dot = n.lastIndex(of: ".") { n = n[n.index(after: dot)...] }
        if n.hasPrefix("NSKVONotifying_") { n = n.dropFirst(15) }
        while n.hasPrefix("_") { n = n.dropFirst() }
        if n.hasPrefix("UI") || n.hasPrefix("NS") || n.hasPrefix("MK") || n.hasPrefix("WK") { n = n.dropFirst(2) }
        var letters = String(n.unicodeScalars.filter { ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9") })
        if letters.isEmpty || letters.first!.isNumber { letters = "view" + letters }
        // lowerCamel: `TableViewCellContentView` → `tableViewCellContentView`, `URLView` → `urlView`.
        var scalars = Array(letters.unicodeScalars)
        var k = 0
        while k < scalars.count, scalars[k] >= "A" && scalars[k] <= "Z" {
            if k > 0, k + 1 < scalars.count, scalars[k + 1] >= "a" && scalars[k + 1] <= "z" { break }
            scalars[k] = Unicode.Scalar(scalars[k].value + 32)!
            k += 1
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// A note when `handle` (after a class) is an address wider than 64 bits: what it became,
    /// said, never silent (issue 34). nil for any other handle.
    static func overlongAddressNote(_ className: String?, _ handle: String, line: Int, column: Int = 1,
                                    object: String, pseudo: UInt64) -> Diagnostic? {
        guard let className, let digits = DescriptionParser.overlongAddressDigits(handle) else { return nil }
        return Diagnostic(.note, line: line, column: column,
            "'\(className):\(handle)': an address of \(digits) hexadecimal digits is wider than 64 bits, so it is not one UIKit printed; \(object) keeps it as its handle and has the pseudo-address 0x\(String(pseudo, radix: 16))")
    }

    static func isIdentifier(_ s: String) -> Bool {
        guard let f = s.unicodeScalars.first, f == "_" || (f >= "a" && f <= "z") || (f >= "A" && f <= "Z") else { return false }
        return s.unicodeScalars.allSatisfy { $0 == "_" || ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9") }
            && s.count <= 40
    }

    // MARK: - Building

    /// Builds the session, asking `stop` before each view, layout guide and constraint is made,
    /// and inside the session's solver while it is built (a constraint that meets a conflict
    /// searches its minimal set, one long solver call; see ``LogImporter/importLog(_:stop:)``).
    /// The session returned no longer asks.
    mutating func buildOnce(stop: StopCheck = .never) throws(Diagnostic) -> LogImportResult {
        try stop.check()
        let session = LayoutSession()
        session.stop = stop
        // The import reads only which constraints broke (the log names each conflict's
        // constraints itself): the solver need not search each conflict's minimal set, which
        // was half of importing a log (issue 17). The session returned searches again.
        session.searchesConflictSets = false
        var all: [LogConstraint] = []
        var completeness: [LogImportResult.Completeness] = []
        let importable = parsed.messages.filter { !$0.redacted }
        for m in importable {
            all += m.entries
            if let b = m.broken { all.append(b) }
        }
        for c in all {
            for it in logItems(of: c) { note(it, line: c.line) }
            for (_, it) in c.names where it.className != nil || it.address != nil { if items[it.key] != nil { note(it, line: c.line) } }
        }
        inferHierarchy(all)
        // A rebuilt stack's arranged views are its subviews (UIKit makes them so).
        for plan in stackPlan { for k in plan.arranged where items[k]?.parent == nil { setParent(k, plan.stackKey) } }
        let plannedSpacers = Set(stackPlan.flatMap { [$0.alignmentSpanner, $0.orderingSpanner].compactMap { $0 } + $0.gapGuides })
        if let cycle = pipeCycle {
            let child = printedName(cycle.child), parent = printedName(cycle.parent)
            let chain = cycle.child == cycle.parent ? "\(child) is bound as its own superview ('|')"
                : "\(child) is bound inside \(parent) ('|'), but \(parent) is already inside \(child)"
            diagnostics.append(Diagnostic(.error, line: cycle.line, column: 1,
                                          "the log's '|' bindings form a cycle: \(chain); a view cannot contain itself, so no hierarchy fits the log"))
            return LogImportResult(session: LayoutSession(), parsed: parsed, diagnostics: diagnostics,
                                   completeness: parsed.messages.map { _ in .none }, importedAnything: false, summary: [], redacted: false)
        }
        var logAddresses: [UInt64] = order.compactMap { items[$0]!.address }
        for c in all { if let a = c.address { logAddresses.append(a) } }
        session.reserveImportedAddresses(logAddresses)

        // The root.
        let views = order.filter { items[$0]!.isGuide == false }
        let tops = views.filter { items[$0]!.parent == nil }
        var rootKey: String? = nil
        var placeholderRoot = false
        if tops.count == 1 {
            rootKey = tops[0]
        } else if tops.count > 1 {
            placeholderRoot = true
        }
        // The root's size from encapsulated or temporary size constraints.
        var rootSize = Size(width: 320, height: 504)
        var known: [Axis: LogConstraint] = [:]
        if let rk = rootKey {
            for c in all {
                guard let id = c.identifier, Self.encapsulated.contains(id), c.priority == nil else { continue }
                guard let (item, axis, relation, value, prio) = unarySize(c), item.key == rk, relation == .equal, prio == nil, value >= 0 else { continue }
                if known[axis] == nil {
                    known[axis] = c
                    if axis == .horizontal { rootSize.width = value } else { rootSize.height = value }
                }
            }
        }
        var summary: [String] = []
        var handles: [String: ViewID] = [:]   // item key → view
        var guides: [String: GuideID] = [:]
        if let rk = rootKey {
            let info = items[rk]!
            var v = ImportedView(printedClass: info.className ?? "UIView", handle: info.handle, label: info.label, line: info.line, superviewFromLog: true)
            v.rootSizeUnknown = Axis.allCases.filter { known[$0] == nil }
            session.configureImportedRoot(className: info.className ?? "UIView", address: info.address, info: v, size: rootSize)
            handles[rk] = session.state.root
            let root = session.state[session.state.root]
            if let note = Self.overlongAddressNote(info.className, info.handle, line: info.line, object: "view \(root.name)", pseudo: root.address) {
                diagnostics.append(note)
            }
        } else {
            session.configurePlaceholderRoot(size: rootSize)
        }
        // Views, parents first.
        var names = ImportedNames()
        func uniqueName(_ base: String) -> String { names.unique(base) }
        var remaining = views.filter { $0 != rootKey }
        var guard_ = 0
        while !remaining.isEmpty && guard_ < 1000 {
            guard_ += 1
            var next: [String] = []
            for key in remaining {
                try stop.check()
                let info = items[key]!
                let parentIndex: ViewID
                try session.checkInterrupted()
                if let p = info.parent {
                    guard let pi = handles[p] else { next.append(key); continue }
                    parentIndex = pi
                } else {
                    parentIndex = session.state.root
                }
                let cls = info.className ?? "UIView"
                var base: String
                if info.className != nil && info.address == nil && Self.isIdentifier(info.handle) {
                    base = info.handle   // a Masonry key
                } else if info.className == nil && info.address == nil {
                    base = Self.sanitized(info.handle)   // a view identifier
                } else {
                    base = Self.baseName(cls)
                }
                let name = uniqueName(base)
                let v = ImportedView(printedClass: cls, handle: info.handle, label: info.label, line: info.line,
                                     superviewFromLog: info.parent != nil || placeholderRoot)
                do {
                    let index = try session.addImportedView(name: name, className: cls, superview: parentIndex, address: info.address, info: v)
                    handles[key] = index
                    if let note = Self.overlongAddressNote(info.className, info.handle, line: info.line,
                                                           object: "view \(session.state[index].name)", pseudo: session.state[index].address) {
                        diagnostics.append(note)
                    }
                } catch {
                    try session.checkInterrupted()
                    diagnostics.append(Diagnostic(.error, line: info.line, column: 1, "cannot make a view for \(info.key): \(error)"))
                }
            }
            if next.count == remaining.count { break }
            remaining = next
        }
        // Guides.
        var guideCount = 0
        for key in order where items[key]!.isGuide && !plannedSpacers.contains(key) {
            try stop.check()
            try session.checkInterrupted()
            let info = items[key]!
            let owner = info.parent.flatMap { handles[$0] } ?? session.state.root
            var kind: LayoutGuide.Kind = info.label == "UIViewSafeAreaLayoutGuide" || info.className == "NSViewSafeAreaLayoutGuide" ? .safeArea
                : (info.label == "UIViewLayoutMarginsGuide" ? .layoutMargins : .user)
            if info.label == "UIViewReadableContentGuide" { kind = .readableContent }
            if info.label == "UIViewKeyboardLayoutGuide" || info.className == "UIKeyboardLayoutGuide" { kind = .keyboard }
            // A scroll view's guides (docs/stack-views.md rules 38, 39), when the log names their scroll view.
            if session.state[owner].isScrollView, info.parent != nil {
                if info.label == "UIScrollView-contentLayoutGuide" { kind = .scrollContent }
                if info.label == "UIScrollView-frameLayoutGuide" { kind = .scrollFrame }
            }
            var name: String
            let ownerName = session.state[owner].name
            switch kind {
            case .safeArea: name = ownerName + ".safeArea"
            case .layoutMargins: name = ownerName + ".margins"
            case .scrollContent: name = ownerName + ".contentLayoutGuide"
            case .scrollFrame: name = ownerName + ".frameLayoutGuide"
            case .readableContent: name = ownerName + ".readableContentGuide"
            case .keyboard: name = ownerName + ".keyboardLayoutGuide"
            case .user, .stackSpacer:
                guideCount += 1
                name = (info.className == "_UILayoutSpacer" ? "spacer" : "guide") + String(guideCount)
            }
            if session.state.item(named: name) != nil { guideCount += 1; name = "guide" + String(guideCount) }
            do {
                let gi = ImportedView(printedClass: info.className ?? "UILayoutGuide", handle: info.handle, label: info.label, line: info.line,
                                      superviewFromLog: info.parent != nil)
                guides[key] = try session.addImportedGuide(name: name, kind: kind, owner: owner, address: info.address, info: gi)
            } catch {
                diagnostics.append(Diagnostic(.error, line: info.line, column: 1, "cannot make a layout guide for \(info.key): \(error)"))
            }
            if info.parent == nil {
                diagnostics.append(Diagnostic(.note, line: info.line, column: 1,
                    "the log does not say which view owns \(info.className ?? "the guide"):\(info.handle)\(info.label.map { "'\($0)'" } ?? ""): it is attached to \(ownerName), its edges come only from the log's constraints"))
            }
        }
        // Constraints: entries first (each once), then each message's broken one.
        var made: [String: ConstraintHandle] = [:]   // normalized text → handle
        var failed: Set<String> = []
        func normalized(_ c: LogConstraint) -> String { Self.normalizedText(c) }
        // Planned stacks become real stack views before any of the log's constraints, their
        // generated constraints standing for the log's UISV ones (StackRebuild.swift).
        for plan in stackPlan {
            try stop.check()
            guard let placed = rebuildPlannedStack(plan, session: session, views: handles) else { continue }
            rebuiltStacks.insert(plan.stackKey)
            for (e, g) in zip(plan.entries, plan.matches) {
                made[normalized(e.log)] = placed.constraints[g]
                logOf[placed.constraints[g]] = e.log
            }
            for (role, key) in [(placed.items.alignmentSpanner, plan.alignmentSpanner), (placed.items.orderingSpanner, plan.orderingSpanner)] {
                if let g = role, let key { guides[key] = g }
            }
            for (k, key) in plan.gapGuideKeys where k < placed.items.gapGuides.count { guides[key] = placed.items.gapGuides[k] }
        }
        try session.checkInterrupted()
        // Each constraint made is one solver change; one that meets a conflict has its minimal
        // set computed then: ask before each.
        func add(_ c: LogConstraint) throws(Diagnostic) -> ConstraintHandle? {
            let n = normalized(c)
            if let h = made[n] { return h }
            if failed.contains(n) { return nil }
            try stop.check()
            try session.checkInterrupted()
            let h: ConstraintHandle
            do {
                h = try makeConstraint(c, session: session, views: handles, guides: guides, known: known)
            } catch {
                try session.checkInterrupted()
                failed.insert(n)
                diagnostics.append(Diagnostic(.error, line: c.line, column: c.column, "cannot reconstruct this constraint: \(error.message)"))
                return nil
            }
            try session.checkInterrupted()
            made[n] = h
            logOf[h] = c
            let printed = c.handle.split(separator: "@", maxSplits: 1).first.map(String.init) ?? c.handle
            if let made = session.state.constraint(h), let note = Self.overlongAddressNote(
                c.className, printed, line: c.line, column: c.column, object: made.handleName, pseudo: made.address) {
                diagnostics.append(note)
            }
            return h
        }
        var conflicts: [ImportedConflict] = []
        // Every message's entries but the broken ones first, so each broken constraint meets
        // the whole layout it broke in.
        for m in importable {
            for e in m.entries where m.broken.map({ Self.sameConstraint($0, e) }) != true { _ = try add(e) }
        }
        // Dumps add their constraints and are no conflict: their completeness only.
        var dumpCompleteness: [Int: LogImportResult.Completeness] = [:]
        var dumpCounts: [Int: (added: Int, total: Int)] = [:]
        for m in importable where m.isDump {
            let added = m.entries.filter { made[normalized($0)] != nil }.count
            let total = m.entries.count + m.skipped
            dumpCounts[m.number] = (added, total)
            dumpCompleteness[m.number] = added == total && !m.listCut ? .full : (added > 0 ? .partial : LogImportResult.Completeness.none)
        }
        for (k, m) in importable.filter({ !$0.isDump }).enumerated() {
            var brokenHandle: ConstraintHandle? = nil
            var notInList = false
            for e in m.entries where m.broken.map({ Self.sameConstraint($0, e) }) == true {
                if let h = try add(e) { brokenHandle = h }
            }
            if let b = m.broken {
                if !m.entries.contains(where: { Self.sameConstraint(b, $0) }) {
                    notInList = true
                    diagnostics.append(Diagnostic(.note, line: b.line, column: b.column,
                        "the constraint Apple broke is not in the message's list (as published): imported with it"))
                    brokenHandle = try add(b)
                }
            }
            var skipped = m.skipped
            for e in m.entries where made[normalized(e)] == nil { skipped += 1 }
            if let b = m.broken, notInList, made[normalized(b)] == nil { skipped += 1 }
            let ordered = m.entries.compactMap { made[normalized($0)] }.reduce(into: [ConstraintHandle]()) { if !$0.contains($1) { $0.append($1) } }
            conflicts.append(ImportedConflict(
                number: k + 1, line: m.line, listed: ordered, appleBroken: brokenHandle, brokenNotInList: notInList,
                skippedEntries: skipped, platform: m.platform))
            // Full: every entry and the break line imported; partial: some; none: nothing.
            // A lone break line, or a list the paste cut, is never the whole message.
            if ordered.isEmpty && brokenHandle == nil {
                completeness.append(.none)
            } else if skipped == 0 && !m.entries.isEmpty && !m.listCut {
                completeness.append(.full)
            } else {
                completeness.append(.partial)
            }
        }
        // Renumber against all messages (redacted ones included) for the user's `explain N`.
        var numbered: [ImportedConflict] = []
        var fullCompleteness: [LogImportResult.Completeness] = []
        var j = 0
        for m in parsed.messages {
            if m.redacted {
                fullCompleteness.append(.none)
                continue
            }
            if let d = dumpCompleteness[m.number] {
                fullCompleteness.append(d)
                continue
            }
            var c = conflicts[j]
            c.number = m.number
            numbered.append(c)
            fullCompleteness.append(completeness[j])
            j += 1
        }
        try session.checkInterrupted()
        session.setImportedConflicts(numbered)
        session.clearEvents()
        let redacted = !parsed.messages.isEmpty && parsed.messages.allSatisfy(\.redacted)
        if parsed.messages.contains(where: \.redacted) {
            let lines = parsed.messages.filter(\.redacted).map { String($0.line) }.joined(separator: ", ")
            diagnostics.append(Diagnostic(.error, line: parsed.messages.first(where: \.redacted)!.line, column: 1,
                "the log is redacted (<private>, line \(lines)): unified logging hid the constraints, so nothing of that message can be reconstructed; capture the log from Xcode's console or with `log stream --level debug` on a device with private data enabled"))
        }
        let importedAnything = !made.isEmpty
        for (n, h) in made { textOf[h] = n }
        viewOf = handles
        guideOf = guides
        summary = Self.summaryLines(session: session, conflicts: numbered, completeness: fullCompleteness, parsed: parsed, known: known, dumps: dumpCounts)
        try session.checkInterrupted()
        session.stop = nil
        session.searchesConflictSets = true
        diagnostics.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        return LogImportResult(session: session, parsed: parsed, diagnostics: parsed.diagnostics + diagnostics,
                               completeness: fullCompleteness, importedAnything: importedAnything, summary: summary, redacted: redacted)
    }

    /// A description without its `(active…)` flags and with single spaces: one constraint's
    /// identity across a log's messages.
    static func normalizedText(_ c: LogConstraint) -> String {
        // `(active)` markers differ between the list and a later message: not part of the identity.
        var scalars = Array(c.text.unicodeScalars)
        if let r = EnvelopeScanner.find("(active", in: scalars) { scalars = Array(scalars[..<r]) + [">"] }
        return String(String.UnicodeScalarView(scalars)).split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    static func sanitized(_ name: String) -> String {
        var out = String(name.unicodeScalars.map { s -> Character in
            ((s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9") || s == "_") ? Character(s) : "_"
        })
        if out.isEmpty || out.first!.isNumber { out = "view_" + out }
        if out.count > 40 { out = String(out.prefix(40)) }
        return out
    }

    /// Whether two descriptions are the same constraint (the break line repeats a list entry,
    /// with raw text where the list had escapes).
    static func sameConstraint(_ a: LogConstraint, _ b: LogConstraint) -> Bool {
        if let x = a.address, let y = b.address { return x == y && a.className == b.className }
        return a.className == b.className && a.handle == b.handle
    }

    /// A unary size constraint: item, axis, relation, value, priority.
    func unarySize(_ c: LogConstraint) -> (LogItem, Axis, LayoutRelation, Double, LayoutPriority?)? {
        switch c.body {
        case .vflSize(let axis, let item, let p):
            guard let it = resolvedItem(item, in: c) else { return nil }
            return (it, axis, p.relation, p.value, p.priority)
        case .equation(let lhs, let rel, nil, _, let k, _):
            guard let a = Self.attribute(lhs.attribute), a.isSize, let it = resolvedItem(lhs.item, in: c) else { return nil }
            return (it, a.axis, rel, k, c.priority)
        default:
            return nil
        }
    }

    static func attribute(_ printed: String) -> LayoutAttribute? {
        switch printed {
        case "Width": return .width
        case "Height": return .height
        default: return LayoutAttribute(spelling: printed)
        }
    }
}
