import Inspector
import LayoutModel
import ShellTestSupport
import Testing

/// `check` reports a view's frame as Interface Builder does: its origin in its superview's
/// coordinates and its size (FrameAmbiguity, docs/interface-builder.md "Ambiguity"). A view
/// pinned inside an ambiguous superview is not itself ambiguous: the superview is reported, once.
@Suite struct FrameAmbiguityTests {
    static let box = """
        add view box
        add box.width == 100
        add box.height == 100
        add box.top == root.top + 10
        add view child in box
        add child.top == box.top + 10
        add child.width == 20
        add child.height == 20
        """

    @Test func aChildPinnedInAnAmbiguousBoxIsNotAmbiguous() {
        let s = runShell(Self.box + "\nadd child.leading == box.leading + 10").session
        let box = s.state.view(named: "box")!, child = s.state.view(named: "child")!
        // The engine's variables: both move (what `frames` and `po` say).
        #expect(s.ambiguousAttributes(of: .view(box)) == ["minX"])
        #expect(s.ambiguousAttributes(of: .view(child)) == ["minX"])
        // The frames: only the box's.
        #expect(s.frameAmbiguousAttributes(of: .view(box)) == ["minX"])
        #expect(s.frameAmbiguousAttributes(of: .view(child)).isEmpty)
    }

    @Test func aChildFreeInsideTheBoxIsAmbiguousToo() {
        // No horizontal constraint between child and box: it moves inside it.
        let s = runShell(Self.box).session
        #expect(s.frameAmbiguousAttributes(of: .view(s.state.view(named: "child")!)) == ["minX"])
    }

    @Test func aChildPinnedToTheRootInsideAnAmbiguousBoxIs() {
        // Its absolute position is fixed; the box moves around it, so its frame in the box moves.
        let s = runShell(Self.box + "\nadd child.leading == root.leading + 10").session
        let child = s.state.view(named: "child")!
        #expect(s.ambiguousAttributes(of: .view(child)).isEmpty)
        #expect(s.frameAmbiguousAttributes(of: .view(child)) == ["minX"])
    }

    @Test func checkNamesTheCauseOnce() {
        let run = runShell(Self.box + "\nadd child.leading == box.leading + 10")
        let check = LayoutCheck.run(run.session, sizes: [Size(width: 320, height: 568)], script: "")
        let text = check.failures.flatMap(\.details)
        #expect(text == ["box is ambiguous (minX)"], "\(text)")
    }
}
