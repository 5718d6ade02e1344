import LayoutModel
import LayoutText

/// The canvas a scene was laid out on when IB saved it (docs/interface-builder.md §10): its size
/// and the safe-area insets of a view controller's root view on it.
public struct IBCanvas: Hashable, Sendable {
    public var size: Size
    /// Where the size came from, for the summary ("the root view's stored frame", "device retina4_7").
    public var sizeSource: String
    public var safeAreaInsets: EdgeInsets
    public var safeAreaSource: String
    /// Which stored frames were laid out on this canvas (the canvas check compares only those).
    public var storedFrames: StoredFrames = .all

    public enum StoredFrames: Hashable, Sendable {
        /// Every stored frame: the canvas is the one the document was saved on.
        case all
        /// A size class's canvas in an Xcode 6–7 document (`sizeClassCanvas`): only the frames
        /// of variations of exactly these classes; the others are another class's canvas's.
        case ofTraits(IBTraits)
        /// `--traits` that the document's device (Xcode 8 and later) does not have in its
        /// orientation: IB stored no frame for them.
        case none
    }

    /// Device sizes in points, portrait (docs/interface-builder.md §10 table).
    public static let deviceSizes: [String: Size] = [
        "retina3_5": Size(width: 320, height: 480), "retina4": Size(width: 320, height: 568),
        "retina4_0": Size(width: 320, height: 568), "retina4_7": Size(width: 375, height: 667),
        "retina5_5": Size(width: 414, height: 736), "retina5_9": Size(width: 375, height: 812),
        "retina6_1": Size(width: 414, height: 896), "retina6_5": Size(width: 414, height: 896),
        "retina6_0": Size(width: 390, height: 844), "retina6_7": Size(width: 428, height: 926),
        "retina6_12": Size(width: 393, height: 852), "retina6_72": Size(width: 430, height: 932),
        "ipad9_7": Size(width: 768, height: 1024), "ipad10_2": Size(width: 810, height: 1080),
        "ipad10_5": Size(width: 834, height: 1112), "ipad11": Size(width: 834, height: 1194),
        "ipad10_9rounded": Size(width: 820, height: 1180), "ipad12_9": Size(width: 1024, height: 1366),
    ]

    /// The status bar (or sensor housing) height of a device in portrait and its home indicator
    /// (`IBDeviceEnvironment.portraitInsets`).
    static func deviceInsets(_ id: String) -> (top: Double, bottom: Double) { IBDeviceEnvironment.portraitInsets(id) }

    /// The canvas of `scene`: the root's stored frame size when it has one (that is what IB laid
    /// out), else the device, else simulated metrics, else 600×600 (Any/Any). Safe-area insets
    /// apply to view controllers' root views only: the screen's insets of the device in its
    /// orientation (`IBDeviceEnvironment`; none on macOS and for a xib's top-level views), plus a
    /// navigation bar (44) when the controller shows one and a tab bar (49) when it is in a tab
    /// bar controller.
    ///
    /// `device` (`import ib --device`) replaces the document's: its size, portrait (`retina6_1`,
    /// `ipad11`) or given as `WxH`, and its safe area. `traits` (`--traits`) on an Xcode 6–7
    /// Any/Any document (no `<device>`, a 600×600 root) gives the canvas of that size class:
    /// 400 points on a compact axis, 800 on a regular one, 600 on Any (docs/interface-builder.md §8).
    public static func of(_ scene: IBScene, in document: IBDocument, device: IBDevice? = nil, traits: IBTraits = .any) -> IBCanvas {
        var size = Size(width: 600, height: 600)
        var source = "Any/Any 600×600 (no frame, no device)"
        var storedFrames = StoredFrames.all
        var deviceID = document.device?.id ?? document.simulatedScreen?.type
        var landscape = document.device?.landscape == true
        if let device {
            size = device.size
            source = device.name
            deviceID = device.id
            landscape = device.size.width > device.size.height
        } else if let r = scene.rootView.flatMap({ IBView($0).frame }) {
            size = Size(width: r.width, height: r.height)
            source = "the root view's stored frame"
            if let canvas = sizeClassCanvas(traits, document: document, stored: size) {
                size = canvas
                storedFrames = .ofTraits(traits)
                source = "the \(traits.shown) canvas of Xcode 6–7, \(NumberFormatting.readable(size.width))×\(NumberFormatting.readable(size.height))"
            } else if traits != .any, let d = document.device, !document.isMac,
                      !traits.applies(to: IBDeviceEnvironment(size: size, deviceID: d.id).traits) {
                // Xcode 8 and later lay the scene out on its device: frames for these classes
                // exist only in the other orientation, if the device has them there.
                let turned = Size(width: size.height, height: size.width)
                if traits.applies(to: IBDeviceEnvironment(size: turned, deviceID: d.id).traits) {
                    size = turned
                    landscape = turned.width > turned.height
                    source = "device \(d.id) turned to \(landscape ? "landscape" : "portrait") for \(traits.shown); the stored frames are of the other orientation"
                } else {
                    source += "; device \(d.id) has no \(traits.shown) orientation, the stored frames are not for it"
                }
                storedFrames = .none
            }
        } else if let id = deviceID, var s = deviceSizes[id] {
            if landscape { s = Size(width: s.height, height: s.width) }
            size = s
            source = "device \(id)"
        }
        var insets = EdgeInsets.zero
        var insetSource = "none"
        if !document.isMac, let c = scene.controller, c.name.hasSuffix("ontroller") {
            // The document's device in its orientation (retina4_7 when it names none), at the canvas's orientation.
            let id = deviceID ?? (device == nil ? "retina4_7" : nil)
            let tools = IBSceneBuilder.toolsMajor(document)
            let screen = device == nil
                ? IBDeviceEnvironment(size: orient(deviceSizes[id ?? ""] ?? size, landscape: landscape), deviceID: id, toolsMajor: tools)
                : IBDeviceEnvironment(size: size, deviceID: id, toolsMajor: tools)
            insets = screen.screenInsets
            var parts = screen.screenInsetParts
            // Simulated metrics "Status Bar: None" (`<nil key="simulatedStatusBarMetrics"/>`): no
            // status bar on the canvas. A screen with a sensor housing keeps its inset (that is
            // the screen's, not the bar's).
            if c.child(key: "simulatedStatusBarMetrics")?.name == "nil", let i = parts.firstIndex(of: "status bar 20") {
                insets.top -= 20
                parts[i] = "no status bar (simulated metrics, line \(c.child(key: "simulatedStatusBarMetrics")!.line))"
            }
            // A navigation controller that hides its bar (`navigationBarHidden`, "Shows Navigation
            // Bar" off) shows none over its root view controller.
            let navigation = navigationController(holding: c, in: document)
            // Shown in a navigation controller, a controller has its bar whether or not it has a
            // navigation item (IB's inferred top bar); pushed, with a navigation item, it has one
            // even when the navigation controller is not in this document. A navigation item
            // alone (a controller made in code, `instantiateViewController`) shows none.
            let pushed = c["id"].flatMap { document.pushSources[$0] } != nil
            let showsNavigationBar = navigation != nil || (pushed && c.child("navigationItem") != nil)
                || c.child(key: "simulatedTopBarMetrics")?.name == "simulatedNavigationBarMetrics"
            if let hiding = navigation, hiding.isYes("navigationBarHidden") {
                parts.append("navigation bar hidden (its navigation controller's navigationBarHidden, line \(hiding.line))")
            } else if device == nil, let bar = navigation.flatMap(navigationBarFrame(of:)), !document.root.isYes("launchScreen") {
                // The root view controller of a navigation controller, on the document's own
                // canvas: its bar as IB laid it out there (stored on the navigation controller),
                // in the screen's coordinates when it starts below the status bar, else below it.
                // (Other devices, as `check`'s matrix asks, get the standard bar.)
                let n = NumberFormatting.readable
                if bar.y > 0 {
                    insets.top = bar.y + bar.height
                    parts = parts.filter { !$0.hasPrefix("status bar") }
                        + ["navigation bar stored at y \(n(bar.y)), \(n(bar.height)) tall (its navigation controller's, line \(bar.line))"]
                } else {
                    insets.top += bar.height
                    parts.append("navigation bar \(n(bar.height)) (its navigation controller's, line \(bar.line))")
                }
            } else if showsNavigationBar, !document.root.isYes("launchScreen") {
                insets.top += 44
                parts.append("navigation bar 44")
            }
            if c.child("tabBarItem") != nil || c.child(key: "simulatedBottomBarMetrics")?.name == "simulatedTabBarMetrics" {
                insets.bottom += 49
                parts.append("tab bar 49")
            }
            // A view that starts below the top bars (opaque bars and
            // `extendedLayoutIncludesOpaqueBars` off, or the top edge left out of the extended
            // layout): IB stores it there, and the bars no longer cover it. Its own canvas only,
            // when that is the screen's width (not Xcode 6–7's 600×600). (A view shorter than the
            // screen at y 0 is a sheet, which keeps the screen's bottom inset: not the same.)
            if device == nil, let r = scene.rootView.flatMap({ IBView($0).frame }), r.width == screen.size.width {
                let n = NumberFormatting.readable
                if r.y > 0, insets.top > 0 {
                    insets.top = max(0, insets.top - r.y)
                    parts.append("the view starts \(n(r.y)) down, below the bars (its stored frame)")
                }
            }
            insetSource = parts.joined(separator: ", ")
        } else if !document.isMac, device == nil, scene.controller == nil, let root = scene.rootView,
                  root.child("viewLayoutGuide", key: "safeArea") != nil,
                  root.child(key: "simulatedDestinationMetrics")?.name != "freeformSimulatedSizeMetrics",
                  let id = deviceID, let screenSize = deviceSizes[id], orient(screenSize, landscape: landscape) == size {
            // A xib's top-level view with a safe area, the size of its document's screen and not
            // freeform: Xcode shows it as that screen, insets included.
            let screen = IBDeviceEnvironment(size: size, deviceID: id, toolsMajor: IBSceneBuilder.toolsMajor(document))
            insets = screen.screenInsets
            insetSource = (screen.screenInsetParts + ["a top-level view the size of the screen"]).joined(separator: ", ")
        }
        return IBCanvas(size: size, sizeSource: source, safeAreaInsets: insets, safeAreaSource: insetSource, storedFrames: storedFrames)
    }

    /// The stored frame of a navigation controller's bar, when the document stores one with a
    /// height.
    static func navigationBarFrame(of navigationController: IBElement) -> (y: Double, height: Double, line: Int)? {
        guard let bar = navigationController.child("navigationBar", key: "navigationBar"), let r = IBView(bar).frame,
              r.height > 0, r.height < 200 else { return nil }
        return (r.y, r.height, bar.line)
    }

    /// The navigation controller that shows `controller`: the one whose root view controller it
    /// is (a `rootViewController` relationship segue), else the one showing the controller that
    /// pushes it (a `show`, `push` or `showDetail` segue), followed back; nil when the document has none. A
    /// pushed controller is shown in its pusher's navigation controller, under the same bar.
    static func navigationController(holding controller: IBElement, in document: IBDocument) -> IBElement? {
        var id = controller["id"]
        var seen: Set<String> = []
        while let current = id, seen.insert(current).inserted {
            if let navigation = document.navigationControllersByRoot[current] { return navigation }
            id = document.pushSources[current]
        }
        return nil
    }

    private static func orient(_ s: Size, landscape: Bool) -> Size {
        landscape == (s.width > s.height) ? s : Size(width: s.height, height: s.width)
    }

    /// The canvas of a size class in an Xcode 6–7 document (no `<device>`, size classes on, the
    /// root stored 600×600): each axis 400 when compact, 800 when regular, 600 when Any. nil for
    /// other documents (Xcode 8 and later store the frames of their `<device>`) and for Any/Any.
    static func sizeClassCanvas(_ traits: IBTraits, document: IBDocument, stored: Size) -> Size? {
        guard traits != .any, document.device == nil, document.usesTraitCollections, !document.isMac,
              stored == Size(width: 600, height: 600) else { return nil }
        func axis(_ c: String?) -> Double { c == "compact" ? 400 : c == "regular" ? 800 : 600 }
        return Size(width: axis(traits.widthClass), height: axis(traits.heightClass))
    }
}

/// A device named on the command line (`--device retina6_1`, `--device retina6_1-landscape`,
/// `--device 390x844`).
public struct IBDevice: Hashable, Sendable {
    /// The IB device id, when named by one.
    public var id: String?
    public var size: Size
    public var name: String

    /// Parses a device id of the §10 table (with `-landscape`) or `WxH`; nil when it is neither.
    public init?(_ text: String) {
        var base = text
        var landscape = false
        if base.hasSuffix("-landscape") { base.removeLast("-landscape".count); landscape = true }
        if var s = IBCanvas.deviceSizes[base] {
            if landscape { s = Size(width: s.height, height: s.width) }
            id = base
            size = s
            name = "device \(text)"
            return
        }
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite,
              w > 0, h > 0, w <= 100_000, h <= 100_000 else { return nil }
        id = nil
        size = Size(width: w, height: h)
        name = "--device \(text)"
    }

    /// A device of the matrix: `id` when one has that size (`IBDeviceEnvironment.device(of:)`).
    public init(size: Size, id: String?) {
        self.id = id
        self.size = size
        name = id.map { "device \($0)\(size.width > size.height ? "-landscape" : "")" } ?? "--device \(NumberFormatting.readable(size.width))x\(NumberFormatting.readable(size.height))"
    }

    /// The names `--device` accepts, for messages.
    public static var knownNames: String { IBCanvas.deviceSizes.keys.sorted().joined(separator: ", ") }
}
