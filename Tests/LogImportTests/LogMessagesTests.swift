import Foundation
import LayoutModel
import LogImport
import Testing

/// Each message of a log on its own (`LogImporter.messages(of:)`, issue 13 item 1): what kind it
/// is, and how honest its completeness is.
@Suite struct LogMessagesTests {
    static let entryA = #""<NSLayoutConstraint:0x10 UIView:0x2.width == 4   (active)>","#
    static let entryB = #""<NSLayoutConstraint:0x11 UIView:0x2.width == 5   (active)>""#
    static let breakLine = "Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x11 UIView:0x2.width == 5   (active)>"

    static func message(_ body: String) -> String {
        "Unable to simultaneously satisfy constraints.\n(\n    \(entryA)\n    \(entryB)\n)\n\n" + body + "\n"
    }

    @Test func aLoneBreakLineIsAFragmentAndPartial() throws {
        let text = "some app output\n" + Self.breakLine + "\n"
        let r = LogImporter.importLog(text)
        #expect(r.completeness == [.partial], "a break line alone is not the whole message")
        let m = try LogImporter.messages(of: text)
        #expect(m.map(\.kind) == [.fragment(reason: "a break line with no list of constraints before it; nothing to explain")])
    }

    @Test func aStrayDescriptionIsAFragment() throws {
        // (The line after a real log in RealLogs/deltachat-indicator-two-heights.log.)
        let text = Self.message(Self.breakLine) + "2020-07-21 deltachat-ios[741:299997] <CATransformLayer: 0x1155856e0> - changing property masksToBounds\n"
        let m = try LogImporter.messages(of: text)
        #expect(m.count == 2)
        #expect(m[0].kind == .conflict)
        if case .fragment = m[1].kind {} else { Issue.record("the stray line is \(m[1].kind)") }
    }

    @Test func theSameConflictLoggedTwiceIsARepeat() throws {
        let one = Self.message(Self.breakLine)
        let m = try LogImporter.messages(of: one + "\n" + one)
        #expect(m.map(\.kind) == [.conflict, .repeatOf(1)])
        // Spacing differs between the compact and classic forms: still a repeat.
        let respaced = one.replacingOccurrences(of: "   (active)", with: " (active)")
        #expect(try LogImporter.messages(of: one + respaced).map(\.kind) == [.conflict, .repeatOf(1)])
    }

    @Test func aCutListIsPartialWithAWarning() {
        let text = "Unable to simultaneously satisfy constraints.\n(\n    \(Self.entryA)\n    \(Self.entryB),\n"
        let r = LogImporter.importLog(text)
        #expect(r.completeness == [.partial])
        #expect(r.diagnostics.contains { $0.message.contains("list is cut") })
        // Closed, it is whole.
        let whole = LogImporter.importLog(Self.message(Self.breakLine))
        #expect(whole.completeness == [.full])
        #expect(!whole.diagnostics.contains { $0.message.contains("list is cut") })
    }

    /// A message imported alone has only its own constraints: another message's are not in its
    /// session (the contamination issue 13 reports).
    @Test func eachMessageHasOnlyItsOwnConstraints() throws {
        let other = "Unable to simultaneously satisfy constraints.\n(\n    \"<NSLayoutConstraint:0x20 UIView:0x2.height == 0   (active)>\",\n    \"<NSLayoutConstraint:0x21 UIView:0x2.height == 9   (active)>\"\n)\n"
        let m = try LogImporter.messages(of: Self.message(Self.breakLine) + other)
        #expect(m.count == 2)
        let first = try #require(m[0].result?.session.state)
        #expect(first.constraints.allSatisfy { $0.first.attribute != .height })
        let second = try #require(m[1].result?.session.state)
        #expect(second.constraints.allSatisfy { $0.first.attribute != .width || $0.kind != .user })
        #expect(second.importedConflicts.first?.number == 2)
    }
}
