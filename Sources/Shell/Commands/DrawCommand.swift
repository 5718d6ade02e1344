import LayoutModel
import LayoutSyntax
import LayoutText
import LayoutPictures

/// `draw [VIEW] [--constraints] [--ascii|--unicode] [--width N] [--height N]`: the layout as a picture.
enum DrawCommand: ShellCommand {
    static let name = "draw"
    static let abstract = "Draw the layout in the terminal: boxes at the frames, named and marked"
    static let signature = CommandSignature(.anyOrder([
        [.word("VIEW", .viewName)], [.literal("--constraints")], [.oneOf(["--ascii", "--unicode"])],
        [.literal("--width"), .word("COLUMNS", .number)], [.literal("--height"), .word("ROWS", .number)],
    ]))
    static let discussion = """
        Each view is a box at its frame, scaled to the terminal's width (a row is two columns'
        worth of points), with its name on its top edge; subviews sit inside their superviews.
        Marks after a name, explained under the picture: ? ambiguous layout, ! a constraint on
        the view is broken, ~ partly outside its superview (clipped content), ^ wholly outside it;
        with colour on, marked views are red, orange or magenta. --constraints adds the user's
        constraints as Xcode draws them: I-bars for spacing and sizes, plain lines for alignments,
        dashed when optional, ! when broken. Boxes use Unicode line drawing unless the locale is not
        UTF-8 (--ascii and --unicode choose); --width draws for another terminal width (20 to
        400 columns; wider terminals get 400). In a terminal the whole drawing — header, picture,
        notes — fits its height with the prompt under it: a tall layout is drawn smaller, keeping
        its aspect (--height fits another number of rows, 8 to 1000; output to a file or pipe is
        not limited). 'set alignment-rects on' also outlines alignment rectangles, dashed.
        See docs/drawing.md.
        """
    static let examples = ["draw", "draw card --constraints", "draw --ascii --width 60", "draw --height 24"]

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        var top: ViewID?
        var constraints = false
        var glyphs: GlyphSet = shell.settings.unicode ? .unicode : .ascii
        var glyphFlag: CommandWords.Word?
        var width = min(shell.settings.terminalWidth, CellScale.maximumColumns)
        var height: Int?
        var i = 1
        let list = words.words
        while i < list.count {
            let w = list[i]
            switch w.text {
            case "--constraints": constraints = true
            case "--ascii", "--unicode":
                if let earlier = glyphFlag, earlier.text != w.text {
                    throw usageError("\(earlier.text) and \(w.text) cannot be used together", range: w.range)
                }
                glyphFlag = w
                glyphs = w.text == "--ascii" ? .ascii : .unicode
            case "--width":
                width = try size(list, &i, "width", unit: "columns", CellScale.minimumColumns...CellScale.maximumColumns)
            case "--height":
                height = try size(list, &i, "height", unit: "rows", 8...1000)
            default:
                if w.text.hasPrefix("--") {
                    var message = "unknown option '\(w.text)'"
                    if let s = suggestion(for: w.text, among: ["--constraints", "--ascii", "--unicode", "--width", "--height"]) {
                        message += "; did you mean '\(s)'?"
                    }
                    throw usageError(message, range: w.range)
                }
                if top != nil { throw usageError("unexpected '\(w.text)': draw takes one view", range: w.range) }
                top = try shell.view(w)
            }
            i += 1
        }
        let picture = LayoutPicture(session: shell.session, top: top, constraints: constraints)
        let options = DrawingOptions(width: width, glyphs: glyphs, color: shell.settings.color,
                                     alignmentRects: shell.settings.alignmentRects)
        shell.print(lines: fitted(picture, options, height: height ?? shell.settings.terminalHeight))
    }

    /// The number after `--width` or `--height` (at `list[i]`), within `range`; moves `i` onto it.
    static func size(_ list: [CommandWords.Word], _ i: inout Int, _ what: String, unit: String,
                     _ range: ClosedRange<Int>) throws(Diagnostic) -> Int {
        let flag = list[i]
        guard i + 1 < list.count else {
            throw usageError("missing a \(what) after --\(what)", range: SourceRange(start: flag.range.end, end: flag.range.end + 1))
        }
        i += 1
        let n = try Arguments.integer(list[i], "a \(what) in \(unit)")
        guard range.contains(n) else {
            throw Diagnostic("a \(what) is \(range.lowerBound)…\(range.upperBound) \(unit), found \(n)", range: list[i].range)
        }
        return n
    }

    /// The drawing, shrunk (aspect kept: a row stays two columns' worth of points) until it and
    /// its header and legend fit in `height` rows with the prompt under them. The picture is
    /// never less than 4 rows; a legend longer than the terminal still prints whole.
    static func fitted(_ picture: LayoutPicture, _ options: DrawingOptions, height: Int?) -> [String] {
        var options = options
        var drawing = TerminalDrawing.render(picture, options: options)
        guard let height else { return drawing.lines }
        let room = height - 1
        // Labels that no longer fit add a note line, so a second or third pass may be needed.
        for _ in 0..<4 where drawing.lines.count > room {
            let rows = drawing.pictureRows - (drawing.lines.count - room)
            guard rows >= 4, rows < drawing.pictureRows else { break }
            options.maxRows = rows
            drawing = TerminalDrawing.render(picture, options: options)
        }
        return drawing.lines
    }
}
