import LayoutModel
import LayoutSyntax
/// The reverse of `pin`: model constraints printed as Visual Format Language where VFL can say
/// exactly the same thing, and the handles of the rest (for equations).
///
/// The export is **exact**: running every printed format through `pin(parsing:)` in a session with
/// the same views makes constraints with the same first and second anchors, relation, multiplier
/// (1), constant and priority as the exported ones — not merely equivalent ones. So
/// `b.leading == a.trailing + 8` prints as `H:[a]-[b]`, but `a.trailing == b.leading - 8` (the
/// same layout, the anchors the other way round) stays in `rest`.
///
/// ## What is printed
/// - **Gaps** between sibling views (same superview): `b.start REL a.end + g` → `[a]-g-[b]`, and
///   edges `a.start REL superview.start + g` → `|-g-[a]`, `superview.end REL a.end + g` → `[a]-g-|`.
///   Gaps join into chains (`H:|-20-[a]-8-[b(>=50@750)]-20-|`); several constraints between the
///   same two neighbours share one connection (`-(>=8,<=20@750)-`). Chains are simple paths: a
///   view appears at most once in a format, and a layout that needs more paths gets more formats.
/// - **Sizes**: `a.width REL k` → `[a(REL k@p)]`, `a.width REL b.width` (multiplier 1, constant 0)
///   → `[a(REL b@p)]`, for any two views with VFL names (not only siblings: `pin` resolves a
///   predicate's view anywhere in the hierarchy). They attach to the first chain of their axis
///   that shows the view; otherwise the view gets a format of its own (`V:[a(44)]`).
/// - **Standard spacing** is printed as `-` for a constraint made from standard spacing
///   (`usesStandardSpacing`: `-` in VFL, `NSSpace(8)` in an equation) that is still one required
///   `==` of the standard value (8 between siblings, 20 to the superview edge), so `H:|-[a]-[b]-|`
///   prints back as `H:|-[a]-[b]-|` and `H:|-20-[a]-8-[b]` as `H:|-20-[a]-8-[b]`: the number
///   the user wrote stays a number, and the flag survives the round trip. A standard-spacing
///   constraint that VFL cannot write as `-` (`>= NSSpace(8) @750`) stays in `rest` (its equation
///   keeps `NSSpace`). A single required unflagged `== 0` prints as touching neighbours
///   (`[a][b]`, `|[a]`).
/// - **Directions**: H formats use leading/trailing (no option). left/right constraints are
///   printed too, with ` direction left-to-right` (`b.left REL a.right + g`): the option `pin`
///   reads back, rather than Apple's log suffix `(LTR)`. A right-to-left format makes exactly the
///   constraints of the reversed left-to-right one (`|-[a]-[b]-| direction right-to-left` is
///   `|-[b]-[a]-| direction left-to-right`), so it prints as that. V formats use top/bottom; gaps from a lastBaseline to a
///   sibling's firstBaseline are printed in formats of their own with
///   ` spacing baseline-to-baseline` (their edges, being top/bottom, go to ordinary V formats).
///
/// ## What stays in `rest`
/// System constraints (every kind but `.user`), inactive constraints (`pin` makes active ones),
/// constraints with an identifier (VFL cannot carry one), multipliers other than 1, centerX/centerY
/// and alignments (`align` ties a whole chain to its first view; not printed), mixed axes,
/// size against another size attribute (`a.width == b.height`), gaps between views that are not
/// siblings, gaps against the superview written the other way round, anything with a layout guide
/// as the laid-out item, and views whose names are not ASCII C identifiers (VFL names are).
///
/// Formats come in the order of their earliest constraint; `rest` is in the order constraints
/// were made. Unknown handles are ignored; a handle given twice counts once.
public struct ExportedVisualFormat: Hashable, Sendable {
    /// The argument of `pin`: `H:|-[a]-[b]-|`, `V:[a]-[b] spacing baseline-to-baseline`.
    public var text: String
    /// The constraints it stands for, in the order `pin(parsing:)` makes them, so the i-th new
    /// handle `pin` returns is the counterpart of `handles[i]`.
    public var handles: [ConstraintHandle]

    public init(text: String, handles: [ConstraintHandle]) {
        self.text = text
        self.handles = handles
    }
}

extension LayoutState {
    /// The constraints as VFL formats (see ``ExportedVisualFormat`` for what can be printed) and the
    /// handles that cannot be (for `equationText(for:)`), in the order constraints were made.
    public func visualFormats(for handles: [ConstraintHandle]) -> (formats: [String], rest: [ConstraintHandle]) {
        let export = visualFormatExport(for: handles)
        return (export.formats.map(\.text), export.rest)
    }

    /// ``visualFormats(for:)`` with the handles each format stands for.
    public func visualFormatExport(for handles: [ConstraintHandle]) -> (formats: [ExportedVisualFormat], rest: [ConstraintHandle]) {
        var exporter = VisualFormatExporter(state: self, handles: Set(handles))
        return exporter.run()
    }

    /// Whether VFL can name the item: a view (not a guide) whose name is an ASCII C identifier.
    func visualFormatName(of item: LayoutItem) -> String? {
        guard case .view(let v) = item else { return nil }
        let name = self[v].name
        func letter(_ c: Unicode.Scalar) -> Bool { c == "_" || ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
        guard let first = name.unicodeScalars.first, letter(first),
              name.unicodeScalars.allSatisfy({ letter($0) || ("0"..."9").contains($0) })
        else { return nil }
        return name
    }
}

/// The ways a chain of gaps can be read back by `pin`.
private enum VisualFormatMode: Int, CaseIterable {
    case leadingToTrailing, leftToRight, topToBottom, baselines

    var orientation: VisualFormat.Orientation {
        switch self {
        case .leadingToTrailing, .leftToRight: return .horizontal
        case .topToBottom, .baselines: return .vertical
        }
    }

    /// The attributes of `|-g-[a]` (`a.start == |.start + g`) and `[a]-g-|` (`|.end == a.end + g`);
    /// nil when the mode has no edges of its own.
    var edges: (start: LayoutAttribute, end: LayoutAttribute)? {
        switch self {
        case .leadingToTrailing: return (.leading, .trailing)
        case .leftToRight: return (.left, .right)
        case .topToBottom: return (.top, .bottom)
        case .baselines: return nil
        }
    }

    /// `[a]-g-[b]` is `b.later REL a.earlier + g`.
    var gap: (later: LayoutAttribute, earlier: LayoutAttribute) {
        switch self {
        case .leadingToTrailing: return (.leading, .trailing)
        case .leftToRight: return (.left, .right)
        case .topToBottom: return (.top, .bottom)
        case .baselines: return (.firstBaseline, .lastBaseline)
        }
    }

    var options: VFLOptions {
        switch self {
        case .leadingToTrailing, .topToBottom: return VFLOptions()
        case .leftToRight: return VFLOptions(direction: .leftToRight)
        case .baselines: return VFLOptions(spacing: .baselineToBaseline)
        }
    }
}

/// A point of a chain: the superview's `|` before the first view, a view, or `|` after the last.
private enum ChainNode: Hashable {
    case leadingPipe(ViewID)
    case view(ViewID)
    case trailingPipe(ViewID)
}

private struct ChainLink {
    var mode: VisualFormatMode
    var from: ChainNode
    var to: ChainNode
    /// In the order they were made.
    var handles: [ConstraintHandle]
    var key: ConstraintHandle { handles[0] }
}

private struct VisualFormatExporter {
    let state: LayoutState
    let handles: Set<ConstraintHandle>

    /// Size predicates per axis and view, in the order made.
    var sizes: [VisualFormat.Orientation: [ViewID: [ConstraintHandle]]] = [.horizontal: [:], .vertical: [:]]
    var links: [ChainLink] = []
    var linkIndex: [String: Int] = [:]
    var rest: [ConstraintHandle] = []

    /// The constraints asked about, by handle.
    let byHandle: [ConstraintHandle: LayoutConstraint]

    init(state: LayoutState, handles: Set<ConstraintHandle>) {
        self.state = state
        self.handles = handles
        var byHandle: [ConstraintHandle: LayoutConstraint] = [:]
        for c in state.constraints where handles.contains(c.handle) { byHandle[c.handle] = c }
        self.byHandle = byHandle
    }

    mutating func run() -> (formats: [ExportedVisualFormat], rest: [ConstraintHandle]) {
        for c in state.constraints where handles.contains(c.handle) {
            if !classify(c) { rest.append(c.handle) }
        }
        var formats: [(key: ConstraintHandle, format: ExportedVisualFormat)] = []
        for orientation in [VisualFormat.Orientation.horizontal, .vertical] {
            var chains: [(mode: VisualFormatMode, nodes: [ChainNode], links: [ChainLink])] = []
            for mode in VisualFormatMode.allCases where mode.orientation == orientation {
                for chain in Self.cover(links.filter { $0.mode == mode }) {
                    chains.append((mode, chain.nodes, chain.links))
                }
            }
            chains.sort { $0.links.map(\.key).min()! < $1.links.map(\.key).min()! }
            var sizesLeft = sizes[orientation]!
            for chain in chains {
                var attached: [ViewID: [ConstraintHandle]] = [:]
                for case .view(let v) in chain.nodes {
                    if let s = sizesLeft.removeValue(forKey: v) { attached[v] = s }
                }
                let f = makeFormat(orientation, chain.mode, chain.nodes, chain.links, attached)
                formats.append((f.handles.min()!, f))
            }
            for (v, s) in sizesLeft {
                let f = makeFormat(orientation, orientation == .horizontal ? .leadingToTrailing : .topToBottom,
                                   [.view(v)], [], [v: s])
                formats.append((f.handles.min()!, f))
            }
        }
        formats.sort { $0.key < $1.key }
        return (formats.map(\.format), rest)
    }

    /// Files a constraint under a size predicate or a chain link; false when VFL cannot print it.
    mutating func classify(_ c: LayoutConstraint) -> Bool {
        guard c.kind == .user, c.isActive, c.identifier == nil, c.multiplier == 1,
              case .view(let first) = c.first.item else { return false }
        func named(_ v: ViewID) -> Bool { state.visualFormatName(of: .view(v)) != nil }
        let a = c.first.attribute
        guard let second = c.second else {
            guard a.isSize, named(first), !c.usesStandardSpacing else { return false }
            sizes[a == .width ? .horizontal : .vertical]![first, default: []].append(c.handle)
            return true
        }
        let b = second.attribute
        guard case .view(let other) = second.item else { return false }
        if a.isSize {
            guard b == a, c.constant == 0, named(first), named(other), !c.usesStandardSpacing else { return false }
            sizes[a == .width ? .horizontal : .vertical]![first, default: []].append(c.handle)
            return true
        }
        let firstSuper = state[first].superview, otherSuper = state[other].superview
        // Standard spacing (`-`) is one required `==` of exactly the standard value; made any
        // other way (`>= NSSpace(8) @750`, a changed constant keeps no flag), VFL cannot say it.
        func gap(_ standard: Double, _ mode: VisualFormatMode, _ from: ChainNode, _ to: ChainNode) -> Bool {
            if c.usesStandardSpacing {
                guard c.relation == .equal, c.priority == 1000, c.constant == standard else { return false }
            }
            link(mode, from: from, to: to, c)
            return true
        }
        for mode in VisualFormatMode.allCases {
            if a == mode.gap.later, b == mode.gap.earlier, first != other, let s = firstSuper, s == otherSuper,
               named(first), named(other) {
                return gap(LayoutSession.standardSiblingSpacing, mode, .view(other), .view(first))
            }
            guard let edges = mode.edges else { continue }
            if a == edges.start, b == edges.start, firstSuper == other, named(first) {
                return gap(LayoutSession.standardSuperviewSpacing, mode, .leadingPipe(other), .view(first))
            }
            if a == edges.end, b == edges.end, otherSuper == first, named(other) {
                return gap(LayoutSession.standardSuperviewSpacing, mode, .view(other), .trailingPipe(first))
            }
        }
        return false
    }

    /// Files a gap under its neighbours. Standard spacing gets a connection of its own (`-`).
    mutating func link(_ mode: VisualFormatMode, from: ChainNode, to: ChainNode, _ c: LayoutConstraint) {
        let handle = c.handle
        let key = "\(mode.rawValue) \(from) \(to)" + (c.usesStandardSpacing ? " standard \(handle)" : "")
        if let i = linkIndex[key] {
            links[i].handles.append(handle)
        } else {
            linkIndex[key] = links.count
            links.append(ChainLink(mode: mode, from: from, to: to, handles: [handle]))
        }
    }

    /// Covers the links with simple paths: start where nothing unused comes in (a `|` or a view
    /// with no earlier neighbour left), earliest link first, and follow the earliest unused link
    /// to a view not yet in the path (or to `|`) for as long as there is one.
    static func cover(_ links: [ChainLink]) -> [(nodes: [ChainNode], links: [ChainLink])] {
        let order = links.indices.sorted { links[$0].key < links[$1].key }
        var outgoing: [ChainNode: [Int]] = [:]
        var incoming: [ChainNode: Int] = [:]
        for i in order {
            outgoing[links[i].from, default: []].append(i)
            incoming[links[i].to, default: 0] += 1
        }
        var used = Array(repeating: false, count: links.count)
        var out: [(nodes: [ChainNode], links: [ChainLink])] = []
        func take(_ i: Int) {
            used[i] = true
            incoming[links[i].to]! -= 1
        }
        var cursor = 0
        while true {
            while cursor < order.count && used[order[cursor]] { cursor += 1 }
            guard cursor < order.count else { break }
            let start = order[cursor...].first { !used[$0] && incoming[links[$0].from, default: 0] == 0 } ?? order[cursor]
            take(start)
            var nodes = [links[start].from, links[start].to]
            var path = [links[start]]
            var inPath: Set<ChainNode> = Set(nodes)
            while case .view = nodes.last!,
                  let next = outgoing[nodes.last!]?.first(where: { !used[$0] && (links[$0].to.isPipe || !inPath.contains(links[$0].to)) }) {
                take(next)
                nodes.append(links[next].to)
                inPath.insert(links[next].to)
                path.append(links[next])
            }
            out.append((nodes, path))
        }
        return out
    }

    func predicate(_ c: LayoutConstraint) -> VFLPredicate {
        let object: VFLObject = c.second.map { .name(state.name(of: $0.item)) } ?? .constant(c.constant)
        return VFLPredicate(c.relation, object, priority: c.priority == 1000 ? nil : .value(c.priority))
    }

    func connection(_ link: ChainLink) -> VFLConnection {
        let cs = link.handles.map { byHandle[$0]! }
        if cs.count == 1, cs[0].relation == .equal, cs[0].priority == 1000 {
            if cs[0].usesStandardSpacing { return .standard }
            if cs[0].constant == 0 { return .adjacent }
        }
        return .predicates(cs.map { VFLPredicate($0.relation, .constant($0.constant),
                                                 priority: $0.priority == 1000 ? nil : .value($0.priority)) })
    }

    /// The format for a chain (nodes and the links between them) with the size predicates of its
    /// views, and its handles in the order `pin` makes them: the leading edge, then per view its
    /// predicates and the gap before it, then the trailing edge.
    func makeFormat(
        _ orientation: VisualFormat.Orientation, _ mode: VisualFormatMode, _ nodes: [ChainNode],
        _ chainLinks: [ChainLink], _ sizes: [ViewID: [ConstraintHandle]]
    ) -> ExportedVisualFormat {
        var format = VisualFormat(orientation: orientation, views: [], connections: [])
        var order: [ConstraintHandle] = []
        var linkIter = chainLinks.makeIterator()
        var pendingGap: ChainLink?
        for node in nodes {
            switch node {
            case .leadingPipe:
                let l = linkIter.next()!
                format.leadingEdge = SuperviewEdge(connection: connection(l))
                order += l.handles
            case .view(let v):
                let own = sizes[v] ?? []
                format.views.append(VFLView(state[v].name, own.map { predicate(byHandle[$0]!) }))
                order += own
                if let gap = pendingGap {
                    format.connections.append(connection(gap))
                    order += gap.handles
                }
                pendingGap = linkIter.next()
            case .trailingPipe:
                let l = pendingGap!
                pendingGap = nil
                format.trailingEdge = SuperviewEdge(connection: connection(l))
                order += l.handles
            }
        }
        return ExportedVisualFormat(text: PinCommand(format: format, options: mode.options).canonicalText, handles: order)
    }
}

extension ChainNode {
    var isPipe: Bool {
        if case .view = self { return false }
        return true
    }
}
