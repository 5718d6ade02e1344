import Foundation
import LayoutModel
import PlumbTestSupport
import Testing
import ShellTestSupport

/// `import ib FILE [--scene ID|NAME]` through the shell: the session is replaced, `undo` brings
/// the previous one back, and every refusal names FILE:LINE and leaves the session as it was.
/// The documents are the shared corpus's (../shared/corpus/ib, CorpusFolder).
@Suite(.needsCorpus) struct ImportIBCommandTests {
    static let corpus = CorpusFolder.subfolder("ib").path

    @Test func importThenUndo() {
        let r = runShell(lines: ["import ib ios-12120-margins-main.storyboard", "po redView", "frames", "undo", "frames"], in: Self.corpus)
        #expect(r.ok, "\(r.err)")
        // The initial controller is a navigation controller: its root view controller is imported.
        #expect(r.out.contains("  * tne-QT-ifu  UIViewController  \"Margins\"  6 views"))
        #expect(r.out.contains("imported UIViewController \"Margins\" (ios-12120-margins-main.storyboard:14): 6 views, 12 constraints"))
        #expect(r.out.contains("ib = 'oX0-Fe-eY0'"))
        #expect(r.out.contains("undid: import ib ios-12120-margins-main.storyboard"))
        // After undo: the example-free default session (a bare 320×504 root).
        #expect(r.out.hasSuffix("root  (0 0; 320 504)\n"))
    }

    @Test func refusalsNameTheLineAndLeaveTheSession() {
        let r = runShell(lines: [
            "add view keep", "import ib ios-archive-iqkeyboard-webview.xib", "import ib mac-18122-coteditor-gotoline.storyboard --scene nope",
            "import ib missing.xib", "import ib ios-12120-margins-main.storyboard --sceen x",
            "import ib ios-12120-margins-main.storyboard --device phone", "import ib ios-12120-margins-main.storyboard --scene a --scene b",
            "import ib ios-12120-margins-main.storyboard --traits big", "import ib ios-12120-margins-main.storyboard --traits wC wR", "frames",
        ], in: Self.corpus)
        #expect(r.err.contains("ios-archive-iqkeyboard-webview.xib:2: archive-format nib from Xcode 4 or earlier; open and re-save it in Xcode 5 or later"))
        #expect(r.err.contains("mac-18122-coteditor-gotoline.storyboard:2: no scene 'nope' in the document (scenes: XLF-zq-zzd)"))
        #expect(r.err.contains("no such file: missing.xib"))
        #expect(r.err.contains("unexpected '--sceen': expected --scene ID|NAME, --device NAME|WxH or --traits wC|wR hC|hR, each once"))
        #expect(r.err.contains("unexpected '--scene': expected --scene ID|NAME, --device NAME|WxH or --traits wC|wR hC|hR, each once"))
        #expect(r.err.contains("expected size classes after --traits (wC|wR hC|hR), found 'big'"))
        #expect(r.err.contains("give at most one width class (wC|wR) and one height class (hC|hR) after --traits"))
        #expect(r.err.contains("unknown device 'phone': expected WxH (390x844) or one of ipad10_2,"))
        #expect(r.out.hasSuffix("root  (0 0; 320 504)\n  keep  (0 0; 0 0) [ambiguous: minX, minY, width, height]\n"), "\(r.out)")
    }
}
