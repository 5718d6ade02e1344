/// Where a command that reads more than its line gets the rest (`import log -` reads a pasted
/// log): the executable gives its standard input, a test a script of lines. The shell never reads
/// a file descriptor itself.
public struct InputSource {
    /// Whether a person is typing the input (then the command says what it expects first).
    public var isInteractive: () -> Bool
    /// The next line, without its newline; nil at the end of the input.
    public var readLine: () -> String?

    /// Whether the input is a whole document given with the command (a script's `<<WORD`
    /// lines): a reader takes all of it, where a paste ends at a blank line.
    public var isDocument = false

    public init(isInteractive: @escaping () -> Bool, readLine: @escaping () -> String?) {
        self.isInteractive = isInteractive
        self.readLine = readLine
    }

    /// The lines of a here-document, then the end.
    public static func document(_ lines: [String]) -> InputSource {
        nonisolated(unsafe) var rest = lines[...]
        var source = InputSource(isInteractive: { false }, readLine: { rest.popFirst() })
        source.isDocument = true
        return source
    }

    /// No input: not interactive, and at its end at once (what a shell has unless given one).
    public static var none: InputSource { InputSource(isInteractive: { false }, readLine: { nil }) }
}
