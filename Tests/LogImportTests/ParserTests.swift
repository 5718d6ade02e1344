import LayoutModel
import LayoutText
import LayoutSyntax
@testable import LogImport
import Testing

/// The description parser and the envelope scanner on single forms of the grammar.
@Suite struct ParserTests {
    func parse(_ text: String) throws -> LogConstraint {
        do { return try DescriptionParser.parse(text, line: 1, column: 1) } catch {
            Issue.record("\(text): \(error.message) at column \(error.column)")
            throw error
        }
    }

    @Test func vflSizeWithIdentifier() throws {
        let c = try parse("<NSLayoutConstraint:0x7b56d020 'Label Width' H:[UILabel:0x7b58b040'Name'(>=400)]>")
        #expect(c.identifier == "Label Width")
        #expect(c.address == 0x7b56d020)
        guard case .vflSize(.horizontal, let item, let p) = c.body else { Issue.record("not a size"); return }
        #expect(item.label == "Name" && item.className == "UILabel" && item.address == 0x7b58b040)
        #expect(p.relation == .greaterThanOrEqual && p.value == 400)
    }

    @Test func equationForms() throws {
        let a = try parse("<NSLayoutConstraint:0x1 UIView:0x7fcdaff03fc0.height == 0.2*My.View:0x7fcdaff03e10.height   (active)>")
        guard case .equation(_, .equal, let rhs?, let m, let k, nil) = a.body else { Issue.record("a"); return }
        #expect(rhs.item.className == "My.View" && m == 0.2 && k == 0 && a.active == true)
        let b = try parse("<NSLayoutConstraint:0x2 UIImageView:0x4db3270.width == UIImageView:0x4db3270.height * 0.384615>")
        guard case .equation(_, _, _, let m2, _, _) = b.body else { Issue.record("b"); return }
        #expect(m2 == 0.384615)
        let c = try parse("<NSLayoutConstraint:0x3 UIView:0x7fa4f344aeb0.width == - 16   (active)>")
        guard case .equation(_, _, nil, _, let k3, _) = c.body else { Issue.record("c"); return }
        #expect(k3 == -16)
        let d = try parse("<NSLayoutConstraint:0x4 UIView:0x7ff0fc40b290.bottom <= UILayoutGuide:0x6080001a2220'UIViewSafeAreaLayoutGuide'.bottom NSLayoutAnchorConstraintSpace(8)   (active)>")
        guard case .equation(_, .lessThanOrEqual, let r4?, _, _, let s4) = d.body else { Issue.record("d"); return }
        #expect(r4.item.label == "UIViewSafeAreaLayoutGuide" && s4 == 8 && r4.item.isGuide)
        let e = try parse("<NSLayoutConstraint:0x5 UILabel:0x105432840'Notebook + 14'.height == 45>")
        guard case .equation(let l5, _, nil, _, let k5, _) = e.body else { Issue.record("e"); return }
        #expect(l5.item.label == "Notebook + 14" && k5 == 45)
        let f = try parse("<NSLayoutConstraint:0x6 UIView:0x7fa4f344b000.height == 1e-05   (active)>")
        guard case .equation(_, _, nil, _, let k6, _) = f.body else { Issue.record("f"); return }
        #expect(k6 == 1e-05)
    }

    @Test func thirdPartyHandles() throws {
        let s = try parse("<SnapKit.LayoutConstraint:0x281a99500@PViewController+Ext.swift#21 UILabel:0x1035172e0.leading == _UITableViewHeaderFooterContentView:0x103517f60.leading + 16.0>")
        #expect(s.address == 0x281a99500 && s.sourceLocation == "PViewController+Ext.swift#21")
        let m = try parse("<MASLayoutConstraint:ConflictingConstraint[3] UILabel:blueView.bottom == MASExampleDebuggingView:superview.bottom + 1>")
        #expect(m.address == nil && m.handle == "ConflictingConstraint[3]")
        guard case .equation(let l, _, let r?, _, let k, _) = m.body else { Issue.record("m"); return }
        #expect(l.item.handle == "blueView" && r.item.handle == "superview" && k == 1)
    }

    @Test func flagsAndMasks() throws {
        let a = try parse("<NSAutoresizingMaskLayoutConstraint:0x7ff72851ef70 h=--& v=--& V:[UIView:0x7ff728732070(140)]>")
        #expect(a.horizontalMask == "--&" && a.verticalMask == "--&")
        let b = try parse("<NSIBPrototypingLayoutConstraint:0x895e390\t'IB auto generated at build time for view with ambiguity' H:|-(137@251)-[UIButton:0x895b750](LTR) priority:251 (Names: '|':UIView:0x895b570 )>")
        #expect(b.priority == 251 && b.pipe?.address == 0x895b570)
        guard case .vflLeadingEdge(.horizontal, _, let gap, true) = b.body else { Issue.record("b"); return }
        #expect(gap.value == 137 && gap.priority == 251)
        let c = try parse("<NSContentSizeLayoutConstraint:0x7674b00 H:[UIImageView:0x766aac0(512)] Hug:250 CompressionResistance:1>")
        #expect(c.hugging == 250 && c.compressionResistance == 1)
        let d = try parse("<NSLayoutConstraint:0x1 V:|-(8)-[UIStackView:0x108470380]   (active, names: '|':DuckDuckGo.UnifiedToggleInputToolbarView:0x11420db80 )>")
        #expect(d.pipe?.className == "DuckDuckGo.UnifiedToggleInputToolbarView")
        let e = try parse("<NSLayoutConstraint:0x2 H:[UILayoutGuide:0x600000d7ea00'UIViewLayoutMarginsGuide']-(22)-|(LTR)   (active, names: '|':UIView:0x1 )>")
        guard case .vflTrailingEdge(_, _, _, true) = e.body else { Issue.record("e"); return }
    }

    @Test func errorsCarryColumnAndExpectedToken() {
        let cases: [(String, String)] = [
            ("<NSLayoutConstraint:0x1 H:[UIView:0x2(40)>", "']'"),
            ("<NSLayoutConstraint:0x1 UIView:0x2.wdth == 4>", "an attribute"),
            ("<NSLayoutConstraint:0x1 UIView:0x2.width = 4>", "'==', '<=' or '>='"),
            ("<NSLayoutConstraint:0x1 UIView:0x2.width == 4", "'>'"),
            ("<NSLayoutConstraint:0x1 H:|-(8)[UIView:0x2]>", "'-' after the gap"),
            ("<NSLayoutConstraint:0x1 h=--x v=--& H:[UIView:0x2(4)]>", "'-' or '&'"),
            // An address broken by a space (RealLogs/speakerdeck-pdf-extracted-spaces): it used to
            // become a name, and a view of its own, silently.
            ("<NSLayoutConstraint:0x1 H:[UIImageView:0x7f e709434820(320)]>", "an address without spaces"),
            ("<NSLayoutConstraint:0x1 UIView:0x 7fe7.width == 4>", "an address without spaces"),
        ]
        for (text, expected) in cases {
            do {
                _ = try DescriptionParser.parse(text, line: 1, column: 1)
                Issue.record("\(text) parsed")
            } catch {
                #expect(error.expected == expected, "\(text): expected \(expected), got \(error.expected ?? "nil") (\(error.message))")
                #expect(error.column >= 1 && error.column <= text.unicodeScalars.count + 1)
            }
        }
    }

    @Test func envelopeFindsMessagesAndDecodesEscapes() {
        let log = """
            x [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 H:[UILabel:0x2'\\U00fcber'(40)]>"
            )
            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x1 H:[UILabel:0x2'über'(40)]>
            unrelated
            <NSLayoutConstraint:0x3 UIView:0x4.width == 4>
            """
        let parsed = ParsedLog.parse(log)
        #expect(parsed.messages.count == 2)
        #expect(parsed.messages[0].entries.first?.text == parsed.messages[0].broken?.text)
        #expect(parsed.messages[1].headerMissing)
    }
}
