/// A layout guide: a rectangle that takes part in layout without drawing.
public struct LayoutGuide: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `UIViewLayoutMarginsGuide`: its owner's bounds inset by the layout margins.
        case layoutMargins
        /// `UIViewSafeAreaLayoutGuide`: its owner's bounds inset by the safe-area insets.
        case safeArea
        /// A user's `UILayoutGuide`, placed by constraints alone.
        case user
        /// A stack view's own spacer ('UISV-alignment-spanner', 'UISV-ordering-spanner',
        /// 'UISV-distributing'): made and removed with its generated constraints, never listed,
        /// saved or completed as the user's guides.
        case stackSpacer
        /// A `UIScrollView`'s `contentLayoutGuide` (`_UIScrollViewLayoutGuide`
        /// 'UIScrollView-contentLayoutGuide'): origin at the content's origin, size the content
        /// size (docs/stack-views.md rule 38). Made with its scroll view; with `scroll-guides off`
        /// it stays as the engine's content area, nameless to the user.
        case scrollContent
        /// A `UIScrollView`'s `frameLayoutGuide` ('UIScrollView-frameLayoutGuide'): the scroll
        /// view's frame (rule 39).
        case scrollFrame

        /// A scroll view's own guide: made with it, never saved as the user's.
        public var isScrollGuide: Bool { self == .scrollContent || self == .scrollFrame }
    }

    public var name: String
    public var kind: Kind
    public var owner: ViewID
    public var address: UInt64
    /// Read from a console log: its class and name as printed; its edges come from the log's
    /// constraints, not the model.
    public var importInfo: ImportedView? = nil
    public var fromLog: Bool { importInfo != nil }

    package init(name: String, kind: Kind, owner: ViewID, address: UInt64) {
        self.name = name
        self.kind = kind
        self.owner = owner
        self.address = address
    }

    /// UIKit's identifier for the guide (`'UIViewSafeAreaLayoutGuide'`).
    public var identifier: String {
        switch kind {
        case .layoutMargins: return "UIViewLayoutMarginsGuide"
        case .safeArea: return "UIViewSafeAreaLayoutGuide"
        case .user: return name
        case .stackSpacer: return name.split(separator: ".").last.map(String.init) ?? name
        case .scrollContent: return "UIScrollView-contentLayoutGuide"
        case .scrollFrame: return "UIScrollView-frameLayoutGuide"
        }
    }

    /// The class UIKit prints for the guide: `_UIScrollViewLayoutGuide` for a scroll view's
    /// content guide (as in UIKit's constraint dumps), `UILayoutGuide` for every other.
    public var className: String { kind == .scrollContent ? "_UIScrollViewLayoutGuide" : "UILayoutGuide" }
}
