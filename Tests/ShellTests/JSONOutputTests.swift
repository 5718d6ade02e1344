import Foundation
import LayoutModel
import LayoutText
import LayoutSyntax
import Testing
@testable import Shell
import ShellTestSupport

/// `--json` and `set json on` (docs/json.md): every inspector prints one valid JSON object whose
/// first key is "command", the flag and the setting give the same bytes, and the values agree
/// with the text forms.
@Suite struct JSONOutputTests {
    /// A session with a conflict (label.width >= 400 broken) and an ambiguous view (V0 has no
    /// vertical position).
    static let setup = """
        add view label UILabel text Name
        add view field UITextField
        pin H:|-[label]-[field]-|
        add label.top == root.top + 20
        add field.firstBaseline == label.firstBaseline
        add view V0
        add V0.leading == root.leading + 10
        add V0.width == 50
        add V0.height == 40
        add label.width >= 400 id "Label Width"
        """

    static let inspectorLines = [
        "frames", "frames label", "report label", "report root --descend", "po trace", "po label",
        "po label.frame", "po label.bounds", "po label.constraints", "po label.intrinsicContentSize",
        "po V0.hasAmbiguousLayout", "po label.superview", "po root.subviews", "po c1", "po root.margins",
        "refs label", "affecting label H", "exercise V0", "exercise label", "explain", "explain V0",
        "explain c1", "explain \"Label Width\"",
    ]

    /// A shell after the setup script, its output cleared.
    func shell() -> (Interpreter, OutputBuffer) {
        let r = runShell(Self.setup, file: "setup.plumb")
        r.output.clear()
        return (r.shell, r.output)
    }

    @Test(arguments: inspectorLines)
    func printsOneValidObject(_ line: String) throws {
        let (shell, out) = shell()
        #expect(shell.execute(line + " --json"), "\(line): \(out.standardError)")
        #expect(out.standardError.isEmpty)
        let object = try JSONSerialization.jsonObject(with: Data(out.standardOutput.utf8)) as? [String: Any]
        let command = try #require(object?["command"] as? String)
        #expect(line.hasPrefix(command))
        #expect(out.standardOutput.hasPrefix("{\n  \"command\": "))
    }

    @Test(arguments: inspectorLines)
    func flagAndSettingAgree(_ line: String) {
        let (a, outA) = shell()
        a.execute(line + " --json")
        let (b, outB) = shell()
        b.execute("set json on")
        outB.clear()
        b.execute(line)
        #expect(outA.standardOutput == outB.standardOutput)
        // The flag lasts for its line only.
        outA.clear()
        a.execute("frames")
        #expect(outA.standardOutput.hasPrefix("root  ("))
    }

    @Test func theFlagMayComeFirst() {
        let (a, outA) = shell()
        a.execute("refs --json label")
        let (b, outB) = shell()
        b.execute("refs label --json")
        #expect(!outA.standardOutput.isEmpty && outA.standardOutput == outB.standardOutput)
    }

    @Test func valuesAgreeWithTheModel() throws {
        let (shell, out) = shell()
        shell.execute("frames --json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(out.standardOutput.utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        let session = shell.context.session
        #expect(views.count == session.state.views.count)
        for v in views {
            let index = try #require(session.state.view(named: v["name"] as! String))
            let frame = try #require(v["frame"] as? [String: Double])
            let f = session.frame(of: index)
            #expect(frame["x"] == f.x && frame["y"] == f.y && frame["width"] == f.width && frame["height"] == f.height)
            #expect((v["ambiguous"] as? [String]) == session.ambiguousAttributes(of: .view(index)))
        }
        let v0 = try #require(views.first { $0["name"] as? String == "V0" })
        #expect((v0["ambiguous"] as? [String]) == ["minY"])
    }

    @Test func explainGivesTheBrokenConstraintAndVerifiedFixes() throws {
        let (shell, out) = shell()
        shell.execute("explain --json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(out.standardOutput.utf8)) as? [String: Any])
        let e = try #require(object["explanation"] as? [String: Any])
        #expect(e["kind"] as? String == "conflict")
        let broken = try #require(e["broken"] as? String)
        #expect(shell.context.session.state.constraints.first { $0.handleName == broken }?.identifier == "Label Width")
        let fixes = try #require(e["fixes"] as? [[String: Any]])
        #expect(!fixes.isEmpty)
        // Each fix's commands, applied to the session, leave nothing broken.
        for fix in fixes {
            let (copy, _) = self.shell()
            for c in fix["commands"] as! [String] { #expect(copy.execute(c)) }
            #expect(!copy.context.session.state.constraints.contains { $0.isActive && $0.isBroken }, "\(fix["summary"]!)")
        }
    }

    /// `explain N --json` for an imported log: the conflict from its own message — the set with
    /// each constraint's origin, what UIKit broke, the ranked fixes — with the handles of the
    /// session `import log` made, so each fix's commands work there.
    @Test func importedConflictsHaveAJSONForm() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Transcripts")
        let out = OutputBuffer()
        let shell = Interpreter(output: out, workingDirectory: folder.path)
        #expect(shell.execute("import log import-seed.log"))
        out.clear()
        #expect(shell.execute("explain 1 --json"), "\(out.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(out.standardOutput.utf8)) as? [String: Any])
        let e = try #require(object["explanation"] as? [String: Any])
        #expect(e["kind"] as? String == "conflict")
        #expect(e["number"] as? Int == 1)
        #expect(e["reproduced"] as? Bool == true)
        #expect(e["systemOnly"] as? Bool == false)
        #expect((e["appleListed"] as? [String])?.isEmpty == false)
        let set = try #require(e["set"] as? [[String: Any]])
        #expect(set.allSatisfy { ["app", "autoresizing", "uikit", "framework"].contains($0["origin"] as? String ?? "") })
        let fixes = try #require(e["fixes"] as? [[String: Any]])
        #expect(!fixes.isEmpty)
        // Every fix, typed into the imported session, leaves no constraint broken.
        for fix in fixes {
            let copy = Interpreter(output: OutputBuffer(), workingDirectory: folder.path)
            copy.execute("import log import-seed.log")
            for c in fix["commands"] as! [String] { #expect(copy.execute(c), "\(c)") }
            #expect(!copy.context.session.state.constraints.contains { $0.isActive && $0.isBroken }, "\(fix["summary"]!)")
        }
        // A number with no conflict is the same error in both forms.
        out.clear()
        #expect(!shell.execute("explain 9 --json"))
        #expect(out.standardError.hasPrefix("{\n  \"error\": \"no imported conflict 9"))
        out.clear()
        #expect(!shell.execute("explain 9"))
        #expect(out.standardError.hasPrefix("error: no imported conflict 9"))
        // --all goes with a conflict (a number, plain `explain`, a constraint), never a view.
        out.clear()
        #expect(shell.execute("explain --all"))
        let made = runShell(lines: ["add view a", "explain --all", "explain a --all"])
        #expect(made.out.contains("no conflict: every active constraint is in force"))
        #expect(made.err == "error: --all goes with a conflict: 'explain', 'explain CONSTRAINT' or 'explain N' (a conflict of a log read with 'import log'), not with a view\n", "\(made.err)")
    }

    @Test func noConflictIsNull() {
        let r = runShell(lines: ["explain --json"])
        #expect(r.out == "{\n  \"command\": \"explain\",\n  \"explanation\": null\n}\n")
    }

    @Test func otherCommandsRefuseTheFlag() {
        let (shell, out) = shell()
        let before = shell.context.session.state
        #expect(!shell.execute("hug label H 300 --json"))
        #expect(out.standardError.contains("error:"))
        #expect(shell.context.session.state == before)
    }

    /// An inspector's error with `--json` on its line is JSON too, on standard error; standard
    /// output stays empty.
    @Test func errorsOfAJSONLineAreJSON() throws {
        let (shell, out) = shell()
        #expect(!shell.execute("frames nosuch --json"))
        #expect(out.standardOutput.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(out.standardError.utf8)) as? [String: Any])
        #expect((object["error"] as? String)?.hasPrefix("no view named 'nosuch'") == true)
        #expect(object["file"] is NSNull && object["line"] is NSNull)
        #expect(object["column"] as? Int == 8)
        #expect(object["status"] as? Int == 1)
        // The next line without the flag: text again.
        out.clear()
        #expect(!shell.execute("frames nosuch"))
        #expect(out.standardError.hasPrefix("error: no view named 'nosuch'"))
    }
}

/// `set json on` (and `plumb --json`): every command's standard output is JSON — inspectors
/// their own objects, every other command `{"command", "output", "changed", "moved",
/// "conflicts", "restored"}` — and errors are `{"error", "file", "line", "column", "status"}` on
/// standard error (issue 12, item 17).
@Suite struct JSONEverywhereTests {
    /// One line for every command plumb has (the test below checks that none is missing).
    static let script = """
        set json on
        add view a UILabel text Hello
        add view b
        pin H:|-[a]-[b]-|
        add a.top == root.top + 20
        add b.top == a.top
        add b.height == 30
        add a.width == 500
        nametag c7 wide
        deactivate wide
        priority wide 750
        activate wide
        constant c6 40
        nametag a title
        root 375x600
        hug b H 251
        resist b H 751
        intrinsic b 10x10
        text a Bye
        mode a center
        translates b off
        margins a 1 2 3 4
        safe-area 10 0 0 0
        traits wR hC
        keyboard 300
        paste <<SWIFT
        b.widthAnchor.constraint(greaterThanOrEqualToConstant: 20).isActive = true
        SWIFT
        add view s UIStackView axis vertical
        add view t in s
        arrange s t
        stack s spacing 4
        hidden t on
        unarrange s t
        remove view s
        frames
        report a
        po trace
        refs a
        affecting a H
        exercise b
        explain
        draw
        export svg out.svg
        sweep width 100...400
        check
        save out.plumb
        history
        record rec.plumb
        record off
        undo
        redo
        show
        help add
        apropos vfl
        load sub.plumb
        remove c6
        import log seed.log
        quit
        """

    /// Splits standard output into its top-level JSON values (each printed indented, so each
    /// ends with a line that is exactly `}`) and parses each.
    static func values(_ text: String) throws -> [[String: Any]] {
        var values: [[String: Any]] = []
        var current = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            current += line + "\n"
            if line == "}" {
                let object = try #require(try JSONSerialization.jsonObject(with: Data(current.utf8)) as? [String: Any], "\(current)")
                values.append(object)
                current = ""
            }
        }
        #expect(current.isEmpty, "text after the last JSON value: \(current)")
        return values
    }

    func run() throws -> (ShellRun, [[String: Any]]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-json-everywhere-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let seed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Transcripts/import-seed.log")
        try FileManager.default.copyItem(at: seed, to: folder.appendingPathComponent("seed.log"))
        try "add view z\nfoo\n".write(to: folder.appendingPathComponent("sub.plumb"), atomically: true, encoding: .utf8)
        let r = runShell(Self.script, file: "s.plumb", in: folder.path)
        return (r, try Self.values(r.out))
    }

    @Test func everyCommandPrintsOnlyJSON() throws {
        let (r, values) = try run()
        let names = Set(values.compactMap { ($0["command"] as? String)?.split(separator: " ").first.map(String.init) })
        // Every command plumb has (each alias pair by either name), except `set`, whose `set json
        // on` ran before JSON was on.
        for command in CommandRegistry.standard.commands {
            let all = [command.name] + command.aliases
            if command.name == "set" { continue }
            #expect(all.contains { names.contains($0) }, "\(command.name) printed no JSON result: \(names.sorted())")
        }
        // One object per command that succeeded: the 57 commands less `set json on` and `check`
        // (it finds a conflict), plus sub.plumb's `add view z` (its `foo` fails; the load goes on).
        let expected: Int = 57 - 1 + 1
        #expect(values.count == expected, "\(values.map { $0["command"]! })")
        #expect(!r.ok)
    }

    @Test func aCommandsTextIsItsOutput() throws {
        let (_, values) = try run()
        let add = try #require(values.first { $0["command"] as? String == "add" })
        // A script's `add` prints no echo (issue 17): its output is empty unless `set echo on`.
        #expect(add["output"] as? [String] == [])
        #expect(add["changed"] is NSNull && add["moved"] is NSNull)
        // `add a.width == 500` broke a constraint: its conflict, with Apple's log as lines.
        let conflicting = try #require(values.first { ($0["conflicts"] as? [Any])?.isEmpty == false })
        let conflict = try #require((conflicting["conflicts"] as? [[String: Any]])?.first)
        let broken = try #require(conflict["broken"] as? String)
        #expect((conflict["constraints"] as? [String])?.contains(broken) == true)
        let log = try #require(conflict["log"] as? [String])
        #expect(log.first == "Unable to simultaneously satisfy constraints.")
        #expect(log.contains("Will attempt to recover by breaking constraint "))
        // A `load`'s commands give their own results, before the load's.
        let load = try #require(values.firstIndex { $0["command"] as? String == "load" })
        #expect(values[load - 1]["command"] as? String == "add")
        #expect(values[load]["output"] as? [String] == [])
    }

    @Test func errorsAreJSONOnStandardError() throws {
        let (r, _) = try run()
        let errors = try Self.values(r.err)
        #expect(errors.map { $0["error"] as? String } == ["unknown command 'foo' (type help for the list)"], "\(r.err)")
        #expect(errors.first?["file"] as? String == "sub.plumb")
        #expect(errors.first?["line"] as? Int == 2)
        #expect(errors.first?["column"] as? Int == 1)
        #expect(errors.first?["status"] as? Int == 64)
        // An error about no word in particular has no column.
        let check = runShell(lines: ["set json on", "add view a", "add a.width == 500", "add a.width == 100", "check"])
        let failure = try #require(try Self.values(check.err).last)
        #expect((failure["error"] as? String)?.hasPrefix("check failed") == true, "\(check.err)")
        #expect(failure["column"] is NSNull && failure["file"] is NSNull)
    }

    /// A document written to standard output is the command's whole output: no result object
    /// after it, so `plumb --json -c 'export svg -' | rsvg-convert` still works.
    @Test func aDocumentOnStandardOutputIsLeftAlone() {
        let r = runShell(lines: ["set json on", "add view a", "export vfl -"])
        let vfl = r.out.components(separatedBy: "}\n").last!
        #expect(vfl.hasPrefix("H:") || vfl.hasPrefix("V:") || vfl.hasPrefix("#"), "\(r.out)")
        #expect(!vfl.contains("\"command\""))
    }

    /// Notes on standard error are objects too.
    @Test func notesAreJSON() throws {
        let r = runShell(lines: ["set json on", "add view a UILabl"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.err.utf8)) as? [String: Any])
        #expect((object["note"] as? String)?.contains("did you mean 'UILabel'") == true)
    }

    /// Failing commands print no result, only their error, and leave the session as it was.
    @Test func aFailedCommandPrintsOnlyItsError() throws {
        let r = runShell(lines: ["set json on", "add view a"])
        let before = r.shell.context.session.state
        #expect(!r.shell.execute("add a.width == nosuch.width"))
        let values = try Self.values(r.out)
        #expect(values.count == 1)
        #expect(r.shell.context.session.state == before)
        let error = try #require(try JSONSerialization.jsonObject(with: Data(r.err.utf8)) as? [String: Any])
        #expect(error["file"] is NSNull)
    }
}
