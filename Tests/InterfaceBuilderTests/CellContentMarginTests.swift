import Foundation
import InterfaceBuilderImport
import LayoutModel
import Testing

/// Table view cells' content views have the margins UIKit gives them, not UIView's 8 (issue 35,
/// "table view styles … content-view layout margins"; IBCellContentMargins, measured on the
/// train documents): from Xcode 9 documents on, 11 at the top and bottom and the table's side
/// margin at the sides (16 below 390 points of width, 20 from 390), 8 beside a disclosure
/// indicator; before Xcode 9, 8 all round. An inset-grouped table's cells are inset by the
/// stored x on both sides. Each stored frame below is what those margins give, by hand: a label
/// pinned to all four margins of a 44-high content view is 11…33 high (22).
@Suite struct CellContentMarginTests {
    /// A storyboard with one table (style `style`, `width` wide) holding one cell with a label
    /// pinned to the content view's four margins; the cell stored at `cellX`, `cellWidth` wide.
    static func storyboard(tools: String, style: String, width: Double, cellX: Double, cellWidth: Double,
                           accessory: String? = nil, label: (x: Double, width: Double), cellY: Double = 50,
                           preserving: Bool = false) -> String {
        let acc = accessory.map { " accessoryType=\"\($0)\"" } ?? ""
        let preserve = preserving ? " preservesSuperviewLayoutMargins=\"YES\"" : ""
        let safeAreas = preserving ? " useSafeAreas=\"YES\"" : ""
        let device = preserving ? "<device id=\"retina6_1\" orientation=\"portrait\"/>" : ""
        let content = accessory == nil ? cellWidth : cellWidth - 33
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES"\(safeAreas) initialViewController="TVC">
            \(device)
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="TVC" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="\(style)" rowHeight="44" id="TABLE">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill"\(acc)\(preserve) reuseIdentifier="Cell" id="CELL">
                                        <rect key="frame" x="\(cellX)" y="\(cellY)" width="\(cellWidth)" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center"\(preserve) tableViewCell="CELL" id="CV">
                                            <rect key="frame" x="0.0" y="0.0" width="\(content)" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="LAB">
                                                    <rect key="frame" x="\(label.x)" y="11" width="\(label.width)" height="22"/>
                                                </label>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="LAB" firstAttribute="leading" secondItem="CV" secondAttribute="leadingMargin" id="K1"/>
                                                <constraint firstAttribute="trailingMargin" secondItem="LAB" secondAttribute="trailing" id="K2"/>
                                                <constraint firstItem="LAB" firstAttribute="top" secondItem="CV" secondAttribute="topMargin" id="K3"/>
                                                <constraint firstAttribute="bottomMargin" secondItem="LAB" secondAttribute="bottom" id="K4"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static func check(_ text: String, label expected: Rect, cell: Rect? = nil) throws {
        let r = try IBImporter.importData(Data(text.utf8))
        #expect(r.check.misplaced.isEmpty, "\(r.check.misplaced)")
        let s = r.session.state
        let lab = try #require(s.views.first { $0.interfaceBuilder?.id == "LAB" })
        let id = try #require(s.view(named: lab.name))
        #expect(r.session.frame(of: id) == expected)
        if let cell {
            let c = try #require(s.views.first { $0.interfaceBuilder?.id == "CELL" })
            #expect(r.session.frame(of: try #require(s.view(named: c.name))) == cell)
        }
    }

    /// 375 wide, Xcode 14: 16 at the sides, 11 at the top and bottom: the label 343 wide at x 16.
    @Test func aNarrowTableGivesSixteenAndEleven() throws {
        try Self.check(Self.storyboard(tools: "21701", style: "plain", width: 375, cellX: 0, cellWidth: 375, label: (16, 343)),
                       label: Rect(x: 16, y: 11, width: 343, height: 22))
    }

    /// 390 wide: 20 at the sides (a root view's would be 16), the label 350 wide.
    @Test func aTableFrom390PointsGivesTwenty() throws {
        try Self.check(Self.storyboard(tools: "21701", style: "grouped", width: 390, cellX: 0, cellWidth: 390, label: (20, 350)),
                       label: Rect(x: 20, y: 11, width: 350, height: 22))
    }

    /// A disclosure indicator: the content view is 342 wide (375 less the accessory's 33) and its
    /// trailing margin 8: the label is 342 − 16 − 8 = 318 wide.
    @Test func besideADisclosureIndicatorTheTrailingMarginIsEight() throws {
        try Self.check(Self.storyboard(tools: "21701", style: "plain", width: 375, cellX: 0, cellWidth: 375,
                                       accessory: "disclosureIndicator", label: (16, 318)),
                       label: Rect(x: 16, y: 11, width: 318, height: 22))
    }

    /// Xcode 8 (tools 11762): UIView's 8 all round — the label 28 high from 8 to 36.
    @Test func beforeXcode9TheMarginsAreEight() throws {
        let text = Self.storyboard(tools: "11762", style: "plain", width: 375, cellX: 0, cellWidth: 375, label: (8, 359))
            .replacingOccurrences(of: "y=\"11\" width=\"359.0\" height=\"22\"", with: "y=\"8\" width=\"359\" height=\"28\"")
        try Self.check(text, label: Rect(x: 8, y: 8, width: 359, height: 28))
    }

    /// An inset-grouped table 375 wide stores its cells at x 16, 343 wide: the cell keeps that
    /// width (not the table's 375) and the label is 343 − 32 = 311 wide.
    @Test func anInsetGroupedTableInsetsItsCells() throws {
        try Self.check(Self.storyboard(tools: "21701", style: "insetGrouped", width: 375, cellX: 16, cellWidth: 343, label: (16, 311)),
                       label: Rect(x: 16, y: 11, width: 311, height: 22), cell: Rect(x: 16, y: 50, width: 343, height: 44))
    }

    /// Bug: a cell that preserves its superview's margins took the table's margins with the safe
    /// area's share (48 under an iPhone 11's status bar), so a cell at y 10 got a 38-pt top margin
    /// and its label's four margin constraints conflicted (ios-eu-digital-green-certificates_
    /// dgca-wallet-app-ios-Settings.storyboard:40). A table, like any scroll view, moves its content
    /// clear of the bars by its content inset: it passes down its margins without the safe area.
    @Test func aCellPreservingATablesMarginsGetsNoSafeArea() throws {
        try Self.check(Self.storyboard(tools: "21701", style: "plain", width: 414, cellX: 0, cellWidth: 414, label: (20, 374),
                                       cellY: 10, preserving: true),
                       label: Rect(x: 20, y: 11, width: 374, height: 22))
    }
}
