import Foundation
import Shell
import ShellTestSupport
import Testing

/// Scripts loading scripts are bounded in depth with an error, never a stack overflow (issue 34:
/// about 2,000 nested loads crashed plumb).
@Suite struct NestedLoadTests {
    /// `s0.plumb` loads `s1.plumb` … up to `s<count-1>.plumb`, which adds a view.
    static func chain(_ count: Int) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-nested-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for k in 0..<count {
            let line = k == count - 1 ? "add view deepest" : "load s\(k + 1).plumb"
            try (line + "\n").write(to: dir.appendingPathComponent("s\(k).plumb"), atomically: true, encoding: .utf8)
        }
        return dir.path
    }

    /// Run on a thread with the main thread's 8 MiB of stack (the test runner's threads have less).
    static func onMainSizedStack(_ body: @escaping @Sendable () -> ShellRun) -> ShellRun {
        nonisolated(unsafe) var result: ShellRun?
        let done = DispatchSemaphore(value: 0)
        let thread = Thread { result = body(); done.signal() }
        thread.stackSize = 8 << 20
        thread.start()
        done.wait()
        return result!
    }

    @Test func aChainAsDeepAsTheLimitLoads() throws {
        let dir = try Self.chain(100)
        let r = Self.onMainSizedStack { runShell(lines: ["load s0.plumb"], in: dir) }
        #expect(r.ok, "\(r.err)")
        #expect(r.session.state.views.contains { $0.name == "deepest" })
    }

    @Test func aDeeperChainIsRefusedWithTheChainsEnds() throws {
        let dir = try Self.chain(2_000)
        let r = Self.onMainSizedStack { runShell(lines: ["load s0.plumb"], in: dir) }
        #expect(r.status == 1)
        #expect(r.err.contains("s100.plumb not loaded: scripts are already loading each other 100 deep, the most plumb loads (s0.plumb → … → s99.plumb)"), "\(r.err.prefix(600))")
        // The load is undone whole: nothing of the chain is left.
        #expect(!r.session.state.views.contains { $0.name == "deepest" })
    }
}
