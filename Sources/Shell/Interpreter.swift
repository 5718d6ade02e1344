import Inspector
import LayoutModel
import LayoutSyntax
import LayoutText
import Foundation

/// Runs command lines against a shell context. Never touches a terminal: the executable (or a
/// test) gives it lines and an output sink.
///
/// A failed command changes nothing: the interpreter keeps the state from before each command
/// that can change the layout and puts it back if the command threw after changing something.
public final class Interpreter {
    public let context: ShellContext
    /// Asked before each line of a script, and by long commands between their steps: when it
    /// returns true, the script (and every script loading it) stops there, and a long command
    /// stops with the error "interrupted", changing nothing. The executable answers "Ctrl-C was
    /// pressed". (The same closure as `context.shouldStop`.)
    public var shouldStop: () -> Bool {
        get { context.shouldStop }
        set { context.shouldStop = newValue }
    }

    /// The last command word looked up and the command it found (see `run`).
    private var lastCommand: (word: String, command: any ShellCommand.Type)?
    /// Set by `run` when it left a line alone because it ends a held run (`HeldRun`).
    var declinedHeldLine = false
    /// A script's run of `add` lines holds its solver work (`HeldRun`) when it is at least this
    /// long. (Tests set 1, to hold every run they can; `Int.max` holds none.)
    package var shortestHeldRun = HeldRun.shortest
    /// How many of a held run's changes wait before a second thread starts applying them
    /// (`LayoutSession.holdEngineChanges(workerBatch:)`). (Tests set 1, to hand every change to
    /// the worker; `Int.max` keeps all the work on this thread.)
    package var heldWorkerBatch = HeldRun.workerBatch
    /// Held runs kept, and held runs made again line by line (`HeldRun`): for tests and the
    /// benchmarks, which say whether the work they time was held.
    package internal(set) var heldRunsKept = 0
    package internal(set) var heldRunsRemade = 0
    /// Held runs that met a conflict and were gone on from in place (`settle`).
    package internal(set) var heldRunsSettledInPlace = 0
    /// The last line of the held run under way that renamed something (`nametag`), numbered
    /// as the session counts the run's lines: a conflict the run meets in that line or before it
    /// is not gone on from in place (`settle`).
    var heldRunRenamedAt: Int?
    /// First words of lines seen, and whether their command can be held (`HeldRun.length`).
    var heldCommandWords: [String: Bool] = [:]

    public init(
        session: LayoutSession = LayoutSession(), output: OutputSink, input: InputSource = .none,
        registry: CommandRegistry = .standard, workingDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        context = ShellContext(session: session, output: output, input: input, registry: registry, workingDirectory: workingDirectory)
        context.runScript = { [unowned self] text, file, step in self.runScript(text, file: file, step: step) }
    }

    /// Where a line came from, for error messages.
    public struct Location: Sendable {
        public var file: String?
        public var line: Int?
        public init(file: String? = nil, line: Int? = nil) {
            self.file = file
            self.line = line
        }
    }

    /// Runs one line. Returns false when the command failed (its error is already written).
    @discardableResult
    ///
    /// A line run with no file in its location, outside any script, was typed at the prompt: it
    /// echoes — a building command prints what it made, an editing command what it changed
    /// (`EditSummary`) — unless `set echo off`; in a script only with `set echo on`. (The
    /// executable runs standard input as `<stdin>`, a script.)
    ///
    /// With `record FILE` on, a line run at the top level (typed, or piped in) is written to
    /// FILE with its outcome (`SessionRecorder`).
    public func execute(_ line: String, at location: Location = Location()) -> Bool {
        let recorder = context.scriptDepth == 0 ? context.recorder : nil
        if recorder != nil { context.captured = [] }
        defer { if recorder != nil { context.captured = nil } }
        context.lineAskedForJSON = false
        do {
            try run(line, typed: location.file == nil && context.scriptDepth == 0)
            if let recorder { record(line, error: nil, to: recorder) }
            return true
        } catch {
            // A command stopped by Ctrl-C inside a `load`: the load stops too and reports it once.
            if !(error.isInterruption && context.loadDepth > 0) { report(error, line: line, at: location) }
            context.failures += 1
            if let recorder { record(line, error: String(error.message.prefix(while: { $0 != "\n" })), to: recorder) }
            return false
        }
    }

    /// Writes a top-level line and its outcome to the recording — not comments, not `quit`, not
    /// `record` (nor a line that started or stopped recording). A write that fails stops the
    /// recording, with a note.
    func record(_ line: String, error: String?, to recorder: SessionRecorder) {
        guard context.recorder?.path == recorder.path else { return }
        let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return }
        if let words = try? CommandWords(line), let first = words.words.first,
           case .found(let c) = context.registry.lookup(first.text) {
            if c == QuitCommand.self || c == RecordCommand.self { return }
            // Loading the file being recorded: written, the line would make it load itself.
            if c == LoadCommand.self, let file = words.words.last, context.absolutePath(file.text) == recorder.path {
                try? recorder.append("# (\(line): not written, the file would load itself)\n")
                return
            }
        }
        do {
            try recorder.append(SessionRecorder.entry(line, output: context.captured ?? [], error: error))
        } catch {
            context.recorder = nil
            context.note("plumb: warning: \(error.message); recording stopped")
        }
    }

    /// Writes an error as `FILE:LINE:COL: error: …` (or `error: …`), with the line and a caret
    /// when the error is about part of it. A message of several lines (a usage error) keeps its
    /// first line on top, the caret right under the line it points into, then the rest:
    ///
    ///     s.plumb:3:6: error: missing a priority
    ///     hug img H
    ///              ^
    ///     usage: hug VIEW H|V PRIORITY
    func report(_ error: Diagnostic, line: String, at location: Location) {
        if context.settings.json || context.lineAskedForJSON {
            context.output.writeError(Self.errorJSON(error, at: location).prettyText + "\n")
            return
        }
        var prefix = ""
        if let file = location.file {
            prefix = file + ":" + (location.line.map(String.init) ?? "?") + ":" + String(error.range?.start ?? 1) + ": "
        }
        var messageLines = error.message.split(separator: "\n", omittingEmptySubsequences: false).map(ShownSource.message)
        let headline = messageLines.isEmpty ? "" : messageLines.removeFirst()
        var text = prefix + "error: " + headline + "\n"
        if let range = error.range, !line.isEmpty {
            let shown = ShownSource(line: line, range: range)
            let caret = Diagnostic(headline, column: shown.range.start, endColumn: shown.range.end).caretLine(for: shown.line)
            text += shown.line + "\n" + caret + "\n"
        }
        for rest in messageLines { text += rest + "\n" }
        context.output.writeError(text)
    }

    /// An error with `set json on`: `{"error": "…", "file": …, "line": …, "column": …,
    /// "status": 64}` — the message (a usage error's lines joined by newlines), where it happened
    /// (null for a typed line; the column is null when the error is about the whole line) and the
    /// exit status it gives.
    static func errorJSON(_ error: Diagnostic, at location: Location) -> JSONValue {
        .object([
            ("error", .string(error.message)),
            ("file", location.file.map { .string($0) } ?? .null),
            ("line", location.line.map { .number(Double($0)) } ?? .null),
            ("column", error.range.map { .number(Double($0.start)) } ?? .null),
            ("status", .number(Double(error.status))),
        ])
    }

    /// An error of plumb itself, not of a command line (a script file that cannot be read):
    /// `plumb: error: …`, or with `set json on` / `plumb --json` the JSON error object.
    public func reportStartError(_ error: Diagnostic) {
        if context.settings.json {
            context.output.writeError(Self.errorJSON(error, at: Location()).prettyText + "\n")
        } else {
            context.output.writeError("plumb: error: \(error.message)\n")
        }
    }

    func run(_ line: String, typed: Bool = false) throws(Diagnostic) {
        // History is what was typed (or read from the script given to plumb), mistakes
        // included, but not comments nor the inside of the scripts that `load` ran.
        // Bounded input: a line longer than any command is refused before it is read (or kept in
        // the history), and the error does not repeat it.
        if line.utf8.count > SyntaxLimits.maximumLineLength {
            throw Diagnostic("the line is too long: \(line.utf8.count) bytes, at most \(SyntaxLimits.maximumLineLength) (docs/scripts.md, \"Limits\")")
        }
        var words: CommandWords
        let command: any ShellCommand.Type
        do {
            words = try CommandWords(line)
            guard let first = words.words.first else {
                appendToHistory(line)
                return
            }
            command = try lookUp(first)
        } catch {
            appendToHistory(line)
            throw error
        }
        // A held run of `add` lines (`HeldRun`) ends before any line that is not one: the line
        // does nothing here, and the script runs it once the run is settled.
        // (Asked once: `failsAtomically` of an equation scans it for guide names.)
        let atomic = context.recordingDepth > 0 && command.failsAtomically(words)
        if context.heldRunOutput != nil {
            guard atomic && command.isHeld(words) else {
                declinedHeldLine = true
                return
            }
            if command == NametagCommand.self { heldRunRenamedAt = context.session.heldLinesEnded }
        }
        appendToHistory(line)
        context.session.clearEvents()
        let wasTyped = context.lineIsTyped
        context.lineIsTyped = typed
        defer { context.lineIsTyped = wasTyped }
        let jsonFlag = command.printsJSON && words.removeFlag("--json")
        context.jsonForThisCommand = jsonFlag
        // Set when this line ends, after any lines a `load` ran inside it.
        defer { context.lineAskedForJSON = jsonFlag }
        defer { context.jsonForThisCommand = false }
        // Frames before an edit, for the line saying which views moved: only when it is printed,
        // and only for a command whose line can say it (`reportsMovedViews`).
        let watched = command.changesLayout && context.echoes
        let frames = watched && command.reportsMovedViews ? SettingChangeReport.Snapshot(context.session) : nil
        context.edit = nil
        defer { context.edit = nil }
        // With `set json on`, a command that has no JSON form of its own gives one object: its
        // text, what it changed, the conflicts it caused (`JSONResult`).
        let gathers = context.settings.json && !command.printsJSON
        if gathers {
            context.gathered.append([])
            context.wroteDocument = false
        }
        defer { if gathers { context.gathered.removeLast() } }
        if atomic {
            // Inside `load` nothing is recorded for undo, and this command cannot fail half-way:
            // no snapshot, not even of the state (see ShellCommand.failsAtomically). Should the
            // solver refuse the change through rounding, nothing here can put the session back:
            // the script stops and whoever ran it undoes it whole (`stopsScript`).
            let provenance = context.session.state.importProvenance?.logText
            try command.run(words, in: context)
            if let failure = context.session.solverFailureInScript { throw failure }
            if command.changesLayout { recordSinceImport(line, command, logBefore: provenance) }
            finish(command, since: frames, watched: watched, gathered: gathers)
            return
        }
        let before = context.session.state
        // The whole session for undo (its solver copy costs nothing until the command writes);
        // inside `load` nothing is recorded, and the state alone is enough to recover.
        let snapshot = command.changesLayout && context.recordingDepth == 0 ? context.session.copy() : nil
        context.tookOwnUndoSteps = false
        do {
            try command.run(words, in: context)
        } catch {
            // (A session stopped inside its solver may look unchanged but must be put back too.)
            let failure = context.session.solverFailure
            if context.session.state != before || context.session.wasInterrupted {
                if let snapshot { context.session.restore(from: snapshot) } else { context.session.restore(before) }
            }
            throw (command.runsScript ? nil : failure) ?? error
        }
        try undoSolverFailure(restoring: before, or: snapshot)
        // Comparing states costs a walk over the whole layout: once.
        if context.session.state != before {
            recordSinceImport(line, command, logBefore: before.importProvenance?.logText)
            if let snapshot, !context.tookOwnUndoSteps {
                context.undoStack.append((snapshot, line))
                context.redoStack.removeAll()
            }
        }
        finish(command, since: frames, watched: watched, gathered: gathers)
    }

    /// Keeps a line of the history — unless it runs inside a loaded script (those are not
    /// history), or is blank or a comment.
    private func appendToHistory(_ line: String) {
        guard context.loadDepth == 0 else { return }
        // (Only here: trimming every line of a loaded script was a few percent of loading it.)
        let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
        if !trimmed.isEmpty && !trimmed.hasPrefix("#") { context.history.append(line) }
    }

    /// The command a line's first word names. A script repeats a few command words: the last
    /// one found is not looked up (hashed) again. (The registry never changes.)
    private func lookUp(_ first: CommandWords.Word) throws(Diagnostic) -> any ShellCommand.Type {
        let lookup: CommandRegistry.Lookup
        if let last = lastCommand, last.word == first.text { lookup = .found(last.command) } else { lookup = context.registry.lookup(first.text) }
        switch lookup {
        case .found(let c):
            lastCommand = (first.text, c)
            return c
        case .ambiguous(let names):
            throw Diagnostic("'\(first.text)' could be \(names.joined(separator: ", ")); type more of it", range: first.range, status: 64)
        case .unknown(let close):
            var message = "unknown command '\(first.text)'"
            if let close { message += "; did you mean '\(close)'?" }
            message += " (type help for the list)"
            throw Diagnostic(message, range: first.range, status: 64)
        }
    }

    /// After a command that returned: when the solver refused one of its changes through rounding
    /// (`LayoutSession.solverFailure`), the session is put back as it was before the command
    /// and the failure is the command's error.
    private func undoSolverFailure(restoring before: LayoutState, or snapshot: LayoutSession?) throws(Diagnostic) {
        guard let failure = context.session.solverFailure else { return }
        if let snapshot { context.session.restore(from: snapshot) } else { context.session.restore(before) }
        throw failure
    }

    /// After a command succeeded: the line saying what it changed and the conflicts it caused —
    /// as text, or, when its output was gathered, all of it as one `JSONResult`.
    /// `watched`: the line echoes, so an edit line is printed (`frames` are the views' frames
    /// before the command, when it is one that can move them).
    func finish(_ command: any ShellCommand.Type, since frames: SettingChangeReport.Snapshot?, watched: Bool, gathered: Bool) {
        guard gathered else {
            if watched { printEdit(command, since: frames) }
            printEvents()
            return
        }
        if context.wroteDocument { return }
        var change: (EditSummary, SettingChangeReport)?
        if watched, let edit = context.edit {
            change = (edit, report(command, since: frames))
        }
        let output = context.gathered.last ?? []
        context.print(json: JSONResult.object(command: command.name, output: output, change: change,
                                              events: context.session.events, in: context.session, style: context.settings.logStyle))
    }

    /// An imported session remembers the commands that changed it since the import (`save`
    /// writes the log and them). Not the import itself, not `undo` and `redo` (they bring back a
    /// state with its own list), and not `load`: the script's own lines are recorded as they run.
    func recordSinceImport(_ line: String, _ command: any ShellCommand.Type, logBefore: String?) {
        guard let log = logBefore, context.session.state.importProvenance?.logText == log,
              command != LoadCommand.self, command != ImportCommand.self,
              command != UndoCommand.self, command != RedoCommand.self else { return }
        context.session.recordCommandSinceImport(line)
    }

    /// The line saying what the edit changed and which views moved (`EditSummary`).
    func printEdit(_ command: any ShellCommand.Type, since frames: SettingChangeReport.Snapshot?) {
        guard let edit = context.edit else { return }
        context.print(edit.line(report(command, since: frames), in: context.session.state))
    }

    /// The views the edit moved and the conflicts it caused, since `frames`; none for a command
    /// that cannot move a view, which takes no frames (`ShellCommand.reportsMovedViews`).
    func report(_ command: any ShellCommand.Type, since frames: SettingChangeReport.Snapshot?) -> SettingChangeReport {
        guard let frames else {
            assert(!command.reportsMovedViews && context.edit?.canMove != true,
                         "\(command.name) says what it changed with the views that moved, but does not declare reportsMovedViews")
            return .nothingMoved(command.name)
        }
        return frames.report(context.session, setting: command.name, changed: true)
    }

    /// Conflicts and restorations the last command caused.
    func printEvents() {
        for event in context.session.events {
            switch event {
            case .conflict(let report):
                context.print(ConflictLog.text(for: report, in: context.session, style: context.settings.logStyle))
            case .restored(let h):
                let c = context.session.state[h]
                context.print("restored \(c.handleName): \(context.session.state.bookDescription(of: c)) holds again")
            }
        }
    }

    // MARK: - Scripts

    /// `import log - <<LOG` → (`import log -`, `LOG`): a last word `<<` and a name.
    static func hereDocument(_ line: String) -> (command: String, terminator: String)? {
        // Almost no line has one: a scan of the bytes for "<<" first, not of the Characters
        // (2 % of loading a long script).
        var line = line
        let hasMarker = line.withUTF8 { bytes in
            bytes.count > 1 && (1..<bytes.count).contains { bytes[$0] == 0x3C && bytes[$0 - 1] == 0x3C }
        }
        guard hasMarker else { return nil }
        var trimmed = Substring(line)
        while let last = trimmed.last, last == " " || last == "\t" { trimmed = trimmed.dropLast() }
        guard let space = trimmed.lastIndex(where: { $0 == " " || $0 == "\t" }) else { return nil }
        let word = trimmed[trimmed.index(after: space)...]
        guard word.hasPrefix("<<"), word.count > 2 else { return nil }
        let name = word.dropFirst(2)
        guard let first = name.first, first.isLetter || first == "_",
              name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else { return nil }
        return (String(trimmed[..<space]).trimmingCharacters(in: .whitespaces), String(name))
    }

    /// Makes room in the session for what a long script's `add` lines will make: `add view`
    /// one view, any other `add` about one constraint (what else they make, the lists grow by).
    private func reserveCapacity(for lines: [String]) {
        guard lines.count >= 256 else { return }
        var views = 0, constraints = 0
        // (By bytes: `hasPrefix` compares Characters.)
        let add = Array("add ".utf8), addView = Array("add view ".utf8)
        for var line in lines {
            line.withUTF8 { bytes in
                guard bytes.starts(with: add) else { return }
                if bytes.starts(with: addView) { views += 1 } else { constraints += 1 }
            }
        }
        context.session.reserveCapacity(views: views, constraints: constraints)
    }

    /// Runs a script's text line by line. Returns whether every command succeeded (with
    /// `bail`, it stops at the first failure).
    @discardableResult
    ///
    /// With `step` (`load --step`), each command is shown (as `set echo on` shows it) and runs
    /// only after a line of input — Enter — from the context's `InputSource`; `q` or the end of
    /// the input stops the script there.
    public func runScript(_ text: String, file: String?, step: Bool = false) -> Bool {
        context.scriptDepth += 1
        defer { context.scriptDepth -= 1 }
        var ok = true
        let lines = ScriptLines.lines(of: text)
        reserveCapacity(for: lines)
        // A long run of `add` lines holds its solver work (`HeldRun`). Lines before
        // `unheldUntil` run one by one: a run that did not hold is made again so, and a line
        // that was not worth holding from is not looked at again.
        var held: HeldRun?
        var unheldUntil = 0
        var index = 0
        while index < lines.count || held != nil {
            if index == lines.count, let run = held {
                // The script ends inside a held run.
                held = nil
                if !settle(run) {
                    unheldUntil = index
                    index = run.start
                }
                continue
            }
            var line = lines[index]
            index += 1
            let number = index
            if shouldStop() {
                // A stop inside a held run stops the script before the run's first line.
                if let run = held { abandon(run) }
                held = nil
                ok = false
                break
            }
            // (Blank: every byte a space or a tab, which is every Character one.)
            if line.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            if held == nil && index - 1 >= unheldUntil && mayHoldRun(step: step) {
                let threshold = heldRunThreshold()
                if lines.count - (index - 1) < threshold {
                    // (Too few lines left for a run.)
                    unheldUntil = lines.count
                } else {
                    let length = HeldRun.length(of: lines, from: index - 1, upTo: threshold, where: looksHeld)
                    if length >= threshold {
                        held = beginHeldRun(at: index - 1)
                    } else {
                        unheldUntil = index - 1 + max(length, 1)
                    }
                }
            }
            // (With `set json on` standard output is JSON only: no echo, but `load --step` still
            // shows the line it waits on.)
            if (context.settings.echo == true && !context.settings.json) || step { context.print("> " + line) }
            if step && !line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("#") {
                let answer = context.input.readLine()
                if answer == nil || answer?.trimmingCharacters(in: .whitespaces) == "q" {
                    context.print("stopped before line \(number)\(file.map { " of " + $0 } ?? "")")
                    break
                }
            }
            // `COMMAND <<WORD`: the lines up to one that is exactly WORD are the command's input
            // (a saved imported session embeds its log this way: `import log - <<LOG`).
            var document: [String]?
            if let (command, terminator) = Self.hereDocument(line) {
                if let run = held {
                    // (Never held: the run ends before it.)
                    held = nil
                    index = settle(run) ? number - 1 : run.start
                    unheldUntil = number
                    continue
                }
                guard let end = lines[index...].firstIndex(of: terminator) else {
                    let marker = line.range(of: "<<" + terminator, options: .backwards)!
                    let start = line.distance(from: line.startIndex, to: marker.lowerBound) + 1
                    report(Diagnostic("no line '\(terminator)' ends the here-document before the end of the script",
                                      range: SourceRange(start: start, end: start + terminator.count + 2)),
                           line: line, at: Location(file: file, line: number))
                    context.failures += 1
                    ok = false
                    break
                }
                document = Array(lines[index..<end])
                index = end + 1
                line = command
            }
            let failuresBefore = context.failures
            let input = context.input
            if let document { context.input = .document(document) }
            let succeeded = execute(line, at: Location(file: file, line: number))
            context.input = input
            if let run = held {
                if declinedHeldLine {
                    // Not an `add` line that can be held: the run ends before it, and it runs
                    // one by one after.
                    declinedHeldLine = false
                    held = nil
                    index = settle(run) ? number - 1 : run.start
                    unheldUntil = number
                    continue
                }
                if succeeded && context.failures == failuresBefore { run.session.endHeldLine() }
                if !succeeded || context.failures > failuresBefore {
                    // The line failed: the run is made again line by line, up to and with this
                    // line, each reporting in its place. (A line that wrote something or met a
                    // conflict is found when the run ends: `settle`.)
                    abandon(run)
                    held = nil
                    index = run.start
                    unheldUntil = number
                }
                continue
            }
            // A `load` that succeeded may still have run failing commands: with bail, those stop
            // the outer script too.
            if !succeeded || context.failures > failuresBefore {
                ok = false
                if context.settings.bail { break }
            }
            if context.quitStatus != nil { break }
            // A command the solver refused through rounding left the session for the script's
            // runner to put back (see `execute`).
            if context.session.solverFailure != nil { break }
        }
        return ok
    }
}
