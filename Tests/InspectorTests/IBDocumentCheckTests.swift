import Foundation
import PlumbTestSupport
import Testing
@testable import Shell
import Inspector
import ShellTestSupport

/// `plumb check FILE.storyboard|FILE.xib` (docs/sweep-and-check.md, docs/interface-builder.md §14):
/// compiler-style lines pointing at the XML, exit statuses, JSON, and the whole corpus (the 59
/// pinned documents of ../shared/corpus/ib, CorpusFolder; without it those tests are skipped).
@Suite struct IBDocumentCheckTests {
    static let corpus = CorpusFolder.subfolder("ib")

    /// A 320×200 iOS xib: `box` stored at (20 20; 100 50), and `free`; `constraints` replaces
    /// line 15's placeholder (each constraint on its own line from 15 on).
    static func xib(_ constraints: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
        <view contentMode="scaleToFill" id="top">
        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
        <subviews>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="box">
        <rect key="frame" x="20" y="20" width="100" height="50"/>
        </view>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="free" userLabel="free">
        <rect key="frame" x="20" y="100" width="100" height="50"/>
        </view>
        </subviews>
        <constraints>
        \(constraints.joined(separator: "\n"))
        </constraints>
        </view>
        </objects>
        </document>
        """
    }

    /// `box` pinned 20 from the left and 30 from the top, 100×50 (line 15–18); `free` pinned in full (19–22).
    static let boxLowered = [
        #"<constraint firstItem="box" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="c1"/>"#,
        #"<constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="top" constant="30" id="c2"/>"#,
        #"<constraint firstItem="box" firstAttribute="width" constant="100" id="c3"/>"#,
        #"<constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>"#,
    ]
    static let freePinned = [
        #"<constraint firstItem="free" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="c5"/>"#,
        #"<constraint firstItem="free" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="c6"/>"#,
        #"<constraint firstItem="free" firstAttribute="width" constant="100" id="c7"/>"#,
        #"<constraint firstItem="free" firstAttribute="height" constant="50" id="c8"/>"#,
    ]

    static func folder(_ files: [String: String]) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-ibcheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return dir.path
    }

    static func check(_ arguments: [String], in dir: String, json: Bool = false) -> (status: Int32, out: String, err: String) {
        let out = OutputBuffer()
        let status = CheckFiles.run(arguments, json: json, output: out, workingDirectory: dir)
        return (status, out.standardOutput, out.standardError)
    }

    @Test func misplacedViewIsAWarningUnlessStrict() throws {
        // box: leading 20, top 30, 100×50 solves to (20 30; 100 50); IB stored (20 20; 100 50):
        // 10 pt lower, Xcode's "misplaced" warning, on the line of box's <view> (7).
        let dir = try Self.folder(["a.xib": Self.xib(Self.boxLowered + Self.freePinned)])
        let r = Self.check(["a.xib", "--sizes", "320x200"], in: dir)
        #expect(r.status == 0)
        #expect(r.out == """
            a.xib:7: warning: misplaced view 'box': stored (20 20; 100 50), solved (20 30; 100 50) on the canvas 320×200, delta (0 10; 0 0)
            a.xib: 1 scene checked, 4 combinations of size, direction and strings: 0 errors, 1 warning

            """)
        let strict = Self.check(["a.xib", "--sizes", "320x200", "--strict"], in: dir)
        #expect(strict.status == 1)
        #expect(strict.out.hasPrefix("a.xib:7: error: misplaced view 'box'"))
    }

    @Test func ambiguousViewIsAnErrorOnItsLine() throws {
        // free: only its leading edge is fixed, so its top, width and height are free
        // (a plain UIView has no intrinsic size): ambiguous, on line 10 (its <view>). Its solved
        // frame is one of many, so it is not also called misplaced; the matrix finds the same view
        // ambiguous at every size: not repeated.
        let dir = try Self.folder(["b.xib": Self.xib(Self.boxLowered.enumerated().map { $0.offset == 1
            ? #"<constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="top" constant="20" id="c2"/>"# : $0.element }
            + [Self.freePinned[0]])])
        let r = Self.check(["b.xib"], in: dir)
        #expect(r.status == 1)
        #expect(r.out == """
            b.xib:10: error: ambiguous view 'free' on the canvas 320×200: minY, width, height not determined by the constraints
            b.xib: 1 scene checked, 48 combinations of size, direction and strings: 1 error, 0 warnings

            """)
    }

    @Test func conflictPointsAtTheBrokenConstraint() throws {
        // box.width == 100 (line 17) and box.width == 200 (line 19), both required: one of them
        // cannot hold; the line is that constraint's <constraint> element.
        let constraints = Self.boxLowered + [#"<constraint firstItem="box" firstAttribute="width" constant="200" id="c9"/>"#] + Self.freePinned
        let dir = try Self.folder(["c.xib": Self.xib(constraints)])
        let r = Self.check(["c.xib", "--devices", "retina4_7,320x200"], in: dir)
        #expect(r.status == 1)
        let conflicts = r.out.split(separator: "\n").filter { $0.contains(": error: conflict on the canvas 320×200: ") }
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.hasPrefix("c.xib:17: ") == true || conflicts.first?.hasPrefix("c.xib:19: ") == true)
        #expect(r.out.hasSuffix("8 combinations of size, direction and strings: 1 error, 1 warning\n"))
    }

    @Test func exitStatuses() throws {
        let dir = try Self.folder(["clean.xib": Self.xib([#"<constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="top" constant="20" id="c2"/>"#]
                                                          + Self.boxLowered.enumerated().filter { $0.offset != 1 }.map(\.element) + Self.freePinned),
                                   "broken.xib": "<document><objects>",
                                   "old.xib": #"<?xml version="1.0"?><archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00"></archive>"#])
        #expect(Self.check(["clean.xib"], in: dir).status == 0)
        let missing = Self.check(["clean.xib", "none.storyboard"], in: dir)
        #expect(missing.status == 66)
        #expect(missing.err == "plumb check: error: no such file: none.storyboard\n")
        #expect(missing.out.contains("clean.xib: 1 scene checked"))
        // Malformed XML is an error of the file, with its line.
        let broken = Self.check(["broken.xib"], in: dir)
        #expect(broken.status == 1)
        #expect(broken.out.hasPrefix("broken.xib:1: error: "))
        // An archive nib says so once; it fails the run only when nothing else was checked.
        let old = Self.check(["old.xib"], in: dir)
        #expect(old.status == 1)
        #expect(old.out.hasPrefix("old.xib:1: note: not checked: an archive-format nib"))
        #expect(old.err.contains("nothing could be checked"))
        #expect(Self.check(["old.xib", "clean.xib"], in: dir).status == 0)
        #expect(Self.check(["clean.xib", "--devices", "iphone"], in: dir).status == 64)
        let noDevices = Self.check(["clean.xib", "--devices"], in: dir)
        #expect(noDevices.status == 64 && noDevices.err.hasPrefix("plumb check: error: missing the devices after --devices"))
        let noSizes = Self.check(["clean.xib", "--sizes"], in: dir)
        #expect(noSizes.status == 64 && noSizes.err.hasPrefix("plumb check: error: missing the sizes after --sizes"))
        let both = Self.check(["clean.xib", "--devices", "retina4_7", "--sizes", "320x200"], in: dir)
        #expect(both.status == 64 && both.err.hasPrefix("plumb check: error: give --sizes or --devices, once"))
        #expect(Self.check(["clean.xib", "--sizes", "320x200", "--sizes", "320x200"], in: dir).status == 64)
    }

    @Test func jsonHasOneObjectPerFileWithScenesAndProblems() throws {
        let dir = try Self.folder(["a.xib": Self.xib(Self.boxLowered + Self.freePinned)])
        let r = Self.check(["a.xib", "--sizes", "320x200"], in: dir, json: true)
        #expect(r.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any]
        #expect(object?["clean"] as? Bool == true)
        let file = (object?["files"] as? [[String: Any]])?.first
        #expect(file?["file"] as? String == "a.xib")
        #expect(file?["status"] as? Int == 0)
        #expect(file?["combinations"] as? Int == 4)
        let scenes = file?["scenes"] as? [[String: Any]]
        #expect(scenes?.map { $0["id"] as? String } == ["top"])
        #expect(scenes?.first?["checked"] as? Bool == true)
        let problems = file?["problems"] as? [[String: Any]]
        #expect(problems?.count == 1)
        let p = problems?.first
        #expect(p?["file"] as? String == "a.xib")
        #expect(p?["line"] as? Int == 7)
        #expect(p?["kind"] as? String == "misplaced")
        #expect(p?["severity"] as? String == "warning")
        #expect(p?["scene"] as? String == "top")
        #expect((p?["message"] as? String)?.hasPrefix("misplaced view 'box'") == true)
    }

    /// A one-scene iOS 11 storyboard on retina4_7 (375×667, status bar 20): `box` with the two
    /// constraints given (one a line from line 12), plus a fixed 100×50 size.
    static func controller(_ constraints: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="VC">
        <device id="retina4_7" orientation="portrait"/>
        <scenes><scene sceneID="S"><objects><viewController id="VC" sceneMemberID="viewController">
        <view key="view" id="R"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <subviews>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="box"><rect key="frame" x="16" y="20" width="100" height="50"/></view>
        </subviews>
        <constraints>
        <constraint firstItem="box" firstAttribute="width" constant="100" id="w"/>
        <constraint firstItem="box" firstAttribute="height" constant="50" id="h"/>
        \(constraints.joined(separator: "\n"))
        </constraints>
        <viewLayoutGuide key="safeArea" id="G"/>
        </view></viewController></objects></scene></scenes>
        </document>
        """
    }

    /// Each size of the matrix has its device's safe area. `box.top == safeArea.top` and
    /// `box.top == root.top + 20` hold together only where the safe area starts 20 below the top:
    /// the home-button iPhones in portrait (320×568, 375×667). Everywhere else one breaks:
    /// 393×852 and 430×932 (59), every landscape iPhone (0, the status bar hidden), both iPads
    /// (24) — 10 of the 12 default sizes × 4 = 40 of 48 combinations, first at 393×852
    /// (the third size). Before, every size kept the canvas's 20 and nothing broke.
    @Test func eachSizeHasItsDevicesSafeArea() throws {
        let dir = try Self.folder(["safe.storyboard": Self.controller([
            #"<constraint firstItem="box" firstAttribute="top" secondItem="G" secondAttribute="top" id="s1"/>"#,
            #"<constraint firstItem="box" firstAttribute="top" secondItem="R" secondAttribute="top" constant="20" id="s2"/>"#,
            #"<constraint firstItem="box" firstAttribute="leading" secondItem="R" secondAttribute="leading" constant="16" id="x"/>"#]),
                                   "margins.storyboard": Self.controller([
            #"<constraint firstItem="box" firstAttribute="leading" secondItem="R" secondAttribute="leadingMargin" id="m1"/>"#,
            #"<constraint firstItem="box" firstAttribute="leading" secondItem="R" secondAttribute="leading" constant="16" id="m2"/>"#,
            #"<constraint firstItem="box" firstAttribute="top" secondItem="R" secondAttribute="top" constant="20" id="y"/>"#])])
        let safe = Self.check(["safe.storyboard"], in: dir)
        #expect(safe.status == 1)
        let conflict = safe.out.split(separator: "\n").filter { $0.contains(": error: conflict in ") }
        #expect(conflict.count == 1, "\(safe.out)")
        #expect(conflict.first?.hasPrefix("safe.storyboard:12: ") == true || conflict.first?.hasPrefix("safe.storyboard:13: ") == true)
        #expect(conflict.first?.contains("conflict in 40 of 48 combinations, first at 393x852, left-to-right, normal strings: ") == true)
        // The root's margins: `box.leading == root.leadingMargin` and `== root.leading + 16` hold
        // where the margin is 16: portrait widths under 414 with no side inset (320, 375, 393).
        // 430×932 (20), every landscape iPhone (20, plus 59 on the 852- and 932-wide ones) and the
        // iPads (20) break one: 9 of 12 sizes × 4 = 36 of 48, first at 430×932 (the fourth size).
        let margins = Self.check(["margins.storyboard"], in: dir)
        #expect(margins.status == 1)
        #expect(margins.out.contains("conflict in 36 of 48 combinations, first at 430x932, left-to-right, normal strings: "), "\(margins.out)")
        // --devices names the device of each size: retina5_9 (375×812, 44 at the top) breaks it,
        // retina4_0 (20) does not: 1 of 2 sizes × 4 = 4 of 8.
        let devices = Self.check(["safe.storyboard", "--devices", "retina4_0,retina5_9"], in: dir)
        #expect(devices.out.contains("conflict in 4 of 8 combinations, first at 375x812, left-to-right, normal strings: "), "\(devices.out)")
    }

    /// A box whose height constraint is not installed in compact height (`heightClass=compact`
    /// excludes it): ambiguous in every compact-height combination.
    static let heightInRegularOnly = """
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
                                <variation key="heightClass=compact"><mask key="constraints"><exclude reference="K4"/></mask></variation>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// Without --traits, each size of the matrix uses its device's size classes; with it, one
    /// set for all; a trait's variations show after the first size. (This test pinned
    /// `ios-11762-container-main.storyboard:97` before: that stack's only finding was its
    /// private spacers' ambiguity, which is UIKit's and no longer reported.)
    @Test(.needsCorpus) func traitsChooseTheVariations() throws {
        let boxDir = try Self.folder(["box.storyboard": Self.heightInRegularOnly])
        let own = Self.check(["box.storyboard"], in: boxDir)
        // Landscape phones are compact in height: 4 of the 12 sizes, × 2 directions × 2 strings.
        #expect(own.out.contains(":11: error: ambiguity in 16 of 48 combinations, first at 568x320 (wC hC), left-to-right, normal strings: view_BOX is ambiguous (height)"), "\(own.out)")
        let chosen = Self.check(["box.storyboard", "--traits", "hC", "wC"], in: boxDir)
        // With wC hC chosen the canvas is the device turned to landscape, where the box is already
        // ambiguous: reported there once (the matrix adds nothing for the same element).
        #expect(chosen.out.contains(":11: error: ambiguous view 'view_BOX' on the canvas 667×375: height not determined by the constraints"), "\(chosen.out)")
        #expect(!chosen.out.contains("ambiguity in"), "\(chosen.out)")
        let dir = Self.corpus.path
        let container = Self.check(["ios-11762-container-main.storyboard", "--traits", "hC", "wC"], in: dir)
        #expect(!container.out.contains("UISV"), "\(container.out)")
        // The canvas check under wC hC: the device (retina4_7 portrait) is turned, no stored frame compared.
        #expect(!container.out.contains("misplaced"))
        // Xcode 7's size-class canvas: ios-8191-stacks-main's images match their wC hR frames on 400×800.
        let stacks = Self.check(["ios-8191-stacks-main.storyboard", "--traits", "wC", "hR"], in: dir)
        #expect(!stacks.out.contains("misplaced"), "\(stacks.out)")
        // A document without size-class variations checks the same with or without --traits.
        let plain = Self.check(["ios-14490-dynamiccontainer-main.storyboard"], in: dir)
        let plainTraits = Self.check(["ios-14490-dynamiccontainer-main.storyboard", "--traits", "wR"], in: dir)
        #expect(plain.out.replacingOccurrences(of: "320x568, ", with: "320x568 (wR), ") == plainTraits.out)
    }

    @Test(.needsCorpus) func traitErrors() throws {
        let dir = Self.corpus.path
        func error(_ arguments: [String]) -> (Int32, String) {
            let r = Self.check(arguments, in: dir)
            return (r.status, r.err)
        }
        let file = "ios-11762-container-main.storyboard"
        #expect(error([file, "--traits"]).1.hasPrefix("plumb check: error: expected size classes after --traits (wC|wR hC|hR), found nothing\n"))
        #expect(error([file, "--traits", "compact"]) == (64, "plumb check: error: expected size classes after --traits (wC|wR hC|hR), found 'compact'\n\(CheckFiles.usage)\n"))
        #expect(error([file, "--traits", "wC", "wR"]) == (64, "plumb check: error: give at most one width class (wC|wR) and one height class (hC|hR) after --traits, found 'wC wR'\n"))
        #expect(error([file, "--traits", "wC", "--traits", "hR"]) == (64, "plumb check: error: give --traits once\n\(CheckFiles.usage)\n"))
        let scriptDir = try Self.folder(["a.plumb": "add view a\n"])
        #expect(Self.check(["a.plumb", "--traits", "wC"], in: scriptDir).err
                == "plumb check: error: --traits applies to .storyboard and .xib documents, not to the script a.plumb\n")
        // A macOS document: an error on its <document> line, nothing checked.
        let mac = Self.check(["mac-22505-sparkle-status.xib", "--traits", "wR", "hR"], in: dir)
        #expect(mac.status == 1)
        #expect(mac.out == """
            mac-22505-sparkle-status.xib:2: error: --traits wR hR: size classes apply to iOS documents; this is a macOS document (targetRuntime MacOSX.Cocoa), not checked
            mac-22505-sparkle-status.xib: 0 of 1 scene checked: 1 error, 0 warnings

            """)
    }

    /// Real documents, pinned: canvas ambiguity, misplaced views, ambiguity found only by the
    /// matrix (the dynamic container's runtime heights, docs/interface-builder.md §13), a
    /// navigation controller without a view, an archive nib, a system constraint's conflict
    /// pointed at the root view's element.
    @Test(.needsCorpus) func corpusTranscript() {
        let files = ["ios-11129-remindme-main.storyboard", "ios-6214-iqkeyboard-launchscreen.xib", "ios-14490-dynamiccontainer-main.storyboard",
                     "ios-archive-iqkeyboard-webview.xib", "ios-17156-ibdecodable-allviews.storyboard"]
        let r = Self.check(files, in: Self.corpus.path)
        #expect(r.status == 1)
        #expect(r.err.isEmpty)
        #expect(r.out == """
            ios-11129-remindme-main.storyboard:22: error: ambiguous view 'stackView_6Ob' on the canvas 375×667: height not determined by the constraints
            ios-11129-remindme-main.storyboard:38: error: ambiguous view 'segmentedControl_fGO' on the canvas 375×667: height not determined by the constraints
            ios-11129-remindme-main.storyboard:48: error: ambiguous view 'stackView_t1H' on the canvas 375×667: minY not determined by the constraints
            ios-11129-remindme-main.storyboard:65: error: ambiguous view 'datePicker_I8r' on the canvas 375×667: minY, height not determined by the constraints
            ios-11129-remindme-main.storyboard: 1 scene checked, 48 combinations of size, direction and strings: 4 errors, 0 warnings
            ios-6214-iqkeyboard-launchscreen.xib:14: warning: misplaced view 'copyrightC2014Iftekhar': stored (20 439; 441 21), solved (20 439; 440 21) on the canvas 480×480, delta (0 0; -1 0)
            ios-6214-iqkeyboard-launchscreen.xib:20: warning: misplaced view 'iQKeyboardManagerSwift': stored (20 140; 441 43), solved (20 139.5; 440 43) on the canvas 480×480, delta (0 -0.5; -1 0)
            ios-6214-iqkeyboard-launchscreen.xib: 1 scene checked, 48 combinations of size, direction and strings: 0 errors, 2 warnings
            ios-14490-dynamiccontainer-main.storyboard:24: note: ambiguity in 48 of 48 combinations, first at 320x568, left-to-right, normal strings: MessageContainer is ambiguous (height); IB's placeholder constraint at line 27 held it and is removed at build time: code must add it or its equivalent
            ios-14490-dynamiccontainer-main.storyboard:33: error: ambiguity in 48 of 48 combinations, first at 320x568, left-to-right, normal strings: ListContainer is ambiguous (minY, height)
            ios-14490-dynamiccontainer-main.storyboard:164: note: scene KwS-42-XpD (UINavigationController) not checked: it has no root view
            ios-14490-dynamiccontainer-main.storyboard: 3 of 4 scenes checked, 144 combinations of size, direction and strings: 1 error, 0 warnings
            ios-archive-iqkeyboard-webview.xib:2: note: not checked: an archive-format nib from Xcode 4 or earlier (open and re-save it in Xcode 5 or later)
            ios-archive-iqkeyboard-webview.xib: 0 scenes checked: 0 errors, 0 warnings
            ios-17156-ibdecodable-allviews.storyboard:16: error: conflict in 4 of 48 combinations, first at 320x568, left-to-right, normal strings: 'UIView-Encapsulated-Layout-Width' root.width == 320 id "UIView-Encapsulated-Layout-Width" is broken
            ios-17156-ibdecodable-allviews.storyboard: 1 scene checked, 48 combinations of size, direction and strings: 1 error, 0 warnings

            """)
    }

    /// Every corpus document through `plumb check`'s IB form with the default matrix: the figure.
    @Test(.needsCorpus) func wholeCorpus() throws {
        let names = CorpusFolder.pinnedIBDocuments.filter(IBDocumentCheck.isDocument)
        var scenes = 0, files = 0
        var conflicts = Set<String>(), ambiguity = Set<String>(), misplaced = Set<String>()
        var errors = 0, warnings = 0, fromMatrix = 0
        for name in names {
            let r = IBDocumentCheck.run(path: Self.corpus.appendingPathComponent(name).path, file: name, sizes: nil)
            if r.checkedScenes > 0 { files += 1 }
            scenes += r.checkedScenes
            for p in r.problems {
                if p.severity == .error { errors += 1 }
                if p.severity == .warning { warnings += 1 }
                if p.message.contains(" combinations, first at ") { fromMatrix += 1 }
                let key = "\(name) \(p.scene ?? "")"
                switch p.kind {
                case "conflict": conflicts.insert(key)
                case "ambiguity": ambiguity.insert(key)
                case "misplaced": misplaced.insert(key)
                default: break
                }
            }
            // Sorted by line, as printed.
            #expect(r.problems.map(\.line) == r.problems.map(\.line).sorted())
        }
        print("ib check: \(scenes) scenes in \(files) files; \(conflicts.count) with conflicts, \(ambiguity.count) with ambiguity, \(misplaced.count) with misplaced views;"
              + " \(errors) errors (\(fromMatrix) from the matrix), \(warnings) warnings")
        // The floor: every scene the importer can build is checked (measured: 98 scenes in 54 files).
        #expect(scenes >= Self.sceneFloor)
        #expect(files >= 54)
    }

    static let sceneFloor = 98
}
