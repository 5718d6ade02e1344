import Foundation
import Testing
import LayoutModel
import LayoutSyntax
import ShellTestSupport
@testable import Shell
import LogImport

/// Ctrl-C stops `import log` as it stops `check` (InterruptTests): before each message is
/// parsed and before each view, layout guide and constraint is made (a constraint that meets a
/// conflict has its minimal set computed then). Stopped at any of those questions it says
/// "interrupted", prints nothing else and leaves the session it would have replaced as it was.
@Suite struct InterruptImportTests {
    static let corpus = ExplainCorpusTests.folder.path

    @Test(arguments: ["five-messages-back-to-back", "multi-message-unrelated-lines", "autoresizing-translates"])
    func importStops(_ name: String) {
        let command = "import log \(name).log"
        // Unstopped, the same output as without a stop check.
        let plain = runShell(lines: InterruptTests.setup, in: Self.corpus)
        plain.output.clear()
        #expect(plain.shell.execute(command))
        let full = InterruptTests.interrupt(command, after: Int.max, folder: Self.corpus)
        #expect(full.run.out == plain.out)
        #expect(full.run.err == plain.err)
        #expect(SessionScript.text(for: full.run.shell.context.session) == SessionScript.text(for: plain.shell.context.session))
        InterruptTests.stopsAtEveryQuestion(command, folder: Self.corpus, minimum: 5)
    }

    /// The importer alone: the same result with a stop that never trips, `interrupted` with one
    /// that trips at any of its questions.
    @Test func importerStops() throws {
        let text = try String(contentsOfFile: Self.corpus + "/five-messages-back-to-back.log", encoding: .utf8)
        let plain = LogImporter.importLog(text)
        var asked = 0
        let counted = try LogImporter.importLog(text, stop: StopCheck { asked += 1; return false })
        #expect(SessionScript.text(for: counted.session) == SessionScript.text(for: plain.session))
        #expect(counted.summary == plain.summary)
        #expect(counted.diagnostics == plain.diagnostics)
        #expect(asked >= 20)
        for n in 1...asked {
            var k = 0
            #expect(throws: Diagnostic.interrupted) { try LogImporter.importLog(text, stop: StopCheck { k += 1; return k >= n }) }
        }
    }
}
