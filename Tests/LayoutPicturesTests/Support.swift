import Foundation
import LayoutModel
import LayoutText
import LayoutSyntax
import Testing
@testable import Shell

/// The lessons of docs/lessons, run to their end, and the folders the tests read and write.
enum Lessons {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let goldenFolder = testsFolder.appendingPathComponent("Golden")
    static let repository = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
    static let lessonsFolder = repository.appendingPathComponent("docs/lessons")

    /// The lesson scripts' names without extension (`01-conflicting-rules`), sorted.
    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: lessonsFolder.path)) ?? []
        return files.filter { $0.hasSuffix(".plumb") }.sorted().map { String($0.dropLast(".plumb".count)) }
    }()

    /// The session at the end of a lesson.
    static func session(_ name: String) throws -> LayoutSession {
        let buffer = OutputBuffer()
        let shell = Interpreter(output: buffer, workingDirectory: lessonsFolder.path)
        let ok = try shell.runScriptFile(name + ".plumb")
        guard ok else { throw TestFailure("lesson \(name) failed:\n\(buffer.standardError)") }
        return shell.context.session
    }

    /// Runs shell commands in a fresh interpreter; returns standard output.
    static func run(_ lines: [String], in folder: String = FileManager.default.temporaryDirectory.path) -> (out: String, err: String, shell: Interpreter) {
        let buffer = OutputBuffer()
        let shell = Interpreter(output: buffer, workingDirectory: folder)
        for line in lines { shell.execute(line) }
        return (buffer.standardOutput, buffer.standardError, shell)
    }

    static var updatingGolden: Bool { ProcessInfo.processInfo.environment["PLUMB_UPDATE_GOLDEN"] == "1" }
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}

/// A fresh scratch folder, removed by the caller.
func scratchFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-pictures-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
