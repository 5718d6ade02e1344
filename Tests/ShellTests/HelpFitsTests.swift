import Testing
import ShellTestSupport
@testable import Shell

/// `help` fits a 40-row, 80-column terminal with the prompt under it (it printed 42 lines, most
/// wider than 80 columns): companion commands share a line, lines are cut at the terminal's
/// width with `…`, and every command is still named.
@Suite struct HelpFitsTests {
    @Test(arguments: [80, 120])
    func theOverviewFitsTheTerminal(_ width: Int) {
        let r = runShell(lines: [])
        r.shell.context.settings.terminalWidth = width
        #expect(r.shell.execute("help"))
        let lines = r.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count <= 39, "\(lines.count) lines")
        #expect(lines.allSatisfy { $0.count <= width }, "\(lines.filter { $0.count > width })")
        for c in r.shell.context.registry.commands {
            #expect(lines.contains { $0.split(separator: " ").first?.split(separator: "/").contains(Substring(c.name)) == true }, "\(c.name) is not listed")
        }
    }
}
