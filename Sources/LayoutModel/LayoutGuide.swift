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
        }
    }
}
