import Inspector
import LayoutModel
import LogImport
import Testing

/// The console-log explainer's rules one at a time (docs/explain.md, "Console logs"), each on the
/// smallest log that shows it. The real-log corpus (ShellTests/RealLogCorpusTests) measures them
/// together; here each rule has its own test.
@Suite struct LogConflictRulesTests {
    /// A classic message with these entries; the last argument is the break line's entry.
    static func log(_ entries: [String], broken: String?) -> String {
        var text = "Unable to simultaneously satisfy constraints.\n(\n"
        text += entries.enumerated().map { "    \"\($0.element)\"" + ($0.offset < entries.count - 1 ? "," : "") }.joined(separator: "\n")
        text += "\n)\n"
        if let broken { text += "\nWill attempt to recover by breaking constraint \n\(broken)\n" }
        return text
    }

    static func explain(_ entries: [String], broken: String?) throws -> (LogConflictExplanation, LayoutSession) {
        let messages = try LogImporter.messages(of: log(entries, broken: broken))
        let session = try #require(messages.first?.result?.session)
        let e = try #require(try LogConflictExplainer.explain(session))
        return (e, session)
    }

    static func handle(_ session: LayoutSession, _ address: String) -> ConstraintHandle? {
        session.state.constraints.first { $0.imported?.handle == address }?.handle
    }

    @Test func keyboardInternalsAreUIKitsOwnAndOfferNothing() throws {
        let a = "<NSLayoutConstraint:0x1 _UIKBCompatInputView:0x10.top == _UIRemoteKeyboardPlaceholderView:0x11.bottom   (active)>"
        let b = "<NSLayoutConstraint:0x2 _UIKBCompatInputView:0x10.top == _UIRemoteKeyboardPlaceholderView:0x11.bottom + 20   (active)>"
        let (e, _) = try Self.explain([a, b], broken: b)
        #expect(e.systemOnly)
        #expect(e.fixes.isEmpty)
        #expect(e.origins.values.allSatisfy { $0 == .framework })
    }

    @Test func aNegativeWidthIsTheActionSheetBug() throws {
        let a = "<NSLayoutConstraint:0x1 UIView:0x10.width == - 16   (active)>"
        let (e, _) = try Self.explain([a], broken: a)
        #expect(e.systemOnly)
        #expect(e.fixes.isEmpty)
    }

    /// A label 10 below a 44-point cell's top and 10 above its bottom, `height` tall; UIKit
    /// broke the height.
    static func labelInCell(height: Int) throws -> (LogConflictExplanation, LayoutSession) {
        let top = "<NSLayoutConstraint:0x1 UILabel:0x20'Hi'.top == UITableViewCellContentView:0x10.top + 10   (active)>"
        let bottom = "<NSLayoutConstraint:0x2 UITableViewCellContentView:0x10.bottom == UILabel:0x20'Hi'.bottom + 10   (active)>"
        let fixed = "<NSLayoutConstraint:0x3 UILabel:0x20'Hi'.height == \(height)   (active)>"
        let cell = "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x10.height == 44   (active)>"
        return try explain([top, bottom, fixed, cell], broken: fixed)
    }

    @Test func originsOfACellsConstraints() throws {
        let (e, s) = try Self.labelInCell(height: 4)
        #expect(e.reproduced)
        #expect(e.origins[Self.handle(s, "0x1")!] == .app)
        #expect(e.origins[Self.handle(s, "0x4")!] == .uikit)
        // Heights in a cell: the bottom of the chain gives way (RealLogs/muyexi-…, wordpress-…),
        // when the label then still fits in the cell (24 of 44).
        #expect(e.fixes.first?.fix.kind == .lowerPriority)
        #expect(e.fixes.first?.fix.handle == Self.handle(s, "0x2"))
        #expect(e.arithmetic == "10 + 'Hi' UILabel = 4 + 10 adds up to exactly 24, but UITableViewCellContentView is 44 tall")
    }

    /// When the bottom giving way would push the label out of the cell (it does not fit), the
    /// constraint UIKit broke gives way instead (RealLogs/devref-…).
    @Test func whatDoesNotFitTheCellGivesWayItself() throws {
        let (e, s) = try Self.labelInCell(height: 50)
        #expect(e.fixes.first?.fix.handle == Self.handle(s, "0x3"))
        #expect(e.fixes.first(where: { $0.fix.handle == Self.handle(s, "0x2") })?.fix.problems == ["pushes label outside root"])
    }

    @Test func aViewFillingItsCellGivesWayWithItsFixedHeight() throws {
        let top = "<NSLayoutConstraint:0x1 UIView:0x20.top == UITableViewCellContentView:0x10.top   (active)>"
        let bottom = "<NSLayoutConstraint:0x2 UIView:0x20.bottom == UITableViewCellContentView:0x10.bottom   (active)>"
        let height = "<NSLayoutConstraint:0x3 UIView:0x20.height == 74.5   (active)>"
        let cell = "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x10.height == 75   (active)>"
        let (e, s) = try Self.explain([top, bottom, height, cell], broken: nil)
        #expect(e.fixes.first?.fix.handle == Self.handle(s, "0x3"))
        #expect(e.fixes.first?.reason?.contains("fills its cell edge to edge") == true)
    }

    @Test func theOlderOfTwoPinsOfOneEdgeGoes() throws {
        let old = "<NSLayoutConstraint:0x1 UIView:0x20.top == UIView:0x10.top + 10>"
        let new = "<NSLayoutConstraint:0x2 UIView:0x20.top == UIView:0x10.top + 20>"
        let (e, s) = try Self.explain([old, new], broken: new)
        #expect(e.fixes.first?.fix.kind == .remove)
        #expect(e.fixes.first?.fix.handle == Self.handle(s, "0x1"))
    }

    @Test func ofTwoSizesTheBrokenOneGivesWay() throws {
        let a = "<NSLayoutConstraint:0x1 UIView:0x20.height == 16   (active)>"
        let b = "<NSLayoutConstraint:0x2 UIView:0x20.height == 20.4   (active)>"
        let (e, s) = try Self.explain([a, b], broken: a)
        #expect(e.fixes.first?.fix.kind == .lowerPriority)
        #expect(e.fixes.first?.fix.handle == Self.handle(s, "0x1"))
    }

    @Test func aZeroSizeAgainstARealOneBecomesIt() throws {
        let real = "<NSLayoutConstraint:0x1 V:[UIView:0x20(44)]>"
        let zero = "<NSLayoutConstraint:0x2 V:[UIView:0x20(0)]>"
        let (e, s) = try Self.explain([real, zero], broken: real)
        #expect(e.fixes.first?.fix.kind == .changeConstant)
        #expect(e.fixes.first?.fix.handle == Self.handle(s, "0x2"))
        #expect(e.fixes.first?.fix.commands.first?.hasSuffix(" 44") == true)
    }

    @Test func anEdgeUIKitAlreadyTiesIsNotPinnedAgain() throws {
        // (macOS, RealLogs/netnewswire-…: a view pinned to its own safe-area guide.)
        let guide = "<NSLayoutConstraint:0x1 'NSViewSafeAreaLayoutGuide-top' V:|-(52)-[NSViewSafeAreaLayoutGuide]   (active, names: NSViewSafeAreaLayoutGuide:0x30, '|':App.WebView:0x20 )>"
        let mine = "<NSLayoutConstraint:0x2 App.WebView:0x20.top == NSViewSafeAreaLayoutGuide.top   (active, names: NSViewSafeAreaLayoutGuide:0x30 )>"
        let (e, s) = try Self.explain([guide, mine], broken: mine)
        #expect(e.origins[Self.handle(s, "0x1")!] == .uikit)
        #expect(e.fixes.first?.fix.kind == .remove)
        #expect(e.fixes.first?.fix.handle == Self.handle(s, "0x2"))
    }

    @Test func constraintsThatMeetExactlyNameTheRounding() throws {
        let min = "<NSLayoutConstraint:0x1 UITableViewCellContentView:0x10.height >= 48   (active)>"
        let cell = "<NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x10.height == 48   (active)>"
        let (e, s) = try Self.explain([min, cell], broken: min)
        #expect(!e.reproduced)
        #expect(e.verdict.contains("They meet exactly"))
        #expect(e.fixes.map(\.fix.handle) == [Self.handle(s, "0x1")])
        #expect(e.fixes.first?.fix.movement == 0)
    }

    @Test func whatHoldsTogetherNamesTheMissingValue() throws {
        let a = "<NSLayoutConstraint:0x1 UILabel:0x20'Hi'.leading == UIView:0x10.leadingMargin   (active)>"
        let b = "<NSLayoutConstraint:0x2 UIView:0x10.trailingMargin == UILabel:0x20'Hi'.trailing   (active)>"
        let (e, _) = try Self.explain([a, b], broken: b)
        #expect(!e.reproduced)
        #expect(e.verdict.contains("a value the log does not show"))
        #expect(e.verdict.contains("layout margins (plumb assumes 8)"))
    }
}
