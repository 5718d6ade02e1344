import Foundation
import InterfaceBuilderImport
import LayoutModel
import LayoutSyntax
import LayoutText
import Testing

/// Small hand-written documents, one rule each (docs/interface-builder.md §3–§8); expected
/// frames are worked out by hand from the constraints as UIKit reads them.
@Suite struct SceneBuildingTests {
    func load(_ body: String, storyboard: Bool = true, extra: String = "") throws -> IBImportResult {
        let type = storyboard ? "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" : "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="\(type)" version="3.0" toolsVersion="14490" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="VC1" \(extra)>
            \(body)
            </document>
            """
        return try IBImporter.importData(Data(text.utf8))
    }

    /// One scene: a 375×667 root with a label pinned 20 from the safe area's top and leading.
    static let labelScene = """
        <scenes><scene sceneID="S1"><objects>
          <viewController id="VC1" title="First" sceneMemberID="viewController">
            <view key="view" id="ROOT">
              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
              <subviews>
                <label text="Hello World" translatesAutoresizingMaskIntoConstraints="NO" id="LAB" customClass="FancyLabel">
                  <rect key="frame" x="20" y="40" width="88" height="21"/>
                </label>
              </subviews>
              <constraints>
                <constraint firstItem="LAB" firstAttribute="leading" secondItem="SAF" secondAttribute="leading" constant="20" id="C1"/>
                <constraint firstItem="LAB" firstAttribute="top" secondItem="SAF" secondAttribute="top" constant="20" id="C2"/>
                <constraint firstItem="LAB" firstAttribute="width" secondItem="ROOT" secondAttribute="width" multiplier="88/375" placeholder="YES" id="C3"/>
                <constraint firstItem="LAB" firstAttribute="height" constant="50" identifier="Tall" id="C4"/>
              </constraints>
              <viewLayoutGuide key="safeArea" id="SAF"/>
              <variation key="default"><mask key="constraints"><exclude reference="C4"/></mask></variation>
            </view>
          </viewController>
        </objects></scene></scenes>
        """

    @Test func aLabelPinnedToTheSafeArea() throws {
        let r = try load(Self.labelScene)
        let s = r.session
        let label = try #require(s.state.view(named: "helloWorld"))
        // Safe area top = the status bar, 20 (retina4_7-sized root with no device: iPhone rules);
        // label.top = 20 + 20 = 40, leading 20; size from the stored frame (88×21).
        #expect(s.frame(of: label) == Rect(x: 20, y: 40, width: 88, height: 21))
        #expect(s.state[label].className == "UILabel")
        #expect(s.state[label].interfaceBuilder == InterfaceBuilderInfo(id: "LAB", customClass: "FancyLabel", line: 9, intrinsicSizeSource: "the stored frame (line 9)"))
        // C3 is a placeholder (dropped); C4 is excluded in the default variation (kept, inactive).
        let user = s.state.constraints.filter { !$0.kind.isSystem }
        #expect(user.count == 3)
        let tall = try #require(user.first { $0.identifier == "Tall" })
        #expect(!tall.isActive)
        // Omitted firstItem … here given; C4 omits secondItem: a constant-only height.
        #expect(tall.second == nil && tall.constant == 50)
        #expect(r.constraintsDropped == 1 && r.constraintsUninstalled == 1 && r.constraintsImported == 3)
        // The canvas check keeps the placeholder (IB's canvas has it): width = 375 × 88/375 = 88.
        #expect(r.check.unmarked == 1 && r.check.unmarkedMatching == 1)
        #expect(r.isComplete)
        // `report` shows the custom class over its UIKit base, the IB id and the size's source;
        // JSON carries the id and the custom class.
        let report = s.report(view: label).split(separator: "\n").map(String.init)
        #expect(report[0].hasSuffix("FancyLabel : UILabel"))
        #expect(report.contains("From IB........id 'LAB'; line 9; content size from the stored frame (line 9)"))
        let json = s.json(view: label)
        guard case .object(let fields) = json else { Issue.record("not an object"); return }
        #expect(fields.contains { $0.0 == "ib" && $0.1 == .string("LAB") })
        #expect(fields.contains { $0.0 == "customClass" && $0.1 == .string("FancyLabel") })
    }

    @Test func aDeviceResizesTheRootAfterTheCheck() throws {
        let data = Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="VC1">
            \(Self.labelScene)
            </document>
            """.utf8)
        let r = try IBImporter.importData(data, device: try #require(IBDevice("retina6_1")))
        let s = r.session
        // The check ran at the document's 375×667 canvas; the session is then 414×896 with an
        // iPhone XR's safe area (44 top, 34 bottom): the label sits at 44 + 20 = 64.
        #expect(r.check.unmarkedMatching == 1)
        #expect(s.state.rootSize == Size(width: 414, height: 896))
        let label = try #require(s.state.view(named: "helloWorld"))
        #expect(s.frame(of: label) == Rect(x: 20, y: 64, width: 88, height: 21))
        #expect(r.summary(file: "f").last == "resized to 414×896 (device retina6_1), safe area: status bar 44, home indicator 34: 0 ambiguous views, 0 broken constraints")
        #expect(IBDevice("retina4_7-landscape")?.size == Size(width: 667, height: 375))
        #expect(IBDevice("390x844")?.size == Size(width: 390, height: 844))
        #expect(IBDevice("iphone") == nil && IBDevice("0x5") == nil && IBDevice("nanx5") == nil)
    }

    @Test func traitsApplyTheirVariations() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES" useTraitCollections="YES">
              <objects>
                <view id="T"><rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                  <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="B">
                      <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                      <constraints>
                        <constraint firstAttribute="width" constant="100" id="W1"/>
                        <constraint firstAttribute="width" constant="200" id="W2"/>
                        <constraint firstAttribute="height" constant="50" id="H1"/>
                      </constraints>
                      <variation key="default"><mask key="constraints"><exclude reference="W2"/></mask></variation>
                      <variation key="widthClass=compact"><mask key="constraints"><exclude reference="W1"/><include reference="W2"/></mask>
                        <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                      </variation>
                      <variation key="heightClass=regular-widthClass=compact"><mask key="constraints"><exclude reference="W2"/><include reference="W1"/></mask>
                        <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                      </variation>
                    </view>
                    <stackView translatesAutoresizingMaskIntoConstraints="NO" id="S">
                      <rect key="frame" x="0.0" y="100" width="10" height="10"/>
                      <variation key="widthClass=compact" axis="vertical"/>
                    </stackView>
                  </subviews>
                  <constraints>
                    <constraint firstItem="B" firstAttribute="leading" secondItem="T" secondAttribute="leading" id="L"/>
                    <constraint firstItem="B" firstAttribute="top" secondItem="T" secondAttribute="top" id="TT"/>
                  </constraints>
                </view>
              </objects>
            </document>
            """
        func outcome(_ traits: IBTraits) throws -> (width: Double, matching: Int, axis: Axis?) {
            let r = try IBImporter.importData(Data(text.utf8), traits: traits)
            let b = try #require(r.session.state.view(named: "view_B"))
            let stack = try #require(r.session.state.view(named: "stackView_S"))
            return (r.session.frame(of: b).width, r.check.unmarkedMatching, r.session.state[stack].stack?.properties.axis)
        }
        // Any/Any: W1 (100); wC: W2 (200), with the frame and stack axis of the wC variation;
        // wC hR: the two-class variation wins over the one-class one (W1 again, 100).
        let any = try outcome(.any)
        let compact = try outcome(IBTraits(widthClass: "compact"))
        let both = try outcome(try #require(IBTraits(["wC", "hR"])))
        #expect(any.width == 100 && compact.width == 200 && both.width == 100)
        // B matches its trait's stored frame each time; the stack has no constraints (ambiguous).
        #expect(any.matching == 1 && compact.matching == 1 && both.matching == 1, "\(any) \(compact) \(both)")
        #expect(any.axis == .horizontal && compact.axis == .vertical && both.axis == .vertical)
        #expect(IBTraits(["wC", "wR"]) == nil && IBTraits(["xC"]) == nil && IBTraits([]) == nil)
        #expect(IBTraits(["hr", "WC"])?.shown == "wC hR")
        #expect(IBTraits(widthClass: "compact").specificity("userInterfaceIdiom=mac") == nil)
    }

    @Test func omittedFirstItemIsTheConstraintsOwner() throws {
        let body = """
            <objects>
              <view id="TOP"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="BOX">
                    <rect key="frame" x="10" y="10" width="60" height="30"/>
                    <constraints>
                      <constraint firstAttribute="width" secondItem="BOX" secondAttribute="height" multiplier="2:1" id="A1"/>
                      <constraint firstAttribute="height" constant="30" id="A2"/>
                    </constraints>
                  </view>
                </subviews>
                <constraints>
                  <constraint firstItem="BOX" firstAttribute="leading" secondItem="TOP" secondAttribute="leading" constant="10" id="A3"/>
                  <constraint firstAttribute="bottom" secondItem="BOX" secondAttribute="bottom" constant="60" id="A4"/>
                </constraints>
              </view>
            </objects>
            """
        let r = try load(body, storyboard: false)
        let s = r.session
        let box = try #require(s.state.view(named: "view_BOX"))
        // A2: BOX.height = 30; A1: BOX.width = 2 × height = 60; A3: x = 10;
        // A4 (owner TOP): TOP.bottom = BOX.bottom + 60 → BOX.bottom = 40, y = 10.
        #expect(s.frame(of: box) == Rect(x: 10, y: 10, width: 60, height: 30))
        #expect(r.check.misplaced.isEmpty)
        // A xib's top-level view has no safe-area insets and is the root at its stored size.
        #expect(s.state.rootSize == Size(width: 200, height: 100))
    }

    @Test func legacyLayoutGuidesMapToTheSafeArea() throws {
        let body = """
            <scenes><scene sceneID="S1"><objects>
              <viewController id="VC1" sceneMemberID="viewController">
                <layoutGuides>
                  <viewControllerLayoutGuide type="top" id="TG"/>
                  <viewControllerLayoutGuide type="bottom" id="BG"/>
                </layoutGuides>
                <view key="view" id="ROOT">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                  <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="V">
                      <rect key="frame" x="0.0" y="28" width="320" height="532"/>
                    </view>
                  </subviews>
                  <constraints>
                    <constraint firstItem="V" firstAttribute="top" secondItem="TG" secondAttribute="bottom" constant="8" id="L1"/>
                    <constraint firstItem="BG" firstAttribute="top" secondItem="V" secondAttribute="bottom" constant="8" id="L2"/>
                    <constraint firstItem="V" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="L3"/>
                    <constraint firstAttribute="trailing" secondItem="V" secondAttribute="trailing" id="L4"/>
                  </constraints>
                </view>
              </viewController>
            </objects></scene></scenes>
            """
        let r = try load(body, extra: "")
        let v = try #require(r.session.state.view(named: "view_V"))
        // Top guide bottom = safe area top = 20 (status bar): V.top = 28; bottom guide top = the
        // safe area bottom = 568: V.bottom = 560, height 532.
        #expect(r.session.frame(of: v) == Rect(x: 0, y: 28, width: 320, height: 532))
        #expect(r.check.misplaced.isEmpty)
    }

    @Test func scenesAreChosenByIdTitleOrTheInitialController() throws {
        let two = """
            <scenes>
              <scene sceneID="S0"><objects><navigationController id="VC1" sceneMemberID="viewController">
                <connections><segue destination="VC2" kind="relationship" relationship="rootViewController" id="seg"/></connections>
              </navigationController></objects></scene>
              <scene sceneID="S2"><objects><viewController id="VC2" title="Second" sceneMemberID="viewController">
                <view key="view" id="R2"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/></view>
              </viewController></objects></scene>
              <scene sceneID="S3"><objects><viewController id="VC3" title="Third" sceneMemberID="viewController">
                <view key="view" id="R3"><rect key="frame" x="0.0" y="0.0" width="300" height="300"/></view>
              </viewController></objects></scene>
            </scenes>
            """
        // The initial controller is a navigation controller: its root view controller is imported.
        let r = try load(two)
        #expect(r.scene.id == "S2")
        let text = r.summary(file: "two.storyboard")
        #expect(text[0] == "3 scenes in two.storyboard (--scene ID|NAME picks one):")
        #expect(text[1] == "    S0  UINavigationController  0 views")
        #expect(text[2] == "  * S2  UIViewController  \"Second\"  1 view")
        for name in ["S3", "VC3", "R3", "Third", "third"] {
            let data = Data("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" initialViewController="VC1">
                \(two)
                </document>
                """.utf8)
            #expect(try IBImporter.importData(data, scene: name).scene.id == "S3")
        }
        #expect(throws: IBReadError(line: 2, "no scene 'Fourth' in the document (scenes: S0, S2, S3)")) {
            try IBImporter.importData(Data("<?xml version=\"1.0\"?>\n<document type=\"x.Storyboard.XIB\" version=\"3.0\">\(two)</document>".utf8), scene: "Fourth")
        }
        #expect(throws: IBReadError(line: 4, "scene S0 (UINavigationController) has no root view to import")) {
            try IBImporter.importData(Data("<?xml version=\"1.0\"?>\n<document type=\"x.Storyboard.XIB\" version=\"3.0\">\n\(two)</document>".utf8), scene: "S0")
        }
    }

    @Test func macOSFramesAreFlippedAndScrollGuidesReportedByLine() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
              <objects>
                <customView id="C"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                  <subviews>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="K">
                      <rect key="frame" x="10" y="60" width="50" height="30"/>
                    </customView>
                  </subviews>
                  <constraints>
                    <constraint firstItem="K" firstAttribute="top" secondItem="C" secondAttribute="top" constant="10" id="M1"/>
                    <constraint firstItem="K" firstAttribute="leading" secondItem="C" secondAttribute="leading" constant="10" id="M2"/>
                    <constraint firstItem="K" firstAttribute="width" constant="50" id="M3"/>
                    <constraint firstItem="K" firstAttribute="height" constant="30" id="M4"/>
                    <constraint firstItem="K" firstAttribute="bottom" secondItem="G" secondAttribute="bottom" id="M5"/>
                  </constraints>
                </customView>
                <scrollView id="SC"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                  <viewLayoutGuide key="contentLayoutGuide" id="G"/>
                </scrollView>
              </objects>
            </document>
            """
        let r = try IBImporter.importData(Data(text.utf8), scene: "C")
        let k = try #require(r.session.state.view(named: "view_K"))
        // Bottom-left origin: y = 100 − 60 − 30 = 10 from the top, which top == 10 agrees with.
        #expect(r.session.frame(of: k) == Rect(x: 10, y: 10, width: 50, height: 30))
        #expect(r.check.unmarkedMatching == 1)
        #expect(!r.isComplete)
        #expect(r.notes == [IBNote(line: 15, .leftOut, "constraint M5: relates to a contentLayoutGuide guide outside the imported scene")])
        #expect(r.constraintsLeftOut == 1)
    }

    @Test func namesFollowUserLabelTextThenClassAndId() throws {
        var taken = Set<String>()
        let body = """
            <objects><view id="T"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/><subviews>
              <view userLabel="Red View" id="a1"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/></view>
              <view userLabel="Red View" id="a2"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/></view>
              <button id="a3"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/><state key="normal" title="Sign in…"/></button>
              <imageView id="9ab-Cd-efg"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/></imageView>
              <label text="日本" id="b4-x"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/></label>
            </subviews></view></objects>
            """
        let r = try load(body, storyboard: false)
        for v in r.session.state.viewIDs { taken.insert(r.session.state[v].name) }
        #expect(taken == ["root", "redView", "redView2", "signIn", "imageView_9ab", "label_b4"])
    }
}

/// A view's margins grow by the part of it inside the safe area's unsafe bands (UIKit's
/// `insetsLayoutMarginsFromSafeArea`): on a 375×812 canvas with a 34-point home-indicator band
/// (778…812), a view at y 790, 12 high, lies wholly inside it (bottom margin 8 + 12 = 20); a view
/// at y 900, below the canvas in a tall document, overlaps none of it (8).
@Suite struct SafeAreaMarginTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="VC1">
          <device id="retina5_9" orientation="portrait"/>
          <scenes><scene sceneID="S1"><objects>
            <viewController id="VC1" sceneMemberID="viewController">
              <view key="view" id="ROOT">
                <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="IN" userLabel="inBand"><rect key="frame" x="0" y="790" width="100" height="12"/></view>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="OUT" userLabel="below"><rect key="frame" x="0" y="900" width="100" height="20"/></view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="SAF"/>
              </view>
            </viewController>
          </objects></scene></scenes>
        </document>
        """

    @Test func onlyTheOverlapCounts() throws {
        let s = try IBImporter.importData(Data(Self.document.utf8)).session
        let inBand = try #require(s.state.view(named: "inBand")), below = try #require(s.state.view(named: "below"))
        #expect(s.state[inBand].layoutMargins.bottom == 20)
        #expect(s.state[below].layoutMargins.bottom == 8)
    }
}
