import Testing
import ShellTestSupport
@testable import Shell

/// `draw` fits the terminal's height as well as its width: a tall layout was drawn 95 rows high
/// in a 40-row pane. The whole output — header, picture, notes — and the prompt under it fit;
/// the picture keeps its aspect (a row stays two columns' worth of points).
@Suite struct DrawFitTests {
    static let tall = ["root 320x2000", "add view a", "add view b", "pin H:|-[a]-[b(==a)]-|", "pin V:|-[a]-|", "pin V:|-[b(300)]"]

    static func header(_ out: String) -> (column: Double, row: Double)? {
        guard let line = out.split(separator: "\n").first(where: { $0.contains("a column is") }) else { return nil }
        let numbers = line.split(separator: " ").compactMap { Double($0) }
        guard numbers.count >= 2 else { return nil }
        return (numbers[numbers.count - 2], numbers[numbers.count - 1])
    }

    @Test(arguments: [40, 24, 12])
    func aTallLayoutFitsTheTerminal(_ rows: Int) throws {
        let setup = runShell(lines: Self.tall)
        setup.shell.context.settings.terminalHeight = rows
        setup.output.clear()
        #expect(setup.shell.execute("draw"))
        let lines = setup.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count <= rows - 1, "\(lines.count) lines in a \(rows)-row terminal:\n\(setup.out)")
        let scale = try #require(Self.header(setup.out))
        #expect(abs(scale.row - 2 * scale.column) < 0.02, "aspect lost: \(scale)")
    }

    @Test func heightOptionAndNoLimitForPipes() throws {
        let limited = runShell(lines: Self.tall + ["draw --height 20"])
        let marker = limited.out.range(of: "root 320")!
        #expect(limited.out[marker.lowerBound...].split(separator: "\n").count <= 19)
        // Without a terminal height (a file, a pipe, the tests' golden pictures) nothing changes.
        let free = runShell(lines: Self.tall + ["draw"])
        #expect(free.out[free.out.range(of: "root 320")!.lowerBound...].split(separator: "\n").count > 40)
        let bad = runShell(lines: Self.tall + ["draw --height 3"])
        #expect(bad.err.contains("a height is 8…1000 rows, found 3"), "\(bad.err)")
    }
}
