import LayoutModel
import LayoutText

/// How a terminal picture is drawn.
public struct DrawingOptions: Hashable, Sendable {
    /// The terminal's width in columns (the picture fills it; at least 20).
    public var width: Int
    /// The tallest picture, in rows; nil for as many rows as the width has columns (at least 24).
    public var maxRows: Int?
    public var glyphs: GlyphSet
    /// ANSI colour on the marked views and the constraints.
    public var color: Bool
    /// Dashed outlines of alignment rectangles that differ from their frames.
    public var alignmentRects: Bool

    public init(width: Int = 80, maxRows: Int? = nil, glyphs: GlyphSet = .unicode, color: Bool = false, alignmentRects: Bool = false) {
        self.width = width
        self.maxRows = maxRows
        self.glyphs = glyphs
        self.color = color
        self.alignmentRects = alignmentRects
    }
}

/// A layout as text: each view a box at its scaled frame, labelled with its name on its top
/// edge (or inside, or by a number explained below the picture when the name does not fit),
/// subviews inside their superviews; the marks of ``ViewMarks`` after the names and in a legend;
/// constraint I-bars when the picture has them. docs/drawing.md.
public enum TerminalDrawing {
    public static func text(of picture: LayoutPicture, options: DrawingOptions = DrawingOptions()) -> String {
        lines(of: picture, options: options).joined(separator: "\n") + "\n"
    }

    public static func lines(of picture: LayoutPicture, options: DrawingOptions) -> [String] {
        render(picture, options: options).lines
    }

    /// The lines of a drawing and how many of them are the picture itself (the rest are the
    /// header above it and the notes under it): what `draw` needs to fit a terminal's height.
    public static func render(_ picture: LayoutPicture, options: DrawingOptions) -> (lines: [String], pictureRows: Int) {
        let unicode = options.glyphs.isUnicode
        let width = max(options.width, CellScale.minimumColumns)
        let scale = CellScale(bounds: picture.bounds, width: width, maxRows: options.maxRows ?? max(width, 24))
        var canvas = CharacterCanvas(columns: scale.columns, rows: scale.rows)
        func cells(_ r: Rect) -> (top: Int, left: Int, bottom: Int, right: Int) {
            (scale.row(r.y), scale.column(r.x), scale.row(r.maxY), scale.column(r.maxX))
        }

        // Frames, superviews first.
        for item in picture.items {
            let b = cells(item.frame)
            canvas.box(top: b.top, left: b.left, bottom: b.bottom, right: b.right, color: color(of: item.marks),
                       point: options.glyphs.point)
        }
        if options.alignmentRects {
            for item in picture.items {
                guard let a = item.alignmentRect else { continue }
                let b = cells(a)
                canvas.box(top: b.top, left: b.left, bottom: b.bottom, right: b.right, dashed: true, color: color(of: item.marks),
                           point: options.glyphs.point)
            }
        }
        // Constraint lines (their labels come after the names).
        var labels: [(text: String, line: ConstraintLine, color: PictureColor)] = []
        for line in picture.lines {
            let lineColor: PictureColor = line.status == .conflicting ? .red : (line.status == .ambiguous ? .orange : .blue)
            let caps = line.shape != .alignment
            if line.axis == .horizontal {
                canvas.horizontalLine(row: scale.row(line.start.y), from: scale.column(line.start.x), to: scale.column(line.end.x),
                                      dashed: !line.isRequired, caps: caps, color: lineColor)
            } else {
                canvas.verticalLine(column: scale.column(line.start.x), from: scale.row(line.start.y), to: scale.row(line.end.y),
                                    dashed: !line.isRequired, caps: caps, color: lineColor)
            }
            let mark = line.status == .conflicting ? "!" : (line.status == .ambiguous ? "?" : "")
            labels.append((mark + (unicode ? line.label : line.asciiLabel), line, lineColor))
        }

        // Names: on the top edge, else on the first free row inside, else a number.
        var keys: [String] = []
        var unlabelled: [String] = []
        for item in picture.items {
            let b = cells(item.frame)
            let title = item.name + item.marks.symbol
            if place(title, in: b, on: &canvas, color: color(of: item.marks)) { continue }
            let key = String(keys.count + 1) + item.marks.symbol
            if place(key, in: b, on: &canvas, color: color(of: item.marks)) {
                keys.append(String(keys.count + 1) + "  " + item.name)
            } else {
                unlabelled.append(item.name)
            }
        }

        // Constraint labels where they fit: on a horizontal bar between its caps, beside a
        // vertical one.
        for (text, line, lineColor) in labels where !text.isEmpty {
            if line.axis == .horizontal {
                let row = scale.row(line.start.y)
                let c0 = scale.column(line.start.x), c1 = scale.column(line.end.x)
                var candidates = [text]
                if text.count > 1, text.first == "!" || text.first == "?" { candidates.append(String(text.first!)) }
                for t in candidates {
                    let room = c1 - c0 - 1
                    guard t.count <= room else { continue }
                    let start = c0 + 1 + (room - t.count) / 2
                    if (start..<start + t.count).allSatisfy({ !canvas.hasText(row: row, column: $0) }) {
                        canvas.write(t, row: row, column: start, color: lineColor)
                        break
                    }
                }
            } else {
                let column = scale.column(line.start.x) + 1
                let r0 = scale.row(line.start.y), r1 = scale.row(line.end.y)
                let row = (r0 + r1) / 2
                guard r1 - r0 >= 2 else { continue }
                if (column..<column + text.count).allSatisfy({ canvas.isBlank(row: row, column: $0) }) {
                    canvas.write(text, row: row, column: column, color: lineColor)
                }
            }
        }

        // Header, picture, notes.
        let n = { (x: Double) in NumberFormatting.readable((x * 100).rounded() / 100) }
        let top = picture.items.first
        let times = unicode ? "×" : "x"
        var out: [String] = []
        if let top {
            out.append("\(top.name) \(n(top.frame.width))\(times)\(n(top.frame.height)) pt; a column is \(n(scale.pointsPerColumn)) pt, a row \(n(scale.pointsPerRow)) pt")
        }
        let pictureLines = canvas.lines(glyphs: options.glyphs, color: options.color)
        out += pictureLines
        out += keys
        if !unlabelled.isEmpty { out.append("too small to label: " + unlabelled.joined(separator: ", ")) }
        if !picture.hidden.isEmpty { out.append("hidden, not drawn: " + picture.hidden.joined(separator: ", ")) }
        out += picture.stacks.map { "stack view " + $0 }
        let marks = picture.marksPresent
        if !marks.isEmpty {
            out.append("marks: " + marks.map { $0.symbol + " " + $0.meaning }.joined(separator: "; "))
            out += picture.markNotes.map { "  " + $0 }
        }
        if !picture.lines.isEmpty {
            let solid = unicode ? "├─┤" : "|--|", dashed = unicode ? "├╌┤" : "|..|"
            var legend = "constraints: \(solid) required, \(dashed) optional"
            if picture.lines.contains(where: { $0.status == .conflicting }) { legend += ", ! conflicting (broken)" }
            if picture.lines.contains(where: { $0.status == .ambiguous }) { legend += ", ? on an ambiguous view" }
            out.append(legend)
        }
        return (out, pictureLines.count)
    }

    /// Writes a view's label at the first place in its box where it fits without covering
    /// other labels (or, inside the box, any line).
    private static func place(_ text: String, in b: (top: Int, left: Int, bottom: Int, right: Int),
                              on canvas: inout CharacterCanvas, color: PictureColor?) -> Bool {
        let room = b.right - b.left - 1
        guard text.count <= room else { return false }
        let column = b.left + 1
        let span = column..<column + text.count
        if span.allSatisfy({ canvas.contains(b.top, $0) && !canvas.hasText(row: b.top, column: $0) }) {
            canvas.write(text, row: b.top, column: column, color: color)
            return true
        }
        if b.bottom - b.top >= 2 {
            for row in b.top + 1..<b.bottom where span.allSatisfy({ canvas.isBlank(row: row, column: $0) }) {
                canvas.write(text, row: row, column: column, color: color)
                return true
            }
        }
        return false
    }

    /// A marked view's colour: conflicting beats ambiguous beats clipped.
    static func color(of marks: ViewMarks) -> PictureColor? {
        if marks.contains(.broken) { return .red }
        if marks.contains(.ambiguous) { return .orange }
        if !marks.isDisjoint(with: [.clipped, .outside]) { return .magenta }
        return nil
    }
}
