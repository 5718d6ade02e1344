import Foundation
import ConstraintSolver
import LayoutModel
import LayoutText
import LayoutSyntax
@testable import LogImport
import Testing
import PlumbTestSupport

/// Fuzzing: mutated and random inputs never crash or hang, and every failure is a clear error
/// (a message naming what was expected, at a column inside the input).
///
/// - The parser stage (text → syntax: ``DescriptionParser`` on one description, and every 100th
///   input ``ParsedLog/parse`` on a whole mutated log) runs on `PLUMB_FUZZ_COUNT` inputs
///   (default 1,000,000), split over the machine's cores.
/// - The full import (parse + reconstruct + solve, ``LogImporter/importLog``) runs on
///   `PLUMB_FUZZ_IMPORTS` mutated logs (default 1,000).
/// Each parser input must take under 100 ms; each full import at most `importStepLimit` steps of
/// solver work (a count, not a time). The figures are printed:
///
///     swift test --filter LogImportTests.FuzzTests
@Suite(.tags(.slow)) struct FuzzTests {
    static var parserCount: Int { Int(ProcessInfo.processInfo.environment["PLUMB_FUZZ_COUNT"] ?? "") ?? 1_000_000 }
    static var importCount: Int { Int(ProcessInfo.processInfo.environment["PLUMB_FUZZ_IMPORTS"] ?? "") ?? 1_000 }

    typealias Random = SplitMix64

    static let tokens: [String] = [
        "<", ">", "[", "]", "(", ")", "|", "-", "@", ":", "'", "\"", ",", ".", " ", "   ", "\t", "==", "<=", ">=", "*", "+", "- ",
        "0", "8", "-7", "1e-05", "0.5", "1000", "NSSpace(", "NSLayoutAnchorConstraintSpace(", "H:", "V:", "(LTR)", "(active)",
        "(active, names: ", "(Names: ", "'|':", "UIView:0x7a8", "UILabel:0x1'x'", ".width", ".leading", ".bottom", ".midX",
        "h=--& v=--& ", "priority:251", " Hug:250 CompressionResistance:750", "\\U00fc", "\\<", "\\>", "'Don't'", "ü", "分享",
        "NSLayoutConstraint:", "<NSAutoresizingMaskLayoutConstraint:0x1 ", "Unable to simultaneously satisfy constraints.",
        "Will attempt to recover by breaking constraint ", "<private>", "\n", "\n\n", "Conflicting constraints detected: (",
    ]

    static func seeds() -> (descriptions: [[Unicode.Scalar]], logs: [[Unicode.Scalar]]) {
        let folder = CorpusTests.folder
        var descriptions: [[Unicode.Scalar]] = []
        var logs: [[Unicode.Scalar]] = []
        for name in CorpusTests.logs {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(name + ".log"), encoding: .utf8) else { continue }
            logs.append(Array(text.unicodeScalars))
            for line in text.split(separator: "\n") {
                let s = Array(line.unicodeScalars)
                if let start = s.firstIndex(of: "<"), let end = s.lastIndex(of: ">"), start < end {
                    descriptions.append(Array(s[start...end]))
                }
            }
        }
        return (descriptions, logs)
    }

    static func mutate(_ input: [Unicode.Scalar], _ r: inout Random) -> [Unicode.Scalar] {
        var s = input
        let rounds = 1 + r.below(4)
        for _ in 0..<rounds {
            switch r.below(8) {
            case 0 where !s.isEmpty:   // delete a range
                let a = r.below(s.count), b = min(s.count, a + 1 + r.below(12))
                s.removeSubrange(a..<b)
            case 1:   // insert a token
                let t = tokens[r.below(tokens.count)].unicodeScalars
                s.insert(contentsOf: t, at: r.below(s.count + 1))
            case 2 where !s.isEmpty:   // replace one scalar
                let t = Array(tokens[r.below(tokens.count)].unicodeScalars)
                s[r.below(s.count)] = t.first ?? "x"
            case 3 where s.count > 2:   // duplicate a range
                let a = r.below(s.count), b = min(s.count, a + 1 + r.below(30))
                s.insert(contentsOf: s[a..<b], at: r.below(s.count + 1))
            case 4 where !s.isEmpty:   // truncate
                s.removeSubrange(r.below(s.count)..<s.count)
            case 5:   // random scalars, control and non-ASCII included
                for _ in 0..<(1 + r.below(6)) {
                    let v = UInt32(r.below(r.below(4) == 0 ? 0x3000 : 128))
                    if let u = Unicode.Scalar(v) { s.insert(u, at: r.below(s.count + 1)) }
                }
            case 6 where s.count > 4:   // swap two ranges' scalars
                let a = r.below(s.count), b = r.below(s.count)
                s.swapAt(a, b)
            default:   // a fresh random string of tokens
                if r.below(16) == 0 {
                    s = []
                    for _ in 0..<(r.below(20)) { s += tokens[r.below(tokens.count)].unicodeScalars }
                }
            }
        }
        return s
    }

    struct Stats: Sendable {
        var inputs = 0, parsed = 0, errors = 0, logs = 0
        var slowest: Duration = .zero
        var mostReadsPerScalar = 0.0
        var problems: [String] = []
    }

    /// The most scalar reads the description parser may make per scalar of its input (plus
    /// one): a bound on work that grows with the input, the same on every machine, where a time
    /// limit failed on a busy one. The costliest of the 1,000,000 inputs reads 14.5 per scalar: a
    /// mangled label full of `'` makes the parser look ahead from each quote for one that
    /// something valid follows. A parser that re-scanned its input from every position would
    /// read hundreds per scalar on these inputs.
    static let readsPerScalarLimit = 20

    static func fuzzParser(seed: UInt64, count: Int, descriptions: [[Unicode.Scalar]], logs: [[Unicode.Scalar]]) -> Stats {
        var r = Random(state: seed)
        var stats = Stats()
        let clock = ContinuousClock()
        for i in 0..<count {
            let wholeLog = i % 100 == 0
            let base = wholeLog ? logs[r.below(logs.count)] : descriptions[r.below(descriptions.count)]
            let scalars = mutate(base, &r)
            let start = clock.now
            let work = ScanWork()
            if wholeLog {
                let input = String(String.UnicodeScalarView(scalars))
                let p = ScanWork.$meter.withValue(work) { ParsedLog.parse(input) }
                stats.logs += 1
                for d in p.diagnostics where d.message.isEmpty || d.line < 1 || d.column < 1 {
                    if stats.problems.count < 5 { stats.problems.append("unclear diagnostic \(d) for log input (seed \(seed), #\(i))") }
                }
            } else {
                let outcome = ScanWork.$meter.withValue(work) { () -> Result<LogConstraint, Diagnostic> in
                    do throws(Diagnostic) {
                        return .success(try DescriptionParser.parse(scalars: scalars, line: 1, column: 1))
                    } catch {
                        return .failure(error)
                    }
                }
                switch outcome {
                case .success:
                    stats.parsed += 1
                case .failure(let error):
                    stats.errors += 1
                    if error.message.isEmpty || error.expected == nil || error.column < 1 || error.column > scalars.count + 1 {
                        let input = String(String.UnicodeScalarView(scalars))
                        if stats.problems.count < 5 { stats.problems.append("unclear error '\(error.message)' at column \(error.column) for \(input.debugDescription)") }
                    }
                }
            }
            let elapsed = clock.now - start
            if elapsed > stats.slowest { stats.slowest = elapsed }
            let perScalar = Double(work.reads) / Double(scalars.count + 1)
            stats.mostReadsPerScalar = max(stats.mostReadsPerScalar, perScalar)
            if perScalar > Double(Self.readsPerScalarLimit), stats.problems.count < 5 {
                stats.problems.append("\(work.reads) scalar reads for \(scalars.count) scalars: \(String(String.UnicodeScalarView(scalars)).prefix(200).debugDescription)")
            }
            stats.inputs += 1
        }
        return stats
    }

    @Test func parserStage() async throws {
        let (descriptions, logs) = Self.seeds()
        #expect(descriptions.count > 100 && logs.count >= 40)
        let total = Self.parserCount
        let workers = max(1, min(4, ProcessInfo.processInfo.activeProcessorCount))
        let clock = ContinuousClock()
        let start = clock.now
        let results = await withTaskGroup(of: Stats.self) { group in
            for w in 0..<workers {
                let n = total / workers + (w < total % workers ? 1 : 0)
                group.addTask { Self.fuzzParser(seed: 0x5EED_0000 + UInt64(w), count: n, descriptions: descriptions, logs: logs) }
            }
            var all: [Stats] = []
            for await s in group { all.append(s) }
            return all
        }
        let wall = clock.now - start
        let inputs = results.map(\.inputs).reduce(0, +)
        let slowest = results.map(\.slowest).max() ?? .zero
        let mostReads = results.map(\.mostReadsPerScalar).max() ?? 0
        print("fuzz (parser stage): \(inputs) inputs (\(results.map(\.logs).reduce(0, +)) whole logs) on \(workers) workers in \(wall); parsed \(results.map(\.parsed).reduce(0, +)), clear errors \(results.map(\.errors).reduce(0, +)); slowest input \(slowest); most scalar reads per input scalar \(mostReads)")
        #expect(inputs == total)
        #expect(mostReads > 0, "the parser's reads were not counted")
        for p in results.flatMap(\.problems) { Issue.record(Comment(rawValue: p)) }
    }

    /// The most solver work one full import may take, in ``SolverWork`` steps (pivots and added
    /// rows, conflict searches included) — a count, the same on every machine, where a time
    /// limit would fail on a slow or busy one. The costliest of the default 1,000 logs takes
    /// 1,057; a blow-up (a conflict search gone quadratic in the log's length) is far more.
    static let importStepLimit = 10_000

    @Test func fullImport() throws {
        let (_, logs) = Self.seeds()
        var r = Random(state: 0xF011_1A9E)
        let clock = ContinuousClock()
        var slowest: Duration = .zero
        var mostSteps = 0
        var imported = 0
        let start = clock.now
        for i in 0..<Self.importCount {
            let base = logs[i % logs.count]
            let input = String(String.UnicodeScalarView(i < logs.count ? base : Self.mutate(base, &r)))
            let t0 = clock.now
            let work = SolverWork()
            let result = SolverWork.$meter.withValue(work) { LogImporter.importLog(input) }
            let elapsed = clock.now - t0
            slowest = max(slowest, elapsed)
            mostSteps = max(mostSteps, work.steps)
            if result.importedAnything { imported += 1 }
            if ProcessInfo.processInfo.environment["PLUMB_FUZZ_TIMES"] != nil && i < logs.count { print("import \(CorpusTests.logs[i]): \(elapsed), \(work.steps) solver steps") }
            #expect(work.steps <= Self.importStepLimit, "import took \(work.steps) solver steps: \(input.prefix(300).debugDescription)")
            // The session is usable: every imported conflict can be explained.
            for d in result.diagnostics { #expect(!d.message.isEmpty && d.line >= 1 && d.column >= 1) }
        }
        print("fuzz (full import: parse + reconstruct + solve): \(Self.importCount) logs in \(clock.now - start), \(imported) imported something; slowest \(slowest), most solver steps \(mostSteps)")
    }
}

/// The two readers of issue 16 under the same fuzzing (in this `.slow` suite, the skip list's
/// `LogImportTests\.FuzzTests`): the trace reader's syntax stage (`TraceParser`) on
/// `PLUMB_FUZZ_TRACES` mutated traces (default 100,000), every one of the first
/// `PLUMB_FUZZ_TRACE_IMPORTS` (default 1,000) also through the whole `import trace` (parse and
/// build; no solver work: a trace has no constraints); and `import log` on `PLUMB_FUZZ_DUMPS`
/// mutated dumps (default 1,000; every other one with `--dump`), full imports with the solver.
/// Nothing may crash; every diagnostic has a message, a line inside the input and a column
/// inside its line (or just after it); solver work is bounded by steps.
extension FuzzTests {
    static var traceCount: Int { Int(ProcessInfo.processInfo.environment["PLUMB_FUZZ_TRACES"] ?? "") ?? 100_000 }
    static var traceImportCount: Int { Int(ProcessInfo.processInfo.environment["PLUMB_FUZZ_TRACE_IMPORTS"] ?? "") ?? 1_000 }
    static var dumpCount: Int { Int(ProcessInfo.processInfo.environment["PLUMB_FUZZ_DUMPS"] ?? "") ?? 1_000 }

    /// Every `.ext` file of a folder of the shared corpus (`traces`, `dumps`), as scalars.
    static func corpus(_ folder: String, _ ext: String) -> [[Unicode.Scalar]] {
        let url = CorpusFolder.subfolder(folder)
        return CorpusFolder.files(in: folder, ext: ext).compactMap { try? String(contentsOf: url.appendingPathComponent($0), encoding: .utf8) }.map { Array($0.unicodeScalars) }
    }

    static let traceTokens: [String] = [
        "|   ", "| ", "*", "+", "•", "<", ">", ">>", "UIView:0x7f88a8ca2880", "<UIView:0x1>", "'Label'", "'", "- AMBIGUOUS LAYOUT",
        " for UIView:0x1.minX{id: 3}", ", UIView:0x1.Height{id: 4}", ", MISSING HOST CONSTRAINTS", "\n", "\t",
        "<UILayoutGuide: 0x6000 - \"UIViewSafeAreaLayoutGuide\", layoutFrame = {{0, 88}, {375, 690}}, owningView = <UIView: 0x1; frame = (0 0; 375 812)>>",
        "layoutFrame = {{", "frame = (", "Legend:", "(lldb) po", "View has an ambiguous layout", "0x", ":", "{id: ", "}",
    ]

    /// The checks every diagnostic of a trace must pass: a message, a line of the input, a
    /// column inside that line or just after it.
    static func traceProblems(_ diagnostics: [Diagnostic], _ input: String) -> [String] {
        let lines = input.split(separator: "\n", omittingEmptySubsequences: false).map { $0.unicodeScalars.count }
        return diagnostics.compactMap { d in
            let ok = !d.message.isEmpty && d.line >= 1 && d.line <= lines.count && d.column >= 1 && d.column <= lines[d.line - 1] + 1
            return ok ? nil : "unclear diagnostic \(d) for \(input.prefix(300).debugDescription)"
        }
    }

    struct TraceStats: Sendable {
        var inputs = 0, entries = 0, diagnostics = 0, imports = 0, imported = 0
        var problems: [String] = []
    }

    /// `count` mutated traces from `seed`; the first `imports` of them also imported whole.
    static func fuzzTraces(seed: UInt64, count: Int, imports: Int, traces: [[Unicode.Scalar]]) -> TraceStats {
        var r = Random(state: seed)
        var stats = TraceStats()
        for i in 0..<count {
            var s = traces[i % traces.count]
            if i >= traces.count || seed != 0x7_2ACE {
                s = Self.mutate(s, &r)
                if r.below(2) == 0 {
                    // Trace-shaped tokens, too.
                    for _ in 0..<(1 + r.below(4)) { s.insert(contentsOf: Self.traceTokens[r.below(Self.traceTokens.count)].unicodeScalars, at: r.below(s.count + 1)) }
                }
            }
            let input = String(String.UnicodeScalarView(s))
            let parsed = try! TraceParser.parse(input)
            stats.inputs += 1
            stats.entries += parsed.entries.count
            stats.diagnostics += parsed.diagnostics.count
            if stats.problems.count < 5 { stats.problems += Self.traceProblems(parsed.diagnostics, input) }
            if i < imports {
                let result = TraceImporter.importTrace(input)
                stats.imports += 1
                if result.importedAnything { stats.imported += 1 }
                if stats.problems.count < 5 { stats.problems += Self.traceProblems(result.diagnostics, input) }
                // Every view of the session but the root came from one entry line.
                if result.session.state.views.count > parsed.entries.count + 1, stats.problems.count < 5 {
                    stats.problems.append("more views than entries for \(input.prefix(300).debugDescription)")
                }
            }
        }
        return stats
    }

    @Test(.needsCorpus) func traceReader() async throws {
        let traces = Self.corpus("traces", "trace")
        #expect(traces.count >= 12)
        let total = Self.traceCount, importTotal = min(Self.traceCount, Self.traceImportCount)
        let workers = max(1, min(4, ProcessInfo.processInfo.activeProcessorCount))
        let results = await withTaskGroup(of: TraceStats.self) { group in
            for w in 0..<workers {
                let n = total / workers + (w < total % workers ? 1 : 0)
                let m = importTotal / workers + (w < importTotal % workers ? 1 : 0)
                group.addTask { Self.fuzzTraces(seed: 0x7_2ACE + UInt64(w), count: n, imports: m, traces: traces) }
            }
            var all: [TraceStats] = []
            for await s in group { all.append(s) }
            return all
        }
        let sum = { (k: KeyPath<TraceStats, Int>) in results.map { $0[keyPath: k] }.reduce(0, +) }
        print("fuzz (import trace): \(sum(\.inputs)) traces parsed on \(workers) workers (\(sum(\.entries)) entries, \(sum(\.diagnostics)) diagnostics); \(sum(\.imports)) imported whole, \(sum(\.imported)) with views")
        for p in results.flatMap(\.problems) { Issue.record(Comment(rawValue: p)) }
        #expect(sum(\.inputs) == total)
        #expect(sum(\.entries) > total)
        #expect(sum(\.imports) == importTotal)
    }

    @Test(.needsCorpus) func dumpReader() throws {
        let dumps = Self.corpus("dumps", "log")
        #expect(dumps.count >= 12)
        var r = Random(state: 0xD0_3B)
        var imported = 0, asDumps = 0, mostSteps = 0
        for i in 0..<Self.dumpCount {
            let base = dumps[i % dumps.count]
            let input = String(String.UnicodeScalarView(i < dumps.count ? base : Self.mutate(base, &r)))
            let work = SolverWork()
            let flag = i % 2 == 1
            let result = SolverWork.$meter.withValue(work) { LogImporter.importLog(input, dumps: flag) }
            mostSteps = max(mostSteps, work.steps)
            if result.importedAnything { imported += 1 }
            asDumps += result.parsed.messages.filter(\.isDump).count
            #expect(work.steps <= Self.importStepLimit, "import took \(work.steps) solver steps: \(input.prefix(300).debugDescription)")
            for d in result.diagnostics { #expect(!d.message.isEmpty && d.line >= 1 && d.column >= 1) }
        }
        print("fuzz (import log, dumps): \(Self.dumpCount) dumps, \(imported) imported something, \(asDumps) messages read as dumps, most solver steps \(mostSteps)")
        #expect(asDumps > Self.dumpCount / 4)
    }
}
