import PlumbTestSupport
import Testing
import LayoutModel
@testable import LayoutText
import LayoutSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Golden tests for the text forms users read (docs/report-format.md): numbers, the book's
// stringValue and view reports (Listings 5-1, 5-3, Examples 5-8 … 5-12), and Apple's console
// descriptions (the seed logs, ../shared/formats/console-log-grammar.md §2.4).
//
// Goldens name addresses by placeholder — `{v:img}` is the address of the view named img,
// `{g:root.margins}` of a guide, `{c:7}` of the constraint with handle 7 — and `expand` puts the
// session's real addresses in. So every golden checks the exact text, addresses included, and
// stays true whatever sequence the pseudo-address allocator uses.

// MARK: - Helpers

/// Replaces `{v:NAME}`, `{g:NAME}` and `{c:HANDLE}` by the addresses of that view, guide or
/// constraint in the session.
private func expand(_ template: String, _ s: LayoutSession) -> String {
    template.replacing(/\{([vgc]):([^}]+)\}/) { match in
        let (kind, key) = (match.output.1, String(match.output.2))
        switch kind {
        case "v": return hexAddress(s.state[s.state.view(named: key)!].address)
        case "g": return hexAddress(s.state[s.state.guide(named: key)!].address)
        default: return hexAddress(s.state[ConstraintHandle(Int(key)!)].address)
        }
    }
}

/// The lines only in `book` and the lines only in `ours` (a longest-common-subsequence diff),
/// after replacing every `0x…` address by `0x…` and dropping leading spaces (the book's examples
/// print `1. @ 250 …` where Listing 5-3's `%2d. ` gives ` 1. @ 250 …`: the typesetting lost the
/// space).
private func bookDiff(book: String, ours: String) -> (onlyBook: [String], onlyOurs: [String]) {
    func normalise(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.drop { $0 == " " }).replacing(/0x[0-9a-f]+/, with: "0x…")
        }
    }
    let a = normalise(book), b = normalise(ours)
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
            table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
        }
    }
    var onlyBook: [String] = [], onlyOurs: [String] = []
    var i = 0, j = 0
    while i < a.count || j < b.count {
        if i < a.count, j < b.count, a[i] == b[j] {
            i += 1
            j += 1
        } else if j < b.count, i == a.count || table[i][j + 1] >= table[i + 1][j] {
            onlyOurs.append(b[j])
            j += 1
        } else {
            onlyBook.append(a[i])
            i += 1
        }
    }
    return (onlyBook, onlyOurs)
}

/// Replaces each distinct address by `0x#1`, `0x#2` … in order of first appearance, so two texts
/// compare equal when they name the same objects in the same places, whatever the addresses.
private func numberAddresses(_ text: String) -> String {
    var seen: [Substring: Int] = [:]
    return text.replacing(/0x[0-9a-f]+/) { match in
        let key = match.output
        if seen[key] == nil { seen[key] = seen.count + 1 }
        return "0x#\(seen[key]!)"
    }
}

/// C's printf of one double, for comparing the formatter with the C library.
private func cFormat(_ format: String, _ value: Double) -> String {
    var buffer = [CChar](repeating: 0, count: 2048)
    _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

private typealias FormatterRandom = SplitMix64

// MARK: - Numbers

@Suite struct NumberFormattingTests {
    /// `%0.1f` rounds the exact binary value to nearest, exact ties to even (glibc's printf).
    @Test func fixedMatchesPrintf() {
        let f = { (x: Double) in NumberFormatting.fixed(x, places: 1) }
        #expect(f(0.05) == "0.1")   // 0.05000000000000000277… is above the tie
        #expect(f(0.15) == "0.1")   // 0.14999999999999999445… is below it
        #expect(f(0.25) == "0.2")   // an exact tie: to even
        #expect(f(0.35) == "0.3")
        #expect(f(0.45) == "0.5")
        #expect(f(211) == "211.0")
        #expect(f(-8) == "-8.0")
        #expect(f(1e9) == "1000000000.0")
        #expect(f(-0.0) == "-0.0")
        #expect(f(-0.04) == "-0.0")
        #expect(f(1e-300) == "0.0")
        #expect(f(1e23) == "99999999999999991611392.0")
        #expect(NumberFormatting.fixed(2.5, places: 0) == "2")
        #expect(NumberFormatting.fixed(3.5, places: 0) == "4")
        #expect(NumberFormatting.fixed(0.5, places: 0) == "0")
        #expect(NumberFormatting.fixed(9.96, places: 1) == "10.0")
        #expect(NumberFormatting.fixed(0.125, places: 2) == "0.12")
        #expect(NumberFormatting.fixed(100.0 / 3, places: 3) == "33.333")
        #expect(f(.infinity) == "inf")
        #expect(f(-.infinity) == "-inf")
        #expect(f(.nan) == "nan")
    }

    /// `%g`: six significant digits, exponent form below 1e-4 and from 1e6, trailing zeros removed.
    @Test func generalMatchesPrintf() {
        let g = { (x: Double) in NumberFormatting.general(x) }
        #expect(g(320) == "320")
        #expect(g(41.666666666) == "41.6667")
        #expect(g(20.333333) == "20.3333")
        #expect(g(0.38461538) == "0.384615")
        #expect(g(371.325) == "371.325")
        #expect(g(139.5) == "139.5")
        #expect(g(-16) == "-16")
        #expect(g(0) == "0")
        #expect(g(-0.0) == "-0")
        #expect(g(100000) == "100000")
        #expect(g(1e6) == "1e+06")
        #expect(g(999999.5) == "1e+06")
        #expect(g(123456.5) == "123456")   // exact tie, to even
        #expect(g(0.0001) == "0.0001")
        #expect(g(0.00001) == "1e-05")
        #expect(g(1e9) == "1e+09")
        #expect(g(.leastNonzeroMagnitude) == "4.94066e-324")
        #expect(g(.greatestFiniteMagnitude) == "1.79769e+308")
    }

    @Test func readableNumbers() {
        let r = NumberFormatting.readable
        #expect(r(110) == "110")
        #expect(r(12.5) == "12.5")
        #expect(r(100.0 + 1.0 / 3) == "100.333")
        #expect(r(-25) == "-25")
        #expect(r(-0.0) == "0")
        #expect(r(-0.0001) == "0")
        #expect(r(0.0005) == "0.001")
        #expect(r(1e9) == "1000000000")
        #expect(Rect(x: 12.5, y: 3, width: 100.0 + 1.0 / 3, height: 20).readableDescription == "(12.5 3; 100.333 20)")
        #expect(Rect(x: 110, y: 202, width: 100, height: 100).readableDescription == "(110 202; 100 100)")
        #expect(Size.none.readableDescription == "{-1, -1}")
        #expect(Size(width: 36.5, height: 21).readableDescription == "{36.5, 21}")
        #expect(NumberFormatting.padded(1, width: 2) == " 1")
        #expect(NumberFormatting.padded(250, width: 4) == " 250")
        #expect(NumberFormatting.padded(1000, width: 4) == "1000")
        #expect(NumberFormatting.padded(123, width: 2) == "123")
    }

    /// 4,000 doubles — random bit patterns, decimal ties like 2.25 and 0.125, integers
    /// and halves — formatted by us and by the C library: `%.0f %.1f %.3f %g %.3g`.
    @Test func agreesWithTheCLibrary() {
        var rng = FormatterRandom(state: 20_260_101)
        var values: [Double] = [0.05, 0.15, 0.25, 0.35, 211, -8, 1e9, 0.5, 1.5, 2.5, -2.5, 1e15 + 0.5]
        for _ in 0..<1000 {
            let bits = rng.next()
            let x = Double(bitPattern: bits)
            if x.isFinite { values.append(x) }
            let scale = [1.0, 10, 100, 1000, 10000][Int(rng.next() % 5)]
            values.append(Double(Int64(bitPattern: rng.next()) % 2_000_000) / scale + 0.5 / scale)
            values.append(Double(Int64(bitPattern: rng.next()) % 100_000) / 8)
            values.append(Double(rng.next() % 1_000_000_000) * 0.001)
        }
        var mismatches: [String] = []
        for x in values {
            let pairs: [(String, String)] = [
                (NumberFormatting.fixed(x, places: 0), cFormat("%.0f", x)),
                (NumberFormatting.fixed(x, places: 1), cFormat("%.1f", x)),
                (NumberFormatting.fixed(x, places: 3), cFormat("%.3f", x)),
                (NumberFormatting.general(x), cFormat("%g", x)),
                (NumberFormatting.general(x, significantDigits: 3), cFormat("%.3g", x)),
            ]
            for (ours, c) in pairs where ours != c { mismatches.append("\(x.bitPattern): \(ours) vs \(c)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }
}

// MARK: - The book's stringValue (Listing 5-1)

@Suite struct BookStringValueTests {
    /// The four examples printed above Listing 5-1, rebuilt.
    @Test func listingExamples() throws {
        let s = LayoutSession()
        let view = try s.addView(name: "v")
        let button = try s.addView(name: "b", className: "UIButton")
        let small = try s.addView(name: "s")
        let c1 = try s.addConstraint(Anchor(.view(view), .leading), .equal, Anchor(.view(button), .trailing), constant: 8)
        let c2 = try s.addConstraint(Anchor(.view(button), .centerY), .lessThanOrEqual, Anchor(.view(view), .centerY))
        let c3 = try s.addConstraint(Anchor(.view(small), .height), .equal, constant: 20)
        let c4 = try s.addConstraint(Anchor(.view(small), .width), .equal, Anchor(.view(view), .width), multiplier: 0.5)
        let text = [c1, c2, c3, c4].map { s.state.bookDescription(of: s.state[$0]) }
        #expect(text == [
            "<UIView:{v:v}>.leading == <UIButton:{v:b}>.trailing + 8.0",
            "<UIButton:{v:b}>.centerY <= <UIView:{v:v}>.centerY",
            "<UIView:{v:s}>.height == 20.0",
            "<UIView:{v:s}>.width == <UIView:{v:v}>.width * 0.5",
        ].map { expand($0, s) })
        // The address is the object's own, in lowercase hex.
        #expect(s.state.bookName(of: .view(view)) == "UIView:0x" + String(s.state[view].address, radix: 16))
    }

    @Test func nametagsNegativeConstantsAndMultipliers() throws {
        let s = LayoutSession()
        try s.setNametag(view: ViewID(0), "RootView")
        let v0 = try s.addView(name: "V0")
        let contrast = try s.addView(name: "contrast")
        try s.setNametag(view: v0, "V0")
        try s.setNametag(view: contrast, "ContrastView")
        func text(_ h: ConstraintHandle) -> String { s.state.bookDescription(of: s.state[h]) }
        func golden(_ t: String) -> String { expand(t, s) }
        let left = try s.addConstraint(Anchor(.view(v0), .left), .equal, Anchor(.view(ViewID(0)), .left), constant: 211)
        #expect(text(left) == golden("<V0:{v:V0}>.left == <RootView:{v:root}>.left + 211.0"))
        let bottom = try s.addConstraint(Anchor(.view(ViewID(0)), .bottom), .greaterThanOrEqual, Anchor(.view(contrast), .bottom))
        #expect(text(bottom) == golden("<RootView:{v:root}>.bottom >= <ContrastView:{v:contrast}>.bottom"))
        let negative = try s.addConstraint(Anchor(.view(v0), .trailing), .equal, Anchor(.view(ViewID(0)), .trailingMargin), constant: -8)
        #expect(text(negative) == golden("<V0:{v:V0}>.trailing == <RootView:{v:root}>.trailingMargin - 8.0"))
        let both = try s.addConstraint(Anchor(.view(v0), .width), .lessThanOrEqual, Anchor(.view(contrast), .height),
                                       multiplier: 1.5, constant: -0.25)
        #expect(text(both) == golden("<V0:{v:V0}>.width <= <ContrastView:{v:contrast}>.height * 1.5 - 0.2"))
        // The multiplier is %0.1f too, as in the listing: 0.25 prints 0.2 (a tie, to even).
        let quarter = try s.addConstraint(Anchor(.view(v0), .height), .equal, Anchor(.view(contrast), .height),
                                          multiplier: 0.25, constant: 0.05)
        #expect(text(quarter) == golden("<V0:{v:V0}>.height == <ContrastView:{v:contrast}>.height * 0.2 + 0.1"))
        let baseline = try s.addConstraint(Anchor(.view(v0), .firstBaseline), .equal, Anchor(.view(contrast), .centerYWithinMargins))
        #expect(text(baseline) == golden("<V0:{v:V0}>.firstBaseline == <ContrastView:{v:contrast}>.centerYWithinMargins"))
        // Without its nametag the view shows its class again.
        try s.setNametag(view: v0, nil)
        #expect(text(left) == golden("<UIView:{v:V0}>.left == <RootView:{v:root}>.left + 211.0"))
    }

    /// A unary constraint prints its constant with its sign; negative zero prints as 0.0.
    @Test func unaryConstants() throws {
        let s = LayoutSession()
        let v = try s.addView(name: "v")
        var c = LayoutConstraint(handle: ConstraintHandle(99), address: 0x1234, first: Anchor(.view(v), .width), relation: .equal, second: nil,
                                 constant: -8)
        #expect(s.state.bookDescription(of: c) == expand("<UIView:{v:v}>.width == -8.0", s))
        c.constant = -0.0
        #expect(s.state.bookDescription(of: c) == expand("<UIView:{v:v}>.width == 0.0", s))
        c.constant = 1e9
        c.relation = .greaterThanOrEqual
        #expect(s.state.bookDescription(of: c) == expand("<UIView:{v:v}>.width >= 1000000000.0", s))
    }

    /// Guides print as `UILayoutGuide`; content-size constraints as the book's `width == 64.0`.
    @Test func guidesAndContentSize() throws {
        let s = LayoutSession()
        _ = try s.addView(name: "img", className: "UIImageView", intrinsicSize: Size(width: 64, height: 64))
        let margins = s.guide(.layoutMargins, of: ViewID(0))
        let spacer = try s.addLayoutGuide(name: "spacer", in: ViewID(0))
        let texts = s.state.constraints.map { s.state.bookDescription(of: $0) }
        #expect(texts.contains(expand("<UIImageView:{v:img}>.width == 64.0", s)))
        #expect(texts.contains(expand("<UIImageView:{v:img}>.height == 64.0", s)))
        #expect(texts.contains(expand("<UILayoutGuide:{g:root.margins}>.left == <UIView:{v:root}>.left + 8.0", s)))
        #expect(texts.contains(expand("<UILayoutGuide:{g:root.margins}>.bottom == <UIView:{v:root}>.bottom - 8.0", s)))
        let h = try s.addConstraint(Anchor(.guide(spacer), .top), .equal, Anchor(.guide(margins), .top), constant: 20)
        #expect(s.state.bookDescription(of: s.state[h])
                == expand("<UILayoutGuide:{g:spacer}>.top == <UILayoutGuide:{g:root.margins}>.top + 20.0", s))
        #expect(s.state.bookName(of: .guide(margins)) == expand("UILayoutGuide:{g:root.margins}", s))
    }
}

// MARK: - Reports (Listing 5-3, Examples 5-8 … 5-12)

@Suite struct ViewReportTests {
    /// The scenario of Examples 5-8 and 5-10: a 64×64 image view that hugs at 50 against
    /// width/height == 100 @250, centred in the root (nametagged RootView).
    func makeExample5_8() throws -> (LayoutSession, ViewID) {
        let s = LayoutSession()
        try s.setNametag(view: ViewID(0), "RootView")
        let img = try s.addView(name: "img", className: "UIImageView", intrinsicSize: Size(width: 64, height: 64))
        try s.setContentMode(img, .center)
        try s.setHugging(img, .horizontal, 50)
        try s.setHugging(img, .vertical, 50)
        try s.addConstraint(Anchor(.view(img), .width), .equal, constant: 100, priority: 250)
        try s.addConstraint(Anchor(.view(img), .height), .equal, constant: 100, priority: 250)
        try s.addConstraint(Anchor(.view(img), .centerX), .equal, Anchor(.view(ViewID(0)), .centerX))
        try s.addConstraint(Anchor(.view(img), .centerY), .equal, Anchor(.view(ViewID(0)), .centerY))
        return (s, img)
    }

    /// Example 5-8. The book prints no `Constraints....` line although Listing 5-3 appends one
    /// (`Constraints....%d`) before the list: we follow the listing (and SPEC §3.2). The book's
    /// `1. @ 250` is Listing 5-3's `%2d. ` (` 1. @ 250`) with the leading space lost in print.
    @Test func example5_8() throws {
        let (s, img) = try makeExample5_8()
        let ours = s.report(view: img)
        #expect(ours == expand("""
            <UIImageView:{v:img}> UIImageView : UIView
            Frame:.........(110 202; 100 100)
            Content size...{64, 64} [Content Mode: Center]
            Hugging........[H 50] [V 50]
            Resistance.....[H 750] [V 750]
            Constraints....4
             1. @ 250 <UIImageView:{v:img}>.width == 100.0
             2. @ 250 <UIImageView:{v:img}>.height == 100.0
             3. <UIImageView:{v:img}>.width == 64.0 (NSContentSizeLayoutConstraint)
             4. <UIImageView:{v:img}>.height == 64.0 (NSContentSizeLayoutConstraint)
            """, s))
        let book = """
            <UIImageView:0x8c33c20> UIImageView : UIView
            Frame:.........(110 202; 100 100)
            Content size...{64, 64} [Content Mode: Center]
            Hugging........[H 50] [V 50]
            Resistance.....[H 750] [V 750]
            1. @ 250 <UIImageView:0x8c33c20>.width == 100.0
            2. @ 250 <UIImageView:0x8c33c20>.height == 100.0
            3. <UIImageView:0x8c33c20>.width == 64.0 (NSContentSizeLayoutConstraint)
            4. <UIImageView:0x8c33c20>.height == 64.0 (NSContentSizeLayoutConstraint)
            """
        let diff = bookDiff(book: book, ours: ours)
        #expect(diff.onlyBook == [])
        #expect(diff.onlyOurs == ["Constraints....4"])
    }

    /// Example 5-9: hugging 750 beats == 100 @500. The book's origin (131 223) cannot be a
    /// centred 64×64 view in the 320×504 root of the same chapter (that is (128 220)); its
    /// screenshot came from a different root. We print what the layout gives.
    @Test func example5_9() throws {
        let s = LayoutSession()
        let img = try s.addView(name: "img", className: "UIImageView", intrinsicSize: Size(width: 64, height: 64))
        try s.setContentMode(img, .scaleAspectFill)
        try s.setHugging(img, .horizontal, 750)
        try s.setHugging(img, .vertical, 750)
        try s.addConstraint(Anchor(.view(img), .width), .equal, constant: 100, priority: 500)
        try s.addConstraint(Anchor(.view(img), .height), .equal, constant: 100, priority: 500)
        try s.addConstraint(Anchor(.view(img), .centerX), .equal, Anchor(.view(ViewID(0)), .centerX))
        try s.addConstraint(Anchor(.view(img), .centerY), .equal, Anchor(.view(ViewID(0)), .centerY))
        let ours = s.report(view: img)
        #expect(ours == expand("""
            <UIImageView:{v:img}> UIImageView : UIView
            Frame:.........(128 220; 64 64)
            Content size...{64, 64} [Content Mode: Scale Aspect Fill]
            Hugging........[H 750] [V 750]
            Resistance.....[H 750] [V 750]
            Constraints....4
             1. @ 500 <UIImageView:{v:img}>.width == 100.0
             2. @ 500 <UIImageView:{v:img}>.height == 100.0
             3. <UIImageView:{v:img}>.width == 64.0 (NSContentSizeLayoutConstraint)
             4. <UIImageView:{v:img}>.height == 64.0 (NSContentSizeLayoutConstraint)
            """, s))
        let book = """
            <UIImageView:0x8d3bd80> UIImageView : UIView
            Frame:.........(131 223; 64 64)
            Content size...{64, 64} [Content Mode: Scale Aspect Fill]
            Hugging........[H 750] [V 750]
            Resistance.....[H 750] [V 750]
            1. @ 500 <UIImageView:0x8d3bd80>.width == 100.0
            2. @ 500 <UIImageView:0x8d3bd80>.height == 100.0
            3. <UIImageView:0x8d3bd80>.width == 64.0 (NSContentSizeLayoutConstraint)
            4. <UIImageView:0x8d3bd80>.height == 64.0 (NSContentSizeLayoutConstraint)
            """
        let diff = bookDiff(book: book, ours: ours)
        #expect(diff.onlyBook == ["Frame:.........(131 223; 64 64)"])
        #expect(diff.onlyOurs == ["Frame:.........(128 220; 64 64)", "Constraints....4"])
    }

    /// Example 5-10, the parent of 5-8. The book has no `Content size...` line here although
    /// Listing 5-3 always prints one (and Examples 5-11 and 5-12 show `{-1, -1}` for the same
    /// root): we follow the listing. The root's size is two required system constraints installed
    /// on it ('UIView-Encapsulated-Layout-Width/Height', as on a view controller's root since
    /// iOS 8); in the book (iOS 6/7) the root was sized by autoresizing constraints installed on
    /// the window above it, so they are not in its list. The system's constraints come after the
    /// app's, as UIKit adds them in the layout pass.
    @Test func example5_10() throws {
        let (s, _) = try makeExample5_8()
        let ours = s.report(view: ViewID(0))
        #expect(ours == expand("""
            <RootView:{v:root}> UIView : UIResponder
            Frame:.........(0 0; 320 504)
            Content size...{-1, -1}
            Hugging........[H 250] [V 250]
            Resistance.....[H 750] [V 750]
            Constraints....4
             1. @1000 <UIImageView:{v:img}>.centerX == <RootView:{v:root}>.centerX
             2. @1000 <UIImageView:{v:img}>.centerY == <RootView:{v:root}>.centerY
             3. @1000 <RootView:{v:root}>.width == 320.0 'UIView-Encapsulated-Layout-Width'
             4. @1000 <RootView:{v:root}>.height == 504.0 'UIView-Encapsulated-Layout-Height'
            """, s))
        let book = """
            <RootView:0x8c33970> UIView : UIResponder
            Frame:.........(0 0; 320 504)
            Hugging........[H 250] [V 250]
            Resistance.....[H 750] [V 750]
            1. @1000 <UIImageView:0x8c33c20>.centerX == <RootView:0x8c33970>.centerX
            2. @1000 <UIImageView:0x8c33c20>.centerY == <RootView:0x8c33970>.centerY
            """
        let diff = bookDiff(book: book, ours: ours)
        #expect(diff.onlyBook == [])
        #expect(diff.onlyOurs == [
            "Content size...{-1, -1}", "Constraints....4",
            "3. @1000 <RootView:0x…>.width == 320.0 'UIView-Encapsulated-Layout-Width'",
            "4. @1000 <RootView:0x…>.height == 504.0 'UIView-Encapsulated-Layout-Height'",
        ])
    }

    /// Example 5-11 (descending from the root): V0 has a left edge and a size, no vertical
    /// position, so it is ambiguous. The book's y of -25 is wherever UIKit's engine left it; ours
    /// is where our solver leaves it (0). Any y is as good: that is the ambiguity.
    @Test func example5_11() throws {
        let s = LayoutSession()
        try s.setNametag(view: ViewID(0), "RootView")
        let v0 = try s.addView(name: "V0")
        try s.setNametag(view: v0, "V0")
        try s.addConstraint(Anchor(.view(v0), .left), .equal, Anchor(.view(ViewID(0)), .left), constant: 211)
        try s.addConstraint(Anchor(.view(v0), .width), .equal, constant: 50)
        try s.addConstraint(Anchor(.view(v0), .height), .equal, constant: 50)
        let ours = s.descendingReport(from: ViewID(0))
        #expect(ours == expand("""
            <RootView:{v:root}> UIView : UIResponder
            Frame:.........(0 0; 320 504)
            Content size...{-1, -1}
            Hugging........[H 250] [V 250]
            Resistance.....[H 750] [V 750]
            Constraints....3
             1. @1000 <V0:{v:V0}>.left == <RootView:{v:root}>.left + 211.0
             2. @1000 <RootView:{v:root}>.width == 320.0 'UIView-Encapsulated-Layout-Width'
             3. @1000 <RootView:{v:root}>.height == 504.0 'UIView-Encapsulated-Layout-Height'

            <V0:{v:V0}> UIView : UIResponder [Caution: Ambiguous Layout!]
            Frame:.........(211 0; 50 50)
            Content size...{-1, -1}
            Hugging........[H 250] [V 250]
            Resistance.....[H 750] [V 750]
            Constraints....2
             1. @1000 <V0:{v:V0}>.width == 50.0
             2. @1000 <V0:{v:V0}>.height == 50.0
            """, s))
        let book = """
            <RootView:0x71331c0> UIView : UIResponder
            Frame:.........(0 0; 320 504)
            Content size...{-1, -1}
            Hugging........[H 250] [V 250]
            Resistance.....[H 750] [V 750]
            1. @1000 <V0:0x7133370>.left == <RootView:0x71331c0>.left + 211.0

            <V0:0x7133370> UIView : UIResponder [Caution: Ambiguous Layout!]
            Frame:.........(211 -25; 50 50)
            Content size...{-1, -1}
            Hugging........[H 250] [V 250]
            Resistance.....[H 750] [V 750]
            1. @1000 <V0:0x7133370>.width == 50.0
            2. @1000 <V0:0x7133370>.height == 50.0
            """
        let diff = bookDiff(book: book, ours: ours)
        #expect(diff.onlyBook == ["Frame:.........(211 -25; 50 50)"])
        #expect(diff.onlyOurs == [
            "Constraints....3",
            "2. @1000 <RootView:0x…>.width == 320.0 'UIView-Encapsulated-Layout-Width'",
            "3. @1000 <RootView:0x…>.height == 504.0 'UIView-Encapsulated-Layout-Height'",
            "Frame:.........(211 0; 50 50)", "Constraints....2",
        ])
    }

    /// Example 5-12: left + 118 and left + 100 conflict and constraint 1 (+118) was broken, so V0
    /// sits at x = 100 and is not ambiguous. plumb breaks the constraint whose activation caused
    /// the conflict, so the lesson activates +118 last (made inactive first, to keep the book's
    /// order). The broken constraint is marked ` [broken]`, which the book's listing cannot show.
    @Test func example5_12() throws {
        let s = LayoutSession()
        try s.setNametag(view: ViewID(0), "RootView")
        let v0 = try s.addView(name: "V0")
        try s.setNametag(view: v0, "V0")
        let first = try s.addConstraint(Anchor(.view(v0), .left), .equal, Anchor(.view(ViewID(0)), .left), constant: 118, active: false)
        try s.addConstraint(Anchor(.view(v0), .width), .equal, constant: 50)
        try s.addConstraint(Anchor(.view(v0), .height), .equal, constant: 50)
        try s.addConstraint(Anchor(.view(v0), .top), .equal, Anchor(.view(ViewID(0)), .top), constant: 124)
        try s.addConstraint(Anchor(.view(v0), .left), .equal, Anchor(.view(ViewID(0)), .left), constant: 100)
        try s.setActive([first], true)
        #expect(s.state[first].isBroken)
        let ours = s.descendingReport(from: ViewID(0))
        #expect(ours == expand("""
            <RootView:{v:root}> UIView : UIResponder
            Frame:.........(0 0; 320 504)
            Content size...{-1, -1}
            Hugging........[H 250] [V 250]
            Resistance.....[H 750] [V 750]
            Constraints....5
             1. @1000 <V0:{v:V0}>.left == <RootView:{v:root}>.left + 118.0 [broken]
             2. @1000 <V0:{v:V0}>.top == <RootView:{v:root}>.top + 124.0
             3. @1000 <V0:{v:V0}>.left == <RootView:{v:root}>.left + 100.0
             4. @1000 <RootView:{v:root}>.width == 320.0 'UIView-Encapsulated-Layout-Width'
             5. @1000 <RootView:{v:root}>.height == 504.0 'UIView-Encapsulated-Layout-Height'

            <V0:{v:V0}> UIView : UIResponder
            Frame:.........(100 124; 50 50)
            Content size...{-1, -1}
            Hugging........[H 250] [V 250]
            Resistance.....[H 750] [V 750]
            Constraints....2
             1. @1000 <V0:{v:V0}>.width == 50.0
             2. @1000 <V0:{v:V0}>.height == 50.0
            """, s))
        let book = """
            <RootView:0x755e260> UIView : UIResponder
            Frame:.........(0 0; 320 504)
            Content size...{-1, -1}
            Hugging........[H 250] [V 250]
            Resistance.....[H 750] [V 750]
            1. @1000 <V0:0x755e510>.left == <RootView:0x755e260>.left + 118.0
            2. @1000 <V0:0x755e510>.top == <RootView:0x755e260>.top + 124.0
            3. @1000 <V0:0x755e510>.left == <RootView:0x755e260>.left + 100.0

            <V0:0x755e510> UIView : UIResponder
            Frame:.........(100 124; 50 50)
            Content size...{-1, -1}
            Hugging........[H 250] [V 250]
            Resistance.....[H 750] [V 750]
            1. @1000 <V0:0x755e510>.width == 50.0
            2. @1000 <V0:0x755e510>.height == 50.0
            """
        let diff = bookDiff(book: book, ours: ours)
        #expect(diff.onlyBook == ["1. @1000 <V0:0x…>.left == <RootView:0x…>.left + 118.0"])
        #expect(diff.onlyOurs == [
            "Constraints....5",
            "1. @1000 <V0:0x…>.left == <RootView:0x…>.left + 118.0 [broken]",
            "4. @1000 <RootView:0x…>.width == 320.0 'UIView-Encapsulated-Layout-Width'",
            "5. @1000 <RootView:0x…>.height == 504.0 'UIView-Encapsulated-Layout-Height'",
            "Constraints....2",
        ])
    }

    /// `[Autosizes]`, the mask line, the transform line, text content size, inactive markers,
    /// identifiers and handles.
    @Test func autosizingTransformAndMarkers() throws {
        let s = LayoutSession()
        let label = try s.addView(name: "label", className: "UILabel", text: "Name")   // 44×21 of text
        try s.setContentMode(label, .left)
        try s.setTranslatesAutoresizingMask(label, true, mask: [.flexibleRightMargin, .flexibleBottomMargin],
                                            frame: Rect(x: 50, y: 70, width: 100, height: 30))
        try s.setTransform(label, AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 10.5))
        #expect(s.report(view: label) == expand("""
            <UILabel:{v:label}> UILabel : UIView [Autosizes]
            Mask...........h=--& v=--&
            Frame:.........(50 70; 100 30)
            Transform......[2, 0, 0, 2, 0, 10.5] (ignored by Auto Layout: the frame is the untransformed one)
            Content size...{44, 21} [Content Mode: Left]
            Hugging........[H 250] [V 250]
            Resistance.....[H 750] [V 750]
            Constraints....4
             1. <UILabel:{v:label}>.width == 44.0 (NSContentSizeLayoutConstraint)
             2. <UILabel:{v:label}>.height == 21.0 (NSContentSizeLayoutConstraint)
             3. <UILabel:{v:label}>.width == 100.0 (NSAutoresizingMaskLayoutConstraint)
             4. <UILabel:{v:label}>.height == 30.0 (NSAutoresizingMaskLayoutConstraint)
            """, s))
        #expect(s.report(view: ViewID(0)).hasSuffix(expand("""
            Constraints....4
             1. @1000 <UIView:{v:root}>.width == 320.0 'UIView-Encapsulated-Layout-Width'
             2. @1000 <UIView:{v:root}>.height == 504.0 'UIView-Encapsulated-Layout-Height'
             3. <UILabel:{v:label}>.centerX == <UIView:{v:root}>.left + 100.0 (NSAutoresizingMaskLayoutConstraint)
             4. <UILabel:{v:label}>.centerY == <UIView:{v:root}>.top + 85.0 (NSAutoresizingMaskLayoutConstraint)
            """, s)))

        // Translating with an empty mask: [Autosizes] but no Mask line.
        try s.setTranslatesAutoresizingMask(label, true, mask: [])
        #expect(s.report(view: label).hasPrefix(expand("<UILabel:{v:label}> UILabel : UIView [Autosizes]\nFrame:", s)))

        // Back to constraints; an inactive constraint, an identifier, handles.
        try s.setTranslatesAutoresizingMask(label, false)
        try s.setTransform(label, .identity)
        let w = try s.addConstraint(Anchor(.view(label), .width), .greaterThanOrEqual, constant: 40, priority: 999,
                                    identifier: "Label Width")
        let h = try s.addConstraint(Anchor(.view(label), .height), .equal, constant: 30, priority: 20)
        try s.setActive([h], false)
        #expect(s.report(view: label) == expand("""
            <UILabel:{v:label}> UILabel : UIView [Caution: Ambiguous Layout!]
            Frame:.........(0 0; 44 21)
            Content size...{44, 21} [Content Mode: Left]
            Hugging........[H 250] [V 250]
            Resistance.....[H 750] [V 750]
            Constraints....4
             1. @ 999 <UILabel:{v:label}>.width >= 40.0 'Label Width'
             2. @  20 <UILabel:{v:label}>.height == 30.0 [inactive]
             3. <UILabel:{v:label}>.width == 44.0 (NSContentSizeLayoutConstraint)
             4. <UILabel:{v:label}>.height == 21.0 (NSContentSizeLayoutConstraint)
            """, s))
        let plain = s.report(view: label, options: ReportOptions(showIdentifiers: false, showHandles: true))
        let names = s.state.reportedConstraints(on: label).map(\.handleName)
        #expect(names[0] == s.state[w].handleName)
        #expect(plain.hasSuffix(expand("""
            Constraints....4
             1. @ 999 <UILabel:{v:label}>.width >= 40.0 [\(names[0])]
             2. @  20 <UILabel:{v:label}>.height == 30.0 [inactive] [\(names[1])]
             3. <UILabel:{v:label}>.width == 44.0 (NSContentSizeLayoutConstraint) [\(names[2])]
             4. <UILabel:{v:label}>.height == 21.0 (NSContentSizeLayoutConstraint) [\(names[3])]
            """, s)))
    }

    /// The descent reports a UILabel but not what is inside it (Listing 5-6), stops below a kind
    /// of a skipped class (a UITextView is a UIScrollView) and goes into plain views.
    @Test func descentSkipsTheInsidesOfSystemClasses() throws {
        let s = LayoutSession()
        let label = try s.addView(name: "label", className: "UILabel", text: "Hi")
        let inner = try s.addView(name: "inner", superview: label)
        let box = try s.addView(name: "box")
        let child = try s.addView(name: "child", superview: box)
        let grandchild = try s.addView(name: "grandchild", className: "UIImageView", superview: child)
        let textView = try s.addView(name: "tv", className: "UITextView", superview: box)
        let insideText = try s.addView(name: "tvInner", superview: textView)
        let after = try s.addView(name: "after", className: "UIButton")
        let buttonInside = try s.addView(name: "buttonInside", superview: after)
        #expect(s.state.reportedViews(descendingFrom: ViewID(0)) == [s.state.root, label, box, child, grandchild, textView, after])
        #expect(s.state.reportedViews(descendingFrom: label) == [label])
        #expect(s.state.reportedViews(descendingFrom: inner) == [inner])
        let text = s.descendingReport(from: ViewID(0))
        let reports = text.split(separator: "\n\n", omittingEmptySubsequences: false)
        #expect(reports.count == 7)
        #expect(reports[1].hasPrefix(expand("<UILabel:{v:label}> UILabel : UIView", s)))
        #expect(reports[5].hasPrefix(expand("<UITextView:{v:tv}> UITextView : UIScrollView", s)))
        for hidden in [inner, insideText, buttonInside] {
            #expect(!text.contains(hexAddress(s.state[hidden].address)))
        }
        #expect(!text.hasSuffix("\n"))
    }

    @Test func classKinds() {
        #expect(ViewClass.isKind("UITableView", of: "UIScrollView"))
        #expect(ViewClass.isKind("UITextView", of: "UIScrollView"))
        #expect(ViewClass.isKind("UIButton", of: "UIControl"))
        #expect(ViewClass.isKind("UIButton", of: "UIView"))
        #expect(ViewClass.isKind("NSButton", of: "NSView"))
        #expect(ViewClass.isKind("UIView", of: "UIResponder"))
        #expect(!ViewClass.isKind("UIView", of: "UIScrollView"))
        #expect(!ViewClass.isKind("UIResponder", of: "UIView"))
        #expect(ViewClass.stopsDescent("UILabel"))
        #expect(ViewClass.stopsDescent("UITextView"))
        #expect(!ViewClass.stopsDescent("UIView"))
        #expect(!ViewClass.stopsDescent("UIStackView"))
    }
}

// MARK: - Apple's descriptions (console logs)

@Suite struct AppleDescriptionTests {
    /// The seed log's five constraints (../shared/seeds/000 and 003, first log), as UIKit printed
    /// them on iOS 9. The seed's first log has no identifiers; its second has one on each app
    /// constraint (`seedLinesWithIdentifiers`).
    static let seedLines = [
        "<NSLayoutConstraint:0x7a87b000 H:[UILabel:0x7a8724b0'Name'(>=400)]>",
        "<NSLayoutConstraint:0x7a895e30 UILabel:0x7a8724b0'Name'.leading == UIView:0x7a887ee0.leadingMargin>",
        "<NSLayoutConstraint:0x7a886d20 H:[UILabel:0x7a8724b0'Name']-(NSSpace(8))-[UITextField:0x7a88cff0]>",
        "<NSLayoutConstraint:0x7a87b2e0 UITextField:0x7a88cff0.trailing == UIView:0x7a887ee0.trailingMargin>",
        "<NSLayoutConstraint:0x7ac7c430 'UIView-Encapsulated-Layout-Width' H:[UIView:0x7a887ee0(320)]>",
    ]

    static let seedLinesWithIdentifiers = [
        "<NSLayoutConstraint:0x7b58bac0 'Label Leading' UILabel:0x7b58b040'Name'.leading == UIView:0x7b590790.leadingMargin>",
        "<NSLayoutConstraint:0x7b56d020 'Label Width' H:[UILabel:0x7b58b040'Name'(>=400)]>",
        "<NSLayoutConstraint:0x7b58baf0 'Space Between Controls' H:[UILabel:0x7b58b040'Name']-(NSSpace(8))-[UITextField:0x7b589490]>",
        "<NSLayoutConstraint:0x7b51cb10 'Text Field Trailing' UITextField:0x7b589490.trailing == UIView:0x7b590790.trailingMargin>",
        "<NSLayoutConstraint:0x7b0758c0 'UIView-Encapsulated-Layout-Width' H:[UIView:0x7b590790(320)]>",
    ]

    /// The seed scenario; returns the session and the handles in the first log's order.
    static func seed(identifiers: Bool) throws -> (LayoutSession, width: ConstraintHandle, leading: ConstraintHandle, spacing: ConstraintHandle, trailing: ConstraintHandle) {
        let s = LayoutSession()
        let label = try s.addView(name: "label", className: "UILabel", text: "Name")
        let field = try s.addView(name: "field", className: "UITextField")
        let width = try s.addConstraint(Anchor(.view(label), .width), .greaterThanOrEqual, constant: 400,
                                        identifier: identifiers ? "Label Width" : nil)
        let leading = try s.addConstraint(Anchor(.view(label), .leading), .equal, Anchor(.view(ViewID(0)), .leadingMargin),
                                          identifier: identifiers ? "Label Leading" : nil)
        let spacing = try s.addConstraint(Anchor(.view(field), .leading), .equal, Anchor(.view(label), .trailing), constant: 8,
                                          identifier: identifiers ? "Space Between Controls" : nil)
        let trailing = try s.addConstraint(Anchor(.view(field), .trailing), .equal, Anchor(.view(ViewID(0)), .trailingMargin),
                                           identifier: identifiers ? "Text Field Trailing" : nil)
        return (s, width, leading, spacing, trailing)
    }

    /// The root's 'UIView-Encapsulated-Layout-Width' constraint.
    static func rootWidth(_ s: LayoutSession) -> ConstraintHandle {
        s.state.constraints.first { $0.identifier == "UIView-Encapsulated-Layout-Width" }!.handle
    }

    @Test func seedLog() throws {
        let (s, width, leading, spacing, trailing) = try Self.seed(identifiers: false)
        let root = Self.rootWidth(s)
        let lines = [width, leading, spacing, trailing, root].map { h in
            s.state.appleDescription(of: s.state[h], standardSpacing: h == spacing)
        }
        #expect(lines == [
            "<NSLayoutConstraint:{c:\(width)} H:[UILabel:{v:label}'Name'(>=400)]>",
            "<NSLayoutConstraint:{c:\(leading)} UILabel:{v:label}'Name'.leading == UIView:{v:root}.leadingMargin>",
            "<NSLayoutConstraint:{c:\(spacing)} H:[UILabel:{v:label}'Name']-(NSSpace(8))-[UITextField:{v:field}]>",
            "<NSLayoutConstraint:{c:\(trailing)} UITextField:{v:field}.trailing == UIView:{v:root}.trailingMargin>",
            "<NSLayoutConstraint:{c:\(root)} 'UIView-Encapsulated-Layout-Width' H:[UIView:{v:root}(320)]>",
        ].map { expand($0, s) })
        // Modulo addresses (numbered by first appearance, so the same objects stand in the same
        // places), the seed's lines.
        #expect(numberAddresses(lines.joined(separator: "\n")) == numberAddresses(Self.seedLines.joined(separator: "\n")))
    }

    @Test func seedLogWithIdentifiers() throws {
        let (s, width, leading, spacing, trailing) = try Self.seed(identifiers: true)
        let lines = [leading, width, spacing, trailing, Self.rootWidth(s)].map { h in
            s.state.appleDescription(of: s.state[h], standardSpacing: h == spacing)
        }
        #expect(numberAddresses(lines.joined(separator: "\n"))
                == numberAddresses(Self.seedLinesWithIdentifiers.joined(separator: "\n")))
    }

    /// The seed file itself, when the shared folder is there: its first ten quoted descriptions
    /// are the two lists above.
    @Test(.enabled(if: seedFile() != nil)) func seedFileLines() throws {
        let text = try #require(seedFile())
        let quoted = text.matches(of: /"(<NSLayoutConstraint:[^"]*>)"/).map { String($0.output.1) }
        #expect(Array(quoted.prefix(5)) == Self.seedLines)
        #expect(Array(quoted.dropFirst(5).prefix(5)) == Self.seedLinesWithIdentifiers)
    }

    /// The same five in iOS 10+'s style.
    @Test func seedLogModern() throws {
        let (s, width, leading, spacing, trailing) = try Self.seed(identifiers: false)
        let root = Self.rootWidth(s)
        let lines = [width, leading, spacing, trailing, root].map { h in
            s.state.appleDescription(of: s.state[h], style: .modern, standardSpacing: h == spacing)
        }
        #expect(lines == [
            "<NSLayoutConstraint:{c:\(width)} UILabel:{v:label}'Name'.width >= 400   (active)>",
            "<NSLayoutConstraint:{c:\(leading)} UILabel:{v:label}'Name'.leading == UIView:{v:root}.leadingMargin   (active)>",
            "<NSLayoutConstraint:{c:\(spacing)} H:[UILabel:{v:label}'Name']-(NSSpace(8))-[UITextField:{v:field}]   (active)>",
            "<NSLayoutConstraint:{c:\(trailing)} UITextField:{v:field}.trailing == UIView:{v:root}.trailingMargin   (active)>",
            "<NSLayoutConstraint:{c:\(root)} 'UIView-Encapsulated-Layout-Width' UIView:{v:root}.width == 320   (active)>",
        ].map { expand($0, s) })
    }

    /// Edges to the superview, sibling spacing, (LTR), relations and priorities in gaps.
    @Test func visualFormatForms() throws {
        let s = LayoutSession()
        let a = try s.addView(name: "a")
        let b = try s.addView(name: "b")
        func both(_ h: ConstraintHandle, spacing: Bool = false) -> [String] {
            let c = s.state[h]
            return [s.state.appleDescription(of: c, standardSpacing: spacing),
                    s.state.appleDescription(of: c, style: .modern, standardSpacing: spacing)]
        }
        func golden(_ lines: String...) -> [String] { lines.map { expand($0, s) } }
        let lead = try s.addConstraint(Anchor(.view(a), .leading), .equal, Anchor(.view(ViewID(0)), .leading), constant: 80)
        #expect(both(lead) == golden(
            "<NSLayoutConstraint:{c:\(lead)} H:|-(80)-[UIView:{v:a}]   (Names: '|':UIView:{v:root} )>",
            "<NSLayoutConstraint:{c:\(lead)} H:|-(80)-[UIView:{v:a}]   (active, names: '|':UIView:{v:root} )>"))
        let trail = try s.addConstraint(Anchor(.view(ViewID(0)), .trailing), .greaterThanOrEqual, Anchor(.view(b), .trailing), constant: 20)
        #expect(both(trail) == golden(
            "<NSLayoutConstraint:{c:\(trail)} H:[UIView:{v:b}]-(>=20)-|   (Names: '|':UIView:{v:root} )>",
            "<NSLayoutConstraint:{c:\(trail)} H:[UIView:{v:b}]-(>=20)-|   (active, names: '|':UIView:{v:root} )>"))
        let left = try s.addConstraint(Anchor(.view(a), .left), .equal, Anchor(.view(ViewID(0)), .left), constant: 100)
        #expect(both(left)[0] == golden("<NSLayoutConstraint:{c:\(left)} H:|-(100)-[UIView:{v:a}](LTR)   (Names: '|':UIView:{v:root} )>")[0])
        let sibling = try s.addConstraint(Anchor(.view(b), .left), .equal, Anchor(.view(a), .right), constant: 8)
        #expect(both(sibling) == golden(
            "<NSLayoutConstraint:{c:\(sibling)} H:[UIView:{v:a}]-(8)-[UIView:{v:b}](LTR)>",
            "<NSLayoutConstraint:{c:\(sibling)} H:[UIView:{v:a}]-(8)-[UIView:{v:b}](LTR)   (active)>"))
        let vertical = try s.addConstraint(Anchor(.view(b), .top), .lessThanOrEqual, Anchor(.view(a), .bottom), constant: -7, priority: 750)
        #expect(both(vertical)[0] == golden("<NSLayoutConstraint:{c:\(vertical)} V:[UIView:{v:a}]-(<=-7@750)-[UIView:{v:b}]>")[0])
        let bottom = try s.addConstraint(Anchor(.view(ViewID(0)), .bottom), .equal, Anchor(.view(b), .bottom), constant: 20.5,
                                         identifier: "Bottom")
        #expect(both(bottom, spacing: true)[0]
                == golden("<NSLayoutConstraint:{c:\(bottom)} 'Bottom' V:[UIView:{v:b}]-(NSSpace(20.5))-|   (Names: '|':UIView:{v:root} )>")[0])
        // Not VFL: the child first at a trailing edge, a margin.
        let childFirst = try s.addConstraint(Anchor(.view(a), .trailing), .equal, Anchor(.view(ViewID(0)), .trailing), constant: -20)
        #expect(both(childFirst)[0] == golden("<NSLayoutConstraint:{c:\(childFirst)} UIView:{v:a}.trailing == UIView:{v:root}.trailing - 20>")[0])
        let margin = try s.addConstraint(Anchor(.view(a), .top), .equal, Anchor(.view(ViewID(0)), .topMargin), constant: 8)
        #expect(both(margin, spacing: true) == golden(
            "<NSLayoutConstraint:{c:\(margin)} UIView:{v:a}.top == UIView:{v:root}.topMargin NSSpace(8)>",
            "<NSLayoutConstraint:{c:\(margin)} UIView:{v:a}.top == UIView:{v:root}.topMargin NSSpace(8)   (active)>"))
    }

    /// Multipliers (before the item in both styles: the book's Example 5-7 for iOS 7, iOS 10's
    /// logs), constants, priorities, sizes.
    @Test func equationForms() throws {
        let s = LayoutSession()
        let a = try s.addView(name: "a")
        let b = try s.addView(name: "b")
        func both(_ h: ConstraintHandle) -> [String] {
            let c = s.state[h]
            return [s.state.appleDescription(of: c), s.state.appleDescription(of: c, style: .modern)]
        }
        func golden(_ lines: String...) -> [String] { lines.map { expand($0, s) } }
        let half = try s.addConstraint(Anchor(.view(a), .width), .equal, Anchor(.view(b), .width), multiplier: 0.5, constant: 20)
        #expect(both(half) == golden(
            "<NSLayoutConstraint:{c:\(half)} UIView:{v:a}.width == 0.5*UIView:{v:b}.width + 20>",
            "<NSLayoutConstraint:{c:\(half)} UIView:{v:a}.width == 0.5*UIView:{v:b}.width + 20   (active)>"))
        let ratio = try s.addConstraint(Anchor(.view(a), .height), .equal, Anchor(.view(a), .width), multiplier: 5.0 / 13)
        #expect(both(ratio)[0] == golden("<NSLayoutConstraint:{c:\(ratio)} UIView:{v:a}.height == 0.384615*UIView:{v:a}.width>")[0])
        let center = try s.addConstraint(Anchor(.view(a), .centerX), .equal, Anchor(.view(ViewID(0)), .centerX), constant: -16)
        #expect(both(center)[1] == golden("<NSLayoutConstraint:{c:\(center)} UIView:{v:a}.centerX == UIView:{v:root}.centerX - 16   (active)>")[0])
        let size = try s.addConstraint(Anchor(.view(b), .height), .lessThanOrEqual, constant: 41.0 + 2.0 / 3, priority: 999)
        #expect(both(size) == golden(
            "<NSLayoutConstraint:{c:\(size)} V:[UIView:{v:b}(<=41.6667@999)]>",
            "<NSLayoutConstraint:{c:\(size)} UIView:{v:b}.height <= 41.6667 @999   (active)>"))
        let optional = try s.addConstraint(Anchor(.view(b), .centerY), .equal, Anchor(.view(a), .centerY), priority: 250)
        #expect(both(optional)[0] == golden("<NSLayoutConstraint:{c:\(optional)} UIView:{v:b}.centerY == UIView:{v:a}.centerY @250>")[0])
        // A negative unary constant (iOS 10's `== - 16`); inactive constraints carry no flag.
        let negative = try s.addConstraint(Anchor(.view(a), .width), .equal, constant: -16, active: false)
        #expect(both(negative) == golden(
            "<NSLayoutConstraint:{c:\(negative)} H:[UIView:{v:a}(-16)]>",
            "<NSLayoutConstraint:{c:\(negative)} UIView:{v:a}.width == - 16>"))
        let inactiveEdge = try s.addConstraint(Anchor(.view(a), .top), .equal, Anchor(.view(ViewID(0)), .top), active: false)
        #expect(both(inactiveEdge)[1] == golden("<NSLayoutConstraint:{c:\(inactiveEdge)} V:|-(0)-[UIView:{v:a}]   (names: '|':UIView:{v:root} )>")[0])
    }

    /// Labels show their text (25 characters and `...` at most); guides their identifier.
    @Test func itemsLabelsAndGuides() throws {
        let s = LayoutSession()
        let label = try s.addView(name: "label", className: "UILabel", text: "Testing out NSLayoutConstraints")
        let button = try s.addView(name: "button", className: "UIButton", text: " ")
        #expect(s.state.appleName(of: .view(label)) == expand("UILabel:{v:label}'Testing out NSLayoutConst...'", s))
        #expect(s.state.appleName(of: .view(button)) == expand("UIButton:{v:button}' '", s))
        #expect(s.state.appleName(of: .view(ViewID(0))) == expand("UIView:{v:root}", s))
        try s.setNametag(view: label, "Title")
        #expect(s.state.appleName(of: .view(label)) == expand("UILabel:{v:label}'Testing out NSLayoutConst...'", s))
        #expect(s.state.bookName(of: .view(label)) == expand("Title:{v:label}", s))
        s.setDoubleStrings(true)
        try s.setText(button, "OK")
        #expect(s.state.appleName(of: .view(button)) == expand("UIButton:{v:button}'OKOK'", s))

        let t = LayoutSession()
        let v = try t.addView(name: "v")
        let g = t.guide(.layoutMargins, of: ViewID(0))
        let guideName = expand("UILayoutGuide:{g:root.margins}'UIViewLayoutMarginsGuide'", t)
        #expect(t.state.appleName(of: .guide(g)) == guideName)
        let guideConstraints = t.state.constraints.filter { $0.kind == .marginsGuide }
        #expect(guideConstraints.map { t.state.appleDescription(of: $0) } == [
            "<NSLayoutConstraint:{c:\(guideConstraints[0].handle)} 'UIView-leftMargin-guide-constraint' H:|-(8)-[\(guideName)](LTR)   (Names: '|':UIView:{v:root} )>",
            "<NSLayoutConstraint:{c:\(guideConstraints[1].handle)} 'UIView-rightMargin-guide-constraint' H:[\(guideName)]-(8)-|(LTR)   (Names: '|':UIView:{v:root} )>",
            "<NSLayoutConstraint:{c:\(guideConstraints[2].handle)} 'UIView-topMargin-guide-constraint' V:|-(8)-[\(guideName)]   (Names: '|':UIView:{v:root} )>",
            "<NSLayoutConstraint:{c:\(guideConstraints[3].handle)} 'UIView-bottomMargin-guide-constraint' V:[\(guideName)]-(8)-|   (Names: '|':UIView:{v:root} )>",
        ].map { expand($0, t) })
        let h = try t.addConstraint(Anchor(.view(v), .top), .equal, Anchor(.guide(g), .top))
        #expect(t.state.appleDescription(of: t.state[h], style: .modern)
                == expand("<NSLayoutConstraint:{c:\(h)} UIView:{v:v}.top == \(guideName).top   (active)>", t))
    }

    /// Content-size constraints: VFL with Hug/CompressionResistance (classic), equation (modern).
    @Test func contentSize() throws {
        let s = LayoutSession()
        let img = try s.addView(name: "img", className: "UIImageView", intrinsicSize: Size(width: 512, height: 20.5))
        try s.setResistance(img, .horizontal, 1)
        let content = s.state.constraints.filter { $0.kind == .contentSize }
        let lines = content.flatMap { [s.state.appleDescription(of: $0), s.state.appleDescription(of: $0, style: .modern)] }
        #expect(lines == [
            "<NSContentSizeLayoutConstraint:{c:\(content[0].handle)} H:[UIImageView:{v:img}(512)] Hug:250 CompressionResistance:1>",
            "<NSContentSizeLayoutConstraint:{c:\(content[0].handle)} UIImageView:{v:img}.width == 512 Hug:250 CompressionResistance:1   (active)>",
            "<NSContentSizeLayoutConstraint:{c:\(content[1].handle)} V:[UIImageView:{v:img}(20.5)] Hug:250 CompressionResistance:750>",
            "<NSContentSizeLayoutConstraint:{c:\(content[1].handle)} UIImageView:{v:img}.height == 20.5 Hug:250 CompressionResistance:750   (active)>",
        ].map { expand($0, s) })
    }

    /// Autoresizing constraints: mask codes, sizes as `H:[…(50)]`, positions relative to the
    /// superview's bounds (`midX == + 50`, `maxX == S.width - 170`, `width == S.width * 0.3125`).
    /// Compared modulo the constraints' addresses (numbered in order), which regeneration keeps
    /// or renews by slot.
    @Test func autoresizing() throws {
        let s = LayoutSession()
        let v = try s.addView(name: "v")
        func lines(_ style: LogStyle = .classic) -> String {
            s.state.constraints.filter { $0.kind == .autoresizing }.map { s.state.appleDescription(of: $0, style: style) }
                .joined(separator: "\n")
        }
        func same(_ ours: String, _ golden: String) -> Bool { numberAddresses(ours) == numberAddresses(expand(golden, s)) }
        try s.setTranslatesAutoresizingMask(v, true, mask: [.flexibleRightMargin, .flexibleBottomMargin],
                                            frame: Rect(x: 0, y: 20, width: 50, height: 140))
        #expect(lines().contains(expand("h=--& v=--& H:[UIView:{v:v}(50)]>", s)))
        #expect(same(lines(), """
            <NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& H:[UIView:{v:v}(50)]>
            <NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=--& UIView:{v:v}.midX == + 25>
            <NSAutoresizingMaskLayoutConstraint:0x3 h=--& v=--& V:[UIView:{v:v}(140)]>
            <NSAutoresizingMaskLayoutConstraint:0x4 h=--& v=--& UIView:{v:v}.midY == + 90>
            """))
        #expect(same(lines(.modern), """
            <NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:{v:v}.width == 50   (active)>
            <NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=--& UIView:{v:v}.midX == 25   (active)>
            <NSAutoresizingMaskLayoutConstraint:0x3 h=--& v=--& UIView:{v:v}.height == 140   (active)>
            <NSAutoresizingMaskLayoutConstraint:0x4 h=--& v=--& UIView:{v:v}.midY == 90   (active)>
            """))
        // Flexible width (h=-&-): both edges; flexible top margin (v=&--): the centre from the bottom.
        try s.setTranslatesAutoresizingMask(v, true, mask: [.flexibleWidth, .flexibleTopMargin],
                                            frame: Rect(x: 50, y: 70, width: 100, height: 30))
        #expect(same(lines(), """
            <NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=&-- V:[UIView:{v:v}(30)]>
            <NSAutoresizingMaskLayoutConstraint:0x2 h=-&- v=&-- UIView:{v:v}.midY == UIView:{v:root}.height - 419>
            <NSAutoresizingMaskLayoutConstraint:0x3 h=-&- v=&-- UIView:{v:v}.minX == + 50>
            <NSAutoresizingMaskLayoutConstraint:0x4 h=-&- v=&-- UIView:{v:v}.maxX == UIView:{v:root}.width - 170>
            """))
        // Everything flexible horizontally: proportional size, centre offset from the superview's centre.
        try s.setTranslatesAutoresizingMask(v, true, mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
                                            frame: Rect(x: 50, y: 70, width: 100, height: 30))
        #expect(same(lines(), """
            <NSAutoresizingMaskLayoutConstraint:0x1 h=&&& v=--& V:[UIView:{v:v}(30)]>
            <NSAutoresizingMaskLayoutConstraint:0x2 h=&&& v=--& UIView:{v:v}.midY == + 85>
            <NSAutoresizingMaskLayoutConstraint:0x3 h=&&& v=--& UIView:{v:v}.width == 0.3125*UIView:{v:root}.width>
            <NSAutoresizingMaskLayoutConstraint:0x4 h=&&& v=--& UIView:{v:v}.midX == 0.5*UIView:{v:root}.width - 60>
            """))
        #expect(lines(.modern).contains(expand("UIView:{v:v}.midX == 0.5*UIView:{v:root}.width - 60   (active)>", s)))
    }

    /// What plumb prints reads back: the book's and Apple's equation forms through `add`, the
    /// VFL forms through `pin`, giving the same constraint.
    @Test func printedFormsReadBack() throws {
        let (s, width, leading, spacing, _) = try Self.seed(identifiers: false)
        func same(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
            a.first == b.first && a.relation == b.relation && a.second == b.second && a.multiplier == b.multiplier
                && a.constant == b.constant && a.priority == b.priority
        }
        /// The body of Apple's description: between the address and the closing `>`.
        func body(_ h: ConstraintHandle) -> String {
            let text = s.state.appleDescription(of: s.state[h])
            return String(text.drop { $0 != " " }.dropFirst().dropLast())
        }
        for h in [width, leading, spacing] {
            let c = s.state[h]
            let book = s.copy()
            let added = try book.addConstraint(parsing: s.state.bookDescription(of: c))
            #expect(same(book.state[added], c), "\(s.state.bookDescription(of: c))")
        }
        let apple = s.copy()
        let equation = try apple.addConstraint(parsing: body(leading))
        #expect(same(apple.state[equation], s.state[leading]))
        let vfl = s.copy()
        let pinned = try vfl.pin(parsing: body(width))
        #expect(pinned.count == 1)
        #expect(same(vfl.state[pinned[0]], s.state[width]))
        let sibling = s.copy()
        let spaced = try sibling.pin(parsing: body(spacing))
        #expect(spaced.count == 1)
        #expect(same(sibling.state[spaced[0]], s.state[spacing]))
    }
}

/// The seed log 000 from the shared folder, when it is there.
private func seedFile() -> String? {
    let here = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
    for folder in ["/" + here + "/../shared/seeds", "/work/shared/seeds"] {
        guard let dir = opendir(folder) else { continue }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasPrefix("000_"), name.hasSuffix(".txt"), let file = fopen(folder + "/" + name, "r") else { continue }
            defer { fclose(file) }
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = fread(&buffer, 1, buffer.count, file)
                if n <= 0 { break }
                bytes += buffer[..<n]
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
    return nil
}
