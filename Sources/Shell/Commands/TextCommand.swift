import LayoutModel
import LayoutSyntax
/// `text VIEW "…"`.
enum TextCommand: ShellCommand {
    static let name = "text"
    static let abstract = "Set the text of a label, button or field (its intrinsic size follows)"
    static let signature = CommandSignature([
        CommandForm(.parameter(view), .parameter(text), .optional(.literal("size"), .parameter(fontSize))),
        CommandForm(.parameter(view), .literal("none")),
    ])
    static let view = Parameter("VIEW", .viewName, missing: "a view")
    static let text = Parameter("\"TEXT\"", .text, missing: "the text")
    static let fontSize = Parameter("POINTS", .number, missing: "a font size")
    static let examples = ["text label \"Name\"", "text title \"Settings\" size 22"]
    static let changesLayout = true
    static let reportsMovedViews = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let viewWord = try Arguments.word(words, 1, self.view, for: self)
        let view = try shell.view(viewWord)
        let t = try Arguments.word(words, 2, self.text, for: self)
        var fontSize: (value: Double, range: SourceRange)?
        if words.words.count > 3 {
            guard words.words[3].text == "size" else { throw usageError("unexpected '\(words.words[3].text)'", range: words.words[3].range) }
            let sizeWord = try Arguments.word(words, 4, self.fontSize, for: self)
            fontSize = (try Arguments.number(sizeWord, "a font size"), sizeWord.range)
            try Arguments.noMore(words, after: 5, for: self)
        }
        let old = shell.session.state[view]
        do {
            try shell.session.setText(view, (t.text == "none" && !t.isQuoted) ? nil : t.text)
        } catch {
            throw Diagnostic(error, at: viewWord.range)
        }
        if let fontSize {
            do { try shell.session.setFontSize(view, fontSize.value) } catch { throw Diagnostic(error, at: fontSize.range) }
        }
        let new = shell.session.state[view]
        let quoted = { (t: String?) in t.map { quotedText($0) } ?? "none" }
        var what = "text \(new.name): " + EditSummary.change([quoted(old.text)], quoted(new.text))
        if fontSize != nil { what += ", size " + EditSummary.change([readable(old.fontSize)], readable(new.fontSize)) }
        shell.changed(what)
    }
}
