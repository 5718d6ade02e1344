// An exact rational number for the reference solver. Written from scratch for the tests; it
// shares nothing with the solver under test.
//
// Int64 numerator and denominator, always reduced, denominator > 0. Every operation that could
// overflow checks for it and throws `RationalOverflow`, so a random case whose exact arithmetic
// does not fit in 64 bits is skipped (and counted) instead of being compared wrongly.

/// Thrown when an exact result does not fit in Int64.
struct RationalOverflow: Error, Equatable {}

struct Rational: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Always reduced: gcd(|numerator|, denominator) == 1, denominator > 0.
    let numerator: Int64
    let denominator: Int64

    static let zero = Rational(0)
    static let one = Rational(1)

    /// An integer. Int64.min is refused by the checked initialiser; integers given here are small.
    init(_ n: Int) {
        precondition(n != Int.min)
        numerator = Int64(n)
        denominator = 1
    }

    /// Already reduced, denominator > 0.
    private init(reduced n: Int64, _ d: Int64) {
        numerator = n
        denominator = d
    }

    /// `n / d`, reduced. Throws on d == 0 or when a value is Int64.min (whose negation overflows).
    @_optimize(speed) init(_ n: Int64, _ d: Int64) throws(RationalOverflow) {
        guard d != 0, n != .min, d != .min else { throw RationalOverflow() }
        var n = n, d = d
        if d < 0 { n = -n; d = -d }
        let g = Rational.gcd(n, d)
        numerator = n / g
        denominator = d / g
    }

    /// gcd of |a| and |b| (a, b not Int64.min); gcd(0, 0) == 1 so divisions stay valid.
    @_optimize(speed) static func gcd(_ a: Int64, _ b: Int64) -> Int64 {
        var x = a < 0 ? -a : a
        var y = b < 0 ? -b : b
        while y != 0 { (x, y) = (y, x % y) }
        return x == 0 ? 1 : x
    }

    @_optimize(speed) private static func mul(_ a: Int64, _ b: Int64) throws(RationalOverflow) -> Int64 {
        let (r, o) = a.multipliedReportingOverflow(by: b)
        if o || r == .min { throw RationalOverflow() }
        return r
    }

    @_optimize(speed) private static func add(_ a: Int64, _ b: Int64) throws(RationalOverflow) -> Int64 {
        let (r, o) = a.addingReportingOverflow(b)
        if o || r == .min { throw RationalOverflow() }
        return r
    }

    /// The simplest fraction (denominator ≤ maxDenominator) within 1e-12 (relative) of `x`, by
    /// continued fractions; nil when there is none. For reading a solver's Double back exactly.
    static func approximating(_ x: Double, maxDenominator: Int64 = 1_000_000) -> Rational? {
        guard x.isFinite, abs(x) < 1e12 else { return nil }
        var (h0, h1): (Int64, Int64) = (0, 1)
        var (k0, k1): (Int64, Int64) = (1, 0)
        var v = x
        for _ in 0..<64 {
            let a = v.rounded(.down)
            guard abs(a) < 1e12 else { return nil }
            let ai = Int64(a)
            guard let h2 = try? add(try mul(ai, h1), h0), let k2 = try? add(try mul(ai, k1), k0) else { return nil }
            if k2 > maxDenominator || k2 <= 0 { return nil }
            (h0, h1, k0, k1) = (h1, h2, k1, k2)
            if abs(Double(h1) / Double(k1) - x) <= 1e-12 * max(1, abs(x)) { return try? Rational(h1, k1) }
            let fraction = v - a
            if fraction == 0 { return nil }
            v = 1 / fraction
        }
        return nil
    }

    var isZero: Bool { numerator == 0 }
    var isNegative: Bool { numerator < 0 }
    var isPositive: Bool { numerator > 0 }
    var isInteger: Bool { denominator == 1 }
    var doubleValue: Double { Double(numerator) / Double(denominator) }

    var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }

    // MARK: Arithmetic (all checked)

    @_optimize(speed) static prefix func - (a: Rational) -> Rational {
        // numerator is never Int64.min, so this cannot overflow.
        Rational(reduced: -a.numerator, a.denominator)
    }

    var magnitude: Rational { numerator < 0 ? -self : self }

    @_optimize(speed) static func + (a: Rational, b: Rational) throws(RationalOverflow) -> Rational {
        if a.numerator == 0 { return b }
        if b.numerator == 0 { return a }
        if a.denominator == 1 && b.denominator == 1 {
            return Rational(reduced: try add(a.numerator, b.numerator), 1)
        }
        // Knuth's method: keeps intermediates as small as possible.
        let g = gcd(a.denominator, b.denominator)
        let t = try add(try mul(a.numerator, b.denominator / g), try mul(b.numerator, a.denominator / g))
        if t == 0 { return .zero }
        let g2 = gcd(t, g)
        return Rational(reduced: t / g2, try mul(a.denominator / g, b.denominator / g2))
    }

    @_optimize(speed) static func - (a: Rational, b: Rational) throws(RationalOverflow) -> Rational {
        try a + (-b)
    }

    @_optimize(speed) static func * (a: Rational, b: Rational) throws(RationalOverflow) -> Rational {
        if a.numerator == 0 || b.numerator == 0 { return .zero }
        let g1 = gcd(a.numerator, b.denominator)
        let g2 = gcd(b.numerator, a.denominator)
        return Rational(
            reduced: try mul(a.numerator / g1, b.numerator / g2),
            try mul(a.denominator / g2, b.denominator / g1))
    }

    @_optimize(speed) static func / (a: Rational, b: Rational) throws(RationalOverflow) -> Rational {
        guard b.numerator != 0 else { throw RationalOverflow() }
        let inverse = b.numerator < 0
            ? Rational(reduced: -b.denominator, -b.numerator)
            : Rational(reduced: b.denominator, b.numerator)
        return try a * inverse
    }

    // MARK: Comparison (exact, never overflows: 128-bit cross products)

    @_optimize(speed) static func < (a: Rational, b: Rational) -> Bool {
        let l = a.numerator.multipliedFullWidth(by: b.denominator)
        let r = b.numerator.multipliedFullWidth(by: a.denominator)
        return l.high < r.high || (l.high == r.high && l.low < r.low)
    }
}
