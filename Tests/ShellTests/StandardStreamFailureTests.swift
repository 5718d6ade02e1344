import Foundation
import Testing

/// plumb exits non-zero when its output could not be written or its input read (issue 34: `plumb
/// check … > /dev/full` passed in CI, and a directory as standard input exited 0). The real
/// binary, with its standard streams set up as a shell would.
@Suite struct StandardStreamFailureTests {
    static func run(_ arguments: [String], stdout: FileHandle, stdin: FileHandle = FileHandle.nullDevice) throws -> (err: String, status: Int32) {
        let binary: String
        switch TerminalTests.plumbBinary() {
        case .success(let path): binary = path
        case .failure(let reason): throw reason
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-streams-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try "add view a\nframes\n".write(to: dir.appendingPathComponent("s.plumb"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["--no-init"] + arguments
        process.currentDirectoryURL = dir
        process.environment = ["HOME": dir.path, "XDG_STATE_HOME": dir.path, "XDG_CONFIG_HOME": dir.path, "NO_COLOR": "1", "LC_ALL": "C.UTF-8"]
        let err = Pipe()
        process.standardOutput = stdout
        process.standardError = err
        process.standardInput = stdin
        try process.run()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: errData, as: UTF8.self), process.terminationStatus)
    }

    @Test func aFullDiskFailsTheScript() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let r = try Self.run(["s.plumb"], stdout: full)
        #expect(r.status == 1)
        #expect(r.err == "plumb: error: cannot write standard output: No space left on device\n")
        // The same script with somewhere to write: 0.
        #expect(try Self.run(["s.plumb"], stdout: FileHandle.nullDevice).status == 0)
    }

    @Test func aFullDiskFailsACheck() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let r = try Self.run(["check", "s.plumb"], stdout: full)
        #expect(r.status == 1)
        #expect(r.err.hasSuffix("plumb: error: cannot write standard output: No space left on device\n"))
    }

    @Test func aDirectoryAsStandardInputFails() throws {
        let directory = try #require(FileHandle(forReadingAtPath: FileManager.default.temporaryDirectory.path))
        let r = try Self.run([], stdout: FileHandle.nullDevice, stdin: directory)
        #expect(r.status == 1)
        #expect(r.err == "plumb: error: cannot read standard input: Is a directory\n")
    }
}
