import LayoutModel

/// Whose decision a constraint is (issue 13, docs/explain.md "Whose constraint is it"). Only the
/// app's own decisions are offered as fixes: a developer can change a constraint they wrote, or
/// the autoresizing translation of a view they made, but not the height a table view gives its
/// cell, nor the constraints UIKit keeps inside its keyboard or bar buttons.
public enum ConstraintOrigin: String, Sendable, CaseIterable {
    /// Written by the app: plain NSLayoutConstraint between the app's views, SnapKit, Masonry,
    /// Interface Builder, identifiers the app set.
    case app
    /// A view of the app still translates its autoresizing mask (the app's choice).
    case autoresizing
    /// UIKit sizing or placing the app's views: encapsulated and temporary sizes, margins and
    /// safe-area guides, content size, layout-support guides, system spacing, stack views the app
    /// configures (UISV-*): not changed directly, but the app can change what they depend on.
    case uikit
    /// Inside the framework: private classes (`_UI…`, the keyboard, bar buttons, alerts) or
    /// UIKit's own identifiers on them. Nothing in the app's code makes them.
    case framework

    /// The word `explain` shows after a constraint.
    public var label: String {
        switch self {
        case .app: "yours"
        case .autoresizing: "autoresizing"
        case .uikit: "UIKit's sizing"
        case .framework: "UIKit-internal"
        }
    }

    /// Classes that are UIKit's or AppKit's own machinery, never an app's view: a constraint
    /// between them only is UIKit-internal. Prefixes, from real logs (../shared/corpus/logs).
    static let privateClassPrefixes = [
        "_", "UIKeyboard", "UIKB", "UIInput", "UIRemoteKeyboard", "UIButtonBar", "UISystemKeyboard",
        "UICompatibilityInputViewController", "UIInterfaceAction", "UIAlertController", "UIAlertControllerInterface",
        "UIEditingOverlay", "UITextSelection", "UIPredictionView", "UIKeyboardAssistantBar", "TUIPredictionView",
        "UIFieldEditor", "UISearchBarTextFieldLabel", "UITableViewCellEditControl", "UITableViewCellReorderControl",
        "UIAutocorrectInlinePrompt", "UITextEffectsWindow", "UIDropShadowView", "UITransitionView",
        "UINavigationTransitionView", "UIViewControllerWrapperView", "UILayoutContainerView", "UINavigationBarContentView",
        "UIToolbarContentView", "UITabBarButton", "UIStatusBar", "UISwipeActionPullView",
        "NSTitlebar", "NSThemeFrame", "NSToolbar", "NSNextStep", "NSWindowTemplate",
    ]

    /// Whether a view's class is UIKit's or AppKit's own.
    public static func isPrivateClass(_ name: String) -> Bool {
        privateClassPrefixes.contains { name.hasPrefix($0) }
    }

    /// A table or collection view cell's content view: its size is the cell's, which the table
    /// or collection view sets.
    public static func isCellContentView(_ name: String) -> Bool {
        name.hasSuffix("CellContentView")
    }

    /// Identifiers UIKit gives constraints it makes for the app's views.
    static func isUIKitSizingIdentifier(_ id: String) -> Bool {
        uikitSizingPrefixes.contains { id.hasPrefix($0) } || id.hasSuffix("Margin-guide-constraint")
    }

    /// `UIView-` covers 'UIView-Encapsulated-Layout-…' and the margin-guide edges; `NSWindow-`
    /// covers 'NSWindow-current-width'.
    static let uikitSizingPrefixes = [
        "UIView-", "_UITemporaryLayout", "UIViewSafeAreaLayoutGuide", "NSViewSafeAreaLayoutGuide", "UISV-",
        "NSView-Encapsulated", "NSWindow-", "_NS", "UIImageView-", "UILayoutGuide",
    ]

    /// The origin of constraint `c` in `state`.
    public static func of(_ c: LayoutConstraint, in state: LayoutState) -> ConstraintOrigin {
        let classes = c.items.map { className(of: $0, in: state) }
        let allPrivate = !classes.isEmpty && classes.allSatisfy(isPrivateClass)
        let printed = c.imported?.className ?? ""
        if let id = c.identifier {
            // UIKit's identifiers on its own views; or UIKit's identifiers on the app's views.
            if id == "UIButtonBar.maximumAlignmentSize" || id.hasPrefix("_UIButtonBar") || id.hasPrefix("UIKB") { return .framework }
            if isUIKitSizingIdentifier(id) || id.hasPrefix("_UI") {
                if allPrivate { return .framework }
                // A stack view that is UIKit's own (a bar's button stack) is not the app's either.
                if id.hasPrefix("UISV-"), case .view(let v) = c.first.item,
                   let s = state[v].superview, isPrivateClass(state[s].className) || isPrivateClass(state[v].className) {
                    return .framework
                }
                return .uikit
            }
        }
        switch c.kind {
        case .autoresizing: return allPrivate ? .framework : .autoresizing
        case .contentSize, .encapsulatedSize, .marginsGuide, .safeAreaGuide, .stackView, .scrollGuide,
             .readableContentGuide, .keyboardGuide:
            return allPrivate ? .framework : .uikit
        default: break
        }
        switch printed {
        case "NSAutoresizingMaskLayoutConstraint": return allPrivate ? .framework : .autoresizing
        case "NSContentSizeLayoutConstraint", "_UILayoutSupportConstraint", "_UISystemBaselineConstraint",
             "NSIBPrototypingLayoutConstraint":
            return allPrivate ? .framework : (printed == "NSIBPrototypingLayoutConstraint" ? .app : .uikit)
        default: break
        }
        if printed.hasPrefix("_") && printed != "_UISystemBaselineConstraint" { return .framework }
        if allPrivate { return .framework }
        // UIAlertController's action sheet since iOS 12.2: a plain UIView's width == -16, alone
        // in its message; a known UIKit bug (openradar 49289931, cited in
        // TimOliver/TOCropViewController#479; also mshrwtnb/ALRT#14 — RealLogs/tocrop-…, alrt-…).
        // No app asks for a negative size.
        if c.isUnary, c.first.attribute == .width || c.first.attribute == .height, c.constant < 0, c.relation == .equal {
            return .framework
        }
        // A cell's content view sized without an identifier (logs before iOS 8 and some
        // measuring paths print the cell's height as a plain constraint): the table view's.
        if c.identifier == nil, c.isUnary, c.relation == .equal, c.first.attribute == .width || c.first.attribute == .height,
           isCellContentView(classes[0]) {
            return .uikit
        }
        return .app
    }

    /// A view's class as the log printed it (or as made), guides by their owning view's.
    static func className(of item: LayoutItem, in state: LayoutState) -> String {
        switch item {
        case .view(let v): return state[v].importInfo?.printedClass ?? state[v].className
        case .guide: return state[state.owningView(of: item)].className
        }
    }
}
