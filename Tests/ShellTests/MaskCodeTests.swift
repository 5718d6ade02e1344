import Testing
import LayoutModel
import LogImport
import ShellTestSupport
@testable import Shell

/// Autoresizing mask codes as UIKit prints them. A view made in code has no flexible margin or
/// size (UIViewAutoresizingNone); UIKit keeps its origin and size and lets the right and bottom
/// margins absorb a resize, and prints `h=--& v=--&` (the book's Example 5-1, a label made in
/// code). plumb printed `h=--- v=---`. A log's own codes are kept as printed, and a log that
/// prints none gets none invented.
@Suite struct MaskCodeTests {
    @Test func aViewMadeInCodePrintsUIKitsDefault() throws {
        let r = runShell(lines: ["add view label UILabel text \"Hello World\"", "translates label on frame 0 0 100 30",
                                 "add label.centerX == root.centerX"])
        #expect(r.out.contains("<NSAutoresizingMaskLayoutConstraint:0x"), "\(r.out)")
        #expect(r.out.contains(" h=--& v=--& "), "\(r.out)")
        #expect(!r.out.contains("h=---"), "\(r.out)")
        // The layout is the one the mask's constraints give: origin and size kept.
        let label = try #require(r.session.state.view(named: "label"))
        #expect(r.session.state.maskCodes(of: label) == "h=--& v=--&")
    }

    @Test func flexibleMasksPrintAsBefore() {
        #expect(AutoresizingMask([.flexibleWidth, .flexibleHeight]).codes == "h=-&- v=-&-")
        #expect(AutoresizingMask([.flexibleLeftMargin]).codes == "h=&-- v=--&")
        #expect(AutoresizingMask([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleBottomMargin]).codes == "h=&&& v=--&")
    }

    /// A log's `h=--- v=---` (UIKit prints it for its own encapsulated-layout constraints) stays
    /// as printed; a log that prints no codes gets none.
    @Test func importedCodesAreKeptAndNeverInvented() throws {
        let printed = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSAutoresizingMaskLayoutConstraint:0x1272ed5f0 h=--- v=--- V:[UIView:0x128321830(568)]>",
                "<NSLayoutConstraint:0x1272e51f0 V:[UIView:0x128321830(300)]>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x1272e51f0 V:[UIView:0x128321830(300)]>
            """
        let a = LogImporter.importLog(printed)
        let c = try #require(a.session.state.constraints.first { $0.kind == .autoresizing })
        #expect(a.session.state.appleDescription(of: c).contains(" h=--- v=--- "), "\(a.session.state.appleDescription(of: c))")
        let omitted = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSAutoresizingMaskLayoutConstraint:0x181af7c0 AWPProductOnMapView:0x4dbb090.height == 234>",
                "<NSLayoutConstraint:0x181cef70 AWPProductOnMapView:0x4dbb090.height == 300>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x181cef70 AWPProductOnMapView:0x4dbb090.height == 300>
            """
        let b = LogImporter.importLog(omitted)
        let d = try #require(b.session.state.constraints.first { $0.kind == .autoresizing })
        let text = b.session.state.appleDescription(of: d)
        #expect(!text.contains("h="), "\(text)")
        let view = try #require(b.session.state.viewIDs.first { b.session.state[$0].translatesAutoresizingMask })
        #expect(b.session.state.maskCodes(of: view) == nil)
    }
}
