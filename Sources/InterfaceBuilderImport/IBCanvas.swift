import LayoutModel

/// The canvas a scene was laid out on when IB saved it (docs/interface-builder.md §10): its size
/// and the safe-area insets of a view controller's root view on it.
public struct IBCanvas: Hashable, Sendable {
    public var size: Size
    /// Where the size came from, for the summary ("the root view's stored frame", "device retina4_7").
    public var sizeSource: String
    public var safeAreaInsets: EdgeInsets
    public var safeAreaSource: String

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
        "ipad12_9": Size(width: 1024, height: 1366),
    ]

    /// The status bar (or sensor housing) height of a device in portrait: 20 on home-button
    /// devices, 44 on iPhone X-class, 47 on iPhone 12–14, 59 on the Dynamic Island phones, 24 on
    /// the 11" iPad; its home indicator 34 on iPhones without a home button, 20 on iPads without one.
    static func deviceInsets(_ id: String) -> (top: Double, bottom: Double) {
        switch id {
        case "retina5_9", "retina6_1", "retina6_5": return (44, 34)
        case "retina6_0", "retina6_7": return (47, 34)
        case "retina6_12", "retina6_72": return (59, 34)
        case "ipad11": return (24, 20)
        case "ipad12_9": return (24, 20)
        default: return (20, 0)
        }
    }

    /// The canvas of `scene`: the root's stored frame size when it has one (that is what IB laid
    /// out), else the device, else simulated metrics, else 600×600 (Any/Any). Safe-area insets
    /// apply to view controllers' root views only: the status bar of the device (none on macOS
    /// and for a xib's top-level views), plus a navigation bar (44) when the controller shows one
    /// and a tab bar (49) when it is in a tab bar controller.
    ///
    /// `device` (`import ib --device`) replaces the document's: its size, portrait (`retina6_1`,
    /// `ipad11`) or given as `WxH`, and its safe area.
    public static func of(_ scene: IBScene, in document: IBDocument, device: IBDevice? = nil) -> IBCanvas {
        var size = Size(width: 600, height: 600)
        var source = "Any/Any 600×600 (no frame, no device)"
        var deviceID = document.device?.id ?? document.simulatedScreen?.type
        var landscape = document.device?.landscape == true
        if let device {
            size = device.size
            source = device.name
            if let id = device.id {
                deviceID = id
                landscape = device.size.width > device.size.height
            }
        } else if let r = scene.rootView.flatMap({ IBView($0).frame }) {
            size = Size(width: r.width, height: r.height)
            source = "the root view's stored frame"
        } else if let id = deviceID, var s = deviceSizes[id] {
            if landscape { s = Size(width: s.height, height: s.width) }
            size = s
            source = "device \(id)"
        }
        var insets = EdgeInsets.zero
        var insetSource = "none"
        if !document.isMac, let c = scene.controller, c.name.hasSuffix("ontroller") {
            let device = deviceID ?? "retina4_7"
            // iPhones hide the status bar in landscape.
            var top = landscape && !device.hasPrefix("ipad") ? 0 : deviceInsets(device).top
            var bottom = deviceInsets(device).bottom
            var parts = ["status bar \(Int(top))"]
            if bottom > 0 { parts.append("home indicator \(Int(bottom))") }
            let showsNavigationBar = c.child("navigationItem") != nil
                || c.child(key: "simulatedTopBarMetrics")?.name == "simulatedNavigationBarMetrics"
            if showsNavigationBar, !document.root.isYes("launchScreen") {
                top += 44
                parts.append("navigation bar 44")
            }
            if c.child("tabBarItem") != nil || c.child(key: "simulatedBottomBarMetrics")?.name == "simulatedTabBarMetrics" {
                bottom += 49
                parts.append("tab bar 49")
            }
            insets = EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
            insetSource = parts.joined(separator: ", ")
        }
        return IBCanvas(size: size, sizeSource: source, safeAreaInsets: insets, safeAreaSource: insetSource)
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

    /// The names `--device` accepts, for messages.
    public static var knownNames: String { IBCanvas.deviceSizes.keys.sorted().joined(separator: ", ") }
}
