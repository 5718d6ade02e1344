import LayoutSyntax

/// The constraints a UIStackView makes for its arranged subviews, as current UIKit (iOS 15+)
/// makes them: identifiers, items, attributes, relations, multipliers, constants and priorities
/// of docs/stack-views.md's rules (cited by number below) and identifier table.
///
/// Pure: `StackArrangement(properties, arranged)` reads nothing but its arguments and names items
/// abstractly (`StackItem`); `LayoutSession.insertStackArrangement` (StackArrangement+Session.swift)
/// puts one into a session; `LayoutSession+Stack.swift` regenerates a stack view's arrangement
/// whenever it changes.
public struct StackArrangement: Hashable, Sendable {
    /// The constraints, in the order they are made.
    public var constraints: [StackConstraint]
    /// How many `_UIOLAGapGuide`s ('UISV-distributing') the constraints use (rules 15–16).
    public var gapGuideCount: Int
    /// Whether the 'UISV-alignment-spanner' `_UILayoutSpacer` is used (rule 21).
    public var usesAlignmentSpanner: Bool
    /// Whether the 'UISV-ordering-spanner' `_UILayoutSpacer` is used (rule 9: every item hidden).
    public var usesOrderingSpanner: Bool

    public init(_ properties: StackViewProperties, _ arranged: [ArrangedSubview]) {
        var generator = StackConstraintGenerator(properties: properties, items: arranged)
        generator.generate()
        constraints = generator.out
        gapGuideCount = generator.gapCount
        usesAlignmentSpanner = generator.usesAlignmentSpanner
        usesOrderingSpanner = generator.usesOrderingSpanner
    }
}

/// Something a generated constraint refers to, before it is in a session.
public enum StackItem: Hashable, Sendable {
    /// The stack view itself.
    case stack
    /// The stack's `layoutMarginsGuide` ('UIViewLayoutMarginsGuide'), the canvas when
    /// `isLayoutMarginsRelativeArrangement` is on (rule 2).
    case marginsGuide
    /// The arranged subview at this index of `arrangedSubviews` (hidden ones counted).
    case arranged(Int)
    /// `_UILayoutSpacer` 'UISV-alignment-spanner', across the axis (rule 21).
    case alignmentSpanner
    /// `_UILayoutSpacer` 'UISV-ordering-spanner', along the axis when every item is hidden (rule 9).
    case orderingSpanner
    /// The n-th `_UIOLAGapGuide` ('UISV-distributing'), between the n-th and (n+1)-th visible items.
    case gapGuide(Int)
}

/// `item.attribute` of a generated UIStackView constraint.
public typealias StackAnchor = ArrangementAnchor<StackItem>

/// UIKit's identifiers for stack-view constraints (docs/stack-views.md, section 1).
public enum StackIdentifier: String, Hashable, Sendable, CaseIterable {
    case canvasConnection = "UISV-canvas-connection"
    case spacing = "UISV-spacing"
    case spacingHidden = "UISV-spacing-hidden"
    case hiding = "UISV-hiding"
    case fillEqually = "UISV-fill-equally"
    case fillProportionally = "UISV-fill-proportionally"
    case distributingEdge = "UISV-distributing-edge"
    case canvasFit = "UISV-canvas-fit"
    case alignment = "UISV-alignment"
    case spanningBoundary = "UISV-spanning-boundary"
    case spanningFit = "UISV-spanning-fit"
    case ambiguitySuppression = "UISV-ambiguity-suppression"
    case textWidthDisambiguation = "UISV-text-width-disambiguation"
}

/// UIKit's priorities for stack-view constraints, exactly: the `UILayoutPriority` (Float) values
/// the decompiled code stores (docs/stack-views.md, "Marks": bit patterns), each a whole number of
/// thousandths and held at that value by the engine (999.999 above an app's 999, below required).
public enum StackPriority {
    public static let required = LayoutPriority.required
    /// `UISV-hiding` on iOS 11+ (bits 1148846064 = 999.999; rule 6).
    public static let hiding = uikit(Float(bitPattern: 1148846064))
    /// The aligned side of `UISV-spanning-boundary` (rule 21).
    public static let spanningBoundaryAligned: LayoutPriority = 999.5
    /// `UISV-text-width-disambiguation`, iOS 15+ (bits 1148026880 = 950; rule 31).
    public static let textWidth = Float(bitPattern: 1148026880)
    /// `UISV-spanning-fit` (rule 21).
    public static let spanningFit: LayoutPriority = 51
    /// `UISV-spacing-hidden` (bits 1112014848 = 50; rule 7).
    public static let spacingHidden = uikit(Float(bitPattern: 1112014848))
    /// `UISV-canvas-fit` (bits 1111752704 = 49; rules 15, 25–27).
    public static let canvasFit = uikit(Float(bitPattern: 1111752704))
    /// `UISV-ambiguity-suppression` (rule 21).
    public static let ambiguitySuppression: LayoutPriority = 25

    /// `UISV-fill-proportionally` for the item at `index` of `arrangedSubviews`: 999 − index,
    /// at least 751 (rule 14).
    public static func fillProportionally(index: Int) -> LayoutPriority { LayoutPriority(whole: max(999 - index, 751))! }

    /// `UISV-fill-equally` between gap guides in equalCentering, after the item at `index`:
    /// 150 − index, at least 50 (rule 16).
    public static func equalCentering(index: Int) -> LayoutPriority { LayoutPriority(whole: max(150 - index, 50))! }

    /// `UISV-text-width-disambiguation` for the `k`-th of `m` multi-line labels: UIKit computes
    /// 950 + k × min(25/m, 1) in Float; plumb keeps it to thousandths, as UIKit prints it
    /// (m = 3: 958.333, 966.667).
    public static func textWidth(_ k: Int, of m: Int) -> LayoutPriority {
        uikit(textWidth + Float(k) * min(25 / Float(m), 1))
    }

    /// A Float priority UIKit computes, as the nearest thousandth (its `%g` text).
    static func uikit(_ p: Float) -> LayoutPriority { LayoutPriority(nearest: Double(p))! }
}

/// One generated constraint: `first REL multiplier × second + constant` at UIKit's priority.
public struct StackConstraint: Hashable, Sendable {
    public var identifier: StackIdentifier
    public var first: StackAnchor
    public var relation: LayoutRelation
    /// nil for a unary constraint (`width == 0`).
    public var second: StackAnchor?
    public var multiplier: Double
    public var constant: Double
    /// UIKit's priority, exactly (`StackPriority`).
    public var priority: LayoutPriority

    public init(
        _ identifier: StackIdentifier, _ first: StackAnchor, _ relation: LayoutRelation, _ second: StackAnchor?,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = StackPriority.required
    ) {
        self.identifier = identifier
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }
}

/// The generator's working state: one pass over the rules, appending to `out`.
struct StackConstraintGenerator {
    let p: StackViewProperties
    let items: [ArrangedSubview]
    var out: [StackConstraint] = []
    var gapCount = 0
    var usesAlignmentSpanner = false
    var usesOrderingSpanner = false

    // Along the axis: leading edge, trailing edge, dimension, centre.
    let lead, trail, dim, centre: LayoutAttribute
    // Across the axis: top, bottom, dimension, centre (rule definitions, section 1).
    let top, bottom, crossDim, crossCentre: LayoutAttribute
    /// The stack, or its margins guide (rule 2).
    let canvas: StackItem
    /// Indices of the items that are not hidden.
    let visible: [Int]

    init(properties: StackViewProperties, items: [ArrangedSubview]) {
        p = properties
        self.items = items
        let horizontal = properties.axis == .horizontal
        (lead, trail, dim, centre) = horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
        (top, bottom, crossDim, crossCentre) = horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
        canvas = properties.isLayoutMarginsRelativeArrangement ? .marginsGuide : .stack
        visible = items.indices.filter { !items[$0].isHidden }
    }

    mutating func add(
        _ id: StackIdentifier, _ a: StackAnchor, _ r: LayoutRelation, _ b: StackAnchor?,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = StackPriority.required
    ) {
        out.append(StackConstraint(id, a, r, b, multiplier: multiplier, constant: constant, priority: priority))
    }

    func item(_ i: Int) -> StackItem { .arranged(i) }

    /// Rule 4: the custom spacing after item `i`, else `spacing`.
    func spacing(after i: Int) -> Double { items[i].customSpacingAfter ?? p.spacing }

    /// Rule 29: baseline-relative arrangement applies to vertical stacks only.
    var baselineRelative: Bool { p.isBaselineRelativeArrangement && p.axis == .vertical }

    /// Rule 3: `==` for the fill distributions, `>=` for equalSpacing/equalCentering.
    var spacingRelation: LayoutRelation { p.distribution.spacingIsMinimum ? .greaterThanOrEqual : .equal }

    mutating func generate() {
        guard !items.isEmpty else { return }
        alongTheAxis()
        hiddenItems()
        distribution()
        acrossTheAxis()
        textWidthDisambiguation()
    }

    // MARK: - Along the axis (rules 1–4, 9)

    mutating func alongTheAxis() {
        guard let first = visible.first, let last = visible.last else {
            // Rule 9: every item hidden — the canvas connects to the ordering spanner, pulled to
            // 0 along the axis by UISV-spanning-fit.
            usesOrderingSpanner = true
            add(.canvasConnection, StackAnchor(canvas, lead), .equal, StackAnchor(.orderingSpanner, lead))
            add(.canvasConnection, StackAnchor(canvas, trail), .equal, StackAnchor(.orderingSpanner, trail))
            add(.spanningFit, StackAnchor(.orderingSpanner, dim), .equal, nil, priority: StackPriority.spanningFit)
            return
        }
        // Rule 1 (rule 2 for the canvas).
        add(.canvasConnection, StackAnchor(canvas, lead), .equal, StackAnchor(item(first), lead))
        add(.canvasConnection, StackAnchor(item(last), trail), .equal, StackAnchor(canvas, trail))
        // Rules 3–4 and 7: visible neighbours, skipping hidden items; s after the preceding visible item.
        for (prev, next) in zip(visible, visible.dropFirst()) {
            if baselineRelative {
                // Rule 29.
                add(.spacing, StackAnchor(item(next), .firstBaseline), spacingRelation, StackAnchor(item(prev), .lastBaseline),
                    constant: spacing(after: prev))
            } else {
                add(.spacing, StackAnchor(item(next), lead), spacingRelation, StackAnchor(item(prev), trail),
                    constant: spacing(after: prev))
            }
        }
    }

    // MARK: - Hidden items (rules 5–7, 9)

    mutating func hiddenItems() {
        for i in items.indices where items[i].isHidden {
            // Rules 5–6: the dimension along the axis only, 999.999 (iOS 11+).
            add(.hiding, StackAnchor(item(i), dim), .equal, nil, priority: StackPriority.hiding)
            // Rule 7 (rule 9 when every item is hidden).
            if visible.isEmpty {
                add(.spacingHidden, StackAnchor(item(i), lead), spacingRelation, StackAnchor(.orderingSpanner, trail),
                    priority: StackPriority.spacingHidden)
            } else if let prevVisible = visible.last(where: { $0 < i }) {
                let s = spacing(after: prevVisible)
                let followed = visible.contains { $0 > i }
                add(.spacingHidden, StackAnchor(item(i), lead), spacingRelation, StackAnchor(item(prevVisible), trail),
                    constant: followed ? s / 2 : 0, priority: StackPriority.spacingHidden)
            } else {
                add(.spacingHidden, StackAnchor(item(visible[0]), lead), spacingRelation, StackAnchor(item(i), trail),
                    priority: StackPriority.spacingHidden)
            }
        }
    }

    // MARK: - Distributions (rules 10–19)

    mutating func distribution() {
        switch p.distribution {
        case .fill:
            break  // Rule 10: content-size constraints decide.
        case .fillEqually:
            fillEqually()
        case .fillProportionally:
            fillProportionally()
        case .equalSpacing, .equalCentering:
            distributingGaps()
        }
    }

    /// Rule 12 (and rule 19: visible items only).
    mutating func fillEqually() {
        guard let first = visible.first else { return }
        for i in visible.dropFirst() {
            add(.fillEqually, StackAnchor(item(i), dim), .equal, StackAnchor(item(first), dim))
        }
    }

    /// Rule 14.
    mutating func fillProportionally() {
        guard !visible.isEmpty else { return }
        func length(_ i: Int) -> Double { max(items[i].intrinsicLength ?? 0, 0) }
        let lengths = visible.map(length).reduce(0, +)
        let spacings = p.spacing * Double(visible.count - 1)
        let denominator = lengths + spacings
        // No item with an intrinsic length: fillEqually's constraints instead.
        guard denominator > max(spacings, 1) else { return fillEqually() }
        for i in visible {
            let len = length(i)
            if len > 0 {
                let m = len / denominator
                add(.fillProportionally, StackAnchor(item(i), dim), .equal, StackAnchor(canvas, dim), multiplier: m,
                    priority: m == 1 ? StackPriority.required : StackPriority.fillProportionally(index: i))
            } else {
                add(.fillProportionally, StackAnchor(item(i), dim), .equal, nil)
            }
        }
    }

    /// Rules 15–17: a gap guide per pair of visible neighbours, edges to the items (equalSpacing)
    /// or their centres (equalCentering), every gap equal to the first, and the canvas fitting.
    mutating func distributingGaps() {
        let centring = p.distribution == .equalCentering
        for (k, (prev, next)) in zip(visible, visible.dropFirst()).enumerated() {
            let g = StackItem.gapGuide(k)
            let (prevAttr, nextAttr): (LayoutAttribute, LayoutAttribute) =
                centring ? (centre, centre) : baselineRelative ? (.lastBaseline, .firstBaseline) : (trail, lead)
            add(.distributingEdge, StackAnchor(g, lead), .equal, StackAnchor(item(prev), prevAttr))
            add(.distributingEdge, StackAnchor(g, trail), .equal, StackAnchor(item(next), nextAttr))
            if k > 0 {
                add(.fillEqually, StackAnchor(g, dim), .equal, StackAnchor(.gapGuide(0), dim),
                    priority: centring ? StackPriority.equalCentering(index: prev) : StackPriority.required)
            }
            gapCount = k + 1
        }
        // Rule 15: the stack's own dimension along the axis, @49.
        add(.canvasFit, StackAnchor(.stack, dim), .equal, nil, priority: StackPriority.canvasFit)
    }

    // MARK: - Across the axis (rules 20–27)

    mutating func acrossTheAxis() {
        let alignment = p.alignment.canonical
        if alignment == .fill { return alignFill() }
        for i in items.indices {
            // Rule 21: every item, hidden included.
            add(.ambiguitySuppression, StackAnchor(item(i), crossDim), .equal, nil, priority: StackPriority.ambiguitySuppression)
        }
        alignmentConstraints(alignment)
        if items.count == 1 { return singleItem(alignment) }
        usesAlignmentSpanner = true
        let spanner = StackItem.alignmentSpanner
        // Which sides the alignment pins (== @999.5) rather than bounds (<=, >=).
        let topPinned = alignment == .leading
        let bottomPinned = alignment == .trailing
        for i in visible {
            add(.spanningBoundary, StackAnchor(spanner, top), topPinned ? .equal : .lessThanOrEqual, StackAnchor(item(i), top),
                priority: topPinned ? StackPriority.spanningBoundaryAligned : StackPriority.required)
            add(.spanningBoundary, StackAnchor(spanner, bottom), bottomPinned ? .equal : .greaterThanOrEqual, StackAnchor(item(i), bottom),
                priority: bottomPinned ? StackPriority.spanningBoundaryAligned : StackPriority.required)
        }
        add(.spanningFit, StackAnchor(spanner, crossDim), .equal, nil, priority: StackPriority.spanningFit)
        let first = item(0)
        switch alignment {
        case .leading:
            // Rule 22.
            add(.canvasConnection, StackAnchor(canvas, top), .equal, StackAnchor(first, top))
            add(.canvasConnection, StackAnchor(spanner, bottom), .equal, StackAnchor(canvas, bottom))
        case .center:
            // Rule 23.
            add(.canvasConnection, StackAnchor(canvas, top), .equal, StackAnchor(spanner, top))
            add(.canvasConnection, StackAnchor(spanner, bottom), .equal, StackAnchor(canvas, bottom))
            add(.canvasConnection, StackAnchor(canvas, crossCentre), .equal, StackAnchor(first, crossCentre))
        case .trailing:
            // Rule 24.
            add(.canvasConnection, StackAnchor(canvas, top), .equal, StackAnchor(spanner, top))
            add(.canvasConnection, StackAnchor(canvas, bottom), .equal, StackAnchor(first, bottom))
        case .firstBaseline:
            // Rule 25, as Arranged (the sources disagree; see the doc).
            add(.canvasConnection, StackAnchor(canvas, top), .lessThanOrEqual, StackAnchor(first, top))
            add(.canvasConnection, StackAnchor(spanner, bottom), .equal, StackAnchor(canvas, bottom))
            add(.canvasFit, StackAnchor(.stack, crossDim), .equal, nil, priority: StackPriority.canvasFit)
        case .lastBaseline:
            // Rule 26.
            add(.canvasConnection, StackAnchor(canvas, top), .equal, StackAnchor(spanner, top))
            add(.canvasConnection, StackAnchor(canvas, bottom), .greaterThanOrEqual, StackAnchor(first, bottom))
            add(.canvasFit, StackAnchor(.stack, crossDim), .equal, nil, priority: StackPriority.canvasFit)
        case .fill, .top, .bottom:
            break  // canonical: fill returned above, top and bottom are leading and trailing
        }
    }

    /// Rule 20: every item's top and bottom to the first item's; the canvas to the first item
    /// (even when it is hidden).
    mutating func alignFill() {
        let first = item(0)
        add(.canvasConnection, StackAnchor(canvas, top), .equal, StackAnchor(first, top))
        add(.canvasConnection, StackAnchor(first, bottom), .equal, StackAnchor(canvas, bottom))
        for i in items.indices.dropFirst() {
            add(.alignment, StackAnchor(first, top), .equal, StackAnchor(item(i), top))
            add(.alignment, StackAnchor(first, bottom), .equal, StackAnchor(item(i), bottom))
        }
    }

    /// `UISV-alignment` for the non-fill alignments (rules 22–26): `first.X == item.X` for every
    /// other item, hidden included. A vertical stack's baseline alignments make none (rule 25).
    mutating func alignmentConstraints(_ alignment: StackAlignment) {
        let first = item(0)
        for i in items.indices.dropFirst() {
            let attribute: LayoutAttribute
            switch alignment {
            case .leading, .top: attribute = top
            case .trailing, .bottom: attribute = bottom
            case .center: attribute = crossCentre
            case .firstBaseline, .lastBaseline:
                guard p.axis == .horizontal else { continue }
                // Rule 26: an item without a baseline aligns its top (first) or bottom (last).
                let both = items[0].hasBaseline && items[i].hasBaseline
                attribute = alignment == .firstBaseline ? (both ? .firstBaseline : .top) : (both ? .lastBaseline : .bottom)
            case .fill: continue
            }
            add(.alignment, StackAnchor(first, attribute), .equal, StackAnchor(item(i), attribute))
        }
    }

    /// Rule 27: one item and a non-fill alignment — no spanner; the sides the spanner would bound
    /// become inequalities to the canvas, and `UISV-canvas-fit` replaces the spanner's fit.
    mutating func singleItem(_ alignment: StackAlignment) {
        let only = item(0)
        let topPinned = alignment == .leading
        let bottomPinned = alignment == .trailing
        add(.canvasConnection, StackAnchor(canvas, top), topPinned ? .equal : .lessThanOrEqual, StackAnchor(only, top))
        add(.canvasConnection, StackAnchor(canvas, bottom), bottomPinned ? .equal : .greaterThanOrEqual, StackAnchor(only, bottom))
        if alignment == .center {
            add(.canvasConnection, StackAnchor(canvas, crossCentre), .equal, StackAnchor(only, crossCentre))
        }
        add(.canvasFit, StackAnchor(.stack, crossDim), .equal, nil, priority: StackPriority.canvasFit)
    }

    // MARK: - Text-width disambiguation (rule 31, iOS 15+ form)

    mutating func textWidthDisambiguation() {
        guard p.axis == .horizontal,
              p.distribution != .fillEqually, p.distribution != .fillProportionally else { return }
        let labels = visible.filter { items[$0].isMultilineText }
        let m = Double(labels.count)
        for (k, i) in labels.enumerated() {
            add(.textWidthDisambiguation, StackAnchor(item(i), .width), .lessThanOrEqual, StackAnchor(canvas, .width),
                multiplier: 1 / m, constant: -p.spacing * (m - 1) / m,
                priority: StackPriority.textWidth(k, of: labels.count))
        }
    }
}
