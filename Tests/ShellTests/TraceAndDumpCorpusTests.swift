import Foundation
import LogImport
import PlumbTestSupport
import Testing
import Shell
import ShellTestSupport

/// The trace and dump corpora (../shared/corpus/traces and dumps, CorpusFolder; third-party, so
/// not kept in this repository, issue 33): real `_autolayoutTrace` outputs and printed constraint
/// arrays from public sources (each `.meta` says where), each imported through the shell.
/// `Tests/LogImportTests/Traces/NAME.expected` and `Dumps/NAME.expected` (ours, named after the
/// input) hold what the import printed on standard output and standard error, then `explain`'s
/// output (traces) or the views' constraints (`report root --descend`, dumps); the goldens here
/// say which inputs are pinned. A dump's `.meta` may say `flags: --dump`.
///
/// After a deliberate change of output, rewrite the golden files and review the diff:
///
///     PLUMB_UPDATE_LOG_CORPUS=1 swift test --filter ShellTests.TraceAndDumpCorpusTests
@Suite(.needsCorpus) struct TraceAndDumpCorpusTests {
    /// Where the goldens are: `Traces/NAME.expected`, `Dumps/NAME.expected`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("LogImportTests")
    static var updating: Bool { ProcessInfo.processInfo.environment["PLUMB_UPDATE_LOG_CORPUS"] == "1" }

    /// The corpus folder that holds the inputs named `Traces/…`, `Dumps/…` and `SubtreeDescriptions/…`.
    static let corpusFolders = ["Traces": "traces", "Dumps": "dumps", "SubtreeDescriptions": "subtree"]

    /// The input `file` (`Traces/NAME.trace`, `Dumps/NAME.log`, `SubtreeDescriptions/NAME.subtree`) in the corpus.
    static func input(_ file: String) -> URL {
        let parts = file.split(separator: "/", maxSplits: 1).map(String.init)
        return CorpusFolder.subfolder(corpusFolders[parts[0]]!).appendingPathComponent(parts[1])
    }

    /// The inputs of `folder` that have a golden here, as `folder/NAME.ext`.
    static func files(_ folder: String, _ ext: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".expected") }.map { folder + "/" + $0.dropLast(".expected".count) + "." + ext }.sorted()
    }

    static var traces: [String] { files("Traces", "trace") }
    static var dumps: [String] { files("Dumps", "log") }

    /// `key: value` of a `.meta` file.
    static func meta(_ file: String, _ key: String) -> String? {
        let url = input(file).deletingPathExtension().appendingPathExtension("meta")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(key + ": ") { return String(line.dropFirst(key.count + 2)) }
        return nil
    }

    /// Runs `lines` in the file's folder: each command's output and errors, in order.
    static func transcript(_ file: String, _ lines: [String]) -> String {
        let folder = input(file).deletingLastPathComponent().path
        var out = ""
        let run = runShell(lines: [], in: folder)
        for line in lines {
            run.output.clear()
            let ok = run.shell.execute(line)
            out += "== \(line): \(ok ? "ok" : "failed")\n== standard output\n" + run.out + "== standard error\n" + run.err
        }
        return out
    }

    static func golden(_ file: String) -> String {
        let name = String(file.split(separator: "/").last!)
        if file.hasPrefix("Traces/") { return transcript(file, ["import trace \(name)", "explain"]) }
        let flags = meta(file, "flags").map { " " + $0 } ?? ""
        return transcript(file, ["import log \(name)\(flags)", "report root --descend"])
    }

    static func check(_ file: String) throws {
        let actual = golden(file)
        let url = root.appendingPathComponent(file).deletingPathExtension().appendingPathExtension("expected")
        if updating {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "\(file): output differs from its .expected (PLUMB_UPDATE_LOG_CORPUS=1 rewrites it; review the diff)")
    }

    @Test(arguments: traces) func trace(_ file: String) throws { try Self.check(file) }
    @Test(arguments: dumps) func dump(_ file: String) throws { try Self.check(file) }

    /// Every file notes its source, and the corpora are there.
    @Test func everyFileHasItsSource() {
        #expect(Self.traces.count >= 12, "traces with goldens at \(Self.root.path)/Traces")
        #expect(Self.dumps.count >= 12, "dumps with goldens at \(Self.root.path)/Dumps")
        for f in Self.traces + Self.dumps { #expect(Self.meta(f, "source") != nil, "\(f): no source: line in its .meta") }
    }

    /// How much of each reads (docs/log-import.md "Traces", "Dumps"): a trace reads fully when
    /// every line that looks like a trace entry is one (no error, no warning); a dump reads
    /// fully when every message is a dump and each is full. Prints the counts:
    ///
    ///     swift test --filter TraceAndDumpCorpusTests 2>&1 | grep 'read fully'
    @Test func measure() throws {
        var trace = (full: 0, partly: 0, none: 0)
        for f in Self.traces {
            let text = try String(contentsOf: Self.input(f), encoding: .utf8)
            let r = TraceImporter.importTrace(text)
            if !r.importedAnything { trace.none += 1 }
            else if r.diagnostics.contains(where: { $0.severity != .note }) { trace.partly += 1 } else { trace.full += 1 }
        }
        var dump = (full: 0, partly: 0, none: 0)
        for f in Self.dumps {
            let text = try String(contentsOf: Self.input(f), encoding: .utf8)
            let r = LogImporter.importLog(text, dumps: Self.meta(f, "flags") == "--dump")
            let allDumps = r.parsed.messages.allSatisfy { $0.isDump }
            if r.importedAnything { #expect(allDumps, "\(f): a message was not read as a dump") }
            if !r.importedAnything { dump.none += 1 }
            else if r.completeness.allSatisfy({ $0 == .full }) && allDumps { dump.full += 1 } else { dump.partly += 1 }
        }
        print("traces: \(trace.full) of \(Self.traces.count) read fully, \(trace.partly) partly, \(trace.none) not at all; dumps: \(dump.full) of \(Self.dumps.count) read fully, \(dump.partly) partly, \(dump.none) not at all")
        #expect(trace.full >= 12)
        #expect(dump.full >= 10)
    }
}
