import LayoutModel
import ShellTestSupport
import Testing

/// A cycle of required equalities that adds up to `a = a + 1` cannot hold, whatever its length
/// and the order it is written in, and whether it is met when a constraint is added or when a
/// broken one is tried again (issue 34 reported one "satisfiable"; none of these forms is).
@Suite struct CycleConflictTests {
    static let cycles: [[String]] = [
        ["add a.width == a.width + 1"],
        ["add a.top == a.top + 1"],
        ["add a.height == 2 * a.height + 1"],
        ["add a.width == b.width + 1", "add b.width == a.width"],
        ["add b.width == a.width", "add a.width == b.width + 1"],
        ["add a.width == b.width + 1", "add b.width == c.width", "add c.width == a.width"],
        ["add c.width == a.width", "add b.width == c.width", "add a.width == b.width + 1"],
        ["add a.leading == b.leading + 1", "add b.leading == c.leading", "add c.leading == a.leading"],
        ["add a.centerX == b.centerX + 1", "add b.centerX == a.centerX"],
        ["add a.width == 2 * b.width", "add b.width == 0.5 * a.width + 1"],
    ]

    @Test(arguments: cycles) func theLastLinkOfACycleIsBroken(_ lines: [String]) {
        let run = runShell((["add view a", "add view b", "add view c"] + lines).joined(separator: "\n"))
        let broken = run.session.state.constraints.filter { $0.isActive && $0.isBroken }
        #expect(broken.count == 1, "\(lines): \(broken.map(\.handleName))")
        #expect(run.err.isEmpty || !run.err.contains("error"), "\(run.err)")
        #expect(run.out.contains("Unable to simultaneously satisfy constraints."))
    }

    /// Removed and put back, the cycle's link is tried again and stays broken.
    @Test func aBrokenLinkTriedAgainStaysBroken() {
        let run = runShell("""
            add view a
            add view b
            add a.width == b.width + 1
            add b.width == a.width
            add a.width == 10
            remove c3
            """)
        let broken = run.session.state.constraints.filter { $0.isActive && $0.isBroken }
        #expect(broken.map(\.handleName) == ["c2"])
    }
}
