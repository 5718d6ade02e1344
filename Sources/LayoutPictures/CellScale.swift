import LayoutModel

/// Points to character cells. A picture is scaled so its bounds fill the terminal's width; a
/// cell is taken to be twice as tall as it is wide, so a row stands for twice the points of a
/// column and squares look square. A picture is never taller than `maxRows` (it shrinks to fit).
public struct CellScale: Hashable, Sendable {
    public var origin: (x: Double, y: Double)
    /// Columns per point.
    public var columnsPerPoint: Double
    /// Rows per point (half the columns per point unless the height limit shrank it).
    public var rowsPerPoint: Double
    public var columns: Int
    public var rows: Int

    public static func == (a: CellScale, b: CellScale) -> Bool {
        a.origin == b.origin && a.columnsPerPoint == b.columnsPerPoint && a.rowsPerPoint == b.rowsPerPoint
            && a.columns == b.columns && a.rows == b.rows
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(columnsPerPoint); hasher.combine(rowsPerPoint); hasher.combine(columns); hasher.combine(rows)
    }

    /// The narrowest picture plumb draws.
    public static let minimumColumns = 20
    /// The widest picture drawn: wider terminals get this many columns (a picture's rows grow
    /// with its width, so 1,000 columns would be a megabyte of text for one root view).
    public static let maximumColumns = 400

    /// The scale that maps `bounds` onto at most `width` columns and `maxRows` rows.
    public init(bounds: Rect, width: Int, maxRows: Int) {
        let width = max(width, Self.minimumColumns)
        let maxRows = max(maxRows, 4)
        origin = (bounds.x, bounds.y)
        var cpp: Double
        if bounds.width > 0 {
            cpp = Double(width - 1) / bounds.width
        } else if bounds.height > 0 {
            cpp = 2 * Double(maxRows - 1) / bounds.height
        } else {
            cpp = 1
        }
        var rpp = cpp / 2
        if bounds.height * rpp > Double(maxRows - 1) {
            rpp = Double(maxRows - 1) / bounds.height
            cpp = min(cpp, 2 * rpp)
        }
        columnsPerPoint = cpp
        rowsPerPoint = rpp
        columns = Int((bounds.width * cpp).rounded()) + 1
        rows = Int((bounds.height * rpp).rounded()) + 1
    }

    public func column(_ x: Double) -> Int { Int(((x - origin.x) * columnsPerPoint).rounded()) }
    public func row(_ y: Double) -> Int { Int(((y - origin.y) * rowsPerPoint).rounded()) }

    /// How many points a column and a row stand for, for the picture's header.
    public var pointsPerColumn: Double { 1 / columnsPerPoint }
    public var pointsPerRow: Double { 1 / rowsPerPoint }
}
