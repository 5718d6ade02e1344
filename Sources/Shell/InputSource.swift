/// Where a command that reads more than its line gets the rest (`import log -` reads a pasted
/// log): the executable gives its standard input, a test a script of lines. The shell never reads
/// a file descriptor itself.
public struct InputSource {
    /// Whether a person is typing the input (then the command says what it expects first).
    public var isInteractive: () -> Bool
    /// The next line, without its newline; nil at the end of the input.
    public var readLine: () -> String?

    public init(isInteractive: @escaping () -> Bool, readLine: @escaping () -> String?) {
        self.isInteractive = isInteractive
        self.readLine = readLine
    }

    /// No input: not interactive, and at its end at once (what a shell has unless given one).
    public static var none: InputSource { InputSource(isInteractive: { false }, readLine: { nil }) }
}
