import LayoutSyntax
import ConstraintSolver

/// Everything a user can get wrong in the model, each with the culprit. A call that throws
/// changes nothing.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    case duplicateName(String)
    case invalidName(String)
    /// Longer than ``SyntaxLimits/maximumNameLength``.
    case nameTooLong(String)
    case unknownView(String)
    case unknownItem(String)
    case unknownConstraint(String)
    case viewIsItsOwnSuperview(String)
    /// Moving `view` under `superview` would make a cycle.
    case hierarchyCycle(view: String, superview: String)
    case rootHasNoSuperview
    /// `a.left == b.width`: horizontal and vertical attributes mixed.
    case mixedAxes(String, String)
    /// `a.width == b.left`: a size against a location.
    case sizeAgainstLocation(String, String)
    /// `a.left == 20`: a location needs a second item.
    case locationAgainstConstant(String)
    /// The items share no ancestor, so there is no view to install the constraint on.
    case noCommonAncestor(String, String)
    /// `a.width == 0 * b.width`.
    case zeroMultiplier
    case nonFiniteNumber(String)
    case numberTooLarge(Double)
    case negativeSize(String)
    /// UIKit refuses to move an active constraint between required and optional.
    case requiredChangeOfActiveConstraint(handle: String, from: LayoutPriority, to: LayoutPriority)
    case systemConstraint(String)
    case notATextView(String)
    case invalidFontSize(Double)
    case invalidTextScale(Double)
    /// `keyboard 0` or a negative height: a shown keyboard has a height.
    case nonPositiveKeyboard(Double)
    case unknownSetting(String)
    /// Stack views: arranging, custom spacing.
    case stack(StackError)
    /// `SV.contentLayoutGuide` named with `scroll-guides off` (pre-iOS 11: no guides).
    case scrollGuidesOff(String)
    /// `set scroll-guides off` while the app's constraints name a scroll view's guides.
    case scrollGuidesInUse([String])
    /// `po VIEW.contentSize` of a view that is not a UIScrollView.
    case notAScrollView(view: String, className: String)
    /// `traits …` that would take out a view the session holds (a size-class variation leaves it
    /// uninstalled; the session cannot take views out and put them back).
    case viewNotInstalled(view: String, traits: String)

    public var description: String {
        switch self {
        case .duplicateName(let n): return "a view or guide named '\(n)' already exists"
        case .invalidName(let n): return "'\(shownToken(n))' is not a valid name (letters, digits and _, not starting with a digit)"
        case .nameTooLong(let n): return "a name is at most \(SyntaxLimits.maximumNameLength) characters; '\(shownToken(n, limit: 40))' has \(n.count)"
        case .unknownView(let n): return "no view named '\(shownToken(n))'"
        case .unknownItem(let n): return "no view or layout guide named '\(shownToken(n))'"
        case .unknownConstraint(let n): return "no constraint '\(n)' (give a handle like c3, an identifier, an address or a nametag)"
        case .viewIsItsOwnSuperview(let n): return "'\(n)' cannot be its own superview"
        case .hierarchyCycle(let v, let s): return "'\(s)' is inside '\(v)', so '\(v)' cannot go inside it"
        case .rootHasNoSuperview: return "the root view cannot be moved into another view"
        case .mixedAxes(let a, let b): return "cannot relate \(a) to \(b): one is horizontal and the other vertical"
        case .sizeAgainstLocation(let a, let b): return "cannot relate \(a) to \(b): one is a size and the other a location"
        case .locationAgainstConstant(let a): return "\(a) is a location: it needs a second item (only width and height may equal a constant)"
        case .noCommonAncestor(let a, let b): return "'\(a)' and '\(b)' have no common ancestor to install the constraint on"
        case .zeroMultiplier: return "a multiplier of 0 makes the second item meaningless; write a constant instead"
        case .nonFiniteNumber(let what): return "\(what) is not a finite number"
        case .numberTooLarge(let x): return "\(x) is too large (magnitudes up to 1e9 are accepted)"
        case .negativeSize(let what): return "\(what) cannot be negative"
        case .requiredChangeOfActiveConstraint(let h, let from, let to):
            return "\(h) is active: UIKit does not allow changing a priority from \(from.isRequired ? "required" : "optional") (\(from)) to \(to.isRequired ? "required" : "optional") (\(to)) on an active constraint; deactivate \(h), change the priority, then activate it"
        case .systemConstraint(let h): return "\(h) is made by the system and follows its view; change the view instead"
        case .notATextView(let n): return "'\(n)' shows no text (text is for labels, buttons and fields)"
        case .invalidFontSize(let s): return "font size \(s) must be greater than 0"
        case .invalidTextScale(let s): return "text scale \(s) must be between 0.1 and 10"
        case .nonPositiveKeyboard(let h):
            return "a keyboard's height must be greater than 0 (got \(formatNumber(h))); 'keyboard off' hides it"
        case .unknownSetting(let s): return "no setting '\(s)'"
        case .stack(let e): return e.description
        case .scrollGuidesOff(let n):
            return "'\(n)' is a scroll view's layout guide, and scroll-guides is off (pre-iOS 11: a scroll view has no guides; its edges mean the content); 'set scroll-guides on' brings them back"
        case .scrollGuidesInUse(let hs):
            return "\(hs.joined(separator: ", ")) \(hs.count == 1 ? "names" : "name") a scroll view's layout guide, which scroll-guides off takes away; remove \(hs.count == 1 ? "it" : "them") first"
        case .notAScrollView(let v, let c):
            return "'\(v)' is not a scroll view (its class is \(c)); only a UIScrollView has a content size"
        case .viewNotInstalled(let v, let t):
            return "view '\(v)' is not installed in \(t) (a size-class variation of the document); plumb cannot take a view out of the layout — import the document again with --traits \(t)"
        }
    }
}

/// What the engine found when a change made the required constraints unsatisfiable.
public struct ConflictReport: Hashable, Sendable {
    /// The irreducible conflicting set, as constraint handles in the order they were added.
    public var constraints: [ConstraintHandle]
    /// The handle of the constraint broken to recover.
    public var broken: ConstraintHandle
    /// Engine rules in the set that no one wrote: a view's width or height cannot be negative.
    public var sizeLimits: [EngineRule]

    public init(constraints: [ConstraintHandle], broken: ConstraintHandle, sizeLimits: [EngineRule]) {
        self.constraints = constraints
        self.broken = broken
        self.sizeLimits = sizeLimits
    }
}

/// Things that happen as a result of a change, for the shell to report.
public enum LayoutEvent: Hashable, Sendable {
    case conflict(ConflictReport)
    /// A broken constraint could hold again and is back in force.
    case restored(ConstraintHandle)
}

extension Diagnostic {
    /// The model refusing something a text or a command said, pointing at where it said it
    /// (`no view named 'lable'` at the name's columns); about the whole line when `range` is nil,
    /// at column 1 when the range is unknown.
    public init(_ error: LayoutError, at range: SourceRange? = nil) {
        self.init(error.description, range: range.map { $0 == .unknown ? SourceRange(start: 1, end: 2) : $0 })
    }
}

/// What a user can get wrong with stack views (issue 14).
public enum StackError: Hashable, Sendable, CustomStringConvertible {
    case notAStackView(view: String, className: String)
    case arrangedInItself(String)
    /// `view` contains `stack` (it is the stack's ancestor).
    case arrangedInDescendant(view: String, stack: String)
    case namedTwice(String)
    case notArranged(view: String, stack: String)
    case indexOutOfRange(index: Int, stack: String, count: Int)
    /// A stack view read from a console log and not rebuilt: its constraints are the log's;
    /// `reason` says why it was not rebuilt (nil: the log shows none of its UISV constraints).
    case importedStack(String, reason: String?)
    /// A constraint a stack view generated, named where only the app's own may be changed.
    case generatedConstraint(handle: String, identifier: String, stack: String)
    /// An NSStackView's index within a gravity area, out of range.
    case gravityIndexOutOfRange(index: Int, stack: String, gravity: String, count: Int)
    /// A gravity area named for a UIStackView.
    case gravityOnUIStackView(stack: String, gravity: String)
    /// A property (or value) only an NSStackView has, set on a UIStackView.
    case appKitOnly(stack: String, what: String)
    /// A property (or value) only a UIStackView has, set on an NSStackView.
    case uiKitOnly(stack: String, what: String)
    /// A visibility priority outside 0…1000 (or not finite).
    case visibilityOutOfRange(Float)

    public var description: String {
        switch self {
        case .notAStackView(let v, let c):
            return "'\(v)' is not a stack view (its class is \(c)); stack views are made with 'add view NAME UIStackView'"
        case .arrangedInItself(let s): return "'\(s)' cannot be arranged in itself"
        case .arrangedInDescendant(let v, let s): return "'\(v)' contains '\(s)', so it cannot be arranged in it"
        case .namedTwice(let v): return "'\(v)' is named twice"
        case .notArranged(let v, let s): return "'\(v)' is not an arranged subview of '\(s)'"
        case .importedStack(let s, let reason):
            let why = reason ?? "the log shows none of its UISV constraints, so its arrangement is unknown"
            return "'\(s)' was read from a console log and is not rebuilt as a stack view: \(why); its UISV constraints stay the log's"
        case .generatedConstraint(let h, let id, let s):
            return "\(h) ('\(id)') is made by the stack view '\(s)' and follows it; change the stack instead (stack, arrange, unarrange, hidden)"
        case .gravityIndexOutOfRange(let i, let s, let g, let n):
            return "index \(i) is out of range: the \(g) gravity area of '\(s)' has \(n) view\(n == 1 ? "" : "s"), so the index is 0…\(n)"
        case .visibilityOutOfRange(let p):
            return "a visibility priority is 0…1000 (notVisible 0, detachOnlyIfNecessary 900, mustHold 1000), found \(p)"
        case .gravityOnUIStackView(let s, let g):
            return "'\(s)' is a UIStackView, which has no gravity areas ('gravity \(g)' is an NSStackView's)"
        case .appKitOnly(let s, let what):
            return "\(what) is an NSStackView's, and '\(s)' is a UIStackView"
        case .uiKitOnly(let s, let what):
            return "\(what) is a UIStackView's, and '\(s)' is an NSStackView"
        case .indexOutOfRange(let i, let s, let n):
            return "index \(i) is out of range: '\(s)' has \(n) arranged subview\(n == 1 ? "" : "s"), so the index is 0…\(n)"
        }
    }
}
