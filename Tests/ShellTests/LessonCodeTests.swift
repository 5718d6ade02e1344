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
}
