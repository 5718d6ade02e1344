import Foundation
import Testing
@testable import Fidelity

/// The report counts views left out because plumb does not model what places them (issue 35:
/// "Scripts/fidelity counts them"): a grid of two cells gives 2, and they are not in the frame
/// figure.
@Suite struct NotModelledCountTests {
    @Test func aGridsViewsAreCountedApart() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-notmodelled-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let grid = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
              <objects>
                <customView id="ROOT">
                  <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                  <subviews>
                    <gridView translatesAutoresizingMaskIntoConstraints="NO" id="GRID">
                      <rect key="frame" x="20" y="20" width="200" height="60"/>
                      <rows><gridRow id="R1"/></rows>
                      <columns><gridColumn id="C1"/><gridColumn id="C2"/></columns>
                      <gridCells>
                        <gridCell row="R1" column="C1" id="G1">
                          <textField key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="T1">
                            <rect key="frame" x="0.0" y="20" width="60" height="16"/>
                          </textField>
                        </gridCell>
                        <gridCell row="R1" column="C2" id="G2">
                          <button key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="B1">
                            <rect key="frame" x="70" y="14" width="100" height="32"/>
                          </button>
                        </gridCell>
                      </gridCells>
                    </gridView>
                  </subviews>
                  <constraints>
                    <constraint firstItem="GRID" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="K1"/>
                    <constraint firstItem="GRID" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="20" id="K2"/>
                  </constraints>
                </customView>
              </objects>
            </document>
            """
        let path = dir.appendingPathComponent("grid.xib").path
        try grid.write(toFile: path, atomically: true, encoding: .utf8)
        let record = IBFileFidelity.measure(path: path, file: "grid.xib")
        #expect(record.viewsNotModelled == 2)
        #expect(record.views.map(\.element) == ["gridView"])
        var outcome = FidelityOutcome(kind: .ib, file: "grid.xib", split: .train, platform: "macos", features: [])
        outcome.ib = record
        #expect(FidelityFigures([outcome]).viewsNotModelled == 2)
    }
}
