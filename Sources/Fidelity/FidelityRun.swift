import Foundation

/// The parent's side: each file of the corpus measured in a child process of its own (so a crash
/// or a hang is one file's outcome, not the end of the run), `jobs` at a time, with a time
/// limit per file. Outcomes come back in the jobs' order, whatever order the children end in.
public struct FidelityRun: Sendable {
    public var executable: String
    public var corpus: URL
    public var jobs = 2
    /// A file whose child has not answered in this many seconds is a hang.
    public var timeLimit: Double = 60
    /// Called after each file with the number done (from any thread, one call at a time).
    public var progress: (@Sendable (Int, Int) -> Void)? = nil

    public init(executable: String, corpus: URL) {
        self.executable = executable
        self.corpus = corpus
    }

    public func run(_ list: [CorpusJob]) -> [FidelityOutcome] {
        let lock = NSLock()
        nonisolated(unsafe) var outcomes = [FidelityOutcome?](repeating: nil, count: list.count)
        nonisolated(unsafe) var next = 0
        nonisolated(unsafe) var done = 0
        let group = DispatchGroup()
        for _ in 0..<max(1, jobs) {
            group.enter()
            Thread.detachNewThread {
                while true {
                    lock.lock()
                    let k = next
                    next += 1
                    lock.unlock()
                    guard k < list.count else { break }
                    let outcome = measure(list[k])
                    lock.lock()
                    outcomes[k] = outcome
                    done += 1
                    progress?(done, list.count)
                    lock.unlock()
                }
                group.leave()
            }
        }
        group.wait()
        return outcomes.map { $0! }
    }

    func measure(_ job: CorpusJob) -> FidelityOutcome {
        var outcome = FidelityOutcome(kind: job.kind, file: job.file, split: job.split, platform: job.platform, features: job.features)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--worker", job.kind.rawValue, job.file, "--corpus", corpus.path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        do { try process.run() } catch {
            outcome.failure = "not started: \(error)"
            return outcome
        }
        // Read while the child runs: a record larger than the pipe's buffer must not block it.
        nonisolated(unsafe) var data = Data()
        let reading = DispatchGroup()
        reading.enter()
        DispatchQueue.global().async {
            data = out.fileHandleForReading.readDataToEndOfFile()
            reading.leave()
        }
        var timedOut = false
        if ended.wait(timeout: .now() + timeLimit) == .timedOut {
            // A hung child has nothing to save: it is killed outright.
            kill(process.processIdentifier, SIGKILL)
            ended.wait()
            timedOut = true
        }
        reading.wait()
        let crashed = !timedOut && process.terminationReason == .uncaughtSignal
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        // The record: `KIB JSON` on the first line.
        if let first = lines.first, let space = first.firstIndex(of: " "), let memory = Int(first[..<space]) {
            outcome.peakMemoryKiB = memory
            let record = Data(first[first.index(after: space)...].utf8)
            let decoder = JSONDecoder()
            switch job.kind {
            case .ib: outcome.ib = try? decoder.decode(IBFileRecord.self, from: record)
            case .logs: outcome.log = try? decoder.decode(LogFileRecord.self, from: record)
            case .code: outcome.code = try? decoder.decode(CodeFileRecord.self, from: record)
            }
        }
        // A document's check: `check SECONDS KIB` on the second line.
        if job.kind == .ib, outcome.ib != nil {
            let words = lines.dropFirst().first?.split(separator: " ") ?? []
            if words.count == 3, words[0] == "check", let seconds = Double(words[1]), let memory = Int(words[2]) {
                outcome.checkSeconds = seconds
                outcome.peakMemoryKiB = max(outcome.peakMemoryKiB, memory)
            } else if timedOut {
                outcome.checkFailure = "over \(Int(timeLimit)) s"
            } else if crashed {
                outcome.checkFailure = "crashed (signal \(process.terminationStatus))"
            } else {
                outcome.checkFailure = "exited \(process.terminationStatus) without its time"
            }
            return outcome
        }
        if timedOut {
            outcome.failure = "hung (no answer in \(Int(timeLimit)) s)"
            return outcome
        }
        if crashed {
            outcome.failure = "crashed (signal \(process.terminationStatus))"
            return outcome
        }
        guard process.terminationStatus == 0, !lines.isEmpty else {
            outcome.failure = "exited \(process.terminationStatus) without a record"
            return outcome
        }
        if outcome.ib == nil && outcome.log == nil && outcome.code == nil { outcome.failure = "exited 0 with an unreadable record" }
        return outcome
    }
}
