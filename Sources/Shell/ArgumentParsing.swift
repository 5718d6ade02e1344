import LayoutModel
import LayoutSyntax
import LayoutText
/// Reading command arguments: numbers, sizes, axes, on/off — each error at the word's columns.
enum Arguments {
    /// A number longer than anyone writes is refused before it is read (a 10-million-digit
    /// number took seconds to parse and came back whole in the error).
    static func checkNumberLength(_ w: CommandWords.Word, _ what: String) throws(Diagnostic) {
        guard w.text.utf8.count > SyntaxLimits.maximumNumberLength else { return }
        throw Diagnostic("expected \(what), found '\(shownToken(w.text, limit: SyntaxLimits.maximumNumberLength))', which is too long for a number (at most \(SyntaxLimits.maximumNumberLength) characters)", range: w.range)
    }

    static func number(_ w: CommandWords.Word, _ what: String) throws(Diagnostic) -> Double {
        try checkNumberLength(w, what)
        guard let x = Double(w.text) else {
            throw Diagnostic("expected \(what) (a number), found '\(w.text)'", range: w.range)
        }
        // `nan`, `inf`, and `1e400` (which reads as infinity).
        guard x.isFinite else { throw Diagnostic("'\(w.text)' is not a finite number", range: w.range) }
        guard abs(x) <= 1e9 else { throw Diagnostic("\(w.text) is too large (magnitudes up to 1e9 are accepted)", range: w.range) }
        return x
    }

    static func integer(_ w: CommandWords.Word, _ what: String) throws(Diagnostic) -> Int {
        try checkNumberLength(w, what)
        guard let x = Int(w.text) else { throw Diagnostic("expected \(what) (a whole number), found '\(w.text)'", range: w.range) }
        return x
    }

    /// A priority: `750`, `999.5`, `999.999` (``LayoutPriority``: above 0, at most 1000, to
    /// thousandths) or `required`.
    static func priority(_ w: CommandWords.Word) throws(Diagnostic) -> LayoutPriority {
        if w.text == "required" { return .required }
        try checkNumberLength(w, "a priority")
        switch LayoutPriority.parse(w.text) {
        case .success(let p): return p
        case .failure(let why):
            throw Diagnostic("expected a priority greater than 0 and at most 1000 (or required), found '\(w.text)'"
                + (why == .tooPrecise(w.text) ? ": \(why.rule)" : ""), range: w.range)
        }
    }

    /// `320x504` (also `320×504`).
    static func size(_ w: CommandWords.Word) throws(Diagnostic) -> Size {
        let parts = w.text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "×" || $0 == "X" })
            .map(String.init)
        if parts.count == 2, parts.contains(where: { $0.utf8.count > SyntaxLimits.maximumNumberLength }) {
            throw Diagnostic("expected a size like 320x504, found '\(shownToken(w.text, limit: 2 * SyntaxLimits.maximumNumberLength))', whose numbers are too long (at most \(SyntaxLimits.maximumNumberLength) characters each)", range: w.range)
        }
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite
        else {
            throw Diagnostic("expected a size like 320x504, found '\(shownToken(w.text))'", range: w.range)
        }
        guard abs(width) <= 1e9, abs(height) <= 1e9 else {
            throw Diagnostic("\(w.text) is too large (magnitudes up to 1e9 are accepted)", range: w.range)
        }
        return Size(width: width, height: height)
    }

    static func axis(_ w: CommandWords.Word) throws(Diagnostic) -> Axis {
        switch w.text.uppercased() {
        case "H", "HORIZONTAL": return .horizontal
        case "V", "VERTICAL": return .vertical
        default: throw Diagnostic("expected an axis, H or V, found '\(w.text)'", range: w.range)
        }
    }

    static func onOff(_ w: CommandWords.Word) throws(Diagnostic) -> Bool {
        switch w.text.lowercased() {
        case "on", "yes", "true", "1": return true
        case "off", "no", "false", "0": return false
        default: throw Diagnostic("expected on or off, found '\(w.text)'", range: w.range)
        }
    }

    /// The word at `index`, or a usage error naming what is missing.
    static func word<C: ShellCommand>(_ words: CommandWords, _ index: Int, _ what: String, for command: C.Type)
        throws(Diagnostic) -> CommandWords.Word
    {
        guard index < words.words.count else {
            let end = (words.words.last?.range.end ?? 1)
            throw command.usageError("missing \(what)", range: SourceRange(start: end, end: end + 1))
        }
        return words.words[index]
    }

    /// The word at `index`, or a usage error naming the missing parameter as it declares.
    static func word<C: ShellCommand>(_ words: CommandWords, _ index: Int, _ parameter: Parameter, for command: C.Type)
        throws(Diagnostic) -> CommandWords.Word
    {
        try word(words, index, parameter.missing ?? parameter.placeholder, for: command)
    }

    /// Fails when there are words after `count`.
    static func noMore<C: ShellCommand>(_ words: CommandWords, after count: Int, for command: C.Type) throws(Diagnostic) {
        if words.words.count > count {
            let w = words.words[count]
            throw command.usageError("unexpected '\(w.text)'", range: w.range)
        }
    }
}

/// A number as people read it: integers without decimals, others to at most 3 places.
func readable(_ x: Double) -> String { NumberFormatting.readable(x) }
