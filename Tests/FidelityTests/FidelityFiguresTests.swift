import Foundation
import Testing
@testable import Fidelity

/// The report's arithmetic on records made here (no corpus needed): each expected figure is
/// counted by hand from the records below.
@Suite struct FidelityFiguresTests {
    static func view(_ element: String, matches: Bool, flagged: Bool = false, problem: String? = nil, line: Int = 10) -> IBFileRecord.ViewRecord {
        .init(line: line, element: element, container: "root", flaggedByIB: flagged, matches: matches, problem: problem,
              category: matches ? nil : "size differs: \(element) in root")
    }

    static func ib(_ file: String, split: CorpusSplit, platform: String, views: [IBFileRecord.ViewRecord], features: [String] = []) -> FidelityOutcome {
        var o = FidelityOutcome(kind: .ib, file: file, split: split, platform: platform, features: features)
        var r = IBFileRecord(file: file, outcome: "opened")
        r.scenes = 1
        r.scenesImported = 1
        r.views = views
        o.ib = r
        return o
    }

    static let outcomes: [FidelityOutcome] = {
        var crashed = FidelityOutcome(kind: .ib, file: "c.xib", split: .test, platform: "ios", features: [])
        crashed.failure = "crashed (signal 11)"
        return [
            // train, iOS: 3 unflagged views (2 match), 1 flagged view that does not count.
            ib("a.xib", split: .train, platform: "ios",
               views: [view("label", matches: true), view("label", matches: false, problem: "misplaced", line: 12),
                       view("button", matches: true), view("button", matches: false, flagged: true)],
               features: ["stackView"]),
            // test, macOS: 2 unflagged views, both match, one with an ambiguity alarm.
            ib("b.xib", split: .test, platform: "macos", views: [view("textField", matches: true, problem: "ambiguity"), view("box", matches: true)]),
            crashed,
        ]
    }()

    @Test func framesAndAlarmsAreCountedOverUnflaggedViews() {
        let f = FidelityFigures(Self.outcomes)
        #expect(f.ibFiles == 3)
        #expect(f.ibOpened == 2)
        #expect(f.ibCrashed == 1)
        #expect(f.viewsFlaggedByIB == 1)
        #expect(f.framesByPlatform["ios"] == .init(count: 2, of: 3))
        #expect(f.framesByPlatform["macos"] == .init(count: 2, of: 2))
        #expect(f.framesByPlatform["all"] == .init(count: 4, of: 5))
        #expect(f.framesByElement["label"] == .init(count: 1, of: 2))
        #expect(f.framesByFeature["stackView"] == .init(count: 2, of: 3))
        #expect(f.falseAlarmsByPlatform["all"] == .init(count: 2, of: 5))
        #expect(f.falseAlarmsByProblem == ["misplaced": 1, "ambiguity": 1])
    }

    @Test func theTestSplitShowsNoPerFileDetail() {
        let test = FidelityReport(Self.outcomes.filter { $0.split == .test }, split: .test, wallSeconds: 0)
        let text = test.text(kinds: [.ib])
        #expect(!text.contains("b.xib"))
        #expect(!text.contains("c.xib"))
        #expect(!text.contains("failure categories"))
        #expect(text.contains("2/2 (100.0%)"))
        // Both splits: the categories come from train alone.
        let both = FidelityReport(Self.outcomes, split: nil, wallSeconds: 0)
        let ib = both.failures.first { $0.kind == .ib }!.list
        let categories = ib.entries.map(\.category)
        #expect(categories.contains("ib: frame differs, size differs: label in root"))
        #expect(!categories.contains { $0.contains("crashed") })
        #expect(ib.entries.first { $0.category.hasPrefix("ib: frame differs") }?.example == "ib/a.xib:12")
        #expect(test.failures.isEmpty)
    }

    @Test func theReportIsTheSameBytesForTheSameRecords() {
        let a = FidelityReport(Self.outcomes, split: nil, wallSeconds: 1).text(kinds: [.ib, .logs, .code])
        let b = FidelityReport(Self.outcomes.reversed(), split: nil, wallSeconds: 1).text(kinds: [.ib, .logs, .code])
        #expect(a == b)
        #expect(a.contains("4/5 (80.0%)"))
    }

    @Test func manifestsAreReadByColumnName() {
        let m = CorpusManifest(text: "file\tplatform\tsplit\r\na.xib\tios\ttrain\r\nb.xib\tmacos\ttest\n")
        #expect(m.rows.count == 2)
        #expect(m.row(file: "b.xib")?["platform"] == "macos")
        #expect(m.row(file: "b.xib")?.split == .test)
        #expect(m.row(file: "a.xib")?["missing"] == "")
    }

    @Test func categoriesTakeOutNamesAndNumbers() {
        #expect(FailureCategory.of("constraint to 'header' at 12.5 left out") == "constraint to '…' at N left out")
        #expect(FailureCategory.of("unknown element \"fooView\" (3 of 4)") == "unknown element \"…\" (N of N)")
    }

    @Test func fixTargetsGiveTheirAddresses() {
        #expect(LogFileFidelity.addresses(in: "0x600000e747d0 / 0x600000e74870 NSAutoresizingMaskLayoutConstraint on UIScrollView:0x7f9bbd867a00")
                == ["0x600000e747d0", "0x600000e74870", "0x7f9bbd867a00"])
        #expect(LogFileFidelity.addresses(in: "title font (UILabel)") == [])
    }
}
