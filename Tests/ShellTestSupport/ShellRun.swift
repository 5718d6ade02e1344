import LayoutSyntax
import LayoutModel
import Shell

/// A script run through the shell's `Interpreter` into an `OutputBuffer`: what it printed, the
/// status `plumb` would exit with, and the interpreter itself, still live. A test may run more
/// lines on `shell` (or clear `output` first): `out`, `err` and `status` read the state as it is
/// now, not as it was when the script ended.
///
/// One helper for every test target (SmokeTests, ShellRegressionTests, the inspector's and the
/// pictures' tests used to carry their own copies).
public struct ShellRun {
    /// The interpreter the script ran in.
    public let shell: Interpreter
    /// Where it wrote.
    public let output: OutputBuffer
    /// Whether every command succeeded (what `Interpreter.runScript` returns).
    public let ok: Bool

    /// Standard output so far.
    public var out: String { output.standardOutput }
    /// Standard error so far.
    public var err: String { output.standardError }
    /// The session the script built.
    public var session: LayoutSession { shell.context.session }
    /// What `plumb FILE` would exit with: `quit N` wins; otherwise 1 when any command failed.
    public var status: Int32 { shell.context.quitStatus ?? (shell.context.failures > 0 ? 1 : 0) }
}

/// Runs `script` as a script file named `file` would run (errors say `file:LINE:COL:`; with
/// `file: nil` they say only `error:`), in a fresh interpreter whose working directory is
/// `folder`, on `session` (a new one unless given).
public func runShell(
    _ script: String, file: String? = "test.plumb", in folder: String = "/tmp", session: LayoutSession = LayoutSession()
) -> ShellRun {
    let output = OutputBuffer()
    let shell = Interpreter(session: session, output: output, workingDirectory: folder)
    let ok = shell.runScript(script, file: file)
    return ShellRun(shell: shell, output: output, ok: ok)
}

/// Runs each line as if typed at the prompt (`Interpreter.execute`: no file in the errors, no
/// stop at `bail` or `quit`); `input` is what the user would type or paste after a command
/// asks for more (`import log -`).
public func runShell(
    lines: [String], in folder: String = "/tmp", session: LayoutSession = LayoutSession(), input: InputSource = .none
) -> ShellRun {
    let output = OutputBuffer()
    let shell = Interpreter(session: session, output: output, input: input, workingDirectory: folder)
    var ok = true
    for line in lines {
        if !shell.execute(line) { ok = false }
    }
    return ShellRun(shell: shell, output: output, ok: ok)
}

/// Runs the script file at `path` (relative to `folder`) as `plumb FILE` does: one undo step
/// unless it undoes itself. Throws when the file cannot be read.
public func runShellFile(_ path: String, in folder: String) throws(Diagnostic) -> ShellRun {
    let output = OutputBuffer()
    let shell = Interpreter(output: output, workingDirectory: folder)
    let ok = try shell.runScriptFile(path)
    return ShellRun(shell: shell, output: output, ok: ok)
}

/// The shell's promise for a user's mistake, checked once for every error table: after
/// `script`, running `line` fails, its error contains `message`, and the session is exactly
/// as it was. nil when all three hold; otherwise what went wrong, in words.
public func refusalProblem(running line: String, after script: String, expecting message: String) -> String? {
    let run = runShell(script)
    guard run.ok else { return "the setup failed: \(run.err)" }
    let before = run.session.state
    run.output.clear()
    if run.shell.execute(line) { return "\(line) succeeded" }
    if !run.err.contains(message) { return "\(line): expected '\(message)' in: \(run.err)" }
    if run.session.state != before { return "\(line) changed the session" }
    return nil
}
