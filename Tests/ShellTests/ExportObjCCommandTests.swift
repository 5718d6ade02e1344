import Foundation
import LayoutModel
import Testing
import ShellTestSupport

/// `export objc` through the shell: what Objective-C cannot say is named on standard error
/// (and the same guides' constraints for `export swift`), a written file reads back with
/// `import code`, and every refusal names the problem and leaves the session as it was.
@Suite struct ExportObjCCommandTests {
    static let setup = """
        root 390x844
        add view card
        add view img UIImageView in card intrinsic 64x64
        add guide spacer
        add spacer.width == 20
        add card.leading == spacer.trailing
        add card.top == root.readableContentGuide.top
        add view sv UIScrollView
        add view content in sv
        add content.top == sv.contentLayoutGuide.top
        """

    @Test func whatObjectiveCCannotSayIsNamed() {
        let run = runShell(Self.setup + "\nexport objc -\nexport swift -\n")
        #expect(run.ok, "\(run.err)")
        let notes = run.err.split(separator: "\n").map(String.init)
        #expect(notes.contains("not in the Objective-C: img's intrinsic size 64x64 (override intrinsicContentSize in a subclass)"), "\(notes)")
        #expect(notes.contains("not in the Objective-C: the layout guide spacer and its constraints (UILayoutGuide is not written)"), "\(notes)")
        #expect(notes.contains("not in the Objective-C: the constraint content.top == sv.contentLayoutGuide.top (sv.contentLayoutGuide is not written)"), "\(notes)")
        // Both write the readable-content guide.
        #expect(!notes.contains { $0.contains("readableContentGuide") }, "\(notes)")
        #expect(run.out.contains("[card.topAnchor constraintEqualToAnchor:self.view.readableContentGuide.topAnchor]"))
        #expect(run.out.contains("card.topAnchor.constraint(equalTo: view.readableContentGuide.topAnchor)"))
        #expect(notes.contains("not in the Swift: the constraint content.top == sv.contentLayoutGuide.top (sv.contentLayoutGuide is not written)"), "\(notes)")
    }

    @Test func aWrittenFileReadsBack() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-export-objc-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = runShell("""
            add view title UILabel text "Hi"
            pin H:|-20-[title]-(>=20)-|
            add title.top == root.safeArea.top + 8
            export objc Layout.m --vfl
            """, in: folder)
        #expect(run.ok, "\(run.err)")
        #expect(run.out.contains("exported objc to Layout.m"))
        let back = runShell("root 320x504\nimport code Layout.m\n", in: folder)
        #expect(back.ok, "\(back.err)")
        let equations = { (s: LayoutSession) in s.state.constraints.filter { $0.kind == .user }.map { s.state.equationText(for: $0) } }
        #expect(equations(back.session).sorted() == equations(run.session).sorted())
        #expect(back.session.state.view(named: "title").map { back.session.state[$0].text } == "Hi")
    }

    @Test func refusalsLeaveTheSessionAsItWas() {
        let cases: [(String, String, String)] = [
            ("add view a", "export objc - --vfl --vfl", "unexpected '--vfl': export objc takes --vfl"),
            ("add view a", "export objc - --snapkit", "unexpected '--snapkit': export objc takes --vfl"),
            ("add view a", "export objc no-such-folder/x.m", "cannot write no-such-folder/x.m"),
            ("add view default\nadd view id\nadd view ok", "export objc -", "cannot write Objective-C: 'default', 'id' are words Objective-C reserves"),
            ("add view YES", "export objc x.m --vfl", "'YES' is a word Objective-C reserves"),
        ]
        for (script, line, message) in cases {
            if let problem = refusalProblem(running: line, after: script, expecting: message) { Issue.record("\(problem)") }
        }
    }
}
