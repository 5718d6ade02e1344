import Foundation
import InterfaceBuilderImport
import LayoutModel
import PlumbTestSupport
import Testing

/// UIKit controls whose frame is larger than their alignment rect (issue 35, "Control frames
/// versus alignment rects"): a UISegmentedControl's frame holds 1 pt below its segments, a
/// UISlider's track is 2 pt in from each side and 1 pt above the bottom, a UISwitch's frame is
/// 2 pt wider on the right (IBAlignmentInsets.ofUIKit; measured on the train documents,
/// docs/interface-builder.md §7). The stored frames below are derived by hand from the
/// constraints and those insets, as IB saves them: the segmented control's rect is y 20…48 (28
/// high), so its frame is 20…49 and the label 8 below the rect is at 56; the slider's rect is
/// x 20…300 for leading and trailing 20 in the 320-wide root, so its frame is x 18, 284 wide.
@Suite struct UIKitAlignmentInsetTests {
    static let document = IBTestDocument.xib(subviews: [
        "<segmentedControl opaque=\"NO\" contentMode=\"scaleToFill\" segmentControlStyle=\"plain\" selectedSegmentIndex=\"0\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"SEG\">",
        "    <rect key=\"frame\" x=\"20\" y=\"20\" width=\"280\" height=\"29\"/>",
        "</segmentedControl>",
        "<label opaque=\"NO\" text=\"Label\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"LAB\">",
        "    <rect key=\"frame\" x=\"20\" y=\"56\" width=\"42\" height=\"21\"/>",
        "</label>",
        "<slider opaque=\"NO\" contentMode=\"scaleToFill\" value=\"0.5\" minValue=\"0.0\" maxValue=\"1\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"SLI\">",
        "    <rect key=\"frame\" x=\"18\" y=\"85\" width=\"284\" height=\"31\"/>",
        "</slider>",
        "<label opaque=\"NO\" text=\"Below\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"LAB2\">",
        "    <rect key=\"frame\" x=\"20\" y=\"123\" width=\"46\" height=\"21\"/>",
        "</label>",
    ], constraints: [
        "<constraint firstItem=\"SEG\" firstAttribute=\"top\" secondItem=\"root1\" secondAttribute=\"top\" constant=\"20\" id=\"K1\"/>",
        "<constraint firstItem=\"SEG\" firstAttribute=\"leading\" secondItem=\"root1\" secondAttribute=\"leading\" constant=\"20\" id=\"K2\"/>",
        "<constraint firstAttribute=\"trailing\" secondItem=\"SEG\" secondAttribute=\"trailing\" constant=\"20\" id=\"K3\"/>",
        "<constraint firstItem=\"LAB\" firstAttribute=\"top\" secondItem=\"SEG\" secondAttribute=\"bottom\" constant=\"8\" id=\"K4\"/>",
        "<constraint firstItem=\"LAB\" firstAttribute=\"leading\" secondItem=\"root1\" secondAttribute=\"leading\" constant=\"20\" id=\"K5\"/>",
        "<constraint firstItem=\"SLI\" firstAttribute=\"top\" secondItem=\"LAB\" secondAttribute=\"bottom\" constant=\"8\" id=\"K6\"/>",
        "<constraint firstItem=\"SLI\" firstAttribute=\"leading\" secondItem=\"root1\" secondAttribute=\"leading\" constant=\"20\" id=\"K7\"/>",
        "<constraint firstAttribute=\"trailing\" secondItem=\"SLI\" secondAttribute=\"trailing\" constant=\"20\" id=\"K8\"/>",
        "<constraint firstItem=\"LAB2\" firstAttribute=\"top\" secondItem=\"SLI\" secondAttribute=\"bottom\" constant=\"8\" id=\"K9\"/>",
        "<constraint firstItem=\"LAB2\" firstAttribute=\"leading\" secondItem=\"root1\" secondAttribute=\"leading\" constant=\"20\" id=\"K10\"/>",
    ])

    @Test func constraintsActOnTheAlignmentRectsAndTheFramesAreWhereIBStoredThem() throws {
        let r = try IBImporter.importData(Data(Self.document.utf8))
        #expect(r.check.misplaced.isEmpty, "\(r.check.misplaced)")
        #expect(r.check.ambiguous.isEmpty, "\(r.check.ambiguous)")
        let s = r.session.state
        let seg = try #require(s.views.first { $0.interfaceBuilder?.id == "SEG" })
        let sli = try #require(s.views.first { $0.interfaceBuilder?.id == "SLI" })
        // Intrinsic sizes are the stored frames less the insets: 280 × 28 and a 30-high track.
        #expect(seg.explicitIntrinsicSize == Size(width: 280, height: 28))
        #expect(sli.explicitIntrinsicSize?.height == 30)
        let segID = try #require(s.view(named: seg.name)), sliID = try #require(s.view(named: sli.name))
        #expect(r.session.frame(of: segID) == Rect(x: 20, y: 20, width: 280, height: 28))
        #expect(r.session.frame(of: sliID) == Rect(x: 20, y: 85, width: 280, height: 30))
    }

    @Test func exportWritesTheFramesBack() throws {
        let r = try IBImporter.importData(Data(Self.document.utf8))
        let xml = IBDocumentWriter.write(r.session).text
        #expect(xml.contains("<rect key=\"frame\" x=\"20\" y=\"20\" width=\"280\" height=\"29\"/>"), "\(xml)")
        #expect(xml.contains("<rect key=\"frame\" x=\"18\" y=\"85\" width=\"284\" height=\"31\"/>"), "\(xml)")
        let again = try IBImporter.importData(Data(xml.utf8))
        #expect(again.check.misplaced.isEmpty, "\(again.check.misplaced)")
    }
}
