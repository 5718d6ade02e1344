import Foundation
import LayoutModel
import Testing
@testable import Shell
import ShellTestSupport
import PlumbTestSupport

/// NSStackView from the shell (issue 14): `add view … NSStackView`, `arrange … gravity`, `stack`
/// with AppKit's properties, `hidden` detaching; every error a user can cause (UIKit-only words on
/// an NSStackView and AppKit-only ones on a UIStackView included), each leaving the session as it
/// was; save and load as commands; undo; JSON.
@Suite struct NSStackCommandTests {
    /// A toolbar: Back in the leading area, a title in the center, Help in the trailing area,
    /// across a 380-point row; and a UIStackView beside it for the cross-kind errors.
    static let toolbar = """
        root 400x300
        add view bar NSStackView spacing 8
        add bar.leading == root.leading + 10
        add bar.trailing == root.trailing - 10
        add bar.top == root.top + 10
        add view back NSButton text "Back"
        add view title NSTextField text "Title"
        add view help NSButton text "Help"
        arrange bar back
        arrange bar title gravity center
        arrange bar help gravity trailing
        add view form UIStackView axis vertical
        add view name UILabel text "Name"
        arrange form name
        add view label NSTextField text "Plain"
        """

    static func frame(_ run: ShellRun, _ name: String) -> Rect {
        run.session.frame(of: run.session.state.view(named: name)!)
    }

    @Test func toolbarLaysOutInItsGravityAreas() {
        let run = runShell(Self.toolbar)
        #expect(run.ok, "\(run.err)")
        let state = run.session.state
        let bar = state[state.view(named: "bar")!].stack!
        #expect(bar.arranged.map { state[$0].name } == ["back", "title", "help"])
        // Back at the leading edge, Help at the trailing edge, the title centred in the 380-point bar.
        #expect(Self.frame(run, "back").x == 0)
        let help = Self.frame(run, "help"), title = Self.frame(run, "title")
        #expect(help.x + help.width == 380)
        let centre = title.x + title.width / 2
        #expect(abs(centre - 190) < 1e-9)
        // Generated constraints carry AppKit's identifiers; the spacer guides are NSLayoutGuides.
        let generated = bar.generated.map { state[$0] }
        #expect(!generated.isEmpty && generated.allSatisfy { $0.kind == .stackView && $0.identifier?.hasPrefix("NSStackView.") == true })
        #expect(generated.contains { $0.identifier == "NSStackView.CenterGroup.Center" })
        #expect(state.guides.contains { $0.kind == .stackSpacer && $0.name == "bar.NSStackView.CenterGroup" })
        #expect(state.appleName(of: .guide(state.guide(named: "bar.NSStackView.CenterGroup")!)).hasPrefix("NSLayoutGuide:"))
    }

    @Test func hidingDetachesAndSaysSo() {
        let run = runShell(Self.toolbar + "\nset echo on\nhidden help on", file: nil)
        #expect(run.ok, "\(run.err)")
        #expect(run.out.contains("hidden help: off → on (detaches from bar)"), "\(run.out)")
        let state = run.session.state
        let help = state.view(named: "help")!
        #expect(!state.constraints.contains { $0.kind == .stackView && $0.items.contains(.view(help)) })
        run.output.clear()
        _ = run.shell.execute("frames")
        #expect(run.out.contains("help  ") && run.out.contains("[detached from bar]"), "\(run.out)")
        _ = run.shell.execute("stack bar detaches-hidden off")
        #expect(run.session.state.constraints.contains { $0.kind == .stackView && $0.items.contains(.view(help)) })
        _ = run.shell.execute("hidden help off")
        #expect(Self.frame(run, "help").x + Self.frame(run, "help").width == 380)
    }

    @Test func orientationTakesTheCentredAlignmentAlong() {
        let run = runShell(Self.toolbar + "\nset echo on\nstack bar orientation vertical\nstack bar alignment centerY", file: nil)
        #expect(run.ok, "\(run.err)")
        #expect(run.out.contains("stack bar orientation: horizontal → vertical (alignment centerX)"), "\(run.out)")
        #expect(run.out.contains("stack bar alignment: centerX → centerY (centerY is ignored across a vertical stack, as AppKit ignores it)"), "\(run.out)")
        #expect(!run.session.state.constraints.contains { $0.identifier == "NSStackView.Align" })
    }

    @Test func undoGoesBackToTheStart() {
        let run = runShell(Self.toolbar + """

            stack bar distribution fillEqually
            stack bar insets 2 4 2 4
            stack bar visibility title notVisible
            hidden back on
            arrange bar back at 0 gravity trailing
            undo
            undo
            """)
        #expect(run.ok, "\(run.err)")
        // Two undos: the arrange and the hiding are gone, the visibility stays.
        let back = { run.session.state.view(named: "back")! }
        let appKit = { run.session.state[run.session.state.view(named: "bar")!].stack!.appKit! }
        #expect(!run.session.state[back()].isHidden && appKit().gravity(of: back()) == .leading)
        #expect(appKit().visibility(of: run.session.state.view(named: "title")!) == 0)
        _ = run.shell.execute("redo")
        _ = run.shell.execute("redo")
        #expect(run.session.state[back()].isHidden && appKit().gravity(of: back()) == .trailing)
        RoundTrip.checkUndoToStart(run.shell, label: "toolbar")
    }

    @Test func saveWritesCommandsAndLoadsBack() throws {
        let run = runShell(Self.toolbar + """

            add view extra NSView intrinsic 20x20
            arrange bar extra gravity center
            arrange bar extra at 0 gravity center
            stack bar orientation vertical
            stack bar distribution equalSpacing
            stack bar alignment leading
            stack bar spacing 6
            stack bar spacing-after title 12
            stack bar insets 1 2 3 4
            stack bar detaches-hidden off
            stack bar visibility back 900
            hidden help on
            """)
        #expect(run.ok, "\(run.err)")
        let text = SessionScript.text(for: run.session)
        #expect(text.contains("add view bar NSStackView orientation vertical distribution equalSpacing alignment leading spacing 6\n"), "\(text)")
        #expect(text.contains("arrange bar back title help extra\narrange bar extra title at 0 gravity center\narrange bar help at 0 gravity bottom\n"), "\(text)")
        #expect(text.contains("stack bar spacing-after title 12\nstack bar insets 1 2 3 4\nstack bar detaches-hidden off\nstack bar visibility back detachOnlyIfNecessary\n"), "\(text)")
        #expect(!text.contains("NSStackView.") && !text.contains("add guide"))
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-nsstack-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        #expect(try RoundTrip.check(run.shell, in: scratch, label: "toolbar") == 0)
    }

    @Test func jsonShowsTheStacksConstraints() {
        let run = runShell(Self.toolbar + "\nset json on\nrefs help")
        #expect(run.ok, "\(run.err)")
        #expect(run.out.contains("\"identifier\": \"NSStackView.Edge.Trailing\""), "\(run.out)")
        #expect(run.out.contains("\"kind\": \"stackView\""))
        #expect(run.out.contains("'NSStackView.Stack.Min' H:[NSTextField:"), "\(run.out)")
    }

    @Test func reportDrawAndExportShowTheStack() throws {
        let run = runShell(Self.toolbar + "\nstack bar insets 1 2 3 4\nhidden help on\nreport bar\ndraw")
        #expect(run.ok, "\(run.err)")
        let line = "horizontal, distribution gravityAreas, alignment centerY, spacing 8; insets 1 2 3 4; arranges back, title (center), help (trailing, detached)"
        #expect(run.out.contains("Stack.........." + line), "\(run.out)")
        #expect(run.out.contains("bar: " + line), "\(run.out)")
        run.output.clear()
        _ = run.shell.execute("set json on")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-nsstack-json-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: scratch) }
        _ = run.shell.execute("export json \(scratch.path)")
        let json = try String(contentsOf: scratch, encoding: .utf8)
        #expect(json.contains("\"orientation\": \"horizontal\"") && json.contains("\"detachesHiddenViews\": true"), "\(json)")
        #expect(json.contains("\"view\": \"help\",\n") || json.contains("\"view\": \"help\""))
        #expect(json.contains("\"gravity\": \"trailing\"") && json.contains("\"detached\": true"))
    }

    @Test func generatedConstraintsAreNeverFixes() {
        let run = runShell(Self.toolbar + "\nadd help.width == 400")
        #expect(run.ok, "\(run.err)")
        // 400 points of Help cannot fit the 380-point bar: its required edges conflict.
        let broken = run.session.state.constraints.filter(\.isBroken)
        #expect(broken.count == 1 && broken[0].kind == .user)
        run.output.clear()
        _ = run.shell.execute("explain")
        #expect(run.out.contains("the stack view bar's edge rule"), "\(run.out)")
        #expect(!run.out.contains("remove s"), "\(run.out)")
    }

    // MARK: - Every error, each leaving the session as it was

    static let errors: [(String, String)] = [
        ("add view x NSStackView axis vertical", "'axis' is a UIStackView's, and 'x' is an NSStackView (it has 'orientation')"),
        ("add view x UIStackView orientation vertical", "'orientation' is an NSStackView's, and 'x' is a UIStackView (it has 'axis')"),
        ("add view x UIView orientation vertical", "'orientation' is a stack view's property: only 'add view NAME NSStackView' takes it"),
        ("add view x NSStackView alignment center", "'center' is a UIStackView alignment; an NSStackView aligns on centerY (horizontal) or centerX (vertical)"),
        ("add view x NSStackView alignment fill", "'fill' is a UIStackView alignment; an NSStackView has none"),
        ("add view x NSStackView distribution gravityArea", "unknown NSStackView distribution 'gravityArea'; did you mean 'gravityAreas'?"),
        ("add view x UIStackView distribution gravityAreas", "'gravityAreas' is an NSStackView distribution; a UIStackView's is one of: fill, fillEqually"),
        ("add view x NSStackView spacing", "missing a spacing after 'spacing'"),
        ("stack form alignment centerY", "'centerY' is an NSStackView alignment; a UIStackView's is one of: fill, leading"),
        ("stack bar axis vertical", "'axis' is a UIStackView's, and 'bar' is an NSStackView (it has 'orientation')"),
        ("stack bar margins-relative on", "'margins-relative' is a UIStackView's, and 'bar' is an NSStackView (it has 'insets' (edgeInsets))"),
        ("stack bar baseline-relative on", "'baseline-relative' is a UIStackView's, and 'bar' is an NSStackView"),
        ("stack form orientation vertical", "'orientation' is an NSStackView's, and 'form' is a UIStackView (it has 'axis')"),
        ("stack form insets 1 2 3 4", "'insets' is an NSStackView's, and 'form' is a UIStackView"),
        ("stack form detaches-hidden off", "'detaches-hidden' is an NSStackView's, and 'form' is a UIStackView"),
        ("stack form visibility name notVisible", "'visibility' is an NSStackView's, and 'form' is a UIStackView"),
        ("arrange form label gravity center", "'gravity' is an NSStackView's, and 'form' is a UIStackView (it has no gravity areas)"),
        ("arrange bar label gravity middle", "unknown gravity area 'middle'"),
        ("arrange bar label at 2 gravity trailing", "index 2 is out of range: the trailing gravity area of 'bar' has 1 view, so the index is 0…1"),
        ("stack bar insets 1 2 3", "missing four insets (top left bottom right)"),
        ("stack bar insets 1 2 3 x", "expected an inset (a number), found 'x'"),
        ("stack bar insets 1 2 3 4 5", "unexpected '5'"),
        ("stack bar visibility label notVisible", "'label' is not an arranged subview of 'bar'"),
        ("stack bar visibility back 2000", "a visibility priority is 0…1000"),
        ("stack bar visibility back sometimes", "unknown visibility priority 'sometimes'"),
        ("stack bar orientation diagonal", "unknown orientation 'diagonal'"),
        ("stack bar alignment middle", "unknown NSStackView alignment 'middle'"),
        ("stack bar spacng 3", "unknown stack property 'spacng'; did you mean 'spacing'? (an NSStackView's:"),
        ("stack bar detaches-hidden maybe", "expected on or off, found 'maybe'"),
        ("stack bar spacing-after label 4", "'label' is not an arranged subview of 'bar'"),
    ]

    @Test(arguments: errors.indices) func errorIsPreciseAndChangesNothing(_ k: Int) {
        let (line, message) = Self.errors[k]
        let problem = refusalProblem(running: line, after: Self.toolbar, expecting: message)
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test func tabCompletesAppKitWords() {
        let run = runShell(Self.toolbar)
        func candidates(_ text: String) -> [String] { LineCompletion.complete(text, in: run.shell.context).candidates }
        #expect(Set(candidates("stack bar ")).isSuperset(of: ["orientation", "insets", "detaches-hidden", "visibility"]))
        #expect(candidates("stack bar distribution grav") == ["gravityAreas"])
        #expect(candidates("arrange bar label gravity ").contains("center"))
        #expect(candidates("add view s NSStackView orientation ").contains("vertical"))
        #expect(!candidates("refs ").contains { $0.contains("NSStackView.") })
    }
}
