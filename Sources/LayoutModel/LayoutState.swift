import LayoutSyntax
/// Session-wide settings that change how UIKit lays out.
public struct LayoutSettings: Hashable, Sendable {
    /// Right-to-left: leading/trailing map to right/left (AppleTextDirection).
    public var rightToLeft = false
    /// NSDoubleLocalizedStrings: every text measured twice over.
    public var doubleStrings = false
    /// Dynamic Type: font sizes multiplied by this.
    public var textScale = 1.0
    /// The root view's safe-area insets.
    public var safeAreaInsets = EdgeInsets.zero
    /// iOS 11's scroll-view layout guides (`contentLayoutGuide`, `frameLayoutGuide`); off: the
    /// pre-iOS 11 rule, no guides (docs/stack-views.md rules 37–42).
    public var scrollGuides = true
    /// The size classes whose variations are in force (`traits wR hC`; docs/interface-builder.md §8).
    public var sizeClasses = SizeClasses.any
    /// The height of the keyboard shown over the root (`keyboard 336`), nil with none shown: the
    /// keyboard layout guides follow it.
    public var keyboardHeight: Double? = nil

    public init() {}
}

/// The whole model as plain data: views, guides, constraints, settings and counters. A session
/// is this plus a solver kept in sync with it; restoring an earlier state is how undo works.
public struct LayoutState: Hashable, Sendable {
    /// Views by index; 0 is the root.
    public package(set) var views: [View] = []
    public internal(set) var guides: [LayoutGuide] = []
    /// Constraints in the order they were made.
    public package(set) var constraints: [LayoutConstraint] = []
    public internal(set) var settings = LayoutSettings()
    public package(set) var rootSize: Size
    /// The priority holding the root at `rootSize`: required (UIKit's encapsulated size), or
    /// lower for a root that constraints may resize (AppKit's window content, held at
    /// `windowSizeStayPut`, 500).
    public package(set) var rootSizePriority = LayoutPriority.required
    /// The conflicts of an imported console log, in the log's order (`explain 2`).
    public package(set) var importedConflicts: [ImportedConflict] = []
    /// For a session made by `import log`: the log and the commands since (`save` writes them).
    public package(set) var importProvenance: ImportProvenance?
    package var addresses = PseudoAddressAllocator()
    var nextHandle = 1
    var nextUserNumber = 1
    var nextSystemNumber = 1
    /// Each view's index by name, kept by everything that makes or removes views; `view(named:)`
    /// checks what it finds and scans when the index is not complete. Not part of the state's
    /// identity: two states with the same views are equal whatever their index.
    var viewNameHints = LookupHints()

    init(rootSize: Size) { self.rootSize = rootSize }

    public var root: ViewID { ViewID(0) }

    /// Every view, in order (the root first).
    public var viewIDs: [ViewID] { views.indices.map(ViewID.init) }
    /// Every layout guide, in order.
    public var guideIDs: [GuideID] { guides.indices.map(GuideID.init) }

    public func contains(_ view: ViewID) -> Bool { views.indices.contains(view.index) }
    public func contains(_ guide: GuideID) -> Bool { guides.indices.contains(guide.index) }

    /// A view of the session (it must exist, as an array index must).
    /// (Changed in place: `state[v].subviews.append(w)` must not copy the view's arrays, as a
    /// get-then-set would for each of the root's 10,000 subviews of a long script; issue 17.
    /// Read through a getter, not a `_read` coroutine: with `_read { yield views[i] }` a debug
    /// build (Swift 6.3.1, -Onone) read the yielded view after the coroutine had freed it —
    /// AddressSanitizer: heap-use-after-free in `pruneImportedAutoresizing(for:)`, session 14;
    /// `ReadAccessorTests` keeps `_read` out of Sources/, `Scripts/test-asan` runs the sanitizer.)
    public package(set) subscript(view: ViewID) -> View {
        get { views[view.index] }
        _modify { yield &views[view.index] }
    }

    public internal(set) subscript(guide: GuideID) -> LayoutGuide {
        get { guides[guide.index] }
        _modify { yield &guides[guide.index] }
    }

    /// A constraint of the session. For a handle that may be gone or come from outside, ask
    /// `constraint(_:)`.
    public package(set) subscript(handle: ConstraintHandle) -> LayoutConstraint {
        get { constraints[position(of: handle)] }
        _modify { yield &constraints[position(of: handle)] }
    }

    private func position(of handle: ConstraintHandle) -> Int {
        guard let i = index(ofConstraint: handle) else { preconditionFailure("no constraint with handle \(handle)") }
        return i
    }

    /// Constraints are made with increasing handles and appended, and removals keep the order,
    /// so a binary search finds a handle; a scan stays as the fallback, so a list made in any
    /// other order is still searched right.
    public func index(ofConstraint handle: ConstraintHandle) -> Int? {
        // Handles count from 1 and nothing was removed: the constraint is at its handle's place
        // (a held run puts thousands in force after they were made, none of them the last).
        let guess = handle.value - 1
        if guess >= 0 && guess < constraints.count && constraints[guess].handle == handle { return guess }
        // The constraint just made is the last: putting it in force asks for it first.
        if let last = constraints.last, last.handle == handle { return constraints.count - 1 }
        var low = 0, high = constraints.count
        while low < high {
            let mid = (low + high) / 2
            if constraints[mid].handle < handle { low = mid + 1 } else { high = mid }
        }
        if low < constraints.count && constraints[low].handle == handle { return low }
        return constraints.firstIndex { $0.handle == handle }
    }
    /// The constraint with this handle, if the session has one.
    public func constraint(_ handle: ConstraintHandle) -> LayoutConstraint? { index(ofConstraint: handle).map { constraints[$0] } }
    public func view(named name: String) -> ViewID? {
        if let i = viewNameHints.map[name], i < views.count, views[i].name == name { return ViewID(i) }
        // Every view made is indexed (names are unique, removals rebuild the index), so a miss
        // with an index as large as the list means there is no such view.
        if viewNameHints.map.count == views.count { return nil }
        return views.firstIndex { $0.name == name }.map(ViewID.init)
    }
    public func guide(named name: String) -> GuideID? { guides.firstIndex { $0.name == name }.map(GuideID.init) }

    /// A view or guide by name.
    public func item(named name: String) -> LayoutItem? {
        if let v = view(named: name) { return .view(v) }
        return guide(named: name).map { .guide($0) }
    }

    public func name(of item: LayoutItem) -> String {
        switch item {
        case .view(let v): return self[v].name
        case .guide(let g): return self[g].name
        }
    }

    /// The view an item belongs to (a guide belongs to its owner).
    public func owningView(of item: LayoutItem) -> ViewID {
        switch item {
        case .view(let v): return v
        case .guide(let g): return self[g].owner
        }
    }

    /// The view, then its superview, … up to the root.
    public func ancestors(of view: ViewID) -> [ViewID] {
        var chain = [view]
        while let s = self[chain.last!].superview { chain.append(s) }
        return chain
    }

    /// Where UIKit installs a constraint: on its view when unary, else on the nearest common
    /// ancestor of its items' views.
    public func installationView(of c: LayoutConstraint) -> ViewID? {
        let a = owningView(of: c.first.item)
        guard let second = c.second else { return a }
        let b = owningView(of: second.item)
        let chainA = ancestors(of: a)
        return ancestors(of: b).first { chainA.contains($0) }
    }

    /// The views in depth-first order from `view` (the view first, subviews in order).
    public func descendants(of view: ViewID) -> [ViewID] {
        var out: [ViewID] = []
        var stack = [view]
        while let v = stack.popLast() {
            out.append(v)
            stack.append(contentsOf: self[v].subviews.reversed())
        }
        return out
    }

    /// The text a view shows with the session's settings (doubled strings applied).
    public func displayedText(of view: ViewID) -> String? {
        guard let t = self[view].text else { return nil }
        return settings.doubleStrings ? TextMetrics.doubled(t) : t
    }

    /// The font size with the text scale applied.
    public func effectiveFontSize(of view: ViewID) -> Double { self[view].fontSize * settings.textScale }

    /// UIKit's intrinsicContentSize: explicit, else from the text, else {-1, -1}.
    public func intrinsicSize(of view: ViewID) -> Size {
        // (The fields read one by one: a copy of the whole view for two of them was most of
        // the cost for a view that shows no text.)
        if let s = self[view].explicitIntrinsicSize { return s }
        if self[view].showsText {
            let v = self[view]
            // An empty label has no size; an empty button or field still has its padding and a line.
            let text = displayedText(of: view) ?? ""
            if text.isEmpty && v.className == "UILabel" { return Size(width: 0, height: 0) }
            return TextMetrics.intrinsicSize(className: v.className, text: text, fontSize: effectiveFontSize(of: view))
        }
        return .none
    }

    /// The constraints installed on a view, in order.
    public func installedConstraints(on view: ViewID) -> [LayoutConstraint] {
        constraints.filter { installationView(of: $0) == view }
    }

    /// Every constraint that mentions the item.
    public func referencingConstraints(_ item: LayoutItem) -> [LayoutConstraint] {
        constraints.filter { $0.items.contains(item) }
    }
}

/// Name → index hints that speed up lookups without taking part in equality or hashing (a
/// state's identity is its views, not how it was built).
struct LookupHints: Hashable, Sendable {
    var map: [String: Int] = [:]
    static func == (_: LookupHints, _: LookupHints) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}

extension LayoutState {
    /// The autoresizing mask codes descriptions print for a view (`h=--& v=--&`): for a view
    /// read from a log, what the log printed — nil when it printed none, so nothing is invented;
    /// otherwise UIKit's codes of the view's mask (`AutoresizingMask.code`).
    public func maskCodes(of view: ViewID) -> String? {
        let v = self[view]
        if let info = v.importInfo { return info.printedMaskCodes }
        return v.autoresizingMask.codes
    }

    /// One axis's code of `maskCodes(of:)` (`--&`), nil when unknown.
    public func maskCode(of view: ViewID, _ axis: Axis) -> String? {
        guard let codes = maskCodes(of: view) else { return nil }
        let prefix = axis == .horizontal ? "h=" : "v="
        return codes.split(separator: " ").first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(2)) }
    }
}
