import Foundation
import Testing
@testable import Fidelity

/// The parent side of `plumb-fidelity`: a child that crashes, hangs or answers nonsense is that
/// file's outcome, and the run goes on. The children here are small shell scripts standing in
/// for the worker (no corpus needed).
@Suite struct FidelityRunTests {
    static func script(_ body: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fidelity-\(UUID().uuidString).sh")
        try ("#!/bin/sh\n" + body + "\n").write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url.path
    }

    static let job = CorpusJob(kind: .code, file: "a.swift", split: .train, platform: "swift", features: [])

    @Test func aCrashIsTheFilesOutcome() throws {
        let run = FidelityRun(executable: try Self.script("kill -SEGV $$"), corpus: URL(fileURLWithPath: "/nonexistent"))
        let outcomes = run.run([Self.job, Self.job])
        #expect(outcomes.count == 2)
        #expect(outcomes.allSatisfy { $0.failure == "crashed (signal 11)" && $0.code == nil })
    }

    @Test func aHangIsEndedAtTheTimeLimit() throws {
        var run = FidelityRun(executable: try Self.script("exec sleep 30"), corpus: URL(fileURLWithPath: "/nonexistent"))
        run.timeLimit = 0.5
        let outcome = run.run([Self.job])[0]
        #expect(outcome.failure == "hung (no answer in 0 s)")
    }

    /// A document's record stands when its `plumb check` then takes too long: the check is
    /// what did not finish, not the file.
    @Test func aDocumentsCheckOverTheLimitKeepsItsRecord() throws {
        let record = #"{"file":"a.xib","outcome":"opened","scenes":1,"scenesImported":1,"findings":[],"views":[],"viewsNotModelled":0,"importSeconds":0.01}"#
        var run = FidelityRun(executable: try Self.script("echo '1024 \(record)'; exec sleep 30"), corpus: URL(fileURLWithPath: "/nonexistent"))
        run.timeLimit = 1
        let job = CorpusJob(kind: .ib, file: "a.xib", split: .train, platform: "ios", features: [])
        let outcome = run.run([job])[0]
        #expect(outcome.failure == nil)
        #expect(outcome.ib?.scenes == 1)
        #expect(outcome.checkFailure == "over 1 s")
        let finished = FidelityRun(executable: try Self.script("echo '1024 \(record)'; echo 'check 0.25 2048'"), corpus: URL(fileURLWithPath: "/nonexistent")).run([job])[0]
        #expect(finished.checkSeconds == 0.25)
        #expect(finished.peakMemoryKiB == 2048)
        #expect(finished.checkFailure == nil)
    }

    @Test func aRecordIsReadWithItsMemory() throws {
        let record = #"{"constraints":3,"file":"a.swift","importSeconds":0.001,"outcome":"full","skipped":[],"views":2}"#
        let run = FidelityRun(executable: try Self.script("echo '2048 \(record)'"), corpus: URL(fileURLWithPath: "/nonexistent"))
        let outcome = run.run([Self.job])[0]
        #expect(outcome.failure == nil)
        #expect(outcome.peakMemoryKiB == 2048)
        #expect(outcome.code?.constraints == 3)
        let nonsense = FidelityRun(executable: try Self.script("echo nonsense"), corpus: URL(fileURLWithPath: "/nonexistent")).run([Self.job])[0]
        #expect(nonsense.failure == "exited 0 with an unreadable record")
    }
}
