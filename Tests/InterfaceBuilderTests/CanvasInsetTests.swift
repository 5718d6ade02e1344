import Foundation
import InterfaceBuilderImport
import LayoutModel
import Testing

/// The top of the canvas's safe area as IB laid the scene out (docs/interface-builder.md §10):
/// under the bar its navigation controller stored, without a status bar when the simulated
/// metrics say None, and a xib's full-screen top-level view with its screen's insets. Each
/// document is the smallest that shows the rule; the expected top inset is the stored bar's bottom
/// (96 + 54), the bar alone (44, no status bar), and retina6_1 (XR, 11)'s 44 and 34 (IBDeviceEnvironment).
@Suite struct CanvasInsetTests {
    static func storyboard(bar: String?, statusBar: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" initialViewController="NAV">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="VC" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="ROOT">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <viewLayoutGuide key="safeArea" id="SAFE"/>
                            </view>
                            <navigationItem key="navigationItem" title="Upload" id="NI"/>
                            \(statusBar)
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <navigationController id="NAV" sceneMemberID="viewController">
                            \(bar.map { "<navigationBar key=\"navigationBar\" contentMode=\"scaleToFill\" id=\"BAR\">\n<rect key=\"frame\" \($0)/>\n</navigationBar>" } ?? "")
                            <connections>
                                <segue destination="VC" kind="relationship" relationship="rootViewController" id="SEG"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test func aRootViewControllerIsUnderItsNavigationControllersStoredBar() throws {
        let sheet = try IBImporter.importData(Data(Self.storyboard(bar: "x=\"0.0\" y=\"96\" width=\"414\" height=\"54\"").utf8), scene: "s1")
        #expect(sheet.canvas.safeAreaInsets.top == 150)
        #expect(sheet.canvas.safeAreaInsets.bottom == 34)
        let top = try IBImporter.importData(Data(Self.storyboard(bar: "x=\"0.0\" y=\"0.0\" width=\"414\" height=\"96\"").utf8), scene: "s1")
        #expect(top.canvas.safeAreaInsets.top == 48 + 96, "\(top.canvas.safeAreaSource)")
        // Without a stored bar: the standard one (under retina6_1's 48-pt status bar of Xcode 14 documents).
        let plain = try IBImporter.importData(Data(Self.storyboard(bar: nil).utf8), scene: "s1")
        #expect(plain.canvas.safeAreaInsets.top == 48 + 44, "\(plain.canvas.safeAreaSource)")
    }

    /// A view stored below the bars (y 64 on a 667-high iPhone 8, 603 high: opaque bars, as in
    /// `ios-IBAnimatable_IBAnimatable-DemoApp.storyboard:951`): the 20 + 44 the bars take are
    /// above it, so its safe area starts at its top. Before, it kept a 64 inset and every view
    /// pinned to the top layout guide was 64 too low.
    @Test func aViewStoredBelowTheBarsIsNotCoveredByThem() throws {
        let doc = Self.storyboard(bar: nil).replacingOccurrences(of: "retina6_1", with: "retina4_7")
            .replacingOccurrences(of: "x=\"0.0\" y=\"0.0\" width=\"414\" height=\"896\"", with: "x=\"0.0\" y=\"64\" width=\"375\" height=\"603\"")
        let r = try IBImporter.importData(Data(doc.utf8), scene: "s1")
        #expect(r.canvas.size == Size(width: 375, height: 603))
        #expect(r.canvas.safeAreaInsets.top == 0, "\(r.canvas.safeAreaSource)")
        #expect(r.canvas.safeAreaSource.hasSuffix("the view starts 64 down, below the bars (its stored frame)"), "\(r.canvas.safeAreaSource)")
    }

    /// A navigation controller with "Shows Navigation Bar" off (`navigationBarHidden="YES"`, as
    /// `ios-artsy_eidolon-Fulfillment.storyboard:91`) shows no bar over its root view controller:
    /// only the screen's inset (48 on retina6_1 in an Xcode 14 document) is left. Before, its views were 44 (or the stored
    /// bar's height) too low.
    @Test func aHiddenNavigationBarTakesNoRoom() throws {
        let doc = Self.storyboard(bar: "x=\"0.0\" y=\"44\" width=\"414\" height=\"44\"")
            .replacingOccurrences(of: "<navigationController id=\"NAV\"", with: "<navigationController navigationBarHidden=\"YES\" id=\"NAV\"")
        let r = try IBImporter.importData(Data(doc.utf8), scene: "s1")
        #expect(r.canvas.safeAreaInsets.top == 48, "\(r.canvas.safeAreaSource)")
        #expect(r.canvas.safeAreaSource.contains("navigation bar hidden (its navigation controller's navigationBarHidden, line "), "\(r.canvas.safeAreaSource)")
    }

    @Test func statusBarNoneOnAScreenWithoutASensorHousing() throws {
        let doc = Self.storyboard(bar: nil, statusBar: "<nil key=\"simulatedStatusBarMetrics\"/>")
        let phone8 = doc.replacingOccurrences(of: "retina6_1", with: "retina4_7").replacingOccurrences(of: "width=\"414\" height=\"896\"", with: "width=\"375\" height=\"667\"")
        let r = try IBImporter.importData(Data(phone8.utf8), scene: "s1")
        #expect(r.canvas.safeAreaInsets.top == 44, "\(r.canvas.safeAreaSource)")
        // With a sensor housing the screen keeps its inset.
        let x = try IBImporter.importData(Data(doc.utf8), scene: "s1")
        #expect(x.canvas.safeAreaInsets.top == 48 + 44, "\(x.canvas.safeAreaSource)")
    }

    @Test func aFullScreenTopLevelViewHasItsScreensInsets() throws {
        func xib(_ extra: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="ROOT">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <viewLayoutGuide key="safeArea" id="SAFE"/>
                        \(extra)
                    </view>
                </objects>
            </document>
            """
        }
        let full = try IBImporter.importData(Data(xib("").utf8))
        #expect(full.canvas.safeAreaInsets.top == 48 && full.canvas.safeAreaInsets.bottom == 34, "\(full.canvas.safeAreaSource)")
        let freeform = try IBImporter.importData(Data(xib("<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>").utf8))
        #expect(freeform.canvas.safeAreaInsets == .zero)
    }

    /// The status bar by the document's era: the iPhone XR/11 (`retina6_1`) shows 44 in documents
    /// saved before Xcode 14 (tools 21000) and 48 from it; the iPhone X (`retina5_9`) 44 and 50
    /// (the y of navigation bars stored on the train documents). Landscape keeps the 44-pt
    /// sensor housing on both sides.
    @Test func theStatusBarDependsOnTheDocumentsEra() throws {
        let newer = Self.storyboard(bar: nil, statusBar: "")
        let older = newer.replacingOccurrences(of: "toolsVersion=\"21701\"", with: "toolsVersion=\"20037\"")
        #expect(try IBImporter.importData(Data(newer.utf8), scene: "s1").canvas.safeAreaInsets.top == 48 + 44)
        #expect(try IBImporter.importData(Data(older.utf8), scene: "s1").canvas.safeAreaInsets.top == 44 + 44)
        #expect(IBDeviceEnvironment(size: Size(width: 375, height: 812), deviceID: "retina5_9", toolsMajor: 21701).screenInsets.top == 50)
        #expect(IBDeviceEnvironment(size: Size(width: 375, height: 812), deviceID: "retina5_9", toolsMajor: 20037).screenInsets.top == 44)
        #expect(IBDeviceEnvironment(size: Size(width: 812, height: 375), deviceID: "retina5_9", toolsMajor: 21701).screenInsets.left == 44)
    }
}
