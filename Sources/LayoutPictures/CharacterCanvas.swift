/// The colours a terminal picture uses (ANSI), when colour is allowed.
public enum PictureColor: Hashable, Sendable {
    /// Conflicting: views with a broken constraint, broken constraints.
    case red
    /// Ambiguous (Xcode's orange; terminals call it yellow).
    case orange
    /// Clipped or outside the superview.
    case magenta
    /// Constraints that hold (Xcode's blue).
    case blue

    var ansi: String {
        switch self {
        case .red: return "\u{1B}[31m"
        case .orange: return "\u{1B}[33m"
        case .magenta: return "\u{1B}[35m"
        case .blue: return "\u{1B}[34m"
        }
    }

    static let reset = "\u{1B}[0m"
}

/// The characters a picture is drawn with: Unicode box drawing, or ASCII for terminals whose
/// locale is not UTF-8.
public struct GlyphSet: Hashable, Sendable {
    public let isUnicode: Bool

    public static let unicode = GlyphSet(isUnicode: true)
    public static let ascii = GlyphSet(isUnicode: false)

    /// The glyph for the lines that meet in a cell (`CharacterCanvas.Lines`), solid or dashed.
    /// Dashed glyphs exist for straight runs only; a junction is always solid.
    public func glyph(_ lines: CharacterCanvas.Lines, dashed: Bool) -> Character {
        let horizontal = !lines.isDisjoint(with: [.left, .right])
        let vertical = !lines.isDisjoint(with: [.up, .down])
        if isUnicode {
            if dashed && horizontal && !vertical { return "╌" }
            if dashed && vertical && !horizontal { return "╎" }
            switch lines {
            case [.left, .right], [.left], [.right]: return "─"
            case [.up, .down], [.up], [.down]: return "│"
            case [.right, .down]: return "┌"
            case [.left, .down]: return "┐"
            case [.right, .up]: return "└"
            case [.left, .up]: return "┘"
            case [.up, .down, .right]: return "├"
            case [.up, .down, .left]: return "┤"
            case [.left, .right, .down]: return "┬"
            case [.left, .right, .up]: return "┴"
            case [.left, .right, .up, .down]: return "┼"
            default: return " "
            }
        }
        if dashed && horizontal && !vertical { return "." }
        if dashed && vertical && !horizontal { return ":" }
        switch lines {
        case [.left, .right], [.left], [.right]: return "-"
        case [.up, .down], [.up], [.down]: return "|"
        // The caps of an I-bar across: `|----|` (down, the caps are `+`).
        case [.up, .down, .right], [.up, .down, .left]: return "|"
        case []: return " "
        default: return "+"
        }
    }

    /// A view with no width and no height.
    public var point: Character { isUnicode ? "·" : "." }
}

/// A grid of character cells that lines, boxes and text are drawn into. Lines are kept as the
/// directions that leave each cell, so boxes that share an edge or an I-bar that meets a frame
/// join into proper junctions (`┬`, `├`, `┼`) whatever the drawing order.
public struct CharacterCanvas: Sendable {
    /// The directions lines leave a cell in.
    public struct Lines: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let up = Lines(rawValue: 1)
        public static let down = Lines(rawValue: 2)
        public static let left = Lines(rawValue: 4)
        public static let right = Lines(rawValue: 8)
    }

    struct Cell: Sendable {
        var solid: Lines = []
        var dashed: Lines = []
        var text: Character?
        var color: PictureColor?
    }

    public let columns: Int
    public let rows: Int
    private var cells: [Cell]

    public init(columns: Int, rows: Int) {
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
        cells = Array(repeating: Cell(), count: self.columns * self.rows)
    }

    func contains(_ row: Int, _ column: Int) -> Bool { row >= 0 && row < rows && column >= 0 && column < columns }

    private mutating func addLines(_ lines: Lines, _ row: Int, _ column: Int, dashed: Bool, color: PictureColor?) {
        guard contains(row, column) else { return }
        let i = row * columns + column
        if dashed { cells[i].dashed.formUnion(lines) } else { cells[i].solid.formUnion(lines) }
        if let color { cells[i].color = color }
    }

    /// A horizontal line from `c0` to `c1` on `row`; `caps` adds the short vertical ends of an I-bar.
    public mutating func horizontalLine(row: Int, from c0: Int, to c1: Int, dashed: Bool = false, caps: Bool = false,
                                        color: PictureColor? = nil) {
        let (a, b) = (min(c0, c1), max(c0, c1))
        for c in a...b {
            var l: Lines = []
            if c > a { l.insert(.left) }
            if c < b { l.insert(.right) }
            if a == b { l = [.left, .right] }
            addLines(l, row, c, dashed: dashed, color: color)
        }
        if caps {
            addLines([.up, .down], row, a, dashed: false, color: color)
            addLines([.up, .down], row, b, dashed: false, color: color)
        }
    }

    /// A vertical line from `r0` to `r1` in `column`; `caps` adds the short horizontal ends.
    public mutating func verticalLine(column: Int, from r0: Int, to r1: Int, dashed: Bool = false, caps: Bool = false,
                                      color: PictureColor? = nil) {
        let (a, b) = (min(r0, r1), max(r0, r1))
        for r in a...b {
            var l: Lines = []
            if r > a { l.insert(.up) }
            if r < b { l.insert(.down) }
            if a == b { l = [.up, .down] }
            addLines(l, r, column, dashed: dashed, color: color)
        }
        if caps {
            addLines([.left, .right], a, column, dashed: false, color: color)
            addLines([.left, .right], b, column, dashed: false, color: color)
        }
    }

    /// A rectangle's outline between two corner cells (inclusive). A rectangle one cell thin
    /// is a line; one cell in both directions is a point.
    public mutating func box(top: Int, left: Int, bottom: Int, right: Int, dashed: Bool = false, color: PictureColor? = nil,
                             point: Character) {
        if top == bottom && left == right {
            put(point, row: top, column: left, color: color)
        } else if top == bottom {
            horizontalLine(row: top, from: left, to: right, dashed: dashed, color: color)
        } else if left == right {
            verticalLine(column: left, from: top, to: bottom, dashed: dashed, color: color)
        } else {
            horizontalLine(row: top, from: left, to: right, dashed: dashed, color: color)
            horizontalLine(row: bottom, from: left, to: right, dashed: dashed, color: color)
            verticalLine(column: left, from: top, to: bottom, dashed: dashed, color: color)
            verticalLine(column: right, from: top, to: bottom, dashed: dashed, color: color)
        }
    }

    /// A character that replaces whatever lines pass through the cell.
    public mutating func put(_ character: Character, row: Int, column: Int, color: PictureColor? = nil) {
        guard contains(row, column) else { return }
        cells[row * columns + column].text = character
        if let color { cells[row * columns + column].color = color }
    }

    /// Text from `column` on, one character per cell (cut at the canvas edge).
    public mutating func write(_ text: String, row: Int, column: Int, color: PictureColor? = nil) {
        for (i, ch) in text.enumerated() { put(ch, row: row, column: column + i, color: color) }
    }

    /// Whether a cell holds text already.
    public func hasText(row: Int, column: Int) -> Bool {
        contains(row, column) && cells[row * columns + column].text != nil
    }

    /// Whether a cell is empty: no text and no lines.
    public func isBlank(row: Int, column: Int) -> Bool {
        guard contains(row, column) else { return false }
        let c = cells[row * columns + column]
        return c.text == nil && c.solid.isEmpty && c.dashed.isEmpty
    }

    /// The rows as text, trailing spaces removed; with `color`, runs of coloured cells are wrapped
    /// in ANSI escapes.
    public func lines(glyphs: GlyphSet, color: Bool) -> [String] {
        var out: [String] = []
        out.reserveCapacity(rows)
        for r in 0..<rows {
            var line = ""
            var current: PictureColor?
            var pendingSpaces = 0
            for c in 0..<columns {
                let cell = cells[r * columns + c]
                let ch = cell.text ?? glyphs.glyph(cell.solid.union(cell.dashed), dashed: cell.solid.isEmpty)
                if ch == " " { pendingSpaces += 1; continue }
                let wanted = color ? cell.color : nil
                if current != nil && wanted != current {
                    line += PictureColor.reset
                    current = nil
                }
                line += String(repeating: " ", count: pendingSpaces)
                pendingSpaces = 0
                if wanted != current, let w = wanted {
                    line += w.ansi
                    current = w
                }
                line.append(ch)
            }
            if current != nil { line += PictureColor.reset }
            out.append(line)
        }
        return out
    }
}
