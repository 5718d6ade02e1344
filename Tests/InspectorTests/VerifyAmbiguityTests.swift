import PlumbTestSupport
import Testing

/// A view whose document sets Xcode's "Ambiguity" to "Never Verify" (`verifyAmbiguity="off"`) or
/// "Verify Position Only" (`ignoreSizes`) gets no ambiguity error for what Xcode does not verify,
/// on the canvas or in the matrix; a note says what was not reported and why (issue 35).
@Suite struct VerifyAmbiguityTests {
    /// Three views with a width and a top only (x and height undetermined): one verified as
    /// usual, one "Never Verify", one "Verify Position Only".
    static let document = IBTestDocument.xib(subviews: [
        "<view contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"v1\" userLabel=\"plain\">",
        "    <rect key=\"frame\" x=\"0\" y=\"10\" width=\"50\" height=\"0\"/>",
        "</view>",
        "<view verifyAmbiguity=\"off\" contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"v2\" userLabel=\"never\">",
        "    <rect key=\"frame\" x=\"0\" y=\"20\" width=\"50\" height=\"0\"/>",
        "</view>",
        "<view verifyAmbiguity=\"ignoreSizes\" contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"v3\" userLabel=\"positionOnly\">",
        "    <rect key=\"frame\" x=\"0\" y=\"30\" width=\"50\" height=\"0\"/>",
        "</view>",
    ], constraints: [
        "<constraint firstItem=\"v1\" firstAttribute=\"width\" constant=\"50\" id=\"c1\"/>",
        "<constraint firstItem=\"v1\" firstAttribute=\"top\" secondItem=\"root1\" secondAttribute=\"top\" constant=\"10\" id=\"c2\"/>",
        "<constraint firstItem=\"v2\" firstAttribute=\"width\" constant=\"50\" id=\"c3\"/>",
        "<constraint firstItem=\"v2\" firstAttribute=\"top\" secondItem=\"root1\" secondAttribute=\"top\" constant=\"20\" id=\"c4\"/>",
        "<constraint firstItem=\"v3\" firstAttribute=\"width\" constant=\"50\" id=\"c5\"/>",
        "<constraint firstItem=\"v3\" firstAttribute=\"top\" secondItem=\"root1\" secondAttribute=\"top\" constant=\"30\" id=\"c6\"/>",
    ])

    @Test func onlyWhatXcodeVerifiesIsReported() throws {
        let dir = try IBDocumentCheckTests.folder(["v.xib": Self.document])
        let r = IBDocumentCheckTests.check(["v.xib"], in: dir)
        let lines = r.out.split(separator: "\n").map(String.init)
        #expect(lines.contains("v.xib:7: error: ambiguous view 'plain' on the canvas 320×480: minX, height not determined by the constraints"), "\(r.out)")
        #expect(lines.contains("v.xib:10: note: 'never': minX, height not determined by the constraints, not reported: the document sets its ambiguity to \"Never Verify\" (verifyAmbiguity=\"off\"), as Xcode does"), "\(r.out)")
        #expect(lines.contains("v.xib:13: error: ambiguous view 'positionOnly' on the canvas 320×480: minX not determined by the constraints"), "\(r.out)")
        #expect(lines.contains("v.xib:13: note: 'positionOnly': height not determined by the constraints, not reported: the document sets its ambiguity to \"Verify Position Only\" (verifyAmbiguity=\"ignoreSizes\"), as Xcode does"), "\(r.out)")
        // The matrix reports no ambiguity of 'never', nor of 'positionOnly''s height.
        #expect(!lines.contains { $0.contains(":10: error") }, "\(r.out)")
        #expect(!lines.contains { $0.hasPrefix("v.xib:13: error: ambiguity in") && $0.contains("height") }, "\(r.out)")
    }
}
