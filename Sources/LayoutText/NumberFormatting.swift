import LayoutModel
/// The numbers of every description plumb prints, formatted as C's `printf` formats them in the
/// "C" locale — exactly, with no Foundation and no dependence on the machine's locale.
///
/// - ``fixed(_:places:)`` is `%.Nf` (the book's `%0.1f`, Listing 5-1).
/// - ``general(_:significantDigits:)`` is `%.Ng` (`%g`: what Apple's descriptions print —
///   `41.6667`, `0.384615`, `1e+06`).
/// - ``readable(_:)`` is the book's readable frame number: at most three decimals, trailing zeros
///   and a bare point removed (`110`, `12.5`, `100.333`).
///
/// **Rounding** is glibc's: the exact binary value of the double is expanded to its exact decimal
/// digits (every finite double has finitely many) and rounded to the nearest; an exact tie goes
/// to the even digit (round half to even, the IEEE default mode printf uses). So `0.05` → `0.1`
/// (the double is 0.05000000000000000277…, above the tie), `0.15` → `0.1` (0.1499999999999999944…),
/// `0.25` → `0.2` (an exact tie, to even), `2.5` → `2` with `%.0f`. Negative zero and negative
/// numbers that round to zero keep their sign, as in C (`-0.0`); the readable form drops it.
/// Infinities and NaN print `inf`, `-inf` and `nan`.
public enum NumberFormatting {
    /// `printf("%.*f", places, value)`.
    public static func fixed(_ value: Double, places: Int) -> String {
        let places = max(0, places)
        if let special = nonFinite(value) { return special }
        let sign = value.sign == .minus ? "-" : ""
        let magnitude = value.magnitude
        // Fast path: whole numbers that fit in an integer exactly.
        if magnitude < 9.007_199_254_740_992e15, magnitude == magnitude.rounded(.towardZero) {
            let digits = String(UInt64(magnitude))
            return sign + digits + (places > 0 ? "." + String(repeating: "0", count: places) : "")
        }
        let exact = ExactDecimal(magnitude)
        let rounded = exact.rounded(fractionDigits: places)
        return sign + pointed(rounded, fractionDigits: places)
    }

    /// `printf("%.*g", significantDigits, value)`; `%g` is 6 significant digits.
    public static func general(_ value: Double, significantDigits: Int = 6) -> String {
        let precision = max(1, significantDigits)
        if let special = nonFinite(value) { return special }
        let sign = value.sign == .minus ? "-" : ""
        if value == 0 { return sign + "0" }
        let exact = ExactDecimal(value.magnitude)
        // The decimal exponent of the value once rounded to `precision` significant digits.
        var (digits, exponent) = exact.rounded(significantDigits: precision)
        if exponent < -4 || exponent >= precision {
            // Style e: d.ddd…e±XX, trailing zeros of the fraction removed.
            var mantissa = String(digits.first!)
            var fraction = digits.dropFirst()
            while fraction.last == "0" { fraction.removeLast() }
            if !fraction.isEmpty { mantissa += "." + fraction }
            let expSign = exponent < 0 ? "-" : "+"
            exponent = abs(exponent)
            let expDigits = exponent < 10 ? "0" + String(exponent) : String(exponent)
            return sign + mantissa + "e" + expSign + expDigits
        }
        // Style f with precision − 1 − exponent fraction digits, trailing zeros removed.
        let places = precision - 1 - exponent
        let text = pointed(exact.rounded(fractionDigits: places), fractionDigits: places)
        return sign + stripFraction(text)
    }

    /// The book's readable number (frames, sizes): integers without decimals, others rounded to
    /// at most three places with trailing zeros removed; never `-0`.
    public static func readable(_ value: Double) -> String {
        if let special = nonFinite(value) { return special }
        var text = stripFraction(fixed(value, places: 3))
        if text == "-0" { text = "0" }
        return text
    }

    /// `printf("%d")` of a whole number, right-aligned in `width` columns (`%2d`, `%4d`).
    public static func padded(_ value: Int, width: Int) -> String {
        padded(String(value), width: width)
    }

    /// `text` right-aligned in `width` columns (`%4s`: a priority, ` 750`, `999.5`).
    public static func padded(_ text: String, width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }

    // MARK: - Helpers

    static func nonFinite(_ value: Double) -> String? {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        return nil
    }

    /// Places a decimal point `fractionDigits` from the right of a digit string, padding with
    /// leading zeros so at least one digit stands before the point.
    static func pointed(_ digits: String, fractionDigits: Int) -> String {
        guard fractionDigits > 0 else { return digits }
        var d = digits
        if d.count <= fractionDigits { d = String(repeating: "0", count: fractionDigits - d.count + 1) + d }
        let split = d.index(d.endIndex, offsetBy: -fractionDigits)
        return String(d[..<split]) + "." + String(d[split...])
    }

    /// `12.500` → `12.5`, `3.000` → `3`; text without a point is returned as is.
    static func stripFraction(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var t = Substring(text)
        while t.last == "0" { t.removeLast() }
        if t.last == "." { t.removeLast() }
        return String(t)
    }
}

/// The exact decimal value of a finite, non-negative double: `digits × 10^-scale`, where
/// `digits` has no leading zeros (or is `"0"`).
struct ExactDecimal {
    var digits: [UInt8]
    var scale: Int

    init(_ value: Double) {
        precondition(value.isFinite && value >= 0)
        if value == 0 {
            digits = [0]
            scale = 0
            return
        }
        var mantissa = value.significandBitPattern
        var exponent: Int
        if value.isNormal {
            mantissa |= 1 << 52
            exponent = Int(value.exponentBitPattern) - 1075
        } else {
            exponent = -1074
        }
        let zeros = mantissa.trailingZeroBitCount
        mantissa >>= UInt64(zeros)
        exponent += zeros
        var big = BigDecimalInteger(mantissa)
        if exponent >= 0 {
            big.multiply(byPowerOf: 2, exponent)
            scale = 0
        } else {
            // m × 2^-k = m × 5^k / 10^k.
            big.multiply(byPowerOf: 5, -exponent)
            scale = -exponent
        }
        digits = big.decimalDigits
    }

    /// The value rounded (half to even) to `fractionDigits` decimals, as the digit string of
    /// `value × 10^fractionDigits` (no leading zeros, `"0"` for zero).
    func rounded(fractionDigits: Int) -> String {
        let drop = scale - fractionDigits
        if drop <= 0 {
            return Self.trimmed(digits + [UInt8](repeating: 0, count: -drop))
        }
        return Self.round(digits, keeping: digits.count - drop)
    }

    /// The value rounded (half to even) to `count` significant digits: exactly `count` digits and
    /// the decimal exponent of the first one.
    func rounded(significantDigits count: Int) -> (digits: String, exponent: Int) {
        var exponent = digits.count - 1 - scale
        var kept = Self.round(digits, keeping: count)
        if kept.count > count {
            // 9.99… rounded up to 10.0…: one more digit, one more in the exponent.
            kept.removeLast()
            exponent += 1
        }
        if kept.count < count { kept += String(repeating: "0", count: count - kept.count) }
        return (kept, exponent)
    }

    /// Keeps the first `keep` digits (≤ 0 keeps none), rounding half to even on what is dropped.
    static func round(_ digits: [UInt8], keeping keep: Int) -> String {
        if keep >= digits.count { return trimmed(digits) }
        if keep < 0 { return "0" }  // the first dropped digit is an implied leading zero
        var kept = Array(digits[..<keep])
        let first = digits[keep]
        let restNonZero = digits[(keep + 1)...].contains { $0 != 0 }
        let lastKeptOdd = (kept.last ?? 0) % 2 == 1
        let up = first > 5 || (first == 5 && (restNonZero || lastKeptOdd))
        if up {
            var i = kept.count - 1
            while i >= 0 {
                if kept[i] == 9 {
                    kept[i] = 0
                    i -= 1
                } else {
                    kept[i] += 1
                    break
                }
            }
            if i < 0 { kept.insert(1, at: 0) }
        }
        return trimmed(kept)
    }

    static func trimmed(_ digits: [UInt8]) -> String {
        let significant = digits.drop { $0 == 0 }
        if significant.isEmpty { return "0" }
        return String(significant.map { Character(Unicode.Scalar($0 + 48)) })
    }
}

/// A non-negative integer in base 10⁹ limbs (least significant first), just enough arithmetic
/// for exact decimal expansions of doubles.
struct BigDecimalInteger {
    static let base: UInt64 = 1_000_000_000
    var limbs: [UInt64]

    init(_ value: UInt64) {
        limbs = []
        var v = value
        repeat {
            limbs.append(v % Self.base)
            v /= Self.base
        } while v > 0
    }

    mutating func multiply(by factor: UInt64) {
        var carry: UInt64 = 0
        for i in limbs.indices {
            let product = limbs[i] * factor + carry
            limbs[i] = product % Self.base
            carry = product / Self.base
        }
        while carry > 0 {
            limbs.append(carry % Self.base)
            carry /= Self.base
        }
    }

    /// Multiplies by base^exponent in chunks that keep every product below 2⁶⁴.
    mutating func multiply(byPowerOf base: UInt64, _ exponent: Int) {
        // Largest chunk: base^k ≤ 2³¹ keeps limb × chunk + carry < 10⁹ × 2³¹ + 2³¹ < 2⁶⁴.
        var chunk: UInt64 = 1
        var chunkExponent = 0
        while chunk * base <= 1 << 31 {
            chunk *= base
            chunkExponent += 1
        }
        var remaining = exponent
        while remaining >= chunkExponent {
            multiply(by: chunk)
            remaining -= chunkExponent
        }
        if remaining > 0 {
            var rest: UInt64 = 1
            for _ in 0..<remaining { rest *= base }
            multiply(by: rest)
        }
    }

    var decimalDigits: [UInt8] {
        var out: [UInt8] = []
        for (i, limb) in limbs.enumerated().reversed() {
            var chunk: [UInt8] = []
            var v = limb
            for _ in 0..<9 {
                chunk.append(UInt8(v % 10))
                v /= 10
            }
            chunk.reverse()
            if i == limbs.count - 1 {
                out += chunk.drop { $0 == 0 }
            } else {
                out += chunk
            }
        }
        return out.isEmpty ? [0] : out
    }
}
