import LayoutModel
import ShellTestSupport
import Testing
@testable import Shell

/// `root WxH @PRIORITY`: a root held below required, as AppKit holds a window's content at
/// windowSizeStayPut (500), so constraints above it resize the root (issue 35: macOS documents'
/// top-level views are laid out that way).
@Suite struct RootPriorityTests {
    /// A label 20 from the top and bottom with an intrinsic height of 16 (hugging 750 > 500): the
    /// root takes 20 + 16 + 20 = 56 of height; its width, which nothing above 500 sets, stays 200.
    static let script = """
        root 200x100 @500
        add view label UILabel intrinsic 40x16
        add label.top == root.top + 20
        add root.bottom == label.bottom + 20
        add label.leading == root.leading + 20
        hug label V 750
        """

    @Test func constraintsAboveTheRootsPriorityResizeIt() throws {
        let run = runShell(Self.script + "\nframes")
        #expect(run.ok, "\(run.err)")
        #expect(run.out.contains("root  (0 0; 200 56)"), "\(run.out)")
        #expect(run.session.state.rootSizePriority == 500)
    }

    @Test func saveWritesThePriorityAndLoadKeepsIt() throws {
        let run = runShell(Self.script)
        let text = SessionScript.text(for: run.session)
        #expect(text.contains("root 200x100 @500\n"), "\(text)")
        let again = runShell(text + "\nframes")
        #expect(again.ok, "\(again.err)")
        #expect(again.session.state.rootSizePriority == 500)
        #expect(again.out.contains("root  (0 0; 200 56)"), "\(again.out)")
    }

    @Test func aSizeAloneKeepsThePriorityAndRequiredRestoresIt() throws {
        let run = runShell(Self.script + "\nroot 300x100\nroot\nroot 300x100 @required\nroot")
        #expect(run.ok, "\(run.err)")
        #expect(run.out.contains("root 300x100 @500\n"), "\(run.out)")
        #expect(run.out.hasSuffix("root 300x100\n"), "\(run.out)")
        // The root's size constraints themselves change priority (they kept 500 when only their
        // constants were compared).
        let sizes = run.session.state.constraints.filter { $0.kind == .encapsulatedSize }
        #expect(sizes.count == 2 && sizes.allSatisfy { $0.priority == .required }, "\(sizes.map(\.priority))")
    }

    @Test func aWordThatIsNotAPriorityIsRefusedAndChangesNothing() throws {
        let run = runShell("root 200x100 500")
        #expect(!run.ok)
        #expect(run.err.contains("expected @PRIORITY after the size (as in 'root 480x270 @500'), found '500'"), "\(run.err)")
        let bad = runShell("root 200x100 @0")
        #expect(!bad.ok)
        #expect(bad.err.contains("expected a priority greater than 0 and at most 1000 (or required), found '0'"), "\(bad.err)")
        #expect(bad.session.state.rootSize == Size(width: 320, height: 504))
        #expect(bad.session.state.rootSizePriority == .required)
    }
}
