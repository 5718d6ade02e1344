import Foundation
import LayoutModel
import LayoutText
import LayoutSyntax
import Testing
@testable import LayoutPictures
import ShellTestSupport

/// `draw` of every lesson's final layout at 80 columns, pinned in Unicode, in ASCII and with
/// the constraints, byte for byte. After a deliberate change, rewrite and review the files:
///
///     PLUMB_UPDATE_GOLDEN=1 swift test --filter GoldenDrawTests
@Suite struct GoldenDrawTests {
    enum Variant: String, CaseIterable, Sendable {
        case unicode, ascii, constraints
        var flags: String {
            switch self {
            case .unicode: return "--unicode --width 80"
            case .ascii: return "--ascii --width 80"
            case .constraints: return "--constraints --unicode --width 80"
            }
        }
    }

    static let cases: [(String, Variant)] = Lessons.names.flatMap { n in Variant.allCases.map { (n, $0) } }

    @Test(arguments: cases)
    func lessonDrawing(_ lesson: String, _ variant: Variant) throws {
        let session = try Lessons.session(lesson)
        let r = runShell(lines: ["draw " + variant.flags], session: session)
        #expect(r.ok, "\(r.err)")
        let actual = r.out
        let file = Lessons.goldenFolder.appendingPathComponent("\(lesson).\(variant.rawValue).txt")
        if Lessons.updatingGolden {
            try FileManager.default.createDirectory(at: Lessons.goldenFolder, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: file)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(actual == expected, "Tests/LayoutPicturesTests/Golden/\(file.lastPathComponent) differs; if deliberate: PLUMB_UPDATE_GOLDEN=1 swift test --filter GoldenDrawTests\n\(actual)")
        if variant == .ascii {
            let ascii = actual.unicodeScalars.allSatisfy { $0.isASCII }
            #expect(ascii, "ASCII drawing has non-ASCII characters")
        }
    }

    @Test func thereIsALessonForEveryGoldenFile() throws {
        if Lessons.updatingGolden { return }  // the files are being written in parallel
        #expect(Lessons.names.count >= 6)
        let files = try FileManager.default.contentsOfDirectory(atPath: Lessons.goldenFolder.path).filter { $0.hasSuffix(".txt") }
        #expect(Set(files) == Set(Self.cases.map { "\($0.0).\($0.1.rawValue).txt" }))
    }
}
