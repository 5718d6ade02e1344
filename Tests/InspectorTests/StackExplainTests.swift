import Testing
@testable import Shell
import Inspector
import LayoutModel
import ShellTestSupport

/// A required width fighting a stack view's 'UISV-fill-equally': `explain` offers fixes on the
/// app's own constraints only — never on the constraints the stack view generated.
@Suite struct StackExplainTests {
    static let script = """
        add view row UIStackView distribution fillEqually
        add row.leading == root.leading
        add row.top == root.top
        add row.width == 300
        add view a
        add view b
        arrange row a b
        add a.width == 200
        """

    @Test func fixesAreOnlyTheUsersConstraints() throws {
        let r = runShell(Self.script)
        #expect(r.ok, "\(r.err)")
        let session = r.shell.context.session
        let state = session.state
        let report = try #require(ConflictExplainer.conflict(in: session))
        // The conflict involves the stack view's rule, and the user's width is what broke.
        let set = report.constraints.map { state[$0] }
        #expect(set.contains { $0.kind == .stackView && $0.identifier == "UISV-fill-equally" })
        #expect(state[report.broken].kind == .user)
        let e = ConflictExplainer.explain(report, in: session)
        #expect(!e.fixes.isEmpty)
        let generated = Set(state.constraints.filter { $0.kind == .stackView }.map(\.handleName))
        for fix in e.fixes where fix.kind != .changeStackProperty {
            #expect(state.constraint(fix.handle)?.kind != .stackView, "\(fix.summary)")
            let words = fix.commands.flatMap { $0.split(separator: " ").map(String.init) }
            #expect(!words.contains(where: generated.contains), "\(fix.summary): \(fix.commands)")
        }
        #expect(e.fixes.contains { state.constraint($0.handle)?.kind == .user })
        #expect(e.fixes.allSatisfy { applyLeavesNothingBroken($0, to: session) })
    }

    /// The stack's own way out: another distribution. With `fill`, a keeps its 200 and b takes
    /// the rest of the 300-point row: 300 − 200 = 100 (rule: fill stretches or squeezes by
    /// hugging, and only b is free). `fillProportionally` lays them out the same way here (no
    /// intrinsic widths: rule 14 falls back to fill), so it is not offered a second time; the two
    /// spacing distributions leave b's width undetermined (no intrinsic width), so they are not
    /// offered either.
    @Test func aStackPropertyFixChangesTheDistribution() throws {
        let r = runShell(Self.script)
        let session = r.shell.context.session
        let report = try #require(ConflictExplainer.conflict(in: session))
        let fixes = ConflictExplainer.explain(report, in: session).fixes.filter { $0.kind == .changeStackProperty }
        #expect(fixes.map(\.commands) == [["stack row distribution fill"]])
        let fill = try #require(fixes.first)
        #expect(fill.summary == "make row's distribution fill instead of fillEqually")
        #expect(fill.frames.map(\.name) == ["row", "a", "b"])
        #expect(fill.frames.map(\.frame) == [Rect(x: 0, y: 0, width: 300, height: 0), Rect(x: 0, y: 0, width: 200, height: 0),
                                             Rect(x: 200, y: 0, width: 100, height: 0)])
        #expect(applyLeavesNothingBroken(fill, to: session))
        #expect(session.state.constraints.contains { $0.identifier == "UISV-fill-equally" }, "the session is only read")
    }

    /// Across the axis: a required width of 200 in a 300-point vertical stack with alignment fill
    /// fights 'UISV-canvas-connection' (fill pins both edges across the axis: the item is exactly
    /// as wide as the stack). With `leading`, `center` or `trailing` the stack pins one side (or
    /// the centre) and only keeps the other inside it (docs/stack-views.md rules 20–27), so the
    /// 200 holds: a at x 0 (leading), (300 − 200) / 2 = 50 (center), 300 − 200 = 100 (trailing).
    /// A vertical stack spells them leading/trailing, not top/bottom.
    @Test func aStackPropertyFixChangesTheAlignment() throws {
        let r = runShell("""
            add view column UIStackView axis vertical
            add column.leading == root.leading
            add column.top == root.top
            add column.width == 300
            add view a
            add a.height == 30
            arrange column a
            add a.width == 200
            """)
        #expect(r.ok, "\(r.err)")
        let session = r.shell.context.session
        let report = try #require(ConflictExplainer.conflict(in: session))
        let fixes = ConflictExplainer.explain(report, in: session).fixes.filter { $0.kind == .changeStackProperty }
        #expect(fixes.map(\.commands) == [["stack column alignment leading"], ["stack column alignment center"], ["stack column alignment trailing"]])
        let frames = fixes.map { $0.frames.first { $0.name == "a" }?.frame }
        #expect(frames == [Rect(x: 0, y: 0, width: 200, height: 30), Rect(x: 50, y: 0, width: 200, height: 30),
                           Rect(x: 100, y: 0, width: 200, height: 30)])
        #expect(fixes.allSatisfy { $0.problems.isEmpty && applyLeavesNothingBroken($0, to: session) })
    }

    /// A taller item than a horizontal row is no alignment's business: every alignment keeps the
    /// item inside the row across the axis with a required constraint (fill: both edges; top and
    /// bottom: the other side as a required inequality; center: both sides), so no alignment lets
    /// a required 60 hold in 40 points, and none is offered.
    @Test func noAlignmentIsOfferedWhenNoneHolds() throws {
        let r = runShell("""
            add view row UIStackView
            add row.leading == root.leading
            add row.top == root.top
            add row.width == 300
            add row.height == 40
            add view a
            arrange row a
            add a.height == 60
            """)
        let session = r.shell.context.session
        let report = try #require(ConflictExplainer.conflict(in: session))
        let fixes = ConflictExplainer.explain(report, in: session).fixes
        #expect(!fixes.isEmpty)
        #expect(!fixes.contains { $0.kind == .changeStackProperty })
    }

    /// Each generated constraint is named as the stack view's rule it is (issue 14: "the stack
    /// view's fill-equally rule"), not as a bare constraint.
    @Test func generatedConstraintsReadAsTheStacksRules() {
        let r = runShell(Self.script + "\nexplain")
        #expect(r.out.contains("the stack view row's fill-equally rule (b.width == a.width id \"UISV-fill-equally\")."), "\(r.out)")
        #expect(r.out.contains("the stack view row's spacing rule") || r.out.contains("the stack view row's edge rule"))
        #expect(!r.out.contains("a stack view's constraint"))
    }
}
