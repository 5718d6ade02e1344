import Foundation
import Testing
import LayoutSyntax
import ShellTestSupport
@testable import Shell

/// Input is bounded (issue 12, item 7): a 10 MB view name was accepted and echoed, a
/// 10-million-digit number made 30 MB of standard error. The limits are in docs/scripts.md
/// ("Limits"); the tests bound what comes back, not how long it takes.
@Suite struct InputLimitsTests {
    @Test func aHugeNameIsRefusedWithoutEchoingIt() {
        let huge = String(repeating: "A", count: 10_000_000)
        let run = runShell(lines: ["add view " + huge])
        #expect(!run.ok)
        #expect(run.err == "error: the line is too long: 10000009 bytes, at most 10000 (docs/scripts.md, \"Limits\")\n")
        #expect(run.session.state.views.count == 1)
        #expect(run.out.isEmpty)
        #expect(run.shell.context.history.isEmpty)
    }

    @Test func aLongNameWithinALineIsRefusedAndClipped() {
        let name = String(repeating: "B", count: 5_000)
        let run = runShell(lines: ["add view " + name, "report " + name])
        #expect(run.session.state.views.count == 1)
        let lines = run.err.split(separator: "\n")
        #expect(lines.first == "error: a name is at most 200 characters; '\(String(repeating: "B", count: 40))…' has 5000")
        // The unknown name in `report` is cut at 200 characters, the echoed line around the culprit.
        #expect(run.err.contains("no view named '\(String(repeating: "B", count: 200))…'"))
        #expect(lines.allSatisfy { $0.count <= 410 }, "\(lines.map(\.count))")
        #expect(run.err.utf8.count < 2_000)
    }

    @Test func aHugeNumberIsRefusedQuickly() {
        let digits = String(repeating: "1", count: 10_000_000)
        let run = runShell(lines: ["root \(digits)x10", "add view a", "add a.width == " + String(repeating: "9", count: 5_000),
                                   "draw --width " + String(repeating: "7", count: 900), "root 1x" + String(repeating: "2", count: 300)])
        #expect(run.session.state.rootSize.width == 320)
        #expect(run.session.state.constraints.allSatisfy { $0.kind != .user })
        #expect(run.err.utf8.count < 3_000, "\(run.err.utf8.count) bytes of errors")
        #expect(run.err.contains("error: the line is too long: 10000008 bytes, at most 10000"))
        #expect(run.err.contains("error: number '\(String(repeating: "9", count: 200))…' is too long: at most 40 characters"))
        #expect(run.err.contains("error: expected a width in columns, found '\(String(repeating: "7", count: 40))…', which is too long for a number (at most 40 characters)"))
        #expect(run.err.contains("whose numbers are too long (at most 40 characters each)"))
    }

    /// An escape sequence in a bad token must not reach the terminal raw.
    @Test func controlBytesInABadTokenAreEscaped() {
        let run = runShell(lines: ["frob\u{1B}[31mnicate", "add view a\u{7}b", "report x\u{9B}y"])
        #expect(!run.err.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
        #expect(run.err.contains("error: unknown command 'frob<U+001B>[31mnicate'"))
        #expect(run.err.contains("frob<U+001B>[31mnicate\n^" + String(repeating: "~", count: 21) + "\n"))
        #expect(run.err.contains("'a<U+0007>b' is not a valid name"))
        #expect(run.err.contains("no view named 'x<U+009B>y'"))
    }

    @Test func aScriptLargerThanTheLimitIsRefusedUnread() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-limits-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // A sparse file: its size is past the limit without writing 16 MB.
        let fd = open(dir + "/big.plumb", O_WRONLY | O_CREAT, 0o644)
        #expect(fd >= 0 && ftruncate(fd, off_t(16 * 1024 * 1024 + 1)) == 0)
        close(fd)
        let run = runShell(lines: ["load big.plumb"], in: dir)
        #expect(run.err.hasPrefix("error: big.plumb is too large for a script: 16777217 bytes, at most 16777216 (16 MiB)\n"))
    }
}
