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
}
