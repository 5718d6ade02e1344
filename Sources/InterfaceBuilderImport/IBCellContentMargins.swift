import LayoutModel

/// The layout margins UIKit gives a table view cell's content view, as IB lays cells out
/// (issue 35, "table view styles … content-view layout margins"). Measured on the iOS train
/// documents (docs/interface-builder.md §7, "Cell content margins": for each constraint of a
/// subview to its content view's `…Margin`, the stored frame's distance from the edge less the
/// constant):
///
/// - documents saved before Xcode 9 (`toolsVersion` < 13000, the iOS 10 SDK and earlier): the
///   class default, 8 on every side (73 edges of 78);
/// - from Xcode 9 on: 11 at the top and bottom, and at the sides the table's own minimum margin —
///   16 on a table narrower than 390 points (15 in Xcode 9–11 documents, tools < 17000), 20 from
///   390 (iPhone 12 and wider, Plus/Max phones, iPads) — taken from the table's width, or for a
///   cell in a xib of its own from its iPhone device's width (the cell's own where there is none);
/// - next to a disclosure indicator, the trailing margin is 8 (the accessory holds the rest).
///
/// These differ from a view controller root's margins (16 on a 390-wide iPhone 12): a table
/// keeps margins of its own.
enum IBCellContentMargins {
    static func margins(toolsMajor: Int, layoutWidth: Double, accessory: String?) -> EdgeInsets? {
        guard toolsMajor >= 13000 else { return nil }
        let side: Double = layoutWidth >= 390 ? 20 : (toolsMajor < 17000 ? 15 : 16)
        let trailing = accessory == "disclosureIndicator" ? 8 : side
        return EdgeInsets(top: 11, left: side, bottom: 11, right: trailing)
    }
}
