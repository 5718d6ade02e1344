import LayoutModel
import LayoutSyntax

/// UIKit's names as code spells them: anchors, priorities, axes, stack-view values, VFL options
/// and SnapKit's attributes, mapped to the model's (docs/code-import.md "Vocabulary").
enum CodeVocabulary {
    /// `leadingAnchor` → leading, and so on (NSLayoutAnchor properties of UIView/UILayoutGuide).
    static func anchorAttribute(_ property: String) -> LayoutAttribute? {
        guard property.hasSuffix("Anchor") else { return nil }
        let base = String(property.dropLast("Anchor".count))
        switch base {
        case "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
             "firstBaseline", "lastBaseline":
            return LayoutAttribute(rawValue: base)
        default: return nil
        }
    }

    /// `NSLayoutConstraint.Attribute` cases (`.leading`, `.notAnAttribute`→nil handled by caller).
    static func attribute(_ name: String) -> LayoutAttribute? {
        switch name {
        case "baseline": return .lastBaseline
        default: return LayoutAttribute(rawValue: name)
        }
    }

    /// Named priorities: UILayoutPriority's and SnapKit's ConstraintPriority's.
    static func namedPriority(_ name: String) -> LayoutPriority? {
        switch name {
        case "required": return .required
        case "defaultHigh", "high": return 750
        case "defaultLow", "low": return 250
        case "medium": return 500
        case "fittingSizeLevel", "fittingSizeCompression": return 50
        case "dragThatCanResizeScene": return 510
        case "sceneSizeStayPut": return 500
        case "dragThatCannotResizeScene": return 490
        default: return nil
        }
    }

    static func axis(_ name: String) -> Axis? {
        switch name {
        case "horizontal": return .horizontal
        case "vertical": return .vertical
        default: return nil
        }
    }

    /// `NSLayoutConstraint.FormatOptions` members.
    static func formatOption(_ name: String) -> (alignment: LayoutAttribute?, direction: VFLOptions.Direction?)? {
        switch name {
        case "alignAllLeft": return (.left, nil)
        case "alignAllRight": return (.right, nil)
        case "alignAllTop": return (.top, nil)
        case "alignAllBottom": return (.bottom, nil)
        case "alignAllLeading": return (.leading, nil)
        case "alignAllTrailing": return (.trailing, nil)
        case "alignAllCenterX": return (.centerX, nil)
        case "alignAllCenterY": return (.centerY, nil)
        case "alignAllFirstBaseline": return (.firstBaseline, nil)
        case "alignAllLastBaseline", "alignAllBaseline": return (.lastBaseline, nil)
        case "directionLeadingToTrailing": return (nil, .leadingToTrailing)
        case "directionLeftToRight": return (nil, .leftToRight)
        case "directionRightToLeft": return (nil, .rightToLeft)
        default: return nil
        }
    }

    /// SnapKit's `make.X` attributes, composites expanded as SnapKit defines them
    /// (`edges` is top, left, bottom, right — not leading/trailing).
    static func snapAttributes(_ name: String) -> [LayoutAttribute]? {
        switch name {
        case "edges": return [.top, .left, .bottom, .right]
        case "directionalEdges": return [.top, .leading, .bottom, .trailing]
        case "horizontalEdges": return [.left, .right]
        case "verticalEdges": return [.top, .bottom]
        case "directionalHorizontalEdges": return [.leading, .trailing]
        case "directionalVerticalEdges": return [.top, .bottom]
        case "size": return [.width, .height]
        case "center": return [.centerX, .centerY]
        case "margins": return [.topMargin, .leftMargin, .bottomMargin, .rightMargin]
        case "directionalMargins": return [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin]
        case "centerWithinMargins": return [.centerXWithinMargins, .centerYWithinMargins]
        case "lastBaseline", "baseline": return [.lastBaseline]
        default: return LayoutAttribute(rawValue: name).map { [$0] }
        }
    }

    /// SnapKit's `inset`: the constant an inset gives each attribute (SnapKit's
    /// ConstraintConstantTarget for ConstraintInsets): leading edges +inset, trailing edges
    /// −inset, sizes −(both insets), centres half the difference.
    static func insetConstant(_ insets: EdgeInsets, for attribute: LayoutAttribute) -> Double {
        switch attribute.base {
        case .left, .leading: return insets.left
        case .top, .firstBaseline: return insets.top
        case .right, .trailing: return -insets.right
        case .bottom, .lastBaseline: return -insets.bottom
        case .width: return -(insets.left + insets.right)
        case .height: return -(insets.top + insets.bottom)
        case .centerX: return (insets.left - insets.right) / 2
        case .centerY: return (insets.top - insets.bottom) / 2
        default: return 0
        }
    }

    /// The view guide a property names in code: `safeAreaLayoutGuide`, `layoutMarginsGuide`,
    /// `readableContentGuide`, `keyboardLayoutGuide` (UIKit's `UIView` properties); nil for others
    /// (a scroll view's `contentLayoutGuide`/`frameLayoutGuide` are not read from code).
    static func viewGuide(_ property: String) -> LayoutGuide.Kind? {
        switch property {
        case "safeAreaLayoutGuide": return .safeArea
        case "layoutMarginsGuide": return .layoutMargins
        case "readableContentGuide": return .readableContent
        case "keyboardLayoutGuide": return .keyboard
        default: return nil
        }
    }

    /// The property a view guide answers to in code (the inverse of `viewGuide`).
    static func guideProperty(_ kind: LayoutGuide.Kind) -> String {
        switch kind {
        case .safeArea: return "safeAreaLayoutGuide"
        case .layoutMargins: return "layoutMarginsGuide"
        default: return LayoutGuide.propertyName(of: kind) ?? "\(kind)"
        }
    }

    /// Classes plumb models as views when code makes one (`UILabel()`): UIKit's view classes and
    /// any type whose name ends like a view's.
    static func isViewClass(_ name: String) -> Bool {
        guard let first = name.first, first.isUppercase else { return false }
        let known = ["UIView", "UILabel", "UIButton", "UIImageView", "UIStackView", "UITextField", "UITextView",
                     "UIScrollView", "UISwitch", "UISlider", "UIProgressView", "UIActivityIndicatorView",
                     "UISegmentedControl", "UITableView", "UICollectionView", "UIPageControl", "UIStepper",
                     "UIDatePicker", "UIPickerView", "UIVisualEffectView", "UINavigationBar", "UIToolbar",
                     "UITabBar", "UISearchBar", "WKWebView", "MKMapView"]
        if known.contains(name) { return true }
        for suffix in ["View", "Label", "Button", "Field", "Control", "Switch", "Slider", "Bar", "Cell"] where name.hasSuffix(suffix) {
            return true
        }
        return false
    }

    /// Words that make a statement layout code: one that mentions them and cannot be read is
    /// reported; one that does not is ordinary code and is counted as skipped.
    static let layoutWords = ["Anchor", "constraint", "Constraint", "addSubview", "addArrangedSubview", "snp",
                              "translatesAutoresizingMaskIntoConstraints", "LayoutPriority", "setContentHugging",
                              "setContentCompressionResistance", "LayoutGuide", "isActive", "priority", "axis",
                              "spacing", "alignment", "distribution", "mas_"]

    static func looksLikeLayout(_ text: String) -> Bool { layoutWords.contains { text.contains($0) } }
}
