import Testing
import LayoutModel
import LayoutSyntax
import LayoutText

/// The conflict log and descriptions, line by line against Apple's (../shared/seeds: 000 and 003
/// are iOS 8/9 logs; 004 is the book's chapter 5; ../shared/formats/console-log-grammar.md).
@Suite struct ConflictLogTests {
    static let note = "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) "

    /// Seed 000's first log: a label 400 wide at least between the margins of a 320-point root.
    static func seedConflict() throws -> (LayoutSession, ConflictReport) {
        let s = LayoutSession()
        try s.addView(name: "label", className: "UILabel", text: "Name")
        try s.addView(name: "field", className: "UITextField")
        try s.addConstraint(parsing: "label.leading == root.leadingMargin")
        try s.addConstraint(parsing: "field.leading == label.trailing + 8")
        try s.addConstraint(parsing: "field.trailing == root.trailingMargin")
        try s.addConstraint(parsing: "label.width >= 400")
        let report = try #require(s.events.compactMap { if case .conflict(let r) = $0 { r } else { nil } }.first)
        return (s, report)
    }

    /// iOS ≤ 9 prints the autoresizing note at the end of the advice in every log (seed 000 and
    /// 003: no autoresizing constraint in the list, the note is there).
    @Test func classicAdviceAlwaysEndsWithTheNote() throws {
        let (s, report) = try Self.seedConflict()
        let lines = ConflictLog.text(for: report, in: s, style: .classic).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "Unable to simultaneously satisfy constraints.")
        #expect(lines[1] == "\tProbably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it. " + Self.note)
        #expect(lines[2] == "(")
        // The list, ")", a blank line, the break line with its trailing space, the description,
        // a blank line, the two footer lines.
        let close = try #require(lines.firstIndex(of: ")"))
        #expect(Array(lines[(close + 1)...]).count == 6)
        #expect(lines[close + 1] == "")
        #expect(lines[close + 2] == "Will attempt to recover by breaking constraint ")
        #expect(lines[close + 3].hasPrefix("<NSLayoutConstraint:0x"))
        #expect(lines[close + 4] == "")
        #expect(lines[close + 5] == "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
        #expect(lines[close + 6] == "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.")
        for entry in lines[3..<close] { #expect(entry.hasPrefix("    \"<")) }
    }

    /// iOS 10+ prints the note line only when an autoresizing constraint is in the list
    /// (grammar: compare 025 with 026).
    @Test func modernAdviceHasTheNoteOnlyWithAutoresizing() throws {
        let (s, report) = try Self.seedConflict()
        let text = ConflictLog.text(for: report, in: s, style: .modern)
        #expect(!text.contains("(Note: If you're seeing"))
        #expect(text.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"))
    }

    /// The book's Example 5-7 (iOS 7): `<NSLayoutConstraint:0x754d2c0 UIView:0x754cd10.width ==
    /// 0.5*UIView:0x754b390.width + 20>` — the multiplier before the item in the classic log too.
    @Test func classicMultiplierComesFirst() throws {
        let s = LayoutSession()
        try s.addView(name: "a")
        try s.addView(name: "b")
        let h = try s.addConstraint(parsing: "a.width == 0.5 * b.width + 20")
        let c = try #require(s.state.constraint(h))
        for style in LogStyle.allCases {
            let text = s.state.appleDescription(of: c, style: style)
            #expect(text.contains(".width == 0.5*UIView:0x"), "\(style): \(text)")
            #expect(text.contains(".width + 20"), "\(style): \(text)")
        }
    }
}
