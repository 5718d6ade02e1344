import Foundation
import InterfaceBuilderImport
import LayoutModel
import PlumbTestSupport
import Testing

/// A macOS document's top-level view is held at its stored size with AppKit's
/// windowSizeStayPut (500), not required: constraints above that resize it, and its children's
/// stored frames count from its bottom (issue 35). Like `mac-18122-coteditor-gotoline.storyboard`,
/// whose root is saved 141 high while its constraints make it 89 and every child sits where an
/// 89-high root puts it; before, plumb held the root at 141 and called the children ambiguous.
/// Also the push button's alignment rect by era: Big Sur's (Xcode 12 documents on) is 5/7/7/7
/// inside the 32-pt frame, the older one 4/6/7/6 (measured on the train documents,
/// docs/interface-builder.md §7).
@Suite struct AppKitRootTests {
    /// Hand-derived: Big Sur's button is 20 high, so the root is 20 + 16 + 8 + 20 + 20 = 84 high
    /// (bottom-up: the button's alignment bottom at 20 puts its frame at y 13, its alignment top
    /// at 13 + 32 − 5 = 40, the label's bottom at 48); its alignment trailing at 300 − 20 = 280
    /// puts the 80-wide frame at x 287 − 80 = 207. The old button is 21 high: root 85, label at
    /// y 49, frame x 286 − 80 = 206.
    static func document(toolsVersion: String, labelY: Int, buttonX: Int) -> String {
        IBTestDocument.appKitXib(subviews: [
            "<textField verticalHuggingPriority=\"750\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"L\">",
            "    <rect key=\"frame\" x=\"18\" y=\"\(labelY)\" width=\"64\" height=\"16\"/>",
            "    <textFieldCell key=\"cell\" lineBreakMode=\"clipping\" title=\"Line:\" id=\"LC\"/>",
            "</textField>",
            "<button verticalHuggingPriority=\"750\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"B\">",
            "    <rect key=\"frame\" x=\"\(buttonX)\" y=\"13\" width=\"80\" height=\"32\"/>",
            "    <buttonCell key=\"cell\" type=\"push\" title=\"Go\" bezelStyle=\"rounded\" alignment=\"center\" borderStyle=\"border\" id=\"BC\"/>",
            "</button>",
        ], constraints: [
            "<constraint firstItem=\"L\" firstAttribute=\"top\" secondItem=\"ROOT\" secondAttribute=\"top\" constant=\"20\" id=\"K1\"/>",
            "<constraint firstItem=\"L\" firstAttribute=\"leading\" secondItem=\"ROOT\" secondAttribute=\"leading\" constant=\"20\" id=\"K2\"/>",
            "<constraint firstItem=\"B\" firstAttribute=\"top\" secondItem=\"L\" secondAttribute=\"bottom\" constant=\"8\" id=\"K3\"/>",
            "<constraint firstAttribute=\"bottom\" secondItem=\"B\" secondAttribute=\"bottom\" constant=\"20\" id=\"K4\"/>",
            "<constraint firstAttribute=\"trailing\" secondItem=\"B\" secondAttribute=\"trailing\" constant=\"20\" id=\"K5\"/>",
        ]).replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"\(toolsVersion)\"")
    }

    @Test(arguments: [("22505", 48, 207, 84.0), ("11762", 49, 206, 85.0)])
    func theRootTakesTheHeightItsConstraintsGiveAndTheChildrenMatch(tools: String, labelY: Int, buttonX: Int, rootHeight: Double) throws {
        let r = try IBImporter.importData(Data(Self.document(toolsVersion: tools, labelY: labelY, buttonX: buttonX).utf8))
        #expect(r.check.ambiguous.isEmpty, "\(r.check.ambiguous)")
        #expect(r.check.misplaced.isEmpty, "\(r.check.misplaced.map { "\($0.name) \($0.stored) \($0.solved)" })")
        #expect(r.check.unmarkedMatching == 2)
        #expect(r.session.frame(of: r.session.state.root) == Rect(x: 0, y: 0, width: 300, height: rootHeight))
        #expect(r.session.state.rootSizePriority == 500)
    }
}
