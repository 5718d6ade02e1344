import Testing
import LayoutSyntax

/// Fractional priorities (UIKit's are Floats: UISV-hiding 999.999, UISV-spanning-boundary 999.5):
/// read, printed as UIKit's `%g` prints them, refused with the rule they break.
@Suite struct LayoutPriorityTests {
    /// (text, thousandths, printed): the printed form is `%g` of the value (no trailing zeros,
    /// no `.0`), so reading it back gives the same priority.
    static let good: [(String, Int, String)] = [
        ("250", 250_000, "250"), ("1000", 1_000_000, "1000"), ("1", 1000, "1"),
        ("999.999", 999_999, "999.999"), ("999.5", 999_500, "999.5"), ("749.99", 749_990, "749.99"),
        ("250.0", 250_000, "250"), ("250.500", 250_500, "250.5"), ("0.001", 1, "0.001"), ("0.5", 500, "0.5"),
        ("999.5000", 999_500, "999.5"), ("+750", 750_000, "750"), ("1000.000", 1_000_000, "1000"), (".5", 500, "0.5"),
    ]

    @Test(arguments: good) func reads(_ text: String, _ thousandths: Int, _ printed: String) throws {
        let p = try LayoutPriority.parse(text).get()
        #expect(p.thousandths == thousandths)
        #expect(p.description == printed)
        #expect(try LayoutPriority.parse(p.description).get() == p)
    }

    /// UIKit's rule (greater than 0, at most 1000) and plumb's thousandths.
    static let bad: [(String, LayoutPriority.ParseError)] = [
        ("0", .outOfRange("0")), ("0.0", .outOfRange("0.0")), ("-1", .outOfRange("-1")), ("-0", .outOfRange("-0")),
        ("1000.5", .outOfRange("1000.5")), ("1001", .outOfRange("1001")), ("1000.0001", .outOfRange("1000.0001")),
        ("99999999", .outOfRange("99999999")), ("999.9999", .tooPrecise("999.9999")), ("0.0001", .tooPrecise("0.0001")),
        ("abc", .notANumber("abc")), ("", .notANumber("")), ("1e3", .notANumber("1e3")), ("9.9.9", .notANumber("9.9.9")),
        (".", .notANumber(".")), ("-", .notANumber("-")),
    ]

    @Test(arguments: bad) func refuses(_ text: String, _ error: LayoutPriority.ParseError) {
        #expect(throws: error) { try LayoutPriority.parse(text).get() }
    }

    @Test func messages() {
        #expect(LayoutPriority.ParseError.outOfRange("0").description == "priority must be greater than 0 and at most 1000, found '0'")
        #expect(LayoutPriority.ParseError.tooPrecise("999.9999").description
            == "priority must have at most three decimals (plumb keeps thousandths, as UIKit prints them), found '999.9999'")
    }

    /// Every thousandth prints as `%g` of the Float UIKit would hold (six significant digits at
    /// most, so no digit is lost) and reads back to itself; checked on a sample of the million.
    @Test func everyThousandthRoundTrips() {
        var checked = 0
        for t in stride(from: 1, through: 1_000_000, by: 97) + [999_999, 999_500, 1_000_000, 1] {
            let p = LayoutPriority(thousandths: t)!
            #expect(LayoutPriority(exactly: p.value) == p)
            #expect((try? LayoutPriority.parse(p.description).get()) == p, "\(t)")
            checked += 1
        }
        #expect(checked > 10_000)
    }

    /// Ordering is numeric: 999 < 999.5 < 999.999 < 1000 (required).
    @Test func ordering() {
        let ps: [LayoutPriority] = [1000, 999.999, 250, 999, 999.5, 0.001]
        #expect(ps.sorted().map(\.description) == ["0.001", "250", "999", "999.5", "999.999", "1000"])
        #expect(LayoutPriority.required.isRequired && !LayoutPriority(999.999).isRequired)
        #expect(LayoutPriority(whole: 0) == nil && LayoutPriority(whole: 1001) == nil && LayoutPriority(thousandths: 0) == nil)
        #expect(LayoutPriority(exactly: 999.9999) == nil && LayoutPriority(nearest: 999.9999) == .required)
        #expect(LayoutPriority(nearest: Double(Float(bitPattern: 1148846064))) == 999.999)
    }

    /// Fractional priorities in both syntaxes, parsed and printed back.
    @Test func inEquationsAndVisualFormat() throws {
        let e = try ConstraintEquation.parse("a.width == 100 @999.5 id \"Tie\"")
        #expect(e.priority == 999.5)
        #expect(e.canonicalText == "a.width == 100 @999.5 id \"Tie\"")
        #expect(try ConstraintEquation.parse("a.width >= b.width @ 999.999").canonicalText == "a.width >= b.width @999.999")
        let f = try VisualFormat.parse("H:|-(>=20@999.5)-[a(100@0.5)]-(8@999.999)-|")
        #expect(f.canonicalText == "H:|-(>=20@999.5)-[a(100@0.5)]-(8@999.999)-|")
        let m = try VisualFormat.parse("H:[a(>=8@p)]").resolvingMetrics(["p": 999.5])
        #expect(m.canonicalText == "H:[a(>=8@999.5)]")
    }
}
