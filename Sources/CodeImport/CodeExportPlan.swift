import LayoutModel
import LayoutSyntax
import LayoutText

/// What `export swift` and `export objc` both write, decided once from a session: the views
/// below the root (parents first), who adds whom, stack-view settings that differ from a new
/// stack view's, content priorities that differ from a new view's, the user's constraints a
/// language can say, and what it cannot say (one line each, for standard error). Each writer
/// (`SwiftCodeWriter`, `ObjCCodeWriter`) only spells this plan in its language.
struct CodeExportPlan {
    let state: LayoutState
    /// Every view below the root, parents first, in subview order.
    var views: [ViewID] = []
    /// `parent addSubview: child` for every view that is not arranged, in `views` order.
    var subviews: [(parent: ViewID, child: ViewID)] = []
    /// UIKit stack views (the root first if it is one) and what to set on each.
    var stacks: [Stack] = []
    /// Content priorities that differ from plumb's defaults for a new view of the class.
    var contentPriorities: [ContentPriority] = []
    /// The user's constraints the language can say (every item a view or a guide it names).
    var constraints: [LayoutConstraint] = []
    /// What the code cannot say, one line each.
    var unsaid: [String] = []

    struct Stack {
        var view: ViewID
        /// Settings that differ from `StackViewProperties()`, in the order they are written.
        var settings: [Setting]
        var arranged: [ViewID]
        /// `setCustomSpacing` after an arranged view, in arranged order.
        var customSpacing: [(after: ViewID, spacing: Double)]
    }

    enum Setting {
        case axis(Axis), distribution(StackDistribution), alignment(StackAlignment), spacing(Double)
        case layoutMarginsRelative, baselineRelative
    }

    struct ContentPriority {
        enum Kind { case hugging, resistance }
        var view: ViewID
        var kind: Kind
        var axis: Axis
        var priority: LayoutPriority
    }

    /// `guides`: the kinds of layout guide the language's code can name (a constraint on any
    /// other guide is left out; user guides are named in `unsaid`). `format` is the export's
    /// format word in those lines ("swift").
    init(_ state: LayoutState, guides: Set<LayoutGuide.Kind>, format: String) {
        self.state = state
        func visit(_ v: ViewID) {
            for s in state[v].subviews {
                views.append(s)
                visit(s)
            }
        }
        visit(state.root)
        for v in views {
            if let s = state[v].explicitIntrinsicSize {
                unsaid.append("\(state[v].name)'s intrinsic size \(Self.number(s.width))x\(Self.number(s.height)) (override intrinsicContentSize in a subclass)")
            }
        }
        for v in views {
            let parent = state[v].superview!
            if state[parent].stack?.arranged.contains(v) == true { continue }
            subviews.append((parent, v))
        }
        let defaults = StackViewProperties()
        for v in [state.root] + views {
            guard let config = state[v].stack else { continue }
            if config.appKit != nil {
                unsaid.append("the NSStackView \(state[v].name) (AppKit; export \(format) writes UIKit)")
                continue
            }
            let p = config.properties
            var settings: [Setting] = []
            if p.axis != defaults.axis { settings.append(.axis(p.axis)) }
            if p.distribution != defaults.distribution { settings.append(.distribution(p.distribution)) }
            if p.alignment != defaults.alignment { settings.append(.alignment(p.alignment)) }
            if p.spacing != defaults.spacing { settings.append(.spacing(p.spacing)) }
            if p.isLayoutMarginsRelativeArrangement { settings.append(.layoutMarginsRelative) }
            if p.isBaselineRelativeArrangement { settings.append(.baselineRelative) }
            let custom = config.arranged.compactMap { a in config.customSpacingAfter[a].map { (a, $0) } }
            stacks.append(Stack(view: v, settings: settings, arranged: config.arranged, customSpacing: custom))
        }
        for v in views {
            // What the reader's session gives a new view of this class (plumb's defaults).
            let scratch = LayoutSession()
            guard let fresh = try? scratch.addView(name: "probe", className: state[v].className) else { continue }
            let d = scratch.state[fresh]
            for axis in [Axis.horizontal, .vertical] {
                if state[v].hugging[axis] != d.hugging[axis] {
                    contentPriorities.append(ContentPriority(view: v, kind: .hugging, axis: axis, priority: state[v].hugging[axis]))
                }
                if state[v].resistance[axis] != d.resistance[axis] {
                    contentPriorities.append(ContentPriority(view: v, kind: .resistance, axis: axis, priority: state[v].resistance[axis]))
                }
            }
        }
        for g in state.guides where g.kind == .user {
            unsaid.append("the layout guide \(g.name) and its constraints (UILayoutGuide is not written)")
        }
        for c in state.constraints where c.kind == .user {
            let unnamed = c.items.compactMap { item -> LayoutGuide? in
                if case .guide(let g) = item, !guides.contains(state[g].kind) { return state[g] } else { return nil }
            }
            guard let guide = unnamed.first else {
                constraints.append(c)
                continue
            }
            // A user guide's constraints are named with the guide, above.
            if guide.kind != .user {
                unsaid.append("the constraint \(state.equationText(for: c)) (\(guide.name) is not written)")
            }
        }
    }

    /// A view's own guides, which code names as its properties (`safeAreaLayoutGuide`,
    /// `layoutMarginsGuide`, `readableContentGuide`, `keyboardLayoutGuide`).
    static let viewGuides: Set<LayoutGuide.Kind> = [.safeArea, .layoutMargins, .readableContent, .keyboard]

    /// Whether a constraint is written as a variable first (it has a priority or an identifier, or is inactive).
    static func needsVariable(_ c: LayoutConstraint) -> Bool {
        !c.priority.isRequired || c.identifier != nil || !c.isActive
    }

    /// How a constraint is written in code: as anchors, as the item form
    /// (`constraintWithItem:…` / `NSLayoutConstraint(item:…)`) where anchors cannot say it —
    /// margin attributes, a multiplier on a position, a size against a position — or as the
    /// anchors' system spacing (`constraint(equalToSystemSpacingAfter:multiplier:)`).
    enum Form { case anchors, item, systemSpacing }

    static func form(_ c: LayoutConstraint) -> Form {
        let anchorsCanSay = !c.first.attribute.isMargin && !(c.second?.attribute.isMargin ?? false)
            && (c.multiplier == 1 || (c.first.attribute.isSize && c.second?.attribute.isSize == true))
            && (c.second == nil || c.first.attribute.isSize == c.second!.attribute.isSize)
        guard anchorsCanSay else { return .item }
        if c.second != nil && c.usesStandardSpacing && c.multiplier == 1 && !c.first.attribute.isSize { return .systemSpacing }
        return .anchors
    }

    /// A literal that reads back as exactly `x` in Swift and in C: integers without a point,
    /// others in Swift's shortest round-trip form.
    static func number(_ x: Double) -> String {
        if x == x.rounded() && abs(x) < 1e15 { return x == 0 ? "0" : String(Int(x)) }
        return "\(x)"
    }
}
