import Foundation
import LayoutModel
import ShellTestSupport
import Testing
@testable import Shell

/// `record FILE` keeps a replayable log of a session; `load --step FILE` runs a script one
/// command at a time, waiting for Enter (issue 12, item 16).
@Suite struct RecordTests {
    func scratch() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Lines of input, one per readLine, then the end.
    func scripted(_ lines: [String]) -> InputSource {
        var rest = lines[...]
        return InputSource(isInteractive: { false }, readLine: { rest.popFirst() })
    }

    @Test func aRecordedSessionReplaysToTheSameState() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let typed = [
            "record debug.plumb",
            "add view label UILabel text \"Name\"",
            "add view field UITextField",
            "pin H:|-[label]-[field]-|",
            "add label.top == root.top + 20",
            "add field.top == label.top",
            "hug nobody H 5",                       // fails: written as a comment
            "add label.width >= 400 id \"Label Width\"",
            "priority c6 999",                      // fails: required to optional on an active constraint
            "deactivate \"Label Width\"",
            "priority \"Label Width\" 999",
            "activate \"Label Width\"",
            "nametag label NameLabel",
            "add view extra",
            "undo",
            "root 375x667",
            "frames",
            "record off",
            "add view after",                       // not recorded
        ]
        let run = runShell(lines: typed, in: dir.path)
        let live = SessionScript.text(for: run.session)
        let text = try String(contentsOf: dir.appendingPathComponent("debug.plumb"), encoding: .utf8)
        #expect(text.hasPrefix("# plumb session recorded by 'record' (replay with: load debug.plumb)\nadd view label UILabel text \"Name\"\n# label  <UILabel:0x"))
        #expect(text.contains("# failed: hug nobody H 5\n# error: no view named 'nobody'\n"))
        #expect(text.contains("\nroot 375x667\n# root: 320x504 → 375x667; moved root, label, field\n"))
        #expect(!text.split(separator: "\n").contains { $0.hasPrefix("record") })
        #expect(!text.contains("after"))

        let replay = runShell(lines: ["load debug.plumb"], in: dir.path)
        #expect(replay.err == "")
        #expect(replay.ok)
        // The live session had one more view after record off.
        #expect(run.shell.execute("remove view after"))
        #expect(SessionScript.text(for: replay.session) == SessionScript.text(for: run.session))
        #expect(live.contains("add view after"))
    }

    @Test func quitIsNotRecordedAndAppendingKeepsEarlierSessions() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = runShell(lines: ["record r.plumb", "add view a", "quit"], in: dir.path)
        _ = runShell(lines: ["record r.plumb", "add view b"], in: dir.path)
        let text = try String(contentsOf: dir.appendingPathComponent("r.plumb"), encoding: .utf8)
        #expect(!text.contains("quit"))
        #expect(text.contains("add view a\n"))
        #expect(text.contains("add view b\n"))
    }

    /// `load` of the file being recorded is not written: the file would load itself.
    @Test func loadingTheRecordingIsNotWrittenIntoIt() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = runShell(lines: ["record r.plumb", "add view a", "load r.plumb", "record off"], in: dir.path)
        let text = try String(contentsOf: dir.appendingPathComponent("r.plumb"), encoding: .utf8)
        #expect(text.hasSuffix("add view a\n# a  <UIView:0x7a85e3a0>\n# (load r.plumb: not written, the file would load itself)\n"))
        let replay = runShell(lines: ["load r.plumb"], in: dir.path)
        #expect(replay.err == "")
    }

    @Test func recordErrorsChangeNothing() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = runShell(lines: ["record off", "record \(dir.path)", "record"], in: dir.path)
        #expect(run.err.contains("error: not recording"))
        #expect(run.err.contains("error: cannot record to \(dir.path): it is a directory"))
        #expect(run.out == "not recording (record FILE starts)\n")
        #expect(run.shell.context.recorder == nil)
    }

    @Test func loadStepWaitsForEnterBeforeEachCommand() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "# a workshop\nadd view a\nadd a.width == 50\nconstant c1 60\nadd view never\n"
            .write(to: dir.appendingPathComponent("w.plumb"), atomically: true, encoding: .utf8)
        let run = runShell(lines: ["load --step w.plumb"], in: dir.path, input: scripted(["", "", "", "q"]))
        #expect(run.out == """
            > # a workshop
            > add view a
            a  <UIView:0x7a85e3a0>
            > add a.width == 50
            c1  <NSLayoutConstraint:0x7b82f1d0 H:[UIView:0x7a85e3a0(50)]>
            > constant c1 60
            constant c1: 50 → 60; moved a
            > add view never
            stopped before line 5 of w.plumb

            """)
        #expect(run.session.state.view(named: "never") == nil)
        #expect(run.session.state.view(named: "a") != nil)
        // The end of the input stops too; the whole load is still one undo step.
        let eof = runShell(lines: ["load --step w.plumb", "undo"], in: dir.path, input: scripted([""]))
        #expect(eof.out.contains("stopped before line 3 of w.plumb"))
        #expect(eof.session.state.views.count == 1)
    }
}
