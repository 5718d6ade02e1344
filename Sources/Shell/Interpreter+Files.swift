import LayoutSyntax
/// Running a script file given on plumb's command line (`plumb FILE…`).
extension Interpreter {
    /// Runs the script at `path` (relative to the working directory) as `load` does. Returns
    /// whether every command succeeded; throws a `Diagnostic` with status 66 when the file cannot
    /// be read.
    ///
    /// Undo: a script that says `undo` or `redo` itself gets one undo step per command, so that
    /// they work inside it (the lessons use them). Any other script is one undo step, as a `load`
    /// is: nobody can undo half-way through it, and keeping every intermediate state would copy
    /// the whole layout at every command (loading 10,000 views would take minutes).
    public func runScriptFile(_ path: String) throws(Diagnostic) -> Bool {
        let absolute = context.absolutePath(path)
        let text = try LoadCommand.readScript(absolute, shown: path, range: nil)
        context.scriptStack.append(absolute)
        defer { context.scriptStack.removeLast() }
        if usesUndo(text) { return runScript(text, file: path) }
        let before = context.session.copy()
        context.recordingDepth += 1
        var ok = runScript(text, file: path)
        context.recordingDepth -= 1
        // A command the solver refused through rounding stopped the script (the line's error
        // said so): everything it did is undone.
        if context.session.solverFailure != nil {
            context.session.restore(from: before)
            ok = false
        }
        if context.session.state != before.state {
            context.undoStack.append((before, "load " + path))
            context.redoStack.removeAll()
        }
        return ok
    }

    /// Whether a line of the script runs `undo` or `redo` (by name, alias or prefix).
    func usesUndo(_ text: String) -> Bool { context.usesUndo(text) }
}
