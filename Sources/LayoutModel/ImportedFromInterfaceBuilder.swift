/// What a view read from an Interface Builder document (`import ib`) keeps of it: its IB object
/// id, the custom class the document names (the view's `className` stays the UIKit/AppKit base
/// class, whose behaviour plumb knows), the line of its element, and where its intrinsic size
/// came from. `report` and `po` show it; JSON writes `"ib": ID`.
public struct InterfaceBuilderInfo: Hashable, Sendable {
    /// The element's `id` (nil for the few views IB writes without one, such as a collection
    /// cell's content view).
    public var id: String?
    /// `customClass`, when the document names one.
    public var customClass: String?
    /// The line of the view's element in the document.
    public var line: Int
    /// Where the intrinsic size came from, when the importer set one ("the stored frame", …).
    public var intrinsicSizeSource: String?
    /// An image view's `image` name: IB derives its intrinsic size from the stored frame then
    /// (`export ib` writes it back, so that each size class's frame gives it again).
    public var imageName: String?
    /// What Xcode verifies of the view's ambiguity (`verifyAmbiguity`, the Size inspector's
    /// "Ambiguity" menu): `check` reports only that.
    public var verifyAmbiguity: AmbiguityVerification = .positionAndSize

    public init(id: String?, customClass: String?, line: Int, intrinsicSizeSource: String? = nil) {
        self.id = id
        self.customClass = customClass
        self.line = line
        self.intrinsicSizeSource = intrinsicSizeSource
    }
}

/// Xcode's "Ambiguity" setting for a view (Size inspector; `verifyAmbiguity` in the document):
/// "Verify Position and Size" (the default, written as nothing), "Verify Position Only"
/// (`ignoreSizes`), "Never Verify" (`off`). Xcode raises no ambiguity warning for what a view
/// asks it not to verify, and neither does `check` (docs/interface-builder.md §4.5).
public enum AmbiguityVerification: String, Hashable, Sendable {
    case positionAndSize
    case positionOnly = "ignoreSizes"
    case none = "off"

    /// The attributes (minX, minY, width, height) of `attributes` that are verified.
    public func verified(_ attributes: [String]) -> [String] {
        switch self {
        case .positionAndSize: attributes
        case .positionOnly: attributes.filter { $0 != "width" && $0 != "height" }
        case .none: []
        }
    }
}
