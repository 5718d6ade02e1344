import Foundation
import LayoutModel
import Testing
import ShellTestSupport
@testable import Shell

/// The keyboard and readable-content guides outside the transcript
/// (keyboard-readable-guides.plumb): Apple's log forms, Interface Builder's
/// `<keyboardLayoutGuide key="keyboard">` both ways, save/load and Tab completion.
@Suite struct KeyboardReadableGuideTests {
    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-kb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A conflict written by hand in UIKit's printed forms: the keyboard guide's public class
    /// `UIKeyboardLayoutGuide` with its identifier 'UIViewKeyboardLayoutGuide' (both from UIKit's
    /// -[UIKeyboardLayoutGuide constrainToReference:] and the identifier it sets), and a
    /// `UILayoutGuide` 'UIViewReadableContentGuide' (the identifier UIKit gives
    /// readableContentGuide). No public log with either was found (docs/layout-model.md).
    @Test func aLogsKeyboardAndReadableGuidesImportAsTheRootsGuides() throws {
        let log = unsatisfiableLog(stamp: "2024-03-01 10:00:00.000000+0100 App[1:2]", entries: [
            "<NSLayoutConstraint:0x600002bf5ae0 UITextField:0x7f96db028c00.bottom == UIKeyboardLayoutGuide:0x600003195dc0'UIViewKeyboardLayoutGuide'.top - 8   (active)>",
            "<NSLayoutConstraint:0x600002bf5b00 UITextField:0x7f96db028c00.leading == UILayoutGuide:0x600003195e80'UIViewReadableContentGuide'.leading   (active)>",
            "<NSLayoutConstraint:0x600002bf5b50 UITextField:0x7f96db028c00.bottom == UILayoutGuide:0x600003195e80'UIViewReadableContentGuide'.bottom   (active)>",
        ], broken: "<NSLayoutConstraint:0x600002bf5b50 UITextField:0x7f96db028c00.bottom == UILayoutGuide:0x600003195e80'UIViewReadableContentGuide'.bottom   (active)>")
        let run = try runShellImportingLog(log, then: "explain 1")
        #expect(run.ok, "\(run.err)")
        let state = run.session.state
        let kb = try #require(state.guide(named: "root.keyboardLayoutGuide"))
        #expect(state[kb].kind == .keyboard && state[kb].className == "UIKeyboardLayoutGuide")
        let readable = try #require(state.guide(named: "root.readableContentGuide"))
        #expect(state[readable].kind == .readableContent)
        // The field is the log's only view, so it is the root: explain names the guides by their
        // UIKit property on it.
        #expect(run.out.contains("c1  UITextField.bottom == UITextField.keyboardLayoutGuide.top − 8  yours"), "\(run.out)")
        #expect(run.out.contains("c2  UITextField.leading == UITextField.readableContentGuide.leading  yours"), "\(run.out)")
    }

    /// Interface Builder's element as IBDecodable's source quotes it (no public document with it
    /// was found): `<keyboardLayoutGuide key="keyboard">` beside `safeArea`. Hand-computed: a
    /// 375×667 root has no bottom safe-area inset, so the guide's top is 667 and the field (34
    /// tall, from its stored frame) ends 8 above it: y = 667 − 8 − 34 = 625, as stored.
    @Test func interfaceBuildersKeyboardGuideImportsAndExportsBack() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19529" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <objects>
                    <view contentMode="scaleToFill" id="ROOT">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="FLD">
                                <rect key="frame" x="16" y="625" width="343" height="34"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            </textField>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="SAF"/>
                        <keyboardLayoutGuide key="keyboard" id="KBG"/>
                        <constraints>
                            <constraint firstItem="FLD" firstAttribute="leading" secondItem="SAF" secondAttribute="leading" constant="16" id="C1"/>
                            <constraint firstItem="SAF" firstAttribute="trailing" secondItem="FLD" secondAttribute="trailing" constant="16" id="C2"/>
                            <constraint firstItem="KBG" firstAttribute="top" secondItem="FLD" secondAttribute="bottom" constant="8" id="C3"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        try xib.write(to: dir.appendingPathComponent("kb.xib"), atomically: true, encoding: .utf8)
        let run = runShell(lines: ["import ib kb.xib", "frames", "keyboard 300", "frames", "keyboard off", "export ib out.xib", "import ib out.xib", "frames"], in: dir.path)
        #expect(run.ok, "\(run.err)")
        // Before, with the keyboard (top 667 − 300 = 367, field at 367 − 8 − 34 = 325), after the round trip.
        let frames = run.out.components(separatedBy: "\n").filter { $0.hasPrefix("  ") }
        #expect(frames.count == 3, "\(run.out)")
        #expect(frames.first?.hasSuffix("(16 625; 343 34)") == true, "\(frames)")
        #expect(frames.dropFirst().first?.hasSuffix("(16 325; 343 34)") == true, "\(frames)")
        #expect(frames.last?.hasSuffix("(16 625; 343 34)") == true, "\(frames)")
        let written = try String(contentsOf: dir.appendingPathComponent("out.xib"), encoding: .utf8)
        #expect(written.contains("<keyboardLayoutGuide key=\"keyboard\" id="), "\(written)")
        #expect(!run.out.contains("not imported") && !run.err.contains("not imported"), "\(run.out)\(run.err)")
    }

    /// `save` writes the keyboard shown; `load` brings back the same frames and setting.
    @Test func saveAndLoadKeepTheKeyboard() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = runShell(lines: [
            "root 375x812", "safe-area 44 0 34 0", "add view input", "add input.height == 44",
            "add input.leading == root.readableContentGuide.leading", "add input.trailing == root.readableContentGuide.trailing",
            "add input.bottom == root.keyboardLayoutGuide.top", "keyboard 291", "save s.plumb",
        ], in: dir.path)
        #expect(run.ok, "\(run.err)")
        let saved = try String(contentsOf: dir.appendingPathComponent("s.plumb"), encoding: .utf8)
        #expect(saved.contains("\nkeyboard 291\n"), "\(saved)")
        let load = runShell(lines: ["load s.plumb", "frames", "keyboard"], in: dir.path)
        #expect(load.ok, "\(load.err)")
        // 812 − 291 − 44 = 477; readable guide = the margins (8 … 367) on a 375-wide root.
        #expect(load.out.contains("  input  (8 477; 359 44)"), "\(load.out)")
        #expect(load.out.hasSuffix("keyboard 291\n"), "\(load.out)")
        #expect(load.session.state == run.session.state)
    }

    @Test func tabOffersTheGuidesAfterAView() {
        let run = runShell(lines: ["add view a"])
        let after = LineCompletion.complete("add a.top == root.", in: run.shell.context).displayed
        #expect(after.contains("keyboardLayoutGuide") && after.contains("readableContentGuide"), "\(after)")
        let attributes = LineCompletion.complete("add a.top == root.keyboardLayoutGuide.", in: run.shell.context).displayed
        #expect(attributes.contains("top"), "\(attributes)")
    }
}
