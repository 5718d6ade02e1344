/// An Interface Builder document as the importer sees it (docs/interface-builder.md §1–3, §10):
/// its kind, platform, canvas device, and the scenes it can import — a storyboard's view
/// controllers, a xib's top-level views and windows.
public struct IBDocument {
    public let root: IBElement
    public var isStoryboard: Bool
    public var isMac: Bool
    public var toolsVersion: String?
    public var documentVersion: String?
    /// `useAutolayout="YES"`; absent means springs and struts only (frames and masks).
    public var usesAutolayout: Bool
    public var usesSafeAreas: Bool
    public var usesTraitCollections: Bool
    public var initialViewController: String?
    /// `<device id="retina4_7" orientation="portrait">`.
    public var device: (id: String, landscape: Bool, line: Int)?
    /// `<simulatedScreenMetrics key="destination" type="retina4"/>` (Xcode 4–5).
    public var simulatedScreen: (type: String?, line: Int)?
    public var scenes: [IBScene]
    /// Every element with an `id`, by id (views, guides, constraints, controllers); the first
    /// when an id is used again.
    public var elementsByID: [String: IBElement]
    /// Ids used again: the line of each later use and of the element the id resolves to.
    /// Xcode keeps ids unique within a document (none of the 1,067 real documents of the
    /// corpus repeats one), so a repeat is a hand edit or a bad merge.
    public var repeatedIDs: [(id: String, line: Int, firstLine: Int)] = []
    /// The navigation controller whose root view controller (its `rootViewController`
    /// relationship segue) each controller id is — the first in the document, as Xcode has one.
    public var navigationControllersByRoot: [String: IBElement] = [:]
    /// The controller that pushes each controller id (a `show`, `push` or `showDetail` segue from anywhere in
    /// its scene: a button, a cell, the controller) — the first in the document.
    public var pushSources: [String: String] = [:]

    /// Interprets a document tree. Refuses archive-format nibs and anything that is not a
    /// `<document>`.
    public init(root: IBElement) throws(IBReadError) {
        if root.name == "archive" {
            throw IBReadError(line: root.line, "archive-format nib from Xcode 4 or earlier; open and re-save it in Xcode 5 or later")
        }
        guard root.name == "document" else {
            throw IBReadError(line: root.line, "not an Interface Builder document: the root element is <\(root.name)>, expected <document>")
        }
        self.root = root
        let type = root["type"] ?? ""
        isStoryboard = type.contains("Storyboard")
        isMac = (root["targetRuntime"] ?? "").hasPrefix("MacOSX") || (type.contains(".Cocoa.") && !type.contains("CocoaTouch"))
        toolsVersion = root["toolsVersion"]
        documentVersion = root["version"]
        usesAutolayout = root.isYes("useAutolayout")
        usesSafeAreas = root.isYes("useSafeAreas")
        usesTraitCollections = root.isYes("useTraitCollections")
        initialViewController = root["initialViewController"]
        if let d = root.child("device"), let id = d["id"] {
            device = (id, d["orientation"] == "landscape", d.line)
        }
        var ids: [String: IBElement] = [:]
        var screen: (type: String?, line: Int)? = nil
        for e in root.descendants() {
            if let id = e["id"] {
                if let first = ids[id] { repeatedIDs.append((id, e.line, first.line)) } else { ids[id] = e }
            }
            if e.name == "simulatedScreenMetrics", e["key"] == "destination", screen == nil { screen = (e["type"], e.line) }
            if e.name == "navigationController" {
                for segue in e.child("connections")?.children(named: "segue") ?? []
                where segue["relationship"] == "rootViewController" {
                    if let root = segue["destination"], navigationControllersByRoot[root] == nil { navigationControllersByRoot[root] = e }
                }
            }
        }
        simulatedScreen = screen
        elementsByID = ids
        scenes = []
        scenes = isStoryboard ? storyboardScenes() : xibScenes()
        for scene in scenes {
            guard let source = scene.controllerID, let controller = scene.controller else { continue }
            for e in controller.descendants() where e.name == "segue" && ["show", "push", "showDetail"].contains(e["kind"] ?? "") {
                if let destination = e["destination"], destination != source, pushSources[destination] == nil {
                    pushSources[destination] = source
                }
            }
        }
    }

    /// Each `<scene>`: its view controller (`sceneMemberID="viewController"`) and that
    /// controller's root view, if it has one.
    private func storyboardScenes() -> [IBScene] {
        guard let list = root.child("scenes") else { return [] }
        var out: [IBScene] = []
        for scene in list.children(named: "scene") {
            guard let objects = scene.child("objects") else { continue }
            let controller = objects.children.first { $0["sceneMemberID"] == "viewController" }
                ?? objects.children.first { $0.name != "placeholder" && $0.name != "customObject" }
            let rootView = controller.flatMap { IBDocument.rootView(ofController: $0) }
            out.append(IBScene(
                id: scene["sceneID"] ?? controller?["id"] ?? "scene\(out.count + 1)", controller: controller,
                controllerID: controller?["id"], rootView: rootView, line: scene.line,
                title: controller.flatMap { IBDocument.title(of: $0) }, isMac: isMac))
        }
        return out
    }

    /// A xib's top-level views and windows (a window's scene is its content view).
    private func xibScenes() -> [IBScene] {
        guard let objects = root.child("objects") else { return [] }
        var out: [IBScene] = []
        for e in objects.children where e.name != "placeholder" && e.name != "customObject" {
            if e.name == "window" || e.name == "panel" {
                let content = e.child(key: "contentView")
                out.append(IBScene(id: e["id"] ?? "window\(out.count + 1)", controller: e, controllerID: e["id"], rootView: content,
                                   line: e.line, title: e["title"] ?? e["userLabel"], isMac: isMac))
            } else if e.name.hasSuffix("ontroller"), let view = IBDocument.rootView(ofController: e) {
                // A view controller at the top level (as `export ib` writes a root with a safe area).
                out.append(IBScene(id: e["id"] ?? "controller\(out.count + 1)", controller: e, controllerID: e["id"], rootView: view,
                                   line: e.line, title: IBDocument.title(of: e), isMac: isMac))
            } else if IBView.isView(e) {
                out.append(IBScene(id: e["id"] ?? "view\(out.count + 1)", controller: nil, controllerID: nil, rootView: e,
                                   line: e.line, title: e["userLabel"], isMac: isMac))
            }
        }
        return out
    }

    /// A controller's `view` (any view element with key "view", or a window controller's window's
    /// content view, or a split view controller's split view).
    static func rootView(ofController c: IBElement) -> IBElement? {
        if let v = c.children.first(where: { $0["key"] == "view" && IBView.isView($0) }) { return v }
        if let w = c.child(key: "window"), let content = w.child(key: "contentView") { return content }
        if let s = c.children.first(where: { $0["key"] == "splitView" && IBView.isView($0) }) { return s }
        return nil
    }

    /// What Xcode's outline calls the scene: userLabel, title, or the navigation item's title.
    static func title(of c: IBElement) -> String? {
        if let l = c["userLabel"] { return l }
        if let t = c["title"] { return t }
        if let item = c.child("navigationItem"), let t = item["title"] { return t }
        return nil
    }

    /// The scene `--scene` names: its sceneID, its controller's id, its root view's id, or its
    /// title/userLabel (exactly, then case-insensitively).
    public func scene(named name: String) -> IBScene? {
        if let s = scenes.first(where: { $0.id == name || $0.controllerID == name || $0.rootView?["id"] == name }) { return s }
        if let s = scenes.first(where: { $0.title == name }) { return s }
        return scenes.first { $0.title?.lowercased() == name.lowercased() }
    }

    /// The scene imported without `--scene`: the initial view controller's (following its
    /// root/first child relationship when it has no view of its own, as a navigation or tab bar
    /// controller), else the first scene with a root view.
    public var defaultScene: IBScene? {
        var id = initialViewController
        var seen = Set<String>()
        while let current = id, seen.insert(current).inserted {
            guard let scene = scenes.first(where: { $0.controllerID == current }) else { break }
            if scene.rootView != nil { return scene }
            id = scene.controller.flatMap(IBDocument.firstChildController)
        }
        return scenes.first { $0.rootView != nil }
    }

    /// The destination of a container's `rootViewController` or first `viewControllers` relationship.
    static func firstChildController(of c: IBElement) -> String? {
        let segues = c.child("connections")?.children(named: "segue") ?? []
        let relationships = segues.filter { $0["kind"] == "relationship" }
        return (relationships.first { $0["relationship"] == "rootViewController" } ?? relationships.first)?["destination"]
    }
}

/// One importable scene: a storyboard view controller, or a xib's top-level view or window.
public struct IBScene {
    public var id: String
    /// The view controller (storyboard) or window (xib); nil for a xib's top-level view.
    public var controller: IBElement?
    public var controllerID: String?
    public var rootView: IBElement?
    public var line: Int
    public var title: String?
    public var isMac: Bool

    /// `UIViewController`, `UINavigationController`, `NSWindow`, `RatingViewController` …
    public var className: String {
        guard let c = controller else { return rootView.map { IBView.className(of: $0, mac: isMac).shown } ?? "?" }
        if let custom = c["customClass"] { return custom }
        return IBClassNames.controllerClass(c.name, mac: isMac)
    }

    /// The views of the scene (its root view and everything under it).
    public var viewCount: Int {
        guard let r = rootView else { return 0 }
        return 1 + r.descendants().filter(IBView.isView).count
    }
}
