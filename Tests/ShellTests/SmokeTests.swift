import Testing
import ShellTestSupport

/// A quick end-to-end run of the commands the other suites pin in detail.
@Suite struct SmokeTests {
    @Test func ambiguityCommands() {
        let r = runShell("""
            add view V0
            add V0.left == root.left + 211
            add V0.width == 50
            add V0.height == 50
            refs V0
            affecting V0 V
            exercise V0
            po V0.hasAmbiguousLayout
            """, file: "smoke.plumb")
        #expect(r.err.isEmpty)
        #expect(r.out.contains("V0 is ambiguous in minY"))
        #expect(r.out.contains("differs in: minY\n"))
        #expect(r.out.hasSuffix("true\n"))
    }
}
