import Foundation
@testable import InterfaceBuilderImport
import PlumbTestSupport
import Testing

/// A number in a document that is not a finite decimal is said, not dropped in silence (issue
/// 34: NaN and 1e308 frames and hugging priorities were dropped without a note, and `0x10` was
/// read as 16).
@Suite struct UnreadNumberTests {
    static let document = IBTestDocument.xib(subviews: [
        "<view contentMode=\"scaleToFill\" horizontalHuggingPriority=\"1e308\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"v1\">",
        "    <rect key=\"frame\" x=\"0x10\" y=\"10\" width=\"nan\" height=\"100\"/>",
        "</view>",
        "<view contentMode=\"scaleToFill\" verticalCompressionResistancePriority=\"749.5\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"v2\">",
        "    <rect key=\"frame\" x=\"-16\" y=\"1e1\" width=\"20.5\" height=\".5\"/>",
        "</view>",
    ])

    @Test func eachUnreadNumberIsANoteAtItsLine() throws {
        let r = try IBImporter.importData(Data(Self.document.utf8))
        let notes = r.notes.map { $0.formatted(file: "n.xib") }
        #expect(notes == [
            "n.xib:7: approximated: horizontalHuggingPriority \"1e308\" is not a finite decimal number within ±1e9: the class's default is used",
            "n.xib:8: approximated: frame x \"0x10\" is not a finite decimal number within ±1e9: the stored frame is not read (the view is imported at zero size and not compared)",
            "n.xib:8: approximated: frame width \"nan\" is not a finite decimal number within ±1e9: the stored frame is not read (the view is imported at zero size and not compared)",
        ])
        // The decimal forms Xcode writes are read: v2 is compared where IB stored it.
        #expect(r.check.placements.count == 1)
        #expect(r.check.placements.first?.stored == .init(x: -16, y: 10, width: 20.5, height: 0.5))
    }

    @Test func decimalsAreWhatXcodeWrites() {
        for ok in ["0", "-16", "+3", "20.5", ".5", "5.", "1e-05", "2.5E+3"] { #expect(IBView.isDecimal(ok), "\(ok)") }
        for bad in ["0x10", "nan", "inf", "-", "", "1e", "e5", "1.2.3", " 1", "1_000", "٣"] { #expect(!IBView.isDecimal(bad), "\(bad)") }
    }

    /// Margins and a stack's spacing read the same way (the rest of issue 34's silent drops).
    @Test func marginsAndStackSpacingAreNotesToo() throws {
        let document = IBTestDocument.xib(subviews: [
            "<stackView opaque=\"NO\" contentMode=\"scaleToFill\" axis=\"vertical\" spacing=\"inf\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"s1\">",
            "    <rect key=\"frame\" x=\"0\" y=\"0\" width=\"100\" height=\"100\"/>",
            "    <edgeInsets key=\"layoutMargins\" top=\"nan\" left=\"8\" bottom=\"8\" right=\"0x8\"/>",
            "</stackView>",
        ])
        let r = try IBImporter.importData(Data(document.utf8))
        #expect(r.notes.map { $0.formatted(file: "m.xib") } == [
            "m.xib:7: approximated: spacing \"inf\" is not a finite decimal number within ±1e9: the stack's default spacing is used",
            "m.xib:9: approximated: layoutMargins top \"nan\" is not a finite decimal number within ±1e9: 0 is used",
            "m.xib:9: approximated: layoutMargins right \"0x8\" is not a finite decimal number within ±1e9: 0 is used",
        ])
    }
}
