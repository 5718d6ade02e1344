import LayoutModel
import LayoutText
import LayoutSyntax
import Testing
@testable import LayoutPictures

/// The character canvas: lines join into junctions, dashed runs, ASCII caps, colour runs.
@Suite struct CanvasTests {
    @Test func boxesThatShareAnEdgeJoin() {
        var canvas = CharacterCanvas(columns: 7, rows: 3)
        canvas.box(top: 0, left: 0, bottom: 2, right: 3, point: "·")
        canvas.box(top: 0, left: 3, bottom: 2, right: 6, point: "·")
        #expect(canvas.lines(glyphs: .unicode, color: false) == ["┌──┬──┐", "│  │  │", "└──┴──┘"])
        #expect(canvas.lines(glyphs: .ascii, color: false) == ["+--+--+", "|  |  |", "+--+--+"])
    }

    @Test func iBarsCapAgainstFrames() {
        var canvas = CharacterCanvas(columns: 8, rows: 3)
        canvas.box(top: 0, left: 0, bottom: 2, right: 7, point: "·")
        canvas.horizontalLine(row: 1, from: 0, to: 4, caps: true)
        #expect(canvas.lines(glyphs: .unicode, color: false)[1] == "├───┤  │")
        #expect(canvas.lines(glyphs: .ascii, color: false)[1] == "|---|  |")
    }

    @Test func dashedRunsStayDashedUntilSolidLinesCross() {
        var canvas = CharacterCanvas(columns: 5, rows: 3)
        canvas.horizontalLine(row: 1, from: 0, to: 4, dashed: true)
        canvas.verticalLine(column: 2, from: 0, to: 2)
        #expect(canvas.lines(glyphs: .unicode, color: false) == ["  │", "╌╌┼╌╌", "  │"])
        #expect(canvas.lines(glyphs: .ascii, color: false) == ["  |", "..+..", "  |"])
    }

    @Test func colourWrapsRunsAndTrailingSpacesGo() {
        var canvas = CharacterCanvas(columns: 6, rows: 1)
        canvas.write("ab", row: 0, column: 0, color: .red)
        canvas.write("c", row: 0, column: 3)
        #expect(canvas.lines(glyphs: .unicode, color: true) == ["\u{1B}[31mab\u{1B}[0m c"])
        #expect(canvas.lines(glyphs: .unicode, color: false) == ["ab c"])
    }

    @Test func degenerateBoxesAreLinesAndPoints() {
        var canvas = CharacterCanvas(columns: 3, rows: 3)
        canvas.box(top: 0, left: 0, bottom: 0, right: 2, point: "·")
        canvas.box(top: 2, left: 1, bottom: 2, right: 1, point: "·")
        #expect(canvas.lines(glyphs: .unicode, color: false) == ["───", "", " ·"])
    }

    @Test func scaleFillsTheWidthWithSquareCells() {
        let s = CellScale(bounds: Rect(x: 0, y: 0, width: 320, height: 504), width: 80, maxRows: 80)
        #expect(s.columns == 80)
        #expect(s.column(320) == 79)
        #expect(abs(s.rowsPerPoint * 2 - s.columnsPerPoint) < 1e-12)
        #expect(s.rows == Int((504 * s.rowsPerPoint).rounded()) + 1)
        // Tall and narrow: the height limit wins and the width shrinks with it.
        let tall = CellScale(bounds: Rect(x: 0, y: 0, width: 100, height: 5000), width: 80, maxRows: 40)
        #expect(tall.rows == 40)
        #expect(tall.columns < 80)
    }

    @Test func containment() {
        let b = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(Containment.of(Rect(x: 0, y: 0, width: 100, height: 100), in: b) == .inside)
        #expect(Containment.of(Rect(x: 90, y: 10, width: 20, height: 20), in: b) == .partlyOutside)
        #expect(Containment.of(Rect(x: 100, y: 10, width: 20, height: 20), in: b) == .outside)
        #expect(Containment.of(Rect(x: 100, y: 100, width: 0, height: 0), in: b) == .inside)
    }
}
