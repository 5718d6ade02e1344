import Foundation
import LayoutModel
import LayoutText
import LayoutSyntax
import Testing
@testable import Shell

/// Shell behaviours fixed while writing the transcripts, each pinned by a direct test (the
/// transcripts show most of them too).
@Suite struct ShellFixesTests {
    func scratch(_ files: [String: String]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-fixes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return dir
    }

    @Test func usageLinesComeAfterTheCaret() {
        let out = OutputBuffer()
        let shell = Interpreter(output: out, workingDirectory: "/tmp")
        shell.runScript("hug", file: "s.plumb")
        #expect(out.standardError == "s.plumb:1:4: error: missing a view\nhug\n   ^\nusage: hug VIEW H|V PRIORITY\n")
    }

    /// `po root.margins` was read as the property `margins` of `root` ("unknown property"); a
    /// guide's name has a dot too. Naming the guide makes it, so po must read the state again.
    @Test func poPrintsAMarginsGuideMadeOnFirstUse() {
        let out = OutputBuffer()
        let shell = Interpreter(output: out, workingDirectory: "/tmp")
        #expect(shell.execute("po root.margins"))
        #expect(out.standardOutput.hasPrefix("<UILayoutGuide: 0x"))
        #expect(out.standardOutput.contains("\"UIViewLayoutMarginsGuide\", layoutFrame = {{8, 8}, {304, 488}}"))
        #expect(shell.execute("po root.frame"))
    }

    @Test func addViewErrorsShowOnlyTheAddViewUsage() {
        let out = OutputBuffer()
        Interpreter(output: out, workingDirectory: "/tmp").execute("add view")
        #expect(out.standardError.contains("usage: add view NAME"))
        #expect(!out.standardError.contains("usage: add guide"))
    }

    @Test func bailStopsTheScriptsThatLoadedAFailingOne() throws {
        let dir = try scratch(["inner.plumb": "add view 1a\nadd view never\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let shell = Interpreter(output: OutputBuffer(), workingDirectory: dir.path)
        shell.runScript("set bail on\nload inner.plumb\nadd view after\n", file: "outer.plumb")
        #expect(shell.context.session.state.view(named: "never") == nil)
        #expect(shell.context.session.state.view(named: "after") == nil)
    }

    @Test func historyHasWhatWasTypedNotTheInsideOfLoads() throws {
        let dir = try scratch(["inner.plumb": "add view inner\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let shell = Interpreter(output: OutputBuffer(), workingDirectory: dir.path)
        for line in ["load inner.plumb", "bogus", "# a comment", "frames"] { shell.execute(line) }
        #expect(shell.context.history == ["load inner.plumb", "bogus", "frames"])
    }

    @Test func sizesNeedTwoNumbers() {
        let shell = Interpreter(output: OutputBuffer(), workingDirectory: "/tmp")
        shell.execute("add view v")
        for bad in ["10xx10", "x10", "10x", "10"] { #expect(!shell.execute("intrinsic v \(bad)"), "\(bad)") }
        #expect(shell.execute("intrinsic v 10x20"))
    }

    @Test func viewOrConstraintTargetsSuggestNames() {
        let out = OutputBuffer()
        let shell = Interpreter(output: out, workingDirectory: "/tmp")
        shell.execute("add view label UILabel text \"x\"")
        shell.execute("po lable")
        shell.execute("nametag lable X")
        #expect(out.standardError.components(separatedBy: "no view or constraint named 'lable'; did you mean 'label'?").count == 3)
    }

    @Test func aFontSizeErrorPointsAtTheSize() {
        let out = OutputBuffer()
        let shell = Interpreter(output: out, workingDirectory: "/tmp")
        shell.execute("add view label UILabel text \"x\"")
        shell.runScript("text label \"y\" size 0", file: "s.plumb")
        #expect(out.standardError.hasPrefix("s.plumb:1:21: error: font size"))
        #expect(shell.context.session.state[ViewID(1)].text == "x")
    }

    @Test func theRootCannotBeRemovedOrTranslated() {
        let out = OutputBuffer()
        let shell = Interpreter(output: out, workingDirectory: "/tmp")
        #expect(!shell.execute("remove view root"))
        #expect(!shell.execute("translates root on"))
        #expect(out.standardError.contains("the root view cannot be removed"))
        #expect(out.standardError.contains("the root view has no superview to translate a mask against"))
    }

    @Test func saveSaysWhichFolderIsMissing() {
        let out = OutputBuffer()
        Interpreter(output: out, workingDirectory: "/tmp").execute("save /no-such-folder-\(UUID().uuidString)/x.plumb")
        #expect(out.standardError.contains("no such directory /no-such-folder-"))
    }

    @Test func aScriptWithoutUndoIsOneUndoStep() throws {
        let dir = try scratch([
            "plain.plumb": "add view a\nadd view b\nadd a.width == 10\n",
            "undoing.plumb": "add view a\nadd view b\nundo\nadd a.width == 10\n",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let plain = Interpreter(output: OutputBuffer(), workingDirectory: dir.path)
        #expect(try plain.runScriptFile("plain.plumb"))
        #expect(plain.context.undoStack.count == 1)
        #expect(plain.context.history.count == 3)
        #expect(plain.execute("undo"))
        #expect(plain.context.session.state == LayoutSession().state)

        let undoing = Interpreter(output: OutputBuffer(), workingDirectory: dir.path)
        #expect(try undoing.runScriptFile("undoing.plumb"))
        #expect(undoing.context.session.state.view(named: "b") == nil)
        #expect(undoing.context.undoStack.count == 2)
    }

    @Test func aFailedCommandInsideLoadChangesNothing() throws {
        // Inside `load` a command that cannot fail half-way runs without a snapshot; one that
        // can (an equation that makes a margins guide before it is refused) still has one.
        let dir = try scratch(["s.plumb": "add view v\nadd root.margins.left == 20\nadd v.left == nothing.left\npin H:|-[v]-[nothing]\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let shell = Interpreter(output: OutputBuffer(), workingDirectory: dir.path)
        shell.execute("load s.plumb")
        let state = shell.context.session.state
        #expect(state.views.count == 2)
        #expect(state.guides.isEmpty)
        #expect(state.constraints.allSatisfy { $0.kind != .user })
        #expect(shell.context.failures == 4)
    }
}
