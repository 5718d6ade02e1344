import Foundation
import InterfaceBuilderImport
import LayoutModel
import PlumbTestSupport
import Testing

/// A separator box is a 1-pt line in a 5-pt frame: constraints act on the line, 2 pt inside the
/// frame on each long side, and the line is the separator's intrinsic thickness (issue 35, "NSBox
/// (separators …)"). Before, separators pinned by one edge were "ambiguous" in y and height and
/// everything stacked under them with them (`macos-glushchenko_fsnotes-Main.storyboard:951`).
/// The frames below are derived by hand: the root is 100 high and not flipped, so a frame at
/// y 73 with height 5 spans 22…27 from the top; its line spans 24…25, and `top = 24` puts it there.
@Suite struct SeparatorBoxTests {
    static let document = IBTestDocument.appKitXib(subviews: [
        "<box verticalHuggingPriority=\"750\" boxType=\"separator\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"SEP\">",
        "    <rect key=\"frame\" x=\"20\" y=\"73\" width=\"260\" height=\"5\"/>",
        "</box>",
        "<box horizontalHuggingPriority=\"750\" boxType=\"separator\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"VSEP\">",
        "    <rect key=\"frame\" x=\"147.5\" y=\"0.0\" width=\"5\" height=\"60\"/>",
        "</box>",
        "<stepper horizontalHuggingPriority=\"750\" verticalHuggingPriority=\"750\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"STEP\">",
        "    <rect key=\"frame\" x=\"20\" y=\"20\" width=\"19\" height=\"28\"/>",
        "    <stepperCell key=\"cell\" continuous=\"YES\" alignment=\"left\" maxValue=\"100\" id=\"SC\"/>",
        "</stepper>",
    ], constraints: [
        "<constraint firstItem=\"SEP\" firstAttribute=\"leading\" secondItem=\"ROOT\" secondAttribute=\"leading\" constant=\"20\" id=\"K1\"/>",
        "<constraint firstAttribute=\"trailing\" secondItem=\"SEP\" secondAttribute=\"trailing\" constant=\"20\" id=\"K2\"/>",
        "<constraint firstItem=\"SEP\" firstAttribute=\"top\" secondItem=\"ROOT\" secondAttribute=\"top\" constant=\"24\" id=\"K3\"/>",
        "<constraint firstItem=\"VSEP\" firstAttribute=\"top\" secondItem=\"SEP\" secondAttribute=\"bottom\" constant=\"15\" id=\"K4\"/>",
        "<constraint firstAttribute=\"bottom\" secondItem=\"VSEP\" secondAttribute=\"bottom\" id=\"K5\"/>",
        "<constraint firstItem=\"VSEP\" firstAttribute=\"centerX\" secondItem=\"ROOT\" secondAttribute=\"centerX\" id=\"K6\"/>",
        "<constraint firstItem=\"STEP\" firstAttribute=\"leading\" secondItem=\"ROOT\" secondAttribute=\"leading\" constant=\"20\" id=\"K7\"/>",
        "<constraint firstAttribute=\"bottom\" secondItem=\"STEP\" secondAttribute=\"bottom\" constant=\"20\" id=\"K8\"/>",
    ])

    @Test func aSeparatorIsItsLineAndTheLineIsOnePointThick() throws {
        let r = try IBImporter.importData(Data(Self.document.utf8))
        #expect(r.check.ambiguous.isEmpty, "\(r.check.ambiguous)")
        #expect(r.check.misplaced.isEmpty, "\(r.check.misplaced)")
        let s = r.session.state
        let sep = try #require(s.views.first { $0.interfaceBuilder?.id == "SEP" })
        let vsep = try #require(s.views.first { $0.interfaceBuilder?.id == "VSEP" })
        #expect(sep.explicitIntrinsicSize == Size(width: Size.noIntrinsicMetric, height: 1))
        #expect(vsep.explicitIntrinsicSize == Size(width: 1, height: Size.noIntrinsicMetric))
        // The vertical line: top 25 + 15 = 40 to the bottom, 100; x = 150 - 0.5, 2 pt inside x 147.5.
        let sepID = try #require(r.session.state.view(named: "box_SEP"))
        let vsepID = try #require(r.session.state.view(named: "box_VSEP"))
        #expect(r.session.frame(of: sepID) == Rect(x: 20, y: 24, width: 260, height: 1))
        #expect(r.session.frame(of: vsepID) == Rect(x: 149.5, y: 40, width: 1, height: 60))
    }

    @Test func aStepperHasTheSizeOfItsCell() throws {
        let r = try IBImporter.importData(Data(Self.document.utf8))
        let step = try #require(r.session.state.views.first { $0.interfaceBuilder?.id == "STEP" })
        #expect(step.explicitIntrinsicSize == Size(width: 19, height: 28))
    }
}
