import LayoutModel
import LayoutText

/// The picture as SVG, one user unit per point (so a 320×504 root is 320×504 pixels at 96 dpi):
/// each view a filled rectangle at its frame (fill by depth, from ``SVGWriter/fills``), names on
/// top, alignment rectangles dashed grey, constraint lines in Xcode's legend — solid required,
/// dashed optional, blue when satisfied, red when conflicting (broken), orange on an ambiguous
/// view — and the legend under the picture. Marked views get a coloured outline (red broken,
/// orange ambiguous, magenta partly or wholly outside their superview). docs/drawing.md.
public enum SVGWriter {
    /// The space around the picture, in points.
    public static let margin = 20.0
    /// The canvas outside every view.
    public static let background = "#ffffff"
    /// View fills by depth (the top view first), repeating.
    public static let fills = ["#eef2f7", "#cfe2ff", "#ffe8b0", "#d4f4d0", "#f6d5f0", "#d9f1f7"]
    public static let frameStroke = "#4a5568"
    public static let satisfied = "#1f6feb"
    public static let conflicting = "#d62728"
    public static let ambiguous = "#ff8c00"
    public static let outsideStroke = "#c020c0"
    public static let alignmentStroke = "#7a7a7a"
    static let legendRowHeight = 16.0

    /// The fill of a view at `depth`.
    public static func fill(depth: Int) -> String { fills[depth % fills.count] }

    /// Where a point of root coordinates lands in the SVG's user space.
    public static func position(x: Double, y: Double, in picture: LayoutPicture) -> (x: Double, y: Double) {
        (x - picture.bounds.x + margin, y - picture.bounds.y + margin)
    }

    public static func document(for picture: LayoutPicture, alignmentRects: Bool = true) -> String {
        let legend = legendRows(for: picture)
        let width = max(picture.bounds.width + 2 * margin, 400)
        // What the boxes cannot show, in words under the legend (as the terminal picture says it).
        var notes: [String] = []
        if !picture.hidden.isEmpty { notes.append("hidden, not drawn: " + picture.hidden.joined(separator: ", ")) }
        notes += picture.stacks.map { "stack view " + $0 }
        let height = picture.bounds.height + 2 * margin + Double(legend.count + notes.count) * legendRowHeight
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))" \
            font-family="Helvetica, Arial, sans-serif" font-size="10">

            """
        let top = picture.items.first?.name ?? ""
        out += "<title>\(escape(top)) — plumb</title>\n"
        out += "<rect id=\"background\" x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"\(background)\"/>\n"

        out += "<g id=\"views\" stroke-width=\"1\" shape-rendering=\"crispEdges\">\n"
        for item in picture.items {
            let p = position(x: item.frame.x, y: item.frame.y, in: picture)
            var stroke = frameStroke, dash = ""
            if item.marks.contains(.broken) { stroke = conflicting } else if item.marks.contains(.ambiguous) { stroke = ambiguous }
            else if !item.marks.isDisjoint(with: [.clipped, .outside]) { stroke = outsideStroke; dash = " stroke-dasharray=\"4 2\"" }
            out += "  <rect data-view=\"\(escape(item.name))\" x=\"\(n(p.x))\" y=\"\(n(p.y))\" width=\"\(n(item.frame.width))\" "
                + "height=\"\(n(item.frame.height))\" fill=\"\(fill(depth: item.depth))\" stroke=\"\(stroke)\"\(dash)>"
                + "<title>\(escape(item.name)) \(item.localFrame.readableDescription)\(item.marks.isEmpty ? "" : " — " + item.marks.meaning)</title></rect>\n"
        }
        out += "</g>\n"

        if alignmentRects {
            out += "<g id=\"alignment-rects\" fill=\"none\" stroke=\"\(alignmentStroke)\" stroke-dasharray=\"2 2\">\n"
            for item in picture.items {
                guard let a = item.alignmentRect else { continue }
                let p = position(x: a.x, y: a.y, in: picture)
                out += "  <rect data-view=\"\(escape(item.name))\" x=\"\(n(p.x))\" y=\"\(n(p.y))\" width=\"\(n(max(a.width, 0)))\" height=\"\(n(max(a.height, 0)))\"/>\n"
            }
            out += "</g>\n"
        }

        out += "<g id=\"constraints\" stroke-width=\"1\" fill=\"none\" shape-rendering=\"crispEdges\">\n"
        for line in picture.lines {
            let color = lineColor(line.status)
            let dash = line.isRequired ? "" : " stroke-dasharray=\"4 3\""
            let a = position(x: line.start.x, y: line.start.y, in: picture)
            let b = position(x: line.end.x, y: line.end.y, in: picture)
            out += "  <g data-constraint=\"\(line.handle)\" stroke=\"\(color)\">"
            out += "<line x1=\"\(n(a.x))\" y1=\"\(n(a.y))\" x2=\"\(n(b.x))\" y2=\"\(n(b.y))\"\(dash)/>"
            if line.shape != .alignment {
                for p in [a, b] {
                    if line.axis == .horizontal {
                        out += "<line x1=\"\(n(p.x))\" y1=\"\(n(p.y - 3))\" x2=\"\(n(p.x))\" y2=\"\(n(p.y + 3))\"/>"
                    } else {
                        out += "<line x1=\"\(n(p.x - 3))\" y1=\"\(n(p.y))\" x2=\"\(n(p.x + 3))\" y2=\"\(n(p.y))\"/>"
                    }
                }
            }
            if !line.label.isEmpty {
                let mx = (a.x + b.x) / 2, my = (a.y + b.y) / 2
                let (tx, ty, anchor) = line.axis == .horizontal ? (mx, my - 3, "middle") : (mx + 4, my + 3, "start")
                out += "<text x=\"\(n(tx))\" y=\"\(n(ty))\" text-anchor=\"\(anchor)\" stroke=\"none\" fill=\"\(color)\" font-size=\"8\">\(escape(line.label))</text>"
            }
            out += "</g>\n"
        }
        out += "</g>\n"

        out += "<g id=\"names\" fill=\"#1a202c\">\n"
        for item in picture.items where item.frame.width > 0 && item.frame.height > 0 {
            let p = position(x: item.frame.x, y: item.frame.y, in: picture)
            out += "  <text x=\"\(n(p.x + 3))\" y=\"\(n(p.y + 11))\">\(escape(item.name + item.marks.symbol))</text>\n"
        }
        out += "</g>\n"

        out += "<g id=\"legend\" font-size=\"9\">\n"
        var y = picture.bounds.height + 2 * margin
        for row in legend {
            var x = margin
            for entry in row {
                out += "  " + entry.sample(x: x, y: y + 8) + "<text x=\"\(n(x + 22))\" y=\"\(n(y + 11))\" fill=\"#1a202c\">\(escape(entry.text))</text>\n"
                x += 30 + Double(entry.text.count) * 5
            }
            y += legendRowHeight
        }
        for note in notes {
            out += "  <text x=\"\(n(margin))\" y=\"\(n(y + 11))\" fill=\"#1a202c\">\(escape(note))</text>\n"
            y += legendRowHeight
        }
        out += "</g>\n</svg>\n"
        return out
    }

    private struct LegendEntry {
        var text: String
        var stroke: String
        var dashed: Bool
        var box: Bool

        func sample(x: Double, y: Double) -> String {
            let dash = dashed ? " stroke-dasharray=\"4 3\"" : ""
            if box {
                return "<rect x=\"\(n(x))\" y=\"\(n(y - 5))\" width=\"16\" height=\"10\" fill=\"none\" stroke=\"\(stroke)\"\(dash)/>"
            }
            return "<line x1=\"\(n(x))\" y1=\"\(n(y))\" x2=\"\(n(x + 16))\" y2=\"\(n(y))\" stroke=\"\(stroke)\"\(dash)/>"
        }
    }

    /// Xcode's constraint legend (always), and the view marks present.
    private static func legendRows(for picture: LayoutPicture) -> [[LegendEntry]] {
        var rows: [[LegendEntry]] = [[
            LegendEntry(text: "required", stroke: satisfied, dashed: false, box: false),
            LegendEntry(text: "optional", stroke: satisfied, dashed: true, box: false),
            LegendEntry(text: "conflicting", stroke: conflicting, dashed: false, box: false),
            LegendEntry(text: "ambiguous", stroke: ambiguous, dashed: false, box: false),
        ]]
        var marks: [LegendEntry] = []
        for m in picture.marksPresent {
            switch m {
            case .ambiguous: marks.append(LegendEntry(text: "? ambiguous view", stroke: ambiguous, dashed: false, box: true))
            case .broken: marks.append(LegendEntry(text: "! broken constraint", stroke: conflicting, dashed: false, box: true))
            case .clipped: marks.append(LegendEntry(text: "~ partly outside", stroke: outsideStroke, dashed: true, box: true))
            case .outside: marks.append(LegendEntry(text: "^ outside", stroke: outsideStroke, dashed: true, box: true))
            default: break
            }
        }
        if !marks.isEmpty { rows.append(marks) }
        return rows
    }

    static func lineColor(_ status: ConstraintLine.Status) -> String {
        switch status {
        case .satisfied: return satisfied
        case .conflicting: return conflicting
        case .ambiguous: return ambiguous
        }
    }

    /// Numbers in SVG: at most 3 decimals, no exponent.
    static func n(_ x: Double) -> String { NumberFormatting.readable(x) }

    /// Text for XML content and attributes; what XML cannot hold becomes U+FFFD.
    public static func escape(_ s: String) -> String { XMLText.escaped(s, unwritable: "\u{FFFD}") }
}
