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
        for fix in e.fixes {
            #expect(state.constraint(fix.handle)?.kind != .stackView, "\(fix.summary)")
            let words = fix.commands.flatMap { $0.split(separator: " ").map(String.init) }
            #expect(!words.contains(where: generated.contains), "\(fix.summary): \(fix.commands)")
        }
        #expect(e.fixes.contains { state.constraint($0.handle)?.kind == .user })
        #expect(e.fixes.allSatisfy { applyLeavesNothingBroken($0, to: session) })
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
