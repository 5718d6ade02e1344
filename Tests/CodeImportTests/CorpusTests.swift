import Foundation
import LayoutModel
import PlumbTestSupport
import Testing
@testable import CodeImport

/// Real constraint code from public repositories (the shared corpus's `code/*.swift`, `code/*.m`,
/// each with its source — repository, path, commit — in its first lines; CorpusFolder says where
/// the corpus is), imported into a 390×844 session; the views, constraints, stack settings,
/// content priorities, diagnostics and summary must equal `Corpus/NAME.expected` here (the
/// snippets are third-party and not kept in this repository, issue 33; their goldens are ours). Each golden was written by the importer and then checked by hand
/// against the code (UIKit's meaning of each call, SnapKit's rules in docs/code-import.md).
/// After a deliberate change, rewrite them and review the diff:
///
///     PLUMB_UPDATE_CODE_CORPUS=1 swift test --skip-build --filter CodeImportTests.CorpusTests
@Suite(.needsCorpus) struct CorpusTests {
    /// Where the snippets are read from.
    static let folder = CorpusFolder.subfolder("code")
    /// Where their goldens are (`NAME.expected`, NAME the snippet's name without its extension).
    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")
    static var updating: Bool { ProcessInfo.processInfo.environment["PLUMB_UPDATE_CODE_CORPUS"] == "1" }

    /// The corpus's snippets that have a golden here (all 49 of `code/` today).
    static var snippets: [String] {
        let goldens = Set(((try? FileManager.default.contentsOfDirectory(atPath: goldenFolder.path)) ?? []).filter { $0.hasSuffix(".expected") })
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { ($0.hasSuffix(".swift") || $0.hasSuffix(".m")) && goldens.contains(($0 as NSString).deletingPathExtension + ".expected") }
            .sorted()
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
        let golden = Self.goldenFolder.appendingPathComponent((name as NSString).deletingPathExtension + ".expected")
        if Self.updating {
            try text.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(text == expected, "\(name) differs from its golden; if deliberate: PLUMB_UPDATE_CODE_CORPUS=1")
    }

    /// Frames of five snippets in the 390×844 session, computed by hand from the code (not from
    /// plumb) — each comment gives the arithmetic:
    /// - nslayoutconstraint-769839948-button.m: top = 80; centerX = 195 so x = 195 − 299/2 = 45.5;
    ///   width = height = 299.
    /// - vfl-xiaocai33-literal-views.m: `H:|-130-[button]-130-|` gives x = 130, width = 390 − 260;
    ///   `V:|-50-[button(50)]` gives y = 50, height 50.
    /// - masonry-cainluo-bare-center.m: `(void)make.center` centres (Masonry's superview rule),
    ///   100×100: x = (390 − 100)/2, y = (844 − 100)/2.
    /// - nslayoutconstraint-ywsawyer-padding.m: the code swaps the items, so `root.top = view1.top + 10`
    ///   puts view1's top and left at −10, and bottom = 844 − 10, right = 390 − 10: height 844, width 390.
    /// - anchors-lukaszcettler-loop-previous.swift (no safe-area insets in a bare session): each
    ///   label is 0.2 × 844 − 10 = 158.8 tall, the first at the top, each next 10 below the one
    ///   before: y = 0, 168.8, 337.6, 506.4, 675.2.
    @Test func handComputedFrames() throws {
        let expected: [(String, String, Rect)] = [
            ("nslayoutconstraint-769839948-button.m", "button", Rect(x: 45.5, y: 80, width: 299, height: 299)),
            ("vfl-xiaocai33-literal-views.m", "button", Rect(x: 130, y: 50, width: 130, height: 50)),
            ("masonry-cainluo-bare-center.m", "redView", Rect(x: 145, y: 372, width: 100, height: 100)),
            ("nslayoutconstraint-ywsawyer-padding.m", "view1", Rect(x: -10, y: -10, width: 390, height: 844)),
            ("anchors-lukaszcettler-loop-previous.swift", "labelOne", Rect(x: 0, y: 0, width: 390, height: 158.8)),
            ("anchors-lukaszcettler-loop-previous.swift", "labelThree", Rect(x: 0, y: 337.6, width: 390, height: 158.8)),
            ("anchors-lukaszcettler-loop-previous.swift", "labelFive", Rect(x: 0, y: 675.2, width: 390, height: 158.8)),
        ]
        for (file, view, rect) in expected {
            let code = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
            let outcome = CodeImporter.importCode(code, language: nil, into: LayoutSession(rootSize: Size(width: 390, height: 844)))
            let id = try #require(outcome.session.state.view(named: view), "\(file): no view \(view)")
            let f = outcome.session.frame(of: id)
            let close = abs(f.x - rect.x) < 1e-6 && abs(f.y - rect.y) < 1e-6 && abs(f.width - rect.width) < 1e-6 && abs(f.height - rect.height) < 1e-6
            #expect(close, "\(file) \(view): \(f), expected \(rect)")
        }
    }

    /// The corpus is big enough to mean something, and how much of it reads fully is pinned
    /// (a change either way is a decision, said in the commit).
    @Test func corpusCoverage() throws {
        let names = Self.snippets
        #expect(names.count >= 40, "only \(names.count) snippets")
        var full: [String] = [], partial: [String] = []
        for n in names { if try Self.listing(n).complete { full.append(n) } else { partial.append(n) } }
        print("code corpus: \(names.count) snippets, \(full.count) read fully, \(partial.count) partially: \(partial.joined(separator: ", "))")
        // By style (the file name's first word: anchors, nslayoutconstraint, vfl, snapkit, masonry,
        // stack, priorities) and language.
        var styles: [String: (full: Int, partial: Int)] = [:]
        for n in names {
            let style = String(n.prefix { $0 != "-" }) + (n.hasSuffix(".m") ? " (ObjC)" : "")
            if full.contains(n) { styles[style, default: (0, 0)].full += 1 } else { styles[style, default: (0, 0)].partial += 1 }
        }
        for style in styles.keys.sorted() {
            print("  \(style): \(styles[style]!.full) fully, \(styles[style]!.partial) partially")
        }
        #expect(full.count >= 42, "read fully: \(full)")
    }
}
