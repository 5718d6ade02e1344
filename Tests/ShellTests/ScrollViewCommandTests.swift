import Foundation
import LayoutModel
import Testing
@testable import Shell
import ShellTestSupport
import PlumbTestSupport
import LayoutText

/// Scroll views from the shell (issue 14): `po sv.contentSize`, the content size in `frames`,
/// `report`, `po trace` and JSON, `explain`'s verified fix for the classic mistake,
/// `set scroll-guides off`, every error a user can cause (each leaving the session as it was),
/// undo, save and load.
@Suite struct ScrollViewCommandTests {
    /// The classic mistake: a 320x504 root, the scroll view filling it, one content view pinned to
    /// its four edges (the content area, rule 37) and 800 tall; nothing decides the width.
    static let classic = """
        add view sv UIScrollView
        pin H:|[sv]|
        pin V:|[sv]|
        add view content in sv
        pin H:|[content]|
        pin V:|[content]|
        add content.height == 800
        """

    @Test func contentSizeSaysWhatIsNotDetermined() {
        let run = runShell(Self.classic + "\npo sv.contentSize\npo sv.contentSize.height\npo sv.contentSize.width\nframes\nreport sv\npo trace")
        #expect(run.ok, "\(run.err)")
        // Height: 800 (content.height, pinned top and bottom to the content area). Width: open.
        #expect(run.out.contains("(width = 0, height = 800)\nthe scroll view's content width is not determined (the value above is one of many)\n"), "\(run.out)")
        #expect(run.out.contains("\n800\n0\nthe scroll view's content width is not determined (the value above is one of many)\n"), "\(run.out)")
        #expect(run.out.contains("sv  (0 0; 320 504) [contentSize 0x800: the scroll view's content width is not determined]"))
        #expect(run.out.contains("Scroll content.{0, 800} [the scroll view's content width is not determined]"))
        #expect(run.out.contains("*UIScrollView:0x7a85e3a0- AMBIGUOUS CONTENT SIZE: the scroll view's content width is not determined"))
    }

    @Test func explainOffersTheFrameGuideFixCheckedOnACopy() {
        let run = runShell(Self.classic + "\nexplain sv\nexplain content")
        #expect(run.ok, "\(run.err)")
        let message = "The scroll view's content width is not determined: content is pinned to sv's leading and trailing edges (c5, c6), which inside a scroll view mean its content area, not its frame (rule 37)"
        #expect(run.out.contains(message), "\(run.out)")
        #expect(run.out.contains("The scroll view's content width is not determined (content's width follows it)"))
        #expect(run.out.contains("Fixes, each checked by re-solving a copy of the session: add content.width == sv.frameLayoutGuide.width (content width 320, no horizontal scrolling)  |  add sv.contentLayoutGuide.width == sv.frameLayoutGuide.width (content width 320, no horizontal scrolling)"))
        // The fix does what it says: the content width is 320 and nothing is ambiguous.
        #expect(run.shell.execute("add content.width == sv.frameLayoutGuide.width"))
        let sv = run.session.state.view(named: "sv")!
        #expect(run.session.contentSize(of: sv) == ContentSize(size: Size(width: 320, height: 800), undetermined: []))
        run.output.clear()
        _ = run.shell.execute("explain sv")
        #expect(!run.out.contains("not determined"))
        // Pre-iOS 11, the fix is to the scroll view itself (its width means the frame).
        let old = runShell("set scroll-guides off\n" + Self.classic + "\nexplain content")
        #expect(old.out.contains("Fixes, each checked by re-solving a copy of the session: add content.width == sv.width (content width 320, no horizontal scrolling)"), "\(old.out)")
    }

    @Test func jsonCarriesTheContentSizeAndTheGuides() throws {
        let run = runShell(Self.classic + "\nset json on\npo sv.contentSize\npo sv\nexport json -")
        #expect(run.ok, "\(run.err)")
        #expect(run.out.contains("\"undetermined\": [\n      \"width\"\n    ]") || run.out.contains("\"undetermined\": [\"width\"]"), "\(run.out.prefix(600))")
        #expect(run.out.contains("\"kind\": \"scrollContent\""))
        #expect(run.out.contains("\"kind\": \"scrollFrame\""))
        #expect(run.out.contains("\"scrollGuides\": true"))
        #expect(run.out.contains("\"kind\": \"scrollGuide\""))
    }

    static let errors: [(String, String)] = [
        ("set scroll-guides maybe", "expected on or off, found 'maybe'"),
        ("po content.contentSize", "'content' is not a scroll view (its class is UIView); only a UIScrollView has a content size"),
        ("po content.contentSize.width", "'content' is not a scroll view (its class is UIView)"),
        ("po sv.contentSize.depth", "'contentSize' has no member 'depth'"),
        ("remove s3", "s3 is made by the system and follows its view; change the view instead"),
        ("add content.width == sv.frameLayoutGuide.depth", "unknown attribute"),
    ]

    @Test(arguments: errors.indices) func errorIsPreciseAndChangesNothing(_ k: Int) {
        let (line, message) = Self.errors[k]
        let problem = refusalProblem(running: line, after: Self.classic, expecting: message)
        #expect(problem == nil, "\(problem ?? "")")
    }

    static let offErrors: [(String, String)] = [
        ("add content.width == sv.frameLayoutGuide.width", "'sv.frameLayoutGuide' is a scroll view's layout guide, and scroll-guides is off (pre-iOS 11: a scroll view has no guides; its edges mean the content); 'set scroll-guides on' brings them back"),
        ("po sv.contentLayoutGuide", "'sv.contentLayoutGuide' is a scroll view's layout guide, and scroll-guides is off"),
        ("refs sv.contentLayoutGuide", "'sv.contentLayoutGuide' is a scroll view's layout guide, and scroll-guides is off"),
        ("exercise sv.frameLayoutGuide", "'sv.frameLayoutGuide' is a scroll view's layout guide, and scroll-guides is off"),
    ]

    @Test(arguments: offErrors.indices) func withTheGuidesOffNamingThemIsAPreciseError(_ k: Int) {
        let (line, message) = Self.offErrors[k]
        let run = runShell("set scroll-guides off\n" + Self.classic)
        #expect(run.ok, "\(run.err)")
        let before = run.session.state
        run.output.clear()
        #expect(!run.shell.execute(line), "\(line) succeeded")
        #expect(run.err.contains(message), "\(line): \(run.err)")
        #expect(run.session.state == before, "\(line) changed the session")
    }

    @Test func turningTheGuidesOffUnderTheirConstraintsIsRefused() {
        let run = runShell(Self.classic + "\nadd content.width == sv.frameLayoutGuide.width")
        let before = run.session.state
        run.output.clear()
        #expect(!run.shell.execute("set scroll-guides off"))
        #expect(run.err.contains("c10 names a scroll view's layout guide, which scroll-guides off takes away; remove it first"), "\(run.err)")
        #expect(run.session.state == before)
    }

    @Test func undoAndRedoTheSetting() {
        let run = runShell(Self.classic + "\nset scroll-guides off")
        #expect(!run.session.state.settings.scrollGuides)
        #expect(!run.session.state.constraints.contains { $0.kind == .scrollGuide })
        _ = run.shell.execute("undo")
        #expect(run.session.state.settings.scrollGuides)
        #expect(run.session.state.constraints.filter { $0.kind == .scrollGuide }.count == 6)
        _ = run.shell.execute("redo")
        #expect(!run.session.state.settings.scrollGuides)
        RoundTrip.checkUndoToStart(run.shell, label: "scroll")
    }

    @Test(arguments: [true, false]) func saveAndLoadGiveTheSameLayout(_ guides: Bool) throws {
        let fix = guides ? "add content.width == sv.frameLayoutGuide.width\nadd view badge in sv\nadd badge.top == sv.contentLayoutGuide.top + 20"
            : "add content.width == sv.width"
        let run = runShell((guides ? "" : "set scroll-guides off\n") + Self.classic + "\n" + fix)
        #expect(run.ok, "\(run.err)")
        let text = SessionScript.text(for: run.session)
        #expect(text.contains("set scroll-guides off") == !guides)
        #expect(!text.contains("add guide"))
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-scroll-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        #expect(try RoundTrip.check(run.shell, in: scratch, label: "scroll \(guides)") == 0)
    }

    @Test func completionOffersTheGuidesOfAScrollView() {
        let run = runShell(Self.classic)
        let names = LineCompletion.complete("add content.width == sv.", in: run.shell.context).displayed
        #expect(names.contains("contentLayoutGuide") && names.contains("frameLayoutGuide"), "\(names)")
        // With the guides off there are none to offer.
        _ = run.shell.execute("set scroll-guides off")
        let off = LineCompletion.complete("add content.width == sv.", in: run.shell.context).displayed
        #expect(!off.contains("contentLayoutGuide") && off.contains("width"), "\(off)")
    }
    /// A console log naming UIKit's `_UIScrollViewLayoutGuide` and its
    /// 'UIScrollView-contentLayoutGuide-minX' (the form of the 2022 dump in
    /// Tests/LayoutModelTests/StackViewCases/logs/scrollview-content-layout-guide-dump.log, made a
    /// conflict): the guide imports as the scroll view's content guide, its constraint as UIKit's,
    /// and the app's `leading == UIScrollView.leading` means the content area (rule 37).
    @Test func anImportedContentLayoutGuideIsTheScrollViewsGuide() throws {
        let log = unsatisfiableLog(stamp: "2022-03-01 10:00:00.000000+0100 App[1:2]", entries: [
            "<NSLayoutConstraint:0x600002bf5ae0 'UIScrollView-contentLayoutGuide-minX' H:|-(0)-[_UIScrollViewLayoutGuide:0x600003195dc0'UIScrollView-contentLayoutGuide'](LTR)   (active, names: '|':UIScrollView:0x7f96db028c00 )>",
            "<NSLayoutConstraint:0x600002bf5b00 UIImageView:0x7f96dc709170.leading == _UIScrollViewLayoutGuide:0x600003195dc0'UIScrollView-contentLayoutGuide'.leading + 10   (active)>",
            "<NSLayoutConstraint:0x600002bf5b50 UIImageView:0x7f96dc709170.leading == UIScrollView:0x7f96db028c00.leading + 20   (active)>",
        ], broken: "<NSLayoutConstraint:0x600002bf5b50 UIImageView:0x7f96dc709170.leading == UIScrollView:0x7f96db028c00.leading + 20   (active)>")
        let run = try runShellImportingLog(log, then: "explain 1")
        #expect(run.ok, "\(run.err)")
        let state = run.session.state
        let g = try #require(state.guide(named: "root.contentLayoutGuide"))
        #expect(state[g].kind == .scrollContent)
        #expect(state.scrollContentGuide(of: state.root) == g)
        #expect(state.constraints.first { $0.identifier == "UIScrollView-contentLayoutGuide-minX" }?.kind == .scrollGuide)
        // Both leading constraints read the content's leading edge: they conflict (10 ≠ 20).
        #expect(run.out.contains("c1  UIImageView.leading == UIScrollView.contentLayoutGuide.leading + 10"), "\(run.out)")
        #expect(run.out.contains("Apple broke c2, and so does plumb's solver"))
    }
}
