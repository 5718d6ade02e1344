/// How the two sides of a constraint compare (NSLayoutRelation).
public enum LayoutRelation: String, Hashable, Sendable, CaseIterable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="

    /// The operator as written: `==`, `<=` or `>=`.
    public var symbol: String { rawValue }
}

/// A layout attribute (NSLayoutAttribute), as written after `item.` in an equation or after
/// `align` in a `pin` command.
///
/// Spellings are case-sensitive. Synonyms are accepted and normalised: `baseline` is
/// `lastBaseline` (UIKit gives both the same raw value), and Apple's engine names `minX`, `minY`,
/// `maxX`, `maxY`, `midX`, `midY` are `left`, `top`, `right`, `bottom`, `centerX`, `centerY`.
public enum LayoutAttribute: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing
    case width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// The canonical spelling (`lastBaseline`, never `baseline`).
    public var name: String { rawValue }

    /// Accepted synonyms, in the order they are listed in messages.
    public static let synonyms: [(spelling: String, attribute: LayoutAttribute)] = [
        ("baseline", .lastBaseline),
        ("minX", .left), ("minY", .top), ("maxX", .right), ("maxY", .bottom),
        ("midX", .centerX), ("midY", .centerY),
    ]

    /// Every accepted spelling: the canonical names, `baseline` right after `lastBaseline`,
    /// then the engine names.
    public static let allSpellings: [String] = {
        var names: [String] = []
        for attribute in allCases {
            names.append(attribute.rawValue)
            if attribute == .lastBaseline { names.append("baseline") }
        }
        names += ["minX", "minY", "maxX", "maxY", "midX", "midY"]
        return names
    }()

    /// The attribute for a spelling (canonical name or synonym), or nil.
    public init?(spelling: String) {
        guard let attribute = LayoutAttribute.bySpelling[spelling] else { return nil }
        self = attribute
    }

    /// Every spelling's attribute: a canonical name is its case, a synonym what it stands for
    /// (no synonym is a canonical name). One hash per equation side, where `init(rawValue:)`
    /// compared the word with the cases one by one (1 % of loading a long script).
    private static let bySpelling: [String: LayoutAttribute] = {
        var map: [String: LayoutAttribute] = [:]
        for synonym in synonyms { map[synonym.spelling] = synonym.attribute }
        for attribute in allCases {
            precondition(map[attribute.rawValue] == nil, "a synonym is a canonical name")
            map[attribute.rawValue] = attribute
        }
        return map
    }()

    /// The closest accepted spelling to an unknown word (case-insensitive match, or one or two
    /// edits away, transpositions counting as one), for "did you mean".
    public static func suggestion(for word: String, among spellings: [String] = allSpellings) -> String? {
        closestWord(to: word, in: spellings)
    }

    /// Whether the attribute belongs to the horizontal axis (left…centerX and their margin
    /// variants, width), as opposed to the vertical one.
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return true
        default:
            return false
        }
    }
}

/// Closest word by case-insensitive equality, then Damerau–Levenshtein distance (at most 1 for
/// words of up to 4 letters, 2 for longer ones). Ties go to the earlier candidate.
func closestWord(to word: String, in candidates: [String]) -> String? {
    let lowered = word.lowercased()
    if let exact = candidates.first(where: { $0.lowercased() == lowered }) { return exact }
    let a = Array(lowered)
    guard !a.isEmpty, a.count <= 64 else { return nil }
    var best: (String, Int)?
    for candidate in candidates {
        // More than two insertions or deletions apart: never a suggestion.
        guard abs(candidate.utf8.count - word.utf8.count) <= 2 else { continue }
        let b = Array(candidate.lowercased())
        let d = editDistance(a, b)
        let limit = a.count <= 4 ? 1 : 2
        if d <= limit, best == nil || d < best!.1 { best = (candidate, d) }
    }
    return best?.0
}

/// Optimal string alignment distance (Damerau–Levenshtein with adjacent transpositions): the
/// one measure behind every "did you mean" (attribute names here, command names and options in
/// the shell).
public func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    let width = b.count + 1
    // Three rolling rows: i - 2, i - 1, i.
    var older = [Int](repeating: 0, count: width)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: width)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                d = min(d, older[j - 2] + 1)
            }
            current[j] = d
        }
        swap(&older, &previous)
        swap(&previous, &current)
    }
    return previous[b.count]
}

/// How a layout item (view or guide) is referred to in text.
///
/// - `name`: a view's name in the session (`label`, `root`, `v0`). In equations a name may be
///   dotted (`AddressToolbar.lockIcon`, as Apple prints views with an accessibility identifier);
///   in VFL it is a C identifier.
/// - `address`: a pseudo-address, `0x7a8724b0` (lowercase hex when printed).
/// - `object`: Apple's description of an object, `UILabel:0x7a8724b0'Name'`, Masonry's
///   `UILabel:blueView`, or the book's `<V0:0x7133370>` (``ObjectDescription/isBracketed``).
public enum ItemReference: Hashable, Sendable, CustomStringConvertible {
    case name(String)
    case address(UInt64)
    // (Indirect: an object description is several strings, and every reference — most of them
    // a name — would otherwise carry its size through the syntax trees parsers copy.)
    indirect case object(ObjectDescription)

    /// The reference as written in canonical text.
    public var description: String {
        switch self {
        case .name(let name): return name
        case .address(let address): return formatAddress(address)
        case .object(let object): return object.description
        }
    }
}

/// `Class:0xADDRESS'label'`, `Class:key` or `<Name:0xADDRESS>`.
public struct ObjectDescription: Hashable, Sendable, CustomStringConvertible {
    /// What comes before the colon: a class (`UILabel`, `Trust.BrowserNavigationBar`) or, in the
    /// book's bracketed form, the nametag (`V0`, `RootView`). Dotted C identifiers.
    public var className: String
    /// What comes after the colon.
    public var handle: Handle
    /// The quoted text after the handle (a label's text, a button's title, a guide's name), if any.
    public var label: String?
    /// Written as `<Name:0x…>` (the book's stringValue form) rather than `Name:0x…`. Equations
    /// only: VFL views are already in brackets.
    public var isBracketed: Bool

    public enum Handle: Hashable, Sendable, CustomStringConvertible {
        /// `0x7a8724b0`.
        case address(UInt64)
        /// A Masonry key (`blueView`, `self.statusLabel`).
        case key(String)

        public var description: String {
            switch self {
            case .address(let address): return formatAddress(address)
            case .key(let key): return key
            }
        }
    }

    public init(className: String, handle: Handle, label: String? = nil, isBracketed: Bool = false) {
        self.className = className
        self.handle = handle
        self.label = label
        self.isBracketed = isBracketed
    }

    public var description: String {
        var text = className + ":" + handle.description
        if let label { text += "'" + label + "'" }
        return isBracketed ? "<" + text + ">" : text
    }
}

/// `0x` + lowercase hex.
func formatAddress(_ address: UInt64) -> String {
    "0x" + String(address, radix: 16)
}

/// Limits applied to every number while parsing.
public enum SyntaxLimits {
    /// Numbers whose magnitude is above this are refused ("absurd magnitudes", SPEC §5).
    public static let maximumMagnitude: Double = 1_000_000_000
    /// Longest pseudo-address: 16 hex digits (64 bits).
    public static let maximumAddressDigits = 16
    /// Longest command line, in bytes of UTF-8 (a line of a script, `-c`, or typed).
    public static let maximumLineLength = 10_000
    /// Longest view or guide name, in characters.
    public static let maximumNameLength = 200
    /// Longest number as written, in characters (`0.333…` to 17 digits needs about 20).
    public static let maximumNumberLength = 40
    /// Largest script `load` or `plumb FILE` reads, in bytes.
    public static let maximumScriptSize = 16 * 1024 * 1024
    /// Largest console log, trace or dump `import log`/`import trace`/`plumb explain` reads, in
    /// bytes: 130 times the largest real log of the corpus (7.8 KB), and a bound on the work of
    /// explaining it (issue 34: a log of thousands of distinct conflicts ran for minutes).
    public static let maximumLogSize = 1024 * 1024
    /// How much of a bad token an error message shows before "…".
    public static let maximumShownToken = 200
}

/// Canonical text of a number: whole numbers without a decimal point (`8`, `-20`), others in
/// Swift's shortest round-tripping form (`0.5`, `41.6667`, `1e-05`).
public func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return value.description
}
