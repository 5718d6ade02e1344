import Foundation
import Testing
import ShellTestSupport

/// The interactive shell in a real terminal: runs `Scripts/tmux-test` (tmux drives plumb; Tab
/// completion, history across runs, Ctrl-C, Ctrl-D, SIGTERM). Skipped, with the reason, when
/// tmux is missing or the plumb binary can be neither found nor built. `Scripts/test` installs
/// tmux, so CI runs it.
@Suite(.tags(.slow)) struct TerminalTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test func interactiveShellInTmux() throws {
        guard Self.which("tmux") != nil else {
            try Test.cancel("skipped: tmux is not installed (Scripts/test installs it)")
        }
        let plumb: String
        switch Self.plumbBinary() {
        case .success(let path): plumb = path
        case .failure(let reason): try Test.cancel("skipped: \(reason.message)")
        }
        let result = Self.run(["bash", Self.root + "/Scripts/tmux-test", plumb], timeout: 300)
        let lastLine = result.output.split(separator: "\n").last.map(String.init) ?? ""
        #expect(result.status == 0, "Scripts/tmux-test failed:\n\(result.output)")
        #expect(lastLine.hasSuffix(" 0 failed"), "Scripts/tmux-test:\n\(result.output)")
    }

    struct Reason: Error { var message: String }

    /// The plumb binary next to this test bundle (swift build and swift test build it there), in
    /// .build/debug, or built now.
    static func plumbBinary() -> Result<String, Reason> {
        let manager = FileManager.default
        if let path = ProcessInfo.processInfo.environment["PLUMB"], manager.isExecutableFile(atPath: path) {
            return .success(path)
        }
        var candidates: [String] = []
        if let exe = try? manager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append((exe as NSString).deletingLastPathComponent + "/plumb")
        }
        candidates.append(root + "/.build/debug/plumb")
        if let found = candidates.first(where: { manager.isExecutableFile(atPath: $0) }) { return .success(found) }
        // Not built yet: build it in a scratch folder of its own (the one `swift test` is using
        // is locked while the tests run).
        guard let swift = which("swift") else { return .failure(Reason(message: "no plumb binary and no swift to build it")) }
        let scratch = root + "/.build-terminal-test"
        let build = run([swift, "build", "--package-path", root, "--scratch-path", scratch, "--product", "plumb"], timeout: 900)
        let built = scratch + "/debug/plumb"
        guard build.status == 0, manager.isExecutableFile(atPath: built) else {
            return .failure(Reason(message: "plumb could not be built:\n" + build.output))
        }
        return .success(built)
    }

    static func which(_ tool: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = folder + "/" + tool
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// Runs a program; its standard output and error together, and its status (-1 on timeout).
    /// posix_spawn rather than Foundation's Process: the child starts with no signal blocked or
    /// ignored (a test runner's mask would reach tmux and plumb, and Ctrl-C would never arrive),
    /// and the exit is seen with waitpid even while tmux's server, a grandchild, lives on.
    static func run(_ arguments: [String], timeout: TimeInterval) -> (status: Int32, output: String) {
        let program = arguments[0].hasPrefix("/") ? arguments[0] : which(arguments[0]) ?? arguments[0]
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-terminal-test-\(UUID().uuidString).log").path
        defer { unlink(log) }
        let fd = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard fd >= 0 else { return (-1, "cannot write \(log)") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, fd, 1)
        posix_spawn_file_actions_adddup2(&actions, fd, 2)
        posix_spawn_file_actions_addclose(&actions, fd)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        let env: [UnsafeMutablePointer<CChar>?] = ProcessInfo.processInfo.environment.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer {
            for p in argv { free(p) }
            for p in env { free(p) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, program, &actions, &attributes, argv, env)
        close(fd)
        guard spawned == 0 else { return (-1, "cannot run \(program): error \(spawned)") }
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        var timedOut = false
        while true {
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid || (r < 0 && errno != EINTR) { break }
            if Date() > deadline {
                timedOut = true
                kill(pid, SIGTERM)
                _ = waitpid(pid, &status, 0)
                break
            }
            usleep(100_000)
        }
        let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        // The exit status (WEXITSTATUS), or 128 + the signal that ended it.
        let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return (timedOut ? -1 : exit, output + (timedOut ? "\n(timed out after \(Int(timeout)) s)" : ""))
    }
}
