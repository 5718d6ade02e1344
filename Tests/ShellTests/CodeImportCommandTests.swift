import Foundation
import LayoutModel
import Testing
@testable import Shell
import ShellTestSupport

/// `paste`, `import code` and `export swift` through the shell: input until a lone '.', files,
/// undo, and every refusal leaving the session as it was.
@Suite struct CodeImportCommandTests {
    static func input(_ lines: [String]) -> InputSource {
        nonisolated(unsafe) var rest = lines[...]
        return InputSource(isInteractive: { false }, readLine: { rest.popFirst() })
    }

    static let code = [
        "let title = UILabel()",
        "title.translatesAutoresizingMaskIntoConstraints = false",
        "view.addSubview(title)",
        "NSLayoutConstraint.activate([",
        "    title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),",
        "    title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),",
        "])",
    ]

    @Test func pasteReadsUntilALoneDotAndUndoTakesItBack() {
        let r = runShell(lines: ["paste", "report title", "undo", "frames"], input: Self.input(Self.code + [".", "not read"]))
        #expect(r.ok, "\(r.err)")
        #expect(r.out.contains("read Swift: 2 constraints"))
        #expect(r.out.contains("made 1 view: title (UILabel)"))
        #expect(r.session.state.view(named: "title") == nil, "undo brings the session back")
    }

    /// The language option: one of two words, nothing after it; a refusal changes nothing.
    @Test func languageOptionRefusals() {
        for (line, message) in [
            ("paste --java", "unexpected '--java': paste takes --swift, --objc or nothing (the language is detected)"),
            ("paste --swift more", "unexpected 'more'"),
            ("import code a.swift --kotlin", "unexpected '--kotlin': import code takes --swift, --objc or nothing (the language is detected)"),
            ("import code a.swift --objc more", "unexpected 'more'"),
        ] {
            let r = runShell(lines: ["add view card", line], input: Self.input([".", "never read"]))
            #expect(!r.ok, "\(line)")
            #expect(r.err.contains(message), "\(line): \(r.err)")
            #expect(r.session.state.views.count == 2, "\(line) leaves the session as it was")
        }
    }

    @Test func pasteUsesTheSessionsViewsByName() {
        let r = runShell(lines: ["add view card", "paste"], input: Self.input([
            "card.widthAnchor.constraint(equalToConstant: 100).isActive = true", ".",
        ]))
        #expect(r.ok, "\(r.err)")
        #expect(r.session.state.views.count == 2)
        #expect(r.out.contains("read Swift: 1 constraint"))
    }

    @Test func importCodeFromAFileAndErrorsWithFileLineColumn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-code-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try (Self.code + ["title.bottomAnchor.constraint(equalTo: view.contentLayoutGuide.bottomAnchor).isActive = true"])
            .joined(separator: "\n").write(to: folder.appendingPathComponent("Layout.swift"), atomically: true, encoding: .utf8)
        let r = runShell(lines: ["import code Layout.swift"], in: folder.path)
        #expect(r.ok)
        #expect(r.err.contains("Layout.swift:8:1: error: contentLayoutGuide is not read from code"))
        #expect(r.out.contains("not read: 1 part of the code (the errors above); the rest was imported"))
    }

    @Test(arguments: [
        ("import code missing.swift", "no such file: missing.swift"),
        ("import code", "missing"),
        ("import code x.swift --kotlin", "unexpected '--kotlin'"),
        ("paste --kotlin", "unexpected '--kotlin'"),
        ("export swift", "missing"),
        ("export swift x.swift --snapkit --snapkit", "unexpected '--snapkit'"),
    ])
    func refusalsChangeNothing(_ line: String, _ message: String) {
        #expect(refusalProblem(running: line, after: "add view a", expecting: message) == nil)
    }

    @Test func pastesThatImportNothingAreRefusedAndChangeNothing() {
        for (lines, message) in [
            ([String](), "<paste> is empty"),
            (["print(\"hello\")"], "nothing in <paste> could be imported"),
            (["[NSLayoutConstraint activateConstraints:@[c]];"], "nothing in <paste> could be imported: expected Objective-C constraint code"),
        ] {
            let r = runShell(lines: ["add view a", "paste"], input: Self.input(lines + ["."]))
            #expect(!r.ok)
            #expect(r.err.contains(message), "\(r.err)")
            #expect(r.session.state.views.count == 2)
        }
    }

    @Test func exportSwiftWritesAnchorsStacksAndPriorities() {
        let r = runShell(lines: [
            "add view card", "add view title UILabel in card", "pin H:|-16-[card]-16-|", "add title.leading == card.leading + 8 @750",
            "add title.top >= card.top + 4 id \"top\"", "deactivate c4", "export swift -",
        ])
        #expect(r.ok, "\(r.err)")
        #expect(r.out.contains("let card = UIView()"))
        #expect(r.out.contains("let title = UILabel()"))
        #expect(r.out.contains("card.addSubview(title)"))
        #expect(r.out.contains("card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),"))
        #expect(r.out.contains("c3.priority = .defaultHigh"))
        #expect(r.out.contains("c4.identifier = \"top\""))
        #expect(!r.out.contains("    c4,"), "an inactive constraint is made, not activated")
    }
}
