import Foundation
import Testing
import LayoutModel
import LayoutSyntax
import ShellTestSupport
@testable import Shell

/// Ctrl-C stops a long command (issue 12, item 8): `check`, `sweep` and `load` ask the stop
/// check between their steps; when it trips they fail with "interrupted" and the session — its
/// `save` script, its frames, its undo stack — is as it was before the command. The stop is a
/// counter (it trips at the Nth question), never a clock.
@Suite struct InterruptTests {
    /// A session with enough views that every long command asks many times: a column of labels
    /// squeezed so that it clips, a row with an ambiguous width.
    static let setup = [
        "root 320x568",
        "add view a UILabel text \"Alpha\"", "pin H:|-[a]-|", "pin V:|-[a]",
        "add view b UILabel text \"Bravo\"", "pin H:|-[b]-|", "pin V:[a]-[b]",
        "add view c", "add c.leading == root.leading", "add c.top == b.bottom", "add c.height == 20",
        "add view d UILabel text \"Delta\"", "pin H:|-[d(>=100)]", "pin V:[c]-[d]-|",
    ]

    /// What must not change: the saved script, the frames, the undo and redo stacks.
    static func fingerprint(_ r: ShellRun) -> String {
        let context = r.shell.context
        let frames = context.state.viewIDs.map { "\(context.state[$0].name) \(context.session.frame(of: $0))" }
        return SessionScript.text(for: context.session) + "\n" + frames.joined(separator: "\n") + "\n"
            + context.undoStack.map(\.command).joined(separator: "|") + "\n" + context.redoStack.map(\.command).joined(separator: "|")
    }

    /// Runs `setup`, then `command` with a stop that trips at its `after`-th question. Returns
    /// the run, whether the command was stopped, and how many times it asked in all.
    static func interrupt(_ command: String, after: Int, setup: [String] = setup, folder: String = "/tmp")
        -> (run: ShellRun, stopped: Bool, asked: Int) {
        let r = runShell(lines: setup, in: folder)
        #expect(r.ok, "\(r.err)")
        let before = fingerprint(r)
        r.output.clear()
        var asked = 0
        r.shell.shouldStop = {
            asked += 1
            return asked >= after
        }
        let ok = r.shell.execute(command)
        // (A command that finished before the stop tripped may have printed its own error first.)
        // (A line with --json says it as a JSON error: docs/json.md.)
        let json = "{\n  \"error\": \"interrupted\",\n  \"file\": null,\n  \"line\": null,\n  \"column\": null,\n  \"status\": 130\n}\n"
        let said = command.contains("--json") ? r.err.hasSuffix(json) : r.err.hasSuffix("error: interrupted\n")
        let stopped = !ok && said && r.err.components(separatedBy: "interrupted").count == 2
        if stopped {
            #expect(fingerprint(r) == before, "\(command) stopped at question \(after) changed the session")
            if !command.hasPrefix("load") { #expect(r.out.isEmpty, "\(command) printed a partial result:\n\(r.out)") }
        }
        r.shell.shouldStop = { false }
        return (r, stopped, asked)
    }

    /// Every question a command asks is a place where it stops cleanly: stopping at the 1st,
    /// 2nd, … question fails with "interrupted" and changes nothing; a stop that never trips
    /// lets it finish as usual. (Beyond 100 questions, every 7th and the last 10.)
    static func stopsAtEveryQuestion(_ command: String, setup: [String] = setup, folder: String = "/tmp", minimum: Int) {
        let full = interrupt(command, after: Int.max, setup: setup, folder: folder)
        #expect(!full.stopped)
        #expect(full.asked >= minimum, "\(command) asked only \(full.asked) times")
        guard full.asked > 0 else { return }
        var stops = 0
        let questions = full.asked <= 100 ? Array(1...full.asked)
            : Array(Set(stride(from: 1, through: full.asked, by: 7)).union((full.asked - 9)...full.asked)).sorted()
        for n in questions {
            let r = interrupt(command, after: n, setup: setup, folder: folder)
            #expect(r.stopped, "\(command) did not stop at question \(n) of \(full.asked): \(r.run.err)")
            if r.stopped { stops += 1 }
        }
        #expect(stops == questions.count)
    }

    @Test func checkStops() {
        // 4 settings × 12 sizes: at least one question per combination.
        Self.stopsAtEveryQuestion("check", minimum: 48)
    }

    @Test func checkWithJSONStops() {
        let r = Self.interrupt("check --json", after: 7)
        #expect(r.stopped)
    }

    @Test func sweepStops() {
        Self.stopsAtEveryQuestion("sweep width 0...1024", minimum: 4)
    }

    @Test func loadStopsAndLeavesNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-interrupt-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let inner = (1...5).map { "add view x\($0)\npin H:|-[x\($0)]-|" }.joined(separator: "\n") + "\ncheck\n"
        try inner.write(toFile: folder + "/inner.plumb", atomically: true, encoding: .utf8)
        try "add view y\nload inner.plumb\nadd view z\n".write(toFile: folder + "/outer.plumb", atomically: true, encoding: .utf8)
        // Between lines, inside the nested load, and inside the check the inner script runs.
        Self.stopsAtEveryQuestion("load outer.plumb", folder: folder, minimum: 60)
    }

    /// An interrupted command is one error, said once, even from inside nested loads.
    @Test func interruptedLoadSaysSoOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-interrupt-once-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "add view y\ncheck\n".write(toFile: folder + "/inner.plumb", atomically: true, encoding: .utf8)
        let r = Self.interrupt("load inner.plumb", after: 5, folder: folder)
        #expect(r.stopped)
        #expect(r.run.err == "error: interrupted\n")
    }

    /// In a script run as `plumb FILE`, the error says where, and plumb would exit 130.
    @Test func interruptedScriptLine() {
        let output = OutputBuffer()
        let shell = Interpreter(output: output)
        #expect(shell.runScript(Self.setup.joined(separator: "\n"), file: "s.plumb"))
        var asked = 0
        shell.shouldStop = { asked += 1; return asked >= 3 }
        let ok = shell.runScript("frames\ncheck\nadd view never", file: "t.plumb")
        #expect(!ok)
        #expect(output.standardError == "t.plumb:2:1: error: interrupted\n")
        #expect(!shell.context.state.views.contains { $0.name == "never" })
        #expect(Diagnostic.interrupted.status == 130)
    }
}
