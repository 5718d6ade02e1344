import Foundation
import LayoutModel
import CodeImport
import Testing
@testable import Shell
import ShellTestSupport

/// The book's Objective-C beside the lessons (docs/lessons/NN-name.m) gives the lesson's frames:
/// each .m names its point in the lesson with a `// lesson-point: LINE` comment (a line of the
/// .plumb, which must occur exactly once); the lesson runs up to and including that line, the
/// .m is imported into a fresh session with the lesson's root size, and every view below the
/// root must be there with the same class and the same frame in the root (the root's frame too).
@Suite struct LessonCodeTests {
    struct Pair {
        var lesson: GoldenScript
        var code: URL
    }

    static var pairs: [Pair] {
        GoldenScript.lessons.compactMap { lesson in
            let code = lesson.url.deletingPathExtension().appendingPathExtension("m")
            return FileManager.default.fileExists(atPath: code.path) ? Pair(lesson: lesson, code: code) : nil
        }
    }

    /// The lesson's lines up to and including the .m's `lesson-point` line.
    static func lessonPrefix(_ pair: Pair) throws -> String? {
        let code = try String(contentsOf: pair.code, encoding: .utf8)
        let marker = "// lesson-point: "
        guard let pointLine = code.split(separator: "\n").first(where: { $0.hasPrefix(marker) }) else {
            Issue.record("\(pair.code.lastPathComponent) has no '\(marker)LINE' comment")
            return nil
        }
        let point = String(pointLine.dropFirst(marker.count)).trimmingCharacters(in: .whitespaces)
        let lines = try String(contentsOf: pair.lesson.url, encoding: .utf8).components(separatedBy: "\n")
        let at = lines.indices.filter { lines[$0].trimmingCharacters(in: .whitespaces) == point }
        guard at.count == 1 else {
            Issue.record("\(pair.code.lastPathComponent): '\(point)' occurs \(at.count) times in \(pair.lesson.relativePath), not once")
            return nil
        }
        return lines[...at[0]].joined(separator: "\n") + "\n"
    }

    /// `name (Class): frame` for the root and every view below it.
    static func frames(_ session: LayoutSession) -> [String] {
        let state = session.state
        return state.viewIDs.map { v in
            let name = v == state.root ? "(root)" : state[v].name
            return "\(name) (\(state[v].className)): \(session.rootFrame(of: .view(v)))"
        }.sorted()
    }

    @Test func theBooksCodeGivesTheLessonsFrames() throws {
        let pairs = Self.pairs
        var compared = 0
        for pair in pairs {
            guard let prefix = try Self.lessonPrefix(pair) else { continue }
            let lesson = runShell(prefix, file: pair.lesson.url.lastPathComponent, in: GoldenScript.lessonsFolder.path)
            #expect(lesson.ok, "\(pair.lesson.relativePath) up to its point failed: \(lesson.err)")
            let size = lesson.session.state.rootSize
            let code = try String(contentsOf: pair.code, encoding: .utf8)
            let imported = CodeImporter.importCode(code, language: .objectiveC, into: LayoutSession(rootSize: Size(width: size.width, height: size.height)))
            let errors = imported.diagnostics.filter { $0.severity == .error }.map { $0.formatted(file: pair.code.lastPathComponent) }
            #expect(errors.isEmpty, "\(errors)")
            let want = Self.frames(lesson.session), got = Self.frames(imported.session)
            #expect(got == want, "\(pair.code.lastPathComponent): frames differ from \(pair.lesson.relativePath) at its point\n- \(want.filter { !got.contains($0) })\n+ \(got.filter { !want.contains($0) })")
            #expect(want.count >= 2, "\(pair.lesson.relativePath): nothing but the root to compare")
            compared += 1
        }
        print("lesson code: \(compared) of \(pairs.count) .m files give their lesson's frames: \(pairs.map { $0.code.lastPathComponent }.joined(separator: ", "))")
        // Lessons 1 and 7 are the chapter's examples with Objective-C constraint code (5-2, 5-1).
        #expect(pairs.count >= 2 && compared == pairs.count)
    }

    /// Pasting the book's code prints the book's logs, as `add` and `pin` print theirs: Example
    /// 5-2's conflict, the 80-point pin broken; and Example 5-1 without the fix line, the
    /// label's autoresizing constraints against each centring constraint.
    @Test func theBooksLogsComeWithItsCode() throws {
        let lessons = GoldenScript.lessonsFolder.path
        let conflict = runShell("import code 01-conflicting-rules.m\n", in: lessons)
        #expect(conflict.ok, "\(conflict.err)")
        let parts = conflict.out.components(separatedBy: "Will attempt to recover by breaking constraint")
        #expect(parts.count == 2 && parts[1].contains("H:|-(80)-[UILabel:"), "\(conflict.out)")

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-lesson-code-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixed = try String(contentsOf: GoldenScript.lessonsFolder.appendingPathComponent("07-autoresizing.m"), encoding: .utf8)
        let unfixed = fixed.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("the book's fix") }
        #expect(unfixed.count == fixed.split(separator: "\n", omittingEmptySubsequences: false).count - 1)
        try unfixed.joined(separator: "\n").write(to: folder.appendingPathComponent("unfixed.m"), atomically: true, encoding: .utf8)
        let translating = runShell("import code unfixed.m\n", in: folder.path)
        #expect(translating.ok, "\(translating.err)")
        #expect(translating.out.components(separatedBy: "Unable to simultaneously satisfy constraints.").count == 3, "\(translating.out)")
        #expect(translating.out.contains("<NSAutoresizingMaskLayoutConstraint:0x") && translating.out.contains("h=--& v=--& UILabel:"), "\(translating.out)")
    }
}

