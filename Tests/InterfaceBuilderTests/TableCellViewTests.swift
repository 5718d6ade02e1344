import Foundation
import InterfaceBuilderImport
import LayoutModel
import PlumbTestSupport
import Testing

/// NSTableView cell views (issue 35, "NSTableView/NSOutlineView cell views"): the table sets a
/// cell view's frame from its rows and columns, so a cell view with no constraints to the table
/// is placed at its stored frame, not "ambiguous"; and an NSTableCellView is not flipped, so its
/// subviews' stored y counts from its bottom. As in
/// `macos-Automattic_simplenote-macos-MetricsViewController.xib:46`: a 17-high cell view whose
/// text field has `top = 0`, `bottom = 1` is saved at y 1 — 1 above the bottom, 0 below the top.
@Suite struct TableCellViewTests {
    static let document = IBTestDocument.appKitXib(subviews: [
        "<tableView verticalHuggingPriority=\"750\" rowHeight=\"17\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"TABLE\">",
        "    <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"300\" height=\"100\"/>",
        "    <tableColumns>",
        "        <tableColumn width=\"300\" minWidth=\"40\" maxWidth=\"1000\" id=\"COL\">",
        "            <prototypeCellViews>",
        "                <tableCellView translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"CELL\">",
        "                    <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"300\" height=\"17\"/>",
        "                    <subviews>",
        "                        <textField verticalHuggingPriority=\"750\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"TEXT\">",
        "                            <rect key=\"frame\" x=\"18\" y=\"1\" width=\"264\" height=\"16\"/>",
        "                            <textFieldCell key=\"cell\" lineBreakMode=\"truncatingTail\" title=\"Header\" id=\"TC\"/>",
        "                        </textField>",
        "                    </subviews>",
        "                    <constraints>",
        "                        <constraint firstAttribute=\"trailing\" secondItem=\"TEXT\" secondAttribute=\"trailing\" constant=\"20\" id=\"K1\"/>",
        "                        <constraint firstItem=\"TEXT\" firstAttribute=\"leading\" secondItem=\"CELL\" secondAttribute=\"leading\" constant=\"20\" id=\"K2\"/>",
        "                        <constraint firstAttribute=\"bottom\" secondItem=\"TEXT\" secondAttribute=\"bottom\" constant=\"1\" id=\"K3\"/>",
        "                        <constraint firstItem=\"TEXT\" firstAttribute=\"top\" secondItem=\"CELL\" secondAttribute=\"top\" id=\"K4\"/>",
        "                    </constraints>",
        "                </tableCellView>",
        "            </prototypeCellViews>",
        "        </tableColumn>",
        "    </tableColumns>",
        "</tableView>",
    ], constraints: [
        "<constraint firstItem=\"TABLE\" firstAttribute=\"leading\" secondItem=\"ROOT\" secondAttribute=\"leading\" id=\"R1\"/>",
        "<constraint firstItem=\"TABLE\" firstAttribute=\"top\" secondItem=\"ROOT\" secondAttribute=\"top\" id=\"R2\"/>",
        "<constraint firstAttribute=\"trailing\" secondItem=\"TABLE\" secondAttribute=\"trailing\" id=\"R3\"/>",
        "<constraint firstAttribute=\"bottom\" secondItem=\"TABLE\" secondAttribute=\"bottom\" id=\"R4\"/>",
    ])

    @Test func theTablePlacesItsCellViewsAndTheirContentCountsFromTheBottom() throws {
        let r = try IBImporter.importData(Data(Self.document.utf8))
        #expect(r.check.ambiguous.isEmpty, "\(r.check.ambiguous)")
        #expect(r.check.misplaced.isEmpty, "\(r.check.misplaced.map { "\($0.name) \($0.stored) \($0.solved)" })")
        #expect(r.check.unmarkedMatching == 3)
    }
}
