import LayoutModel
import LayoutSyntax
import Testing
@testable import LogImport

/// Dumps whose descriptions a book or tutorial wrapped over lines (docs/log-import.md "Dumps"):
/// read whole where every reading of the line breaks (a space, or nothing) that parses gives the
/// same constraint; the first line alone, as before, where two readings differ or none parses;
/// never in a conflict's list. The texts are shaped like the corpus's `Dumps/*-wrapped.log`.
@Suite struct WrappedDescriptionTests {
    static func entries(_ log: String, dumps: Bool = false) -> (texts: [String], skipped: Int, diagnostics: [String]) {
        let parsed = ParsedLog.parse(log, dumps: dumps)
        return (parsed.messages.flatMap { $0.entries.map(\.text) }, parsed.messages.map(\.skipped).reduce(0, +),
                parsed.diagnostics.map { "\($0.line):\($0.column) \($0.severity) \($0.message)" })
    }

    @Test func aVisualFormatBrokenInsideAToken() {
        // The break is inside `…-(20)-[…`: read as a space, `-(20)- [` does not parse; as nothing, it does.
        let r = Self.entries("""
            (lldb) po self.hud.constraints
            <__NSArrayM 0x7feed0492640>(
            <NSLayoutConstraint:0x7feed0485d00 H:[UIButton:0x7feed0448e50]-(20)-
              [UIView:0x7feed0474bc0]>,
            <NSLayoutConstraint:0x7feed0485cb0 H:[UIButton:0x7feed0448e50(30)]>
            )
            """)
        #expect(r.texts == ["<NSLayoutConstraint:0x7feed0485d00 H:[UIButton:0x7feed0448e50]-(20)-[UIView:0x7feed0474bc0]>",
                            "<NSLayoutConstraint:0x7feed0485cb0 H:[UIButton:0x7feed0448e50(30)]>"])
        #expect(r.skipped == 0 && !r.diagnostics.contains { $0.contains("error") })
    }

    @Test func threeLinesWithTheNextDescriptionAfterTheClose() {
        // `<Class:` / address and VFL / `(Names: …)>, <Next…`: both readings of the second break
        // parse to the same constraint (the space one is kept); the first break must be nothing.
        let r = Self.entries("""
            self.view.constraints = [<_UILayoutSupportConstraint:
            0x7ff23b426170 V:|-(0)-[_UILayoutGuide:0x7ff23b4232c0]
            (Names: '|':UIView:0x7ff23b418c80 )>, <_UILayoutSupportConstraint:0x7ff23b41b7d0
            V:[_UILayoutGuide:0x7ff23b423f70(0)]>]
            """)
        #expect(r.texts == ["<_UILayoutSupportConstraint:0x7ff23b426170 V:|-(0)-[_UILayoutGuide:0x7ff23b4232c0] (Names: '|':UIView:0x7ff23b418c80 )>",
                            "<_UILayoutSupportConstraint:0x7ff23b41b7d0 V:[_UILayoutGuide:0x7ff23b423f70(0)]>"])
        #expect(r.skipped == 0)
    }

    @Test func aBreakThatMayHaveBeenASpaceInsideAnIdentifierIsNotGuessed() {
        // 'IB auto generated at build' / 'time for view…': "build time" and "buildtime" both parse.
        let r = Self.entries("""
            (lldb) po self.view.constraints
            <NSIBPrototypingLayoutConstraint:0x7ff23b425000 'IB auto generated at build
            time for view with fixed frame' H:|-(129)-[UILabel:0x7ff23b419040]   (Names: '|':UIView:0x7ff23b418c80 )>
            """)
        #expect(r.texts.isEmpty && r.skipped == 1)
        #expect(r.diagnostics.contains("2:1 note this description runs on over 2 lines, and read whole it could be two different constraints (each line break may or may not have been a space): only its first line is read"), "\(r.diagnostics)")
    }

    @Test func onlyDumpsAndAtMostThreeLines() {
        // In a conflict's list (no dump's envelope) a description cut by its line's end is not joined.
        let conflict = Self.entries("""
            Unable to simultaneously satisfy constraints.
            (
                <NSLayoutConstraint:0x600002a0 UIView:0x7f9c2a0.width == 100
                (active)>
            )
            """)
        #expect(conflict.texts.isEmpty && conflict.skipped == 1)
        // With --dump a headerless list is a dump, so it is joined.
        let dumped = Self.entries("<NSLayoutConstraint:0x600002a0 UIView:0x7f9c2a0.width == 100\n   (active)>", dumps: true)
        #expect(dumped.texts == ["<NSLayoutConstraint:0x600002a0 UIView:0x7f9c2a0.width == 100 (active)>"])
        // Four lines: more than `maximumLines`, read as before (the first line alone, and the
        // last line's `>` ends nothing).
        let long = Self.entries("(lldb) po v.constraints\n<NSLayoutConstraint:0x600002a0\nUIView:0x7f9c2a0.width\n==\n100>")
        #expect(long.texts.isEmpty && long.skipped == 1)
    }
}
