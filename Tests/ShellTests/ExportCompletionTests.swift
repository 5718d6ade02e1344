import Testing
import ShellTestSupport
@testable import Shell

/// After `export `, Tab offers the formats — what comes next — and nothing else (issue 12 asked
/// for formats first; since commands declare signatures, completion offers only what the
/// signature allows there: this test pins it).
@Suite struct ExportCompletionTests {
    @Test func formatsComeFirst() {
        let shell = runShell(lines: ["add view a"]).shell
        let c = LineCompletion.complete("export ", in: shell.context)
        #expect(c.candidates == ["svg", "json", "vfl", "script", "ib", "swift", "objc"], "\(c.candidates)")
        #expect(LineCompletion.complete("export s", in: shell.context).candidates.sorted() == ["script", "svg", "swift"])
        #expect(LineCompletion.complete("export o", in: shell.context).candidates == ["objc"])
    }
}
