import LayoutModel
import LayoutSyntax
/// Edge insets as `margins` and `safe-area` take them: one value for every edge, or four.
enum InsetsArguments {
    /// `ALL` and `TOP LEFT BOTTOM RIGHT`.
    static let forms = [
        CommandForm(.word("ALL", .number)),
        CommandForm(["TOP", "LEFT", "BOTTOM", "RIGHT"].map { .word($0, .number) }),
    ]

    static func read<C: ShellCommand>(_ words: CommandWords, from i: Int, for c: C.Type) throws(Diagnostic) -> EdgeInsets {
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
