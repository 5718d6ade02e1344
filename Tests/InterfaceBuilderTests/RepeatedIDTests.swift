import Foundation
import InterfaceBuilderImport
import Testing

/// An id used twice in a document is said at the second use (issue 34: duplicate ids passed in
/// silence). Xcode keeps ids unique, and references resolve to the first element with the id.
@Suite struct RepeatedIDTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v1">
                            <rect key="frame" x="10" y="10" width="100" height="100"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v1">
                            <rect key="frame" x="10" y="200" width="50" height="50"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="v1" firstAttribute="width" constant="100" id="c1"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func theSecondUseIsANoteNamingTheFirst() throws {
        let r = try IBImporter.importData(Data(Self.document.utf8))
        let notes = r.notes.map { $0.formatted(file: "d.xib") }
        #expect(notes.contains("d.xib:10: approximated: id 'v1' is used again (Xcode keeps ids unique in a document): references to it resolve to the element at line 7"), "\(notes)")
        #expect(r.document.repeatedIDs.count == 1)
    }

    @Test func uniqueIDsSayNothing() throws {
        let unique = Self.document.replacingOccurrences(of: "translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"v1\">\n                    <rect key=\"frame\" x=\"10\" y=\"200\"",
                                                        with: "translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"v2\">\n                    <rect key=\"frame\" x=\"10\" y=\"200\"")
        #expect(unique != Self.document)
        let r = try IBImporter.importData(Data(unique.utf8))
        #expect(!r.notes.contains { $0.message.contains("is used again") })
    }
}
