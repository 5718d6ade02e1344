/// A layout priority: UIKit's `UILayoutPriority` (a Float), greater than 0 and at most 1000,
/// where 1000 is required (NSLayoutConstraint.priority: "Priorities must be greater than 0 and
/// less than or equal to required").
///
/// **Stored as whole thousandths** (0.001 … 1000), not as a Float, because everything plumb
/// knows about a priority comes from text and goes back to text:
/// - UIKit prints priorities with `%g` (`priority:999.5`, `@750`, "It's illegal to set
///   priority:%g" — six significant digits), so at 100 or more it never shows more than three
///   decimals, and every priority UIKit and AppKit set themselves is a whole number of
///   thousandths (999.999 `UISV-hiding`, 999.5 `UISV-spanning-boundary`, 749.99 NSStackView,
///   950 + 25k/m text-width ladders rounded as printed).
/// - A whole number of thousandths below 1000 has at most six significant digits, so its
///   printed form here is exactly `%g` of the Float UIKit holds (999.999 → `999.999`,
///   250 → `250`, never `250.0`), and reading that text back gives the same priority: text round
///   trips are exact.
/// - Comparisons are integer comparisons, so two priorities are one level of the solver only
///   when they are equal, and the order is UIKit's: the Float ulp near 1000 (6.1e-5) is far below
///   0.001, so distinct thousandths are distinct Floats in the same order.
///
/// A priority written with more precision than thousandths (`999.9999`) is refused rather than
/// rounded: rounding could turn it into a different level (even into required, 1000), and UIKit
/// would print it differently from how it was written.
public struct LayoutPriority: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    /// The priority in thousandths: 1 … 1,000,000.
    public let thousandths: Int

    /// The valid thousandths: above 0, at most 1000.
    public static let thousandthsRange = 1...1_000_000

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(validThousandths: 1_000_000)
    /// UIKit's `defaultHigh` (a view's compression resistance).
    public static let defaultHigh: LayoutPriority = 750
    /// UIKit's `defaultLow` (a view's content hugging).
    public static let defaultLow: LayoutPriority = 250

    private init(validThousandths t: Int) { thousandths = t }

    /// A priority of `thousandths` / 1000, or nil outside 0.001 … 1000.
    public init?(thousandths t: Int) {
        guard Self.thousandthsRange.contains(t) else { return nil }
        thousandths = t
    }

    /// The whole number `value`, or nil outside 1 … 1000.
    public init?(whole value: Int) {
        guard (1...1000).contains(value) else { return nil }
        thousandths = value * 1000
    }

    /// A priority whose value is exactly `value` as a Double (the Double nearest to a whole number
    /// of thousandths, which is what parsing `999.999` gives); nil when `value` is outside the
    /// range or not such a number (`999.9999`, NaN).
    public init?(exactly value: Double) {
        guard value.isFinite, value > 0, value <= 1000 else { return nil }
        let t = (value * 1000).rounded()
        guard Double(t) / 1000 == value, let whole = Int(exactly: t) else { return nil }
        self.init(thousandths: whole)
    }

    /// The priority nearest to `value` (rounded to thousandths, half away from zero), for values
    /// UIKit computes itself (`950 + 25/m`, `999.999` as a Float); nil when the rounded value is
    /// outside the range.
    public init?(nearest value: Double) {
        guard value.isFinite else { return nil }
        guard let t = Int(exactly: (value * 1000).rounded()) else { return nil }
        self.init(thousandths: t)
    }

    /// A literal in code (`250`); must be 1 … 1000.
    public init(integerLiteral value: Int) {
        guard let p = LayoutPriority(whole: value) else { preconditionFailure("priority \(value) is outside 1…1000") }
        self = p
    }

    /// A literal in code (`999.5`); must be a whole number of thousandths above 0, at most 1000.
    public init(floatLiteral value: Double) {
        guard let p = LayoutPriority(exactly: value) else { preconditionFailure("priority \(value) is not a valid priority") }
        self = p
    }

    public var isRequired: Bool { thousandths == 1_000_000 }
    /// True for a whole number (`250`, `1000`).
    public var isWhole: Bool { thousandths % 1000 == 0 }
    /// The value, as the solver takes it: the Double nearest to thousandths / 1000.
    public var value: Double { Double(thousandths) / 1000 }

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.thousandths < b.thousandths }

    /// The priority `delta` whole steps away, or nil outside the range (`999` + 1 = `1000`).
    public func adding(_ delta: Int) -> LayoutPriority? { LayoutPriority(thousandths: thousandths + delta * 1000) }

    /// As UIKit prints it (`%g`): `250`, `999.5`, `999.999`, `0.001` — no trailing zeros, no `.0`.
    public var description: String {
        let whole = String(thousandths / 1000)
        let fraction = thousandths % 1000
        guard fraction != 0 else { return whole }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.last == "0" { digits.removeLast() }
        return whole + "." + digits
    }

    /// Why a text is not a priority.
    public enum ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        /// Not a decimal number (`abc`, `1e3`, empty).
        case notANumber(String)
        /// A number at or below 0, or above 1000.
        case outOfRange(String)
        /// Finer than thousandths (`999.9999`).
        case tooPrecise(String)

        /// The text as written.
        public var written: String {
            switch self {
            case .notANumber(let t), .outOfRange(let t), .tooPrecise(let t): return t
            }
        }

        /// The rule the text breaks: `priorities are greater than 0 and at most 1000`.
        public var rule: String {
            switch self {
            case .notANumber, .outOfRange: return "priorities are numbers greater than 0 and at most 1000"
            case .tooPrecise: return "priorities have at most three decimals (plumb keeps thousandths, as UIKit prints them)"
            }
        }

        /// `priority must be greater than 0 and at most 1000, found '0'`.
        public var description: String {
            switch self {
            case .notANumber(let t), .outOfRange(let t):
                return "priority must be greater than 0 and at most 1000, found '\(t)'"
            case .tooPrecise(let t):
                return "priority must have at most three decimals (plumb keeps thousandths, as UIKit prints them), found '\(t)'"
            }
        }
    }

    /// A number already read (a VFL metric, `9.995e2`), shown as `written` in messages.
    public static func from(number value: Double, written: String) -> Result<LayoutPriority, ParseError> {
        guard value.isFinite else { return .failure(.notANumber(written)) }
        guard value > 0, value <= 1000 else { return .failure(.outOfRange(written)) }
        guard let p = LayoutPriority(exactly: value) else { return .failure(.tooPrecise(written)) }
        return .success(p)
    }

    /// Reads a decimal priority as a user or a log writes it: `750`, `999.5`, `999.999`,
    /// `250.000`, `-1` (refused, out of range); a sign, digits, an optional point and fraction.
    public static func parse(_ text: some StringProtocol) -> Result<LayoutPriority, ParseError> {
        let shown = String(text)
        var chars = Substring(text)
        var negative = false
        if let s = chars.first, s == "-" || s == "+" {
            negative = s == "-"
            chars.removeFirst()
        }
        let parts = chars.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integer = parts[0]
        let fraction = parts.count > 1 ? parts[1] : ""
        guard !(integer.isEmpty && fraction.isEmpty),
              integer.allSatisfy(isDigit), fraction.allSatisfy(isDigit)
        else { return .failure(.notANumber(shown)) }
        let significantInteger = integer.drop { $0 == "0" }
        if negative && !(significantInteger.isEmpty && fraction.allSatisfy { $0 == "0" }) { return .failure(.outOfRange(shown)) }
        if significantInteger.count > 4 { return .failure(.outOfRange(shown)) }
        let kept = String(fraction.prefix(3))
        let beyondThousandths = fraction.dropFirst(3).contains { $0 != "0" }
        let t = (Int(significantInteger) ?? 0) * 1000 + (Int(kept + String(repeating: "0", count: 3 - kept.count)) ?? 0)
        // 0.0001 is in UIKit's range but too precise; 1000.0001 and 0 are out of range.
        if t > 1_000_000 || (t == 1_000_000 && beyondThousandths) || (t == 0 && !beyondThousandths) {
            return .failure(.outOfRange(shown))
        }
        if beyondThousandths { return .failure(.tooPrecise(shown)) }
        return .success(LayoutPriority(validThousandths: t))
    }
}

private func isDigit(_ c: Character) -> Bool { ("0"..."9").contains(c) }
