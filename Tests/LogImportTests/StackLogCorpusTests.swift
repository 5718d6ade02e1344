import Foundation
import LayoutModel
import LogImport
import PlumbTestSupport
import Testing

/// The real logs with UISV constraints (../shared/corpus/logs/README-stacklogs.md): how many stack
/// views the importer finds, how many it rebuilds as real stack views (every property shown, or
/// some defaulted), how many stay the log's with a property unknown, and whether each conflict
/// still reproduces (Apple's broken constraint broken by plumb's solver). Before this work nothing
/// was rebuilt. `swift test --filter StackLogCorpusTests 2>&1 | grep 'stack logs'` prints the figures.
///
/// The logs are third-party and read from the shared corpus (CorpusFolder; issue 33 took them out
/// of this repository): the StackLogs set, the UISV logs of the RealLogs set, and those of the
/// stack research (Tests/LayoutModelTests/StackViewCases/logs/SOURCES.md), which the corpus may
/// not hold yet: the floors below are those of the logs it holds, and the run names any missing.
@Suite(.needsCorpus) struct StackLogCorpusTests {
    static let folder = CorpusFolder.subfolder("logs")

    /// The logs of the StackLogs set (README-stacklogs.md in the corpus).
    static let stackLogs = [
        "cloudnotes-equal-spacing-min-30", "gridy-nested-vertical-stacks", "gundymarket-top-alignment-cell-44",
        "makingfrog-fill-two-widths", "watchlist-fill-equally-fitting-width-0", "weather-fill-alignment-cell-44",
        "wtfautolayout-margins-relative-label", "wtfautolayout-system-spacing-centered-row", "yuma-spacing-after-added-label",
    ]

    /// The RealLogs set: the logs with a golden in RealLogs/ here.
    static var realLogs: [String] {
        let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("RealLogs")
        return ((try? FileManager.default.contentsOfDirectory(atPath: goldens.path)) ?? [])
            .filter { $0.hasSuffix(".expected") }.map { String($0.dropLast(".expected".count)) }.sorted()
    }

    /// The stack research's logs (SOURCES.md beside where they were), each read when the corpus has it.
    static let researchLogs = [
        "arranged-readme-uikit-leading-fillequally", "deltachat-centered-title-stack", "firefox-microsurvey-spanning-boundary",
        "ios10-nested-stack-hiding", "iqkeyboardmanager-margins-spanner", "prox-uisv-hiding", "representablekit-alignment-fill",
        "scrollview-content-layout-guide-dump", "translate-fill-equally-encapsulated-width", "vienna-nsstackview-edges",
        "voiceoverdesigner-nsstackview-edges", "wordpress-margins-relative",
    ]

    /// The research logs the corpus does not hold (yet).
    static var missingResearchLogs: [String] {
        researchLogs.filter { !FileManager.default.fileExists(atPath: folder.appendingPathComponent($0 + ".log").path) }
    }

    /// Every StackLogs log, and the UISV logs of RealLogs and of the stack research, in that order.
    static var logs: [URL] {
        var out: [URL] = []
        for names in [stackLogs, realLogs, researchLogs] {
            for n in names.sorted() {
                let url = folder.appendingPathComponent(n + ".log")
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
        // The floors with every log (measured before issue 33: 19 logs), and without the stack
        // research's, which the corpus may not hold yet (measured: 11 logs, 13 found, 3 rebuilt, 10 unknown).
        let missing = Self.missingResearchLogs
        if !missing.isEmpty {
            print("stack logs: \(missing.count) of the stack research's logs are not in \(Self.folder.path) yet (\(missing.joined(separator: ", "))): the floors without them apply")
        }
        let all = missing.isEmpty
        #expect(Self.logs.count >= (all ? 15 : 11))
        #expect(found >= (all ? 18 : 13))
        #expect(allShown + withDefaults >= (all ? 5 : 3))
        #expect(unknown >= 10)
    }
}
