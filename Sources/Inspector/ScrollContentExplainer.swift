import LayoutModel
import LayoutSyntax
import LayoutText

/// What `explain` says about a scroll view's content size (docs/stack-views.md rules 37–40): for
/// the scroll view, its content guide, or an item inside it whose ambiguity comes from the
/// content size — "the scroll view's content width is not determined", the classic mistake when
/// that is the cause (content pinned to the scroll view's edges, which mean the content area,
/// with nothing deciding its width), and fixes, each checked by re-solving a copy.
enum ScrollContentExplainer {
    /// The notes for `item`, empty when no scroll view's content size is undetermined there.
    static func notes(for item: LayoutItem, in session: LayoutSession, stop: StopCheck) throws(Diagnostic) -> [String] {
        let state = session.state
        guard let scrollView = scrollView(concerning: item, in: state),
              let content = session.contentSize(of: scrollView), !content.undetermined.isEmpty else { return [] }
        let free = session.ambiguousAttributes(of: item)
        let isInside = state.isContent(item, of: scrollView)
        // An item inside: only the dimensions it is itself ambiguous in, and only when it
        // follows the content size there.
        let dimensions = isInside ? content.undetermined.filter { free.contains($0) } : content.undetermined
        var notes: [String] = []
        let sv = state[scrollView].name
        for dimension in dimensions {
            try stop.check()
            let axis: Axis = dimension == "width" ? .horizontal : .vertical
            var line = "The scroll view's content \(dimension) is not determined"
            if isInside { line += " (\(state.name(of: item))'s \(dimension) follows it)" }
            let pinned = edgePinnedSubviews(of: scrollView, axis: axis, in: state)
            if !pinned.isEmpty {
                let edges = axis == .horizontal ? "leading and trailing" : "top and bottom"
                let names = pinned.map { state[$0.view].name }.joined(separator: ", ")
                let handles = pinned.flatMap(\.handles).map { state[$0].handleName }.joined(separator: ", ")
                line += ": \(names) \(pinned.count == 1 ? "is" : "are") pinned to \(sv)'s \(edges) edges (\(handles)), which inside a scroll view mean its content area, not its frame (rule 37), and nothing gives the content a \(dimension) of its own"
                line += axis == .horizontal ? " (no intrinsic width, no width rule against the frame)." : " (no intrinsic height, no height constraint)."
            } else {
                line += ": no constraint of its content reaches both of its \(axis == .horizontal ? "leading and trailing" : "top and bottom") edges with a \(dimension) of its own."
            }
            notes.append(line)
            let fixes = try verifiedFixes(scrollView, axis: axis, pinned: pinned.map(\.view), in: session, stop: stop)
            if fixes.isEmpty {
                notes.append("No single constraint plumb tried settles it.")
            } else {
                notes.append("Fixes, each checked by re-solving a copy of the session: " + fixes.joined(separator: "  |  "))
            }
        }
        return notes
    }

    /// The scroll view whose content size bears on `item`: the scroll view itself, one of its
    /// guides, or the nearest scroll view whose content holds the item.
    static func scrollView(concerning item: LayoutItem, in state: LayoutState) -> ViewID? {
        switch item {
        case .view(let v):
            if state[v].isScrollView { return v }
        case .guide(let g):
            if state[g].kind.isScrollGuide, state[state[g].owner].isScrollView { return state[g].owner }
        }
        return state.ancestors(of: state.owningView(of: item)).first { s in
            state[s].isScrollView && state.isContent(item, of: s)
        }
    }

    /// Direct subviews pinned (in force, exactly) to both edges of the scroll view along `axis`.
    static func edgePinnedSubviews(of scrollView: ViewID, axis: Axis, in state: LayoutState) -> [(view: ViewID, handles: [ConstraintHandle])] {
        let (start, end): (Set<LayoutAttribute>, Set<LayoutAttribute>) = axis == .horizontal
            ? ([.leading, .left, .leadingMargin, .leftMargin], [.trailing, .right, .trailingMargin, .rightMargin])
            : ([.top, .topMargin], [.bottom, .bottomMargin])
        var out: [(view: ViewID, handles: [ConstraintHandle])] = []
        for sub in state[scrollView].subviews {
            var starts: [ConstraintHandle] = [], ends: [ConstraintHandle] = []
            for c in state.constraints where c.isInForce && c.relation == .equal && c.multiplier == 1 {
                guard let second = c.second else { continue }
                for (mine, theirs) in [(c.first, second), (second, c.first)] where mine.item == .view(sub) && theirs.item == .view(scrollView) {
                    if start.contains(theirs.attribute) { starts.append(c.handle) }
                    if end.contains(theirs.attribute) { ends.append(c.handle) }
                }
            }
            if let s = starts.first, let e = ends.first { out.append((sub, [s, e])) }
        }
        return out
    }

    /// Single constraints that determine the content size along `axis`, each added to a copy
    /// that must then break nothing and have that dimension determined: the content's size
    /// against the frame guide (`content.width == sv.frameLayoutGuide.width`; with
    /// `scroll-guides off`, against the scroll view, which means its frame: rule 37), and with
    /// the guides, the content guide's own size against the frame guide's.
    static func verifiedFixes(_ scrollView: ViewID, axis: Axis, pinned: [ViewID], in session: LayoutSession, stop: StopCheck) throws(Diagnostic) -> [String] {
        let state = session.state
        let sv = state[scrollView].name
        let attribute = axis == .horizontal ? "width" : "height"
        let guides = state.settings.scrollGuides
        let frame = guides ? "\(sv).frameLayoutGuide" : sv
        var candidates = pinned.map { "\(state[$0].name).\(attribute) == \(frame).\(attribute)" }
        if guides { candidates.append("\(sv).contentLayoutGuide.\(attribute) == \(sv).frameLayoutGuide.\(attribute)") }
        var out: [String] = []
        for text in candidates {
            guard let copy = try ConstraintTrial.adding(text, to: session, stop: stop) else { continue }
            guard let content = copy.contentSize(of: scrollView), !content.undetermined.contains(attribute) else { continue }
            try copy.checkInterrupted()
            let effect = axis == .horizontal ? "no horizontal scrolling" : "no vertical scrolling"
            out.append("add \(text) (content \(attribute) \(ConstraintWords.n(axis == .horizontal ? content.size.width : content.size.height)), \(effect))")
        }
        return out
    }
}
