import LayoutSyntax

/// UIKit's view content modes (the report's `[Content Mode: …]`).
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    case scaleToFill = "Scale To Fill"
    case scaleAspectFit = "Scale Aspect Fit"
    case scaleAspectFill = "Scale Aspect Fill"
    case redraw = "Redraw"
    case center = "Center"
    case top = "Top"
    case bottom = "Bottom"
    case left = "Left"
    case right = "Right"
    case topLeft = "Top Left"
    case topRight = "Top Right"
    case bottomLeft = "Bottom Left"
    case bottomRight = "Bottom Right"
}

/// UIViewAutoresizing: which of a view's margins and sizes stretch with its superview.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// Apple's log code for one axis: leading margin, size, trailing margin; `-` fixed,
    /// `&` flexible (`h=--& v=--&`: fixed left and width, flexible right margin).
    ///
    /// An axis with nothing flexible (UIViewAutoresizingNone, the default of a view made in
    /// code) prints as `--&`: UIKit keeps the origin and size and lets the right (bottom) margin
    /// take up any change of the superview, and its logs say so — the book's Example 5-1, a label
    /// made in code, shows `h=--& v=--&`; so do Apple's guide and most real logs. Both masks make
    /// the same constraints (`AutoresizingMask.code` is what the model builds them from).
    public func code(_ axis: Axis) -> String {
        let flags: [AutoresizingMask] = axis == .horizontal
            ? [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
            : [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        guard flags.contains(where: contains) else { return "--&" }
        return String(flags.map { contains($0) ? "&" : "-" })
    }

    /// `h=--& v=--&`.
    public var codes: String { "h=\(code(.horizontal)) v=\(code(.vertical))" }

    /// Parses one axis's three-character code.
    public static func parse(_ code: String, axis: Axis) -> AutoresizingMask? {
        let chars = Array(code)
        guard chars.count == 3, chars.allSatisfy({ $0 == "-" || $0 == "&" }) else { return nil }
        let flags: [AutoresizingMask] = axis == .horizontal
            ? [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
            : [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        var mask: AutoresizingMask = []
        for (c, flag) in zip(chars, flags) where c == "&" { mask.insert(flag) }
        return mask
    }
}

/// A view: everything UIKit's layout reads from it. Plain data; the session owns the rules.
public struct View: Hashable, Sendable {
    public var name: String
    public var className: String
    public var superview: ViewID?
    public var subviews: [ViewID] = []
    /// The display name that replaces the class in the book's descriptions.
    public var nametag: String?
    public var text: String?
    public var fontSize: Double = 17
    /// An intrinsic size set explicitly (`intrinsic 64x64`); nil means "from the text, or none".
    public var explicitIntrinsicSize: Size?
    public var hugging = AxisPair<LayoutPriority>(250, 250)
    public var resistance = AxisPair<LayoutPriority>(750, 750)
    public var contentMode: ContentMode = .scaleToFill
    public var layoutMargins = EdgeInsets(all: 8)
    public var alignmentRectInsets = EdgeInsets.zero
    public var transform = AffineTransform.identity
    public var clipsToBounds = false
    public var isHidden = false
    public var translatesAutoresizingMask = false
    public var autoresizingMask: AutoresizingMask = []
    /// The frame used while translating the autoresizing mask (superview coordinates).
    public var frame = Rect.zero
    /// The superview's size when the frame was set: flexible margins and sizes are measured
    /// against it, as UIKit measures them against the bounds at that moment.
    public var autoresizingReference = Size(width: 0, height: 0)
    public var address: UInt64
    /// Read from a console log (`import log`): what the log printed, and what it did not say.
    public var importInfo: ImportedView? {
        get { rarelySet.importInfo }
        _modify { yield &rarelySet.fields.importInfo }
    }
    /// Read from an Interface Builder document (`import ib`): its IB id, custom class, line.
    public var interfaceBuilder: InterfaceBuilderInfo? {
        get { rarelySet.interfaceBuilder }
        _modify { yield &rarelySet.fields.interfaceBuilder }
    }
    /// A UIStackView's or NSStackView's configuration (set when a view of that class is made): its properties,
    /// arranged subviews and the constraints it generated (`LayoutSession+Stack.swift`).
    public var stack: StackConfiguration? {
        get { rarelySet.stack }
        _modify { yield &rarelySet.fields.stack }
    }
    /// Its size-class variations (installed, stack axis, stored frame, intrinsic size per trait key).
    public var traitVariations: ViewTraitVariations {
        get { rarelySet.traitVariations }
        _modify { yield &rarelySet.fields.traitVariations }
    }
    /// The four above, behind one reference (`RarelySetViewFields`).
    private var rarelySet = RarelySetViewFields.Storage()

    public init(name: String, className: String, superview: ViewID?, address: UInt64) {
        self.name = name
        self.className = className
        self.superview = superview
        self.address = address
        // UIKit's defaults by class: labels redraw, image views scale to fill.
        if className == "UILabel" { contentMode = .redraw }
        if className == "UIStackView" { stack = StackConfiguration() }
        if className == "NSStackView" { stack = .appKit() }
    }

    /// Whether UIKit's class shows text (and so gets an intrinsic size from it).
    public var showsText: Bool { ViewClass.showsText(className) }
}

/// What plumb knows about UIKit and AppKit view classes: defaults and descriptions.
public enum ViewClass {
    public static let textClasses: Set<String> = ["UILabel", "UIButton", "UITextField", "UITextView", "NSTextField", "NSButton"]

    public static func showsText(_ className: String) -> Bool { textClasses.contains(className) }

    /// The superclass shown in reports (`UIImageView : UIView`, `UIView : UIResponder`).
    public static func superclass(of className: String) -> String {
        switch className {
        case "UIView": return "UIResponder"
        case "NSView": return "NSResponder"
        case "UIButton", "UITextField", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper": return "UIControl"
        case "UITableView", "UICollectionView", "UITextView": return "UIScrollView"
        case "NSTextField", "NSButton": return "NSControl"
        default: return className.hasPrefix("NS") ? "NSView" : "UIView"
        }
    }

    /// The UIKit and AppKit view classes plumb knows by name: those with defaults, superclasses
    /// or report rules of their own, and the other common UIKit views. `add view` warns about a
    /// `UI…`/`NS…` name close to one of these (a typo), and makes any other name as the app's own class.
    public static let knownClasses: [String] = [
        "UIView", "UILabel", "UIButton", "UIImageView", "UITextField", "UITextView", "UIStackView",
        "UIScrollView", "UITableView", "UICollectionView", "UITableViewCell", "UICollectionViewCell",
        "UIControl", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UIActivityIndicatorView",
        "UIPickerView", "UIDatePicker", "UIPageControl", "UIProgressView", "UIToolbar", "UINavigationBar",
        "UISearchBar", "UITabBar", "UIVisualEffectView", "UIWindow",
        "NSView", "NSTextField", "NSButton", "NSControl", "NSImageView", "NSStackView", "NSScrollView",
        "NSTableView", "NSCollectionView",
    ]

    /// Classes whose insides a descending report skips (the book's Listing 5-6).
    public static let skippedByDescent: Set<String> = [
        "UIButton", "UILabel", "UISwitch", "UIStepper", "UITextField", "UIScrollView", "UITableView",
        "UICollectionView", "UIActivityIndicatorView", "UIPickerView", "UIProgressView", "UIToolbar",
        "UINavigationBar", "UISearchBar", "UITabBar",
    ]
}
