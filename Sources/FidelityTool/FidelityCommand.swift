import ArgumentParser
import Fidelity
import Foundation

/// `plumb-fidelity`: measures plumb on the real material of the shared corpus and prints one
/// report (docs/fidelity.md). `Scripts/fidelity` builds it in release mode and runs it.
@main
struct FidelityCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plumb-fidelity",
        abstract: "Measure plumb on the real documents, logs and code of the shared corpus.",
        discussion: "Each file is measured in a child process of its own: a crash or a hang is that file's outcome. The test split is reported as aggregates only.")

    @Option(help: "The corpus folder (default: $PLUMB_CORPUS, else ../shared/corpus from the package root).")
    var corpus: String?

    @Option(help: "train, test or all.")
    var split: String = "all"

    @Option(parsing: .upToNextOption, help: "Only these parts: ib, logs, code.")
    var only: [String] = []

    @Flag(help: "Print the figures as JSON.")
    var json = false

    @Option(help: "Write every train file's record to this file, one JSON object a line (for studying failures; test records are never written).")
    var records: String?

    @Option(help: "Files measured at once.")
    var jobs: Int = 2

    @Option(help: "Seconds after which a file counts as hung.")
    var timeLimit: Double = 60

    @Option(parsing: .upToNextOption, help: .hidden)
    var worker: [String] = []

    func validate() throws {
        guard ["train", "test", "all"].contains(split) else { throw ValidationError("--split takes train, test or all, not '\(split)'") }
        for o in only where FidelityOutcome.Kind(rawValue: o) == nil { throw ValidationError("--only takes ib, logs or code, not '\(o)'") }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        guard worker.isEmpty || worker.count == 2 else { throw ValidationError("--worker takes a kind and a file") }
    }

    func run() throws {
        let folder = corpusFolder()
        if worker.count == 2, let kind = FidelityOutcome.Kind(rawValue: worker[0]) {
            print(try FidelityWorker.run(kind: kind, file: worker[1], corpus: folder))
            return
        }
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("ib/MANIFEST.tsv").path) else {
            throw ValidationError("no corpus at \(folder.path) (set PLUMB_CORPUS or pass --corpus)")
        }
        let kinds = only.isEmpty ? Set(FidelityOutcome.Kind.allCases) : Set(only.compactMap(FidelityOutcome.Kind.init))
        let chosen = CorpusSplit(rawValue: split)
        let list = try CorpusJob.all(corpus: folder, only: kinds, split: chosen)
        var run = FidelityRun(executable: executablePath(), corpus: folder)
        run.jobs = jobs
        run.timeLimit = timeLimit
        let started = Date()
        let onTerminal = isatty(2) != 0
        run.progress = { done, total in
            // A line every 100 files in a log; one line kept up to date on a terminal.
            if onTerminal {
                FileHandle.standardError.write(Data("\rplumb-fidelity: \(done)/\(total) files, \(Int(Date().timeIntervalSince(started))) s".utf8))
                if done == total { FileHandle.standardError.write(Data("\n".utf8)) }
            } else if done % 100 == 0 || done == total {
                FileHandle.standardError.write(Data("plumb-fidelity: \(done)/\(total) files, \(Int(Date().timeIntervalSince(started))) s\n".utf8))
            }
        }
        let outcomes = run.run(list)
        let report = FidelityReport(outcomes, split: chosen, wallSeconds: Date().timeIntervalSince(started))
        if let records {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let lines = try outcomes.filter { $0.split == .train }.map { String(decoding: try encoder.encode($0), as: UTF8.self) + "\n" }
            try lines.joined().write(toFile: records, atomically: true, encoding: .utf8)
        }
        print(json ? try report.json() : report.text(kinds: kinds), terminator: "")
    }

    func corpusFolder() -> URL {
        if let corpus { return URL(fileURLWithPath: corpus) }
        if let env = ProcessInfo.processInfo.environment["PLUMB_CORPUS"], !env.isEmpty { return URL(fileURLWithPath: env) }
        // Sources/FidelityTool/FidelityCommand.swift → the package root, then ../shared/corpus.
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus")
    }

    func executablePath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
