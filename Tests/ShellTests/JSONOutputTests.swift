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

    /// `explain N --json` for an imported log: what the log said, and plumb's explanation.
    @Test func importedConflictsHaveAJSONForm() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Transcripts")
        let out = OutputBuffer()
        let shell = Interpreter(output: out, workingDirectory: folder.path)
        #expect(shell.execute("import log import-seed.log"))
        out.clear()
        #expect(shell.execute("explain 1 --json"), "\(out.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(out.standardOutput.utf8)) as? [String: Any])
        let e = try #require(object["explanation"] as? [String: Any])
        #expect(e["kind"] as? String == "importedConflict")
        #expect(e["number"] as? Int == 1)
        #expect((e["appleListed"] as? [String])?.isEmpty == false)
        let conflict = try #require(e["explanation"] as? [String: Any])
        #expect(conflict["kind"] as? String == "conflict")
        // The text is exactly what `explain 1` prints.
        out.clear()
        shell.execute("explain 1")
        #expect(e["text"] as? String == String(out.standardOutput.dropLast()))
        // A number with no conflict is the same error in both forms.
        out.clear()
        #expect(!shell.execute("explain 9 --json"))
        #expect(out.standardError.hasPrefix("error: no imported conflict 9"))
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

    @Test func errorsStayText() {
        let (shell, out) = shell()
        #expect(!shell.execute("frames nosuch --json"))
        #expect(out.standardOutput.isEmpty)
        #expect(out.standardError.hasPrefix("error: no view named 'nosuch'"))
    }
}
