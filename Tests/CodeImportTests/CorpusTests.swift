import Foundation
import LayoutModel
import Testing
@testable import CodeImport

/// Real constraint code from public repositories (`Corpus/*.swift`, `Corpus/*.m`, each with its source —
/// repository, path, commit — in its first lines), imported into a 390×844 session; the views,
/// constraints, stack settings, content priorities, diagnostics and summary must equal
/// `Corpus/NAME.expected`. Each golden was written by the importer and then checked by hand
/// against the code (UIKit's meaning of each call, SnapKit's rules in docs/code-import.md).
/// After a deliberate change, rewrite them and review the diff:
///
///     PLUMB_UPDATE_CODE_CORPUS=1 swift test --skip-build --filter CodeImportTests.CorpusTests
@Suite struct CorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")
    static var updating: Bool { ProcessInfo.processInfo.environment["PLUMB_UPDATE_CODE_CORPUS"] == "1" }

    static var snippets: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") || $0.hasSuffix(".m") }.sorted()
    }

    static func listing(_ name: String) throws -> (text: String, complete: Bool) {
        let code = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        let outcome = CodeImporter.importCode(code, language: nil, into: LayoutSession(rootSize: Size(width: 390, height: 844)))
        #expect(outcome.language == (name.hasSuffix(".m") ? .objectiveC : .swift), "\(name): language detected as \(outcome.language)")
        let state = outcome.session.state
        var lines: [String] = []
        lines.append("views:")
        lines += ImportedCodeListing.views(state).map { "  " + $0 }
        lines.append("constraints:")
        lines += ImportedCodeListing.constraints(state).map { "  " + $0 }
        let stacks = ImportedCodeListing.stacks(state)
        if !stacks.isEmpty { lines.append("stacks:"); lines += stacks.map { "  " + $0 } }
        let priorities = ImportedCodeListing.contentPriorities(state)
        if !priorities.isEmpty { lines.append("content priorities:"); lines += priorities.map { "  " + $0 } }
        lines.append("diagnostics:")
        lines += outcome.diagnostics.map { "  " + $0.formatted(file: name) }
        lines.append("summary:")
        lines += outcome.summary.map { "  " + $0 }
        let complete = !outcome.diagnostics.contains { $0.severity == .error }
        return (lines.joined(separator: "\n") + "\n", complete)
    }

    @Test(arguments: snippets)
    func snippet(_ name: String) throws {
        let (text, _) = try Self.listing(name)
        let golden = Self.folder.appendingPathComponent((name as NSString).deletingPathExtension + ".expected")
        if Self.updating {
            try text.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(text == expected, "\(name) differs from its golden; if deliberate: PLUMB_UPDATE_CODE_CORPUS=1")
    }

    /// The corpus is big enough to mean something, and how much of it reads fully is pinned
    /// (a change either way is a decision, said in the commit).
    @Test func corpusCoverage() throws {
        let names = Self.snippets
        #expect(names.count >= 20, "only \(names.count) snippets")
        var full: [String] = [], partial: [String] = []
        for n in names { if try Self.listing(n).complete { full.append(n) } else { partial.append(n) } }
        print("code corpus: \(names.count) snippets, \(full.count) read fully, \(partial.count) partially: \(partial.joined(separator: ", "))")
        #expect(full.count >= 14, "read fully: \(full)")
    }
}
