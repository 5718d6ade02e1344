import LayoutSyntax

/// The constraints an NSStackView makes for its arranged subviews, as AppKit makes them:
/// identifiers, items, attributes, relations, constants and priorities of docs/stack-views.md §6
/// (rules cited by number below).
///
/// Pure, like `StackArrangement` (UIStackView's, which it does not share code with: the two
/// recipes differ in every rule): `NSStackArrangement(properties, arranged, rightToLeft:)` reads
/// nothing but its arguments and names items abstractly (`NSStackItem`);
/// `LayoutSession.placeNSStackArrangement` (NSStackArrangement+Session.swift) puts one into a session.
public struct NSStackArrangement: Hashable, Sendable {
    /// The constraints, in the order they are made.
    public var constraints: [NSStackConstraint]
    /// How many 'NSStackView.DistributionGuide' gap guides the constraints use (rule 33c).
    public var gapGuideCount: Int
    /// Whether the 'NSStackView.DistributionGuide.Ideal' guide is used (rule 33c).
    public var usesIdealGuide: Bool
    /// Whether the 'NSStackView.CenterGroup' guide is used (rule 33a).
    public var usesCenterGroup: Bool

    public init(_ properties: NSStackViewProperties, _ arranged: [NSArrangedSubview], rightToLeft: Bool = false) {
        var generator = NSStackConstraintGenerator(properties: properties, items: arranged, rightToLeft: rightToLeft)
        generator.generate()
        constraints = generator.out
        gapGuideCount = generator.gapCount
        usesIdealGuide = generator.usesIdeal
        usesCenterGroup = generator.usesCenterGroup
    }
}

/// Something a generated NSStackView constraint refers to, before it is in a session.
public enum NSStackItem: Hashable, Sendable {
    case stack
    /// The arranged subview at this index of the arrangement (detached ones counted).
    case arranged(Int)
    /// The layout guide 'NSStackView.CenterGroup' spanning the center gravity's views (rule 33a).
    case centerGroup
    /// The layout guide 'NSStackView.DistributionGuide.Ideal': the shared size, gap or centre
    /// distance of the equal distributions (rule 33c).
    case ideal
    /// The n-th 'NSStackView.DistributionGuide', the gap between the n-th and (n+1)-th attached views.
    case gapGuide(Int)
}

/// `item.attribute` of a generated NSStackView constraint.
public typealias NSStackAnchor = ArrangementAnchor<NSStackItem>

/// AppKit's identifiers for NSStackView constraints (rules 34–35; the index numbers of the 2016
/// dump are left out, as the 2022/2023 logs print none).
public enum NSStackIdentifier: String, Hashable, Sendable, CaseIterable {
    case align = "NSStackView.Align"
    case edgeTop = "NSStackView.Edge.Top"
    case edgeBottom = "NSStackView.Edge.Bottom"
    case edgeLeading = "NSStackView.Edge.Leading"
    case edgeTrailing = "NSStackView.Edge.Trailing"
    case stack = "NSStackView.Stack"
    case stackMin = "NSStackView.Stack.Min"
    case centerGroupFirstEdge = "NSStackView.CenterGroup.FirstEdge"
    case centerGroupLastEdge = "NSStackView.CenterGroup.LastEdge"
    case centerGroupCenter = "NSStackView.CenterGroup.Center"
    case equalSizing = "NSStackView.Distribution.EqualSizing"
    case proportionalSizing = "NSStackView.Distribution.EqualProportionalSizing"
    case gapLeading = "NSStackView.Distribution.Stack.Leading"
    case gapTrailing = "NSStackView.Distribution.Stack.Trailing"
    case equalSpacing = "NSStackView.Distribution.EqualSpacing"
}

/// AppKit's priorities for NSStackView constraints (`NSLayoutConstraint.Priority`, a Float).
public enum NSStackPriority {
    public static let required: Float = 1000
    /// The edges of a gravity area that holds views, and of the equal distributions (rules 33a, 33c).
    public static let edge: Float = 750
    /// `NSStackView.Align`, `CenterGroup.Center` and the equal distributions' ties to the ideal guide (rules 35a, 33a, 33c).
    public static let distribution: Float = 260
    /// The stack's hugging priority on both axes: `defaultLow` as its header says, held just
    /// below the views' own 250 (`Float(bitPattern: 0x4379FFFF)`, 249.99998; rule 32a).
    public static let hugging = Float(bitPattern: 0x4379_FFFF)
    /// Clipping resistance on both axes: required, AppKit's default (plumb does not change it).
    public static let clippingResistance: Float = 1000

    /// `NSStackView.Stack` between neighbours of one gravity area, the pair after the view at
    /// `index`: `defaultHigh` less a hundredth per pair, 749.99, 749.98, … (rule 33a).
    public static func withinGravity(pair index: Int) -> Float { 750 - 0.01 * Float(index + 1) }

    /// The priority plumb holds an AppKit priority at: the nearest thousandth (AppKit's Float as
    /// its `%g` text: 749.99, 749.98, …), except that a value just below a whole number stays
    /// below it — the stack's hugging 249.99998 is held at 249.999, not 250, so it stays below
    /// the views' own 250 hugging, as AppKit's does. The one place NSStackView priorities are
    /// rounded.
    public static func engine(_ p: Float) -> LayoutPriority {
        let scaled = Double(p) * 1000
        let nearest = Int(scaled.rounded())
        let t = Double(nearest) > scaled && nearest % 1000 == 0 ? nearest - 1 : nearest
        return LayoutPriority(thousandths: t)!
    }
}

/// One generated constraint: `first REL multiplier × second + constant` at AppKit's priority.
public struct NSStackConstraint: Hashable, Sendable {
    public var identifier: NSStackIdentifier
    public var first: NSStackAnchor
    public var relation: LayoutRelation
    public var second: NSStackAnchor
    public var multiplier: Double
    public var constant: Double
    public var priority: Float

    public init(
        _ identifier: NSStackIdentifier, _ first: NSStackAnchor, _ relation: LayoutRelation, _ second: NSStackAnchor,
        multiplier: Double = 1, constant: Double = 0, priority: Float = NSStackPriority.required
    ) {
        self.identifier = identifier
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    public var enginePriority: LayoutPriority { NSStackPriority.engine(priority) }
}

/// The generator's working state: one pass over the rules, appending to `out`.
struct NSStackConstraintGenerator {
    let p: NSStackViewProperties
    let items: [NSArrangedSubview]
    var out: [NSStackConstraint] = []
    var gapCount = 0
    var usesIdeal = false
    var usesCenterGroup = false

    // Along the orientation: leading edge, trailing edge, dimension, centre, edge names.
    let lead, trail, dim, centre: LayoutAttribute
    let leadEdge, trailEdge: NSStackIdentifier
    // Across: top, bottom, centre, edge names.
    let top, bottom, crossCentre: LayoutAttribute
    let topEdge, bottomEdge: NSStackIdentifier
    /// Rule 32b: the insets at the leading and trailing edges along, top and bottom across (not
    /// flipped: in a right-to-left horizontal stack the leading inset is the right one), and the
    /// centres' offsets that keep the centre of the inset rectangle.
    let leadInset, trailInset, topInset, bottomInset, centreOffset, crossCentreOffset: Double
    /// Indices of the attached items (rule 36), in order.
    let attached: [Int]

    init(properties: NSStackViewProperties, items: [NSArrangedSubview], rightToLeft: Bool) {
        p = properties
        self.items = items
        let e = properties.edgeInsets
        if properties.orientation == .horizontal {
            (lead, trail, dim, centre) = (.leading, .trailing, .width, .centerX)
            (leadEdge, trailEdge) = (.edgeLeading, .edgeTrailing)
            (top, bottom, crossCentre) = (.top, .bottom, .centerY)
            (topEdge, bottomEdge) = (.edgeTop, .edgeBottom)
            (leadInset, trailInset) = rightToLeft ? (e.right, e.left) : (e.left, e.right)
            (topInset, bottomInset) = (e.top, e.bottom)
            centreOffset = (e.left - e.right) / 2
            crossCentreOffset = (e.top - e.bottom) / 2
        } else {
            (lead, trail, dim, centre) = (.top, .bottom, .height, .centerY)
            (leadEdge, trailEdge) = (.edgeTop, .edgeBottom)
            (top, bottom, crossCentre) = (.leading, .trailing, .centerX)
            (topEdge, bottomEdge) = (.edgeLeading, .edgeTrailing)
            (leadInset, trailInset) = (e.top, e.bottom)
            (topInset, bottomInset) = rightToLeft ? (e.right, e.left) : (e.left, e.right)
            centreOffset = (e.top - e.bottom) / 2
            crossCentreOffset = (e.left - e.right) / 2
        }
        attached = items.indices.filter { !items[$0].isDetached }
    }

    mutating func add(
        _ id: NSStackIdentifier, _ a: NSStackAnchor, _ r: LayoutRelation, _ b: NSStackAnchor,
        multiplier: Double = 1, constant: Double = 0, priority: Float = NSStackPriority.required
    ) {
        out.append(NSStackConstraint(id, a, r, b, multiplier: multiplier, constant: constant, priority: priority))
    }

    func view(_ i: Int) -> NSStackItem { .arranged(i) }

    /// The custom spacing after item `i`, else `spacing` (rule 35c).
    func spacing(after i: Int) -> Double { items[i].customSpacingAfter ?? p.spacing }

    mutating func generate() {
        guard !attached.isEmpty else { return }  // Rule 36: nothing attached, nothing made.
        acrossTheOrientation()
        alongTheOrientation()
        if p.distribution == .gravityAreas { centerGroup() }
        equalDistribution()
    }

    // MARK: - Across (rules 35a, 35b, 32b)

    mutating func acrossTheOrientation() {
        let s = NSStackItem.stack
        let firstAttached = attached[0]
        for i in attached {
            let v = view(i)
            // Rule 35b: the alignment, at 260, for the attributes of the other axis only.
            if p.alignment.applies(to: p.orientation) {
                switch p.alignment {
                case .top, .leading:
                    add(.align, NSStackAnchor(v, top), .equal, NSStackAnchor(s, top), constant: topInset, priority: NSStackPriority.distribution)
                case .bottom, .trailing:
                    add(.align, NSStackAnchor(s, bottom), .equal, NSStackAnchor(v, bottom), constant: bottomInset, priority: NSStackPriority.distribution)
                case .centerY, .centerX:
                    add(.align, NSStackAnchor(v, crossCentre), .equal, NSStackAnchor(s, crossCentre), constant: crossCentreOffset,
                        priority: NSStackPriority.distribution)
                case .firstBaseline, .lastBaseline:
                    // [inf] each later view's baseline to the first attached view's.
                    if i != firstAttached {
                        let b: LayoutAttribute = p.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                        add(.align, NSStackAnchor(v, b), .equal, NSStackAnchor(view(firstAttached), b), priority: NSStackPriority.distribution)
                    }
                case .none:
                    break
                }
            }
            // Rule 35a: inside the stack (required: clipping resistance), hugged at the stack's hugging priority.
            add(topEdge, NSStackAnchor(v, top), .greaterThanOrEqual, NSStackAnchor(s, top), constant: topInset)
            add(topEdge, NSStackAnchor(v, top), .equal, NSStackAnchor(s, top), constant: topInset, priority: NSStackPriority.hugging)
            add(bottomEdge, NSStackAnchor(s, bottom), .greaterThanOrEqual, NSStackAnchor(v, bottom), constant: bottomInset,
                priority: NSStackPriority.clippingResistance)
            add(bottomEdge, NSStackAnchor(s, bottom), .equal, NSStackAnchor(v, bottom), constant: bottomInset, priority: NSStackPriority.hugging)
        }
    }

    // MARK: - Along (rules 33a, 33b, 33c)

    mutating func alongTheOrientation() {
        let s = NSStackItem.stack
        let first = view(attached[0]), last = view(attached[attached.count - 1])
        if p.distribution.fills {
            // Rule 33b: the first and last views meet the edges (required), neighbours at the spacing.
            add(leadEdge, NSStackAnchor(first, lead), .equal, NSStackAnchor(s, lead), constant: leadInset)
            add(trailEdge, NSStackAnchor(s, trail), .greaterThanOrEqual, NSStackAnchor(last, trail), constant: trailInset,
                priority: NSStackPriority.clippingResistance)
            add(trailEdge, NSStackAnchor(s, trail), .lessThanOrEqual, NSStackAnchor(last, trail), constant: trailInset)
            for (prev, next) in zip(attached, attached.dropFirst()) {
                add(.stack, NSStackAnchor(view(next), lead), .equal, NSStackAnchor(view(prev), trail), constant: spacing(after: prev))
            }
            return
        }
        // Rules 33a and 33c: the edges at 750 — in gravityAreas only where that end's gravity area
        // holds attached views, else at the stack's hugging priority — and at least the inset.
        let gravities = Set(attached.map { items[$0].gravity })
        let areas = p.distribution == .gravityAreas
        let leadPriority = !areas || gravities.contains(.leading) ? NSStackPriority.edge : NSStackPriority.hugging
        let trailPriority = !areas || gravities.contains(.trailing) ? NSStackPriority.edge : NSStackPriority.hugging
        add(leadEdge, NSStackAnchor(first, lead), .greaterThanOrEqual, NSStackAnchor(s, lead), constant: leadInset)
        add(leadEdge, NSStackAnchor(first, lead), .equal, NSStackAnchor(s, lead), constant: leadInset, priority: leadPriority)
        add(trailEdge, NSStackAnchor(s, trail), .greaterThanOrEqual, NSStackAnchor(last, trail), constant: trailInset,
            priority: NSStackPriority.clippingResistance)
        add(trailEdge, NSStackAnchor(s, trail), .lessThanOrEqual, NSStackAnchor(last, trail), constant: trailInset, priority: trailPriority)
        for (k, (prev, next)) in zip(attached, attached.dropFirst()).enumerated() {
            let gap = spacing(after: prev)
            add(.stackMin, NSStackAnchor(view(next), lead), .greaterThanOrEqual, NSStackAnchor(view(prev), trail), constant: gap)
            // Within a gravity area at 749.99, 749.98, … by the pair's place; between areas, and
            // in the equal distributions, at the stack's hugging priority.
            let sameArea = areas && items[prev].gravity == items[next].gravity
            add(.stack, NSStackAnchor(view(next), lead), .equal, NSStackAnchor(view(prev), trail), constant: gap,
                priority: sameArea ? NSStackPriority.withinGravity(pair: k) : NSStackPriority.hugging)
        }
    }

    /// Rule 33a: the center gravity's attached views, spanned by a guide centred at 260.
    mutating func centerGroup() {
        let centred = attached.filter { items[$0].gravity == .center }
        guard let first = centred.first, let last = centred.last else { return }
        usesCenterGroup = true
        add(.centerGroupFirstEdge, NSStackAnchor(view(first), lead), .equal, NSStackAnchor(.centerGroup, lead))
        add(.centerGroupLastEdge, NSStackAnchor(view(last), trail), .equal, NSStackAnchor(.centerGroup, trail))
        add(.centerGroupCenter, NSStackAnchor(.centerGroup, centre), .equal, NSStackAnchor(.stack, centre), constant: centreOffset,
            priority: NSStackPriority.distribution)
    }

    /// Rule 33c: sizes, proportions, gaps or centre distances tied to the ideal guide at 260.
    mutating func equalDistribution() {
        let ideal = NSStackItem.ideal
        switch p.distribution {
        case .gravityAreas, .fill:
            return
        case .fillEqually:
            usesIdeal = true
            for i in attached {
                add(.equalSizing, NSStackAnchor(ideal, dim), .equal, NSStackAnchor(view(i), dim), priority: NSStackPriority.distribution)
            }
        case .fillProportionally:
            // [inf] a view without an intrinsic length along the orientation gets none.
            for i in attached {
                guard let length = items[i].intrinsicLength, length > 0 else { continue }
                usesIdeal = true
                add(.proportionalSizing, NSStackAnchor(view(i), dim), .equal, NSStackAnchor(ideal, dim), multiplier: length,
                    priority: NSStackPriority.distribution)
            }
        case .equalSpacing, .equalCentering:
            let centring = p.distribution == .equalCentering
            for (k, (prev, next)) in zip(attached, attached.dropFirst()).enumerated() {
                usesIdeal = true
                let g = NSStackItem.gapGuide(k)
                add(.gapLeading, NSStackAnchor(view(prev), centring ? centre : trail), .equal, NSStackAnchor(g, lead))
                add(.gapTrailing, NSStackAnchor(g, trail), .equal, NSStackAnchor(view(next), centring ? centre : lead))
                add(.equalSpacing, NSStackAnchor(ideal, dim), .equal, NSStackAnchor(g, dim), priority: NSStackPriority.distribution)
                gapCount = k + 1
            }
        }
    }
}
