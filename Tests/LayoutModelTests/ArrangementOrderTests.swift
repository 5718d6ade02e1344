import Testing
@testable import LayoutModel
import LayoutSyntax

/// Rule 11 (docs/stack-views.md): in a fill stack, equal content priorities are resolved by
/// arrangement order — the first visible view takes the change — and the tie-break follows every
/// change to the stack (order, hidden views, distribution, axis, unarranging), never leaving a
/// stale one behind. Expected frames follow from the rule by hand: the stack is 300 wide, the
/// views 50 wide each, spacing 0, so 150 points of slack go to the view the rule names.
@Suite struct ArrangementOrderTests {
    /// A 300×40 horizontal fill stack at the root's origin with a, b, c (50×20 each) arranged.
    static func session() throws -> (LayoutSession, stack: ViewID, [ViewID]) {
        let s = LayoutSession()
        let stack = try s.addView(name: "s", className: "UIStackView")
        for text in ["s.leading == root.leading", "s.top == root.top", "s.width == 300", "s.height == 40"] {
            _ = try s.addConstraint(parsing: text)
        }
        let views = try ["a", "b", "c"].map { try s.addView(name: $0, superview: stack, intrinsicSize: Size(width: 50, height: 20)) }
        try s.arrange(views, in: stack)
        return (s, stack, views)
    }

    static func widths(_ s: LayoutSession, _ views: [ViewID]) -> [Double] { views.map { s.frame(of: $0).width } }

    static func ambiguous(_ s: LayoutSession) -> [String] {
        s.state.viewIDs.flatMap { v in s.ambiguousAttributes(of: .view(v)).map { "\(s.state[v].name).\($0)" } }
    }

    static func tieParts(_ s: LayoutSession, _ v: ViewID) -> Int {
        s.state.constraints.filter { $0.kind == .contentSize && $0.first.item == .view(v) }
            .flatMap { s.engineParts(of: $0) }.filter { $0.role == .arrangementOrder }.count
    }

    @Test func firstViewStretchesAndTheLayoutIsDeterminate() throws {
        let (s, _, views) = try Self.session()
        // 150 slack to a (the first): 200, 50, 50.
        #expect(Self.widths(s, views) == [200, 50, 50])
        #expect(Self.ambiguous(s).isEmpty)
        // b and c hold their width a second time, hugging and resistance: 2 parts each; a none.
        #expect(views.map { Self.tieParts(s, $0) } == [0, 2, 2])
        // Just below their own priorities, the later view higher: c at 249.999/749.999, b at 249.998/749.998.
        let cParts = s.state.constraints.filter { $0.kind == .contentSize && $0.first.item == .view(views[2]) && $0.first.attribute == .width }
            .flatMap { s.engineParts(of: $0) }.filter { $0.role == .arrangementOrder }.map(\.priority.description)
        #expect(cParts == ["249.999", "749.999"])
    }

    @Test func reorderingMovesTheStretch() throws {
        let (s, stack, views) = try Self.session()
        try s.arrange([views[2]], in: stack, at: 0)  // c, a, b
        #expect(Self.widths(s, views) == [50, 50, 200])
        #expect(views.map { Self.tieParts(s, $0) } == [2, 2, 0])
    }

    @Test func aHiddenFirstViewPassesItOn() throws {
        let (s, _, views) = try Self.session()
        try s.setHidden(views[0], true)
        // a collapses (UISV-hiding); b is the first visible view: 250, c 50.
        #expect(Self.widths(s, views) == [0, 250, 50])
        #expect(Self.ambiguous(s).isEmpty)
        try s.setHidden(views[0], false)
        #expect(Self.widths(s, views) == [200, 50, 50])
    }

    @Test func unequalPrioritiesStillDecide() throws {
        let (s, _, views) = try Self.session()
        try s.setHugging(views[0], .horizontal, 251)
        try s.setHugging(views[1], .horizontal, 251)
        // c has the lowest hugging (250): it stretches although it is last.
        #expect(Self.widths(s, views) == [50, 50, 200])
        // 250.5 is above 250: b hugs harder than a (250 again), a stretches.
        try s.setHugging(views[0], .horizontal, 250)
        try s.setHugging(views[1], .horizontal, 250.5)
        try s.setHugging(views[2], .horizontal, 250.5)
        #expect(Self.widths(s, views) == [200, 50, 50])
    }

    @Test func overflowShrinksTheFirstView() throws {
        let (s, _, views) = try Self.session()
        let width = try #require(s.state.constraints.first { $0.kind == .user && $0.constant == 300 })
        try s.setConstant([width.handle], 120)
        // The stack is 120 now: 30 too little, equal resistance 750; a shrinks to 20.
        #expect(Self.widths(s, views) == [20, 50, 50])
        #expect(Self.ambiguous(s).isEmpty)
    }

    @Test func otherDistributionsAndAxesHaveNoTieBreak() throws {
        let (s, stack, views) = try Self.session()
        try s.setStackProperties(stack, StackViewProperties(axis: .horizontal, distribution: .equalSpacing))
        #expect(views.map { Self.tieParts(s, $0) } == [0, 0, 0])
        try s.setStackProperties(stack, StackViewProperties(axis: .vertical, distribution: .fill))
        // Only the vertical content sizes take part now (b and c: 2 parts each, on their height).
        #expect(views.map { Self.tieParts(s, $0) } == [0, 2, 2])
        try s.setStackProperties(stack, StackViewProperties(axis: .horizontal, distribution: .fill))
        #expect(Self.widths(s, views) == [200, 50, 50])
    }

    @Test func unarrangedViewsLoseIt() throws {
        let (s, stack, views) = try Self.session()
        try s.unarrange(views[2], from: stack)
        #expect(Self.tieParts(s, views[2]) == 0)
        #expect(views.map { Self.tieParts(s, $0) } == [0, 2, 0])
    }

    /// A view with no intrinsic width has no content-size constraint, so no tie-break: UIKit's
    /// layout is ambiguous there and so is plumb's (case 23).
    @Test func noIntrinsicSizeStaysAmbiguous() throws {
        let s = LayoutSession()
        let stack = try s.addView(name: "s", className: "UIStackView")
        for text in ["s.leading == root.leading", "s.top == root.top", "s.width == 300", "s.height == 40"] {
            _ = try s.addConstraint(parsing: text)
        }
        let views = try ["a", "b"].map { try s.addView(name: $0, superview: stack, intrinsicSize: Size(width: -1, height: 20)) }
        try s.arrange(views, in: stack)
        #expect(Set(Self.ambiguous(s)).isSuperset(of: ["a.width", "b.width"]))
    }
}
