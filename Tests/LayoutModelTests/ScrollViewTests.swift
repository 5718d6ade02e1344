import LayoutModel
import LayoutSyntax
import Testing

/// UIScrollView's layout (docs/stack-views.md §7, rules 37–42). Every expected frame and content
/// size is derived in the comment above it from those rules, not by running plumb.
@Suite struct ScrollViewTests {
    /// A 320x504 root; `sv` at (20, 40), 280 x 400 (pinned to the root's edges by constants).
    static func session(guides: Bool = true) throws -> (LayoutSession, ViewID) {
        let s = LayoutSession()
        if !guides { try s.setScrollGuides(false) }
        let sv = try s.addView(name: "sv", className: "UIScrollView")
        for e in ["sv.left == root.left + 20", "sv.top == root.top + 40", "sv.width == 280", "sv.height == 400"] {
            try s.addConstraint(parsing: e)
        }
        return (s, sv)
    }

    static func frame(_ s: LayoutSession, _ name: String) -> String {
        s.frame(of: s.state.view(named: name)!).readableDescription
    }

    @Test func aScrollViewHasItsTwoGuidesAndUIKitsConstraints() throws {
        let (s, sv) = try Self.session()
        let content = try #require(s.state.scrollContentGuide(of: sv))
        let frame = try #require(s.state.scrollFrameGuide(of: sv))
        #expect(s.state[content].name == "sv.contentLayoutGuide")
        #expect(s.state[frame].name == "sv.frameLayoutGuide")
        #expect(s.state[content].className == "_UIScrollViewLayoutGuide")
        let ids = s.state.constraints.filter { $0.kind == .scrollGuide }.compactMap(\.identifier)
        #expect(ids == ["UIScrollView-contentLayoutGuide-minX", "UIScrollView-contentLayoutGuide-minY",
                        "UIScrollView-frameLayoutGuide-minX", "UIScrollView-frameLayoutGuide-minY",
                        "UIScrollView-frameLayoutGuide-width", "UIScrollView-frameLayoutGuide-height"])
        // The frame guide is the scroll view's frame, in root coordinates (20, 40; 280 400).
        #expect(s.rootFrame(of: .guide(frame)).readableDescription == "(20 40; 280 400)")
        // A table view is a scroll view in UIKit, but its content size comes from its rows: no guides.
        let table = try s.addView(name: "table", className: "UITableView")
        #expect(s.state.scrollContentGuide(of: table) == nil)
        #expect(s.contentSize(of: table) == nil)
    }

    /// Rule 37: edges against content mean the content area; the content size is their extent.
    @Test func edgesMeanTheContentAndDecideTheContentSize() throws {
        let (s, _) = try Self.session()
        try s.addView(name: "a", superview: s.state.view(named: "sv"))
        // a.left = content left + 10, a.top = content top + 30; 100 x 50; the content ends 10
        // right of a and 30 below it: contentSize = (10 + 100 + 10, 30 + 50 + 30) = (120, 110).
        for e in ["a.leading == sv.leading + 10", "a.top == sv.top + 30", "a.width == 100", "a.height == 50",
                  "sv.trailing == a.trailing + 10", "sv.bottom == a.bottom + 30"] {
            try s.addConstraint(parsing: e)
        }
        let sv = s.state.view(named: "sv")!
        #expect(s.contentSize(of: sv) == ContentSize(size: Size(width: 120, height: 110), undetermined: []))
        // a's frame is in the content's coordinates (contentOffset 0, 0): (10 30; 100 50); in the
        // root it is offset by the scroll view's origin: (30, 70).
        #expect(Self.frame(s, "a") == "(10 30; 100 50)")
        #expect(s.rootFrame(of: .view(s.state.view(named: "a")!)).readableDescription == "(30 70; 100 50)")
        // The scroll view itself does not move or grow: its frame is its own constraints'.
        #expect(Self.frame(s, "sv") == "(20 40; 280 400)")
    }

    /// Rule 37: width, height and centres against the scroll view mean its frame, and so does
    /// everything from an item outside it.
    @Test func sizesCentresAndOutsideItemsMeanTheFrame() throws {
        let (s, sv) = try Self.session()
        try s.addView(name: "a", superview: sv)
        try s.addView(name: "below")
        // a.width = frame width 280 - 40 = 240; a.centerX = the frame's centre: a.x = (280 - 240) / 2
        // = 20; a.height == sv.height (400) and a.top == sv.top: a fills the frame's height.
        for e in ["a.width == sv.width - 40", "a.centerX == sv.centerX", "a.height == sv.height", "a.top == sv.top"] {
            try s.addConstraint(parsing: e)
        }
        #expect(Self.frame(s, "a") == "(20 0; 240 400)")
        // `below` is outside: sv.bottom is the frame's bottom, 40 + 400 = 440, + 8 = 448.
        try s.addConstraint(parsing: "below.top == sv.bottom + 8")
        try s.addConstraint(parsing: "below.left == sv.left")
        try s.addConstraint(parsing: "below.width == 10")
        try s.addConstraint(parsing: "below.height == 10")
        #expect(Self.frame(s, "below") == "(20 448; 10 10)")
        // Nothing reaches the content's trailing or bottom edge: both dimensions are open.
        #expect(s.contentSize(of: sv)?.undetermined == ["width", "height"])
    }

    /// Rule 40, the classic mistake: content pinned to all four edges, a height, no width rule.
    @Test func theClassicMistakeLeavesTheContentWidthOpenAndTheFrameGuideFixesIt() throws {
        let (s, sv) = try Self.session()
        try s.addView(name: "content", superview: sv)
        try s.pin(parsing: "H:|[content]|")
        try s.pin(parsing: "V:|[content]|")
        try s.addConstraint(parsing: "content.height == 800")
        let before = try #require(s.contentSize(of: sv))
        #expect(before.undetermined == ["width"])
        #expect(before.size.height == 800)
        #expect(before.sentences == ["the scroll view's content width is not determined"])
        #expect(s.ambiguousAttributes(of: .view(s.state.view(named: "content")!)) == ["width"])
        // The fix: content as wide as the frame guide (280): contentSize 280 x 800, content at (0, 0).
        try s.addConstraint(parsing: "content.width == sv.frameLayoutGuide.width")
        #expect(s.contentSize(of: sv) == ContentSize(size: Size(width: 280, height: 800), undetermined: []))
        #expect(Self.frame(s, "content") == "(0 0; 280 800)")
    }

    /// The guides in equations, and VFL's `|` inside a scroll view (the content area, rule 37).
    @Test func guidesInEquationsAndVisualFormat() throws {
        let (s, sv) = try Self.session()
        try s.addView(name: "a", superview: sv)
        // a.top = content top + 20 = 20; a.width = frame width 280 - 40 = 240; |-[a]-| puts a 20
        // from the content's leading edge and the content's trailing 20 beyond a: width 20 + 240 + 20 = 280.
        try s.addConstraint(parsing: "a.top == sv.contentLayoutGuide.top + 20")
        try s.addConstraint(parsing: "a.width == sv.frameLayoutGuide.width - 40")
        try s.addConstraint(parsing: "a.height == 30")
        try s.pin(parsing: "H:|-[a]-|")
        // The content's height: a ends at 20 + 30 = 50; the guide's bottom to it gives 50 + 10 = 60.
        try s.addConstraint(parsing: "sv.contentLayoutGuide.bottom == a.bottom + 10")
        #expect(Self.frame(s, "a") == "(20 20; 240 30)")
        #expect(s.contentSize(of: sv) == ContentSize(size: Size(width: 280, height: 60), undetermined: []))
        // Margins mean the content area too: 8 in from the content's leading edge.
        try s.addView(name: "m", superview: sv)
        for e in ["m.leading == sv.leadingMargin", "m.top == sv.topMargin", "m.width == 5", "m.height == 5"] {
            try s.addConstraint(parsing: e)
        }
        #expect(Self.frame(s, "m") == "(8 8; 5 5)")
    }

    /// A view deep inside the content, and a view moved in: both read the scroll view's edges as
    /// the content.
    @Test func deepContentAndMovedViews() throws {
        let (s, sv) = try Self.session()
        let outer = try s.addView(name: "outer", superview: sv)
        try s.addView(name: "inner", superview: outer)
        // inner: 50 x 60 at the content's origin (outer's own frame is ambiguous, inner is not);
        // the content ends at inner's edges: contentSize 50 x 60.
        for e in ["inner.leading == sv.leading", "inner.top == sv.top", "inner.width == 50", "inner.height == 60",
                  "sv.trailing == inner.trailing", "sv.bottom == inner.bottom"] {
            try s.addConstraint(parsing: e)
        }
        #expect(s.contentSize(of: sv) == ContentSize(size: Size(width: 50, height: 60), undetermined: []))
        // `loose` starts outside: its trailing == sv.trailing means the frame (20 + 280 = 300), so
        // with width 10 it is at x 290. Moved into the scroll view, the same constraint means the
        // content's trailing edge, 50: x 40 in the content.
        let loose = try s.addView(name: "loose")
        for e in ["loose.trailing == sv.trailing", "loose.top == sv.top", "loose.width == 10", "loose.height == 10"] {
            try s.addConstraint(parsing: e)
        }
        #expect(Self.frame(s, "loose") == "(290 40; 10 10)")
        try s.moveView(loose, to: sv)
        #expect(Self.frame(s, "loose") == "(40 0; 10 10)")
    }

    /// Rule 42: `scroll-guides off` — no guides to name, no guide constraints, the same layout.
    @Test func preIOS11ModeHasNoGuidesAndTheSameContentRule() throws {
        let (s, sv) = try Self.session(guides: false)
        #expect(!s.state.constraints.contains { $0.kind == .scrollGuide })
        #expect(s.resolve(.name("sv.contentLayoutGuide")) == nil)
        #expect(s.scrollGuidesOffError(.name("sv.frameLayoutGuide")) == .scrollGuidesOff("sv.frameLayoutGuide"))
        let before = s.state
        #expect(throws: Diagnostic.self) { try s.addConstraint(parsing: "sv.contentLayoutGuide.width == 10") }
        #expect(s.state == before)
        try s.addView(name: "content", superview: sv)
        try s.pin(parsing: "H:|[content]|")
        try s.pin(parsing: "V:|[content]|")
        try s.addConstraint(parsing: "content.height == 800")
        #expect(s.contentSize(of: sv)?.undetermined == ["width"])
        // The pre-iOS 11 fix: width to the scroll view, which means its frame (280).
        try s.addConstraint(parsing: "content.width == sv.width")
        #expect(s.contentSize(of: sv) == ContentSize(size: Size(width: 280, height: 800), undetermined: []))
        #expect(Self.frame(s, "content") == "(0 0; 280 800)")
        // Turning the guides on brings UIKit's six constraints and changes no frame.
        try s.setScrollGuides(true)
        #expect(s.state.constraints.filter { $0.kind == .scrollGuide }.count == 6)
        #expect(Self.frame(s, "content") == "(0 0; 280 800)")
    }

    @Test func turningTheGuidesOffUnderAConstraintThatNamesThemIsRefused() throws {
        let (s, sv) = try Self.session()
        try s.addView(name: "a", superview: sv)
        try s.addConstraint(parsing: "a.width == sv.frameLayoutGuide.width")
        let before = s.state
        #expect(throws: LayoutError.scrollGuidesInUse(["c5"])) { try s.setScrollGuides(false) }
        #expect(s.state == before)
    }
}
