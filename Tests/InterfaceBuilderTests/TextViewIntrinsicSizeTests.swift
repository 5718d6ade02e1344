import Foundation
import InterfaceBuilderImport
import LayoutModel
import PlumbTestSupport
import Testing

/// A UITextView that scrolls (UIKit's default) is a UIScrollView: it has no intrinsic size, so a
/// text view pinned between a label and the bottom takes the space left and the label keeps its
/// height (issue 35: plumb gave it its text's size, and the label above grew to 566 points,
/// "ambiguous", where Xcode saved both unflagged). One with `scrollEnabled="NO"` sizes to its
/// text, which the stored frame stands for (docs/interface-builder.md §4.3).
@Suite struct TextViewIntrinsicSizeTests {
    static func document(scrolls: Bool) -> String {
        IBTestDocument.xib(subviews: [
            "<label opaque=\"NO\" contentMode=\"left\" text=\"Changes:\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"l1\">",
            "    <rect key=\"frame\" x=\"20\" y=\"20\" width=\"72.5\" height=\"20.5\"/>",
            "</label>",
            "<textView clipsSubviews=\"YES\" contentMode=\"scaleToFill\"\(scrolls ? "" : " scrollEnabled=\"NO\"") text=\"Lorem ipsum\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"t1\">",
            "    <rect key=\"frame\" x=\"20\" y=\"41.5\" width=\"280\" height=\"\(scrolls ? "418.5" : "33")\"/>",
            "</textView>",
        ], constraints: [
            "<constraint firstItem=\"l1\" firstAttribute=\"top\" secondItem=\"root1\" secondAttribute=\"top\" constant=\"20\" id=\"c1\"/>",
            "<constraint firstItem=\"l1\" firstAttribute=\"leading\" secondItem=\"root1\" secondAttribute=\"leading\" constant=\"20\" id=\"c2\"/>",
            "<constraint firstItem=\"t1\" firstAttribute=\"top\" secondItem=\"l1\" secondAttribute=\"bottom\" constant=\"1\" id=\"c3\"/>",
            "<constraint firstItem=\"t1\" firstAttribute=\"leading\" secondItem=\"root1\" secondAttribute=\"leading\" constant=\"20\" id=\"c4\"/>",
            "<constraint firstAttribute=\"trailing\" secondItem=\"t1\" secondAttribute=\"trailing\" constant=\"20\" id=\"c5\"/>",
        ] + (scrolls ? ["<constraint firstAttribute=\"bottom\" secondItem=\"t1\" secondAttribute=\"bottom\" constant=\"20\" id=\"c6\"/>"] : []))
    }

    @Test func aTextViewThatScrollsTakesTheSpaceLeft() throws {
        let r = try IBImporter.importData(Data(Self.document(scrolls: true).utf8))
        #expect(r.check.ambiguous.isEmpty, "\(r.check.ambiguous)")
        #expect(r.check.misplaced.isEmpty, "\(r.check.misplaced.map { ($0.name, $0.solved) })")
        let t = try #require(r.session.state.view(named: "loremIpsum"))
        #expect(r.session.state[t].interfaceBuilder?.intrinsicSizeSource == "none: a text view that scrolls has no intrinsic size (it is a UIScrollView)")
    }

    @Test func aTextViewThatDoesNotScrollSizesToItsText() throws {
        let r = try IBImporter.importData(Data(Self.document(scrolls: false).utf8))
        #expect(r.check.ambiguous.isEmpty, "\(r.check.ambiguous)")
        #expect(r.check.misplaced.isEmpty, "\(r.check.misplaced.map { ($0.name, $0.solved) })")
    }
}
