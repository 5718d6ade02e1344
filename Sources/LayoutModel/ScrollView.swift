import LayoutSyntax
/// UIScrollView's layout (docs/stack-views.md §7, rules 37–42).
///
/// A `UIScrollView` is made with two guides: `SV.contentLayoutGuide` (kind `.scrollContent`) and
/// `SV.frameLayoutGuide` (kind `.scrollFrame`). Its subviews sit in the content, whose origin is
/// the scroll view's own origin (contentOffset 0,0, so a subview's frame is in the content's
/// coordinates, as UIKit's). The content area is the content guide's rectangle:
///
/// - with `scroll-guides on` (iOS 11+), the content guide's origin is pinned to the scroll view's
///   by 'UIScrollView-contentLayoutGuide-minX'/'-minY'; its width and height are free — they are
///   the content size, decided by the content's constraints; the frame guide is the scroll view's
///   frame ('UIScrollView-frameLayoutGuide-minX'/'-minY'/'-width'/'-height');
/// - with `scroll-guides off` (pre-iOS 11, rule 42) neither guide can be named, no guide
///   constraint exists, and the engine keeps the content area's origin at the scroll view's by
///   rules of its own; the content size still comes from the content's edge constraints.
///
/// Rule 37, in both modes: a constraint between an edge or margin of the scroll view and an item
/// inside it (a subview at any depth, a guide such a view owns, or a user guide of the scroll
/// view) means the content area — the engine reads it against the content guide
/// (`LayoutEngine.parts(of:in:)`); width, height, centre and baselines, and every constraint to
/// an item outside, mean the frame.
///
/// Which classes: `UIScrollView` only. `UITableView`, `UICollectionView` and `UITextView` are
/// scroll views in UIKit too, but their content size comes from their rows, items or text, which
/// plumb does not model: their subviews are laid out as a plain view's.
extension View {
    /// A `UIScrollView`: it has a content area and the two guides.
    public var isScrollView: Bool { className == "UIScrollView" }
}

extension LayoutState {
    /// The scroll view's content guide (present in both modes).
    public func scrollContentGuide(of view: ViewID) -> GuideID? {
        guard self[view].isScrollView else { return nil }
        return guides.firstIndex { $0.owner == view && $0.kind == .scrollContent }.map(GuideID.init)
    }

    /// The scroll view's frame guide (present in both modes).
    public func scrollFrameGuide(of view: ViewID) -> GuideID? {
        guard self[view].isScrollView else { return nil }
        return guides.firstIndex { $0.owner == view && $0.kind == .scrollFrame }.map(GuideID.init)
    }

    /// Whether a guide can be named and shown: every guide but a stack view's spacers and, with
    /// `scroll-guides off`, a scroll view's guides.
    public func isVisible(_ guide: GuideID) -> Bool {
        let kind = self[guide].kind
        if kind == .stackSpacer { return false }
        if kind.isScrollGuide && !settings.scrollGuides && !self[guide].fromLog { return false }
        return true
    }

    /// Whether `item` is inside scroll view `scrollView`'s content (rule 37): a view below it, a
    /// guide owned by such a view, or a user guide of the scroll view itself.
    public func isContent(_ item: LayoutItem, of scrollView: ViewID) -> Bool {
        switch item {
        case .view(let v):
            return v != scrollView && ancestors(of: v).contains(scrollView)
        case .guide(let g):
            let owner = self[g].owner
            if owner == scrollView { return self[g].kind == .user }
            return ancestors(of: owner).contains(scrollView)
        }
    }

    /// The scroll view whose content area `anchor` means in a constraint with `other`, if it
    /// does (rule 37): an edge or margin of a scroll view that has a content guide, against an
    /// item inside its content.
    func contentAreaScrollView(_ anchor: Anchor, against other: Anchor?) -> (view: ViewID, content: GuideID)? {
        guard case .view(let s) = anchor.item, self[s].isScrollView, let other,
              Self.contentAreaAttributes.contains(anchor.attribute),
              let g = scrollContentGuide(of: s), isContent(other.item, of: s) else { return nil }
        return (s, g)
    }

    /// The attributes that mean the content area (edges and margins); the rest mean the frame.
    static let contentAreaAttributes: Set<LayoutAttribute> = [
        .left, .right, .top, .bottom, .leading, .trailing,
        .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
    ]
}

/// A scroll view's content size as solved, and which dimensions ("width", "height") its
/// content's constraints leave undetermined (the solved value is then one of many).
public struct ContentSize: Hashable, Sendable {
    public var size: Size
    public var undetermined: [String]

    public init(size: Size, undetermined: [String]) {
        self.size = size
        self.undetermined = undetermined
    }

    /// "the scroll view's content width is not determined" (and height), one sentence per
    /// dimension; empty when both are.
    public var sentences: [String] {
        undetermined.map { "the scroll view's content \($0) is not determined" }
    }
}

extension LayoutSession {
    /// The scroll view's content size: its content guide's solved size, and which of its
    /// dimensions the constraints leave undetermined ("width", "height").
    public func contentSize(of scrollView: ViewID) -> ContentSize? {
        guard let g = state.scrollContentGuide(of: scrollView) else { return nil }
        let f = rootFrame(of: .guide(g))
        let free = ambiguousAttributes(of: .guide(g)).filter { $0 == "width" || $0 == "height" }
        return ContentSize(size: Size(width: f.width, height: f.height), undetermined: free)
    }

    /// Makes a new scroll view's two guides (their constraints come with its system constraints).
    func makeScrollGuides(for view: ViewID) {
        let name = state[view].name
        for (suffix, kind) in [("contentLayoutGuide", LayoutGuide.Kind.scrollContent), ("frameLayoutGuide", .scrollFrame)] {
            _ = insertGuide(LayoutGuide(name: "\(name).\(suffix)", kind: kind, owner: view,
                                        address: state.addresses.allocate(.guide)))
        }
    }

    /// `set scroll-guides on|off`: iOS 11's guides or the pre-iOS 11 rule. Refused, changing
    /// nothing, while a constraint of the app's names a scroll view's guide (turning them off).
    public func setScrollGuides(_ on: Bool) throws(LayoutError) {
        guard state.settings.scrollGuides != on else { events = []; return }
        if !on {
            let using = state.constraints.filter { c in
                c.kind == .user && c.items.contains { item in
                    if case .guide(let g) = item { return state[g].kind.isScrollGuide && !state[g].fromLog }
                    return false
                }
            }
            if !using.isEmpty { throw .scrollGuidesInUse(using.map(\.handleName)) }
        }
        state.settings.scrollGuides = on
        resolveFromScratch()
    }

    /// Constraints between a scroll view and its content change meaning when a view moves in or
    /// out of a scroll view: put them in force again, read anew.
    func reapplyScrollContentConstraints(around view: ViewID) {
        guard state.views.contains(where: \.isScrollView) else { return }
        let moved = Set(state.descendants(of: view))
        for c in state.constraints where c.isInForce {
            let touches = c.items.contains { moved.contains(state.owningView(of: $0)) }
            let scroll = c.items.contains { if case .view(let v) = $0 { return state[v].isScrollView } else { return false } }
            if touches && scroll { layoutEngine.reapply(c.handle, in: &state) }
        }
    }
}
