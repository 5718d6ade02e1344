import Foundation
import InterfaceBuilderImport
import Testing

/// NSGridView is not modelled (rows, columns, cell placement, spacing): its views are left out
/// with a note that says so and counts them, never reported ambiguous at places plumb would
/// guess; the grid itself keeps its stored size (issue 35, "unmodelled constructs are declared").
@Suite struct GridViewDeclaredTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
          <objects>
            <customView id="ROOT">
              <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
              <subviews>
                <gridView xPlacement="leading" yPlacement="bottom" rowAlignment="firstBaseline" columnSpacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="GRID">
                  <rect key="frame" x="20" y="20" width="200" height="60"/>
                  <rows>
                    <gridRow id="R1"/>
                  </rows>
                  <columns>
                    <gridColumn xPlacement="trailing" id="C1"/>
                    <gridColumn id="C2"/>
                  </columns>
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

    @Test func theGridsViewsAreLeftOutAndSaid() throws {
        let r = try IBImporter.importData(Data(Self.document.utf8))
        #expect(r.notes.map { $0.formatted(file: "g.xib") }.contains(
            "g.xib:7: left out: not modelled: NSGridView (rows, columns, cell placement and spacing); its 2 views are left out and not checked"),
            "\(r.notes)")
        #expect(r.viewCount == 2)
        #expect(r.check.ambiguous.isEmpty, "\(r.check.ambiguous)")
        // The grid keeps its stored size (its cells' size, which plumb does not compute).
        #expect(r.check.misplaced.isEmpty, "\(r.check.misplaced.map { ($0.name, $0.solved) })")
    }
}
