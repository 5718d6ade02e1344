import Foundation
import InterfaceBuilderImport
import PlumbTestSupport
import Testing

/// NSGridView is not modelled (rows, columns, cell placement, spacing): its views are left out
/// with a note that says so and counts them, never reported ambiguous at places plumb would
/// guess; the grid itself keeps its stored size (issue 35, "unmodelled constructs are declared").
@Suite struct GridViewDeclaredTests {
    @Test func theGridsViewsAreLeftOutAndSaid() throws {
        let r = try IBImporter.importData(Data(IBTestDocument.appKitGrid.utf8))
        #expect(r.notes.map { $0.formatted(file: "g.xib") }.contains(
            "g.xib:7: left out: not modelled: NSGridView (rows, columns, cell placement and spacing); its 2 views are left out and not checked"),
            "\(r.notes)")
        #expect(r.viewCount == 2)
        #expect(r.check.ambiguous.isEmpty, "\(r.check.ambiguous)")
        // The grid keeps its stored size (its cells' size, which plumb does not compute).
        #expect(r.check.misplaced.isEmpty, "\(r.check.misplaced.map { ($0.name, $0.solved) })")
    }

    /// Bug: one view was "its 1 view are left out"; the note says "its 1 view is".
    @Test func oneViewIsSaidInTheSingular() throws {
        let lines = IBTestDocument.appKitGrid.split(separator: "\n", omittingEmptySubsequences: false)
        // Without the second cell (its `<gridCell>` through its `</gridCell>`).
        guard let start = lines.firstIndex(where: { $0.contains("column=\"C2\"") }) else { Issue.record("no second cell"); return }
        let end = lines[start...].firstIndex { $0.contains("</gridCell>") }!
        let one = (lines[..<start] + lines[(end + 1)...]).joined(separator: "\n")
        let r = try IBImporter.importData(Data(one.utf8))
        #expect(r.notes.contains { $0.message.hasSuffix("; its 1 view is left out and not checked") }, "\(r.notes)")
    }
}
