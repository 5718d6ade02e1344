/// A UIStackView's properties and what it reads from its arranged subviews: the input of
/// `StackArrangement` (docs/stack-views.md, issue 14). Plain data; nothing here touches a session.

/// `UIStackView.Distribution`.
public enum StackDistribution: String, Hashable, Sendable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering

    /// Rule 3: spacing is strict for the fill distributions, a minimum for the two spacing ones.
    public var spacingIsMinimum: Bool { self == .equalSpacing || self == .equalCentering }
}

/// `UIStackView.Alignment`. `top` is `leading` and `bottom` is `trailing` (one raw value each
/// in UIKit); both spellings are kept so that a stack reads as it was written.
public enum StackAlignment: String, Hashable, Sendable, CaseIterable {
    case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline

    /// `top` → `leading`, `bottom` → `trailing`.
    public var canonical: StackAlignment {
        switch self {
        case .top: return .leading
        case .bottom: return .trailing
        default: return self
        }
    }
}

/// The properties of a stack view that decide its constraints. UIKit's defaults: horizontal,
/// fill, fill, spacing 0, both arrangement flags off.
public struct StackViewProperties: Hashable, Sendable {
    public var axis: Axis
    public var distribution: StackDistribution
    public var alignment: StackAlignment
    /// `spacing`: strict for fill, fillEqually and fillProportionally; a minimum for equalSpacing
    /// and equalCentering; negative values overlap (rule 3).
    public var spacing: Double
    /// `isLayoutMarginsRelativeArrangement`: the canvas is the stack's layout-margins guide (rule 2).
    public var isLayoutMarginsRelativeArrangement: Bool
    /// `isBaselineRelativeArrangement`: vertical stacks only; ignored in horizontal ones (rule 29).
    public var isBaselineRelativeArrangement: Bool

    public init(
        axis: Axis = .horizontal, distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
        spacing: Double = 0, isLayoutMarginsRelativeArrangement: Bool = false, isBaselineRelativeArrangement: Bool = false
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
    }
}

/// What the generator needs to know about one arranged subview.
public struct ArrangedSubview: Hashable, Sendable {
    public var isHidden: Bool
    /// `customSpacing(after:)`; nil is `UIStackView.spacingUseDefault` (use `spacing`, rule 4).
    public var customSpacingAfter: Double?
    /// The intrinsic length along the stack's axis; nil or ≤ 0 for none (fillProportionally, rule 14).
    public var intrinsicLength: Double?
    /// Whether the view has baselines of its own (baseline alignments, rule 26: items without
    /// one align their top (first baseline) or bottom (last baseline) instead).
    public var hasBaseline: Bool
    /// A UILabel whose `numberOfLines` is not 1 (text-width disambiguation, rule 31).
    public var isMultilineText: Bool

    public init(
        isHidden: Bool = false, customSpacingAfter: Double? = nil, intrinsicLength: Double? = nil,
        hasBaseline: Bool = false, isMultilineText: Bool = false
    ) {
        self.isHidden = isHidden
        self.customSpacingAfter = customSpacingAfter
        self.intrinsicLength = intrinsicLength
        self.hasBaseline = hasBaseline
        self.isMultilineText = isMultilineText
    }
}
