import LayoutSyntax

/// Lines pasted after `import log -`, `import trace -`, `import code -` or `paste` (or a saved
/// session's here-document), kept up to the size limit of a log file read from disk
/// (`SyntaxLimits.maximumLogSize`). Past the limit the rest of the paste is still read to its
/// end — it must not run as commands — but not kept, and `text` refuses it with its size.
struct PastedText {
    private(set) var lines: [String] = []
    /// The paste's size in bytes, as its lines joined by newlines: all of it, kept or not.
    private(set) var size = 0
    private var count = 0

    var isEmpty: Bool { count == 0 }

    mutating func append(_ line: String) {
        size += line.utf8.count + (count == 0 ? 0 : 1)
        count += 1
        if size <= SyntaxLimits.maximumLogSize { lines.append(line) }
    }

    /// The paste, or an error saying it is over the limit (`what`: "a log", "a trace"…).
    func text(shown: String, what: String, range: SourceRange?) throws(Diagnostic) -> String {
        if size > SyntaxLimits.maximumLogSize {
            throw ImportCommand.tooLarge(shown, what: what, size: size, range: range, status: 1)
        }
        return lines.joined(separator: "\n")
    }
}
