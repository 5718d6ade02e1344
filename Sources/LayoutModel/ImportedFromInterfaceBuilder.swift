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

    public init(id: String?, customClass: String?, line: Int, intrinsicSizeSource: String? = nil) {
        self.id = id
        self.customClass = customClass
        self.line = line
        self.intrinsicSizeSource = intrinsicSizeSource
    }
}
