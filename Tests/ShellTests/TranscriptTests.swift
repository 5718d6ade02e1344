import Foundation
import LayoutModel
import LayoutText
import LayoutSyntax
import PlumbTestSupport
import Testing
@testable import Shell
import ShellTestSupport

/// Golden transcripts: every `NAME.plumb` in `Tests/ShellTests/Transcripts/` and in
/// `docs/lessons/` runs through the interpreter, and its standard output, standard error and exit
/// status must match `NAME.out`, `NAME.err` and `NAME.status` byte for byte.
///
/// - Transcripts need all three files. Lessons need `NAME.out`; a missing `.err` means "no
///   errors" and a missing `.status` means 0 (lessons are meant to run cleanly).
/// - Each script runs in a fresh interpreter whose working directory is a temporary copy of its
///   folder, so `load include/x.plumb` finds the helpers beside it and `save` writes nowhere in
///   the source tree.
/// - The status is the one `plumb FILE` exits with: the status given to `quit`, else 1 when any
///   command failed, else 0.
/// - Every failed command must leave the session exactly as it was (checked by a second run, line
///   by line).
/// - A transcript that reads third-party material (TranscriptCorpusFiles: `import-dump.log`,
///   `import-trace.trace`, `traits-profile.storyboard`) gets it from the shared corpus in its
///   scratch copy, and is skipped when the corpus is absent.
///
/// After a deliberate change of output, rewrite the expected files and review the diff:
///
///     PLUMB_UPDATE_TRANSCRIPTS=1 swift test --filter TranscriptTests
@Suite struct TranscriptTests {
    @Test(arguments: GoldenScript.all.filter { !$0.needsCorpus })
    func transcript(_ script: GoldenScript) throws { try Self.check(script) }

    @Test(.needsCorpus, arguments: GoldenScript.all.filter(\.needsCorpus))
    func corpusTranscript(_ script: GoldenScript) throws { try Self.check(script) }

    /// Runs `script` and compares its output, errors and status with its golden files.
    static func check(_ script: GoldenScript) throws {
        let result = try script.run()
        for problem in result.problems { Issue.record(Comment(rawValue: "\(script.relativePath): \(problem)")) }
        if GoldenScript.updating {
            try script.write(result)
            return
        }
        let expected = try script.expected()
        for (what, actual, wanted) in [
            ("standard output (\(script.name).out)", result.output, expected.output),
            ("standard error (\(script.name).err)", result.error, expected.error),
        ] where actual != wanted {
            Issue.record(Comment(rawValue: "\(script.relativePath): \(what) differs (- expected, + actual):\n"
                + TextDiff.unified(expected: wanted, actual: actual)
                + "\nIf the change is deliberate: PLUMB_UPDATE_TRANSCRIPTS=1 swift test --filter TranscriptTests"))
        }
        #expect(result.status == expected.status, "\(script.relativePath): exit status")
    }

    @Test func everyCommandIsCovered() throws {
        // Each command of the registry appears at the start of a line of some transcript.
        var text = ""
        for s in GoldenScript.all { text += try String(contentsOf: s.url, encoding: .utf8) + "\n" }
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for c in CommandRegistry.standard.commands {
            let used = lines.contains { $0 == c.name || $0.hasPrefix(c.name + " ") }
            #expect(used, "no transcript uses the command '\(c.name)'")
        }
    }

    @Test func thereAreTranscriptsAndLessons() {
        #expect(GoldenScript.all.filter { $0.kind == .transcript }.count >= 20)
        #expect(GoldenScript.all.filter { $0.kind == .lesson }.count >= 6)
    }

    @Test func diffIsReadable() {
        let d = TextDiff.unified(expected: "a\nb\nc\n", actual: "a\nB\nc\nd\n")
        #expect(d.contains("-b"))
        #expect(d.contains("+B"))
        #expect(d.contains("+d"))
        #expect(d.contains(" a"))
    }
}

/// One script with expected output: a transcript or a lesson.
struct GoldenScript: Sendable, CustomTestStringConvertible, CustomStringConvertible {
    enum Kind: Sendable { case transcript, lesson }
    let kind: Kind
    let url: URL

    var name: String { url.deletingPathExtension().lastPathComponent }
    var folder: URL { url.deletingLastPathComponent() }
    var relativePath: String { (kind == .transcript ? "Tests/ShellTests/Transcripts/" : "docs/lessons/") + url.lastPathComponent }
    var testDescription: String { relativePath }
    var description: String { relativePath }

    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let transcriptsFolder = testsFolder.appendingPathComponent("Transcripts")
    static let lessonsFolder = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs").appendingPathComponent("lessons")

    static var updating: Bool { ProcessInfo.processInfo.environment["PLUMB_UPDATE_TRANSCRIPTS"] == "1" }

    static func scripts(in folder: URL, _ kind: Kind) -> [GoldenScript] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".plumb") }.sorted().map { GoldenScript(kind: kind, url: folder.appendingPathComponent($0)) }
    }

    static let all: [GoldenScript] = scripts(in: transcriptsFolder, .transcript) + scripts(in: lessonsFolder, .lesson)
    static var lessons: [GoldenScript] { all.filter { $0.kind == .lesson } }

    /// Whether the script reads a file that TranscriptCorpusFiles provides from the shared corpus.
    var needsCorpus: Bool {
        kind == .transcript && TranscriptCorpusFiles.needed(by: (try? String(contentsOf: url, encoding: .utf8)) ?? "")
    }

    struct Result: Equatable {
        var output: String
        var error: String
        var status: Int32
        /// Failed commands that changed the session, and other broken promises.
        var problems: [String] = []
    }

    func file(_ ext: String) -> URL { folder.appendingPathComponent(name + "." + ext) }

    func expected() throws -> Result {
        func read(_ ext: String, optional: Bool) throws -> String? {
            let u = file(ext)
            if optional && !FileManager.default.fileExists(atPath: u.path) { return nil }
            do { return try String(contentsOf: u, encoding: .utf8) } catch {
                throw GoldenError("\(relativePath): missing \(u.lastPathComponent); run with PLUMB_UPDATE_TRANSCRIPTS=1 to create it")
            }
        }
        let lesson = kind == .lesson
        let out = try read("out", optional: false) ?? ""
        let err = try read("err", optional: lesson) ?? ""
        let statusText = try read("status", optional: lesson) ?? "0"
        guard let status = Int32(statusText.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw GoldenError("\(relativePath): \(name).status holds '\(statusText)', not a number")
        }
        return Result(output: out, error: err, status: status)
    }

    func write(_ r: Result) throws {
        try Data(r.output.utf8).write(to: file("out"))
        if kind == .lesson {
            for (ext, text, empty) in [("err", r.error, r.error.isEmpty), ("status", "\(r.status)\n", r.status == 0)] {
                if empty { try? FileManager.default.removeItem(at: file(ext)) } else { try Data(text.utf8).write(to: file(ext)) }
            }
        } else {
            try Data(r.error.utf8).write(to: file("err"))
            try Data("\(r.status)\n".utf8).write(to: file("status"))
        }
    }

    /// Runs the script as `plumb FILE` would, in a scratch copy of its folder; then runs it again
    /// line by line to check that every failed command left the session as it was.
    func run() throws -> Result {
        let text = try String(contentsOf: url, encoding: .utf8)
        let scratch = try Self.scratchCopy(of: folder)
        defer { try? FileManager.default.removeItem(at: scratch) }

        let first = try runShellFile(url.lastPathComponent, in: scratch.path)
        var result = Result(output: first.out, error: first.err, status: first.status)

        // Second run, line by line: a failed command changes nothing.
        let scratch2 = try Self.scratchCopy(of: folder)
        defer { try? FileManager.default.removeItem(at: scratch2) }
        let checker = Interpreter(output: OutputBuffer(), workingDirectory: scratch2.path)
        checker.context.scriptStack.append(scratch2.appendingPathComponent(url.lastPathComponent).path)
        result.problems = Self.checkFailuresChangeNothing(text, file: url.lastPathComponent, in: checker)
        return result
    }

    /// Runs `text` as `Interpreter.runScript` does (blank lines skipped, bail and quit obeyed) and
    /// returns a message for each failed command that changed the session's state or the undo
    /// history.
    static func checkFailuresChangeNothing(_ text: String, file: String, in shell: Interpreter) -> [String] {
        var problems: [String] = []
        var number = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = String(raw.hasSuffix("\r") ? raw.dropLast() : raw)
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
            let before = shell.context.session.state
            let undoDepth = shell.context.undoStack.count
            let ok = shell.execute(line, at: Interpreter.Location(file: file, line: number))
            if !ok {
                if shell.context.session.state != before {
                    problems.append("line \(number) failed but changed the session: \(line)")
                }
                if shell.context.undoStack.count != undoDepth {
                    problems.append("line \(number) failed but added an undo step: \(line)")
                }
                if shell.context.settings.bail { break }
            }
            if shell.context.quitStatus != nil { break }
        }
        return problems
    }

    /// A temporary copy of a folder (the scripts and their helpers, not the expected files); for
    /// the transcripts' folder, with the files TranscriptCorpusFiles provides when the corpus is there.
    static func scratchCopy(of folder: URL) throws -> URL {
        let fm = FileManager.default
        let scratch = fm.temporaryDirectory.appendingPathComponent("plumb-transcript-\(UUID().uuidString)")
        try fm.createDirectory(at: scratch, withIntermediateDirectories: true)
        for name in try fm.contentsOfDirectory(atPath: folder.path) {
            if [".out", ".err", ".status"].contains(where: { name.hasSuffix($0) }) { continue }
            try fm.copyItem(at: folder.appendingPathComponent(name), to: scratch.appendingPathComponent(name))
        }
        if folder.standardizedFileURL == transcriptsFolder.standardizedFileURL && CorpusFolder.isPresent {
            try TranscriptCorpusFiles.provide(in: scratch)
        }
        return scratch
    }
}

struct GoldenError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}

/// A line diff for failure messages: the changed lines with three lines of context, `-` for the
/// expected text and `+` for the actual one, and `\t`, trailing spaces and a missing final newline
/// made visible.
enum TextDiff {
    static func unified(expected: String, actual: String, context: Int = 3) -> String {
        let a = lines(expected), b = lines(actual)
        // Trim the common head and tail, then an LCS table on what is left (bounded).
        var head = 0
        while head < a.count && head < b.count && a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head && tail < b.count - head && a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        let x = Array(a[head..<(a.count - tail)]), y = Array(b[head..<(b.count - tail)])
        var ops: [(Character, String)] = a[..<head].map { (" ", $0) }
        if x.count * y.count <= 4_000_000 {
            var lcs = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
            for i in stride(from: x.count - 1, through: 0, by: -1) {
                for j in stride(from: y.count - 1, through: 0, by: -1) {
                    lcs[i][j] = x[i] == y[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
                }
            }
            var i = 0, j = 0
            while i < x.count || j < y.count {
                if i < x.count && j < y.count && x[i] == y[j] {
                    ops.append((" ", x[i])); i += 1; j += 1
                } else if j < y.count && (i == x.count || lcs[i][j + 1] >= lcs[i + 1][j]) {
                    ops.append(("+", y[j])); j += 1
                } else {
                    ops.append(("-", x[i])); i += 1
                }
            }
        } else {
            ops += x.map { ("-", $0) } + y.map { ("+", $0) }
        }
        ops += a[(a.count - tail)...].map { (" ", $0) }
        // Keep changes and their context.
        var keep = Array(repeating: false, count: ops.count)
        for (k, op) in ops.enumerated() where op.0 != " " {
            for m in max(0, k - context)...min(ops.count - 1, k + context) { keep[m] = true }
        }
        var out: [String] = []
        var skipped = false
        for (k, op) in ops.enumerated() {
            if keep[k] {
                out.append(String(op.0) + visible(op.1))
                skipped = false
            } else if !skipped {
                out.append("…")
                skipped = true
            }
        }
        return out.joined(separator: "\n")
    }

    private static func lines(_ s: String) -> [String] {
        var parts = s.components(separatedBy: "\n")
        if parts.last == "" { parts.removeLast() } else if !s.isEmpty { parts[parts.count - 1] += "⏎(no final newline)" }
        return parts
    }

    private static func visible(_ line: String) -> String {
        var s = line.replacingOccurrences(of: "\t", with: "→\t")
        var trailing = 0
        while s.hasSuffix(" ") { s.removeLast(); trailing += 1 }
        if trailing > 0 { s += String(repeating: "·", count: trailing) }
        return s
    }
}
