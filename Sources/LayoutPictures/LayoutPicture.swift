import LayoutModel
import LayoutText

/// Everything a picture shows, read from a session once: the views of a subtree with their
/// frames (root coordinates), alignment rectangles and marks, and — when asked — the constraint
/// lines. The terminal drawing and the SVG writer both draw from it, so they show the same thing.
public struct LayoutPicture: Sendable {
    public struct Item: Hashable, Sendable {
        public var view: ViewID
        public var name: String
        /// 0 for the view the picture starts from.
        public var depth: Int
        /// The frame in root coordinates.
        public var frame: Rect
        /// The frame in superview coordinates (for legends).
        public var localFrame: Rect
        /// The alignment rectangle (frame inset by `alignmentRectInsets`) when it differs from
        /// the frame.
        public var alignmentRect: Rect?
        public var marks: ViewMarks
        /// The free attributes of an ambiguous view (minX, minY, width, height).
        public var ambiguousAttributes: [String]
        /// Handles of the broken constraints that mention the view (`c3`).
        public var brokenConstraints: [String]
    }

    /// The view the picture starts from.
    public var top: ViewID
    /// Drawn views, depth first (a view before its subviews, subviews in order).
    public var items: [Item]
    /// Hidden views (and their subviews), which are not drawn, by name.
    public var hidden: [String]
    /// Constraint lines (empty unless asked for).
    public var lines: [ConstraintLine]
    /// The drawn stack views, each as `name: configuration` (``LayoutState/stackDescription(of:)``),
    /// in drawing order: a box cannot show what arranges its subviews.
    public var stacks: [String]
    /// The rectangle every drawing maps onto its canvas: the union of the drawn frames, cut to
    /// the top view's frame grown by its own size on each side (a view placed absurdly far away
    /// is still marked, but does not shrink the rest of the picture to nothing).
    public var bounds: Rect

    /// Reads the picture of `top`'s subtree from the session.
    public init(session: LayoutSession, top: ViewID? = nil, constraints: Bool = false) {
        let state = session.state
        let top = top ?? state.root
        self.top = top
        var items: [Item] = []
        var hidden: [String] = []
        var drawn = Set<ViewID>()

        // Broken constraints by the views they place: the views they mention (a guide counts
        // for its owner), leaving out a superview the constraint only measures from.
        var brokenByView: [ViewID: [String]] = [:]
        for c in state.constraints where c.isActive && c.isBroken {
            for v in Self.placedViews(of: c, in: state) { brokenByView[v, default: []].append(c.handleName) }
        }

        let baseDepth = state.ancestors(of: top).count
        var stack = [top]
        while let v = stack.popLast() {
            let view = state[v]
            // A view an NSStackView detached (notVisible) is out of AppKit's hierarchy: listed as hidden.
            if (view.isHidden || state.detachingStack(of: v) != nil) && v != top {
                for d in state.descendants(of: v) { hidden.append(state[d].name) }
                continue
            }
            stack.append(contentsOf: view.subviews.reversed())
            drawn.insert(v)
            let frame = session.rootFrame(of: .view(v))
            var marks: ViewMarks = []
            let free = session.ambiguousAttributes(of: .view(v))
            if !free.isEmpty { marks.insert(.ambiguous) }
            let broken = brokenByView[v] ?? []
            if !broken.isEmpty { marks.insert(.broken) }
            if let s = view.superview {
                switch Containment.of(frame, in: session.rootFrame(of: .view(s))) {
                case .inside: break
                case .partlyOutside: marks.insert(.clipped)
                case .outside: marks.insert(.outside)
                }
            }
            let insets = view.alignmentRectInsets
            var alignment: Rect?
            if insets != .zero {
                alignment = Rect(x: frame.x + insets.left, y: frame.y + insets.top,
                                 width: frame.width - insets.left - insets.right,
                                 height: frame.height - insets.top - insets.bottom)
            }
            items.append(Item(
                view: v, name: view.name, depth: state.ancestors(of: v).count - baseDepth, frame: frame,
                localFrame: session.frame(of: v), alignmentRect: alignment, marks: marks,
                ambiguousAttributes: free, brokenConstraints: broken))
        }
        self.items = items
        self.hidden = hidden
        self.stacks = items.compactMap { item in state.stackDescription(of: item.view).map { item.name + ": " + $0 } }
        self.lines = constraints ? ConstraintLine.lines(in: session, drawing: drawn) : []
        self.bounds = Self.bounds(of: items)
    }

    /// The views a constraint places: those it mentions, without any that contains another one
    /// it mentions (`a.left == root.left + 70` places a, not the root).
    static func placedViews(of c: LayoutConstraint, in state: LayoutState) -> [ViewID] {
        var views: [ViewID] = []
        for item in c.items {
            let v = state.owningView(of: item)
            if !views.contains(v) { views.append(v) }
        }
        return views.filter { v in !views.contains { $0 != v && state.ancestors(of: $0).contains(v) } }
    }

    /// The union of the frames (and alignment rectangles), cut to the first frame grown by its
    /// own size on each side.
    static func bounds(of items: [Item]) -> Rect {
        guard let first = items.first?.frame else { return .zero }
        var minX = first.x, minY = first.y, maxX = first.maxX, maxY = first.maxY
        for item in items {
            for r in [item.frame] + (item.alignmentRect.map { [$0] } ?? []) {
                minX = min(minX, r.x); minY = min(minY, r.y)
                maxX = max(maxX, r.maxX); maxY = max(maxY, r.maxY)
            }
        }
        minX = max(minX, first.x - first.width); maxX = min(maxX, first.maxX + first.width)
        minY = max(minY, first.y - first.height); maxY = min(maxY, first.maxY + first.height)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The marks present on any drawn view, in legend order.
    public var marksPresent: [ViewMarks] {
        ViewMarks.all.filter { m in items.contains { $0.marks.contains(m) } }
    }

    /// One line per marked view, for legends: `V0 ? ambiguous layout (minY)`.
    public var markNotes: [String] {
        var notes: [String] = []
        for item in items where !item.marks.isEmpty {
            var parts: [String] = []
            for m in ViewMarks.all where item.marks.contains(m) {
                switch m {
                case .ambiguous: parts.append("? ambiguous: " + item.ambiguousAttributes.joined(separator: ", "))
                case .broken: parts.append("! broken: " + item.brokenConstraints.joined(separator: ", "))
                case .clipped: parts.append("~ partly outside its superview, at " + item.localFrame.readableDescription)
                case .outside: parts.append("^ outside its superview, at " + item.localFrame.readableDescription)
                default: break
                }
            }
            notes.append(item.name + "  " + parts.joined(separator: "; "))
        }
        return notes
    }
}
