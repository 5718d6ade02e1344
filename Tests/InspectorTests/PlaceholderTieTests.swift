import PlumbTestSupport
import Testing

/// `placeholder="YES"` constraints hold views on IB's canvas and are removed at build time: a
/// problem that exists only without them is said as such, tied to the placeholder's line, as a
/// note ("code must add it"), since the code that replaces it is not read (issue 35, "What
/// Xcode does not check").
@Suite struct PlaceholderTieTests {
    /// A box with a width, a height and a leading, whose top is a placeholder: fine on the
    /// canvas, its y free at run time.
    static let document = IBTestDocument.xib(subviews: [
        "<view contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"BOX\" userLabel=\"box\">",
        "    <rect key=\"frame\" x=\"20\" y=\"30\" width=\"100\" height=\"50\"/>",
        "    <constraints>",
        "        <constraint firstAttribute=\"width\" constant=\"100\" id=\"W\"/>",
        "        <constraint firstAttribute=\"height\" constant=\"50\" id=\"H\"/>",
        "    </constraints>",
        "</view>",
    ], constraints: [
        "<constraint firstItem=\"BOX\" firstAttribute=\"leading\" secondItem=\"root1\" secondAttribute=\"leading\" constant=\"20\" id=\"L\"/>",
        "<constraint firstItem=\"BOX\" firstAttribute=\"top\" secondItem=\"root1\" secondAttribute=\"top\" constant=\"30\" placeholder=\"YES\" id=\"T\"/>",
    ])

    @Test func theRunTimeAmbiguityNamesThePlaceholder() throws {
        let dir = try IBDocumentCheckTests.folder(["p.xib": Self.document])
        let r = IBDocumentCheckTests.check(["p.xib"], in: dir)
        // Line 7 is the box; the root's constraints follow its subviews (line 17 is T).
        #expect(r.out.contains("p.xib:7: note: ambiguity in 48 of 48 combinations, first at 320x568, left-to-right, normal strings: box is ambiguous (minY); IB's placeholder constraint at line 17 held it and is removed at build time: code must add it or its equivalent"), "\(r.out)")
        #expect(r.status == 0, "\(r.out)")
        #expect(!r.out.contains(": error:"), "\(r.out)")
    }
}
