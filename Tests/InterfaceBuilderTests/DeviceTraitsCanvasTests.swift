import Foundation
import InterfaceBuilderImport
import LayoutModel
import Testing

/// Xcode 8 and later show a scene on its document's device ("View as: iPhone 8", wC hR in
/// portrait) and store the frames laid out there: without --traits the canvas takes the
/// variations of the device's size classes, not Any/Any's (issue 35). Here the box's height is
/// excluded in `default` and included for regular height, as Xcode writes a constraint added
/// while viewing hR with "Vary for Traits": on the iPhone 8 canvas it holds.
@Suite struct DeviceTraitsCanvasTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="VC">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="VC" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="ROOT">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX">
                                        <rect key="frame" x="20" y="40" width="100" height="50"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="BOX" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="K1"/>
                                    <constraint firstItem="BOX" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="40" id="K2"/>
                                    <constraint firstItem="BOX" firstAttribute="width" constant="100" id="K3"/>
                                    <constraint firstItem="BOX" firstAttribute="height" constant="50" id="K4"/>
                                </constraints>
                                <variation key="default"><mask key="constraints"><exclude reference="K4"/></mask></variation>
                                <variation key="heightClass=regular"><mask key="constraints"><include reference="K4"/></mask></variation>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func theCanvasHasTheDevicesSizeClasses() throws {
        let r = try IBImporter.importData(Data(Self.document.utf8))
        #expect(r.check.ambiguous.isEmpty, "\(r.check.ambiguous)")
        #expect(r.check.unmarkedMatching == 1)
        #expect(r.summary(file: "d.storyboard").contains("traits wC hR, those of the document's device (retina4_7 portrait): size-class variations applied (frames and markers from the most specific variation)"))
        // Asked for compact height, the height constraint is not installed.
        let compact = try IBImporter.importData(Data(Self.document.utf8), traits: IBTraits(heightClass: "compact"))
        #expect(!compact.check.ambiguous.isEmpty)
    }
}
