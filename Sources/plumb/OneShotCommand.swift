import CLineEdit
import LayoutSyntax
import Shell

/// One-shot forms of plumb that do one job on files and exit, for CI and scripts:
/// `plumb explain FILE…` (issue 6) and `plumb check FILE…` (issue 7). The word comes first, in
/// place of a script name; a script file that happens to be called `explain` runs as `./explain`.
enum OneShotCommand {
    /// The words that start a one-shot form.
    static let words: [String] = ["check", "explain"]

    /// Runs the one-shot form `arguments` starts with and returns its exit status, or nil when
    /// `arguments` do not start with a one-shot word (plumb then runs them as scripts).
    static func run(_ arguments: [String], json: Bool, all: Bool, output: TerminalOutput) -> Int32? {
        guard let word = arguments.first, words.contains(word) else { return nil }
        switch word {
        case "check": return CheckFiles.run(Array(arguments.dropFirst()), json: json, output: output, input: .standardInput)
        case "explain":
            // Ctrl-C as in the shell: the first one stops the explanation part-way (inside the
            // solver too), which says "plumb: error: interrupted" and ends with status 130; a
            // second one ends plumb at once. SIGTERM and SIGHUP end it as their default does.
            cle_install_signal_handlers()
            cle_set_busy(1)
            return ExplainLogFile.run(Array(arguments.dropFirst()), output: output,
                                      stop: StopCheck { cle_interrupted() != 0 }, all: all, json: json)
        default: return nil
        }
    }
}
