import Foundation
import LayoutModel
import LogImport
import Testing

/// The real logs with UISV constraints (StackLogs/README.md): how many stack views the importer
/// finds, how many it rebuilds as real stack views (every property shown, or some defaulted),
/// how many stay the log's with a property unknown, and whether each conflict still reproduces
/// (Apple's broken constraint broken by plumb's solver). Before this work nothing was rebuilt.
/// `swift test --filter StackLogCorpusTests 2>&1 | grep 'stack logs'` prints the figures.
@Suite struct StackLogCorpusTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// Every `.log` of StackLogs, and the UISV logs of RealLogs and of the stack research.
    static var logs: [URL] {
        let folders = [here.appendingPathComponent("StackLogs"), here.appendingPathComponent("RealLogs"),
                       here.deletingLastPathComponent().appendingPathComponent("LayoutModelTests/StackViewCases/logs")]
        var out: [URL] = []
        for f in folders {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: f.path)) ?? []).filter { $0.hasSuffix(".log") }.sorted()
            for n in names {
                let url = f.appendingPathComponent(n)
                if let text = try? String(contentsOf: url, encoding: .utf8), text.contains("UISV-") { out.append(url) }
            }
        }
        return out
    }

    static func reproduced(_ r: LogImportResult) -> (Int, Int) {
        let state = r.session.state
        let withBreak = state.importedConflicts.filter { $0.appleBroken != nil }
        return (withBreak.filter { state.constraint($0.appleBroken!)?.isBroken == true }.count, withBreak.count)
    }

    @Test func figures() throws {
        var found = 0, allShown = 0, withDefaults = 0, unknown = 0, notMatched = 0, orphans = 0
        var conflicts = 0, reproduced = 0
        for url in Self.logs {
            let r = LogImporter.importLog(try String(contentsOf: url, encoding: .utf8))
            found += r.stackViews.count
            orphans += r.stackConstraintsWithoutStack
            for s in r.stackViews {
                if s.reading.rebuilt {
                    if s.reading.properties.allSatisfy({ $0.status == .shown }) { allShown += 1 } else { withDefaults += 1 }
                } else if s.reading.properties.contains(where: { $0.status == .unknown }) {
                    unknown += 1
                } else {
                    notMatched += 1
                }
                // A rebuilt stack is a stack view the commands work on; the others say why not.
                if let v = s.stack {
                    #expect(r.session.state[v].importInfo?.stack == s.reading)
                    if s.reading.rebuilt { #expect(r.session.state[v].stack?.arranged.isEmpty == false) }
                }
            }
            let (yes, all) = Self.reproduced(r)
            reproduced += yes
            conflicts += all
        }
        print("stack logs: \(Self.logs.count) real logs with UISV constraints; \(found) stack views found: \(allShown + withDefaults) rebuilt (\(allShown) with every property shown, \(withDefaults) with defaults), \(unknown) with a property unknown, \(notMatched) readable but not rebuilt; \(orphans) UISV constraints of stack views the log does not show; conflicts reproduced \(reproduced) of \(conflicts), the same as before the rebuild (one is kept only when the solver breaks the same constraints); before this work: 0 rebuilt")
        #expect(Self.logs.count >= 15)
        #expect(found >= 18)
        #expect(allShown + withDefaults >= 5)
        #expect(unknown >= 10)
    }
}
