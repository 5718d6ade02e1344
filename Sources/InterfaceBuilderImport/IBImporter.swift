import Foundation
import LayoutModel
import LayoutSyntax
import LayoutText

/// `import ib`: an Interface Builder document → one scene as a live session, with what was
/// imported, what was not (by line) and Xcode's canvas checks (docs/interface-builder.md).
public enum IBImporter {
    /// Reads the file at `path` and imports one scene (`scene`: a sceneID, controller id, root
    /// view or window id, or title; nil: the initial or first scene).
    /// `device`: after the canvas check, the root takes that device's size and safe area.
    public static func importFile(_ path: String, scene: String? = nil, device: IBDevice? = nil, traits: IBTraits = .any, stop: StopCheck = .never) throws(IBReadError) -> IBImportResult {
        let root = try IBDocumentReader.read(path: path)
        return try importDocument(try IBDocument(root: root), scene: scene, device: device, traits: traits, stop: stop)
    }

    /// Imports from a document's bytes.
    public static func importData(_ data: Data, scene: String? = nil, device: IBDevice? = nil, traits: IBTraits = .any, stop: StopCheck = .never) throws(IBReadError) -> IBImportResult {
        let root = try IBDocumentReader.read(data: data)
        return try importDocument(try IBDocument(root: root), scene: scene, device: device, traits: traits, stop: stop)
    }

    public static func importDocument(_ document: IBDocument, scene name: String?, device: IBDevice? = nil, traits: IBTraits = .any, stop: StopCheck) throws(IBReadError) -> IBImportResult {
        let scene: IBScene
        if let name {
            guard let s = document.scene(named: name) else {
                let known = document.scenes.map(\.id).joined(separator: ", ")
                throw IBReadError(line: document.root.line, "no scene '\(name)' in the document (scenes: \(known.isEmpty ? "none" : known))")
            }
            scene = s
        } else {
            guard let s = document.defaultScene else {
                throw IBReadError(line: document.root.line, document.scenes.isEmpty
                    ? "the document has no scenes or top-level views"
                    : "no scene of the document has a root view (\(document.scenes.count) scenes: \(document.scenes.map(\.className).joined(separator: ", ")))")
            }
            scene = s
        }
        if document.isMac, traits != .any {
            throw IBReadError(line: document.root.line, "--traits \(traits.shown): size classes apply to iOS documents; this is a macOS document (targetRuntime MacOSX.Cocoa)")
        }
        guard let rootView = scene.rootView else {
            throw IBReadError(line: scene.line, "scene \(scene.id) (\(scene.className)) has no root view to import")
        }
        var builder = IBSceneBuilder(document: document, scene: scene, traits: traits)
        try builder.build(rootView: rootView, stop: stop)
        if !document.usesAutolayout {
            builder.notes.insert(IBNote(line: document.root.line, .approximated,
                "springs and struts document (no useAutolayout): every view is placed by its frame and autoresizing mask"), at: 0)
        }
        for r in document.repeatedIDs {
            builder.notes.append(IBNote(line: r.line, .approximated,
                "id '\(r.id)' is used again (Xcode keeps ids unique in a document): references to it resolve to the element at line \(r.firstLine)"))
        }
        let canvas = builder.canvasSession()
        let check = IBCanvasCheck(session: canvas.session, views: builder.views, storedFrames: builder.canvas.storedFrames,
                                  bottomUpRoot: builder.rootCountsFromBottom)
        var result = IBImportResult(
            document: document, scene: scene, session: builder.session, canvas: builder.canvas, notes: builder.notes.sorted { $0.line < $1.line },
            check: check, viewCount: builder.views.count, constraintsImported: builder.constraintsImported,
            constraintsUninstalled: builder.constraintsUninstalled, constraintsLeftOut: builder.constraintsLeftOut,
            constraintsDropped: builder.constraintsDropped)
        result.builderTraits = traits
        result.placeholders = builder.placeholderViews()
        result.constraintLines = builder.constraintLines.merging(canvas.placeholderLines) { a, _ in a }
        if let device {
            let target = IBCanvas.of(scene, in: document, device: device)
            builder.resize(to: target)
            result.deviceCanvas = target
            result.deviceCheck = IBCanvasCheck(session: builder.session, views: builder.views)
        }
        return result
    }
}

/// What `import ib` made and found.
public struct IBImportResult {
    public var document: IBDocument
    public var scene: IBScene
    public var session: LayoutSession
    public var canvas: IBCanvas
    public var notes: [IBNote]
    public var check: IBCanvasCheck
    public var viewCount: Int
    public var constraintsImported: Int
    public var constraintsUninstalled: Int
    public var constraintsLeftOut: Int
    public var constraintsDropped: Int
    /// `--device`: the canvas the session was resized to after the check, and what is ambiguous
    /// or broken there (its frames are not compared: IB stored none for that size).
    public var deviceCanvas: IBCanvas?
    /// `--traits`: the size classes whose variations were applied.
    public var builderTraits: IBTraits = .any
    /// The placeholder constraints (`placeholder="YES"`, removed at build time): each one's line
    /// and the views it constrains in `session`.
    public var placeholders: [(line: Int, views: [ViewID])] = []
    public var deviceCheck: IBCanvasCheck?
    /// The document line of each constraint of `session` and of the canvas check's placeholders
    /// (`plumb check` points at `<constraint>` elements by it).
    public var constraintLines: [ConstraintHandle: Int] = [:]

    /// What the root gets at `size` in `plumb check`'s matrix: the safe area of the device of
    /// that size in that orientation (`IBDeviceEnvironment`, a generic one for other sizes) with
    /// the scene's bars, and a view controller root's margins there (nil: the root's margins do
    /// not depend on the device — a xib's top-level view, macOS).
    public func rootEnvironment(at size: Size) -> (safeArea: EdgeInsets, rootMargins: EdgeInsets?) {
        let target = IBCanvas.of(scene, in: document, device: IBDevice(size: size, id: IBDeviceEnvironment.device(of: size)))
        return (target.safeAreaInsets, IBSceneBuilder.rootMargins(document: document, scene: scene, on: target))
    }

    /// Nothing left out: every view and constraint of the scene is in the session.
    public var isComplete: Bool { !notes.contains { $0.kind == .leftOut } }

    /// The lines `import ib` prints: the scene list (when there are several), what was imported,
    /// what was not (`FILE:LINE:`), and the canvas check.
    public func summary(file: String) -> [String] {
        var lines: [String] = []
        let n = NumberFormatting.readable
        func plural(_ k: Int, _ word: String) -> String { "\(k) \(word)\(k == 1 ? "" : "s")" }
        if document.scenes.count > 1 {
            lines.append("\(plural(document.scenes.count, "scene")) in \(file) (--scene ID|NAME picks one):")
            for s in document.scenes {
                var row = "  \(s.id == scene.id ? "*" : " ") \(s.id)  \(s.className)"
                if let t = s.title { row += "  \"\(t)\"" }
                row += "  \(plural(s.viewCount, "view"))"
                lines.append(row)
            }
        }
        var what = "imported \(scene.className)"
        if let t = scene.title { what += " \"\(t)\"" }
        what += " (\(file):\(scene.line)): \(plural(viewCount, "view")), \(plural(constraintsImported, "constraint"))"
        if constraintsUninstalled > 0 { what += " (\(constraintsUninstalled) uninstalled)" }
        if constraintsLeftOut > 0 { what += ", \(constraintsLeftOut) left out" }
        if constraintsDropped > 0 { what += ", \(constraintsDropped) placeholder\(constraintsDropped == 1 ? "" : "s") dropped" }
        lines.append(what)
        if builderTraits != .any { lines.append("traits \(builderTraits.shown): size-class variations applied (frames and markers from the most specific variation)") }
        var canvasLine = "canvas \(n(canvas.size.width))×\(n(canvas.size.height)) (\(canvas.sizeSource))"
        if canvas.safeAreaInsets != .zero { canvasLine += ", safe area: \(canvas.safeAreaSource)" }
        lines.append(canvasLine)
        for note in notes { lines.append(note.formatted(file: file)) }
        let state = session.state
        let p = check.placements
        lines.append("canvas check: \(p.filter(\.matches).count) of \(plural(p.count, "view")) where IB stored them"
                     + " (\(check.unmarkedMatching) of the \(check.unmarked) IB does not mark)"
                     + (check.unframed > 0 ? "; \(plural(check.unframed, "view")) without a stored frame not compared" : "")
                     + (check.otherCanvas > 0 ? "; \(plural(check.otherCanvas, "view")) stored for another canvas (size class or orientation) not compared" : ""))
        let misplaced = check.misplaced
        if !misplaced.isEmpty {
            lines.append("misplaced (\(misplaced.count)):")
            for m in misplaced {
                let d = Rect(x: m.solved.x - m.stored.x, y: m.solved.y - m.stored.y,
                             width: m.solved.width - m.stored.width, height: m.solved.height - m.stored.height)
                lines.append("  \(file):\(m.line): \(m.name)\(m.markedByIB ? " (IB marks it too)" : ""): stored \(m.stored.readableDescription), solved \(m.solved.readableDescription), delta \(d.readableDescription)")
            }
        }
        if !check.ambiguous.isEmpty {
            lines.append("ambiguous (\(check.ambiguous.count)):")
            for a in check.ambiguous { lines.append("  \(file):\(a.line): \(a.name): \(a.attributes.joined(separator: ", "))") }
        }
        if !check.conflicts.isEmpty {
            lines.append("conflicts (\(check.conflicts.count) broken):")
            for h in check.conflicts {
                guard let c = state.constraint(h) else { continue }
                lines.append("  \(c.handleName)  \(state.bookDescription(of: c))\(c.identifier.map { " '\($0)'" } ?? "")")
            }
        }
        if let target = deviceCanvas, let deviceCheck {
            var line = "resized to \(n(target.size.width))×\(n(target.size.height)) (\(target.sizeSource))"
            if target.safeAreaInsets != .zero { line += ", safe area: \(target.safeAreaSource)" }
            lines.append(line + ": \(plural(deviceCheck.ambiguous.count, "ambiguous view")), \(plural(deviceCheck.conflicts.count, "broken constraint"))")
            for a in deviceCheck.ambiguous { lines.append("  \(file):\(a.line): \(a.name): \(a.attributes.joined(separator: ", "))") }
            for h in deviceCheck.conflicts {
                guard let c = state.constraint(h) else { continue }
                lines.append("  \(c.handleName)  \(state.bookDescription(of: c))\(c.identifier.map { " '\($0)'" } ?? "")")
            }
        }
        return lines
    }
}
