import Foundation
import PlumbTestSupport
import Testing
import LayoutModel
@testable import Shell
import ShellTestSupport

/// Held runs of `add` lines (`HeldRun`): a script must print, exit and leave the session exactly
/// as it does line by line, whatever its runs meet — conflicts, errors, other commands, here
/// documents, nested loads, bail — and a long clean run must actually be held.
@Suite struct HeldRunTests {
    /// What a script run leaves: everything a user can see of it.
    struct Outcome: Equatable, CustomStringConvertible {
        var out: String
        var err: String
        var ok: Bool
        var failures: Int
        var history: [String]
        var state: LayoutState
        var frames: [Rect]
        var undo: [String]

        var description: String { "ok \(ok), failures \(failures)\n--- out\n\(out)--- err\n\(err)--- history \(history)\n--- undo \(undo)" }
    }

    /// Runs `script` as `plumb FILE` does (a file in a scratch folder with `files` beside it),
    /// holding runs of at least `shortest` lines; returns what it left and the interpreter.
    static func run(_ script: String, files: [String: String] = [:], shortest: Int, workerBatch: Int = HeldRun.workerBatch,
                    stop: (() -> Bool)? = nil) throws -> (Outcome, Interpreter) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-held-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files.merging(["main.plumb": script], uniquingKeysWith: { $1 }) {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        let output = OutputBuffer()
        let shell = Interpreter(output: output, workingDirectory: folder.path)
        shell.shortestHeldRun = shortest
        shell.heldWorkerBatch = workerBatch
        if let stop { shell.shouldStop = stop }
        let ok = try shell.runScriptFile("main.plumb")
        let s = shell.context.session
        return (Outcome(out: output.standardOutput, err: output.standardError, ok: ok, failures: shell.context.failures,
                        history: shell.context.history, state: s.state, frames: s.frames(),
                        undo: shell.context.undoStack.map(\.command)), shell)
    }

    /// `script` held wherever it can be and line by line give the same outcome — its held work
    /// done on this thread and by the worker thread, change by change; returns the held
    /// interpreter (its counts of kept and remade runs).
    @discardableResult
    static func expectSame(_ script: String, files: [String: String] = [:], _ comment: String) throws -> Interpreter {
        let (oneByOne, _) = try run(script, files: files, shortest: .max)
        let (withWorker, _) = try run(script, files: files, shortest: 1, workerBatch: 1)
        #expect(withWorker == oneByOne, "\(comment), with the worker\nheld:\n\(withWorker)\none by one:\n\(oneByOne)")
        let (held, shell) = try run(script, files: files, shortest: 1, workerBatch: .max)
        #expect(held == oneByOne, "\(comment)\nheld:\n\(held)\none by one:\n\(oneByOne)")
        return shell
    }

    /// N views in a column, each with a width and a place: clean `add` lines.
    static func column(_ n: Int, prefix: String = "v") -> String {
        var s = ""
        for i in 0..<n {
            s += "add view \(prefix)\(i)\n"
            s += "add \(prefix)\(i).leading == root.leading + \(i % 7)\n"
            s += "add \(prefix)\(i).top == root.top + \(i * 3)\n"
            s += "add \(prefix)\(i).width == \(20 + i % 11)\n"
        }
        return s
    }

    @Test func aCleanRunIsHeldAndKept() throws {
        let shell = try Self.expectSame(Self.column(30) + "frames\n", "clean")
        #expect(shell.heldRunsKept == 1)
        #expect(shell.heldRunsRemade == 0)
        // With the shell's own threshold too: 120 lines from an empty session.
        let (_, defaultShell) = try Self.run(Self.column(30), shortest: HeldRun.shortest)
        #expect(defaultShell.heldRunsKept == 1)
        // Too short for it: not held.
        let (_, short) = try Self.run(Self.column(10), shortest: HeldRun.shortest)
        #expect(short.heldRunsKept + short.heldRunsRemade == 0)
    }

    @Test func aLongRunGoesToTheWorkerWithTheShellsOwnSizes() throws {
        // 200 views: 800 lines, 1,000 changes — the worker takes them 256 at a time.
        let long = Self.column(200)
        for script in [long + "frames\n", long + "add v150.width == 999\n" + Self.column(100, prefix: "w") + "frames\n"] {
            let (held, shell) = try Self.run(script, shortest: HeldRun.shortest)
            let (oneByOne, _) = try Self.run(script, shortest: .max)
            #expect(held == oneByOne, "held:\n\(held)\none by one:\n\(oneByOne)")
            #expect(shell.heldRunsKept + shell.heldRunsSettledInPlace == 1)
            #expect(shell.heldRunsRemade == 0)
        }
    }

    @Test func ambiguousLayoutsEndTheSame() throws {
        // No heights, no tops: every view ambiguous, its frame the solver's pick.
        var s = ""
        for i in 0..<40 { s += "add view a\(i)\nadd a\(i).width >= \(i)\nadd a\(i).leading >= root.leading\n" }
        try Self.expectSame(s + "frames\nexplain a3\n", "ambiguous")
    }

    @Test func aConflictInARunIsReportedInItsPlace() throws {
        let script = Self.column(10) + "add v3.width == 999\n" + Self.column(10, prefix: "w") + "frames\n"
        let shell = try Self.expectSame(script, "conflict")
        // Gone on from in place, not made again.
        #expect(shell.heldRunsSettledInPlace == 1)
        #expect(shell.heldRunsRemade == 0)
        // (And the conflict was reported at all.)
        let (held, _) = try Self.run(script, shortest: 1)
        #expect(held.out.contains("Unable to simultaneously satisfy constraints"))
    }

    @Test func severalConflictsInARunAreEachReportedInTheirPlace() throws {
        // Conflicts in two lines, a second conflict in a line of its own right after, a label
        // (content size: several parts per constraint) and a pin between them, and lines with
        // several changes each after the first conflict.
        var script = Self.column(12) + "add v3.width == 999\n" + "add v3.width == 998\n"
        script += "add view l1 UILabel text \"Hello\"\nadd l1.leading == root.leading + 5\nadd l1.top == v2.bottom + 4\n"
        script += Self.column(6, prefix: "w") + "pin V:|-20-[w2(44)]\nadd w4.height == 5\nadd w4.height == 6 @750\n"
        script += "add v7.leading == v6.trailing + 3\nadd v7.leading == v6.trailing + 4\n" + Self.column(4, prefix: "x") + "frames\n"
        let shell = try Self.expectSame(script, "several conflicts")
        #expect(shell.heldRunsSettledInPlace >= 1)
    }

    @Test func aConflictAfterANametagIsMadeAgainLineByLine() throws {
        // A conflict's log names views by the nametags they have when it prints: a run that
        // renamed goes back and runs one by one.
        let script = Self.column(10) + "nametag v3 Three\n" + "add v3.width == 999\n" + Self.column(10, prefix: "w")
            + "nametag v3 Renamed\nframes\n"
        let shell = try Self.expectSame(script, "nametag")
        #expect(shell.heldRunsSettledInPlace == 0)
        #expect(shell.heldRunsRemade >= 1)
        // A nametag before the conflict's line: gone on from in place.
        let before = Self.column(10) + "nametag v3 Three\n" + Self.column(5, prefix: "u") + "add v3.width == 999\n"
            + Self.column(10, prefix: "w") + "frames\n"
        let settled = try Self.expectSame(before, "nametag before")
        #expect(settled.heldRunsSettledInPlace == 1)
        #expect(settled.heldRunsRemade == 0)
    }

    @Test func anErrorInARunIsReportedInItsPlace() throws {
        let script = Self.column(8) + "add nosuch.width == 3\n" + Self.column(8, prefix: "w")
        try Self.expectSame(script, "error")
        try Self.expectSame("set bail on\n" + script, "error with bail")
    }

    @Test func otherCommandsEndARun() throws {
        let script = Self.column(6) + "frames\n" + Self.column(6, prefix: "w") + "set echo on\n" + Self.column(2, prefix: "x")
            + "set echo off\n" + "add view s UIStackView axis vertical spacing 8\n" + Self.column(4, prefix: "y")
            + "add y1.leading == y0.margins.leading\n" + Self.column(4, prefix: "z") + "explain z2\nlist\n"
        let shell = try Self.expectSame(script, "mixed")
        #expect(shell.heldRunsKept >= 3)
    }

    @Test func aHereDocumentEndsARun() throws {
        let log = """
            (
                "<NSLayoutConstraint:0x600001a1c0f0 UIView:0x7fa1d0c0a0b0.width == 100   (active)>",
                "<NSLayoutConstraint:0x600001a1c140 UIView:0x7fa1d0c0a0b0.width == 200   (active)>"
            )
            """
        let script = Self.column(5) + "import log - <<LOG\n" + log + "\nLOG\n" + Self.column(5, prefix: "w")
        try Self.expectSame(script, "here-document")
    }

    @Test func nestedLoadsAndPrintedLines() throws {
        let inner = Self.column(12, prefix: "in") + "add in3.width == 500\n" + Self.column(3, prefix: "late")
        let script = Self.column(5) + "load inner.plumb\n" + "# a comment\n\n" + Self.column(5, prefix: "w") + "frames\n"
        try Self.expectSame(script, files: ["inner.plumb": inner], "nested load")
    }

    @Test func aLabelsContentSizeAndRemovedConstraints() throws {
        var s = ""
        for i in 0..<20 { s += "add view l\(i) UILabel text \"Label \(i)\"\nadd l\(i).leading == root.leading + 8\n" }
        s += "remove l3\n"
        for i in 20..<30 { s += "add view l\(i) UILabel text \"Label \(i)\"\nadd l\(i).trailing <= root.trailing\n" }
        try Self.expectSame(s + "frames\n", "labels")
    }

    @Test func pinsNametagsAndPrioritiesInARun() throws {
        // `pin` and `nametag` are held; `hug` and `resist` change what held work reads (a
        // label's content-size priorities), so they end the run.
        var s = ""
        for i in 0..<12 {
            s += "add view l\(i) UILabel text \"Label \(i)\"\n"
            s += "pin H:|-[l\(i)]-(>=8)-|\n"
            s += "nametag l\(i) Tag\(i)\n"
            if i % 4 == 1 { s += "hug l\(i) H 200\n" }
            if i % 4 == 2 { s += "resist l\(i) H 100\n" }
            s += "pin V:|-(\(i * 30))-[l\(i)]\n"
        }
        let shell = try Self.expectSame(s + "frames\nexplain l5\n", "pins, nametags, priorities")
        // (Seven runs; the short ones between a hug and a resist late in the script are under an
        // eighth of the constraints, so not held.)
        #expect(shell.heldRunsKept >= 4, "kept \(shell.heldRunsKept), remade \(shell.heldRunsRemade)")
    }

    /// What may be held must be announced by `canBeHeld` (runs are measured by first words
    /// before lines are parsed); `hug` and `resist` never are.
    @Test func heldLinesFailAtomically() throws {
        var held = 0
        for command in CommandRegistry.standard.commands {
            for example in command.examples {
                let words = try CommandWords(example)
                guard command.failsAtomically(words), command.isHeld(words) else { continue }
                held += 1
                let announced = command.canBeHeld
                #expect(announced, "\(example)")
            }
        }
        #expect(held >= 5)
        let priorities = HugCommand.canBeHeld || ResistCommand.canBeHeld
        #expect(!priorities)
    }

    /// `record FILE` keeps what each typed line printed: a held run that printed (a conflict)
    /// and was made again line by line must appear there once, as line by line. (A constraint
    /// left broken before the run makes every line of it do the held work and print its
    /// conflict at once, inside the run.)
    @Test func aRecordingKeepsARemadeRunsOutputOnce() throws {
        let script = "add view a\nadd a.width == 10\nadd a.width == 20\nframes\n"
            + Self.column(20) + "add v3.width == 999\n" + Self.column(20, prefix: "w")
        var recordings: [String] = []
        for shortest in [HeldRun.shortest, Int.max] {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-held-record-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            try Data(script.utf8).write(to: folder.appendingPathComponent("big.plumb"))
            let output = OutputBuffer()
            let shell = Interpreter(output: output, workingDirectory: folder.path)
            shell.shortestHeldRun = shortest
            for line in ["record r.plumb", "load big.plumb", "record off"] { shell.execute(line) }
            #expect(shell.heldRunsRemade == (shortest == Int.max ? 0 : 1))
            recordings.append(try String(contentsOf: folder.appendingPathComponent("r.plumb"), encoding: .utf8))
        }
        #expect(recordings[0] == recordings[1], "held:\n\(recordings[0])\none by one:\n\(recordings[1])")
        #expect(recordings[0].contains("Unable to simultaneously satisfy constraints"))
    }

    @Test func aStopInAHeldRunStopsBeforeTheRun() throws {
        // One line by one, the script stops after some lines; held, before the run's first.
        var asked = 0
        let script = "add view first\nadd first.width == 5\nframes\n" + Self.column(20)
        let (held, shell) = try Self.run(script, shortest: 1, stop: {
            asked += 1
            return asked >= 40
        })
        #expect(!held.ok)
        #expect(shell.heldRunsRemade == 1)
        // The first run (two lines, then `frames`) was kept; the second was under way.
        #expect(held.state.views.map(\.name) == ["root", "first"])
    }

    /// Every golden transcript and lesson, with every run of `add` lines held that can be — its
    /// work done on this thread, and by the worker thread change by change: the same bytes as
    /// its golden files, which were made line by line.
    @Test(arguments: GoldenScript.all.filter { !$0.needsCorpus }, [Int.max, 1])
    func goldenScriptHeld(_ script: GoldenScript, workerBatch: Int) throws { try Self.checkHeld(script, workerBatch: workerBatch) }

    /// The same for the transcripts that read the shared corpus (TranscriptCorpusFiles).
    @Test(.needsCorpus, arguments: GoldenScript.all.filter(\.needsCorpus), [Int.max, 1])
    func corpusGoldenScriptHeld(_ script: GoldenScript, workerBatch: Int) throws { try Self.checkHeld(script, workerBatch: workerBatch) }

    /// Runs `script` with its `add` runs held and compares with its golden files.
    static func checkHeld(_ script: GoldenScript, workerBatch: Int) throws {
        let scratch = try GoldenScript.scratchCopy(of: script.folder)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = OutputBuffer()
        let shell = Interpreter(output: output, workingDirectory: scratch.path)
        shell.shortestHeldRun = 1
        shell.heldWorkerBatch = workerBatch
        _ = try shell.runScriptFile(script.url.lastPathComponent)
        let status = shell.context.quitStatus ?? (shell.context.failures > 0 ? 1 : 0)
        let expected = try script.expected()
        #expect(output.standardOutput == expected.output, Comment(rawValue: "\(script.relativePath): standard output held:\n"
            + TextDiff.unified(expected: expected.output, actual: output.standardOutput)))
        #expect(output.standardError == expected.error, Comment(rawValue: "\(script.relativePath): standard error held:\n"
            + TextDiff.unified(expected: expected.error, actual: output.standardError)))
        #expect(status == expected.status, "\(script.relativePath): exit status held")
    }
}
