import LayoutSyntax
/// A model constraint: `first REL multiplier × second + constant` at a priority, with UIKit's
/// bookkeeping (identifier, active/broken state) and plumb's (handle, nametag, kind).
public struct LayoutConstraint: Hashable, Sendable {
    /// Where a constraint comes from.
    public enum Kind: Hashable, Sendable {
        /// Made by the user (NSLayoutConstraint).
        case user
        /// From a view's autoresizing mask (NSAutoresizingMaskLayoutConstraint).
        case autoresizing
        /// From a view's intrinsic size (NSContentSizeLayoutConstraint): hugging `≤` at the
        /// hugging priority and resistance `≥` at the resistance priority, shown as one.
        case contentSize
        /// The root view's size ('UIView-Encapsulated-Layout-Width/Height').
        case encapsulatedSize
        /// A layout-margins guide edge ('UIView-leftMargin-guide-constraint' …).
        case marginsGuide
        /// A safe-area guide edge ('UIViewSafeAreaLayoutGuide-left' …).
        case safeAreaGuide
        /// From a stack view (UISV-*).
        case stackView
        /// A scroll view's guide to the scroll view ('UIScrollView-contentLayoutGuide-minX' …,
        /// 'UIScrollView-frameLayoutGuide-width' …).
        case scrollGuide
        /// A readable-content guide to its view ('UIViewReadableContentGuide-top' …).
        case readableContentGuide
        /// A keyboard guide to the root ('UIViewKeyboardLayoutGuide-topConstraint' …).
        case keyboardGuide

        /// Constraints the system makes and keeps in sync; users cannot remove them.
        public var isSystem: Bool { self != .user }

        /// The class Apple prints for it.
        public var className: String {
            switch self {
            case .autoresizing: return "NSAutoresizingMaskLayoutConstraint"
            case .contentSize: return "NSContentSizeLayoutConstraint"
            default: return "NSLayoutConstraint"
            }
        }
    }

    /// The constraint's identity in the session: unique, in the order constraints were made.
    public var handle: ConstraintHandle
    /// Its number among user constraints (`c3`) or among system constraints (`s3`).
    public var number = 0
    public var address: UInt64
    public var first: Anchor
    public var relation: LayoutRelation
    /// nil for a unary constraint (`width == 100`).
    public var second: Anchor?
    public var multiplier: Double
    public var constant: Double
    public var priority: LayoutPriority
    public var identifier: String?
    public var nametag: String?
    public var kind: Kind
    /// Made from standard spacing (`-` in VFL, `NSSpace(8)` in a log): Apple prints the gap as
    /// `-(NSSpace(8))-`.
    public var usesStandardSpacing = false
    /// Deactivated by the user.
    public var isActive = true
    /// Broken by the engine to resolve a conflict: kept, but not in force.
    public var isBroken = false
    /// Read from a console log (`import log`): its class and handle as printed.
    public var imported: ImportedConstraint? = nil
    /// Its size-class variations (installed, constant per trait key), from an IB document.
    public var traitVariations = ConstraintTraitVariations()

    public init(
        handle: ConstraintHandle, address: UInt64, first: Anchor, relation: LayoutRelation, second: Anchor?,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required, identifier: String? = nil,
        kind: Kind = .user
    ) {
        self.handle = handle
        self.address = address
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.kind = kind
    }

    /// The short name users type: `c3` for the third user constraint, `s3` for the third system
    /// one. User constraints keep their names when a session is saved and loaded again.
    public var handleName: String { (kind.isSystem ? "s" : "c") + String(number) }

    public var isRequired: Bool { priority.isRequired }
    /// In force: active and not broken.
    public var isInForce: Bool { isActive && !isBroken }
    public var isUnary: Bool { second == nil }
    public var items: [LayoutItem] { second.map { [first.item, $0.item] } ?? [first.item] }
}
