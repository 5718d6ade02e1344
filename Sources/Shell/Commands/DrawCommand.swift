import LayoutModel
import LayoutSyntax
import LayoutText
import LayoutPictures

/// `draw [VIEW] [--constraints] [--ascii|--unicode] [--width N]`: the layout as a picture.
enum DrawCommand: ShellCommand {
    static let name = "draw"
    static let abstract = "Draw the layout in the terminal: boxes at the frames, named and marked"
    static let signature = CommandSignature(.anyOrder([
        [.word("VIEW", .viewName)], [.literal("--constraints")], [.oneOf(["--ascii", "--unicode"])],
        [.literal("--width"), .word("COLUMNS", .number)],
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
        400 columns; wider terminals get 400). 'set alignment-rects on' also outlines alignment rectangles, dashed.
        See docs/drawing.md.
        """
    static let examples = ["draw", "draw card --constraints", "draw --ascii --width 60"]

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        var top: ViewID?
        var constraints = false
        var glyphs: GlyphSet = shell.settings.unicode ? .unicode : .ascii
        var glyphFlag: CommandWords.Word?
        var width = min(shell.settings.terminalWidth, CellScale.maximumColumns)
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
                guard i + 1 < list.count else {
                    throw usageError("missing a width after --width", range: SourceRange(start: w.range.end, end: w.range.end + 1))
                }
                i += 1
                let n = try Arguments.integer(list[i], "a width in columns")
                guard (CellScale.minimumColumns...CellScale.maximumColumns).contains(n) else {
                    throw Diagnostic("a width is \(CellScale.minimumColumns)…\(CellScale.maximumColumns) columns, found \(n)", range: list[i].range)
                }
                width = n
            default:
                if w.text.hasPrefix("--") {
                    var message = "unknown option '\(w.text)'"
                    if let s = suggestion(for: w.text, among: ["--constraints", "--ascii", "--unicode", "--width"]) {
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
        shell.print(lines: TerminalDrawing.lines(of: picture, options: options))
    }
}
