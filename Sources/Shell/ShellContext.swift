import LayoutModel
import LayoutSyntax
import LayoutText
import Foundation

/// Everything a command can reach: the layout session, the shell's settings, output, undo and
/// the scripts being loaded.
public final class ShellContext {
    public internal(set) var session: LayoutSession
    public var settings = ShellSettings()
    /// Where output goes: the sink the context was made with — or, while a script's run of
    /// `add` lines holds its solver work (`HeldRun`), a watch that notes that something was
    /// written and keeps none of it (the run is then made again line by line, and writes it).
    public var output: OutputSink { heldRunOutput ?? sink }
    /// The sink the context was made with.
    private let sink: OutputSink
    /// Set while a held run of `add` lines runs (`HeldRun`).
    var heldRunOutput: HeldRunOutput?
    /// Where commands read input beyond their line (`import log -`).
    public internal(set) var input: InputSource
    /// The commands typed or run, in order (`history`).
    public internal(set) var history: [String] = []
    /// Earlier states for `undo`, with the command that left each one; `redo` the other way.
    /// Sessions as they were before (undo) and after (redo) each command, solver included, so
    /// undo gives back exactly the frames the user saw (ambiguous ones too).
    var undoStack: [(session: LayoutSession, command: String)] = []
    var redoStack: [(session: LayoutSession, command: String)] = []
    /// Absolute paths of the scripts being run, outermost first (a script may not load itself).
    var scriptStack: [String] = []
    /// While above 0, commands run inside a script that `load` records as one undo step.
    var recordingDepth = 0
    /// While above 0, commands run inside a script that `load` runs (they are not history).
    var loadDepth = 0
    /// Commands that failed (inside loaded scripts too): a script run exits 1 when any did.
    public internal(set) var failures = 0
    /// While above 0, the interpreter runs the lines of a script (a file, standard input, `-c`,
    /// `load`): lines it runs otherwise were typed at the prompt.
    var scriptDepth = 0
    /// What the running editing command changed, for the line printed after it (`changed(_:)`).
    var edit: EditSummary?
    /// Runs a script's text (set by the interpreter).
    var runScript: (_ text: String, _ file: String, _ step: Bool) -> Bool = { _, _, _ in false }
    /// While above 0, a script runs one command at a time (`load --step`): edits say what they changed.
    var stepDepth = 0
    /// Where `record FILE` writes, while it records.
    var recorder: SessionRecorder?
    /// The lines printed by the top-level command being recorded.
    var captured: [String]?
    /// Set by `quit`: the status to exit with.
    public internal(set) var quitStatus: Int32?
    /// The directory relative paths are read from.
    public var workingDirectory: String
    let registry: CommandRegistry
    /// Whether the user asked to stop (Ctrl-C): scripts ask between lines, long commands
    /// (`check`, `sweep`, `explain`, `import`, `load`) between their steps, through `stop`.
    public var shouldStop: () -> Bool = { false }

    /// `shouldStop` as the inspectors and importers take it.
    public var stop: StopCheck { StopCheck { [unowned self] in self.shouldStop() } }

    init(session: LayoutSession, output: OutputSink, input: InputSource, registry: CommandRegistry, workingDirectory: String) {
        self.session = session
        sink = output
        self.input = input
        self.registry = registry
        self.workingDirectory = workingDirectory
    }

    /// Writes a line to standard output — or, while a command's text is being gathered into its
    /// JSON result (`set json on`, `JSONResult`), to that result.
    public func print(_ line: String = "") {
        if !gathered.isEmpty {
            gathered[gathered.count - 1] += line.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return
        }
        emit(line)
    }

    /// Writes a line to standard output, past any gathering: a JSON result is its command's whole
    /// output, even inside a `load` whose own lines are being gathered.
    func emit(_ line: String) {
        output.write(line + "\n")
        // (What a held run writes goes nowhere: the run is made again line by line, and its
        // lines then write it, once; `HeldRun`.)
        if captured != nil && heldRunOutput == nil {
            captured! += line.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
    }

    /// The lines printed by each running command whose text becomes a JSON result (innermost
    /// last); see `JSONResult`.
    var gathered: [[String]] = []
    /// Set when the running command wrote a document to standard output (`export svg -`,
    /// `save -`): that document is its output, and no JSON result follows it.
    var wroteDocument = false

    /// Writes several lines.
    public func print(lines: [String]) { for l in lines { print(l) } }

    /// The running command was given `--json`.
    var jsonForThisCommand = false
    /// The line being run gave `--json` to its command: its error, if it fails, is JSON too.
    var lineAskedForJSON = false

    /// Whether an inspector prints JSON: `--json` on its line, or `set json on` / `plumb --json`.
    public var wantsJSON: Bool { jsonForThisCommand || settings.json }

    /// Prints a JSON result, indented, on its own lines (never gathered into another result).
    public func print(json: JSONValue) { emit(json.prettyText) }

    /// Whether the running line was typed at the prompt (not a line of a script).
    var lineIsTyped = false

    /// Whether the running line echoes: building commands print what they made (`add`'s handle
    /// and description), editing commands the line saying what changed. `set echo` decides;
    /// without it, typed lines echo and the lines of scripts do not (docs/scripts.md, "Echo");
    /// `load --step` shows what each step did.
    var echoes: Bool { (settings.echo ?? lineIsTyped) || stepDepth > 0 }

    /// Prints what a building command made (`c6  <NSLayoutConstraint:…>`), when the line echoes.
    func echo(_ line: @autoclosure () -> String) {
        if echoes { print(line()) }
    }

    /// Says what an editing command changed (`constant c1: 20 → 40`): when the line echoes
    /// (`echoes`), the interpreter prints it with the views that moved.
    /// `canMove` is false for changes that never move a view (nametags, content modes).
    func changed(_ what: String, canMove: Bool = true) { edit = EditSummary(what: what, canMove: canMove) }

    /// Writes a line to standard error; with `set json on`, as `{"note": "…"}`.
    public func note(_ line: String) {
        if settings.json {
            output.writeError(JSONValue.object([("note", .string(line))]).prettyText + "\n")
        } else {
            output.writeError(line + "\n")
        }
    }

    var state: LayoutState { session.state }

    // MARK: - Resolving names

    /// A view by name, nametag, pseudo-address or any form plumb prints one in
    /// (`UILabel:0x7a85e3a0'Name'`, `<V0:0x7a85e3a0>`, `po`'s `<UILabel: 0x7a85e3a0; …>`: see
    /// `ItemReference(word:)`).
    public func view(_ word: CommandWords.Word) throws(Diagnostic) -> ViewID {
        let reference = Self.reference(word.text)
        if let item = session.resolve(reference), case .view(let v) = item { return v }
        if session.resolve(reference) != nil {
            throw Diagnostic("'\(word.text)' is a layout guide, not a view", range: word.range)
        }
        if let off = session.scrollGuidesOffError(reference) { throw Diagnostic(off, at: word.range) }
        throw Diagnostic(unknownItem("view", reference, word.text, among: state.views.map(\.name)), range: word.range)
    }

    /// A view or guide by name, nametag, pseudo-address or printed form.
    public func item(_ word: CommandWords.Word) throws(Diagnostic) -> LayoutItem {
        let reference = Self.reference(word.text)
        if let item = session.resolve(reference) { return item }
        if let off = session.scrollGuidesOffError(reference) { throw Diagnostic(off, at: word.range) }
        throw Diagnostic(unknownItem("view or layout guide", reference, word.text, among: state.views.map(\.name) + state.guideIDs.filter(state.isVisible).map { state[$0].name }),
                         range: word.range)
    }

    /// The one reading of a word that names a view, guide or constraint: every printed form.
    static func reference(_ text: String) -> ItemReference { ItemReference(word: text) }

    /// "no view named 'x'; did you mean …", or for a printed form "no view at 0x…" — or that the
    /// address is a constraint's.
    private func unknownItem(_ what: String, _ reference: ItemReference, _ text: String, among names: [String]) -> String {
        guard let address = reference.address else { return Self.unknown(what, text, among: names) }
        if let c = state.constraints.first(where: { $0.address == address }) {
            return "'\(text)' is a constraint (\(c.handleName)), not a \(what)"
        }
        return "no \(what) at address \(hexAddress(address))"
    }

    /// The constraints a target names: a handle (`c3`, or `s3` for a system constraint), a
    /// pseudo-address (also as printed: `<NSLayoutConstraint:0x7b91aae0>`,
    /// `NSLayoutConstraint:0x7b91aae0`, a whole quoted description), an identifier, or a nametag
    /// (which may name a group).
    public func constraints(_ word: CommandWords.Word) throws(Diagnostic) -> [ConstraintHandle] {
        let t = word.text
        if let c = state.constraints.first(where: { $0.handleName == t }) { return [c.handle] }
        let address = Self.reference(t).address
        if let address, let c = state.constraints.first(where: { $0.address == address }) {
            return [c.handle]
        }
        let tagged = session.constraints(nametagged: t)
        if !tagged.isEmpty { return tagged }
        let identified = state.constraints.filter { $0.identifier == t }.map(\.handle)
        if !identified.isEmpty { return identified }
        var message = "no constraint '\(t)': give a handle (c3), an address, an identifier or a nametag"
        if t.first == "c" || t.first == "s", Int(t.dropFirst()) != nil { message = "no constraint \(t)" }
        if let address {
            message = "no constraint at address \(hexAddress(address))"
            switch session.item(atAddress: address) {
            case .view?: message = "'\(t)' is a view, not a constraint"
            case .guide?: message = "'\(t)' is a layout guide, not a constraint"
            case nil: break
            }
        }
        throw Diagnostic(message, range: word.range)
    }

    /// The constraints a target names, for commands that take a view or a constraint (`po`,
    /// `nametag`): when neither matches, the error says so and suggests a close name.
    func constraintsOrViewError(_ word: CommandWords.Word) throws(Diagnostic) -> [ConstraintHandle] {
        do { return try constraints(word) } catch {
            let t = word.text
            if (t.first == "c" || t.first == "s"), Int(t.dropFirst()) != nil { throw error }
            if let address = Self.reference(t).address {
                throw Diagnostic("no view or constraint at address \(hexAddress(address))", range: word.range)
            }
            var names = state.views.map(\.name) + state.views.compactMap(\.nametag)
            names += state.constraints.compactMap(\.identifier) + state.constraints.compactMap(\.nametag)
            throw Diagnostic(Self.unknown("view or constraint", t, among: names), range: word.range)
        }
    }

    static func unknown(_ what: String, _ name: String, among names: [String]) -> String {
        var message = "no \(what) named '\(name)'"
        if let close = suggestion(for: name, among: names) { message += "; did you mean '\(close)'?" }
        return message
    }

    /// Whether a line of a script runs `undo` or `redo` (by name, alias or prefix): such a script
    /// gets an undo step per command, so that its undos work (`plumb FILE`, `load`).
    func usesUndo(_ text: String) -> Bool {
        // Long scripts repeat a few command words: the last one looked up is not looked up again
        // (the look-up hashes the word; 3 % of loading a long script).
        var lastName = ""
        // Read as bytes (the line splitting and the word's start and end were a few percent of
        // loading a long script as `Substring`s): an ASCII line's `Character`s are its bytes (no
        // line holds a line feed, so none holds CR LF); any other line is read as before.
        let bytes = Array(text.utf8)
        for range in ScriptLines.lineRanges(of: bytes) {
            let start = range.lowerBound, end = range.upperBound
            let ascii = !bytes[range].contains { $0 >= 0x80 }
            let name: String
            if ascii {
                var i = start
                while i < end && (bytes[i] == 0x20 || bytes[i] == 0x09) { i += 1 }
                // Blank, a comment, or a first word in quotes (only the word splitter reads that).
                guard i < end, bytes[i] != 0x23 else { continue }
                if bytes[i] == 0x22 || bytes[i] == 0x27 {
                    guard let first = firstWord(String(decoding: bytes[start..<end], as: UTF8.self)) else { continue }
                    name = first
                } else {
                    var j = i
                    while j < end && bytes[j] != 0x20 && bytes[j] != 0x09 { j += 1 }
                    name = String(decoding: bytes[i..<j], as: UTF8.self)
                }
            } else {
                let line = Substring(String(decoding: bytes[start..<end], as: UTF8.self))
                // The command word is the line's first run of non-blanks; only a line that starts
                // with a quote needs the word splitter.
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                guard let head = trimmed.first, head != "#" else { continue }
                if head == "\"" || head == "'" {
                    guard let first = firstWord(String(line)) else { continue }
                    name = first
                } else {
                    name = String(trimmed.prefix { $0 != " " && $0 != "\t" })
                }
            }
            if name == lastName { continue }
            lastName = name
            if case .found(let c) = registry.lookup(name), [UndoCommand.name, RedoCommand.name].contains(c.name) {
                return true
            }
        }
        return false
    }

    /// The first word of a line as the word splitter reads it (nil for a line it refuses or one
    /// without words).
    private func firstWord(_ line: String) -> String? {
        guard let words = try? CommandWords(line), let first = words.words.first else { return nil }
        return first.text
    }

    /// Set by a `load` whose commands took their own undo steps: the load adds none.
    var tookOwnUndoSteps = false

    // MARK: - Files

    /// An absolute path for a path the user wrote.
    public func absolutePath(_ path: String) -> String {
        var p = path
        if p == "~" || p.hasPrefix("~/"), let home = ProcessInfo.processInfo.environment["HOME"] {
            p = home + p.dropFirst()
        }
        if p.hasPrefix("/") { return standardize(p) }
        return standardize(workingDirectory + "/" + p)
    }

    private func standardize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }
}

/// The closest word (case-insensitively equal, or one or two edits away), for "did you mean".
func suggestion(for word: String, among candidates: [String]) -> String? {
    let lowered = word.lowercased()
    if let exact = candidates.first(where: { $0.lowercased() == lowered && $0 != word }) { return exact }
    let a = Array(lowered)
    guard !a.isEmpty, a.count <= 64 else { return nil }
    var best: (String, Int)?
    for candidate in candidates where candidate != word {
        let limit = a.count <= 4 ? 1 : 2
        // The distance is at least the difference in length: skip what cannot be close.
        if abs(candidate.count - a.count) > limit { continue }
        let b = Array(candidate.lowercased())
        let d = editDistance(a, b)
        if d <= limit, best == nil || d < best!.1 { best = (candidate, d) }
    }
    return best?.0
}
