import Testing
import LayoutSyntax
import LogImport

/// A log whose `'|'` bindings make a view its own ancestor describes no hierarchy: it is refused
/// with an error naming the views. The importer used to skip the contradicting binding silently
/// and rebuild a hierarchy the log does not state.
@Suite struct PipeCycleTests {
    static let log = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x600001 H:|-(8)-[UIView:0x7a01]   (Names: '|':UIView:0x7a02 )>",
            "<NSLayoutConstraint:0x600002 H:|-(8)-[UIView:0x7a02]   (Names: '|':UIView:0x7a01 )>",
            "<NSLayoutConstraint:0x600003 H:[UIView:0x7a01(500)]>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600003 H:[UIView:0x7a01(500)]>
        """

    @Test func aCycleOfBindingsIsRefusedNamingTheViews() throws {
        let r = LogImporter.importLog(Self.log)
        #expect(!r.importedAnything)
        let error = try #require(r.diagnostics.first { $0.severity == .error })
        #expect(error.line == 4)
        #expect(error.message == "the log's '|' bindings form a cycle: UIView:0x7a02 is bound inside UIView:0x7a01 ('|'), but UIView:0x7a01 is already inside UIView:0x7a02; a view cannot contain itself, so no hierarchy fits the log")
    }

    @Test func aViewBoundAsItsOwnSuperviewIsRefused() throws {
        let r = LogImporter.importLog("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600001 H:|-(8)-[UIView:0x7a01]   (Names: '|':UIView:0x7a01 )>"
            )
            """)
        #expect(!r.importedAnything)
        #expect(r.diagnostics.contains { $0.message.contains("UIView:0x7a01 is bound as its own superview") })
    }
}
