import LayoutModel
import LayoutSyntax
import Testing
@testable import LogImport

/// A dump of which no constraint could be added is read-nothing (`.none`) and stays a dump
/// (commit f8e1e4e): the bare `.none` there once meant `Optional.none`, so the dump had no
/// entry among the dumps and fell through to the conflict list: with no conflict in the log, the
/// import stopped on an index out of range (checked by reverting the fix: this test then crashes
/// the test process). The entries here parse but cannot be made:
/// `H:|-(20)-[…]` with no `(Names: '|':…)` and nothing in the log saying which view holds the
/// label ("'|' is not bound").
@Suite struct DumpReadNothingTests {
    static let unboundPipes = """
        <NSLayoutConstraint:0x600001a0 H:|-(20)-[UILabel:0x7f9c1a0]   (active)>
        <NSLayoutConstraint:0x600001b0 V:|-(8)-[UILabel:0x7f9c1a0]   (active)>
        """

    @Test func aDumpOfNothingAddableIsReadNothing() {
        let r = LogImporter.importLog(Self.unboundPipes, dumps: true)
        #expect(r.parsed.messages.count == 1 && r.parsed.messages[0].isDump)
        #expect(r.completeness == [.none])
        #expect(r.session.state.importedConflicts.isEmpty)
        #expect(r.summary.contains("dump 1 (line 1): 0 of 2 constraints added (none); a list of constraints, not a conflict"), "\(r.summary)")
        #expect(r.diagnostics.filter { $0.severity == .error }.count == 2)
    }
}
