import Foundation
import LayoutModel
import LayoutText
import LayoutSyntax
import Testing
import ShellTestSupport

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
        let r = try runShellFile(name + ".plumb", in: lessonsFolder.path)
        guard r.ok else { throw TestFailure("lesson \(name) failed:\n\(r.err)") }
        return r.session
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
