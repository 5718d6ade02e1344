import LayoutModel
import LayoutSyntax

/// What a piece of constraint code describes, whatever language or DSL it was written in: the one
/// intermediate form every reader (Swift anchors, NSLayoutConstraint, VFL, SnapKit; Objective-C,
/// Masonry) produces and `ConstraintCodeBuilder` applies to a session (docs/code-import.md).
/// Views are named by the variable that holds them; positions are the code's line and column.
public struct ConstraintCode: Hashable, Sendable {
    /// Views the code makes (`let title = UILabel()`), in the order it makes them.
    public var declaredViews: [CodeView] = []
    /// `parent.addSubview(child)`, in order.
    public var subviews: [CodeSubview] = []
    /// `stack.addArrangedSubview(view)` and `UIStackView(arrangedSubviews:)`, in order.
    public var arrangedSubviews: [CodeSubview] = []
    /// Stack-view property assignments (`stack.axis = .vertical`), in order.
    public var stackSettings: [CodeStackSetting] = []
    /// `translatesAutoresizingMaskIntoConstraints = …` (SnapKit and Masonry set it to false).
    public var translates: [CodeFlag] = []
    /// `setContentHuggingPriority` / `setContentCompressionResistancePriority`.
    public var contentPriorities: [CodeContentPriority] = []
    /// `label.text = @"…"` on labels, text fields and buttons' kin: the text sizes the view
    /// (its intrinsic content size), so frames match the app's.
    public var texts: [CodeText] = []
    /// Constraints, in the order the code makes them.
    public var constraints: [CodeConstraint] = []
    /// `constraints(withVisualFormat:options:metrics:views:)`, in order among `constraints`
    /// (`CodeConstraint.Source.visualFormat` points here).
    public var visualFormats: [CodeVisualFormat] = []
    /// What the reader could not read, and notes (views it had to make up, guesses).
    public var diagnostics: [Diagnostic] = []
    /// Statements the reader understood as layout code.
    public var statementsRead = 0

    public init() {}

    /// Whether anything at all was read.
    public var isEmpty: Bool {
        declaredViews.isEmpty && subviews.isEmpty && arrangedSubviews.isEmpty && stackSettings.isEmpty
            && translates.isEmpty && contentPriorities.isEmpty && constraints.isEmpty
    }

    /// The errors among `diagnostics` (what could not be read).
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
}

/// A line and column (both from 1) in the code.
public struct CodeLocation: Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
    public static func < (a: CodeLocation, b: CodeLocation) -> Bool { (a.line, a.column) < (b.line, b.column) }
    public static let start = CodeLocation(line: 1, column: 1)
}

/// A view the code makes: its variable and class.
public struct CodeView: Hashable, Sendable {
    public var name: String
    public var className: String
    /// `UIView(frame: CGRect(…))`: the frame its autoresizing mask translates.
    public var frame: Rect?
    public var location: CodeLocation
    public init(name: String, className: String, frame: Rect? = nil, location: CodeLocation) {
        self.name = name
        self.className = className
        self.frame = frame
        self.location = location
    }
}

/// `VIEW.text = @"…"` / `[VIEW setText:@"…"]`.
public struct CodeText: Hashable, Sendable {
    public var view: String
    public var text: String
    public var location: CodeLocation
    public init(view: String, text: String, location: CodeLocation) {
        self.view = view
        self.text = text
        self.location = location
    }
}

/// `parent.addSubview(child)` / `stack.addArrangedSubview(child)`.
public struct CodeSubview: Hashable, Sendable {
    public var parent: String
    public var child: String
    public var location: CodeLocation
    public init(parent: String, child: String, location: CodeLocation) {
        self.parent = parent
        self.child = child
        self.location = location
    }
}

/// One UIStackView property set in code.
public struct CodeStackSetting: Hashable, Sendable {
    public enum Property: Hashable, Sendable {
        case axis(Axis)
        case distribution(StackDistribution)
        case alignment(StackAlignment)
        case spacing(Double)
        case layoutMarginsRelative(Bool)
        case baselineRelative(Bool)
        /// `setCustomSpacing(_:after:)`.
        case customSpacing(Double, after: String)
    }
    public var stack: String
    public var property: Property
    public var location: CodeLocation
    public init(stack: String, property: Property, location: CodeLocation) {
        self.stack = stack
        self.property = property
        self.location = location
    }
}

/// `view.translatesAutoresizingMaskIntoConstraints = value`.
public struct CodeFlag: Hashable, Sendable {
    public var view: String
    public var value: Bool
    public var location: CodeLocation
    public init(view: String, value: Bool, location: CodeLocation) {
        self.view = view
        self.value = value
        self.location = location
    }
}

/// `view.setContentHuggingPriority(p, for: axis)` or the compression-resistance one.
public struct CodeContentPriority: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable { case hugging, resistance }
    public var view: String
    public var kind: Kind
    public var axis: Axis
    public var priority: LayoutPriority
    public var location: CodeLocation
    public init(view: String, kind: Kind, axis: Axis, priority: LayoutPriority, location: CodeLocation) {
        self.view = view
        self.kind = kind
        self.axis = axis
        self.priority = priority
        self.location = location
    }
}

/// What a constraint's side refers to.
public enum CodeItem: Hashable, Sendable, CustomStringConvertible {
    /// A view by its variable.
    case view(String)
    /// `view.safeAreaLayoutGuide` / `view.layoutMarginsGuide`.
    case guide(String, LayoutGuide.Kind)
    /// The superview of a view (SnapKit's `equalToSuperview()`, Masonry's `superview`).
    case superview(of: String)

    public var description: String {
        switch self {
        case .view(let v): return v
        case .guide(let v, let k): return "\(v).\(LayoutGuide.propertyName(of: k) ?? (k == .safeArea ? "safeAreaLayoutGuide" : "layoutMarginsGuide"))"
        case .superview(let v): return "\(v).superview"
        }
    }
}

/// `item.attribute`.
public struct CodeAnchor: Hashable, Sendable {
    public var item: CodeItem
    public var attribute: LayoutAttribute
    public init(_ item: CodeItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }
}

/// One constraint: `first REL multiplier × second + constant`.
public struct CodeConstraint: Hashable, Sendable {
    public var first: CodeAnchor
    public var relation: LayoutRelation
    public var second: CodeAnchor?
    public var multiplier: Double
    public var constant: Double
    public var priority: LayoutPriority
    public var identifier: String?
    /// Activated (`isActive = true`, `activate`, `addConstraint`, a DSL's make block).
    public var isActive: Bool
    /// `equalToSystemSpacingAfter:` and friends: the constant is `multiplier × standard spacing`.
    public var usesSystemSpacing: Bool
    public var location: CodeLocation

    public init(
        first: CodeAnchor, relation: LayoutRelation, second: CodeAnchor?, multiplier: Double = 1, constant: Double = 0,
        priority: LayoutPriority = .required, identifier: String? = nil, isActive: Bool = false,
        usesSystemSpacing: Bool = false, location: CodeLocation
    ) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.isActive = isActive
        self.usesSystemSpacing = usesSystemSpacing
        self.location = location
    }
}

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: the format (with
/// where its text starts, so its errors point into the code), the options, the metrics and the
/// views dictionary (key → variable).
public struct CodeVisualFormat: Hashable, Sendable {
    public var format: String
    public var options: VFLOptions
    public var metrics: [String: Double]
    public var views: [String: String]
    public var isActive: Bool
    /// The position of the format's first character (after the opening quote).
    public var location: CodeLocation
    public init(format: String, options: VFLOptions, metrics: [String: Double], views: [String: String],
                isActive: Bool = false, location: CodeLocation) {
        self.format = format
        self.options = options
        self.metrics = metrics
        self.views = views
        self.isActive = isActive
        self.location = location
    }
}

/// The name readers give the root — `self.view`, `self` — which no variable can have.
let rootName = "$root"

/// plumb's diagnostic, by a name that does not clash with swift-syntax's `Diagnostic` in files
/// that import SwiftDiagnostics.
typealias PlumbDiagnostic = Diagnostic
