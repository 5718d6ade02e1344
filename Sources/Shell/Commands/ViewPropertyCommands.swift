import LayoutModel
import ConstraintSolver
import LayoutSyntax
import LayoutText
/// `hug VIEW H|V PRIORITY`.
enum HugCommand: ShellCommand {
    static let name = "hug"
    static let abstract = "Set a view's content hugging priority on one axis"
    static let usage = ["hug VIEW H|V PRIORITY"]
    static let discussion = "Hugging is the priority of 'no bigger than the intrinsic size' (default 250)."
    static let examples = ["hug img H 50"]
    static let arguments: [ArgumentKind] = [.viewName, .keyword(["H", "V"]), .text]
    static let changesLayout = true
    static func failsAtomically(_ words: CommandWords) -> Bool { true }

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
        let (view, axis, p) = try viewAxisPriority(words, shell, for: self)
        do { try shell.session.setHugging(view, axis, p) } catch { throw ShellError(error) }
    }
}

/// `resist VIEW H|V PRIORITY`.
enum ResistCommand: ShellCommand {
    static let name = "resist"
    static let abstract = "Set a view's compression resistance priority on one axis"
    static let usage = ["resist VIEW H|V PRIORITY"]
    static let discussion = "Resistance is the priority of 'no smaller than the intrinsic size' (default 750)."
    static let examples = ["resist img V 500"]
    static let arguments: [ArgumentKind] = [.viewName, .keyword(["H", "V"]), .text]
    static let changesLayout = true
    static func failsAtomically(_ words: CommandWords) -> Bool { true }

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
        let (view, axis, p) = try viewAxisPriority(words, shell, for: self)
        do { try shell.session.setResistance(view, axis, p) } catch { throw ShellError(error) }
    }
}

private func viewAxisPriority<C: ShellCommand>(_ words: CommandWords, _ shell: ShellContext, for c: C.Type)
    throws(ShellError) -> (Int, Axis, Int)
{
    let view = try shell.view(try Arguments.word(words, 1, "a view", for: c))
    let axis = try Arguments.axis(try Arguments.word(words, 2, "an axis (H or V)", for: c))
    let p = try Arguments.priority(try Arguments.word(words, 3, "a priority", for: c))
    try Arguments.noMore(words, after: 4, for: c)
    return (view, axis, p)
}

/// `intrinsic VIEW WxH|none`.
enum IntrinsicCommand: ShellCommand {
    static let name = "intrinsic"
    static let abstract = "Set or clear a view's intrinsic content size"
    static let usage = ["intrinsic VIEW WIDTHxHEIGHT", "intrinsic VIEW none"]
    static let discussion = "-1 on an axis means no intrinsic size on that axis; 'none' goes back to the size from the view's text (or {-1, -1})."
    static let examples = ["intrinsic img 64x64", "intrinsic spacer -1x20", "intrinsic img none"]
    static let arguments: [ArgumentKind] = [.viewName, .text]
    static let changesLayout = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
        let view = try shell.view(try Arguments.word(words, 1, "a view", for: self))
        let w = try Arguments.word(words, 2, "a size or none", for: self)
        try Arguments.noMore(words, after: 3, for: self)
        let size: Size? = w.text == "none" ? nil : try Arguments.size(w)
        do { try shell.session.setIntrinsicSize(view, size) } catch { throw ShellError(error, at: w.range) }
    }
}

/// `text VIEW "…"`.
enum TextCommand: ShellCommand {
    static let name = "text"
    static let abstract = "Set the text of a label, button or field (its intrinsic size follows)"
    static let usage = ["text VIEW \"TEXT\" [size POINTS]", "text VIEW none"]
    static let examples = ["text label \"Name\"", "text title \"Settings\" size 22"]
    static let arguments: [ArgumentKind] = [.viewName, .text]
    static let changesLayout = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
        let viewWord = try Arguments.word(words, 1, "a view", for: self)
        let view = try shell.view(viewWord)
        let t = try Arguments.word(words, 2, "the text", for: self)
        var fontSize: (value: Double, range: SourceRange)?
        if words.words.count > 3 {
            guard words.words[3].text == "size" else { throw usageError("unexpected '\(words.words[3].text)'", range: words.words[3].range) }
            let sizeWord = try Arguments.word(words, 4, "a font size", for: self)
            fontSize = (try Arguments.number(sizeWord, "a font size"), sizeWord.range)
            try Arguments.noMore(words, after: 5, for: self)
        }
        do {
            try shell.session.setText(view, (t.text == "none" && !t.isQuoted) ? nil : t.text)
        } catch {
            throw ShellError(error, at: viewWord.range)
        }
        if let fontSize {
            do { try shell.session.setFontSize(view, fontSize.value) } catch { throw ShellError(error, at: fontSize.range) }
        }
    }
}

/// `mode VIEW MODE`.
enum ModeCommand: ShellCommand {
    static let name = "mode"
    static let abstract = "Set a view's content mode (shown in reports; layout ignores it)"
    static let usage = ["mode VIEW " + ContentMode.allCases.map { $0.rawValue.replacingSpaces() }.joined(separator: "|")]
    static let examples = ["mode img center", "mode img scale-aspect-fill"]
    static let arguments: [ArgumentKind] = [.viewName, .keyword(ContentMode.allCases.map { $0.rawValue.replacingSpaces() })]
    static let changesLayout = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
        let view = try shell.view(try Arguments.word(words, 1, "a view", for: self))
        let w = try Arguments.word(words, 2, "a content mode", for: self)
        try Arguments.noMore(words, after: 3, for: self)
        let names = ContentMode.allCases.map { $0.rawValue.replacingSpaces() }
        guard let i = names.firstIndex(where: { $0 == w.text.lowercased() }) else {
            var message = "unknown content mode '\(w.text)'"
            if let s = suggestion(for: w.text, among: names) { message += "; did you mean '\(s)'?" }
            throw ShellError(message + " (one of: \(names.joined(separator: ", ")))", range: w.range)
        }
        try? shell.session.setContentMode(view, ContentMode.allCases[i])
    }
}

extension String {
    /// "Scale Aspect Fill" → "scale-aspect-fill".
    func replacingSpaces() -> String { lowercased().split(separator: " ").joined(separator: "-") }
}

/// `translates VIEW on|off [mask h=--& v=--&] [frame X Y W H]`.
enum TranslatesCommand: ShellCommand {
    static let name = "translates"
    static let abstract = "Turn a view's translatesAutoresizingMaskIntoConstraints on or off"
    static let usage = ["translates VIEW on|off [mask h=CODE v=CODE] [frame X Y W H] [in WIDTHxHEIGHT]"]
    static let discussion = """
        While on, the view's frame and autoresizing mask become NSAutoresizingMaskLayoutConstraints
        (the book's Rule 1: a view made in code that you position with constraints must have it
        off). Mask codes are Apple's: three characters per axis for the leading margin, the size
        and the trailing margin, '-' fixed and '&' flexible. Flexible parts keep their share of
        the superview's size as it is now, or as given by 'in' (what save writes).
        """
    static let examples = ["translates label on mask h=--& v=--& frame 50 70 100 30", "translates label off"]
    static let arguments: [ArgumentKind] = [.viewName, .keyword(["on", "off"]), .keyword(["mask", "frame"])]
    static let changesLayout = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
        let viewWord = try Arguments.word(words, 1, "a view", for: self)
        let view = try shell.view(viewWord)
        if view == shell.session.state.root {
            throw ShellError("the root view has no superview to translate a mask against; resize it with 'root WIDTHxHEIGHT'", range: viewWord.range)
        }
        let on = try Arguments.onOff(try Arguments.word(words, 2, "on or off", for: self))
        var mask: AutoresizingMask?
        var frame: Rect?
        var reference: Size?
        var i = 3
        while i < words.words.count {
            let key = words.words[i]
            switch key.text {
            case "mask":
                var m: AutoresizingMask = []
                for k in 1...2 {
                    let w = try Arguments.word(words, i + k, "h=CODE v=CODE after 'mask'", for: self)
                    let axis: Axis = k == 1 ? .horizontal : .vertical
                    let prefix = k == 1 ? "h=" : "v="
                    guard w.text.hasPrefix(prefix), let part = AutoresizingMask.parse(String(w.text.dropFirst(2)), axis: axis) else {
                        throw ShellError("expected \(prefix) and three of '-' (fixed) or '&' (flexible), like \(prefix)--&, found '\(w.text)'", range: w.range)
                    }
                    m.formUnion(part)
                }
                mask = m
                i += 3
            case "frame":
                var n: [Double] = []
                for k in 1...4 { n.append(try Arguments.number(try Arguments.word(words, i + k, "X Y W H after 'frame'", for: self), "a frame value")) }
                frame = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
                i += 5
            case "in":
                reference = try Arguments.size(try Arguments.word(words, i + 1, "the superview's size after 'in'", for: self))
                i += 2
            default:
                throw usageError("unexpected '\(key.text)'", range: key.range)
            }
        }
        do { try shell.session.setTranslatesAutoresizingMask(view, on, mask: mask, frame: frame, reference: reference) } catch {
            throw ShellError(error, at: viewWord.range)
        }
    }
}

/// `margins VIEW T L B R` (or one value for all).
enum MarginsCommand: ShellCommand {
    static let name = "margins"
    static let abstract = "Set a view's layout margins"
    static let usage = ["margins VIEW ALL", "margins VIEW TOP LEFT BOTTOM RIGHT"]
    static let examples = ["margins root 16", "margins card 8 12 8 12"]
    static let arguments: [ArgumentKind] = [.viewName, .text]
    static let changesLayout = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
        let viewWord = try Arguments.word(words, 1, "a view", for: self)
        let view = try shell.view(viewWord)
        let insets = try Insets.read(words, from: 2, for: self)
        do { try shell.session.setLayoutMargins(view, insets) } catch { throw ShellError(error, at: viewWord.range) }
    }
}

/// `safe-area T L B R`.
enum SafeAreaCommand: ShellCommand {
    static let name = "safe-area"
    static let abstract = "Set the root's safe-area insets"
    static let usage = ["safe-area ALL", "safe-area TOP LEFT BOTTOM RIGHT"]
    static let examples = ["safe-area 44 0 34 0"]
    static let arguments: [ArgumentKind] = [.text]
    static let changesLayout = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
        let insets = try Insets.read(words, from: 1, for: self)
        do { try shell.session.setSafeAreaInsets(insets) } catch { throw ShellError(error) }
    }
}

enum Insets {
    static func read<C: ShellCommand>(_ words: CommandWords, from i: Int, for c: C.Type) throws(ShellError) -> EdgeInsets {
        let count = words.words.count - i
        guard count == 1 || count == 4 else {
            throw c.usageError("expected one inset for all edges or four (top left bottom right)",
                               range: words.words.count > i ? words.words[i].range : nil)
        }
        var n: [Double] = []
        for k in 0..<count { n.append(try Arguments.number(words.words[i + k], "an inset")) }
        return count == 1 ? EdgeInsets(all: n[0]) : EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }
}
