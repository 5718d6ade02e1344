import ShellTestSupport
import Testing
@testable import Shell

/// The second round of issue 12's smaller items (item 17), one test each.
@Suite struct SmallFixes2Tests {
    static let label = """
        add view label
        add label.width == 41
        add label.height == 21
        add label.left == root.left + 20
        add label.top == root.top + 20

        """

    /// `po` reads NSLayoutConstraint's properties and key paths through a view's geometry, as
    /// lldb's `po` prints them; they were "no view named 'c1'".
    @Test func poReadsConstraintPropertiesAndGeometryKeyPaths() {
        let lines = [
            ("c1.constant", "41"), ("c1.multiplier", "1"), ("c1.priority", "1000"),
            ("c1.identifier", "nil"), ("c1.isActive", "true"), ("c1.active", "true"),
            ("c1.firstAttribute", "NSLayoutAttributeWidth"),
            ("c1.secondAttribute", "NSLayoutAttributeNotAnAttribute"),
            ("c3.secondAttribute", "NSLayoutAttributeLeft"),
            ("c1.relation", "NSLayoutRelationEqual"), ("c1.secondItem", "nil"),
            ("label.frame.size.width", "41"), ("label.frame.origin.x", "20"),
            ("label.frame.size", "(width = 41, height = 21)"),
            ("label.bounds.size", "(width = 41, height = 21)"), ("label.bounds.origin.y", "0"),
            ("label.center.x", "40.5"), ("label.center", "(x = 40.5, y = 30.5)"),
            ("label.frame.maxY", "41"),
        ]
        let run = runShell(Self.label + lines.map { "po \($0.0)\n" }.joined(), file: nil)
        #expect(run.err == "")
        // The `add` lines of a script print no echo (issue 17): only the answers.
        #expect(run.out.split(separator: "\n").map(String.init) == lines.map(\.1))
    }

    @Test func poKeyPathMistakesAreNamedAtTheirColumn() {
        let run = runShell(Self.label + "po label.frame.size.depth\npo c1.constnt\npo label.frame.size.width.x\n", file: nil)
        #expect(runShell(Self.label + "po label.frame.size.depth\n").err.contains("test.plumb:6:21: error: 'frame.size' has no member 'depth' (one of: width, height)"))
        #expect(run.err.contains("error: a constraint has no property 'constnt'; did you mean 'constant'?"))
        #expect(run.err.contains("error: 'frame.size.width' has no member 'x' (it is a number)"))
        #expect(run.out == "")
    }

    @Test func poKeyPathsAsJSON() {
        let run = runShell("set json on\n" + Self.label + "po c1.constant\npo label.frame.size\n", file: nil)
        #expect(run.out.contains("\"value\": 41"))
        #expect(run.out.contains("\"width\": 41"))
    }
}

extension SmallFixes2Tests {
    /// `add view q UILabl` made a `UILabl` without a word; now it warns, naming `UILabel`, and
    /// still makes the view (the app may have a class of that name).
    @Test func aMisspelledUIKitClassIsWarnedAbout() {
        let run = runShell("add view q UILabl\nadd view r MyLabel\nadd view s UIFancyThing\nadd view t UILabel\n", file: nil)
        #expect(run.err == "warning: 'UILabl' is not a UIKit class plumb knows; did you mean 'UILabel'? (q is made as a custom class of that name)\n")
        #expect(run.session.state.views.map(\.className) == ["UIView", "UILabl", "MyLabel", "UIFancyThing", "UILabel"])
    }
}
