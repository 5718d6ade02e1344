import LayoutModel
import LayoutSyntax
import ShellTestSupport
import Testing
@testable import Shell

/// Every way plumb prints a view or a constraint is accepted back wherever a name goes (issue
/// 12, item 13): Apple's `UILabel:0x…`, with a label, in brackets, the book's `<V0:0x…>`,
/// UIKit's `po` description, and `<NSLayoutConstraint:0x…>` where a constraint is meant.
@Suite struct NameFormsTests {
    static let setup = """
        add view label UILabel text "Name"
        add view field UITextField
        add view box UIView
        add label.leading == root.leading + 20
        add label.top == root.top + 20
        add field.leading == label.trailing + 8
        add field.top == label.top
        """

    /// The session, the label's address and c1's address.
    static func start() -> (ShellRun, String, String) {
        let run = runShell(setup)
        let state = run.session.state
        let label = hexAddress(state[state.view(named: "label")!].address)
        let c1 = hexAddress(state.constraints.first { $0.handleName == "c1" }!.address)
        return (run, label, c1)
    }

    /// The printed forms of the label (after `nametag label V0`, for the book's form).
    static func viewForms(_ a: String) -> [String] {
        [
            "UILabel:\(a)", "UILabel:\(a)'Name'", "<UILabel:\(a)>", "<UILabel:\(a)'Name'>", "<V0:\(a)>",
            "\"<UILabel: \(a); frame = (20 20; 44 21); text = 'Name'>\"",
        ]
    }

    /// Each command that takes a view (or a view or guide, or a view or constraint), with `F`
    /// where the name goes.
    static let viewCommands = [
        "report F", "refs F", "po F", "po F.frame", "explain F", "affecting F H", "frames F", "draw F",
        "hug F H 300", "resist F V 700", "intrinsic F 50x20", "text F \"Other\"", "mode F center",
        "margins F 4 4 4 4", "translates F off", "add view inner in F", "export svg - F", "nametag F V0",
    ]

    @Test(arguments: viewCommands)
    func everyPrintedViewFormWorksWithCommand(_ command: String) {
        let (_, label, _) = Self.start()
        for form in Self.viewForms(label) {
            // A quoted word cannot take a suffix: `po VIEW.frame` is for the unquoted forms.
            if form.hasPrefix("\""), command.contains("F.") { continue }
            let run = runShell(Self.setup + "\nnametag label V0\n" + command.replacingOccurrences(of: "F", with: form))
            #expect(run.err == "", "\(command) with \(form)")
            #expect(run.ok, "\(command) with \(form)")
        }
    }

    /// The changes land on the label, not somewhere else.
    @Test func printedFormsNameTheRightView() {
        let (_, label, _) = Self.start()
        let run = runShell(Self.setup + "\nnametag <UILabel:\(label)> Tagged\nhug UILabel:\(label)'Name' H 300\n")
        #expect(run.ok)
        let view = run.session.state[run.session.state.view(named: "label")!]
        #expect(view.nametag == "Tagged")
        #expect(view.hugging.horizontal == 300)
        #expect(run.shell.execute("po <Tagged:\(label)>.frame"))
        #expect(run.out.hasSuffix("(20 20; 44 21)\n"))
    }

    static let constraintCommands = [
        "constant F 30", "priority F 1000", "deactivate F", "activate F", "remove F", "po F", "explain F", "nametag F Lead",
    ]

    @Test(arguments: constraintCommands)
    func everyPrintedConstraintFormWorksWithCommand(_ command: String) {
        let (start, _, c1) = Self.start()
        let description = start.session.state.appleDescription(of: start.session.state.constraints.first { $0.handleName == "c1" }!, style: .modern)
        let forms = ["<NSLayoutConstraint:\(c1)>", "NSLayoutConstraint:\(c1)", "\"\(description)\""]
        for form in forms {
            let run = runShell(Self.setup + "\n" + command.replacingOccurrences(of: "F", with: form))
            #expect(run.err == "", "\(command) with \(form)")
            #expect(run.ok, "\(command) with \(form)")
        }
        let run = runShell(Self.setup + "\nconstant <NSLayoutConstraint:\(c1)> 30")
        #expect(run.session.frame(of: run.session.state.view(named: "label")!).x == 30)
    }

    @Test func errorsNameTheAddressAndWhatItIs() {
        let (_, label, c1) = Self.start()
        let run = runShell(Self.setup, file: nil)
        run.output.clear()
        #expect(!run.shell.execute("report UILabel:0x1"))
        #expect(run.err.hasPrefix("error: no view at address 0x1\n"))
        run.output.clear()
        #expect(!run.shell.execute("report <NSLayoutConstraint:\(c1)>"))
        #expect(run.err.hasPrefix("error: '<NSLayoutConstraint:\(c1)>' is a constraint (c1), not a view\n"))
        run.output.clear()
        #expect(!run.shell.execute("constant UILabel:\(label) 3"))
        #expect(run.err.hasPrefix("error: 'UILabel:\(label)' is a view, not a constraint\n"))
        run.output.clear()
        #expect(!run.shell.execute("po <UILabel:0x2>"))
        #expect(run.err.hasPrefix("error: no view or constraint at address 0x2\n"))
        // Not a printed form: still a name, with "did you mean".
        run.output.clear()
        #expect(!run.shell.execute("report lable"))
        #expect(run.err.hasPrefix("error: no view named 'lable'; did you mean 'label'?\n"))
    }

    @Test func completionReadsPrintedForms() {
        let (run, label, _) = Self.start()
        let c = LineCompletion.complete("po <UILabel:\(label)>.fr", in: run.shell.context)
        #expect(c.candidates == ["<UILabel:\(label)>.frame"])
        let a = LineCompletion.complete("add UILabel:\(label).wid", in: run.shell.context)
        #expect(a.candidates == ["UILabel:\(label).width"])
    }

    @Test func wordsThatAreNotPrintedFormsAreNames() {
        #expect(ItemReference(word: "label") == .name("label"))
        #expect(ItemReference(word: "0x7a") == .address(0x7a))
        #expect(ItemReference(word: "0x7g") == .name("0x7g"))
        #expect(ItemReference(word: "UILabel:0x7a'x'y") == .name("UILabel:0x7a'x'y"))
        #expect(ItemReference(word: "<UILabel:0x7a") == .name("<UILabel:0x7a"))
        #expect(ItemReference(word: "a b:0x7a") == .name("a b:0x7a"))
        #expect(ItemReference(word: "<UILabel:0x7a; frame = (1 2; 3 4)>").address == 0x7a)
    }
}
