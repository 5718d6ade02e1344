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
        /// `UIViewReadableContentGuide`: inside its owner's layout margins, centred between them,
        /// at most `LayoutGuide.readableWidth` wide (docs/layout-model.md, "Readable content and
        /// keyboard guides").
        case readableContent
        /// `UIKeyboardLayoutGuide` 'UIViewKeyboardLayoutGuide' (iOS 15): the keyboard's frame in
        /// the window — the root's full width along its bottom, as tall as the keyboard
        /// (`keyboard 336`) or, with none shown, the root's bottom safe-area inset.
        case keyboard

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
        case .readableContent: return "UIViewReadableContentGuide"
        case .keyboard: return "UIViewKeyboardLayoutGuide"
        }
    }

    /// The readable width at the default content size category (Large): 672 points, measured
    /// by useyourloaf.com on an iPad Air 2 (docs/layout-model.md has the sources and what is
    /// not known: the widths of the other categories).
    public static let readableWidth = 672.0

    /// The suffixes that name a view's own guides, made on first use: `VIEW.margins`,
    /// `VIEW.safeArea`, `VIEW.readableContentGuide`, `VIEW.keyboardLayoutGuide`.
    public static let namedSystemGuides: [(suffix: String, kind: Kind)] = [
        (".margins", .layoutMargins), (".safeArea", .safeArea),
        (".readableContentGuide", .readableContent), (".keyboardLayoutGuide", .keyboard),
    ]

    /// Whether a line names one of those guides (which naming makes: a command that does is not
    /// one model call).
    ///
    /// An ASCII line (every line of a generated script) is searched on its bytes, which finds
    /// exactly what a search by `Character`s finds there; `String.contains` went through the
    /// string-processing library's searcher and was 15 % of loading a 1,000-view script (issue 17).
    public static func namesSystemGuide(_ line: String) -> Bool {
        var line = line
        let found = line.withUTF8 { bytes -> Bool? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            // Every suffix starts with a dot: one pass tries them all at each dot.
            for i in bytes.indices where bytes[i] == 0x2E {
                for suffix in namedSystemGuideBytes where suffix.count <= bytes.count - i {
                    var j = 1
                    while j < suffix.count && bytes[i + j] == suffix[j] { j += 1 }
                    if j == suffix.count { return true }
                }
            }
            return false
        }
        return found ?? namedSystemGuides.contains { line.contains($0.suffix) }
    }

    /// The suffixes' bytes; each starts with a dot (`namesSystemGuide` relies on it).
    private static let namedSystemGuideBytes: [[UInt8]] = namedSystemGuides.map {
        precondition($0.suffix.utf8.first == 0x2E, "a system guide's suffix starts with a dot")
        return Array($0.suffix.utf8)
    }

    /// The property name a view's system guide answers to (`VIEW.readableContentGuide`), for the
    /// guides named by their UIKit property; nil for the others.
    public static func propertyName(of kind: Kind) -> String? {
        switch kind {
        case .readableContent: return "readableContentGuide"
        case .keyboard: return "keyboardLayoutGuide"
        default: return nil
        }
    }

    /// The class UIKit prints for the guide: `_UIScrollViewLayoutGuide` for a scroll view's
    /// content guide (as in UIKit's constraint dumps), `UIKeyboardLayoutGuide` for the keyboard
    /// guide (its public class), `UILayoutGuide` for every other.
    public var className: String {
        switch kind {
        case .scrollContent: return "_UIScrollViewLayoutGuide"
        case .keyboard: return "UIKeyboardLayoutGuide"
        default: return "UILayoutGuide"
        }
    }
}
