import Testing
@testable import Shell

/// `import log -` reads its paste from the context's `InputSource`, never from a file descriptor.
@Suite struct InputSourceTests {
    static let log = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 UIView:0x2.width >= 400   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0x2.width <= 100   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x1 UIView:0x2.width >= 400   (active)>


        frames
        """

    func source(_ text: String, interactive: Bool, read: @escaping () -> Void = {}) -> InputSource {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return InputSource(isInteractive: { interactive }, readLine: {
            read()
            return lines.isEmpty ? nil : lines.removeFirst()
        })
    }

    @Test func aPasteComesFromTheInjectedSource() {
        let output = OutputBuffer()
        var reads = 0
        let shell = Interpreter(output: output, input: source(Self.log, interactive: false, read: { reads += 1 }))
        #expect(shell.execute("import log -"))
        #expect(output.standardOutput.contains("conflict 1"))
        #expect(!output.standardError.contains("paste the log"))
        // The paste ends at the two empty lines: `frames` is left for whoever reads next.
        #expect(reads == 10)
    }

    @Test func aPersonIsToldWhatToPaste() {
        let output = OutputBuffer()
        let shell = Interpreter(output: output, input: source(Self.log, interactive: true))
        #expect(shell.execute("import log -"))
        #expect(output.standardError.hasPrefix("paste the log, then an empty line (or Ctrl-D):\n"))
    }

    @Test func withoutASourceThereIsNothingToPaste() {
        let output = OutputBuffer()
        #expect(!Interpreter(output: output).execute("import log -"))
        #expect(output.standardError.contains("<paste> has no constraint descriptions"))
    }
}
