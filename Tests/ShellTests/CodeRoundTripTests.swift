import Foundation
import LayoutModel
import CodeImport
import PlumbTestSupport
import Testing
@testable import Shell
import ShellTestSupport

/// `export swift` read back by `paste`'s reader gives the same layout: for every transcript and
/// lesson session, the views (names, classes, superviews, arrangement), the user's constraints
/// (as equations, with priorities, identifiers, activation and standard spacing), stack-view
/// settings and content priorities of the session read back from the exported Swift equal the
/// original's; with `--snapkit` the constraints are the same too (standard spacing becomes a
/// plain constant there: SnapKit cannot say it). Sessions the Swift cannot hold (NSStackViews,
/// views named like Swift keywords or `view`) are counted apart; a minimum of compared sessions
/// is required.
@Suite struct CodeRoundTripTests {
    static let keywords: Set<String> = ["view", "self", "class", "let", "var", "func", "default", "in", "for", "if", "else",
                                        "return", "switch", "case", "while", "do", "import", "struct", "enum", "protocol",
                                        "extension", "init", "super", "true", "false", "nil", "is", "as", "try", "where",
                                        "guard", "repeat", "break", "continue", "static", "public", "private", "internal",
                                        "operator", "subscript", "typealias", "associatedtype", "inout", "throws", "rethrows", "defer"]

    /// Every transcript and lesson, run to its end in a scratch copy of its folder; without the
    /// shared corpus, those that read it are left out, and a line says so.
    static func finishedSessions() throws -> [(script: GoldenScript, run: ShellRun)] {
        if !CorpusFolder.isPresent {
            print("code round trip, transcripts that read the corpus (\(GoldenScript.all.filter(\.needsCorpus).map(\.name).joined(separator: ", "))): \(CorpusFolder.skipMessage)")
        }
        return try GoldenScript.all.filter { !$0.needsCorpus || CorpusFolder.isPresent }.map { script in
            let scratch = try GoldenScript.scratchCopy(of: script.folder)
            defer { try? FileManager.default.removeItem(at: scratch) }
            return (script, try runShellFile(script.url.lastPathComponent, in: scratch.path))
        }
    }

    /// Why a session cannot round-trip through Swift (or Objective-C), or nil.
    static func unsupported(_ state: LayoutState, objC: Bool = false) -> String? {
        if state.views.contains(where: { $0.stack?.appKit != nil }) { return "an NSStackView" }
        if objC {
            let reserved = ObjCCodeWriter.reservedNames(in: state)
            return reserved.isEmpty ? nil : "a view named '\(reserved[0])'"
        }
        if let v = state.views.dropFirst().first(where: { keywords.contains($0.name) }) { return "a view named '\(v.name)'" }
        return nil
    }

    /// The layout as lines, with the root called `root` and system-guide constraints left out.
    /// `guides`: the kinds of guide the exported code names (constraints on others are left out).
    static func listing(_ state: LayoutState, snapKit: Bool = false, guides: Set<LayoutGuide.Kind> = [.safeArea, .layoutMargins, .readableContent, .keyboard]) -> [String] {
        let root = state[state.root].name
        func renamed(_ s: String) -> String {
            guard root != "root" else { return s }
            return s.replacingOccurrences(of: "\\b\(root)\\b", with: "root", options: .regularExpression)
        }
        var out: [String] = []
        out += ImportedCodeListing.views(state).map { "view " + renamed($0).replacingOccurrences(of: ", translates", with: "") }
        var constraints: [String] = []
        for c in state.constraints where c.kind == .user {
            let userGuide = c.items.contains { if case .guide(let g) = $0 { return !guides.contains(state[g].kind) } else { return false } }
            if userGuide { continue }
            var text = state.equationText(for: c) + (c.isActive ? "" : " (inactive)")
            if snapKit { text = text.replacingOccurrences(of: " NSSpace\\(([^)]*)\\)", with: " + $1", options: .regularExpression) }
            constraints.append("constraint " + renamed(text))
        }
        out += constraints.sorted()
        out += ImportedCodeListing.stacks(state).map { "stack " + renamed($0) }
        let rootName = state[state.root].name
        out += ImportedCodeListing.contentPriorities(state).filter { !$0.hasPrefix(rootName + " ") }.map { "priority " + renamed($0) }
        return out
    }

    static func readBack(_ code: String, rootSize: Size, language: CodeLanguage = .swift) throws -> LayoutState {
        let o = CodeImporter.importCode(code, language: language, into: LayoutSession(rootSize: rootSize))
        let errors = o.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { Issue.record("the exported \(language == .swift ? "Swift" : "Objective-C") reads back with errors: \(errors.map { $0.formatted(file: "export") })\n\(code)") }
        return o.session.state
    }

    @Test func exportSwiftReadsBackToTheSameLayout() throws {
        var compared = 0, constraints = 0, skipped: [String] = []
        for (script, run) in try Self.finishedSessions() {
            let state = run.session.state
            if let why = Self.unsupported(state) {
                skipped.append("\(script.name) (\(why))")
                continue
            }
            let size = state.rootSize
            for snapKit in [false, true] {
                let swift = SwiftCodeWriter.write(run.session, snapKit: snapKit).text
                let back = try Self.readBack(swift, rootSize: Size(width: size.width, height: size.height))
                let want = Self.listing(state, snapKit: snapKit), got = Self.listing(back, snapKit: snapKit)
                #expect(got == want, "\(script.relativePath)\(snapKit ? " --snapkit" : ""): read back differs\n- \(want.filter { !got.contains($0) })\n+ \(got.filter { !want.contains($0) })\n\(swift)")
            }
            compared += 1
            constraints += state.constraints.filter { $0.kind == .user }.count
        }
        print("export swift round trips: \(compared) sessions (\(constraints) user constraints) compared twice (anchors, SnapKit); skipped \(skipped.count): \(skipped.joined(separator: ", "))")
        #expect(compared >= 60, "only \(compared) sessions compared")
        #expect(constraints >= 200, "only \(constraints) constraints compared")
    }

    /// `export objc` and `export objc --vfl` read back by the Objective-C reader: the same
    /// listing (views, constraints, stacks, content priorities) for every transcript and lesson
    /// session; and with `--vfl` the formats must stand for a minimum of the constraints, so the
    /// VFL path is exercised, not only the anchors.
    @Test func exportObjCReadsBackToTheSameLayout() throws {
        var compared = 0, constraints = 0, inFormats = 0, skipped: [String] = []
        for (script, run) in try Self.finishedSessions() {
            let state = run.session.state
            if let why = Self.unsupported(state, objC: true) {
                skipped.append("\(script.name) (\(why))")
                continue
            }
            let size = Size(width: state.rootSize.width, height: state.rootSize.height)
            for vfl in [false, true] {
                let objc = try ObjCCodeWriter.write(run.session, visualFormat: vfl).text
                if vfl { inFormats += objc.components(separatedBy: "constraintsWithVisualFormat:").count - 1 }
                let back = try Self.readBack(objc, rootSize: size, language: .objectiveC)
                let want = Self.listing(state), got = Self.listing(back)
                #expect(got == want, "\(script.relativePath)\(vfl ? " --vfl" : ""): read back differs\n- \(want.filter { !got.contains($0) })\n+ \(got.filter { !want.contains($0) })\n\(objc)")
            }
            compared += 1
            constraints += state.constraints.filter { $0.kind == .user }.count
        }
        print("export objc round trips: \(compared) sessions (\(constraints) user constraints) compared twice (anchors, --vfl with \(inFormats) visual formats); skipped \(skipped.count): \(skipped.joined(separator: ", "))")
        #expect(compared >= 70, "only \(compared) sessions compared")
        #expect(constraints >= 300, "only \(constraints) constraints compared")
        #expect(inFormats >= 50, "only \(inFormats) visual formats written")
    }
}
