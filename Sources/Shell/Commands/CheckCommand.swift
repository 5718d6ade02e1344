import LayoutModel
import LayoutSyntax
import LayoutText
import Inspector

/// `check [--sizes W×H,…]`: the stress matrix (issue 7).
enum CheckCommand: ShellCommand {
    static let name = "check"
    static let abstract = "Try the layout at many root sizes, left-to-right and right-to-left, normal and doubled strings"
    static let signature = CommandSignature(.optional(.literal("--sizes"), .word("WxH,WxH…", .number)))
    static let discussion = """
        One matrix: root sizes (the common iPhone and iPad sizes in portrait and landscape, or
        --sizes) × left-to-right/right-to-left × normal/doubled strings. For each kind of failure —
        conflict (a required constraint broken), ambiguity (a frame with more than one optimal
        value), clipping (text given less room than it needs, or a view reaching outside its
        superview) — it prints how many combinations fail, the first that does, and a script that
        reproduces it. The check fails (as a command: a script running it exits 1) when anything
        fails. Nothing in the session changes; Ctrl-C stops it ("interrupted"). From the system shell: plumb check FILE… (scripts, or .storyboard and .xib documents: every scene, with Xcode's canvas checks).
        """
    static let examples = ["check", "check --sizes 320x568,568x320", "check --json"]
    static let printsJSON = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        var sizes = LayoutCheck.defaultSizes
        var i = 1
        while i < words.words.count {
            let w = words.words[i]
            guard w.text == "--sizes" else { throw usageError("unexpected '\(w.text)'", range: w.range) }
            guard i + 1 < words.words.count else {
                throw usageError("missing the sizes after --sizes", range: SourceRange(start: w.range.end, end: w.range.end + 1))
            }
            sizes = try parseSizes(words.words[i + 1])
            i += 2
        }
        let check = try LayoutCheck.run(shell.session, sizes: sizes, script: SessionScript.text(for: shell.session), stop: shell.stop)
        if shell.wantsJSON {
            shell.print(json: check.json)
        } else {
            shell.print(lines: check.lines())
        }
        if !check.isClean {
            throw Diagnostic("check failed: " + check.failures.map { "\($0.kind.rawValue) (\($0.count) of \(check.combinations))" }.joined(separator: ", "))
        }
    }

    /// `320x568,568x320`: sizes ≥ 0.
    static func parseSizes(_ w: CommandWords.Word) throws(Diagnostic) -> [Size] {
        var out: [Size] = []
        for part in w.text.split(separator: ",", omittingEmptySubsequences: false) {
            let piece = CommandWords.Word(text: String(part), range: w.range, isQuoted: false)
            let size = try Arguments.size(piece)
            guard size.width >= 0, size.height >= 0 else {
                throw Diagnostic("root sizes cannot be negative, found '\(part)'", range: w.range)
            }
            out.append(size)
        }
        return out
    }
}
