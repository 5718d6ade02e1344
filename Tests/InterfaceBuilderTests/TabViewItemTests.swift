import Foundation
import InterfaceBuilderImport
import LayoutModel
import PlumbTestSupport
import Testing

/// An NSTabView places its items' views itself: each fills the tab view's content rect and is
/// resized with it, whatever its translatesAutoresizingMaskIntoConstraints says (issue 35,
/// "NSTabView"). Before, an item view saved with it off (`macos-git-up_GitUp-PreferencesWindowController.xib:36`)
/// was "ambiguous" in x, y and height, and its subviews with it. The frames are by hand: the tab
/// view fills the 300×100 root; its item view fills it (stored 300×100), and a label 20 from
/// the item view's leading and top edges is at (20, 20) — its stored y 64 is from the bottom
/// (100 − 20 − 16).
@Suite struct TabViewItemTests {
    static let document = IBTestDocument.appKitXib(subviews: [
        "<tabView type=\"noTabsNoBorder\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"TABS\">",
        "    <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"300\" height=\"100\"/>",
        "    <tabViewItems>",
        "        <tabViewItem label=\"General\" identifier=\"general\" id=\"ITEM\">",
        "            <view key=\"view\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"PAGE\">",
        "                <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"300\" height=\"100\"/>",
        "                <subviews>",
        "                    <textField horizontalHuggingPriority=\"251\" verticalHuggingPriority=\"750\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"LAB\">",
        "                        <rect key=\"frame\" x=\"18\" y=\"64\" width=\"64\" height=\"16\"/>",
        "                        <textFieldCell key=\"cell\" lineBreakMode=\"clipping\" title=\"General:\" id=\"LABC\"/>",
        "                    </textField>",
        "                </subviews>",
        "                <constraints>",
        "                    <constraint firstItem=\"LAB\" firstAttribute=\"leading\" secondItem=\"PAGE\" secondAttribute=\"leading\" constant=\"20\" id=\"K3\"/>",
        "                    <constraint firstItem=\"LAB\" firstAttribute=\"top\" secondItem=\"PAGE\" secondAttribute=\"top\" constant=\"20\" id=\"K4\"/>",
        "                </constraints>",
        "            </view>",
        "        </tabViewItem>",
        "    </tabViewItems>",
        "</tabView>",
    ], constraints: [
        "<constraint firstItem=\"TABS\" firstAttribute=\"leading\" secondItem=\"ROOT\" secondAttribute=\"leading\" id=\"K1\"/>",
        "<constraint firstItem=\"TABS\" firstAttribute=\"top\" secondItem=\"ROOT\" secondAttribute=\"top\" id=\"K2\"/>",
        "<constraint firstAttribute=\"trailing\" secondItem=\"TABS\" secondAttribute=\"trailing\" id=\"K5\"/>",
        "<constraint firstAttribute=\"bottom\" secondItem=\"TABS\" secondAttribute=\"bottom\" id=\"K6\"/>",
    ])

    @Test func theItemViewFillsTheTabViewAndIsNotAmbiguous() throws {
        let r = try IBImporter.importData(Data(Self.document.utf8))
        #expect(r.check.ambiguous.isEmpty, "\(r.check.ambiguous)")
        #expect(r.check.misplaced.isEmpty, "\(r.check.misplaced)")
        let s = r.session.state
        let page = try #require(s.views.first { $0.interfaceBuilder?.id == "PAGE" })
        let pageID = try #require(s.view(named: page.name))
        #expect(r.session.frame(of: pageID) == Rect(x: 0, y: 0, width: 300, height: 100))
        // The label's alignment rect is 2 pt inside its frame on each side (AppKit labels).
        let lab = try #require(s.views.first { $0.interfaceBuilder?.id == "LAB" })
        #expect(r.session.frame(of: try #require(s.view(named: lab.name))) == Rect(x: 20, y: 20, width: 60, height: 16))
        // Resized with the tab view: the item view follows.
        try r.session.resizeRoot(Size(width: 400, height: 150))
        #expect(r.session.frame(of: pageID) == Rect(x: 0, y: 0, width: 400, height: 150))
    }
}
