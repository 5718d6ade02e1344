import Foundation
import Testing
import LayoutModel
import LayoutSyntax
import ShellTestSupport
@testable import Shell

/// Ctrl-C stops `explain` (conflicts, views, constraints, imported conflicts `explain N`) and
/// `plumb explain FILE` as it stops `check` (InterruptTests): between the fix trials, the pin
/// candidates, the constraints weighed for losses. Stopped at any of its questions it says
/// "interrupted", prints nothing else and leaves the session as it was; a stop that never
/// trips gives the usual output.
@Suite struct InterruptExplainTests {
    /// InterruptTests' session and a conflict: e is 400 wide between the margins of a 320 root.
    static let setup = InterruptTests.setup + ["add view e", "pin H:|-[e(400)]-|", "add e.top == root.top", "add e.height == 10"]

    static let corpus = ExplainCorpusTests.folder.path

    /// The output of `command` when nothing stops it is what it prints without a stop check.
    static func sameOutputUnstopped(_ command: String, setup: [String] = setup) {
        let plain = runShell(lines: setup, in: corpus)
        plain.output.clear()
        #expect(plain.shell.execute(command))
        let r = InterruptTests.interrupt(command, after: Int.max, setup: setup, folder: corpus)
        #expect(!r.stopped)
        #expect(r.run.out == plain.out)
        #expect(r.run.err == plain.err)
        #expect(!r.run.out.isEmpty)
    }

    @Test func latestConflictStops() {
        Self.sameOutputUnstopped("explain")
        InterruptTests.stopsAtEveryQuestion("explain", setup: Self.setup, folder: Self.corpus, minimum: 20)
    }

    @Test func latestConflictJSONStops() {
        InterruptTests.stopsAtEveryQuestion("explain --json", setup: Self.setup, folder: Self.corpus, minimum: 20)
    }

    @Test func constraintInAConflictStops() {
        Self.sameOutputUnstopped("explain c15")
        InterruptTests.stopsAtEveryQuestion("explain c15", setup: Self.setup, folder: Self.corpus, minimum: 20)
    }

    @Test func viewStops() {
        // c: two free attributes, each with two candidate pins tried on a copy.
        Self.sameOutputUnstopped("explain c")
        InterruptTests.stopsAtEveryQuestion("explain c", setup: Self.setup, folder: Self.corpus, minimum: 8)
        InterruptTests.stopsAtEveryQuestion("explain d --json", setup: Self.setup, folder: Self.corpus, minimum: 8)
    }

    @Test func importedConflictStops() {
        let setup = ["import log five-messages-back-to-back.log"]
        Self.sameOutputUnstopped("explain 2", setup: setup)
        InterruptTests.stopsAtEveryQuestion("explain 2", setup: setup, folder: Self.corpus, minimum: 10)
        InterruptTests.stopsAtEveryQuestion("explain 1 --json", setup: setup, folder: Self.corpus, minimum: 10)
    }

    /// `plumb explain FILE…`: status 130, the error, and no explanation printed; with a stop
    /// that never trips, the same output as without one.
    @Test func explainLogFileStops() throws {
        let file = "five-messages-back-to-back.log"
        let plain = OutputBuffer()
        #expect(ExplainLogFile.run([file], workingDirectory: Self.corpus, output: plain) == 0)
        var asked = 0
        let unstopped = OutputBuffer()
        #expect(ExplainLogFile.run([file], workingDirectory: Self.corpus, output: unstopped, stop: StopCheck { asked += 1; return false }) == 0)
        #expect(unstopped.standardOutput == plain.standardOutput)
        #expect(unstopped.standardError == plain.standardError)
        #expect(asked >= 20)
        for n in stride(from: 1, through: asked, by: max(1, asked / 40)) {
            var k = 0
            let out = OutputBuffer()
            let status = ExplainLogFile.run([file, file], workingDirectory: Self.corpus, output: out, stop: StopCheck { k += 1; return k >= n })
            #expect(status == 130, "stop at \(n) of \(asked)")
            #expect(out.standardOutput.isEmpty)
            #expect(out.standardError.hasSuffix("plumb: error: interrupted\n"))
        }
    }
}
