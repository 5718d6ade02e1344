import Foundation
import ShellTestSupport
import Testing
@testable import Shell

/// Logs, traces and code files have a size limit as documents and scripts do (issue 34: a log of
/// thousands of conflicts ran for minutes, and logs had none). 1 MiB is 130 times the largest real
/// log of the corpus.
@Suite struct LogSizeLimitTests {
    @Test func aLogOverTheLimitIsRefusedAndTheSessionKept() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-logsize-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let big = String(repeating: "Unable to simultaneously satisfy constraints.\n", count: 1 + 1_048_576 / 46)
        try big.write(to: dir.appendingPathComponent("big.log"), atomically: true, encoding: .utf8)
        try big.write(to: dir.appendingPathComponent("big.swift"), atomically: true, encoding: .utf8)
        let size = big.utf8.count
        let run = runShell(lines: ["add view kept", "import log big.log", "import trace big.log", "import code big.swift"], in: dir.path)
        #expect(run.err.contains("error: big.log is too large for a log: \(size) bytes, at most 1048576 (1 MiB; real ones are a few KB)"))
        #expect(run.err.contains("error: big.swift is too large for a code file: \(size) bytes, at most 1048576"))
        #expect(run.session.state.views.map(\.name) == ["root", "kept"])
        let out = OutputBuffer()
        #expect(ExplainLogFile.run(["big.log"], workingDirectory: dir.path, output: out) == 66)
        #expect(out.standardError == "plumb: error: big.log is too large for a log: \(size) bytes, at most 1048576 (1 MiB; real ones are a few KB)\n")
    }

    /// A paste has the limit too (`import log -`, `import trace -`, `import code -`, `paste`):
    /// the rest of an over-long paste is still read to its end, so none of its lines runs as a
    /// command, and the session is kept.
    @Test(arguments: [("import log -", "a log", ""), ("import trace -", "a trace", ""), ("import code -", "code", "."), ("paste", "code", ".")])
    func aPasteOverTheLimitIsReadToItsEndAndRefused(command: String, what: String, end: String) {
        let line = "<NSLayoutConstraint:0x1 UIView:0x2.width == 4>"
        let count = 1 + 1_048_576 / (line.utf8.count + 1)
        var rest = [String](repeating: line, count: count) + ["add view injected", end, "add view after"]
        let size = count * (line.utf8.count + 1) + "add view injected".utf8.count
        let input = InputSource(isInteractive: { false }, readLine: { rest.isEmpty ? nil : rest.removeFirst() })
        let run = runShell(lines: ["add view kept", command], input: input)
        #expect(run.err.contains("error: <paste> is too large for \(what): \(size) bytes, at most 1048576 (1 MiB; real ones are a few KB)"), "\(run.err.prefix(300))")
        #expect(run.session.state.views.map(\.name) == ["root", "kept"])
        #expect(rest == ["add view after"])
    }
}
