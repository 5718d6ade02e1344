import LayoutModel
import LayoutSyntax
import LogImport

/// `import trace FILE` / `import trace -` (ImportCommand's trace form): an `_autolayoutTrace`
/// replaces the session with its views and what the trace says of them, no constraints
/// (docs/log-import.md "Traces"). Errors name FILE:LINE:COL; a text with no trace line is
/// refused and leaves the session as it was.
enum TraceImport {
    static func run(_ words: CommandWords, in shell: ShellContext, command: ImportCommand.Type) throws(Diagnostic) {
        let fileWord = try Arguments.word(words, 2, "a trace file (or - to paste)", for: command)
        try Arguments.noMore(words, after: 3, for: command)
        let text: String
        let shown: String
        if fileWord.text == "-" && !fileWord.isQuoted {
            if shell.input.isInteractive() { shell.note("paste the trace, then an empty line (or Ctrl-D):") }
            var lines = PastedText()
            if shell.input.isDocument {
                while let line = shell.input.readLine() { lines.append(line) }
            } else {
                // A trace has no empty line inside, but UIKit's synopsis has one between its
                // header and the tree: an empty line ends the paste once a view (`:0x`) was read.
                var readAView = false
                while let raw = shell.input.readLine() {
                    let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : raw
                    if line.allSatisfy({ $0 == " " || $0 == "\t" }) {
                        if readAView { break }
                        continue
                    }
                    readAView = readAView || line.contains(":0x") || line.contains(": 0x")
                    lines.append(line)
                }
            }
            shown = "<paste>"
            text = try lines.text(shown: shown, what: "a trace", range: fileWord.range)
        } else {
            shown = fileWord.text
            text = try ImportCommand.readLog(shell.absolutePath(fileWord.text), shown: shown, range: fileWord.range)
        }
        let result = try TraceImporter.importTrace(text, stop: shell.stop)
        guard result.importedAnything else {
            for d in result.diagnostics where d.severity != .note { shell.note(d.formatted(file: shown)) }
            if result.parsed.entries.isEmpty && result.diagnostics.isEmpty {
                if SubtreeDescription.recognizes(text) {
                    throw Diagnostic("\(shown) is AppKit's _subtreeDescription: it shows views, frames and layout flags, but no constraint and no ambiguity (its legend has no mark for it), so there is nothing to import; expected the output of 'po [view _autolayoutTrace]'", range: fileWord.range)
                }
                throw Diagnostic("\(shown) has no _autolayoutTrace lines: expected lines such as '*UIView:0x7f…' or '|   *UILabel:0x…'Name'- AMBIGUOUS LAYOUT' (the output of 'po [[UIWindow keyWindow] _autolayoutTrace]')", range: fileWord.range)
            }
            throw Diagnostic("nothing in \(shown) could be imported (see the errors above)", range: fileWord.range)
        }
        for d in result.diagnostics { shell.note(d.formatted(file: shown)) }
        shell.session.restore(result.session.state)
        shell.print(lines: result.summary)
        shell.print("type 'explain' for what the trace can and cannot tell, 'explain VIEW' for one view")
    }
}
