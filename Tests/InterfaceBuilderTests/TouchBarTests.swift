import Foundation
import InterfaceBuilderImport
import LayoutModel
import PlumbTestSupport
import Testing

/// A view's Touch Bar (`<touchBar key="touchBar">`, its items' views) is laid out on the Touch
/// Bar, not in the window: its views are left out and said ("not modelled"), never checked as
/// views of the window. Before, each item's button was "ambiguous" in x and y
/// (`macos-MacDownApp_macdown-MPDocument.xib:58`: 11 views).
@Suite struct TouchBarTests {
    static let document = IBTestDocument.appKitXib(subviews: [
        "<customView translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"HOST\">",
        "    <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"300\" height=\"100\"/>",
        "    <touchBar key=\"touchBar\" id=\"BAR\">",
        "        <touchBarItems>",
        "            <touchBarItem id=\"ITEM\">",
        "                <viewController key=\"viewController\" id=\"VC\">",
        "                    <button key=\"view\" verticalHuggingPriority=\"750\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"BTN\">",
        "                        <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"40\" height=\"30\"/>",
        "                        <buttonCell key=\"cell\" type=\"push\" title=\"B\" bezelStyle=\"rounded\" id=\"BTNC\"/>",
        "                    </button>",
        "                </viewController>",
        "            </touchBarItem>",
        "        </touchBarItems>",
        "    </touchBar>",
        "</customView>",
    ], constraints: [
        "<constraint firstItem=\"HOST\" firstAttribute=\"leading\" secondItem=\"ROOT\" secondAttribute=\"leading\" id=\"K1\"/>",
        "<constraint firstItem=\"HOST\" firstAttribute=\"top\" secondItem=\"ROOT\" secondAttribute=\"top\" id=\"K2\"/>",
        "<constraint firstAttribute=\"trailing\" secondItem=\"HOST\" secondAttribute=\"trailing\" id=\"K3\"/>",
        "<constraint firstAttribute=\"bottom\" secondItem=\"HOST\" secondAttribute=\"bottom\" id=\"K4\"/>",
    ])

    @Test func touchBarViewsAreLeftOutAndSaid() throws {
        let r = try IBImporter.importData(Data(Self.document.utf8))
        #expect(r.check.ambiguous.isEmpty, "\(r.check.ambiguous)")
        #expect(!r.session.state.views.contains { $0.interfaceBuilder?.id == "BTN" })
        let note = try #require(r.notes.first { $0.message.hasPrefix("not modelled: the Touch Bar") })
        #expect(note.line == 9)
        #expect(note.message.hasSuffix("its 1 view is left out and not checked"))
    }
}
