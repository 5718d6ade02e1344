import Foundation
import PlumbTestSupport
import Testing
@testable import Fidelity

/// The measurements on real files of the shared corpus, against what other tests pin.
@Suite(.needsCorpus) struct FidelityCorpusTests {
    /// The frame figure of every pinned document (the 59 with a `.meta`) equals the sum of its
    /// scenes' "(A of the B IB does not mark)" in Tests/InterfaceBuilderTests/Golden/NAME.txt,
    /// which the IB corpus test pins: the report counts what `import ib` says.
    @Test func framesAgreeWithThePinnedGoldens() throws {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("InterfaceBuilderTests/Golden")
        var compared = 0
        for file in CorpusFolder.pinnedIBDocuments {
            let record = IBFileFidelity.measure(path: CorpusFolder.subfolder("ib").appendingPathComponent(file).path, file: file)
            let text = try String(contentsOf: golden.appendingPathComponent(file + ".txt"), encoding: .utf8)
            var matching = 0, unmarked = 0
            for line in text.split(separator: "\n") {
                guard let open = line.range(of: " ("), line.hasPrefix("canvas check:"), let close = line.range(of: " IB does not mark)") else { continue }
                let words = line[open.upperBound..<close.lowerBound].split(separator: " ")
                matching += Int(words.first ?? "") ?? 0
                unmarked += Int(words.last ?? "") ?? 0
            }
            let unflagged = record.views.filter { !$0.flaggedByIB }
            #expect(unflagged.count == unmarked, "\(file)")
            #expect(unflagged.filter(\.matches).count == matching, "\(file)")
            compared += unmarked
        }
        #expect(compared >= 400)
    }

    /// logs/004.log: the source lowered the priority of 0x7fa2f8d3ca20 (`V:[UIView(44)]`, the
    /// entry on line 8 and the break line on line 19); `import log` names that constraint c8,
    /// and plumb's first fix lowers c8's priority — by hand from `plumb -c 'import log 004.log'`.
    @Test func aStatedFixIsFoundByItsAddress() throws {
        let text = try String(contentsOf: CorpusFolder.subfolder("logs").appendingPathComponent("004.log"), encoding: .utf8)
        let r = LogFileFidelity.measure(text: text, file: "004.log", statedFix: "lower-priority",
                                        fixTarget: "0x7fa2f8d3ca20 V:[UIView:0x7fa2f8d9a4d0(44)]", targets: nil)
        #expect(r.conflicts == 1)
        #expect(r.reproduced == 1)
        #expect(r.brokenStated == 1 && r.brokenAgrees == 1)
        #expect(r.targetLocated)
        #expect(r.recommended == ["lowerPriority c8"])
        #expect(r.firstFixOnTarget && r.firstFixOfKind)
        #expect(!r.misattributed)
    }

    /// Every job the manifests list exists, and the split of the pinned documents is train.
    @Test func theManifestsListFilesThatExist() throws {
        let jobs = try CorpusJob.all(corpus: CorpusFolder.url, only: Set(FidelityOutcome.Kind.allCases), split: nil)
        #expect(jobs.filter { $0.kind == .ib }.count >= 1_000)
        for job in jobs {
            #expect(FileManager.default.fileExists(atPath: CorpusFolder.url.appendingPathComponent(job.path).path), "\(job.path)")
        }
        let pinned = Set(CorpusFolder.pinnedIBDocuments)
        #expect(jobs.filter { pinned.contains($0.file) }.allSatisfy { $0.split == .train })
    }
}
