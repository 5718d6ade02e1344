import LayoutModel
import LayoutSyntax

/// `record FILE` / `record off` / `record`: keep a replayable log of the session.
enum RecordCommand: ShellCommand {
    static let name = "record"
    static let abstract = "Append every command from now on (and its outcome, as comments) to a file to replay with load"
    static let signature = CommandSignature([
        CommandForm(.parameter(file)),
        CommandForm(.literal("off")),
        CommandForm(),
    ])
    static let file = Parameter("FILE", .filePath, missing: "a file")
    static let discussion = """
        From now on every command typed (or piped in) is appended to FILE, with its output's
        first lines as comments; a failed command is written as a comment with its error. The
        file is a script: 'load FILE' replays the session (undo and redo in it work step by
        step). 'record off' stops; 'record' alone says where it records. Commands run inside
        scripts are not written (the load line is), nor are record and quit.
        """
    static let examples = ["record debug.plumb", "record off"]

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        try Arguments.noMore(words, after: 2, for: self)
        guard words.words.count == 2 else {
            shell.print(shell.recorder.map { "recording to \($0.shown)" } ?? "not recording (record FILE starts)")
            return
        }
        let w = words.words[1]
        if w.text == "off" && !w.isQuoted {
            guard let recorder = shell.recorder else { throw Diagnostic("not recording", range: w.range) }
            shell.recorder = nil
            shell.print("stopped recording to \(recorder.shown)")
            return
        }
        let path = shell.absolutePath(w.text)
        var recorder: SessionRecorder
        do { recorder = try SessionRecorder.start(path, shown: w.text) } catch {
            var e = error
            e.range = w.range
            throw e
        }
        let previous = shell.recorder
        shell.recorder = recorder
        if let previous, previous.path != path {
            shell.print("recording to \(w.text) (no longer to \(previous.shown))")
        } else {
            shell.print("recording to \(w.text)")
        }
    }
}
