import Foundation
import ConstraintSolver
import LayoutModel
import LayoutText
import LayoutSyntax
import Testing
import PlumbTestSupport
@testable import Shell
import ShellTestSupport

/// Over 100,000 seeded command lines — lines of the lessons and transcripts with random
/// mutations, random words from the command vocabulary, and well-formed random changes — go
/// into one interpreter. Nothing may crash or hang, and every command that fails must leave the
/// session (and the undo history) exactly as it was.
///
/// The session is put back to an empty one whenever it grows past a few views or a few dozen
/// constraints, so that the solver's work per line stays small and the test fast.
@Suite(.tags(.slow)) struct FuzzTests {
    /// 100,000 lines; PLUMB_FUZZ_LINES sets another number (and PLUMB_FUZZ_SEED another seed).
    static let lineCount = ProcessInfo.processInfo.environment["PLUMB_FUZZ_LINES"].flatMap { Int($0) } ?? 100_000
    static let seed = ProcessInfo.processInfo.environment["PLUMB_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x5eed_f00d
    /// The most solver work one line may take, in ``SolverWork`` steps (pivots and added rows,
    /// conflict searches included): a count, the same on every machine, where a limit in
    /// seconds fails on a slow or busy one. The costliest line of the default run takes 7,231.
    static let lineStepLimit = 50_000

    /// The limit only catches a hang outside the solver (the solver's work per line is bounded by
    /// `lineStepLimit`, a count): it is far above the run's time on a slow or busy machine (56 s of
    /// CPU; over 3 minutes of wall time on a machine shared with other builds), so it never
    /// times the code.
    @Test(.timeLimit(.minutes(30)))
    func failedCommandsChangeNothing() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        // Scripts the fuzzer may load, and a folder it may try to.
        try "add view loaded\nadd loaded.width == 10\nbogus\n".write(to: scratch.appendingPathComponent("a.plumb"), atomically: true, encoding: .utf8)
        try "load a.plumb\nload b.plumb\n".write(to: scratch.appendingPathComponent("b.plumb"), atomically: true, encoding: .utf8)

        var fuzzer = Fuzzer(seed: Self.seed, corpus: Fuzzer.corpus())
        let buffer = OutputBuffer()
        let shell = Interpreter(output: buffer, workingDirectory: scratch.path)
        var stats = Fuzzer.Stats()
        var problems: [String] = []
        var mostSteps = 0
        let start = Date()
        for n in 0..<Self.lineCount {
            let line = fuzzer.line(for: shell.context.session.state)
            let before = shell.context.session.state
            let undoDepth = shell.context.undoStack.count, redoDepth = shell.context.redoStack.count
            let lineStart = Date()
            let work = SolverWork()
            // One line in ten runs inside `load` (where the interpreter may skip its snapshot):
            // when it fails there, the session must be as it was too.
            // (Not a line that loads a script itself: that one can half-succeed.)
            let viaLoad = n % 10 == 5 && !Fuzzer.isLoad(line)
            let ok: Bool
            if viaLoad {
                try (line + "\n").write(to: scratch.appendingPathComponent("line.plumb"), atomically: false, encoding: .utf8)
                let failures = shell.context.failures
                ok = SolverWork.$meter.withValue(work) { shell.execute("load line.plumb") } && shell.context.failures == failures
            } else {
                ok = SolverWork.$meter.withValue(work) { shell.execute(line) }
            }
            mostSteps = max(mostSteps, work.steps)
            let seconds = Date().timeIntervalSince(lineStart)
            stats.record(ok: ok, seconds: seconds, line: line)
            if !ok {
                if shell.context.session.state != before {
                    problems.append("line \(n) failed but changed the session: \(line)")
                }
                if shell.context.undoStack.count != undoDepth || shell.context.redoStack.count != redoDepth {
                    problems.append("line \(n) failed but changed the undo history: \(line)")
                }
            }
            if work.steps > Self.lineStepLimit { problems.append("line \(n) took \(work.steps) solver steps: \(line)") }
            if problems.count >= 10 { break }
            if n % 20_000 == 19_999 {
                print("fuzz: \(n + 1) lines, \(String(format: "%.1f", Date().timeIntervalSince(start))) s")
            }
            // Keep going after quit, keep the output and the session small.
            shell.context.quitStatus = nil
            // `record a.plumb` would append every later line to a script the fuzzer loads, which
            // then grows without end: recording stops after the line that starts it.
            shell.context.recorder = nil
            if n % 64 == 0 { buffer.clear() }
            let state = shell.context.session.state
            // Broken constraints are what costs: after every change the engine tries each one
            // again (a conflict search), so the session starts again after each conflict.
            let broken = state.constraints.lazy.filter(\.isBroken).count
            if state.views.count > 4 || state.constraints.count > 18 || broken > 0 || n % 997 == 0 {
                shell.context.session.restore(LayoutSession().state)
                shell.context.undoStack.removeAll()
                shell.context.redoStack.removeAll()
                shell.context.history.removeAll()
                shell.context.settings = ShellSettings()
            }
        }
        for p in problems { Issue.record(Comment(rawValue: p)) }
        print("fuzz: \(stats.lines) lines in \(String(format: "%.1f", Date().timeIntervalSince(start))) s, "
            + "\(stats.succeeded) succeeded, \(stats.lines - stats.succeeded) failed; slowest "
            + String(format: "%.0f ms", stats.slowest * 1000) + ": \(stats.slowestLine); costliest: \(stats.costliest); "
            + "most solver steps in a line \(mostSteps)")
        #expect(stats.lines == Self.lineCount)
        #expect(stats.succeeded > stats.lines / 20, "too few lines succeed for the fuzzer to reach the layout")
    }

    @Test func mutationsAreDeterministic() {
        var a = Fuzzer(seed: 42, corpus: ["add view a"]), b = Fuzzer(seed: 42, corpus: ["add view a"])
        let state = LayoutSession().state
        for _ in 0..<200 { #expect(a.line(for: state) == b.line(for: state)) }
    }
}

/// Makes command lines: mutated corpus lines, random vocabulary, and well-formed changes.
struct Fuzzer {
    var rng: SeededGenerator
    var corpus: [String]
    var session: RandomSession
    var pending: [String] = []

    init(seed: UInt64, corpus: [String]) {
        rng = SeededGenerator(seed: seed)
        self.corpus = corpus
        session = RandomSession(seed: seed ^ 0xabcdef)
    }

    struct Stats {
        var lines = 0, succeeded = 0
        var slowest = 0.0
        var slowestLine = ""
        /// Seconds spent per first word, for the summary.
        var byWord: [String: Double] = [:]
        mutating func record(ok: Bool, seconds: Double, line: String) {
            lines += 1
            if ok { succeeded += 1 }
            if seconds > slowest { slowest = seconds; slowestLine = line }
            byWord[String(line.split(separator: " ").first ?? ""), default: 0] += seconds
        }
        var costliest: String {
            byWord.sorted { $0.value > $1.value }.prefix(6).map { "\($0.key) \(String(format: "%.1f", $0.value)) s" }.joined(separator: ", ")
        }
    }

    /// Every command line of the lessons and transcripts (comments and blank lines left out).
    static func corpus() -> [String] {
        var lines: [String] = []
        for script in GoldenScript.all {
            guard let text = try? String(contentsOf: script.url, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                let t = line.trimmingCharacters(in: .whitespaces)
                if t.isEmpty || t.hasPrefix("#") { continue }
                // Loading the transcripts' own helpers from the fuzz folder is pointless.
                if t.hasPrefix("load include") || t.hasPrefix("source include") { continue }
                lines.append(String(line))
            }
        }
        return lines
    }

    static let alphabet: [Character] = Array("abcxyzAZ019 .,:;-+*@#|[]()<>=!\"\\'\t_&×éΩ✓0x7a8")
    static let numbers = ["0", "-0", "1", "-1", "1e9", "1e10", "-1e9", "1e308", "1e-300", "nan", "inf", "-inf", "0x10",
                          "999", "1000", "1001", "250.5", "0.5", "3.14159265", "12abc", "", "9999999999999999999999"]
    static let keywords = ["on", "off", "H", "V", "--descend", "--handles", "none", "required", "trace", "view", "guide",
                           "in", "text", "intrinsic", "frame", "mask", "h=--&", "v=&-&", "size", "id", "align", "direction",
                           "spacing", "classic", "modern", "echo", "bail", "rtl", "double-strings", "text-scale", "log-style",
                           "a.plumb", "b.plumb", "missing.plumb", ".", "/", "saved.plumb"]
    static let fragments = ["H:|-[v0]-|", "V:[v0]-(>=8@750)-[v1]", "H:[v0(==v1)]", "|", "-", "[v0", "(>=20)", "H:", "V:",
                            "v0.width", "v1.leading", "root.centerX", "root.margins.top", "root.safeArea.bottom",
                            "==", "<=", ">=", "*", "+", "@250", "\"Position Constraint\"", "\"\"", "\"unterminated",
                            "<UIView:0x7a85e3a0>.left", "UILabel:0x7a88d570'Name'.top", "0x7a82f1d0", "0x7b82f1d0"]

    static let commandNames = CommandRegistry.standard.commands.flatMap { [$0.name] + $0.aliases }

    /// Whether the line runs `load` (or `source`).
    static func isLoad(_ line: String) -> Bool {
        guard let first = (try? CommandWords(line))?.words.first else { return false }
        if case .found(let c) = CommandRegistry.standard.lookup(first.text) { return c.name == LoadCommand.name }
        return false
    }

    mutating func int(_ r: ClosedRange<Int>) -> Int { Int.random(in: r, using: &rng) }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    mutating func line(for state: LayoutState) -> String {
        switch int(0...9) {
        case 0...3: return mutate(pick(corpus))
        case 4...7: return randomWords(state)
        default:
            // A well-formed change from the random-session generator (lines of a multi-line
            // change run one after the other).
            if pending.isEmpty { pending = session.commands(for: state) }
            return pending.isEmpty ? "frames" : pending.removeFirst()
        }
    }

    mutating func mutate(_ line: String) -> String {
        var chars = Array(line)
        for _ in 0..<int(1...3) {
            switch int(0...7) {
            case 0 where !chars.isEmpty: chars.remove(at: int(0...(chars.count - 1)))
            case 1: chars.insert(pick(Self.alphabet), at: int(0...chars.count))
            case 2 where !chars.isEmpty: chars = Array(chars.prefix(int(0...chars.count)))
            case 3:
                var words = String(chars).split(separator: " ", omittingEmptySubsequences: false).map(String.init)
                if words.count > 1 { words.swapAt(int(0...(words.count - 1)), int(0...(words.count - 1))) }
                chars = Array(words.joined(separator: " "))
            case 4:
                var words = String(chars).split(separator: " ").map(String.init)
                if !words.isEmpty { words[int(0...(words.count - 1))] = pick(Self.numbers) }
                chars = Array(words.joined(separator: " "))
            case 5:
                var words = String(chars).split(separator: " ").map(String.init)
                if !words.isEmpty { let w = pick(words); words.insert(w, at: int(0...words.count)) }
                chars = Array(words.joined(separator: " "))
            case 6: chars += Array(" " + pick(Self.fragments))
            default:
                var words = String(chars).split(separator: " ").map(String.init)
                if !words.isEmpty { words[int(0...(words.count - 1))] = pick(Self.keywords) }
                chars = Array(words.joined(separator: " "))
            }
        }
        return String(chars)
    }

    mutating func randomWords(_ state: LayoutState) -> String {
        var command = pick(Self.commandNames)
        if int(0...4) == 0 { command = String(command.prefix(int(1...max(1, command.count)))) }
        var words = [command]
        let viewNames = state.views.map(\.name) + ["nothing", "v0", "v1", "root"]
        let handles = state.constraints.map(\.handleName) + ["c1", "c99", "s1"]
        for _ in 0..<int(0...5) {
            switch int(0...6) {
            case 0: words.append(pick(viewNames))
            case 1: words.append(pick(handles))
            case 2: words.append(pick(Self.numbers))
            case 3: words.append(pick(Self.keywords))
            case 4: words.append(pick(Self.fragments))
            case 5: words.append("\(pick(viewNames)).\(pick(["width", "height", "left", "top", "centerX", "frame", "hasAmbiguousLayout", "bogus"]))")
            default: words.append("\(int(0...400))x\(int(0...400))")
            }
        }
        return words.joined(separator: " ")
    }
}
