import LayoutModel
import LayoutSyntax
/// `translates VIEW on|off [mask h=--& v=--&] [frame X Y W H]`.
enum TranslatesCommand: ShellCommand {
    static let name = "translates"
    static let abstract = "Turn a view's translatesAutoresizingMaskIntoConstraints on or off"
    static let signature = CommandSignature(
        .parameter(view), .parameter(onOff),
        .anyOrder([
            [.literal("mask")] + mask.map { .parameter($0) },
            [.literal("frame")] + frame.map { .parameter($0) },
            [.literal("in"), .parameter(reference)],
        ])
    )
    static let view = Parameter("VIEW", .viewName, missing: "a view")
    static let onOff = Parameter.oneOf(["on", "off"], missing: "on or off")
    static let mask = ["h=CODE", "v=CODE"].map { Parameter($0, .text, missing: "h=CODE v=CODE after 'mask'") }
    static let frame = ["X", "Y", "W", "H"].map { Parameter($0, .number, missing: "X Y W H after 'frame'") }
    static let reference = Parameter("WIDTHxHEIGHT", .number, missing: "the superview's size after 'in'")
    static let discussion = """
        While on, the view's frame and autoresizing mask become NSAutoresizingMaskLayoutConstraints
        (the book's Rule 1: a view made in code that you position with constraints must have it
        off). Mask codes are Apple's: three characters per axis for the leading margin, the size
        and the trailing margin, '-' fixed and '&' flexible. Flexible parts keep their share of
        the superview's size as it is now, or as given by 'in' (what save writes).
        """
    static let examples = ["translates label on mask h=--& v=--& frame 50 70 100 30", "translates label off"]
    static let changesLayout = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let viewWord = try Arguments.word(words, 1, self.view, for: self)
        let view = try shell.view(viewWord)
        if view == shell.session.state.root {
            throw Diagnostic("the root view has no superview to translate a mask against; resize it with 'root WIDTHxHEIGHT'", range: viewWord.range)
        }
        let on = try Arguments.onOff(try Arguments.word(words, 2, onOff, for: self))
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
                    let w = try Arguments.word(words, i + k, self.mask[k - 1], for: self)
                    let axis: Axis = k == 1 ? .horizontal : .vertical
                    let prefix = k == 1 ? "h=" : "v="
                    guard w.text.hasPrefix(prefix), let part = AutoresizingMask.parse(String(w.text.dropFirst(2)), axis: axis) else {
                        throw Diagnostic("expected \(prefix) and three of '-' (fixed) or '&' (flexible), like \(prefix)--&, found '\(w.text)'", range: w.range)
                    }
                    m.formUnion(part)
                }
                mask = m
                i += 3
            case "frame":
                var n: [Double] = []
                for k in 1...4 { n.append(try Arguments.number(try Arguments.word(words, i + k, self.frame[k - 1], for: self), "a frame value")) }
                frame = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
                i += 5
            case "in":
                reference = try Arguments.size(try Arguments.word(words, i + 1, self.reference, for: self))
                i += 2
            default:
                throw usageError("unexpected '\(key.text)'", range: key.range)
            }
        }
        do { try shell.session.setTranslatesAutoresizingMask(view, on, mask: mask, frame: frame, reference: reference) } catch {
            throw Diagnostic(error, at: viewWord.range)
        }
    }
}
