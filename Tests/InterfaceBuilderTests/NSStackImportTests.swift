import Foundation
import InterfaceBuilderImport
import LayoutModel
import Testing

/// An NSStackView read from a macOS document (docs/interface-builder.md §7 and §13): its
/// properties, its gravity areas, visibility priorities and custom spacing. (That its arranged
/// views' stored frames flip like any NSView's is pinned by the corpus golden of
/// mac-14490-rectangle-accessibility: stored y 0, 39, 111, 155 from the top.)
@Suite struct NSStackImportTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
          <objects>
            <customView id="ROOT">
              <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
              <subviews>
                <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="6" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="STK">
                  <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                  <beginningViews>
                    <customView placeholderIntrinsicWidth="50" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="TOP" userLabel="top">
                      <rect key="frame" x="0.0" y="80" width="50" height="20"/>
                    </customView>
                  </beginningViews>
                  <endViews>
                    <customView placeholderIntrinsicWidth="60" placeholderIntrinsicHeight="30" translatesAutoresizingMaskIntoConstraints="NO" id="BOT" userLabel="bottom">
                      <rect key="frame" x="0.0" y="0.0" width="60" height="30"/>
                    </customView>
                    <customView placeholderIntrinsicWidth="10" placeholderIntrinsicHeight="10" translatesAutoresizingMaskIntoConstraints="NO" id="GONE" userLabel="gone">
                      <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    </customView>
                  </endViews>
                  <visibilityPriorities>
                    <integer value="1000"/>
                    <integer value="1000"/>
                    <integer value="0"/>
                  </visibilityPriorities>
                  <customSpacing>
                    <real value="12"/>
                    <real value="3.4028234663852886e+38"/>
                    <real value="3.4028234663852886e+38"/>
                  </customSpacing>
                </stackView>
              </subviews>
              <constraints>
                <constraint firstItem="STK" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="C1"/>
                <constraint firstItem="STK" firstAttribute="top" secondItem="ROOT" secondAttribute="top" id="C2"/>
                <constraint firstItem="STK" firstAttribute="trailing" secondItem="ROOT" secondAttribute="trailing" id="C3"/>
                <constraint firstItem="STK" firstAttribute="bottom" secondItem="ROOT" secondAttribute="bottom" id="C4"/>
              </constraints>
            </customView>
          </objects>
        </document>
        """

    @Test func propertiesAndGravityAreasAreRead() throws {
        let r = try IBImporter.importData(Data(Self.document.utf8))
        let s = r.session
        let stack = try #require(s.state.view(named: "stackView_STK"))
        let top = try #require(s.state.view(named: "top")), bottom = try #require(s.state.view(named: "bottom"))
        let gone = try #require(s.state.view(named: "gone"))
        let appKit = try #require(s.state[stack].stack?.appKit)
        #expect(appKit.properties.orientation == .vertical)
        #expect(appKit.properties.distribution == .fill)
        #expect(appKit.properties.alignment == .leading)
        #expect(appKit.properties.spacing == 6)
        #expect(appKit.properties.detachesHiddenViews)
        #expect(s.state[stack].stack?.arranged == [top, bottom, gone])
        #expect(appKit.gravity(of: top) == .leading && appKit.gravity(of: bottom) == .trailing)
        // Visibility 0 (notVisible) detaches `gone`; FLT_MAX custom spacing is "use spacing".
        #expect(s.state.detachingStack(of: gone) == stack)
        #expect(s.state[stack].stack?.customSpacingAfter == [top: 12])
        #expect(!r.notes.contains { $0.message.contains("NSStackView") })
    }

    /// Each entry of the lists belongs to the arranged view at its place: "use the stack's
    /// spacing" (FLT_MAX) and an unread value (a note) keep their places. Dropping them first
    /// gave the next view's spacing to the view before it.
    @Test func customSpacingsKeepTheirPlaces() throws {
        let document = Self.document
            .replacingOccurrences(of: "<real value=\"12\"/>\n            <real value=\"3.4028234663852886e+38\"/>",
                                  with: "<real value=\"3.4028234663852886e+38\"/>\n            <real value=\"12\"/>")
            .replacingOccurrences(of: "<integer value=\"1000\"/>\n            <integer value=\"1000\"/>\n            <integer value=\"0\"/>",
                                  with: "<integer value=\"x\"/>\n            <integer value=\"1000\"/>\n            <integer value=\"0\"/>")
        #expect(document != Self.document)
        let r = try IBImporter.importData(Data(document.utf8))
        let s = r.session
        let stack = try #require(s.state.view(named: "stackView_STK"))
        let bottom = try #require(s.state.view(named: "bottom")), gone = try #require(s.state.view(named: "gone"))
        #expect(s.state[stack].stack?.customSpacingAfter == [bottom: 12])
        #expect(s.state.detachingStack(of: gone) == stack)
        #expect(r.notes.map(\.message) == ["visibility priority \"x\" is not a finite decimal number within ±1e9: its view is never detached (1000)"])
    }
}
