import LayoutModel
import LayoutSyntax
import Foundation

/// `load FILE` (and `source FILE`): run a script.
enum LoadCommand: ShellCommand {
    static let name = "load"
    static let aliases = ["source"]
    static let abstract = "Run the commands of a script file"
    static let signature = CommandSignature([
        CommandForm([.optional(.literal("--step")), .parameter(file)]),
        CommandForm([.optional(.literal("--step")), .parameter(file)], alias: "source"),
    ])
    static let file = Parameter("FILE", .filePath, missing: "a file")
    static let discussion = """
        Runs each line of FILE as if typed ('#' starts a comment). Errors are reported as
        FILE:LINE:COL; with 'set bail on' the script stops at its first error. Scripts may load
        other scripts, but never themselves (directly or through others). A whole load is one
        step for undo — unless the script says undo or redo itself: then each of its commands
        is a step, so that its undos work (a session written by record replays so).
        --step runs the script one command at a time, for workshops: each command is shown,
        then runs when you press Enter (q and Enter, or Ctrl-D, stops the script there), and
        editing commands say what they changed, as at the prompt. Ctrl-C stops it
        ("interrupted") and leaves the session as it was before.
        """
    static let examples = ["load lesson.plumb", "load --step lesson.plumb"]
    static let changesLayout = true
    static let runsScript = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let step = words.words.count > 1 && words.words[1].text == "--step" && !words.words[1].isQuoted
        let fileWord = try Arguments.word(words, step ? 2 : 1, file, for: self)
        try Arguments.noMore(words, after: step ? 3 : 2, for: self)
        let path = shell.absolutePath(fileWord.text)
        if let i = shell.scriptStack.firstIndex(of: path) {
            let chain = (shell.scriptStack[i...] + [path]).map { ($0 as NSString).lastPathComponent }.joined(separator: " → ")
            throw Diagnostic("\(fileWord.text) would load itself (\(chain))", range: fileWord.range)
        }
        // Each load is a level of the interpreter's own calls: a bound, with a clear error, where
        // about 2,000 nested loads once overflowed the stack (issue 34).
        guard shell.loadDepth < Self.maximumDepth else {
            throw Diagnostic("\(fileWord.text) not loaded: scripts are already loading each other \(Self.maximumDepth) deep, the most plumb loads (\((shell.scriptStack.first.map { ($0 as NSString).lastPathComponent } ?? "")) → … → \((shell.scriptStack.last.map { ($0 as NSString).lastPathComponent } ?? "")))",
                             range: fileWord.range)
        }
        let text = try readScript(path, shown: fileWord.text, range: fileWord.range)
        // A script that undoes gets a step per command (as `plumb FILE` does), so its undos work.
        let stepwiseUndo = shell.usesUndo(text)
        if step && shell.input.isInteractive() { shell.note("Enter runs each command; q then Enter stops.") }
        // The outermost load runs with the interpreter's snapshot of the session behind it, so a
        // stop may reach inside the solver (a line meeting a long conflict search): the session
        // is put back whole either way (docs/executable.md, "Ctrl-C").
        let stoppable = shell.recordingDepth == 0 && shell.loadDepth == 0 && shell.session.stop == nil
        if stoppable { shell.session.stop = shell.stop }
        defer { if stoppable { shell.session.stop = nil } }
        shell.scriptStack.append(path)
        if !stepwiseUndo { shell.recordingDepth += 1 }
        shell.loadDepth += 1
        if step { shell.stepDepth += 1 }
        let ok = shell.runScript(text, fileWord.text, step)
        if step { shell.stepDepth -= 1 }
        shell.loadDepth -= 1
        if !stepwiseUndo { shell.recordingDepth -= 1 }
        shell.scriptStack.removeLast()
        shell.tookOwnUndoSteps = stepwiseUndo
        // Stopped by Ctrl-C (between two lines, or inside a long command): the whole load is
        // undone — the interpreter puts back the session from before it — and says so once.
        // A command the solver refused through rounding stopped the script: the interpreter puts
        // back the session from before the load (the line's own error said why).
        if shell.session.solverFailure != nil {
            throw Diagnostic("\(fileWord.text) stopped: the session is as it was before the load")
        }
        if shell.shouldStop() || shell.session.wasInterrupted { throw Diagnostic.interrupted }
        if !ok { shell.failures += 1 }
    }

    /// How deep scripts may load scripts: far more than any script needs, far less than the stack holds.
    static let maximumDepth = 100

    static func readScript(_ path: String, shown: String, range: SourceRange?) throws(Diagnostic) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Diagnostic("no such file: \(shown)", range: range, status: 66)
        }
        if isDirectory.boolValue { throw Diagnostic("\(shown) is a directory, not a script", range: range, status: 66) }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > SyntaxLimits.maximumScriptSize {
            throw Diagnostic("\(shown) is too large for a script: \(size) bytes, at most \(SyntaxLimits.maximumScriptSize) (16 MiB)",
                             range: range, status: 66)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Diagnostic("cannot read \(shown)", range: range, status: 66)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Diagnostic("\(shown) is not UTF-8 text", range: range, status: 66)
        }
        return text
    }
}
