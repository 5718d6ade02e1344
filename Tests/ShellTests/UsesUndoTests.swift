import Testing
@testable import Shell
import ShellTestSupport

/// A script that runs `undo` or `redo` gets an undo step per command (`load`, `plumb FILE`);
/// the check reads each line's command word without splitting the whole line.
@Suite struct UsesUndoTests {
    @Test(arguments: [
        ("add view a\nundo", true),
        ("add view a\n   redo", true),
        ("add view a\n\tund", true),              // a unique prefix of undo (`un` is also unarrange)
        ("add view a\n\"undo\"", true),           // a quoted command word still names undo
        ("add view a\n# undo", false),            // a comment
        ("add view undo\nadd undo.width == 10", false),
        ("add view a\n\n", false),
        // Read from the bytes: CR LF line ends, and lines with non-ASCII text read by Characters.
        ("add view a\r\nundo\r\n", true),
        ("add view a\r\n\r\n  # undo\r\n", false),
        ("add view a UILabel text \"é\"\nundo", true),
        ("add view a UILabel text \"é\"\n \"redo\" é", true),
        ("add view a\n\u{301}undo", false),
    ])
    func readsTheCommandWord(_ script: String, _ expected: Bool) {
        let shell = runShell("").shell
        #expect(shell.context.usesUndo(script) == expected, "\(script)")
    }
}
