import LayoutModel

/// Size classes chosen with `import ib --traits wC|wR hC|hR` (docs/interface-builder.md §8): which
/// `<variation key="…">` elements apply. `default` (Any/Any) always applies; a key such as
/// `heightClass=compact-widthClass=regular` applies when each of its parts matches a chosen
/// class. Variations apply from the least to the most specific, so a two-class variation's
/// include/exclude wins over a one-class one, which wins over `default` (inferred from UIKit's
/// trait matching; Xcode writes them in that order).
public struct IBTraits: Hashable, Sendable {
    /// "compact" or "regular"; nil = Any.
    public var widthClass: String?
    public var heightClass: String?

    public init(widthClass: String? = nil, heightClass: String? = nil) {
        self.widthClass = widthClass
        self.heightClass = heightClass
    }

    /// Parses `wC`, `wR`, `hC`, `hR` (any case), at most one of each axis; nil otherwise.
    public init?(_ words: [String]) {
        guard !words.contains(where: { $0.lowercased() == "any" }), let c = SizeClasses(words: words) else { return nil }
        self.init(widthClass: c.width?.rawValue, heightClass: c.height?.rawValue)
    }

    /// The same choice as the model's size classes (`traits`).
    public var sizeClasses: SizeClasses {
        SizeClasses(width: widthClass.flatMap(SizeClass.init), height: heightClass.flatMap(SizeClass.init))
    }

    /// Any/Any: only `default` variations.
    public static let any = IBTraits()

    /// `wC hR`.
    public var shown: String {
        [widthClass.map { "w" + ($0 == "compact" ? "C" : "R") }, heightClass.map { "h" + ($0 == "compact" ? "C" : "R") }]
            .compactMap { $0 }.joined(separator: " ")
    }

    /// How specific the variation `key` is when it applies (0 for `default`), nil when it does not
    /// (`TraitKey.specificity`: `userInterfaceIdiom=mac` and other traits plumb does not choose never apply).
    public func specificity(_ key: String) -> Int? { TraitKey(key).specificity(for: sizeClasses) }

    /// The size classes a variation `key` names (`heightClass=regular-widthClass=compact` → wC hR;
    /// `default` → Any/Any); nil for a key naming other traits (`TraitKey.sizeClasses`).
    public init?(variationKey key: String) {
        guard let c = TraitKey(key).sizeClasses else { return nil }
        self.init(widthClass: c.width?.rawValue, heightClass: c.height?.rawValue)
    }

    /// Whether these classes (Any on an axis matches both) hold for a device with `device`'s.
    public func applies(to device: IBTraits) -> Bool {
        (widthClass == nil || widthClass == device.widthClass) && (heightClass == nil || heightClass == device.heightClass)
    }

    /// The applicable `<variation>` children of `e`, least specific first.
    func variations(of e: IBElement) -> [IBElement] {
        e.children.filter { $0.name == "variation" }
            .compactMap { v in v["key"].flatMap(specificity).map { (v, $0) } }
            .enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }
            .map { $0.element.0 }
    }

    /// Which referenced objects (constraints or subviews, by `mask key`) end up excluded once
    /// every applicable variation of the document has applied its includes and excludes.
    func excluded(_ maskKey: String, in root: IBElement) -> Set<String> {
        var all: [(IBElement, Int, Int)] = []
        for (i, v) in root.descendants().enumerated() where v.name == "variation" {
            if let key = v["key"], let s = specificity(key) { all.append((v, s, i)) }
        }
        all.sort { ($0.1, $0.2) < ($1.1, $1.2) }
        var out = Set<String>()
        for (v, _, _) in all {
            for mask in v.children(named: "mask") where mask["key"] == maskKey {
                for x in mask.children {
                    guard let r = x["reference"] else { continue }
                    if x.name == "exclude" { out.insert(r) } else if x.name == "include" { out.remove(r) }
                }
            }
        }
        return out
    }
}
