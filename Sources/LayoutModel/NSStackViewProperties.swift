/// An NSStackView's properties, gravity areas and visibility priorities: the input of
/// `NSStackArrangement` (docs/stack-views.md §6, issue 14). Plain data; nothing here touches a session.

/// `NSStackView.Distribution` (AppKit's default is `gravityAreas`).
public enum NSStackDistribution: String, Hashable, Sendable, CaseIterable {
    case gravityAreas, fill, fillEqually, fillProportionally, equalSpacing, equalCentering

    /// Rule 33: the fill distributions pin the first and last views to the stack's edges (required).
    public var fills: Bool { self == .fill || self == .fillEqually || self == .fillProportionally }
}

/// `NSStackView.alignment`, an `NSLayoutConstraint.Attribute`. Rule 35b: an attribute of the other
/// axis (`centerX` in a horizontal stack) is ignored, as `none` (notAnAttribute) is.
public enum NSStackAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, centerX, trailing, top, centerY, bottom, firstBaseline, lastBaseline, none

    /// Whether AppKit applies it in a stack of `orientation` (rule 35b): top, centerY, bottom and
    /// the baselines across a horizontal stack; leading, centerX, trailing across a vertical one.
    public func applies(to orientation: Axis) -> Bool {
        switch self {
        case .top, .centerY, .bottom, .firstBaseline, .lastBaseline: return orientation == .horizontal
        case .leading, .centerX, .trailing: return orientation == .vertical
        case .none: return false
        }
    }

    /// AppKit's default: centerY for a horizontal stack, centerX for a vertical one (rule 32).
    public static func defaultValue(for orientation: Axis) -> NSStackAlignment {
        orientation == .horizontal ? .centerY : .centerX
    }
}

/// `NSStackView.Gravity`: leading/top (1), center (2), trailing/bottom (3) (rule 33a).
public enum NSStackGravity: Int, Hashable, Sendable, CaseIterable, Comparable {
    case leading = 1, center = 2, trailing = 3

    public static func < (a: NSStackGravity, b: NSStackGravity) -> Bool { a.rawValue < b.rawValue }

    /// The word for it in a stack of `orientation`: leading/center/trailing across a horizontal
    /// stack, top/center/bottom down a vertical one.
    public func name(in orientation: Axis) -> String {
        switch self {
        case .leading: return orientation == .horizontal ? "leading" : "top"
        case .center: return "center"
        case .trailing: return orientation == .horizontal ? "trailing" : "bottom"
        }
    }
}

/// `NSStackView.VisibilityPriority` constants (a Float; rule 36a).
public enum NSStackVisibility {
    public static let mustHold: Float = 1000
    public static let detachOnlyIfNecessary: Float = 900
    public static let notVisible: Float = 0
}

/// The properties of an NSStackView that decide its constraints. AppKit's defaults: horizontal,
/// gravityAreas, centerY, spacing 8, no edge insets, hidden views detach (rule 32).
public struct NSStackViewProperties: Hashable, Sendable {
    public var orientation: Axis
    public var distribution: NSStackDistribution
    public var alignment: NSStackAlignment
    /// The minimum spacing between neighbours (rules 33a, 35c).
    public var spacing: Double
    /// `edgeInsets`: padding inside the stack around its views; it does not flip for
    /// orientation or right-to-left (rule 32b).
    public var edgeInsets: EdgeInsets
    /// `detachesHiddenViews`: a hidden arranged view leaves the arrangement (rule 36).
    public var detachesHiddenViews: Bool

    public init(
        orientation: Axis = .horizontal, distribution: NSStackDistribution = .gravityAreas,
        alignment: NSStackAlignment? = nil, spacing: Double = 8, edgeInsets: EdgeInsets = .zero,
        detachesHiddenViews: Bool = true
    ) {
        self.orientation = orientation
        self.distribution = distribution
        self.alignment = alignment ?? NSStackAlignment.defaultValue(for: orientation)
        self.spacing = spacing
        self.edgeInsets = edgeInsets
        self.detachesHiddenViews = detachesHiddenViews
    }
}

/// What the generator needs to know about one arranged subview of an NSStackView.
public struct NSArrangedSubview: Hashable, Sendable {
    public var gravity: NSStackGravity
    /// Detached (rule 36): hidden in a stack that detaches hidden views, or `notVisible`.
    /// A detached view gets no constraints at all.
    public var isDetached: Bool
    /// `setCustomSpacing(_:after:)`; nil is `NSStackView.useDefaultSpacing`.
    public var customSpacingAfter: Double?
    /// The intrinsic length along the stack's orientation; nil or ≤ 0 for none (fillProportionally).
    public var intrinsicLength: Double?

    public init(gravity: NSStackGravity = .leading, isDetached: Bool = false, customSpacingAfter: Double? = nil, intrinsicLength: Double? = nil) {
        self.gravity = gravity
        self.isDetached = isDetached
        self.customSpacingAfter = customSpacingAfter
        self.intrinsicLength = intrinsicLength
    }
}

/// The AppKit part of a stack view's `StackConfiguration` (present for an NSStackView): its
/// properties, the gravity area of each arranged view and the visibility priorities set. The
/// arranged views themselves (kept in gravity order: leading, center, trailing), custom spacing
/// and generated constraints are the configuration's own.
public struct NSStackConfiguration: Hashable, Sendable {
    public var properties = NSStackViewProperties()
    /// The gravity area of each arranged view (leading when absent).
    public package(set) var gravity: [ViewID: NSStackGravity] = [:]
    /// `setVisibilityPriority(_:for:)`, by arranged view (mustHold when absent).
    public package(set) var visibility: [ViewID: Float] = [:]

    public init() {}

    public func gravity(of view: ViewID) -> NSStackGravity { gravity[view] ?? .leading }
    public func visibility(of view: ViewID) -> Float { visibility[view] ?? NSStackVisibility.mustHold }

    /// A view that leaves the arrangement leaves its gravity and visibility too.
    package mutating func forget(_ view: ViewID) {
        gravity[view] = nil
        visibility[view] = nil
    }

    /// Renumbers the views after a removal (`map`: old → new; absent views are gone).
    package mutating func renumber(_ map: [ViewID: ViewID]) {
        gravity = Dictionary(uniqueKeysWithValues: gravity.compactMap { k, v in map[k].map { ($0, v) } })
        visibility = Dictionary(uniqueKeysWithValues: visibility.compactMap { k, v in map[k].map { ($0, v) } })
    }

    package mutating func setGravity(_ g: NSStackGravity, of view: ViewID) { gravity[view] = g == .leading ? nil : g }
    package mutating func setVisibility(_ p: Float, of view: ViewID) { visibility[view] = p == NSStackVisibility.mustHold ? nil : p }
}
