import LayoutModel
import LayoutSyntax
import PlumbTestSupport
import Testing

/// The readable-content and keyboard guides (docs/layout-model.md, "Readable content and keyboard
/// guides"). Expected frames come from the documented rules, computed here independently of the
/// solver: readable width = min(672, the margins' width), centred between the margins; the
/// keyboard guide's top = root height − (keyboard height, else the bottom safe-area inset).
@Suite struct SystemGuideTests {
    @Test func theReadableGuideIsTheMarginsCappedAt672AndCentred() throws {
        var rng = SplitMix64(seed: 15)
        var checked = 0
        for _ in 0..<120 {
            let width = Double(rng.int(40...2048)), height = Double(rng.int(40...1400))
            let m = EdgeInsets(top: Double(rng.int(0...30)), left: Double(rng.int(0...120)),
                               bottom: Double(rng.int(0...30)), right: Double(rng.int(0...120)))
            guard m.left + m.right < width, m.top + m.bottom < height else { continue }
            let s = LayoutSession()
            try s.resizeRoot(Size(width: width, height: height))
            try s.setLayoutMargins(s.state.root, m)
            guard case .guide(let g)? = s.resolve(.name("root.readableContentGuide")) else {
                Issue.record("root.readableContentGuide does not resolve"); return
            }
            let marginsWidth = width - m.left - m.right
            let w = min(LayoutGuide.readableWidth, marginsWidth)
            let centre = m.left + marginsWidth / 2
            let expected = Rect(x: centre - w / 2, y: m.top, width: w, height: height - m.top - m.bottom)
            let got = s.rootFrame(of: .guide(g))
            #expect(abs(got.x - expected.x) < 1e-6 && abs(got.width - expected.width) < 1e-6
                && abs(got.y - expected.y) < 1e-6 && abs(got.height - expected.height) < 1e-6,
                    "root \(width)x\(height) margins \(m): \(got) ≠ \(expected)")
            checked += 1
        }
        #expect(checked >= 100, "only \(checked) cases checked")
    }

    @Test func theKeyboardGuideFollowsTheKeyboardAndTheSafeArea() throws {
        let s = LayoutSession()
        try s.resizeRoot(Size(width: 390, height: 844))
        try s.setSafeAreaInsets(EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        _ = try s.addView(name: "card")
        try s.addConstraint(parsing: "card.left == root.left + 20")
        guard case .guide(let g)? = s.resolve(.name("card.keyboardLayoutGuide")) else {
            Issue.record("card.keyboardLayoutGuide does not resolve"); return
        }
        // A subview's guide is the keyboard in the window (the root): 844 − 34 = 810.
        #expect(s.rootFrame(of: .guide(g)) == Rect(x: 0, y: 810, width: 390, height: 34))
        try s.setKeyboardHeight(336)
        #expect(s.rootFrame(of: .guide(g)) == Rect(x: 0, y: 508, width: 390, height: 336))
        try s.setSafeAreaInsets(EdgeInsets(top: 47, left: 0, bottom: 21, right: 0))
        #expect(s.rootFrame(of: .guide(g)) == Rect(x: 0, y: 508, width: 390, height: 336))
        try s.setKeyboardHeight(nil)
        #expect(s.rootFrame(of: .guide(g)) == Rect(x: 0, y: 823, width: 390, height: 21))
        let before = s.state
        #expect(throws: LayoutError.nonPositiveKeyboard(0)) { try s.setKeyboardHeight(0) }
        #expect(throws: LayoutError.nonFiniteNumber("the keyboard height")) { try s.setKeyboardHeight(.infinity) }
        #expect(s.state == before)
        // UIKit's identifiers and the top's 999.
        let ids = s.state.constraints.filter { $0.kind == .keyboardGuide }.map { "\($0.identifier ?? "") \($0.priority)" }
        #expect(ids == ["UIViewKeyboardLayoutGuide-topConstraint 999", "UIViewKeyboardLayoutGuide-leadingConstraint 1000",
                        "UIViewKeyboardLayoutGuide-bottomConstraint 1000", "UIViewKeyboardLayoutGuide-trailingConstraint 1000"])
        #expect(s.state[g].className == "UIKeyboardLayoutGuide" && s.state[g].identifier == "UIViewKeyboardLayoutGuide")
    }

    /// `namesSystemGuide` searches ASCII lines on their bytes (issue 17); it must find exactly
    /// what a search by `Character`s finds, on every line made of the pieces that matter.
    @Test func namingASystemGuideIsFoundAsCharactersFindIt() {
        let pieces = ["add ", "v", ".margins", ".margin", ".safeArea", ".keyboardLayoutGuide", ".readableContentGuide",
                      "\u{301}", "é", "\r\n", " == ", ".top"]
        var lines = [""]
        var checked = 0, found = 0
        for _ in 0..<4 {
            lines = lines.flatMap { line in pieces.map { line + $0 } }
            for line in lines {
                let reference = LayoutGuide.namedSystemGuides.contains { line.contains($0.suffix) }
                #expect(LayoutGuide.namesSystemGuide(line) == reference, "\(line.debugDescription)")
                if reference { found += 1 }
                checked += 1
            }
        }
        #expect(checked == 12 + 144 + 1728 + 20736)
        #expect(found > 5000 && checked - found > 3000)
    }
}
