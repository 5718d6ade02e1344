import Foundation
import PlumbTestSupport
import Testing
@testable import Shell

/// `check --json` carries each canvas finding as fields, not only inside its message (issue 35,
/// "Messages a developer can act on"): the view's name and IB id, the stored and solved frames and
/// their difference, what kind of rectangle they are, and for AppKit controls how far the
/// alignment rect (what constraints act on) lies inside the frame.
@Suite struct CheckJSONFieldsTests {
    /// A rounded push button (Big Sur insets 5/7/7/7) pinned 20 from the root's leading and top
    /// but stored at x 20 (its frame), so its alignment rect is 7 pt right of where the
    /// constraint puts it: solved frame x 13, delta −7. And a view with a width and a top only.
    static let document = IBTestDocument.appKitXib(subviews: [
        "<button verticalHuggingPriority=\"750\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"B\">",
        "    <rect key=\"frame\" x=\"20\" y=\"48\" width=\"80\" height=\"32\"/>",
        "    <buttonCell key=\"cell\" type=\"push\" title=\"Go\" bezelStyle=\"rounded\" alignment=\"center\" borderStyle=\"border\" id=\"BC\"/>",
        "</button>",
        "<customView translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"V\">",
        "    <rect key=\"frame\" x=\"0\" y=\"0\" width=\"50\" height=\"10\"/>",
        "</customView>",
    ], constraints: [
        "<constraint firstItem=\"B\" firstAttribute=\"leading\" secondItem=\"ROOT\" secondAttribute=\"leading\" constant=\"20\" id=\"K1\"/>",
        "<constraint firstItem=\"B\" firstAttribute=\"top\" secondItem=\"ROOT\" secondAttribute=\"top\" constant=\"25\" id=\"K2\"/>",
        "<constraint firstItem=\"V\" firstAttribute=\"width\" constant=\"50\" id=\"K3\"/>",
        "<constraint firstItem=\"V\" firstAttribute=\"top\" secondItem=\"ROOT\" secondAttribute=\"top\" constant=\"90\" id=\"K4\"/>",
    ])

    @Test func misplacedAndAmbiguousViewsAsFields() throws {
        let dir = try IBDocumentCheckTests.folder(["b.xib": Self.document])
        let r = IBDocumentCheckTests.check(["b.xib"], in: dir, json: true)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any], "\(r.out)")
        let file = try #require((object["files"] as? [[String: Any]])?.first)
        let problems = try #require(file["problems"] as? [[String: Any]])
        let misplaced = try #require(problems.first { $0["kind"] as? String == "misplaced" && $0["id"] as? String == "B" }, "\(r.out)")
        #expect(misplaced["view"] as? String == "go")
        // Stored frame top: 100 − 48 − 32 = 20; solved: alignment top 25 − 5 = 20; x: 20 − 7 = 13.
        #expect((misplaced["stored"] as? [String: Double]) == ["x": 20, "y": 20, "width": 80, "height": 32])
        #expect((misplaced["solved"] as? [String: Double]) == ["x": 13, "y": 20, "width": 80, "height": 32])
        #expect((misplaced["delta"] as? [String: Double]) == ["x": -7, "y": 0, "width": 0, "height": 0])
        #expect(misplaced["rect"] as? String == "frame, in the superview, origin top left")
        #expect((misplaced["alignmentInsets"] as? [String: Double]) == ["top": 5, "left": 7, "bottom": 7, "right": 7])
        let ambiguous = try #require(problems.first { $0["kind"] as? String == "ambiguity" }, "\(r.out)")
        #expect(ambiguous["id"] as? String == "V")
        #expect((ambiguous["attributes"] as? [String]) == ["minX", "height"])
    }
}
