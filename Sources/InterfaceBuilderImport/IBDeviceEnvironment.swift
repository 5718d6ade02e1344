import LayoutModel
import LayoutText

/// What a device gives a view controller's root at one size and orientation
/// (docs/interface-builder.md §10): the size classes, the safe-area insets of the screen itself
/// (status bar or sensor housing, home indicator, the landscape side insets) and the root's
/// system minimum side margins. `plumb check` on a document uses one per size of its matrix;
/// `import ib --device` the one of its device.
public struct IBDeviceEnvironment: Hashable, Sendable {
    public var size: Size
    /// The IB device id (`retina6_12`), named or found by the size; nil for a size no device has.
    public var deviceID: String?
    public var landscape: Bool
    /// The size classes the device has in that orientation, full screen.
    public var traits: IBTraits
    /// The screen's own insets, before any bar a scene adds.
    public var screenInsets: EdgeInsets
    /// What `screenInsets` are made of: `status bar 20`, `status bar 59, home indicator 34`, `sensor housing 59 left and right, home indicator 21`, …
    public var screenInsetParts: [String]

    /// The environment of `size` on the device `id` (nil: the device whose portrait or landscape
    /// size `size` is, else a generic device of that size), as a document saved by `toolsMajor`
    /// shows it (its `toolsVersion` before the dot; the newest metrics when not given).
    public init(size: Size, deviceID id: String? = nil, toolsMajor: Int = .max) {
        self.size = size
        landscape = size.width > size.height
        deviceID = id ?? IBDeviceEnvironment.device(of: size)
        let portraitWidth = min(size.width, size.height)
        let pad = deviceID.map { $0.hasPrefix("ipad") } ?? (portraitWidth >= 768)
        // Size classes, full screen: iPads wR hR; iPhones wC hR in portrait; in landscape hC,
        // and wR on the Plus/Max phones (those 414 points wide and more in portrait) — Apple's
        // HIG size-class table, docs/interface-builder.md §10.
        if pad {
            traits = IBTraits(widthClass: "regular", heightClass: "regular")
        } else if !landscape {
            traits = IBTraits(widthClass: "compact", heightClass: "regular")
        } else {
            traits = IBTraits(widthClass: portraitWidth >= 414 ? "regular" : "compact", heightClass: "compact")
        }
        let metrics = deviceID.map { IBDeviceEnvironment.portraitInsets($0, toolsMajor: toolsMajor) } ?? (top: 20, bottom: 0)
        if pad {
            // iPads keep the status bar in both orientations; the home indicator stays at the bottom.
            screenInsets = EdgeInsets(top: metrics.top, left: 0, bottom: metrics.bottom, right: 0)
            screenInsetParts = ["status bar \(Int(metrics.top))"] + (metrics.bottom > 0 ? ["home indicator \(Int(metrics.bottom))"] : [])
        } else if !landscape {
            screenInsets = EdgeInsets(top: metrics.top, left: 0, bottom: metrics.bottom, right: 0)
            screenInsetParts = ["status bar \(Int(metrics.top))"]
                + (metrics.bottom > 0 ? ["home indicator \(Int(metrics.bottom))"] : [])
        } else if metrics.bottom > 0 {
            // Phones without a home button in landscape: no status bar, the sensor housing's
            // inset on both sides, a 21-pt home indicator.
            // The housing is as wide as the status bar was tall before iOS 16 made it taller.
            let housing = deviceID.map { IBDeviceEnvironment.portraitInsets($0, toolsMajor: 0).top } ?? metrics.top
            screenInsets = EdgeInsets(top: 0, left: housing, bottom: 21, right: housing)
            screenInsetParts = ["sensor housing \(Int(housing)) left and right", "home indicator 21"]
        } else {
            // iPhones hide the status bar in landscape (compact height).
            screenInsets = .zero
            screenInsetParts = ["status bar hidden"]
        }
    }

    /// The side margins UIKit gives a view controller's root (`systemMinimumLayoutMargins`):
    /// 16 points on the narrower iPhones in portrait, 20 from 414 points of width (Plus/Max
    /// phones, every landscape phone, iPads). Measured from the safe area.
    public var rootSideMargin: Double { Self.rootSideMargin(width: size.width) }

    public static func rootSideMargin(width: Double) -> Double { width >= 414 ? 20 : 16 }

    /// `retina6_12 landscape`, `390x700`.
    public var name: String {
        if let id = deviceID { return id + (landscape ? " landscape" : "") }
        return "\(NumberFormatting.readable(size.width))x\(NumberFormatting.readable(size.height))"
    }

    /// The status bar (or sensor housing) height of a device in portrait: 20 on home-button
    /// devices, 44 on iPhone X-class, 47 on iPhone 12–14, 59 on the Dynamic Island phones, 24 on
    /// the iPads without a home button; its home indicator 34 on iPhones without a home button,
    /// 20 on iPads without one. From Xcode 14 (tools 21000, the iOS 16 SDK) the iPhone XR/11
    /// (`retina6_1`) shows 48 and the iPhone X/XS/11 Pro (`retina5_9`) 50: the y at which the
    /// train documents store a navigation controller's bar below the status bar (`retina6_1`: 44
    /// for 13 of 13 bars saved by tools 14000–20999, 48 for 6 of 7 from 21000; `retina5_9`: 50 for
    /// 3 of 3 from 21000; bars stored at y 0, and sheets' bars lower down, left aside).
    static func portraitInsets(_ id: String, toolsMajor: Int = .max) -> (top: Double, bottom: Double) {
        switch id {
        case "retina6_1": return (toolsMajor >= 21000 ? 48 : 44, 34)
        case "retina5_9": return (toolsMajor >= 21000 ? 50 : 44, 34)
        case "retina6_5": return (44, 34)
        case "retina6_0", "retina6_7": return (47, 34)
        case "retina6_12", "retina6_72": return (59, 34)
        case "ipad11", "ipad12_9", "ipad10_9rounded": return (24, 20)
        default: return (20, 0)
        }
    }

    /// The devices looked up by size, in this order (devices of the same size have the same insets).
    static let lookupOrder = [
        "retina4_0", "retina4_7", "retina5_5", "retina5_9", "retina6_0", "retina6_1", "retina6_12", "retina6_7", "retina6_72",
        "retina3_5", "retina4", "retina6_5", "ipad9_7", "ipad10_2", "ipad10_5", "ipad11", "ipad10_9rounded", "ipad12_9",
    ]

    /// The device whose portrait or landscape size `size` is.
    public static func device(of size: Size) -> String? {
        lookupOrder.first { id in
            guard let s = IBCanvas.deviceSizes[id] else { return false }
            return s == size || Size(width: s.height, height: s.width) == size
        }
    }
}
