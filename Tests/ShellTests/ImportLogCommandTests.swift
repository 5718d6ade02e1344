import Foundation
import LayoutModel
import LayoutText
import LayoutSyntax
import PlumbTestSupport
import Testing
@testable import Shell
import ShellTestSupport

/// `import log -` (the paste reader) and `plumb explain FILE` (exit statuses), without a tty.
@Suite struct ImportLogCommandTests {
    func lines(_ text: String) -> () -> String? {
        var rest = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return { rest.isEmpty ? nil : rest.removeFirst() }
    }

    func readPaste(_ text: String) throws -> String {
        try ImportCommand.readPaste(lines(text)).text(shown: "<paste>", what: "a log", range: nil)
    }

    @Test func pasteEndsAtAnEmptyLineOutsideApplesMessage() throws {
        let seed = try String(contentsOf: ExplainCorpusTests.folder.appendingPathComponent("seed-classic.log"), encoding: .utf8)
        // The seed has blank-looking lines after ')' and after the break line: part of the paste.
        let pasted = try readPaste("\n" + seed + "\nframes\n")
        #expect(pasted.contains("Will attempt to recover by breaking constraint"))
        #expect(pasted.contains("may also be helpful."))
        #expect(!pasted.contains("frames"))
        // A truly empty line right after ')' does not end it; two do.
        let text = "(\n    \"<NSLayoutConstraint:0x1 UIView:0x2.width == 4>\"\n)\n\nWill attempt to recover by breaking constraint \n<NSLayoutConstraint:0x1 UIView:0x2.width == 4>\n\n\nlater"
        let p = try readPaste(text)
        #expect(p.hasSuffix("<NSLayoutConstraint:0x1 UIView:0x2.width == 4>\n"))
        #expect(p.contains("\n\nWill attempt"))
        // After anything else, one empty line ends the paste.
        #expect(try readPaste("<NSLayoutConstraint:0x1 UIView:0x2.width == 4>\n\nlater") == "<NSLayoutConstraint:0x1 UIView:0x2.width == 4>")
        #expect(try readPaste(")\n\n\nlater") == ")\n")
    }

    @Test func importLogFromAPaste() throws {
        let seed = try String(contentsOf: ExplainCorpusTests.folder.appendingPathComponent("seed-identifiers.log"), encoding: .utf8)
        let r = runShell(lines: ["import log -", "explain 1"], input: InputSource(isInteractive: { false }, readLine: lines(seed)))
        #expect(r.ok, "\(r.err)")
        #expect(r.out.contains("conflict 1 (line 1, iOS): 5 of 5 entries imported (full)"))
        #expect(r.out.contains("Conflict 1 (log line 1, iOS): 5 required constraints cannot all hold."))
        #expect(r.out.contains("UIKit broke c4 ('Name' UILabel.width >= 400 'Label Width')."))
        let state = r.session.state
        #expect(state.constraints.contains { $0.identifier == "Label Width" && $0.isBroken })
    }

    @Test func explainFileStatuses() throws {
        let folder = ExplainCorpusTests.folder.path
        let ok = OutputBuffer()
        #expect(ExplainLogFile.run(["seed-classic.log"], workingDirectory: folder, output: ok) == 0)
        #expect(ok.standardOutput.contains("Conflict 1 (log line 1, iOS)"))
        let none = OutputBuffer()
        #expect(ExplainLogFile.run(["redacted-private.log"], workingDirectory: folder, output: none) == 1)
        #expect(none.standardError.contains("redacted"))
        let missing = OutputBuffer()
        #expect(ExplainLogFile.run(["no-such.log"], workingDirectory: folder, output: missing) == 66)
        #expect(ExplainLogFile.run([], workingDirectory: folder, output: OutputBuffer()) == 64)
    }

    /// `plumb explain FILE --json` (issue 13: it printed text): one object per file, a conflict
    /// per message, the first fix the recommendation; `--all` lists every fix in the text.
    @Test func explainFileJSONAndAll() throws {
        let folder = ExplainCorpusTests.folder.path
        let json = OutputBuffer()
        #expect(ExplainLogFile.run(["seed-classic.log"], workingDirectory: folder, output: json, json: true) == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(object["command"] as? String == "explain")
        #expect(object["file"] as? String == "seed-classic.log")
        let conflicts = try #require(object["conflicts"] as? [[String: Any]])
        #expect(conflicts.count == 1)
        #expect(conflicts[0]["kind"] as? String == "conflict")
        #expect((conflicts[0]["fixes"] as? [Any])?.isEmpty == false)
        let short = OutputBuffer(), all = OutputBuffer()
        #expect(ExplainLogFile.run(["seed-classic.log"], workingDirectory: folder, output: short) == 0)
        #expect(ExplainLogFile.run(["seed-classic.log"], workingDirectory: folder, output: all, all: true) == 0)
        let fixes = (conflicts[0]["fixes"] as! [Any]).count
        #expect(short.standardOutput.contains("\(fixes - 1) more fixes: plumb explain seed-classic.log --all"))
        #expect(all.standardOutput.contains("\n\(fixes). "))
        #expect(!all.standardOutput.contains("more fixes"))
        // Nothing imported: an empty list, exit 1.
        let none = OutputBuffer()
        #expect(ExplainLogFile.run(["redacted-private.log"], workingDirectory: folder, output: none, json: true) == 1)
        let empty = try #require(try JSONSerialization.jsonObject(with: Data(none.standardOutput.utf8)) as? [String: Any])
        #expect((empty["conflicts"] as? [Any])?.isEmpty == true)
    }

    /// Right after `import log`, `explain` is the log's latest conflict as `explain N` gives it;
    /// once the session was changed, it is the session's own latest conflict.
    @Test(.needsCorpus) func explainAfterImportIsTheLogsLatestConflict() {
        let folder = CorpusFolder.subfolder("logs").path
        let r = runShell(lines: ["import log muyexi-cell-height-44-bottom-999.log"], in: folder)
        r.output.clear()
        #expect(r.shell.execute("explain"))
        let plain = r.out
        r.output.clear()
        #expect(r.shell.execute("explain 1"))
        #expect(plain == r.out)
        #expect(plain.hasPrefix("Conflict 1 (log line 1, iOS)"))
        r.output.clear()
        #expect(r.shell.execute("hug view H 300"))
        r.output.clear()
        #expect(r.shell.execute("explain"))
        #expect(r.out.hasPrefix("Conflict: 4 required constraints cannot all hold"))
    }
}
