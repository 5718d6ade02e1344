import Foundation
import PlumbTestSupport
import Testing
@testable import Fidelity

/// The report counts views left out because plumb does not model what places them (issue 35:
/// "Scripts/fidelity counts them"): a grid of two cells gives 2, and they are not in the frame
/// figure.
@Suite struct NotModelledCountTests {
    @Test func aGridsViewsAreCountedApart() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-notmodelled-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let grid = IBTestDocument.appKitGrid
        let path = dir.appendingPathComponent("grid.xib").path
        try grid.write(toFile: path, atomically: true, encoding: .utf8)
        let record = IBFileFidelity.measure(path: path, file: "grid.xib")
        #expect(record.viewsNotModelled == 2)
        #expect(record.views.map(\.element) == ["gridView"])
        var outcome = FidelityOutcome(kind: .ib, file: "grid.xib", split: .train, platform: "macos", features: [])
        outcome.ib = record
        #expect(FidelityFigures([outcome]).viewsNotModelled == 2)
    }
}
