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
    /// Classes declared for views the code never makes (`@IBOutlet weak var stack: UIStackView!`,
    /// `var title: UILabel!`): a view made up for such a name gets its declared class.
    public var declaredClasses: [String: String] = [:]
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

    /// Starts a SnapKit or Masonry block of `view`: a remake block first removes what earlier
    /// blocks of that view made (SnapKit's `remakeConstraints` and Masonry's
    /// `mas_remakeConstraints:` uninstall them). Returns where the block's constraints start.
    mutating func beginBlock(of view: String, remaking: Bool) -> Int {
        if remaking {
            for i in constraints.indices where constraints[i].madeInBlockOf == view { constraints[i].isRemoved = true }
        }
        return constraints.count
    }

    /// Ends an update block of `view` (SnapKit's `updateConstraints`, Masonry's
    /// `mas_updateConstraints:`): each constraint it made gives its constant to the earlier one
    /// of the same view's blocks that matches it — same items, attributes, relation, multiplier
    /// and priority, as SnapKit's LayoutConstraint `==` and Masonry's `layoutConstraintSimilarTo:`
    /// compare — and is not added itself. With no match SnapKit stops ("Updated constraint could
    /// not find existing matching constraint to update"): the indices returned; Masonry adds it
    /// as a new constraint (`keepUnmatched`).
    mutating func endUpdateBlock(of view: String, from start: Int, keepUnmatched: Bool) -> [Int] {
        var unmatched: [Int] = []
        for i in start..<constraints.count {
            let u = constraints[i]
            let match = constraints[..<start].indices.last { j in
                let c = constraints[j]
                return c.madeInBlockOf == view && !c.isRemoved && !c.isUpdate && c.first == u.first && c.second == u.second
                    && c.relation == u.relation && c.multiplier == u.multiplier && c.priority == u.priority
            }
            if let j = match {
                constraints[j].constant = u.constant
                constraints[i].isUpdate = true
            } else if !keepUnmatched {
                constraints[i].isDropped = true
                unmatched.append(i)
            }
        }
        endBlock(of: view, from: start)
        return unmatched
    }

    /// Marks the constraints made since `start` as the block's of `view`.
    mutating func endBlock(of view: String, from start: Int) {
        for i in start..<constraints.count { constraints[i].madeInBlockOf = view }
    }

    /// Whether what the code did so far uses the view `name`: adds it or adds to it, sets its
    /// stack properties, translation or content priorities, or constrains it (a visual format by
    /// its views dictionary).
    func mentions(_ name: String) -> Bool {
        func item(_ i: CodeItem) -> Bool {
            switch i {
            case .view(let v), .guide(let v, _), .superview(let v): return v == name
            }
        }
        if (subviews + arrangedSubviews).contains(where: { $0.parent == name || $0.child == name }) { return true }
        if stackSettings.contains(where: {
            if $0.stack == name { return true }
            if case .customSpacing(_, let after) = $0.property { return after == name }
            return false
        }) { return true }
        if translates.contains(where: { $0.view == name }) || contentPriorities.contains(where: { $0.view == name }) { return true }
        if constraints.contains(where: { item($0.first.item) || ($0.second.map { item($0.item) } ?? false) }) { return true }
        return visualFormats.contains { $0.views.values.contains(name) }
    }

    /// Whether `name` is already a view of this code (declared or used).
    func isTaken(_ name: String) -> Bool {
        declaredViews.contains { $0.name == name } || mentions(name)
    }

    /// Declares a view the code makes without a variable (`stack.addArrangedSubview(UIButton())`,
    /// `[stack addArrangedSubview:[UILabel new]]`): it is named after its class without UIKit's
    /// prefix, numbered from 1 in the order the code makes them (`button1`, `button2`, `label1`).
    mutating func declareUnnamedView(className: String, frame: Rect?, at: CodeLocation) -> String {
        var stem = className
        for prefix in ["UI", "NS", "WK", "MK"] where stem.hasPrefix(prefix) && stem.count > prefix.count {
            let rest = stem.dropFirst(prefix.count)
            if rest.first?.isUppercase == true { stem = String(rest); break }
        }
        stem = stem.prefix(1).lowercased() + stem.dropFirst()
        var n = 1
        while isTaken("\(stem)\(n)") { n += 1 }
        let name = "\(stem)\(n)"
        declaredViews.append(CodeView(name: name, className: className, frame: frame, location: at, naming: .inline))
        return name
    }

    /// The view `variable = NewClass()` gives the variable, declared here; `variables` (the
    /// reader's) then names it. The variable's first view is named by the variable. Given a new
    /// view again, the variable keeps its view when nothing has used it yet (`let l: UILabel =
    /// { let l = UILabel(); … }()` names one view twice); otherwise UIKit has a second object,
    /// and so does plumb (`declareReassignedView`).
    mutating func assignNewView(to variable: String, className: String, frame: Rect?, at: CodeLocation,
                                variables: inout [String: CodeValue]) -> String {
        var current = variable
        if case .name(let n)? = variables[variable] { current = n }
        if let i = declaredViews.lastIndex(where: { $0.name == current }), !mentions(current),
           current == variable || declaredViews[i].naming == .reassigned(variable: variable) {
            declaredViews[i].className = className
            if frame != nil { declaredViews[i].frame = frame }
            return current
        }
        if !isTaken(variable) {
            variables[variable] = nil
            declaredViews.append(CodeView(name: variable, className: className, frame: frame, location: at))
            return variable
        }
        let name = declareReassignedView(of: variable, className: className, frame: frame, at: at)
        variables[variable] = .name(name)
        return name
    }

    /// A new view used where a view is expected without a variable (an argument, an array
    /// element) is declared unnamed and stands for its name from then on; other values are
    /// returned as they are.
    mutating func namingInline(_ value: CodeValue, at: CodeLocation) -> CodeValue {
        guard case .newView(let cls, let arranged, let frame) = value else { return value }
        let name = declareUnnamedView(className: cls, frame: frame, at: at)
        for a in arranged {
            if case .view(let child)? = a.item { arrangedSubviews.append(CodeSubview(parent: name, child: child, location: at)) }
        }
        return .name(name)
    }

    /// Declares the new view a variable is given after its earlier view was used (`lbl = UILabel()`
    /// again, or `let label = UILabel()` on a loop's next pass): `lbl_2`, `lbl_3`, … — a new view,
    /// as in UIKit, while the earlier one keeps what was done to it.
    mutating func declareReassignedView(of variable: String, className: String, frame: Rect?, at: CodeLocation) -> String {
        var n = 2
        while isTaken("\(variable)_\(n)") { n += 1 }
        let name = "\(variable)_\(n)"
        declaredViews.append(CodeView(name: name, className: className, frame: frame, location: at, naming: .reassigned(variable: variable)))
        return name
    }
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
    /// Who named it: its variable, or plumb (`ConstraintCode.declareUnnamedView`,
    /// `declareReassignedView`).
    public var naming: Naming

    public enum Naming: Hashable, Sendable {
        case variable
        /// Made inside an expression, with no variable.
        case inline
        /// The second (third, …) new view given to this variable.
        case reassigned(variable: String)
    }

    public init(name: String, className: String, frame: Rect? = nil, location: CodeLocation, naming: Naming = .variable) {
        self.name = name
        self.className = className
        self.frame = frame
        self.location = location
        self.naming = naming
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
        case .guide(let v, let k): return "\(v).\(CodeVocabulary.guideProperty(k))"
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
    /// The view whose SnapKit or Masonry make block made it (a remake block of that view
    /// removes it).
    public var madeInBlockOf: String? = nil
    /// Removed by a later `snp.remakeConstraints` / `mas_remakeConstraints:` of its view: never added.
    public var isRemoved = false
    /// Made by an update block and given to an earlier constraint as its new constant: never added.
    public var isUpdate = false
    /// Where the code stops (an update that matches nothing, in SnapKit): never added; its error says why.
    public var isDropped = false

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
