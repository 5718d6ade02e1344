import Testing
@testable import LayoutModel
import LayoutText
import LayoutSyntax

/// The book's examples (chapter 5 of iOS Auto Layout Demystified), root 320×504.
@Suite struct BookExamplesTests {
    /// Example 5-8: hugging 50 loses to width/height == 100 @250; centred in the root.
    @Test func example5_8ImageViewGrowsPastItsContent() throws {
        let s = LayoutSession()
        let img = try s.addView(name: "img", className: "UIImageView", intrinsicSize: Size(width: 64, height: 64))
        try s.setHugging(img, .horizontal, 50)
        try s.setHugging(img, .vertical, 50)
        try s.addConstraint(Anchor(.view(img), .width), .equal, constant: 100, priority: 250)
        try s.addConstraint(Anchor(.view(img), .height), .equal, constant: 100, priority: 250)
        try s.addConstraint(Anchor(.view(img), .centerX), .equal, Anchor(.view(ViewID(0)), .centerX))
        try s.addConstraint(Anchor(.view(img), .centerY), .equal, Anchor(.view(ViewID(0)), .centerY))
        #expect(s.frame(of: img) == Rect(x: 110, y: 202, width: 100, height: 100))
        #expect(!s.hasAmbiguousLayout(.view(img)))
    }

    /// Example 5-9: hugging 750 beats == 100 @500: the view stays 64×64, centred. (The book
    /// prints (131 223; 64 64); centring 64 in 320×504 gives (128 220): the book's screenshot
    /// was taken with a different root.)
    @Test func example5_9HuggingWins() throws {
        let s = LayoutSession()
        let img = try s.addView(name: "img", className: "UIImageView", intrinsicSize: Size(width: 64, height: 64))
        try s.setHugging(img, .horizontal, 750)
        try s.setHugging(img, .vertical, 750)
        try s.addConstraint(Anchor(.view(img), .width), .equal, constant: 100, priority: 500)
        try s.addConstraint(Anchor(.view(img), .height), .equal, constant: 100, priority: 500)
        try s.addConstraint(Anchor(.view(img), .centerX), .equal, Anchor(.view(ViewID(0)), .centerX))
        try s.addConstraint(Anchor(.view(img), .centerY), .equal, Anchor(.view(ViewID(0)), .centerY))
        #expect(s.frame(of: img) == Rect(x: 128, y: 220, width: 64, height: 64))
    }

    /// Example 5-11: only a left constraint: ambiguous in y.
    @Test func example5_11AmbiguousInY() throws {
        let s = LayoutSession()
        let v0 = try s.addView(name: "V0")
        try s.addConstraint(Anchor(.view(v0), .left), .equal, Anchor(.view(ViewID(0)), .left), constant: 211)
        try s.addConstraint(Anchor(.view(v0), .width), .equal, constant: 50)
        try s.addConstraint(Anchor(.view(v0), .height), .equal, constant: 50)
        #expect(s.ambiguousAttributes(of: .view(v0)) == ["minY"])
        #expect(s.frame(of: v0).x == 211)
    }

    /// Example 5-12: left + 118 conflicts with left + 100 added last; the last is broken.
    @Test func example5_12Conflict() throws {
        let s = LayoutSession()
        let v0 = try s.addView(name: "V0")
        try s.addConstraint(Anchor(.view(v0), .width), .equal, constant: 50)
        try s.addConstraint(Anchor(.view(v0), .height), .equal, constant: 50)
        let a = try s.addConstraint(Anchor(.view(v0), .left), .equal, Anchor(.view(ViewID(0)), .left), constant: 118)
        try s.addConstraint(Anchor(.view(v0), .top), .equal, Anchor(.view(ViewID(0)), .top), constant: 124)
        let b = try s.addConstraint(Anchor(.view(v0), .left), .equal, Anchor(.view(ViewID(0)), .left), constant: 100)
        #expect(s.events == [.conflict(ConflictReport(constraints: [a, b], broken: b, sizeLimits: []))])
        #expect(s.frame(of: v0) == Rect(x: 118, y: 124, width: 50, height: 50))
        try s.removeConstraint(a)
        #expect(s.events == [.restored(b)])
        #expect(s.frame(of: v0).x == 100)
    }

    /// The seed log: label ≥ 400 wide between the margins, 8 points to a field, root 320.
    @Test func seedLabelAndFieldConflict() throws {
        let s = LayoutSession()
        let label = try s.addView(name: "label", className: "UILabel", text: "Name")
        let field = try s.addView(name: "field", className: "UITextField")
        try s.addConstraint(Anchor(.view(label), .leading), .equal, Anchor(.view(ViewID(0)), .leadingMargin))
        try s.addConstraint(Anchor(.view(field), .leading), .equal, Anchor(.view(label), .trailing), constant: 8)
        try s.addConstraint(Anchor(.view(field), .trailing), .equal, Anchor(.view(ViewID(0)), .trailingMargin))
        let width = try s.addConstraint(Anchor(.view(label), .width), .greaterThanOrEqual, constant: 400, identifier: "Label Width")
        guard case .conflict(let report) = s.events.first else {
            Issue.record("expected a conflict, got \(s.events)")
            return
        }
        #expect(report.broken == width)
        let kinds = report.constraints.map { s.state[$0].kind }
        #expect(kinds.filter { $0 == .user }.count == 4)
        #expect(kinds.contains(.encapsulatedSize))
        #expect(report.constraints.count == 5)
        #expect(report.sizeLimits.count == 1)
    }
}
