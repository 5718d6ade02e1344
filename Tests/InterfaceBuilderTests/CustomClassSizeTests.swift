import Foundation
import InterfaceBuilderImport
import LayoutModel
import PlumbTestSupport
import Testing

/// A view of the app's own class with no constraints for its size, which IB does not mark
/// ambiguous: IB knew a size for it (an IB_DESIGNABLE class's intrinsicContentSize), so the
/// stored frame stands for it and the views placed after it are not "ambiguous" (issue 35:
/// report the view whose own frame is undetermined, never a false alarm IB does not raise).
/// Hand-derived: the ring is 100×100 at (20, 20); the label's top is 20 + 100 + 8 = 128.
@Suite struct CustomClassSizeTests {
    static let document = IBTestDocument.xib(subviews: [
        "<view contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"RING\" customClass=\"ProgressRing\">",
        "    <rect key=\"frame\" x=\"20\" y=\"20\" width=\"100\" height=\"100\"/>",
        "</view>",
        "<label opaque=\"NO\" text=\"Progress\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"LABEL\">",
        "    <rect key=\"frame\" x=\"20\" y=\"128\" width=\"66\" height=\"21\"/>",
        "</label>",
    ], constraints: [
        "<constraint firstItem=\"RING\" firstAttribute=\"leading\" secondItem=\"root1\" secondAttribute=\"leading\" constant=\"20\" id=\"K1\"/>",
        "<constraint firstItem=\"RING\" firstAttribute=\"top\" secondItem=\"root1\" secondAttribute=\"top\" constant=\"20\" id=\"K2\"/>",
        "<constraint firstItem=\"LABEL\" firstAttribute=\"leading\" secondItem=\"RING\" secondAttribute=\"leading\" id=\"K3\"/>",
        "<constraint firstItem=\"LABEL\" firstAttribute=\"top\" secondItem=\"RING\" secondAttribute=\"bottom\" constant=\"8\" id=\"K4\"/>",
    ])

    @Test func theStoredFrameStandsForTheClassesSize() throws {
        let r = try IBImporter.importData(Data(Self.document.utf8))
        #expect(r.check.ambiguous.isEmpty, "\(r.check.ambiguous)")
        #expect(r.check.unmarkedMatching == 2)
        #expect(r.notes.contains { $0.line == 7 && $0.message == "ProgressRing has no constraints for its size and IB does not mark it ambiguous: its class gives one (IB_DESIGNABLE); plumb takes the stored size 100×100" }, "\(r.notes)")
    }

    @Test func aViewIBMarksAmbiguousIsLeftAmbiguous() throws {
        let flagged = Self.document.replacingOccurrences(of: "id=\"RING\"", with: "ambiguous=\"YES\" id=\"RING\"")
        let r = try IBImporter.importData(Data(flagged.utf8))
        #expect(r.check.ambiguous.contains { $0.line == 7 })
    }
}
