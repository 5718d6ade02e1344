import Foundation
import InterfaceBuilderImport
import LayoutModel
import PlumbTestSupport
import Testing

/// AppKit controls whose intrinsic size runs along the axes their style fixes (issue 35, "intrinsic
/// sizes of every standard control"): a spinning progress indicator has a size, a bar one and a
/// horizontal slider a height only; the stored frame stands for it. A spinning indicator placed
/// by its leading and centre only was "ambiguous" in width and height, and so was the label
/// after it (`mac-14460-coteditor-editorview.storyboard:120`).
@Suite struct AppKitControlSizeTests {
    static let document = IBTestDocument.appKitXib(subviews: [
        "<progressIndicator maxValue=\"1\" indeterminate=\"YES\" controlSize=\"small\" style=\"spinning\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"SPIN\">",
        "    <rect key=\"frame\" x=\"20\" y=\"64\" width=\"16\" height=\"16\"/>",
        "</progressIndicator>",
        "<progressIndicator maxValue=\"100\" style=\"bar\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"BAR\">",
        "    <rect key=\"frame\" x=\"20\" y=\"40\" width=\"260\" height=\"20\"/>",
        "</progressIndicator>",
        "<slider verticalHuggingPriority=\"750\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"SLIDE\">",
        "    <rect key=\"frame\" x=\"18\" y=\"10\" width=\"264\" height=\"24\"/>",
        "    <sliderCell key=\"cell\" state=\"on\" alignment=\"left\" maxValue=\"100\" doubleValue=\"50\" tickMarkPosition=\"above\" sliderType=\"linear\" id=\"CELL\"/>",
        "</slider>",
    ], constraints: [
        "<constraint firstItem=\"SPIN\" firstAttribute=\"leading\" secondItem=\"ROOT\" secondAttribute=\"leading\" constant=\"20\" id=\"K1\"/>",
        "<constraint firstItem=\"SPIN\" firstAttribute=\"top\" secondItem=\"ROOT\" secondAttribute=\"top\" constant=\"20\" id=\"K2\"/>",
        "<constraint firstItem=\"BAR\" firstAttribute=\"leading\" secondItem=\"ROOT\" secondAttribute=\"leading\" constant=\"20\" id=\"K3\"/>",
        "<constraint firstAttribute=\"trailing\" secondItem=\"BAR\" secondAttribute=\"trailing\" constant=\"20\" id=\"K4\"/>",
        "<constraint firstItem=\"BAR\" firstAttribute=\"top\" secondItem=\"SPIN\" secondAttribute=\"bottom\" constant=\"4\" id=\"K5\"/>",
        "<constraint firstItem=\"SLIDE\" firstAttribute=\"leading\" secondItem=\"ROOT\" secondAttribute=\"leading\" constant=\"20\" id=\"K6\"/>",
        "<constraint firstAttribute=\"trailing\" secondItem=\"SLIDE\" secondAttribute=\"trailing\" constant=\"20\" id=\"K7\"/>",
        "<constraint firstItem=\"SLIDE\" firstAttribute=\"top\" secondItem=\"BAR\" secondAttribute=\"bottom\" constant=\"8\" id=\"K8\"/>",
    ])

    @Test func eachControlHasTheSizeItsStyleGives() throws {
        let r = try IBImporter.importData(Data(Self.document.utf8))
        #expect(r.check.ambiguous.isEmpty, "\(r.check.ambiguous)")
        let s = r.session.state
        let spin = try #require(s.views.first { $0.interfaceBuilder?.id == "SPIN" })
        let bar = try #require(s.views.first { $0.interfaceBuilder?.id == "BAR" })
        let slider = try #require(s.views.first { $0.interfaceBuilder?.id == "SLIDE" })
        #expect(spin.explicitIntrinsicSize == Size(width: 16, height: 16))
        #expect(bar.explicitIntrinsicSize == Size(width: Size.noIntrinsicMetric, height: 20))
        #expect(slider.explicitIntrinsicSize?.width == Size.noIntrinsicMetric)
        #expect(slider.interfaceBuilder?.intrinsicSizeSource?.hasSuffix("no intrinsic width: a horizontal slider") == true)
    }
}
