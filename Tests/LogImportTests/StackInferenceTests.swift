import Foundation
import LayoutModel
import LayoutSyntax
import LogImport
import PlumbTestSupport
import Testing

/// Stack views read from real logs, expectations derived by hand from the logs' constraints and
/// docs/stack-views.md's rules (not by running plumb). The logs are the shared corpus's `logs/`
/// (third-party, not kept in this repository; CorpusFolder says where the corpus is).
@Suite(.needsCorpus) struct StackInferenceTests {
    static func log(_ name: String) throws -> String {
        try String(contentsOf: CorpusFolder.subfolder("logs").appendingPathComponent(name + ".log"), encoding: .utf8)
    }

    /// makingfrog: `UIStackView.leading == UIView#a400.leading` and `H:[UIView#aa20]-(0)-|` are the
    /// canvas connections to the first and last views (rule 1), `H:[#a400]-(0)-[#aa20]` the one
    /// 'UISV-spacing' (rule 3): horizontal, spacing 0, arranged [#a400, #aa20]. No fill-equally,
    /// proportional or gap guide, spacing `==`: fill by default; nothing across the axis: alignment
    /// fill by default (rule 20 then adds canvas top/bottom and two UISV-alignment, 4 constraints
    /// the log does not list).
    @Test func fillStackIsRebuilt() throws {
        let r = LogImporter.importLog(try Self.log("makingfrog-fill-two-widths"))
        let state = r.session.state
        let s = try #require(state.view(named: "stackView"))
        let reading = try #require(state[s].importInfo?.stack)
        #expect(reading.rebuilt)
        #expect(reading.property("axis")?.value == "horizontal")
        #expect(reading.property("distribution")?.status == .defaulted)
        #expect(reading.property("alignment")?.status == .defaulted)
        #expect(reading.property("spacing")?.value == "0")
        #expect(reading.generatedNotInLog == 4)
        let config = try #require(state[s].stack)
        #expect(config.arranged.map { state[$0].address } == [0x10400a400, 0x10400aa20])
        // The log's three UISV constraints are the generator's now, with the log's addresses.
        let conflict = try #require(state.importedConflicts.first)
        let uisv = conflict.listed.compactMap { state.constraint($0) }.filter { $0.kind == .stackView }
        #expect(Set(uisv.map(\.address)) == [0x60000210b2a0, 0x60000210b840, 0x60000210b430])
        #expect(uisv.allSatisfy { config.generated.contains($0.handle) })
        // Apple broke `UIView#aa20.width == 60`; so does plumb.
        #expect(conflict.appleBroken.flatMap { state.constraint($0) }?.isBroken == true)
        // The stack commands work on it; the unchanged canvas connections keep the log's identity.
        var p = config.properties
        p.spacing = 8
        try r.session.setStackProperties(s, p)
        let after = r.session.state
        let kept = after.importedConflicts[0].listed.compactMap { after.constraint($0) }.filter { $0.kind == .stackView }.map(\.address)
        #expect(Set(kept) == [0x60000210b2a0, 0x60000210b840])
    }

    /// cloudnotes: the inner stack's only 'UISV-spacing' is `H:[#f530]-(>=30)-[#f2c0]`: a minimum,
    /// so equalSpacing or equalCentering (rule 3), and no gap guide says which — not rebuilt, and
    /// `stack` says why, changing nothing.
    @Test func unknownDistributionRefusesStackCommands() throws {
        let r = LogImporter.importLog(try Self.log("cloudnotes-equal-spacing-min-30"))
        let state = r.session.state
        let s = try #require(state.views.indices.map(ViewID.init).first { state[$0].address == 0x7fa835c08e90 })
        let reading = try #require(state[s].importInfo?.stack)
        #expect(!reading.rebuilt)
        #expect(reading.property("axis")?.value == "horizontal")
        #expect(reading.property("spacing")?.value == "30")
        let why = "UIStackView:0x7fa835c08e90's distribution could not be read from the log: its 'UISV-spacing' is '>=' (equalSpacing or equalCentering) and no gap guide shows which"
        #expect(reading.notRebuiltBecause == why)
        let before = r.session.state
        #expect(throws: LayoutError.stack(.importedStack(state[s].name, reason: why))) {
            try r.session.setStackProperties(s, StackViewProperties(axis: .horizontal, distribution: .equalSpacing, spacing: 30))
        }
        #expect(r.session.state == before)
    }

    /// braintree (iOS 9): `'UISV-hiding' H:[BTUICardHint(0)]` names a hidden arranged view but
    /// no stack view: kept as the log's constraint, counted apart.
    @Test func hidingWithoutItsStackStaysTheLogs() throws {
        let r = LogImporter.importLog(try Self.log("braintree-stackview-uisv-hiding"))
        #expect(r.stackViews.isEmpty)
        #expect(r.stackConstraintsWithoutStack == 1)
    }
}
