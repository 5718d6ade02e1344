import Foundation
import LayoutModel
import PlumbTestSupport
import Testing
@testable import Shell
import ShellTestSupport

/// Size-class variations through the shell: a storyboard imported for some classes, edited,
/// saved and loaded into a fresh interpreter switches to every class exactly as the saved session
/// does (same active constraints, same frames); `traits` is one undo step; a refused switch
/// changes nothing.
/// The documents are the shared corpus's (../shared/corpus/ib, CorpusFolder).
@Suite(.needsCorpus) struct SizeClassScriptTests {
    static let corpus = CorpusFolder.subfolder("ib").path

    /// Corpus scenes whose sessions vary with the size classes (SizeClassRoundTripTests finds the
    /// same six by reading the documents).
    static let scenes: [(file: String, scene: String)] = [
        ("ios-9059-adaptivephotos-main.storyboard", "jFC-Vf-GDX"), ("ios-9059-adaptivephotos-main.storyboard", "PA7-x5-HXA"),
        ("ios-8191-stacks-main.storyboard", "52R-6N-wcQ"), ("ios-10116-autolayout-main.storyboard", "cs3-zY-NC2"),
        ("ios-11762-container-main.storyboard", "tne-QT-ifu"), ("ios-13168-swiper-main.storyboard", "OGk-QD-BkO"),
    ]

    /// What must agree: the active user constraints (as equations) and every view's frame.
    static func layout(_ s: LayoutSession) -> [String] {
        let equations = s.state.constraints.filter { $0.kind == .user && $0.isActive }.map { s.state.equationText(for: $0) }.sorted()
        let frames = s.state.viewIDs.map { "\(s.state[$0].name) \(s.rootFrame(of: .view($0)).readableDescription)" }
        return equations + frames
    }

    @Test func savedSessionsSwitchLikeTheOriginal() throws {
        var compared = 0, scenes = 0
        for (file, scene) in Self.scenes {
            let path = Self.corpus + "/" + file
            guard FileManager.default.fileExists(atPath: path) else { Issue.record("missing \(path)"); continue }
            for (imported, edit) in [("hC", ""), ("wC hR", ""), ("any", "traits wR hC")] {
                let run = runShell("import ib \(path) --scene \(scene)" + (imported == "any" ? "" : " --traits \(imported)") + "\n" + edit)
                #expect(run.ok, "\(file) \(scene): \(run.err)")
                #expect(run.session.state.hasTraitVariations, "\(file) \(scene) has variations")
                scenes += 1
                let text = SessionScript.text(for: run.session)
                #expect(text.contains("traits vary "), "\(file): \(text)")
                let loaded = runShell(text, file: "saved.plumb")
                #expect(loaded.ok, "\(file) \(scene): the saved script fails: \(loaded.err)")
                #expect(Self.layout(loaded.session) == Self.layout(run.session), "\(file) \(scene) as loaded")
                for classes in SizeClasses.allChoices {
                    let a = run.session.copy(), b = loaded.session.copy()
                    _ = try a.setSizeClasses(classes)
                    _ = try b.setSizeClasses(classes)
                    compared += 1
                    #expect(Self.layout(a) == Self.layout(b), "\(file) \(scene) imported at \(imported), switched to \(classes.shown)")
                }
                // Saving the loaded session writes the same script.
                #expect(SessionScript.text(for: loaded.session) == text, "\(file) \(scene): saved twice")
            }
        }
        #expect(scenes >= 18 && compared >= 160, "\(scenes) sessions, \(compared) comparisons")
    }

    @Test func traitsIsOneUndoStepAndAnEditIsKeptForItsClasses() throws {
        let path = Self.corpus + "/ios-9059-adaptivephotos-main.storyboard"
        let run = runShell(lines: ["import ib \(path) --scene jFC-Vf-GDX"])
        let before = Self.layout(run.session)
        #expect(run.shell.execute("traits hC"))
        let compact = Self.layout(run.session)
        #expect(compact != before)
        #expect(run.shell.execute("undo"))
        #expect(Self.layout(run.session) == before && run.session.state.settings.sizeClasses == .any)
        // c3 is installed in compact height only; deactivated there, it stays so after a round trip.
        #expect(run.shell.execute("traits hC"))
        #expect(run.shell.execute("deactivate c3"))
        #expect(run.shell.execute("traits any"))
        #expect(run.shell.execute("traits hC"))
        #expect(run.session.state.constraints.first { $0.handleName == "c3" }?.isActive == false)
        // A variation that takes a view out of the classes in force is refused, the session untouched.
        let state = run.session.state
        #expect(!run.shell.execute("traits vary heightClass=compact view name installed off"))
        #expect(run.session.state == state)
        #expect(run.err.contains("view 'name' is not installed in hC"), "\(run.err)")
    }
}
