import LayoutModel
import LayoutSyntax
import LayoutText

/// The result of `import trace`: the trace's views as a live session, and what happened.
public struct TraceImportResult {
    public var session: LayoutSession
    public var parsed: ParsedTrace
    /// Parse errors, then what the import noted (sorted by line).
    public var diagnostics: [Diagnostic]
    /// Lines describing what was imported.
    public var summary: [String]
    /// Whether any view was imported.
    public var importedAnything: Bool
}

/// `import trace`: an `_autolayoutTrace` → a session of its views, with no constraints
/// (docs/log-import.md "Traces"). One view per address (the first line that names it; later
/// synopses of the same view add their flags), the tree as the `|` columns give it, layout
/// guides owned by the entry above them, the classes, addresses and labels as printed, and on
/// each view what the trace said (`TracedView`). The trace never gives a constraint, so none is
/// made, and nothing the trace does not print (sizes, positions) is guessed: every frame stays
/// unknown, except the root's size when the trace prints its frame.
public enum TraceImporter {
    public static func importTrace(_ text: String) -> TraceImportResult {
        try! importTrace(text, stop: .never)
    }

    public static func importTrace(_ text: String, stop: StopCheck) throws(Diagnostic) -> TraceImportResult {
        let parsed = try TraceParser.parse(text, stop: stop)
        var diagnostics = parsed.diagnostics
        let session = LayoutSession()
        guard !parsed.entries.isEmpty else {
            return TraceImportResult(session: session, parsed: parsed, diagnostics: diagnostics, summary: [], importedAnything: false)
        }
        // Items: one per address; parents from the columns (a guide's children belong to its owner).
        struct Item {
            var entry: ParsedTrace.Entry
            var parent: UInt64?
            var trace: TracedView
        }
        var items: [UInt64: Item] = [:]
        var order: [UInt64] = []
        var stack: [(depth: Int, address: UInt64, synopsis: Int)] = []
        for e in parsed.entries {
            while let top = stack.last, top.depth >= e.depth || top.synopsis != e.synopsis { stack.removeLast() }
            var parent = stack.last?.address
            if let p = parent, items[p]?.entry.isGuide == true { parent = items[p]?.parent }
            if var existing = items[e.address] {
                // The same view again (UIKit prints a synopsis for each ambiguous view): its flags add up.
                if e.ambiguous { existing.trace.ambiguous = true }
                for v in e.ambiguousVariables where !existing.trace.ambiguousVariables.contains(v) { existing.trace.ambiguousVariables.append(v) }
                if e.missingHostConstraints { existing.trace.missingHostConstraints = true }
                if existing.trace.marker == .none { existing.trace.marker = e.marker }
                if existing.parent == nil, let p = parent, p != e.address, !isAncestor(e.address, of: p, items.mapValues(\.parent)) { existing.parent = p }
                items[e.address] = existing
            } else {
                var t = TracedView(marker: e.marker, ambiguous: e.ambiguous, ambiguousVariables: e.ambiguousVariables,
                                   missingHostConstraints: e.missingHostConstraints, line: e.line)
                t.layoutFrame = e.layoutFrame
                items[e.address] = Item(entry: e, parent: parent == e.address ? nil : parent, trace: t)
                order.append(e.address)
            }
            // A guide line prints its owning view's frame: the frame of the entry above it.
            if e.isGuide, let f = e.owningViewFrame, let p = parent, items[p]?.trace.frame == nil { items[p]?.trace.frame = f }
            stack.append((e.depth, e.address, e.synopsis))
        }
        let views = order.filter { items[$0]!.entry.isGuide == false }
        let tops = views.filter { items[$0]!.parent == nil }
        session.reserveImportedAddresses(order)
        // The root: the one top view (the window, usually), else a placeholder holding the trees.
        var handles: [UInt64: ViewID] = [:]
        var rootSize = Size(width: 320, height: 504)
        var unknownAxes = Axis.allCases
        if tops.count == 1, let f = items[tops[0]]!.trace.frame {
            rootSize = Size(width: f.width, height: f.height)
            unknownAxes = []
        }
        if tops.count == 1 {
            let it = items[tops[0]]!
            var v = ImportedView(printedClass: it.entry.className, handle: hex(tops[0]), label: it.entry.label, line: it.entry.line, superviewFromLog: true)
            v.rootSizeUnknown = unknownAxes
            v.trace = it.trace
            session.configureImportedRoot(className: it.entry.className, address: tops[0], info: v, size: rootSize)
            handles[tops[0]] = session.state.root
        } else {
            session.configurePlaceholderRoot(size: rootSize)
        }
        var names = ImportedNames()
        // Parents first: a view printed again under a later parent may come before it.
        var ordered: [UInt64] = []
        var placed: Set<UInt64> = Set(handles.keys)
        for a in views where !placed.contains(a) {
            // The chain of unplaced ancestors, placed top down (merging never makes a cycle).
            var chain: [UInt64] = [a]
            var seen: Set<UInt64> = [a]
            while let p = items[chain.last!]!.parent, !placed.contains(p), items[p]?.entry.isGuide == false, seen.insert(p).inserted { chain.append(p) }
            for v in chain.reversed() where placed.insert(v).inserted { ordered.append(v) }
        }
        for a in ordered {
            try stop.check()
            let it = items[a]!
            let superview = it.parent.flatMap { handles[$0] } ?? session.state.root
            var v = ImportedView(printedClass: it.entry.className, handle: hex(a), label: it.entry.label, line: it.entry.line,
                                 superviewFromLog: it.parent != nil)
            v.trace = it.trace
            let base = it.entry.className.contains(" ") ? Reconstruction.sanitized(it.entry.className) : Reconstruction.baseName(it.entry.className)
            do {
                handles[a] = try session.addImportedView(name: names.unique(base), className: it.entry.className, superview: superview, address: a, info: v)
            } catch {
                diagnostics.append(Diagnostic(.error, line: it.entry.line, column: it.entry.column, "cannot make a view for \(it.entry.className):\(hex(a)): \(error)"))
            }
        }
        var guideCount = 0
        for a in order where items[a]!.entry.isGuide {
            try stop.check()
            let it = items[a]!
            let owner = it.parent.flatMap { handles[$0] } ?? session.state.root
            let label = it.entry.guideName ?? it.entry.label
            let kind: LayoutGuide.Kind = label == "UIViewSafeAreaLayoutGuide" ? .safeArea : (label == "UIViewLayoutMarginsGuide" ? .layoutMargins : .user)
            let ownerName = session.state[owner].name
            var name: String
            switch kind {
            case .safeArea: name = ownerName + ".safeArea"
            case .layoutMargins: name = ownerName + ".margins"
            default:
                guideCount += 1
                name = (it.entry.className == "_UILayoutSpacer" ? "spacer" : "guide") + String(guideCount)
            }
            while session.state.item(named: name) != nil { guideCount += 1; name = "guide" + String(guideCount) }
            var g = ImportedView(printedClass: it.entry.className, handle: hex(a), label: label, line: it.entry.line, superviewFromLog: it.parent != nil)
            g.trace = it.trace
            do {
                _ = try session.addImportedGuide(name: name, kind: kind, owner: owner, address: a, info: g)
            } catch {
                diagnostics.append(Diagnostic(.error, line: it.entry.line, column: it.entry.column, "cannot make a layout guide for \(it.entry.className):\(hex(a)): \(error)"))
            }
        }
        session.setImportProvenance(ImportProvenance(logText: text, kind: .trace))
        session.clearEvents()
        diagnostics.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        return TraceImportResult(session: session, parsed: parsed, diagnostics: diagnostics,
                                 summary: summaryLines(session, parsed), importedAnything: !handles.isEmpty)
    }

    static func hex(_ a: UInt64) -> String { "0x" + String(a, radix: 16) }

    static func isAncestor(_ a: UInt64, of b: UInt64, _ parents: [UInt64: UInt64?]) -> Bool {
        var current: UInt64? = b
        var steps = 0
        while let c = current, steps <= parents.count {
            if c == a { return true }
            current = parents[c] ?? nil
            steps += 1
        }
        return false
    }

    /// What `import trace` prints: the counts and the sentence, the root, each view with what the
    /// trace says of it.
    static func summaryLines(_ session: LayoutSession, _ parsed: ParsedTrace) -> [String] {
        let state = session.state
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let traced = state.viewIDs.filter { state[$0].importInfo?.trace != nil }
        let guides = state.guides.filter { $0.importInfo?.trace != nil }
        let ambiguous = traced.filter { state[$0].importInfo!.trace!.ambiguous }.count + guides.filter { $0.importInfo!.trace!.ambiguous }.count
        var lines = ["imported a trace: \(plural(traced.count, "view")), \(plural(guides.count, "layout guide")), \(ambiguous) ambiguous; no constraints — " + TraceText.noConstraints]
        let root = state[state.root]
        if let info = root.importInfo, info.isPlaceholder {
            lines.append("root: a placeholder view (not in the trace) holding the trace's \(root.subviews.count) separate view trees; size unknown: from trace")
        } else {
            var line = "root: " + state.appleName(of: .view(state.root))
            if let t = root.importInfo?.trace {
                line += " — " + short(t)
                if let f = t.frame { line += "; size \(ConstraintNumber.text(f.width))x\(ConstraintNumber.text(f.height)) from the frame the trace prints" }
                else { line += "; size unknown: from trace" }
            }
            lines.append(line)
        }
        var rows: [(String, String)] = []
        for v in state.descendants(of: state.root) where v != state.root {
            let view = state[v]
            guard let info = view.importInfo, let t = info.trace else { continue }
            var text = state.appleName(of: .view(v)) + " in " + state[view.superview ?? state.root].name + " — " + short(t)
            if let label = info.label, !label.isEmpty, ViewClass.showsText(view.className) { text += "; nametag candidate \"\(label)\"" }
            rows.append((String(repeating: "  ", count: max(0, state.ancestors(of: v).count - 2)) + view.name, text))
        }
        for (g, guide) in zip(state.guideIDs, state.guides) {
            guard let t = guide.importInfo?.trace else { continue }
            rows.append((guide.name, state.appleName(of: .guide(g)) + " of " + state[guide.owner].name + " — " + short(t)))
        }
        let width = rows.map(\.0.count).max() ?? 0
        for (name, text) in rows { lines.append("  " + name + String(repeating: " ", count: max(0, width - name.count)) + "  " + text) }
        return lines
    }

    /// A view's trace facts in a few words: `* auto layout; AMBIGUOUS in minY, height`.
    static func short(_ t: TracedView) -> String {
        var s: String
        switch t.marker {
        case .autoLayout: s = "* auto layout"
        case .manual: s = "+ manual, in the engine"
        case .engineHost: s = "• engine host"
        case .none: s = "not in the engine"
        }
        if t.ambiguous { s += "; " + TraceText.ambiguity(t) }
        if t.missingHostConstraints { s += "; MISSING HOST CONSTRAINTS" }
        return s
    }
}
