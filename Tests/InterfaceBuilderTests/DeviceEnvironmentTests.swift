import Foundation
import InterfaceBuilderImport
import LayoutModel
import PlumbTestSupport
import Testing

/// Devices at the sizes of `plumb check`'s matrix (docs/interface-builder.md §10): size classes,
/// the screen's safe-area insets per orientation, a view controller root's margins; the canvas
/// of a size class under `--traits`; per-trait constants. Every expectation is worked out by hand
/// from the table in §10 (sources there).
@Suite struct DeviceEnvironmentTests {
    /// The real documents three tests read (the shared corpus's `ib/`, CorpusFolder).
    static let corpus = CorpusFolder.subfolder("ib")

    @Test func theMatrixSizesAreDevicesWithTheirInsetsAndSizeClasses() {
        func e(_ w: Double, _ h: Double) -> IBDeviceEnvironment { IBDeviceEnvironment(size: Size(width: w, height: h)) }
        func insets(_ t: Double, _ l: Double, _ b: Double, _ r: Double) -> EdgeInsets { EdgeInsets(top: t, left: l, bottom: b, right: r) }
        // iPhone SE (1st gen), 320×568 = retina4_0: home button, status bar 20; landscape hides
        // it (compact height) and has no side insets; wC in both orientations (portrait width 320 < 414).
        #expect(e(320, 568).deviceID == "retina4_0" && e(320, 568).screenInsets == insets(20, 0, 0, 0))
        #expect(e(320, 568).traits.shown == "wC hR" && e(568, 320).traits.shown == "wC hC")
        #expect(e(568, 320).screenInsets == .zero && e(568, 320).screenInsetParts == ["status bar hidden"])
        // iPhone 15, 393×852 = retina6_12: Dynamic Island 59 at the top and the 34-pt home
        // indicator in portrait; in landscape 59 on both sides and a 21-pt indicator (csl.cool's
        // printed safeAreaInsets: (59, 0, 34, 0) and (0, 59, 21, 59)); wC hC in landscape.
        #expect(e(393, 852).screenInsets == insets(59, 0, 34, 0))
        #expect(e(852, 393).screenInsets == insets(0, 59, 21, 59) && e(852, 393).traits.shown == "wC hC")
        // iPhone 15 Pro Max, 430×932 = retina6_72: the same insets; a Max phone, so wR hC in landscape.
        #expect(e(932, 430).deviceID == "retina6_72" && e(932, 430).traits.shown == "wR hC")
        // iPhone X, 375×812 = retina5_9: 44 sensor housing / 34; landscape 44 each side (useyourloaf, "Supporting iPhone X").
        #expect(e(812, 375).screenInsets == insets(0, 44, 21, 44) && e(812, 375).traits.shown == "wC hC")
        // iPad (10th gen) 820×1180 and iPad Pro 12.9" 1024×1366: status bar 24, home indicator 20
        // in both orientations; wR hR full screen.
        #expect(e(1180, 820).deviceID == "ipad10_9rounded" && e(1180, 820).screenInsets == insets(24, 0, 20, 0))
        #expect(e(1024, 1366).traits.shown == "wR hR" && e(1366, 1024).traits.shown == "wR hR")
        // A size no device has: a home-button device of that size — iPad-like from 768 points on
        // the short side, else a phone (wR in landscape from 414 points).
        #expect(e(390, 700).deviceID == nil && e(390, 700).screenInsets == insets(20, 0, 0, 0) && e(390, 700).name == "390x700")
        #expect(e(700, 390).screenInsets == .zero && e(700, 390).traits.shown == "wC hC")
        #expect(e(800, 900).traits.shown == "wR hR" && e(900, 800).screenInsets == insets(20, 0, 0, 0))
        // Root side margins: 16 below 414 points of width, 20 from there (Plus/Max portrait, landscape, iPads).
        #expect(e(393, 852).rootSideMargin == 16 && e(430, 932).rootSideMargin == 20 && e(568, 320).rootSideMargin == 20)
    }

    /// A view controller with a navigation bar (simulated metrics: +44 at the top of the safe area) in an iOS 11
    /// storyboard (margins measured from the safe area): what `plumb check` gives its root per size.
    @Test func aControllersRootPerSize() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="VC">
            <device id="retina4_7" orientation="portrait"/>
            <scenes><scene sceneID="S"><objects>
            <viewController id="VC" sceneMemberID="viewController">
            <view key="view" id="R"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <viewLayoutGuide key="safeArea" id="G"/></view>
            <navigationItem key="navigationItem" id="N"/>
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
            </viewController></objects></scene></scenes>
            </document>
            """
        let r = try IBImporter.importData(Data(text.utf8))
        func at(_ w: Double, _ h: Double) -> (EdgeInsets, EdgeInsets?) { r.rootEnvironment(at: Size(width: w, height: h)) }
        func insets(_ t: Double, _ l: Double, _ b: Double, _ r: Double) -> EdgeInsets { EdgeInsets(top: t, left: l, bottom: b, right: r) }
        // The canvas: status bar 20 + navigation bar 44 = 64.
        #expect(r.canvas.safeAreaInsets == insets(64, 0, 0, 0))
        // 393×852: 59 + 44 = 103 at the top, 34 at the bottom; margins 16 at the sides plus the safe area.
        #expect(at(393, 852) == (insets(103, 0, 34, 0), insets(103, 16, 34, 16)))
        // 852×393: no status bar, 44 for the bar; 59 each side, 21 at the bottom; margins 20 + 59 = 79.
        #expect(at(852, 393) == (insets(44, 59, 21, 59), insets(44, 79, 21, 79)))
        // 568×320: only the bar (44); margins 20 at the sides (568 ≥ 414).
        #expect(at(568, 320) == (insets(44, 0, 0, 0), insets(44, 20, 0, 20)))
        // iPad Pro 12.9" 1024×1366: 24 + 44 = 68, home indicator 20; margins 20.
        #expect(at(1024, 1366) == (insets(68, 0, 20, 0), insets(68, 20, 20, 20)))
        // A xib's top-level view has no safe area and keeps its margins at every size.
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <objects><view id="T"><rect key="frame" x="0.0" y="0.0" width="320" height="200"/></view></objects>
            </document>
            """
        let top = try IBImporter.importData(Data(xib.utf8))
        #expect(top.rootEnvironment(at: Size(width: 852, height: 393)) == (EdgeInsets.zero, nil))
    }

    /// Xcode 6–7 stored a size class's frames on that class's canvas: 400 points on a compact
    /// axis, 800 on a regular one, 600 on Any. ios-8191-stacks-main.storyboard:124 (Xcode 7,
    /// toolsVersion 8191): in wC hR the vertical stack (leading and trailing to the 20-pt margins,
    /// 8 below the 20-pt status bar, 8 above the 49-pt tab bar) holds the two images at
    /// x 120 (width 120) and y 0 / 358 (heights 358 + 357 = 715): centred in a 360-wide stack,
    /// so the root is 360 + 2 × 20 = 400 wide and 715 + 8 + 8 + 20 + 49 = 800 high.
    @Test(.needsCorpus) func sizeClassCanvasesOfXcode6And7() throws {
        let path = Self.corpus.appendingPathComponent("ios-8191-stacks-main.storyboard").path
        let compactRegular = try IBImporter.importFile(path, scene: "52R-6N-wcQ", traits: try #require(IBTraits(["wC", "hR"])))
        #expect(compactRegular.canvas.size == Size(width: 400, height: 800))
        // Both images match their wC hR frames; the stack's own frame is the Any/Any canvas's, not compared.
        #expect(compactRegular.check.placements.count == 2 && compactRegular.check.misplaced.isEmpty)
        #expect(compactRegular.check.otherCanvas == 1)
        // wC hC: the horizontal stack of two 180-wide images fills 360 points: 400 wide again.
        let compactCompact = try IBImporter.importFile(path, scene: "52R-6N-wcQ", traits: try #require(IBTraits(["wC", "hC"])))
        #expect(compactCompact.canvas.size == Size(width: 400, height: 400) && compactCompact.check.misplaced.isEmpty)
        #expect(compactCompact.check.placements.count == 2)
        // Any/Any keeps the stored 600×600 and compares every view.
        let any = try IBImporter.importFile(path, scene: "52R-6N-wcQ")
        #expect(any.canvas.size == Size(width: 600, height: 600) && any.check.otherCanvas == 0)
    }

    /// Xcode 8 and later lay a scene out on its `<device>`: traits the device has in its other
    /// orientation turn the canvas, and no stored frame is compared there.
    @Test(.needsCorpus) func xcode8TraitsTurnTheDevice() throws {
        let path = Self.corpus.appendingPathComponent("ios-11762-container-main.storyboard").path
        let landscape = try IBImporter.importFile(path, traits: try #require(IBTraits(["wC", "hC"])))
        // retina4_7 turned: 667×375, status bar hidden, the navigation bar's 44 kept.
        #expect(landscape.canvas.size == Size(width: 667, height: 375))
        #expect(landscape.canvas.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(landscape.check.placements.isEmpty && landscape.check.otherCanvas == 3)
        // wC hR is the stored orientation: every frame compared, as without --traits.
        let portrait = try IBImporter.importFile(path, traits: try #require(IBTraits(["wC", "hR"])))
        #expect(portrait.canvas.size == Size(width: 375, height: 667) && portrait.check.placements.count == 3)
        // wR hR: no orientation of an iPhone has it; the canvas stays, nothing is compared.
        let pad = try IBImporter.importFile(path, traits: try #require(IBTraits(["wR", "hR"])))
        #expect(pad.canvas.size == Size(width: 375, height: 667) && pad.check.placements.isEmpty)
        #expect(pad.canvas.sizeSource.contains("has no wR hR orientation"))
    }

    /// A per-trait constant, in the form real files use (`<variation key="…" constant="130"/>`
    /// inside the `<constraint>`, docs/interface-builder.md §8): the most specific applicable wins.
    @Test func perTraitConstants() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="12118" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
              <objects>
                <view id="T"><rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                  <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="B">
                      <rect key="frame" x="0.0" y="0.0" width="160" height="110"/>
                      <constraints>
                        <constraint firstAttribute="height" constant="110" id="H">
                          <variation key="heightClass=regular-widthClass=compact" constant="130"/>
                          <variation key="widthClass=regular" constant="90"/>
                        </constraint>
                        <constraint firstAttribute="width" constant="160" id="W"/>
                      </constraints>
                    </view>
                  </subviews>
                  <constraints>
                    <constraint firstItem="B" firstAttribute="leading" secondItem="T" secondAttribute="leading" id="L"/>
                    <constraint firstItem="B" firstAttribute="top" secondItem="T" secondAttribute="top" id="TT"/>
                  </constraints>
                </view>
              </objects>
            </document>
            """
        func height(_ words: [String]) throws -> Double {
            let r = try IBImporter.importData(Data(text.utf8), traits: words.isEmpty ? .any : try #require(IBTraits(words)))
            return r.session.frame(of: try #require(r.session.state.view(named: "view_B"))).height
        }
        // Any/Any: 110; wC hR: the two-class variation, 130; wR (any height): 90; wR hR: the
        // one-class wR variation applies, 90; wC hC: none applies, 110.
        #expect(try height([]) == 110 && height(["wC", "hR"]) == 130 && height(["wR"]) == 90)
        #expect(try height(["wR", "hR"]) == 90 && height(["wC", "hC"]) == 110)

        // The session keeps every per-trait constant: imported for Any/Any, then switched with
        // `traits`, it gives the heights above; written by `export ib` and read back for each
        // choice of classes, the same again.
        let imported = try IBImporter.importData(Data(text.utf8)).session
        let written = IBDocumentWriter.write(imported).text
        for (words, expected) in [(["wC", "hR"], 130.0), (["wR"], 90), (["wR", "hR"], 90), (["wC", "hC"], 110), ([], 110)] {
            let classes = words.isEmpty ? SizeClasses.any : try #require(SizeClasses(words: words))
            _ = try imported.setSizeClasses(classes)
            #expect(imported.frame(of: try #require(imported.state.view(named: "view_B"))).height == expected, "traits \(words)")
            let back = try IBImporter.importData(Data(written.utf8), traits: words.isEmpty ? .any : try #require(IBTraits(words)))
            #expect(back.session.frame(of: try #require(back.session.state.view(named: "view_B"))).height == expected, "export ib, then --traits \(words)")
        }
    }

    @Test(.needsCorpus) func traitsOnAMacDocumentAreRefused() throws {
        let path = Self.corpus.appendingPathComponent("mac-22505-sparkle-status.xib").path
        #expect(throws: IBReadError.self) { try IBImporter.importFile(path, traits: IBTraits(widthClass: "compact")) }
        do {
            _ = try IBImporter.importFile(path, traits: IBTraits(widthClass: "compact"))
        } catch {
            #expect(error.line == 2)
            #expect(error.message == "--traits wC: size classes apply to iOS documents; this is a macOS document (targetRuntime MacOSX.Cocoa)")
        }
    }
}
