import Foundation
import InterfaceBuilderImport
import PlumbTestSupport
import Testing

/// An id used twice in a document is said at the second use (issue 34: duplicate ids passed in
/// silence). Xcode keeps ids unique, and references resolve to the first element with the id.
@Suite struct RepeatedIDTests {
    static func document(secondID: String) -> String {
        IBTestDocument.xib(subviews: [
            "<view contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"v1\">",
            "    <rect key=\"frame\" x=\"10\" y=\"10\" width=\"100\" height=\"100\"/>",
            "</view>",
            "<view contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(secondID)\">",
            "    <rect key=\"frame\" x=\"10\" y=\"200\" width=\"50\" height=\"50\"/>",
            "</view>",
        ], constraints: ["<constraint firstItem=\"v1\" firstAttribute=\"width\" constant=\"100\" id=\"c1\"/>"])
    }

    @Test func theSecondUseIsANoteNamingTheFirst() throws {
        let r = try IBImporter.importData(Data(Self.document(secondID: "v1").utf8))
        let notes = r.notes.map { $0.formatted(file: "d.xib") }
        #expect(notes.contains("d.xib:10: approximated: id 'v1' is used again (Xcode keeps ids unique in a document): references to it resolve to the element at line 7"), "\(notes)")
        #expect(r.document.repeatedIDs.count == 1)
    }

    @Test func uniqueIDsSayNothing() throws {
        let r = try IBImporter.importData(Data(Self.document(secondID: "v2").utf8))
        #expect(!r.notes.contains { $0.message.contains("is used again") })
    }
}
