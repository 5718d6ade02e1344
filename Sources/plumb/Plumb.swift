import LayoutSyntax
import ArgumentParser
import CLineEdit
import Foundation
import Shell

/// `plumb`: flags, the choice of line reader, exit codes. Everything else is the Shell module.
@main
struct Plumb: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "plumb",
        abstract: "An interactive Auto Layout inspection shell: views, constraints, UIKit's rules.",
        usage: "plumb [<options>] [<file> ...] [-c <command> ...] [-i]",
        discussion: """
            Scripts run first, in order ('-' reads standard input), then each -c command; plumb then \
            exits unless -i is given. With neither, plumb reads commands: at a prompt with line \
            editing, history and Tab completion when standard input and output are both terminals, \
            and otherwise as a script (no prompt, no colour, no history).

            Interactive sessions keep their history in ${XDG_STATE_HOME:-~/.local/state}/plumb/history \
            and first run ${XDG_CONFIG_HOME:-~/.config}/plumb/init when it exists. Ctrl-C drops the \
            line, or stops a running script or a long command such as check (twice ends plumb); Ctrl-D on an \
            empty line quits.

            Exit status: 0 ok; 1 a command failed, or output could not be written or input read; \
            64 usage error; 66 a script file is missing or \
            unreadable; 130 interrupted; or the status given to quit.
            """,
        version: "plumb \(version)"
    )

    @Argument(help: ArgumentHelp("Scripts to run, in order ('-' reads standard input).", valueName: "file"))
    var files: [String] = []

    @Option(name: .customShort("c"), help: ArgumentHelp("Run a command after the scripts (repeatable).", valueName: "command"))
    var commands: [String] = []

    @Flag(name: [.customShort("i"), .customLong("interactive")], help: "Stay interactive after the scripts and commands.")
    var interactive = false

    @Flag(help: "Never use the line editor: read standard input as a script, even from a terminal.")
    var batch = false

    @Flag(help: "Stop a script at its first error (and plumb after it).")
    var bail = false

    @Flag(help: "Echo in scripts too: print each script line before running it, and what building and editing commands made.")
    var echo = false

    @Option(help: ArgumentHelp("Colour: auto (only on a terminal), always or never. NO_COLOR turns it off; TERM=dumb turns auto off.",
                               valueName: "when"))
    var color: ColorChoice = .auto

    @Flag(help: "Every command prints JSON; errors are JSON objects on standard error (docs/json.md).")
    var json = false

    @Flag(help: "With 'plumb explain LOG': every ranked fix of each conflict, not only the recommendation.")
    var all = false

    @Option(help: ArgumentHelp("With 'plumb check': the root sizes to try instead of the common iPhone and iPad ones.",
                               valueName: "WxH,WxH…"))
    var sizes: String?

    @Option(help: ArgumentHelp("With 'plumb check': devices to try instead (IB device ids such as retina6_1, with -landscape, or WxH).",
                               valueName: "NAME,NAME…"))
    var devices: String?

    @Option(parsing: .upToNextOption,
            help: ArgumentHelp("With 'plumb check' of a .storyboard or .xib: check with these size classes' variations (wC|wR and/or hC|hR) instead of each device's own.",
                               valueName: "class"))
    var traits: [String] = []

    @Flag(help: "With 'plumb check' of a .storyboard or .xib: warnings (misplaced views) fail the check too.")
    var strict = false

    @Flag(help: "Load the built-in example session (a label and a text field) first.")
    var example = false

    @Flag(name: .customLong("no-init"), help: "Do not run the start-up file.")
    var noInit = false

    @Flag(help: "Print the command reference (docs/commands.md) and exit.")
    var printCommandDocs = false

    enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    func run() throws {
        if printCommandDocs {
            Terminal.write(CommandDocs.markdown())
            return
        }
        if files.first != "check", sizes != nil {
            throw ValidationError("--sizes goes with 'plumb check FILE…'")
        }
        if files.first != "check", devices != nil {
            throw ValidationError("--devices goes with 'plumb check FILE…'")
        }
        if files.first != "check", !traits.isEmpty {
            throw ValidationError("--traits goes with 'plumb check FILE…'")
        }
        if files.first != "check", strict {
            throw ValidationError("--strict goes with 'plumb check FILE…'")
        }
        if files.first != "explain", all {
            throw ValidationError("--all goes with 'plumb explain LOG…'")
        }
        if let status = OneShotCommand.run(files + (sizes.map { ["--sizes", $0] } ?? []) + (devices.map { ["--devices", $0] } ?? [])
                                            + (traits.isEmpty ? [] : ["--traits"] + traits)
                                            + (strict ? ["--strict"] : []), json: json, all: all, output: TerminalOutput()) {
            let status = Terminal.exitStatus(status)
            if status != 0 { throw ExitCode(status) }
            return
        }
        let session = Session(options: self)
        let status = session.run()
        // The session ends with the process: freeing a 10,000-view layout object by object only
        // to exit took a fortieth of `plumb FILE` (issue 17; docs/benchmarks.md).
        _ = Unmanaged.passRetained(session.interpreter)
        let exit = Terminal.exitStatus(status)
        if exit != 0 { throw ExitCode(exit) }
    }
}

/// One run of plumb.
struct Session {
    let options: Plumb
    let interpreter: Interpreter
    let output = TerminalOutput()

    /// Whether the prompt and line editor are used: stdin and stdout are terminals, and there is
    /// nothing else to do (or -i).
    let usesPrompt: Bool
    /// Whether commands are read from standard input after the scripts.
    let readsInput: Bool

    init(options: Plumb) {
        self.options = options
        interpreter = Interpreter(output: output, input: .standardInput)
        let reads = (options.files.isEmpty && options.commands.isEmpty) || options.interactive
        let terminal = Terminal.isTerminal(0) && Terminal.isTerminal(1)
        usesPrompt = reads && terminal && !options.batch
        readsInput = reads

        let settings = interpreter.context
        settings.settings.bail = options.bail
        // Without --echo, typed lines echo and scripts (files, standard input, -c) do not.
        settings.settings.echo = options.echo ? true : nil
        settings.settings.json = options.json
        settings.settings.terminalWidth = Terminal.width
        settings.settings.terminalHeight = Terminal.height
        settings.settings.unicode = Terminal.isUTF8
        switch options.color {
        case .never: settings.settings.color = false
        case .always: settings.settings.color = !Terminal.noColor
        case .auto: settings.settings.color = Terminal.isTerminal(1) && !Terminal.noColor && !Terminal.isDumb
        }
        let always = options.color == .always
        output.colorsErrors = { [unowned settings] in
            // JSON errors stay plain JSON, on a terminal too.
            settings.settings.color && !settings.settings.json && (always || Terminal.isTerminal(2)) && !Terminal.noColor
        }
        interpreter.shouldStop = { cle_interrupted() != 0 || cle_termination_signal() != 0 }
    }

    /// Runs everything; returns the exit status.
    func run() -> Int32 {
        cle_install_signal_handlers()
        cle_set_busy(1)
        let context = interpreter.context

        if usesPrompt && !options.noInit, let initFile = Paths.initFile, FileManager.default.fileExists(atPath: initFile) {
            _ = run { () throws(Diagnostic) in try interpreter.runScriptFile(initFile) }
            if let status = context.quitStatus { return status }
        }
        if options.example {
            // Quietly: the example's own output (handles, addresses) is not what was asked for;
            // errors (none expected) still show.
            let echo = context.settings.echo
            context.settings.echo = false
            output.mutesStandardOutput = true
            interpreter.runScript(ExampleSession.script, file: ExampleSession.fileName)
            output.mutesStandardOutput = false
            context.settings.echo = echo
            if let status = stopStatus(ok: true) { return status }
        }
        for file in options.files {
            let ok: Bool
            if file == "-" {
                ok = runStandardInput()
            } else {
                guard let result = run({ () throws(Diagnostic) in try interpreter.runScriptFile(file) }) else {
                    return 66
                }
                ok = result
            }
            if let status = stopStatus(ok: ok) { return status }
        }
        for command in options.commands {
            let ok = interpreter.runScript(command, file: "-c")
            if let status = stopStatus(ok: ok) { return status }
        }
        if usesPrompt { return interactiveSession() }
        if readsInput && !options.files.contains("-") {
            let ok = runStandardInput()
            if let status = stopStatus(ok: ok) { return status }
        }
        return finalStatus()
    }

    /// Runs a script file; nil (after the message) when it cannot be read.
    private func run(_ body: () throws(Diagnostic) -> Bool) -> Bool? {
        do {
            return try body()
        } catch {
            interpreter.reportStartError(error)
            return nil
        }
    }

    /// The status to stop with after a script or command, or nil to go on.
    private func stopStatus(ok: Bool) -> Int32? {
        if let status = interpreter.context.quitStatus { return status }
        if let signal = terminationSignal() { return 128 + signal }
        if cle_interrupted() != 0 {
            Terminal.writeError("plumb: interrupted\n")
            return 130
        }
        if !ok && interpreter.context.settings.bail { return 1 }
        return nil
    }

    private func finalStatus() -> Int32 {
        if let status = interpreter.context.quitStatus { return status }
        return interpreter.context.failures > 0 || Terminal.standardInputError != nil ? 1 : 0
    }

    private func terminationSignal() -> Int32? {
        let s = cle_termination_signal()
        return s == 0 ? nil : s
    }

    /// Runs standard input as a script, each line as soon as it arrives (so `plumb | tee log`
    /// and programs that drive plumb through a pipe see each answer at once). The same rules as
    /// `Interpreter.runScript`: blank lines skipped, `echo`, `bail`, `quit`, Ctrl-C between lines.
    /// Returns whether every command succeeded.
    private func runStandardInput() -> Bool {
        let context = interpreter.context
        var reader = LineReader(fd: 0)
        var ok = true
        var number = 0
        while let line = reader.next() {
            number += 1
            if interpreter.shouldStop() { return false }
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
            if context.settings.echo == true && !context.settings.json { context.print("> " + line) }
            if !interpreter.execute(line, at: Interpreter.Location(file: "<stdin>", line: number)) {
                ok = false
                if context.settings.bail { break }
            }
            if context.quitStatus != nil { break }
        }
        if reader.failed {
            // Input that could not be read (a directory, a closed descriptor) fails the run.
            Terminal.writeError("plumb: error: cannot read standard input: \(String(cString: strerror(reader.error)))\n")
            Terminal.standardInputError = reader.error
        }
        return ok && !reader.failed
    }

    // MARK: - The prompt

    private func interactiveSession() -> Int32 {
        let context = interpreter.context
        guard let editor = LineEditor(historyPath: Paths.historyFile(), complete: { text in
            LineCompletion.complete(text, in: context)
        }) else {
            Terminal.writeError("plumb: warning: the line editor could not start; reading plain lines\n")
            let ok = runStandardInput()
            return stopStatus(ok: ok) ?? finalStatus()
        }
        Terminal.write("plumb \(Plumb.version) — an Auto Layout inspection shell\n")
        Terminal.write("Type help for the commands (help CMD for one); Tab completes; Ctrl-D quits.\n")
        if options.example {
            Terminal.write("Example session loaded (a label and a field); try frames, po trace, report label.\n")
        }
        while true {
            if let status = context.quitStatus {
                editor.saveHistory()
                return status
            }
            editor.setPrompt(context.settings.color ? "\u{1}\(Terminal.bold)\u{1}plumb>\u{1}\(Terminal.reset)\u{1} " : "plumb> ")
            cle_set_busy(0)
            cle_clear_interrupt()
            let input = editor.read()
            cle_set_busy(1)
            switch input {
            case .line(let line):
                editor.remember(line)
                cle_clear_interrupt()
                // The window may have been resized since the last command.
                context.settings.terminalWidth = Terminal.width
                context.settings.terminalHeight = Terminal.height
                // A long command (or a load) that Ctrl-C stopped has said "error: interrupted"
                // itself; one that finished anyway gets the note.
                let ok = interpreter.execute(line)
                if cle_interrupted() != 0 {
                    if ok { Terminal.writeError("plumb: interrupted\n") }
                    cle_clear_interrupt()
                }
            case .interrupted:
                if let signal = terminationSignal() {
                    editor.saveHistory()
                    Terminal.write("\n")
                    cle_raise_default(signal)
                    return 128 + signal
                }
                Terminal.write("^C\n")
            case .endOfFile:
                Terminal.write("\n")
                editor.saveHistory()
                return 0
            case .failed:
                editor.saveHistory()
                Terminal.writeError("plumb: error: cannot read from the terminal\n")
                return 1
            }
            if let signal = terminationSignal() {
                editor.saveHistory()
                cle_raise_default(signal)
                return 128 + signal
            }
        }
    }
}

/// Lines from a file descriptor, as they arrive: `\n` ends a line, a `\r` before it is dropped,
/// the last line may lack its `\n`. Stops (nil) at end of file, on an error, or when a signal
/// flag (Ctrl-C, SIGTERM) is set while waiting.
struct LineReader {
    let fd: Int32
    private var buffer: [UInt8] = []
    private var atEnd = false
    private(set) var failed = false
    /// The errno of the read that failed.
    private(set) var error: Int32 = 0

    init(fd: Int32) { self.fd = fd }

    mutating func next() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                var bytes = buffer[..<newline]
                if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
                let line = String(decoding: bytes, as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            if atEnd {
                guard !buffer.isEmpty else { return nil }
                var bytes = buffer[...]
                if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
                buffer.removeAll()
                return String(decoding: bytes, as: UTF8.self)
            }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n > 0 {
                buffer += chunk[0..<n]
            } else if n == 0 {
                atEnd = true
            } else if errno == EINTR {
                if cle_interrupted() != 0 || cle_termination_signal() != 0 { return nil }
            } else {
                failed = true
                error = errno
                atEnd = true
            }
        }
    }
}

/// Where plumb keeps its files (XDG base directories).
enum Paths {
    /// `$NAME` when it is an absolute path, else `~/fallback`.
    static func base(_ name: String, _ fallback: String) -> String? {
        let env = Terminal.environment
        if let value = env[name], value.hasPrefix("/") { return value }
        guard let home = env["HOME"], !home.isEmpty else { return nil }
        return home + "/" + fallback
    }

    /// `${XDG_CONFIG_HOME:-~/.config}/plumb/init`.
    static var initFile: String? { base("XDG_CONFIG_HOME", ".config").map { $0 + "/plumb/init" } }

    /// `${XDG_STATE_HOME:-~/.local/state}/plumb/history`, its folder made (mode 700) when missing.
    static func historyFile() -> String? {
        guard let folder = base("XDG_STATE_HOME", ".local/state").map({ $0 + "/plumb" }) else { return nil }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            Terminal.writeError("plumb: warning: cannot create \(folder); history will not be kept\n")
            return nil
        }
        return folder + "/history"
    }
}
