import Testing
@testable import Shell

/// A quick end-to-end run of the commands the other suites pin in detail.
@Suite struct SmokeTests {
    func run(_ script: String) -> OutputBuffer {
        let out = OutputBuffer()
        let shell = Interpreter(output: out, workingDirectory: "/tmp")
        shell.runScript(script, file: "smoke.plumb")
        return out
    }

    @Test func ambiguityCommands() {
        let out = run("""
            add view V0
            add V0.left == root.left + 211
            add V0.width == 50
            add V0.height == 50
            refs V0
            affecting V0 V
            exercise V0
            po V0.hasAmbiguousLayout
            """)
        #expect(out.standardError.isEmpty)
        #expect(out.standardOutput.contains("V0 is ambiguous in minY"))
        #expect(out.standardOutput.contains("differs in: minY\n"))
        #expect(out.standardOutput.hasSuffix("true\n"))
    }
}
