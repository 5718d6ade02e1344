import Foundation
import InterfaceBuilderImport
import LayoutModel
import Shell

/// One Interface Builder document measured as a new user meets it: every scene with a root view
/// imported as `import ib --scene` imports it (Any/Any size classes, the document's canvas), and
/// for each view with a stored frame whether plumb's solved frame is the stored one within
/// 0.5 pt (`IBCanvasCheck`), whether IB flagged the view (misplaced or ambiguous), and whether
/// plumb's canvas check reports a problem on a view IB saved unflagged (a false alarm). The
/// whole `plumb check FILE` (canvas and matrix) is run apart (`check(path:)`), for its time and
/// to be sure it finishes.
public struct IBFileRecord: Codable, Sendable {
    public struct ViewRecord: Codable, Sendable {
        public var line: Int
        /// The view's element (`label`, `stackView`, `tableViewCellContentView`…).
        public var element: String
        /// The element of its superview (`root` for the scene's root view).
        public var container: String
        public var flaggedByIB: Bool
        public var matches: Bool
        /// What plumb's canvas check reports on the view: misplaced, ambiguity or conflict.
        public var problem: String?
        /// Why its frame differs, for the failure categories.
        public var category: String?
    }

    public var file: String
    /// `opened`, `refused` (the reason in `refusal`).
    public var outcome: String
    public var refusal: String?
    public var scenes = 0
    public var scenesImported = 0
    /// Scenes that could not be imported, and what was left out of imported ones, by category.
    public var findings: [Finding] = []
    public var views: [ViewRecord] = []
    /// Views left out because plumb does not model what places them (an NSGridView's cells).
    public var viewsNotModelled = 0
    public var importSeconds = 0.0

    public struct Finding: Codable, Sendable {
        public var line: Int
        public var category: String
    }
}

public enum IBFileFidelity {
    public static func measure(path: String, file: String) -> IBFileRecord {
        var record = IBFileRecord(file: file, outcome: "opened")
        let document: IBDocument
        do {
            let started = FidelityClock.now()
            defer { record.importSeconds += FidelityClock.since(started) }
            let root = try IBDocumentReader.read(path: path)
            if root.name == "archive" {
                record.outcome = "refused"
                record.refusal = "an archive-format nib from Xcode 4 or earlier"
                return record
            }
            document = try IBDocument(root: root)
        } catch {
            record.outcome = "refused"
            record.refusal = FailureCategory.of(error.message)
            return record
        }
        var elements: [Int: IBElement] = [:]
        for e in document.root.descendants() where elements[e.line] == nil { elements[e.line] = e }
        record.scenes = document.scenes.count
        for scene in document.scenes {
            guard let rootView = scene.rootView else { continue }
            let imported: IBImportResult
            let started = FidelityClock.now()
            defer { record.importSeconds += FidelityClock.since(started) }
            do {
                imported = try IBImporter.importDocument(document, scene: scene.id, traits: .any, stop: .never)
            } catch {
                record.findings.append(.init(line: error.line, category: "scene not imported: " + FailureCategory.of(error.message)))
                continue
            }
            record.scenesImported += 1
            for note in imported.notes where note.kind == .leftOut {
                record.findings.append(.init(line: note.line, category: "left out: " + FailureCategory.of(note.message)))
                record.viewsNotModelled += note.viewsNotModelled
            }
            record.views += views(of: imported, rootLine: rootView.line, elements: elements)
        }
        return record
    }

    /// Seconds the whole `plumb check FILE` (canvas and matrix, as `plumb check` runs it) takes.
    public static func check(path: String) -> Double {
        var seconds = 0.0
        _ = measured(&seconds) { CheckFiles.run([path], json: true, output: OutputBuffer()) }
        return seconds
    }

    /// The views of one imported scene with a stored frame compared on its canvas.
    static func views(of imported: IBImportResult, rootLine: Int, elements: [Int: IBElement]) -> [IBFileRecord.ViewRecord] {
        let check = imported.check
        let state = imported.session.state
        let ambiguous = Set(check.ambiguous.map(\.line))
        // A broken constraint is reported at its element; it is a problem of the view it constrains first.
        var inConflict = Set<ViewID>()
        for h in check.conflicts {
            if case .view(let v)? = state.constraint(h)?.first.item { inConflict.insert(v) }
        }
        let leftOut = imported.notes.contains { $0.kind == .leftOut }
        return check.placements.map { p in
            let element = elements[p.line]
            // The superview's element: the nearest ancestor with a frame of its own (past
            // `<subviews>`, a table's `<prototypes>`, a collection's `<cells>` …).
            var container = "top level"
            var up = element?.parent
            while let e = up, e.name != "objects", e.name != "scene" {
                if e.line == rootLine { container = "root"; break }
                if e.children.contains(where: { $0.name == "rect" && $0["key"] == "frame" }) { container = e.name; break }
                up = e.parent
            }
            var problem: String? = nil
            if ambiguous.contains(p.line) { problem = "ambiguity" } else if !p.matches { problem = "misplaced" } else if inConflict.contains(p.view) { problem = "conflict" }
            var category: String? = nil
            if !p.matches {
                let t = IBCanvasCheck.tolerance
                let differ = [("x", p.stored.x - p.solved.x), ("y", p.stored.y - p.solved.y),
                              ("width", p.stored.width - p.solved.width), ("height", p.stored.height - p.solved.height)]
                    .filter { abs($0.1) > t }.map(\.0).joined(separator: ", ")
                let cause: String
                if ambiguous.contains(p.line) { cause = "ambiguous in plumb" }
                else if !check.conflicts.isEmpty { cause = "a constraint of the scene broken" }
                else if leftOut { cause = "part of the scene left out" }
                else { cause = differ }
                category = "\(cause): \(element?.name ?? "view") in \(container)"
            }
            return IBFileRecord.ViewRecord(line: p.line, element: element?.name ?? "view", container: container,
                                           flaggedByIB: p.markedByIB, matches: p.matches, problem: problem, category: category)
        }
    }
}
