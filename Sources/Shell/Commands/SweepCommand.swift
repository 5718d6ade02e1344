import Foundation
import LayoutModel
import LayoutSyntax
import LayoutText
import Inspector

/// `sweep width|height FROM...TO`: the exact root sizes at which the layout holds and is
/// unambiguous (issue 7).
enum SweepCommand: ShellCommand {
    static let name = "sweep"
    static let abstract = "The exact root widths or heights at which the layout holds and is unambiguous"
    static let signature = CommandSignature(.parameter(side), .parameter(bounds))
    static let side = Parameter.oneOf(["width", "height"], missing: "width or height")
    static let bounds = Parameter("FROM...TO", .number, missing: "a range like 100...400")
    static let discussion = """
        Treats the root's width (or height; the other side keeps its size) as a parameter and
        answers exactly, with the solver's range queries rather than by sampling: the sizes at
        which every required constraint can hold, the sizes in FROM...TO at which the layout is
        also unambiguous (and what is ambiguous elsewhere), the constraints that set each bound
        and the one UIKit breaks just beyond it. Nothing in the session changes; Ctrl-C stops it ("interrupted").
        """
    static let examples = ["sweep width 100...400", "sweep height 200...1000", "sweep width 0...1024 --json"]
    static let printsJSON = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let axisWord = try Arguments.word(words, 1, side, for: self)
        let axis: Axis
        switch axisWord.text.lowercased() {
        case "width", "w": axis = .horizontal
        case "height", "h": axis = .vertical
        default:
            throw usageError("expected width or height, found '\(axisWord.text)'", range: axisWord.range)
        }
        let rangeWord = try Arguments.word(words, 2, bounds, for: self)
        try Arguments.noMore(words, after: 3, for: self)
        let (from, to) = try range(rangeWord)
        let sweep = try SizeSweep.run(shell.session, axis: axis, from: from, to: to, stop: shell.stop)
        if shell.wantsJSON {
            shell.print(json: sweep.json(in: shell.session.state))
        } else {
            shell.print(lines: sweep.lines(in: shell.session.state))
        }
    }

    /// `FROM...TO`: two numbers ≥ 0, FROM ≤ TO.
    static func range(_ w: CommandWords.Word) throws(Diagnostic) -> (Double, Double) {
        let parts = w.text.components(separatedBy: "...")
        guard parts.count == 2 else {
            throw Diagnostic("expected a range like 100...400 (FROM...TO), found '\(w.text)'", range: w.range)
        }
        var numbers: [Double] = []
        for (part, what) in zip(parts, ["FROM", "TO"]) {
            guard let x = Double(part), x.isFinite else {
                throw Diagnostic("expected a number for \(what) in FROM...TO, found '\(part)'", range: w.range)
            }
            guard abs(x) <= 1e9 else { throw Diagnostic("\(part) is too large (magnitudes up to 1e9 are accepted)", range: w.range) }
            guard x >= 0 else { throw Diagnostic("root sizes cannot be negative: \(what) is \(part)", range: w.range) }
            numbers.append(x)
        }
        guard numbers[0] <= numbers[1] else {
            throw Diagnostic("the range \(w.text) runs backwards: FROM must not exceed TO (\(parts[1])...\(parts[0]))", range: w.range)
        }
        return (numbers[0], numbers[1])
    }
}
