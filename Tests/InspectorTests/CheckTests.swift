import Foundation
import Testing
@testable import Shell
@testable import Inspector
import LayoutModel
import LayoutText
import LayoutSyntax
import ShellTestSupport

/// `check` and `plumb check FILE…`: the matrix finds conflicts, ambiguity and clipping, gives a
/// script that reproduces each, and the CI form exits 0 when clean, 1 on a failure, 66 for a
/// missing file.
@Suite struct CheckTests {
    static let lessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/lessons")

    static let clean = """
        add view a
        pin H:|-20-[a]-20-|
        pin V:|-20-[a(44)]
        """

    /// A fixed 40-point label clips its text; b has no x at all.
    static let clippedAndAmbiguous = """
        add view l UILabel text "Clipped text"
        pin H:|-20-[l(40)]
        pin V:|-20-[l]
        add view b
        pin V:|-80-[b(20)]
        add b.width == 50
        """

    static func temporaryFile(_ text: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = dir.appendingPathComponent("layout.plumb")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    @Test func lessonWithAConflictFails() {
        let out = OutputBuffer()
        // Lesson 8 fits a 320-point root in English, but not with doubled strings.
        let status = CheckFiles.run([Self.lessons.appendingPathComponent("08-stress.plumb").path], json: false, output: out)
        #expect(status == 1)
        #expect(out.standardOutput.contains("conflict: 4 of 48 fail; first at 320x568, left-to-right, doubled strings"))
        #expect(out.standardOutput.contains("ambiguity: none"))
        #expect(out.standardOutput.contains("check failed: conflict, clipping"))
        // The lessons that end with their layout fixed pass.
        let fixed = OutputBuffer()
        #expect(CheckFiles.run([Self.lessons.appendingPathComponent("01-conflicting-rules.plumb").path], json: false, output: fixed) == 0)
    }

    @Test func cleanFilePasses() throws {
        let out = OutputBuffer()
        let status = CheckFiles.run([try Self.temporaryFile(Self.clean)], json: false, output: out)
        #expect(status == 0, "\(out.standardOutput)\(out.standardError)")
        #expect(out.standardOutput.contains("check passed"))
        #expect(out.standardError.isEmpty)
    }

    @Test func missingFileIs66() {
        let out = OutputBuffer()
        #expect(CheckFiles.run(["/nonexistent/none.plumb"], json: false, output: out) == 66)
        #expect(!out.standardError.isEmpty)
        #expect(CheckFiles.run([], json: false, output: out) == 64)
        #expect(CheckFiles.run(["--bogus"], json: false, output: out) == 64)
    }

    @Test func jsonForMachines() throws {
        let out = OutputBuffer()
        let bad = try Self.temporaryFile(Scenarios.seed)
        let status = CheckFiles.run([bad, "--sizes", "320x568,1024x768"], json: true, output: out)
        #expect(status == 1)
        let data = Data(out.standardOutput.utf8)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(object?["clean"] as? Bool == false)
        let files = object?["files"] as? [[String: Any]]
        let check = files?.first?["check"] as? [String: Any]
        #expect(check?["combinations"] as? Int == 8)
        let kinds = check?["kinds"] as? [[String: Any]]
        #expect(kinds?.map { $0["kind"] as? String } == ["conflict", "ambiguity", "clipping"])
        #expect((kinds?.first?["failing"] as? Int ?? 0) > 0)
    }

    @Test func reproducingScriptReproduces() {
        // A label that fits in English but not with doubled strings at the narrowest size.
        let script = """
            add view l UILabel text "Some words here"
            resist l H 1000
            pin H:|-20-[l]-(>=20)-|
            pin V:|-20-[l]
            """
        let session = runShell(script).shell.context.session
        let check = LayoutCheck.run(session, sizes: [Size(width: 320, height: 568), Size(width: 200, height: 400)],
                                    script: SessionScript.text(for: session))
        let conflict = try! #require(check.failures.first { $0.kind == .conflict })
        #expect(conflict.first.doubleStrings || conflict.first.size.width == 200)
        // The script, run in a fresh shell, ends with a broken constraint.
        let replay = runShell(conflict.script)
        #expect(replay.err.isEmpty, "\(replay.err)")
        #expect(SweepTests.anyBroken(replay.shell.context.session))
        #expect(replay.shell.context.session.state.rootSize == conflict.first.size)
    }

    @Test func clippingAndAmbiguityAreFound() {
        let session = runShell(Self.clippedAndAmbiguous).shell.context.session
        let check = LayoutCheck.run(session, sizes: [Size(width: 320, height: 568)], script: SessionScript.text(for: session))
        #expect(check.combinations == 4)
        let kinds = check.failures.map(\.kind)
        #expect(kinds == [.ambiguity, .clipping])
        #expect(check.failures[0].details == ["b is ambiguous (minX)"])
        #expect(check.failures[0].subjects.count == 1)
        #expect(check.failures[1].details.first?.hasPrefix("l is 40 points wide; its text needs") == true)
        #expect(check.failures[0].count == 4)
    }

    @Test func viewOutsideItsSuperviewClips() {
        let session = runShell("add view a\nadd a.leading == root.leading + 300\nadd a.width == 100\npin V:|[a(10)]").shell.context.session
        let found = LayoutCheck.clipping(session)
        #expect(found.map(\.0) == ["a (300 0; 100 10) reaches outside root: 80 past the right edge"])
        #expect(found.map(\.1) == [.item(.view(session.state.view(named: "a")!))])
    }

    @Test func checkCommandFailsAsACommand() {
        let r = runShell(Scenarios.seed + "\ncheck --sizes 320x568")
        #expect(r.out.contains("conflict: 4 of 4 fail; first at 320x568, left-to-right, normal strings"))
        #expect(r.err.contains("error: check failed: conflict"))
        let ok = runShell(Self.clean + "\ncheck")
        #expect(ok.out.contains("check passed"))
        #expect(ok.err.isEmpty)
    }
}
