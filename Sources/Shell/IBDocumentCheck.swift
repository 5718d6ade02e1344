import Foundation
import InterfaceBuilderImport
import Inspector
import LayoutModel
import LayoutSyntax
import LayoutText

/// `plumb check FILE.storyboard|FILE.xib` (docs/sweep-and-check.md, docs/interface-builder.md §14):
/// every scene of the document imported as `import ib --scene` does, checked first on the
/// document's own canvas (Xcode's misplaced views, ambiguity, conflicts) and then across the
/// `check` matrix (root sizes × right-to-left × doubled strings, `LayoutCheck`). Each problem is
/// one compiler-style line, `FILE:LINE: error: …` or `warning: …`, pointing at the element of
/// the view or constraint concerned.
///
/// Conflicts and ambiguity are errors; misplaced views are warnings (as in Xcode), errors only
/// with `--strict`. The matrix's clipping is not reported (see `sceneProblems`). Scenes that cannot be checked (no root view, a
/// springs-and-struts or archive document) get one `note:` line and do not fail the file.
struct IBDocumentCheck {
    enum Severity: String, Comparable {
        case error, warning, note
        static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
        private var rank: Int { self == .error ? 0 : self == .warning ? 1 : 2 }
    }

    struct Problem {
        var line: Int
        var severity: Severity
        /// misplaced, ambiguity, conflict; not-checked, left-out (notes); unreadable (an error).
        var kind: String
        /// The scene's id (nil for the document as a whole).
        var scene: String?
        var message: String
        /// The finding as fields for `--json` (view, id, stored, solved, delta …), in order.
        var fields: [(String, JSONValue)] = []

        func text(file: String, strict: Bool) -> String {
            "\(file):\(line): \(shownSeverity(strict: strict).rawValue): \(message)"
        }

        /// `--strict` turns warnings into errors.
        func shownSeverity(strict: Bool) -> Severity { strict && severity == .warning ? .error : severity }
    }

    struct SceneResult {
        var id: String
        var className: String
        var line: Int
        var checked: Bool
    }

    var file: String
    var scenes: [SceneResult] = []
    /// Sorted by line, then severity, kind and message.
    var problems: [Problem] = []
    /// The matrix's combinations, summed over the checked scenes.
    var combinations = 0

    var checkedScenes: Int { scenes.filter(\.checked).count }

    func count(_ severity: Severity, strict: Bool) -> Int { problems.filter { $0.shownSeverity(strict: strict) == severity }.count }

    func failed(strict: Bool) -> Bool { count(.error, strict: strict) > 0 }

    /// Whether `path` names an Interface Builder document (by its extension).
    static func isDocument(_ path: String) -> Bool {
        let ext = (path as NSString).pathExtension.lowercased()
        return ext == "storyboard" || ext == "xib"
    }

    /// Checks the document at `path` (which exists), shown as `file`. `sizes`: the matrix's root
    /// sizes (`--sizes`/`--devices`); nil for the default — the common iPhone and iPad sizes for
    /// iOS documents, the scene's own canvas for macOS ones (a window is not resized to a phone).
    /// `traits` (`--traits`): every check imports the scenes with those size classes; nil: the
    /// canvas check uses Any/Any and each size of the matrix the size classes of its device
    /// (`IBDeviceEnvironment`), when the document varies anything by size class.
    static func run(path: String, file: String, sizes: [Size]?, traits: IBTraits? = nil) -> IBDocumentCheck {
        var result = IBDocumentCheck(file: file)
        let root: IBElement
        let document: IBDocument
        do {
            root = try IBDocumentReader.read(path: path)
            if root.name == "archive" {
                result.problems = [Problem(line: root.line, severity: .note, kind: "not-checked", scene: nil,
                                           message: "not checked: an archive-format nib from Xcode 4 or earlier (open and re-save it in Xcode 5 or later)")]
                return result
            }
            document = try IBDocument(root: root)
        } catch {
            result.problems = [Problem(line: error.line, severity: .error, kind: "unreadable", scene: nil, message: error.message)]
            return result
        }
        result.scenes = document.scenes.map { SceneResult(id: $0.id, className: $0.className, line: $0.line, checked: false) }
        if let traits, document.isMac {
            result.problems = [Problem(line: root.line, severity: .error, kind: "usage", scene: nil,
                                       message: "--traits \(traits.shown): size classes apply to iOS documents; this is a macOS document (targetRuntime MacOSX.Cocoa), not checked")]
            return result
        }
        guard document.usesAutolayout else {
            result.problems = [Problem(line: root.line, severity: .note, kind: "not-checked", scene: nil,
                                       message: "not checked: a springs and struts document (no useAutolayout): its views are placed by frames and autoresizing masks, no constraints")]
            return result
        }
        if document.scenes.isEmpty {
            result.problems = [Problem(line: root.line, severity: .note, kind: "not-checked", scene: nil,
                                       message: "not checked: the document has no scenes or top-level views")]
            return result
        }
        let variesBySizeClass = traits == nil && !document.isMac && document.root.descendants().contains {
            $0.name == "variation" && ($0["key"]?.contains("Class=") ?? false)
        }
        var problems: [Problem] = []
        for (index, scene) in document.scenes.enumerated() {
            guard scene.rootView != nil else {
                problems.append(Problem(line: scene.line, severity: .note, kind: "not-checked", scene: scene.id,
                                        message: "scene \(scene.id) (\(scene.className)) not checked: it has no root view"))
                continue
            }
            let imported: IBImportResult
            do {
                imported = try IBImporter.importDocument(document, scene: scene.id, traits: traits ?? .any, stop: .never)
            } catch {
                problems.append(Problem(line: error.line, severity: .note, kind: "not-checked", scene: scene.id,
                                        message: "scene \(scene.id) (\(scene.className)) not checked: \(error.message)"))
                continue
            }
            result.scenes[index].checked = true
            let canvas = canvasProblems(imported)
            problems += canvas
            // The matrix, one run per set of size classes (its sizes in matrix order), each on
            // the scene imported with them; macOS scenes keep their safe area and margins.
            let all = sizes ?? (document.isMac ? [imported.canvas.size] : LayoutCheck.defaultSizes)
            var groups: [(traits: IBTraits, sizes: [Size])] = []
            for size in all {
                let t = traits ?? (variesBySizeClass ? IBDeviceEnvironment(size: size).traits : .any)
                if let g = groups.firstIndex(where: { $0.traits == t }) { groups[g].sizes.append(size) } else { groups.append((t, [size])) }
            }
            var runs: [(traits: IBTraits?, imported: IBImportResult, matrix: LayoutCheck)] = []
            for group in groups {
                let r: IBImportResult
                do {
                    r = group.traits == imported.builderTraits ? imported
                        : try IBImporter.importDocument(document, scene: scene.id, traits: group.traits, stop: .never)
                } catch {
                    problems.append(Problem(line: error.line, severity: .note, kind: "not-checked", scene: scene.id,
                                            message: "scene \(scene.id) (\(scene.className)) not checked with \(group.traits.shown): \(error.message)"))
                    continue
                }
                let environments: [LayoutCheck.RootEnvironment?] = document.isMac ? [] : group.sizes.map { size in
                    let e = r.rootEnvironment(at: size)
                    return LayoutCheck.RootEnvironment(safeAreaInsets: e.safeArea, rootMargins: e.rootMargins)
                }
                let matrix = LayoutCheck.run(r.session, sizes: group.sizes, environments: environments, script: "")
                result.combinations += matrix.combinations
                runs.append((traits != nil || variesBySizeClass ? group.traits : nil, r, matrix))
            }
            problems += matrixProblems(runs, sizes: all, canvas: canvas)
        }
        result.problems = problems.sorted {
            ($0.line, $0.severity, $0.kind, $0.message) < ($1.line, $1.severity, $1.kind, $1.message)
        }
        return result
    }

    /// The problems the import and the canvas check of one scene find: what was left out,
    /// misplaced views, ambiguous views, broken constraints.
    static func canvasProblems(_ r: IBImportResult) -> [Problem] {
        let scene = r.scene.id
        let n = NumberFormatting.readable
        let canvas = "\(n(r.canvas.size.width))×\(n(r.canvas.size.height))"
        var out: [Problem] = []
        func add(_ line: Int, _ severity: Severity, _ kind: String, _ message: String, _ fields: [(String, JSONValue)] = []) {
            out.append(Problem(line: line, severity: severity, kind: kind, scene: scene, message: message, fields: fields))
        }
        func id(atLine line: Int) -> JSONValue {
            r.session.state.views.first { $0.interfaceBuilder?.line == line }?.interfaceBuilder?.id.map(JSONValue.string) ?? .null
        }
        for note in r.notes where note.kind == .leftOut {
            add(note.line, .note, "left-out", "left out of the check: \(note.message)")
        }
        // An ambiguous view's solved frame is one of many: it is reported as ambiguous only (as Xcode does).
        let ambiguousLines = Set(r.check.ambiguous.map(\.line))
        for m in r.check.misplaced where !ambiguousLines.contains(m.line) {
            let d = Rect(x: m.solved.x - m.stored.x, y: m.solved.y - m.stored.y,
                         width: m.solved.width - m.stored.width, height: m.solved.height - m.stored.height)
            var fields: [(String, JSONValue)] = [("view", .string(m.name)), ("id", id(atLine: m.line)), ("stored", m.stored.json),
                                                 ("solved", m.solved.json), ("delta", d.json), ("markedByIB", .bool(m.markedByIB)),
                                                 ("rect", .string("frame, in the superview, origin top left"))]
            if m.alignmentInsets != .zero { fields.append(("alignmentInsets", m.alignmentInsets.json)) }
            add(m.line, .warning, "misplaced", "misplaced view '\(m.name)'\(m.markedByIB ? " (IB marks it too)" : ""): stored \(m.stored.readableDescription), solved \(m.solved.readableDescription) on the canvas \(canvas), delta \(d.readableDescription)", fields)
        }
        for a in r.check.ambiguous {
            add(a.line, .error, "ambiguity", "ambiguous view '\(a.name)' on the canvas \(canvas): \(a.attributes.joined(separator: ", ")) not determined by the constraints",
                [("view", .string(a.name)), ("id", id(atLine: a.line)), ("attributes", .array(a.attributes.map(JSONValue.string)))])
        }
        for u in r.check.unverified {
            let setting = u.verification == .none ? "\"Never Verify\"" : "\"Verify Position Only\""
            add(u.line, .note, "unverified", "'\(u.name)': \(u.attributes.joined(separator: ", ")) not determined by the constraints, not reported: the document sets its ambiguity to \(setting) (verifyAmbiguity=\"\(u.verification.rawValue)\"), as Xcode does")
        }
        for h in r.check.conflicts {
            add(r.constraintLines[h] ?? r.scene.line, .error, "conflict",
                "conflict on the canvas \(canvas): \(r.check.conflictTexts[h] ?? "a constraint") is broken")
        }
        return out
    }

    /// What the matrix runs of one scene find that the canvas check did not already report for
    /// the same element: one problem per kind, element and finding, counted over every run, first at the
    /// earliest combination in matrix order (directions and strings, then `sizes`). `traits` of
    /// a run (when size classes were chosen) is shown after its first size.
    static func matrixProblems(_ runs: [(traits: IBTraits?, imported: IBImportResult, matrix: LayoutCheck)], sizes: [Size],
                               canvas: [Problem]) -> [Problem] {
        let reported = Set(canvas.map { "\($0.kind) \($0.line)" })
        let total = runs.reduce(0) { $0 + $1.matrix.combinations }
        struct Found { var count: Int; var order: (Int, Int); var first: String; var detail: String; var kind: String; var line: Int; var placeholderLines: [Int] = [] }
        var found: [String: Found] = [:]
        var keys: [String] = []
        for run in runs {
            let r = run.imported
            let state = r.session.state
            // Clipping is left out: the text sizes come from the frames IB stored, not from fonts,
            // and cells are sized by their table at run time (docs/interface-builder.md §14).
            for f in run.matrix.failures where f.kind != .clipping {
                let order = ((f.first.rightToLeft ? 1 : 0) + (f.first.doubleStrings ? 2 : 0), sizes.firstIndex(of: f.first.size) ?? 0)
                var first = f.first.text
                if let t = run.traits, t != .any, let comma = first.firstIndex(of: ",") {
                    first.insert(contentsOf: " (\(t.shown))", at: comma)
                }
                var counted = Set<String>()
                for (detail, subject) in zip(f.details, f.subjects) {
                    let line: Int
                    switch subject {
                    case .constraint(let h):
                        // A constraint plumb made (the root's encapsulated size, a stack's): its first view's element.
                        if let l = r.constraintLines[h] { line = l } else if case .view(let v)? = state.constraint(h)?.first.item {
                            line = state[v].interfaceBuilder?.line ?? r.scene.line
                        } else { line = r.scene.line }
                    case .item(.view(let v)): line = state[v].interfaceBuilder?.line ?? r.scene.line
                    case .item(.guide(let g)): line = state[state[g].owner].interfaceBuilder?.line ?? r.scene.line
                    }
                    if reported.contains("\(f.kind.rawValue) \(line)") { continue }
                    // One problem per kind, element and finding, over every run.
                    let key = "\(f.kind.rawValue) \(line) \(detail)"
                    if !counted.insert(key).inserted { continue }
                    // A view a placeholder constraint held in IB (removed at build time): the
                    // problem exists only at run time, unless code adds what it stood for.
                    var placeholderLines: [Int] = []
                    if f.kind == .ambiguity, case .item(.view(let v)) = subject {
                        placeholderLines = r.placeholders.filter { $0.views.contains(v) }.map(\.line)
                    }
                    if var x = found[key] {
                        x.count += f.count
                        x.placeholderLines = Array(Set(x.placeholderLines + placeholderLines)).sorted()
                        if order < x.order { (x.order, x.first, x.detail) = (order, first, detail) }
                        found[key] = x
                    } else {
                        found[key] = Found(count: f.count, order: order, first: first, detail: detail, kind: f.kind.rawValue, line: line,
                                           placeholderLines: placeholderLines.sorted())
                        keys.append(key)
                    }
                }
            }
        }
        return keys.compactMap { found[$0] }.map { x in
            // Tied to a placeholder the developer marked to be replaced by code: a note, as code
            // plumb does not read decides it (an error would fail every CI run of a deliberate pattern).
            Problem(line: x.line, severity: x.placeholderLines.isEmpty ? .error : .note, kind: x.kind, scene: runs.first?.imported.scene.id,
                    message: "\(x.kind) in \(x.count) of \(total) combinations, first at \(x.first): \(x.detail)"
                        + (x.placeholderLines.isEmpty ? "" : "; IB's placeholder constraint\(x.placeholderLines.count == 1 ? "" : "s") at line\(x.placeholderLines.count == 1 ? "" : "s") \(x.placeholderLines.map(String.init).joined(separator: ", ")) held it and \(x.placeholderLines.count == 1 ? "is" : "are") removed at build time: code must add \(x.placeholderLines.count == 1 ? "it or its equivalent" : "them or their equivalents")"))
        }
    }

    // MARK: - Output

    /// One line per problem, then the file's summary line.
    func lines(strict: Bool) -> [String] {
        var out = problems.map { $0.text(file: file, strict: strict) }
        func plural(_ k: Int, _ word: String) -> String { "\(k) \(word)\(k == 1 ? "" : "s")" }
        var summary = "\(file): "
        summary += checkedScenes == scenes.count ? "\(plural(checkedScenes, "scene")) checked" : "\(checkedScenes) of \(plural(scenes.count, "scene")) checked"
        if checkedScenes > 0 { summary += ", \(plural(combinations, "combination")) of size, direction and strings" }
        summary += ": \(plural(count(.error, strict: strict), "error")), \(plural(count(.warning, strict: strict), "warning"))"
        out.append(summary)
        return out
    }

    func json(status: Int32, strict: Bool) -> JSONValue {
        .object([
            ("file", .string(file)),
            ("status", .int(Int(status))),
            ("scenes", .array(scenes.map { s in
                .object([("id", .string(s.id)), ("class", .string(s.className)), ("line", .int(s.line)), ("checked", .bool(s.checked))])
            })),
            ("combinations", .int(combinations)),
            ("problems", .array(problems.map { p in
                .object([("file", .string(file)), ("line", .int(p.line)), ("severity", .string(p.shownSeverity(strict: strict).rawValue)),
                         ("kind", .string(p.kind)), ("scene", p.scene.map(JSONValue.string) ?? .null), ("message", .string(p.message))] + p.fields)
            })),
        ])
    }
}
