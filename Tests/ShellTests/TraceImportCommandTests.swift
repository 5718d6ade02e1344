import Foundation
import PlumbTestSupport
import Testing
import LayoutModel
import LogImport
import ShellTestSupport
@testable import Shell

/// `import trace` and `import log --dump` through the shell: saved and loaded sessions, errors
/// that leave the session as it was, `explain` on a traced session.
@Suite struct TraceImportCommandTests {
    /// A corpus input (`Traces/NAME.trace`, `Dumps/NAME.log`) by its path in the shared corpus.
    static func path(_ name: String) -> String {
        TraceAndDumpCorpusTests.input(name).path
    }

    static func fingerprint(_ session: LayoutSession) -> String {
        let probe = runShell(lines: ["frames", "report root --descend", "explain"], session: session.copy())
        return SessionScript.text(for: session) + "\n" + probe.out + probe.err
    }

    /// A traced session saved and loaded is the same (the trace is embedded, then the commands).
    @Test(.needsCorpus, arguments: ["Traces/purelayout-notes-ios11-guides.trace", "Traces/tabman-synopsis-legend.trace", "Traces/tableviewcell-ios7-ambiguous-labels.trace"])
    func tracesSaveAndLoad(_ name: String) throws {
        let r = runShell(lines: ["import trace \(Self.path(name))", "add view probe", "add probe.width == 40"])
        #expect(r.ok, "\(name): \(r.err)")
        let saved = SessionScript.text(for: r.session)
        #expect(saved.contains("import trace - <<TRACE\n"))
        #expect(saved.hasSuffix("TRACE\nadd view probe\nadd probe.width == 40\n"), "\(saved.suffix(200))")
        let loaded = runShell(saved, file: "saved.plumb")
        #expect(loaded.ok, "\(name): \(loaded.err)")
        #expect(Self.fingerprint(loaded.session) == Self.fingerprint(r.session))
        #expect(loaded.session.state.views.map(\.address) == r.session.state.views.map(\.address))
        #expect(SessionScript.text(for: loaded.session) == saved)
    }

    /// `--dump` is remembered: the saved script reads the log the same way.
    @Test(.needsCorpus) func dumpFlagSavesAndLoads() throws {
        let r = runShell(lines: ["import log \(Self.path("Dumps/purelayout-notes-print-pinned-vc.log")) --dump"])
        #expect(r.ok, "\(r.err)")
        #expect(r.session.state.importedConflicts.isEmpty)
        let saved = SessionScript.text(for: r.session)
        #expect(saved.contains("import log - --dump <<LOG\n"))
        let loaded = runShell(saved, file: "saved.plumb")
        #expect(loaded.ok, "\(loaded.err)")
        #expect(loaded.session.state.importedConflicts.isEmpty)
        #expect(Self.fingerprint(loaded.session) == Self.fingerprint(r.session))
        // Without --dump the same text is a headerless conflict, as before.
        let plain = runShell(lines: ["import log \(Self.path("Dumps/purelayout-notes-print-pinned-vc.log"))"])
        #expect(plain.session.state.importedConflicts.count == 1)
    }

    /// Every refusal names the problem and leaves the session exactly as it was.
    @Test func refusalsLeaveTheSession() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-trace-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let notTrace = dir.appendingPathComponent("prose.txt").path
        try "Nothing here is a trace.\nUnable to simultaneously satisfy constraints.\n".write(toFile: notTrace, atomically: true, encoding: .utf8)
        let setup = "add view a\nadd a.width == 10"
        for (line, message) in [
            ("import trace \(dir.path)/missing.trace", "no such file"),
            ("import trace \(dir.path)", "is a directory"),
            ("import trace \(notTrace)", "has no _autolayoutTrace lines"),
            ("import trace", "missing a trace file (or - to paste)"),
            ("import trace a b", "unexpected"),
            ("import log \(notTrace) --dumps", "unexpected"),
            ("import log \(notTrace) --dump", "has no constraint descriptions"),
        ] {
            if let problem = refusalProblem(running: line, after: setup, expecting: message) { Issue.record(Comment(rawValue: problem)) }
        }
    }

    /// AppKit's `_subtreeDescription` (real copies, sources in their `.meta`) is named, not read:
    /// it carries no constraint and no ambiguity mark.
    @Test(.needsCorpus) func subtreeDescriptionsAreNamed() throws {
        let folder = CorpusFolder.subfolder("subtree")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".subtree") }.sorted()
        #expect(files.count == 2)
        for f in files {
            let path = folder.appendingPathComponent(f).path
            if let problem = refusalProblem(running: "import trace \(path)", after: "add view a", expecting: "is AppKit's _subtreeDescription: it shows views, frames and layout flags, but no constraint and no ambiguity") {
                Issue.record(Comment(rawValue: problem))
            }
            #expect(TraceAndDumpCorpusTests.meta("SubtreeDescriptions/" + f, "source") != nil)
        }
    }

    /// A damaged tree line is an error at its line and column; the other lines import. Columns
    /// counted by hand: line 3's class ends at the space after `UILabel` (column 17); line 4's
    /// `for` is followed by `x` at column 44 (20 scalars of entry, 18 of the flag, 5 of ` for `);
    /// line 5 is at depth 4 after the last entry read, line 2 at depth 1, its `*` at column 17.
    @Test func damagedLinesAreErrorsAtTheirColumn() {
        let text = "UIWindow:0x10\n|   *UIView:0x20\n|   |   *UILabel 0x30\n|   |   +UIView:0x40- AMBIGUOUS LAYOUT for x\n|   |   |   |   *UIView:0x50"
        let r = TraceImporter.importTrace(text)
        let shown = r.diagnostics.map { "\($0.line):\($0.column): \($0.message)" }
        #expect(shown == [
            "3:17: expected ':' and an address after the class name",
            "4:44: expected the ambiguous variables after 'for'",
            "5:17: this entry is 3 levels deeper than the one before it (a line of the trace is missing?): read as a subview of the entry above",
        ], "\(shown)")
        #expect(r.session.state.views.count == 3)   // the window, 0x20 and 0x50
    }

    /// Markers, labels with quotes and the flags, as printed.
    @Test func entriesReadAsPrinted() throws {
        let text = """
            •UIWindow:0x1 - AMBIGUOUS LAYOUT
            |   +UILabel:0x2'Don't 'stop''- AMBIGUOUS LAYOUT for UILabel:0x2'Don't 'stop''.minX{id: 3}, UILabel:0x2'Don't 'stop''.Width{id: 4}
            |   •UIView:0x3, MISSING HOST CONSTRAINTS
            |   |   *<UILayoutGuide: 0x4 - "UIViewSafeAreaLayoutGuide", layoutFrame = {{0, 88}, {375, 690}}, owningView = <UIView: 0x3; frame = (0 0; 375 812); layer = <CALayer: 0x5>>>
            |   <MKMapView:0x6>
            """
        let r = TraceImporter.importTrace(text)
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
        let e = r.parsed.entries
        #expect(e.map(\.marker) == [.engineHost, .manual, .engineHost, .autoLayout, .none])
        #expect(e[1].label == "Don't 'stop'")
        #expect(e[1].ambiguousVariables == ["minX", "Width"])
        #expect(e[0].ambiguous && e[0].ambiguousVariables.isEmpty)
        #expect(e[2].missingHostConstraints)
        #expect(e[3].isGuide && e[3].guideName == "UIViewSafeAreaLayoutGuide")
        #expect(e[3].layoutFrame == Rect(x: 0, y: 88, width: 375, height: 690))
        let state = r.session.state
        let host = try #require(state.view(named: "view"))
        #expect(state[host].importInfo?.trace?.frame == Rect(x: 0, y: 0, width: 375, height: 812))
        #expect(state.guide(named: "view.safeArea") != nil)
        #expect(state.constraints.filter { !$0.kind.isSystem }.isEmpty, "a trace makes no constraint")
    }

    /// `explain` on a traced session says what the trace can and cannot tell; once a conflict
    /// exists, the conflict is explained instead.
    @Test(.needsCorpus) func explainSaysWhatTheTraceTells() {
        let r = runShell(lines: ["import trace \(Self.path("Traces/chisel-paltrace-layout-guides.trace"))", "explain"])
        #expect(r.out.contains("What it cannot tell:"))
        #expect(r.out.contains("ambiguous (1): view1 (minX)"), "\(r.out)")
        let c = runShell(lines: ["import trace \(Self.path("Traces/chisel-paltrace-layout-guides.trace"))", "add view1.width == 10", "add view1.width == 20", "explain"])
        #expect(!c.out.contains("What it cannot tell:"))
        #expect(c.out.contains("conflict") || c.out.contains("Conflict"), "\(c.out)")
    }
}
