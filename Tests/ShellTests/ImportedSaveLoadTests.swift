import Foundation
import Testing
import LayoutModel
import ShellTestSupport
@testable import Shell

/// An imported log saved and loaded is the same session: the log's addresses, classes, system
/// constraints, unknown sizes, broken marks and conflicts. `save` used to write only the app's
/// views and constraints, so the unknown root height became 504 and every address was a new one.
@Suite struct ImportedSaveLoadTests {
    static func fingerprint(_ session: LayoutSession) -> String {
        let probe = runShell(lines: ["frames", "report root --descend", "explain 1"], session: session.copy())
        return SessionScript.text(for: session) + "\n" + probe.out + probe.err
    }

    static func corpus(_ name: String) -> String { ExplainCorpusTests.folder.appendingPathComponent(name + ".log").path }

    @Test(arguments: ["seed-classic", "autoresizing-no-masks", "multi-message-unrelated-lines", "cell-margins-duplicates", "no-break-line"])
    func savedAndLoadedIsTheSameSession(_ name: String) throws {
        let edits = ["root 300x640", "add view probe", "add probe.width == 40", "undo", "add view extra UILabel text \"Hi\""]
        let r = runShell(lines: ["import log \(Self.corpus(name))"] + edits)
        #expect(r.ok, "\(name): \(r.err)")
        let saved = SessionScript.text(for: r.session)
        #expect(saved.contains("import log - <<LOG"))
        // The commands since the import, without the one that was undone.
        #expect(saved.hasSuffix("LOG\nroot 300x640\nadd view probe\nadd view extra UILabel text \"Hi\"\n"), "\(saved.suffix(200))")
        let loaded = runShell(saved, file: "saved.plumb")
        #expect(loaded.ok, "\(name): \(loaded.err)")
        #expect(Self.fingerprint(loaded.session) == Self.fingerprint(r.session), "\(name)")
        #expect(loaded.session.state.importedConflicts == r.session.state.importedConflicts)
        #expect(loaded.session.state.views.map(\.address) == r.session.state.views.map(\.address))
        // Saving the loaded session again writes the same script.
        #expect(SessionScript.text(for: loaded.session) == saved)
    }

    /// The unknown root height of seed-classic (the log gives only its width) stays unknown.
    @Test func unknownSizesStayUnknown() throws {
        let r = runShell(lines: ["import log \(Self.corpus("seed-classic"))"])
        let loaded = runShell(SessionScript.text(for: r.session), file: "saved.plumb")
        let root = loaded.session.state.root
        #expect(loaded.session.state[root].importInfo?.rootSizeUnknown == [.vertical])
        #expect(loaded.session.importPlaceholders(of: root).contains { $0.contains("height unknown") })
    }

    @Test func aHereDocumentNeedsItsEnd() {
        let r = runShell("import log - <<LOG\nUnable to simultaneously satisfy constraints.\n", file: "s.plumb")
        #expect(!r.ok)
        #expect(r.err.hasPrefix("s.plumb:1:14: error: no line 'LOG' ends the here-document before the end of the script"), "\(r.err)")
    }
}
