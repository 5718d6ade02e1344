import Foundation
import LayoutModel
import ShellTestSupport
import Testing
@testable import Shell

/// Echo (issue 17; docs/scripts.md, "Echo"): a building command's description of what it made
/// (`add`, `pin`) and an editing command's line are echo — printed for lines typed at the prompt,
/// not for the lines of scripts (`plumb FILE`, `plumb < FILE`, `-c`, `load`) unless `set echo
/// on`; `set echo off` silences the prompt too. Conflict logs and inspectors' answers print
/// either way.
@Suite struct ScriptEchoTests {
    /// Builds a label, a field and a conflict (the label cannot be 400 wide in a 320 root), then
    /// asks for the frames. The expected outputs below were read off `frames` and Apple's log
    /// as the prompt prints them (the same text the transcripts pin).
    static let script = """
        add view label UILabel text "Name"
        add view field UITextField
        add guide spacer
        pin H:|-[label]-[field]-|
        add label.top == root.top + 20
        add field.top == label.top
        constant c4 30
        add label.width >= 400 id "Label Width"
        frames
        """

    /// The lines a script must not print: every description of something built, and the edit line.
    static let echoMarks = ["label  <UILabel:", "field  <UITextField:", "spacer  <UILayoutGuide:", "c1  <NSLayoutConstraint:", "c6  <NSLayoutConstraint:", "constant c4:"]

    static func expectQuiet(_ out: String, _ where_: String) {
        for mark in echoMarks { #expect(!out.contains(mark), "\(where_) printed echo '\(mark)':\n\(out)") }
        // The conflict is a finding: Apple's log is printed, once; and the answer asked for.
        #expect(out.components(separatedBy: "Unable to simultaneously satisfy constraints.").count == 2, "\(where_): \(out)")
        #expect(out.contains("root  (0 0; 320 504)\n  label  ("), "\(where_): \(out)")
    }

    static func expectEchoed(_ out: String, _ where_: String) {
        for mark in echoMarks { #expect(out.contains(mark), "\(where_) did not echo '\(mark)':\n\(out)") }
        #expect(out.contains("Unable to simultaneously satisfy constraints."), "\(where_): \(out)")
    }

    static func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-script-echo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func aScriptFilePrintsNoEcho() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.script.write(to: dir.appendingPathComponent("s.plumb"), atomically: true, encoding: .utf8)
        let run = try runShellFile("s.plumb", in: dir.path)
        #expect(run.err == "")
        Self.expectQuiet(run.out, "plumb FILE")
        // Quiet is only quieter: the same session as typing the lines.
        let typed = runShell(lines: Self.script.split(separator: "\n").map(String.init))
        #expect(typed.session.state == run.session.state)
        Self.expectEchoed(typed.out, "typed lines")
    }

    @Test func aTypedLoadRunsItsScriptQuietly() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.script.write(to: dir.appendingPathComponent("s.plumb"), atomically: true, encoding: .utf8)
        let run = runShell(lines: ["load s.plumb"], in: dir.path)
        Self.expectQuiet(run.out, "a typed load")
        // … and a script that loads one, at any depth.
        try "load s.plumb\n".write(to: dir.appendingPathComponent("outer.plumb"), atomically: true, encoding: .utf8)
        Self.expectQuiet(try runShellFile("outer.plumb", in: dir.path).out, "a nested load")
    }

    @Test func typedLinesEchoUntilEchoIsOff() {
        let run = runShell(lines: ["add view a", "show"])
        #expect(run.out.hasPrefix("a  <UIView:0x7a85e3a0>\necho            on\n"))
        run.output.clear()
        for line in ["set echo off", "add view b", "add b.width == 10", "root 200x504", "show", "frames"] { run.shell.execute(line) }
        #expect(run.err == "")
        #expect(!run.out.contains("<UIView:") && !run.out.contains("<NSLayoutConstraint:") && !run.out.contains("→"))
        #expect(run.out.contains("echo            off\n"))
        #expect(run.out.contains("  b  (0 0; 10 0)"))
        // A conflict still prints its log at the prompt with echo off.
        run.output.clear()
        run.shell.execute("add b.width == 20")
        #expect(run.out.hasPrefix("Unable to simultaneously satisfy constraints."))
    }

    @Test func setEchoOnInAScriptEchoesTheRest() {
        let run = runShell("add view a\nshow\nset echo on\nadd view b\nadd b.width == 10\nshow")
        #expect(run.err == "")
        #expect(run.out == """
            echo            off
            bail            off
            color           off
            json            off
            rtl             off
            double-strings  off
            text-scale      1
            scroll-guides   on
            log-style       classic
            alignment-rects off
            root            320x504
            > add view b
            b  <UIView:0x7a88d570>
            > add b.width == 10
            c1  <NSLayoutConstraint:0x7b82f1d0 H:[UIView:0x7a88d570(10)]>
            > show
            echo            on
            bail            off
            color           off
            json            off
            rtl             off
            double-strings  off
            text-scale      1
            scroll-guides   on
            log-style       classic
            alignment-rects off
            root            320x504

            """)
    }

    @Test func jsonCarriesTheEchoOnlyWhenTheLineEchoes() {
        let quiet = runShell("set json on\nadd view a")
        #expect(quiet.out.contains("\"output\": [],"), "\(quiet.out)")
        #expect(!quiet.out.contains("<UIView:"))
        let typed = runShell(lines: ["set json on", "add view a"])
        #expect(typed.out.contains("a  <UIView:0x7a85e3a0>"))
    }

    @Test func loadStepStillShowsWhatEachStepDid() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "add view a\nadd a.width == 10\n".write(to: dir.appendingPathComponent("s.plumb"), atomically: true, encoding: .utf8)
        let run = runShell(lines: ["load --step s.plumb"], in: dir.path, input: .document(["", ""]))
        #expect(run.out.contains("> add view a\na  <UIView:"), "\(run.out)")
        #expect(run.out.contains("c1  <NSLayoutConstraint:"), "\(run.out)")
    }

    // MARK: - The executable: plumb FILE, plumb < FILE, -c, --echo

    /// Runs the plumb binary with `arguments`, standard input from `stdin`; its standard output,
    /// standard error and status.
    static func plumb(_ arguments: [String], stdin: URL? = nil, in dir: URL) throws -> (out: String, err: String, status: Int32) {
        let binary: String
        switch TerminalTests.plumbBinary() {
        case .success(let path): binary = path
        case .failure(let reason): throw reason
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["--no-init"] + arguments
        process.currentDirectoryURL = dir
        var environment = ["HOME": dir.path, "XDG_STATE_HOME": dir.path, "XDG_CONFIG_HOME": dir.path, "NO_COLOR": "1", "LC_ALL": "C.UTF-8"]
        // A sanitizer's options reach the child too (Scripts/test-asan turns leak reports off).
        for key in ["ASAN_OPTIONS", "LSAN_OPTIONS"] {
            if let value = ProcessInfo.processInfo.environment[key] { environment[key] = value }
        }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = try stdin.map { try FileHandle(forReadingFrom: $0) } ?? FileHandle.nullDevice
        try process.run()
        // Both pipes drained at once: a child that fills one pipe while the other is being read
        // waits forever (a 500 KB LeakSanitizer report on standard error did, session 14).
        let errors = PipeDrain(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.wait()
        process.waitUntilExit()
        return (String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self), process.terminationStatus)
    }

    /// Reads a file handle to its end on a thread of its own.
    final class PipeDrain: @unchecked Sendable {
        // (@unchecked: `data` is written once by the thread, read only after `done` says so.)
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }
        }

        func wait() -> Data {
            done.wait()
            return data
        }
    }

    @Test func theExecutableKeepsScriptsQuiet() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("s.plumb")
        try Self.script.write(to: file, atomically: true, encoding: .utf8)

        let fromFile = try Self.plumb(["s.plumb"], in: dir)
        #expect(fromFile.status == 0 && fromFile.err == "")
        Self.expectQuiet(fromFile.out, "plumb FILE")

        let fromStdin = try Self.plumb([], stdin: file, in: dir)
        #expect(fromStdin.status == 0 && fromStdin.err == "")
        #expect(fromStdin.out == fromFile.out, "plumb < FILE prints what plumb FILE prints")

        let dash = try Self.plumb(["-"], stdin: file, in: dir)
        #expect(dash.out == fromFile.out)

        // -c is a script too (docs/executable.md): one line each, or several in one.
        let commands = Self.script.split(separator: "\n").flatMap { ["-c", String($0)] }
        let fromC = try Self.plumb(commands, in: dir)
        #expect(fromC.status == 0 && fromC.err == "")
        #expect(fromC.out == fromFile.out)

        // --echo: the transcript, each line then what it made.
        let echoed = try Self.plumb(["--echo", "s.plumb"], in: dir)
        Self.expectEchoed(echoed.out, "plumb --echo FILE")
        #expect(echoed.out.hasPrefix("> add view label UILabel text \"Name\"\nlabel  <UILabel:0x7a85e3a0>\n> add view field UITextField\n"))
        let echoedStdin = try Self.plumb(["--echo"], stdin: file, in: dir)
        #expect(echoedStdin.out == echoed.out)
        // --json --echo on standard input: JSON only, no echoed lines (as in a script file).
        let json = try Self.plumb(["--echo", "--json"], stdin: file, in: dir)
        #expect(!json.out.contains("> add"))
        #expect(json.out.contains("label  <UILabel:0x7a85e3a0>"))
    }
}
