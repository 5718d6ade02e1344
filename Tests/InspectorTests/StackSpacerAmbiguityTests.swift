import LayoutModel
import ShellTestSupport
import Testing
@testable import Shell

/// A stack view's private spacers are never reported as the developer's ambiguity (issue 35):
/// a horizontal stack aligned by centre has an alignment spanner (UISV-alignment-spanner) that
/// UIKit places only across the stack (its height), free along it — harmless, and in UIKit too.
/// Before, `check` said "s.UISV-alignment-spanner is ambiguous (minX, width)" in every
/// combination (`ios-Automattic_simplenote-ios-BannerView.xib:34`, 647 → 378 errors over the
/// train documents with stack views).
@Suite struct StackSpacerAmbiguityTests {
    @Test func aCentredStacksSpannerIsNotReported() throws {
        let run = runShell("""
            add view s UIStackView axis horizontal alignment center spacing 8
            add s.leading == root.leading + 20
            add s.trailing == root.trailing - 20
            add s.top == root.top + 20
            add view a UILabel in s text "A"
            add view b UILabel in s text "Bee"
            arrange s a b
            hug a H 251
            check
            """)
        #expect(run.ok, "\(run.err)")
        #expect(!run.out.contains("UISV"), "\(run.out)")
        #expect(run.out.contains("ambiguity: none"), "\(run.out)")
    }

    @Test func anArrangedViewThatIsFreeIsStillReported() throws {
        // A plain view (no intrinsic width) in a stack with no trailing constraint: its width is
        // free, and that is reported on the view (and the stack), not on the stack's spacers.
        let run = runShell("""
            add view s UIStackView axis horizontal alignment center spacing 8
            add s.leading == root.leading + 20
            add s.top == root.top + 20
            add view a UILabel in s text "A"
            add view v UIView in s
            arrange s a v
            check
            """)
        #expect(!run.out.contains("UISV"), "\(run.out)")
        #expect(run.out.contains("  v is ambiguous (width)"), "\(run.out)")
    }
}
