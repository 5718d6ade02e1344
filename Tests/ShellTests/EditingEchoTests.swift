import Foundation
import LayoutModel
import ShellTestSupport
import Testing
@testable import Shell

/// Editing commands say what they changed and which views moved when a person is watching: a
/// line typed at the prompt, or a script with `set echo on` (issue 12, item 14). Scripts stay
/// quiet otherwise.
@Suite struct EditingEchoTests {
    static let setup = """
        add view label UILabel text "Name"
        add view field UITextField
        add label.leading == root.leading + 20
        add label.top == root.top + 20
        add field.leading == label.trailing + 8
        add field.trailing == root.trailing - 20
        add field.top == label.top
        add label.width == 30 @250
        hug label H 251
        """

    /// Runs `setup` as a script, then `lines` as typed; returns what the typed lines printed.
    static func typed(_ lines: [String]) -> (out: String, err: String, run: ShellRun) {
        let run = runShell(setup)
        run.output.clear()
        for line in lines { run.shell.execute(line) }
        return (run.out, run.err, run)
    }

    @Test(arguments: [
        ("root 200x504", "root: 320x504 → 200x504; moved root, field\n"),
        ("constant c1 40", "constant c1: 20 → 40; moved label, field\n"),
        ("priority c6 800", "priority c6: 250 → 800; moved label, field\n"),
        ("hug label H 300", "hug label H: 251 → 300; no view moved\n"),
        ("resist label H 200", "resist label H: 750 → 200; no view moved\n"),
        ("nametag label NameLabel", "nametag label: none → NameLabel\n"),
        ("nametag c1 \"Lead Space\"", "nametag c1: none → \"Lead Space\"\n"),
        ("deactivate c1", "deactivate c1: active → inactive; moved label, field\n"),
        ("activate c1", "activate c1: active → active; no view moved\n"),
        ("remove c4", "removed c4; moved field\n"),
        ("remove view field", "removed view field; no view moved\n"),
        ("margins root 4 4 4 4", "margins root: 8 8 8 8 → 4 4 4 4; no view moved\n"),
        ("text label \"Longer name\"", "text label: \"Name\" → \"Longer name\"; moved label, field\n"),
        ("intrinsic field 50x20", "intrinsic field: 16x21 → 50x20; moved field\n"),
        ("mode field center", "mode field: scale-to-fill → center\n"),
    ])
    func aTypedEditSaysWhatChangedAndWhatMoved(_ line: String, _ expected: String) {
        let (out, err, _) = Self.typed([line])
        #expect(err == "")
        #expect(out == expected)
    }

    @Test func activationReportsConflictsAndRestorations() {
        let (out, _, _) = Self.typed(["add label.width >= 400", "deactivate c7", "activate c7", "deactivate c1"])
        let lines = out.split(separator: "\n").map(String.init)
        #expect(lines.contains("deactivate c7: broken → inactive; no view moved"))
        #expect(lines.contains("activate c7: inactive → broken; no view moved; 1 conflict appeared (c7 broken)"))
        #expect(lines.contains("deactivate c1: active → inactive; moved label, field; 1 conflict gone (c7 holds again)"))
    }

    @Test func scriptsAreQuietUnlessEchoIsOn() {
        let quiet = runShell(Self.setup + "\nroot 200x504\nconstant c1 40\nnametag label N\n")
        #expect(!quiet.out.contains("→"))
        let echoed = runShell("set echo on\n" + Self.setup + "\nroot 200x504\n")
        #expect(echoed.out.hasSuffix("> root 200x504\nroot: 320x504 → 200x504; moved root, field\n"))
    }

    @Test func aTypedLoadKeepsTheScriptQuiet() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-echo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try (Self.setup + "\nroot 200x504\n").write(to: dir.appendingPathComponent("s.plumb"), atomically: true, encoding: .utf8)
        let run = runShell(lines: ["load s.plumb", "root 300x504"], in: dir.path)
        #expect(!run.out.contains("320x504 → 200x504"))
        #expect(run.out.hasSuffix("root: 200x504 → 300x504; moved root, field\n"))
    }

    @Test func aFailedEditPrintsNoSummary() {
        let (out, err, _) = Self.typed(["priority c1 999", "constant c9 3", "hug nobody H 5"])
        #expect(out == "")
        #expect(err.contains("error:"))
    }

    @Test func withJSONTheSummaryIsJSON() {
        let (_, _, run) = Self.typed([])
        run.shell.context.settings.json = true
        run.shell.execute("constant c1 40")
        #expect(run.out.hasPrefix("{\n"))
        #expect(run.out.contains("\"changed\": \"constant c1: 20 → 40\""))
        #expect(run.out.contains("\"view\": \"label\""))
    }
}
