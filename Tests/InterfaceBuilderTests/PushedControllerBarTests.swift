import Foundation
import InterfaceBuilderImport
import LayoutModel
import Testing

/// A view controller pushed by a `show` (or `push`) segue is shown in its pusher's navigation
/// controller, under the same bar: its canvas takes that navigation controller's stored bar, as
/// the root view controller's does (issue 35, "bars … shrinking the safe area"). Before, a pushed
/// controller got a standard 44-pt bar under the device's status bar whatever the document
/// stored (`ios-raivo-otp_ios-application-Setup.storyboard:152`: a large-title bar stored at
/// y 48, 96 tall; its views 56 too high). The stored frames below follow from the bar by hand:
/// 48 + 96 = 144 for the label pinned to the safe area's top.
@Suite struct PushedControllerBarTests {
    static func storyboard(hidesBar: Bool = false) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" initialViewController="NAV">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="FIRST" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="ROOT1">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="GO">
                                        <rect key="frame" x="20" y="\(hidesBar ? 48 : 144)" width="60" height="30"/>
                                        <state key="normal" title="Next"/>
                                        <connections>
                                            <segue destination="SECOND" kind="show" id="PUSH"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="SAFE1"/>
                                <constraints>
                                    <constraint firstItem="GO" firstAttribute="top" secondItem="SAFE1" secondAttribute="top" id="K1"/>
                                    <constraint firstItem="GO" firstAttribute="leading" secondItem="ROOT1" secondAttribute="leading" constant="20" id="K2"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="First" id="NI1"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="SECOND" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="ROOT2">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <label opaque="NO" text="Pushed" translatesAutoresizingMaskIntoConstraints="NO" id="LAB">
                                        <rect key="frame" x="20" y="\(hidesBar ? 48 : 144)" width="60" height="21"/>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="SAFE2"/>
                                <constraints>
                                    <constraint firstItem="LAB" firstAttribute="top" secondItem="SAFE2" secondAttribute="top" id="K3"/>
                                    <constraint firstItem="LAB" firstAttribute="leading" secondItem="ROOT2" secondAttribute="leading" constant="20" id="K4"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="Second" id="NI2"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <navigationController id="NAV" \(hidesBar ? "navigationBarHidden=\"YES\" " : "")sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="BAR">
                                <rect key="frame" x="0.0" y="48" width="414" height="96"/>
                            </navigationBar>
                            <connections>
                                <segue destination="FIRST" kind="relationship" relationship="rootViewController" id="ROOTSEG"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static func labelFrame(_ text: String) throws -> (Rect, IBImportResult) {
        let r = try IBImporter.importData(Data(text.utf8), scene: "s2")
        let s = r.session.state
        let lab = try #require(s.views.first { $0.interfaceBuilder?.id == "LAB" })
        return (r.session.frame(of: try #require(s.view(named: lab.name))), r)
    }

    @Test func aPushedControllerIsUnderItsPushersNavigationBar() throws {
        let (frame, r) = try Self.labelFrame(Self.storyboard())
        #expect(r.check.misplaced.isEmpty, "\(r.check.misplaced)")
        #expect(frame == Rect(x: 20, y: 144, width: 60, height: 21))
        #expect(r.canvas.safeAreaSource.contains("navigation bar stored at y 48, 96 tall"), "\(r.canvas.safeAreaSource)")
    }

    /// The navigation controller hides its bar: the pushed controller is under the status bar only.
    @Test func aHiddenBarStaysHiddenForPushedControllers() throws {
        let (frame, r) = try Self.labelFrame(Self.storyboard(hidesBar: true))
        #expect(r.check.misplaced.isEmpty, "\(r.check.misplaced)")
        #expect(frame == Rect(x: 20, y: 48, width: 60, height: 21))
    }

    /// A controller with a navigation item that no navigation controller of the document shows
    /// and no segue pushes (made in code: `instantiateViewController(withIdentifier:)`) has no bar:
    /// IB infers none (`ios-ephread_Instructions-Basic_Examples.storyboard:13`, its container
    /// stored at y 44, under the status bar alone). Before, every navigation item brought a bar.
    @Test func aNavigationItemAloneBringsNoBar() throws {
        let orphan = Self.storyboard().replacingOccurrences(of: "<segue destination=\"SECOND\" kind=\"show\" id=\"PUSH\"/>", with: "")
            .replacingOccurrences(of: "y=\"144\" width=\"60\" height=\"21\"", with: "y=\"48\" width=\"60\" height=\"21\"")
        let (frame, r) = try Self.labelFrame(orphan)
        #expect(r.check.misplaced.isEmpty, "\(r.check.misplaced)")
        #expect(frame == Rect(x: 20, y: 48, width: 60, height: 21))
    }

    /// A `showDetail` segue from a controller in a navigation controller: IB infers the bar too.
    @Test func showDetailIsFollowedToo() throws {
        let detail = Self.storyboard().replacingOccurrences(of: "kind=\"show\" id=\"PUSH\"", with: "kind=\"showDetail\" id=\"PUSH\"")
        let (frame, _) = try Self.labelFrame(detail)
        #expect(frame == Rect(x: 20, y: 144, width: 60, height: 21))
    }
}
