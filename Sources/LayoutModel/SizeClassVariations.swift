/// Size classes and what varies with them (docs/interface-builder.md §8): an Interface Builder
/// document installs constraints and views per size class, gives a stack view another axis, a view
/// another stored frame, a constraint another constant. The session keeps every such variation —
/// a value per trait key — so that `traits wR hC` can switch to another size class and `export ib`
/// can write them all back.
///
/// A key is the document's own (`default`, `heightClass=compact`,
/// `heightClass=compact-widthClass=regular`, `userInterfaceIdiom=mac`); a value applies when every
/// part of its key matches the chosen classes, the most specific last (two classes over one over
/// `default`; among equals, the order they were recorded in), as UIKit matches traits.
public enum SizeClass: String, Hashable, Sendable, CaseIterable {
    case compact, regular
}

/// The chosen width and height classes (nil: Any).
public struct SizeClasses: Hashable, Sendable {
    public var width: SizeClass?
    public var height: SizeClass?

    public init(width: SizeClass? = nil, height: SizeClass? = nil) {
        self.width = width
        self.height = height
    }

    /// Any/Any: only `default` values apply.
    public static let any = SizeClasses()

    /// Every choice: Any, compact or regular on each axis (9).
    public static let allChoices: [SizeClasses] = [nil, SizeClass.compact, .regular].flatMap { w in
        [nil, SizeClass.compact, .regular].map { h in SizeClasses(width: w, height: h) }
    }

    /// `wC`, `wR`, `hC`, `hR` (any case), at most one of each axis, or `any` alone; nil otherwise.
    public init?(words: [String]) {
        if words.count == 1, words[0].lowercased() == "any" { return }
        guard !words.isEmpty, words.count <= 2 else { return nil }
        for w in words {
            switch w.lowercased() {
            case "wc" where width == nil: width = .compact
            case "wr" where width == nil: width = .regular
            case "hc" where height == nil: height = .compact
            case "hr" where height == nil: height = .regular
            default: return nil
            }
        }
    }

    /// `wC hR`, `hC`, `any`.
    public var shown: String {
        let parts = [width.map { "w" + ($0 == .compact ? "C" : "R") }, height.map { "h" + ($0 == .compact ? "C" : "R") }].compactMap { $0 }
        return parts.isEmpty ? "any" : parts.joined(separator: " ")
    }

    /// The key Interface Builder writes for exactly these classes (height first, as Xcode does):
    /// `default`, `widthClass=compact`, `heightClass=regular-widthClass=compact`.
    public var key: TraitKey {
        var parts: [String] = []
        if let h = height { parts.append("heightClass=\(h.rawValue)") }
        if let w = width { parts.append("widthClass=\(w.rawValue)") }
        return TraitKey(parts.isEmpty ? "default" : parts.joined(separator: "-"))
    }
}

/// A variation's key, as the document spells it.
public struct TraitKey: Hashable, Sendable, Comparable {
    public let text: String

    public init(_ text: String) { self.text = text }

    /// `default`: Any/Any, the base value.
    public static let base = TraitKey("default")

    /// How specific the key is when it applies to `classes` (0 for `default`), nil when it does
    /// not apply (a class that differs, or a trait plumb does not choose: `userInterfaceIdiom=mac`).
    public func specificity(for classes: SizeClasses) -> Int? {
        if text == "default" { return 0 }
        var n = 0
        for part in text.split(separator: "-", omittingEmptySubsequences: false) {
            let kv = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard kv.count == 2, let value = SizeClass(rawValue: kv[1]) else { return nil }
            switch kv[0] {
            case "widthClass": guard classes.width == value else { return nil }
            case "heightClass": guard classes.height == value else { return nil }
            default: return nil
            }
            n += 1
        }
        return n
    }

    /// The size classes the key names, when it names only size classes (`default` is Any).
    public var sizeClasses: SizeClasses? {
        if text == "default" { return .any }
        var out = SizeClasses()
        for part in text.split(separator: "-", omittingEmptySubsequences: false) {
            let kv = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard kv.count == 2, let value = SizeClass(rawValue: kv[1]) else { return nil }
            switch kv[0] {
            case "widthClass" where out.width == nil: out.width = value
            case "heightClass" where out.height == nil: out.height = value
            default: return nil
            }
        }
        return out
    }

    public static func < (a: TraitKey, b: TraitKey) -> Bool { a.text < b.text }
}

/// A value per trait key, in the order recorded.
public struct TraitValues<Value: Hashable & Sendable>: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var key: TraitKey
        public var value: Value
    }

    public private(set) var entries: [Entry] = []

    public init() {}

    public var isEmpty: Bool { entries.isEmpty }

    /// The value recorded for exactly this key; setting nil removes it.
    public subscript(key: TraitKey) -> Value? {
        get { entries.first { $0.key == key }?.value }
        set {
            if let i = entries.firstIndex(where: { $0.key == key }) {
                if let v = newValue { entries[i].value = v } else { entries.remove(at: i) }
            } else if let v = newValue {
                entries.append(Entry(key: key, value: v))
            }
        }
    }

    /// The value for `classes`: the most specific applicable entry's (the last recorded among
    /// equally specific ones), nil when none applies.
    public func resolved(for classes: SizeClasses) -> Value? {
        var best: (Int, Value)? = nil
        for e in entries {
            guard let s = e.key.specificity(for: classes) else { continue }
            if best == nil || s >= best!.0 { best = (s, e.value) }
        }
        return best?.1
    }
}

/// A stored frame of an Interface Builder document (superview coordinates, IB's frame — not the
/// alignment rect) and the markers IB saved with it.
/// The markers are nil where the document does not say (a variation then keeps the element's).
public struct StoredFrame: Hashable, Sendable {
    public var rect: Rect
    public var isMisplaced: Bool?
    public var isAmbiguous: Bool?
    public var hasFixedFrame: Bool

    public init(rect: Rect, isMisplaced: Bool? = nil, isAmbiguous: Bool? = nil, hasFixedFrame: Bool = false) {
        self.rect = rect
        self.isMisplaced = isMisplaced
        self.isAmbiguous = isAmbiguous
        self.hasFixedFrame = hasFixedFrame
    }
}

/// What varies with the traits for one view.
public struct ViewTraitVariations: Hashable, Sendable {
    /// Whether the view is installed (`<mask key="subviews">`); absent: installed.
    public var installed = TraitValues<Bool>()
    /// A UIStackView's axis (`<variation key=… axis=…/>`), `default` being the element's own.
    public var stackAxis = TraitValues<Axis>()
    /// The frames the document stored (`default`: the element's own; others from `<variation>`s).
    public var storedFrames = TraitValues<StoredFrame>()
    /// The intrinsic size the importer derived from each choice's stored frame (nil inside: none
    /// given, the class's own), keyed by the choice's exact key.
    public var intrinsicSize = TraitValues<Size?>()

    public init() {}

    public var isEmpty: Bool { installed.isEmpty && stackAxis.isEmpty && storedFrames.isEmpty && intrinsicSize.isEmpty }
}

/// What varies with the traits for one constraint.
public struct ConstraintTraitVariations: Hashable, Sendable {
    /// Whether it is installed (`<mask key="constraints">` include/exclude); absent: installed.
    public var installed = TraitValues<Bool>()
    /// Its constant per trait (`<constraint><variation key=… constant=…/>`), `default` its own.
    public var constant = TraitValues<Double>()

    public init() {}

    public var isEmpty: Bool { installed.isEmpty && constant.isEmpty }
}
