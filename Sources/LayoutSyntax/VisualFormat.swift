/// The syntax tree of one Visual Format Language string (Apple's grammar, plus the forms Apple
/// prints in console logs):
/// ```
/// (<orientation>:)?(<superview><connection>)?<view>(<connection><view>)*(<connection><superview>)?(LTR)?
/// ```
/// `views` is never empty; `connections[i]` joins `views[i]` and `views[i + 1]`, so
/// `connections.count == views.count - 1`.
///
/// Parse with ``parse(_:)``, print with ``canonicalText`` (or `description`).
public struct VisualFormat: SyntaxNode, CustomStringConvertible {
    /// `H` (the default when the string has no orientation) or `V`.
    public var orientation: Orientation
    /// Where `H:`/`V:` was written; nil when the orientation was left out.
    public var orientationRange: SourceRange?
    /// `|` and the connection after it, when the format starts at the superview.
    public var leadingEdge: SuperviewEdge?
    /// The views in order (at least one).
    public var views: [VFLView]
    /// The connections between consecutive views.
    public var connections: [VFLConnection]
    /// The connection and `|`, when the format ends at the superview.
    public var trailingEdge: SuperviewEdge?
    /// Apple's log suffix `(LTR)`: an H format whose constraints use left/right instead of
    /// leading/trailing. Only on H formats, only at the very end.
    public var isLeftToRight: Bool
    /// Where `(LTR)` was written.
    public var leftToRightRange: SourceRange?
    /// The whole format.
    public var range: SourceRange

    public init(
        orientation: Orientation = .horizontal,
        orientationRange: SourceRange? = nil,
        leadingEdge: SuperviewEdge? = nil,
        views: [VFLView],
        connections: [VFLConnection],
        trailingEdge: SuperviewEdge? = nil,
        isLeftToRight: Bool = false,
        leftToRightRange: SourceRange? = nil,
        range: SourceRange = .unknown
    ) {
        self.orientation = orientation
        self.orientationRange = orientationRange
        self.leadingEdge = leadingEdge
        self.views = views
        self.connections = connections
        self.trailingEdge = trailingEdge
        self.isLeftToRight = isLeftToRight
        self.leftToRightRange = leftToRightRange
        self.range = range
    }

    public enum Orientation: String, Hashable, Sendable, CaseIterable {
        case horizontal = "H"
        case vertical = "V"
    }

    public func withoutSourceRanges() -> VisualFormat {
        VisualFormat(
            orientation: orientation,
            leadingEdge: leadingEdge?.withoutSourceRanges(),
            views: views.map { $0.withoutSourceRanges() },
            connections: connections.map { $0.withoutSourceRanges() },
            trailingEdge: trailingEdge?.withoutSourceRanges(),
            isLeftToRight: isLeftToRight
        )
    }

    /// Every predicate in the format (connections, edges and views), in source order.
    public var allPredicates: [VFLPredicate] {
        var result: [VFLPredicate] = []
        if let leadingEdge { result += leadingEdge.connection.predicates }
        for (index, view) in views.enumerated() {
            result += view.predicates
            if index < connections.count { result += connections[index].predicates }
        }
        if let trailingEdge { result += trailingEdge.connection.predicates }
        return result
    }
}

/// The superview `|` at one end of a format, with the connection between it and the nearest view.
public struct SuperviewEdge: SyntaxNode {
    /// The connection between `|` and the first (or last) view.
    public var connection: VFLConnection
    /// Where the `|` is.
    public var pipeRange: SourceRange

    public init(connection: VFLConnection, pipeRange: SourceRange = .unknown) {
        self.connection = connection
        self.pipeRange = pipeRange
    }

    public func withoutSourceRanges() -> SuperviewEdge {
        SuperviewEdge(connection: connection.withoutSourceRanges())
    }
}

/// `[name(predicates)]`: a view and its size predicates (width in H, height in V).
public struct VFLView: SyntaxNode {
    /// The view: a C identifier in plumb's VFL; a pseudo-address or Apple's
    /// `UILabel:0x…'text'` form are accepted too.
    public var item: ItemReference
    public var itemRange: SourceRange
    /// The size predicates; empty when there are no parentheses.
    public var predicates: [VFLPredicate]
    /// From `[` to `]`.
    public var range: SourceRange

    public init(item: ItemReference, itemRange: SourceRange = .unknown, predicates: [VFLPredicate] = [], range: SourceRange = .unknown) {
        self.item = item
        self.itemRange = itemRange
        self.predicates = predicates
        self.range = range
    }

    /// A view named `name`.
    public init(_ name: String, _ predicates: [VFLPredicate] = []) {
        self.init(item: .name(name), predicates: predicates)
    }

    public func withoutSourceRanges() -> VFLView {
        VFLView(item: item, predicates: predicates.map { $0.withoutSourceRanges() })
    }
}

/// What joins two neighbours (view–view, or superview–view).
public struct VFLConnection: SyntaxNode {
    public var kind: Kind
    /// From the first `-` to the last; an empty range (at the next token) for ``Kind/adjacent``.
    public var range: SourceRange

    public enum Kind: Hashable, Sendable {
        /// Nothing written (`[a][b]`, `|[a]`): the neighbours touch (spacing 0).
        case adjacent
        /// A lone `-` (`[a]-[b]`, `|-[a]`): the system's standard spacing. The layout model
        /// decides its value (8 between siblings, 20 to the superview edge).
        case standard
        /// `-8-`, `-pad-`, `-(>=20@750)-`, `-(>=8,<=20)-`: one or more predicates on the gap.
        case predicates([VFLPredicate])
    }

    public init(_ kind: Kind, range: SourceRange = .unknown) {
        self.kind = kind
        self.range = range
    }

    public static let adjacent = VFLConnection(.adjacent)
    public static let standard = VFLConnection(.standard)

    /// A connection with these predicates.
    public static func predicates(_ predicates: [VFLPredicate]) -> VFLConnection {
        VFLConnection(.predicates(predicates))
    }

    /// The predicates (empty for adjacent and standard).
    public var predicates: [VFLPredicate] {
        if case .predicates(let predicates) = kind { return predicates }
        return []
    }

    public func withoutSourceRanges() -> VFLConnection {
        switch kind {
        case .adjacent, .standard: return VFLConnection(kind)
        case .predicates(let predicates): return VFLConnection(.predicates(predicates.map { $0.withoutSourceRanges() }))
        }
    }
}

/// `(relation)?(object)(@priority)?`, e.g. `>=20@750`, `==b`, `pad`.
public struct VFLPredicate: SyntaxNode {
    /// `==` when none was written (`-8-`, `[a(100)]`).
    public var relation: LayoutRelation
    /// Where the relation was written; nil when it was left out.
    public var relationRange: SourceRange?
    public var object: VFLObject
    public var objectRange: SourceRange
    /// The priority after `@`; nil when none was written (required, 1000).
    public var priority: VFLPriority?
    /// From `@` to the end of the priority.
    public var priorityRange: SourceRange?
    /// The whole predicate.
    public var range: SourceRange

    public init(
        relation: LayoutRelation = .equal,
        relationRange: SourceRange? = nil,
        object: VFLObject,
        objectRange: SourceRange = .unknown,
        priority: VFLPriority? = nil,
        priorityRange: SourceRange? = nil,
        range: SourceRange = .unknown
    ) {
        self.relation = relation
        self.relationRange = relationRange
        self.object = object
        self.objectRange = objectRange
        self.priority = priority
        self.priorityRange = priorityRange
        self.range = range
    }

    /// A predicate built in code: `VFLPredicate(.greaterThanOrEqual, .constant(20), priority: .value(750))`.
    public init(_ relation: LayoutRelation, _ object: VFLObject, priority: VFLPriority? = nil) {
        self.init(relation: relation, object: object, priority: priority)
    }

    public func withoutSourceRanges() -> VFLPredicate {
        VFLPredicate(relation: relation, object: object, priority: priority)
    }
}

/// The object of a predicate.
public enum VFLObject: Hashable, Sendable {
    /// A number (may be negative inside parentheses: `-(-8)-`).
    case constant(Double)
    /// A C identifier, or a view's address or description. Syntax cannot tell a metric name from a
    /// view name: a name is a metric when the metrics dictionary has it, else (in a view's own
    /// predicate list only) a view, as in `[a(==b)]`. Addresses and `Class:0x…` forms are views.
    case reference(ItemReference)
    /// Apple's log forms `NSSpace(8)` and `NSLayoutAnchorConstraintSpace(8)`: system spacing,
    /// already resolved to a number.
    case systemSpacing(Double, SystemSpacingSpelling)

    /// A metric or view name.
    public static func name(_ name: String) -> VFLObject { .reference(.name(name)) }

    /// The name, when the object is a plain name.
    public var name: String? {
        if case .reference(.name(let name)) = self { return name }
        return nil
    }
}

/// Which of Apple's two system-spacing tokens was written.
public enum SystemSpacingSpelling: String, Hashable, Sendable, CaseIterable {
    case nsSpace = "NSSpace"
    case anchorConstraintSpace = "NSLayoutAnchorConstraintSpace"
}

/// A priority after `@`: a number (``LayoutPriority``: above 0, at most 1000, to thousandths), or
/// a metric name resolved later.
public enum VFLPriority: Hashable, Sendable {
    case value(LayoutPriority)
    case metric(String)
}

/// VFL options: Apple passes them beside the string (`NSLayoutFormatOptions`); plumb writes them
/// after the format: `pin H:[a]-[b] align top,bottom direction left-to-right`.
public struct VFLOptions: SyntaxNode {
    /// `align ATTR[,ATTR…]` (NSLayoutFormatAlignAll…): every view of the format gets this
    /// attribute equal to the first view's. In written order, no duplicates.
    public var alignment: [Alignment]
    /// `direction leading-to-trailing|left-to-right|right-to-left`; nil when not written
    /// (Apple's default is leading-to-trailing).
    public var direction: Direction?
    public var directionRange: SourceRange?
    /// `spacing edge-to-edge|baseline-to-baseline`; nil when not written (edge to edge).
    public var spacing: Spacing?
    public var spacingRange: SourceRange?

    public init(alignment: [Alignment] = [], direction: Direction? = nil, directionRange: SourceRange? = nil,
                spacing: Spacing? = nil, spacingRange: SourceRange? = nil) {
        self.alignment = alignment
        self.direction = direction
        self.directionRange = directionRange
        self.spacing = spacing
        self.spacingRange = spacingRange
    }

    /// No options at all.
    public var isEmpty: Bool { alignment.isEmpty && direction == nil && spacing == nil }

    /// One aligned attribute and where it was written.
    public struct Alignment: SyntaxNode {
        public var attribute: LayoutAttribute
        public var range: SourceRange

        public init(_ attribute: LayoutAttribute, range: SourceRange = .unknown) {
            self.attribute = attribute
            self.range = range
        }

        public func withoutSourceRanges() -> Alignment { Alignment(attribute) }
    }

    /// NSLayoutFormatDirection…
    public enum Direction: String, Hashable, Sendable, CaseIterable {
        case leadingToTrailing = "leading-to-trailing"
        case leftToRight = "left-to-right"
        case rightToLeft = "right-to-left"
    }

    /// NSLayoutFormatSpacing…
    public enum Spacing: String, Hashable, Sendable, CaseIterable {
        case edgeToEdge = "edge-to-edge"
        case baselineToBaseline = "baseline-to-baseline"
    }

    /// Attributes `align` accepts (NSLayoutFormatAlignAll…); `baseline` is `lastBaseline`.
    public static let alignableAttributes: [LayoutAttribute] = [
        .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .firstBaseline, .lastBaseline,
    ]

    public func withoutSourceRanges() -> VFLOptions {
        VFLOptions(alignment: alignment.map { $0.withoutSourceRanges() }, direction: direction, spacing: spacing)
    }
}

/// The argument of the shell's `pin` command: a format and its options.
public struct PinCommand: SyntaxNode, CustomStringConvertible {
    public var format: VisualFormat
    public var options: VFLOptions

    public init(format: VisualFormat, options: VFLOptions = VFLOptions()) {
        self.format = format
        self.options = options
    }

    public func withoutSourceRanges() -> PinCommand {
        PinCommand(format: format.withoutSourceRanges(), options: options.withoutSourceRanges())
    }
}
