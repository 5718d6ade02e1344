import CLineEdit
import Foundation
import Shell

/// Standard output and error, unbuffered (so the two never interleave out of order), and what
/// plumb knows about the terminal.
enum Terminal {
    static func write(_ text: String) { write(text, to: 1) }
    static func writeError(_ text: String) { write(text, to: 2) }

    static func write(_ text: String, to fd: Int32) {
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, bytes.count > 0 else { return }
            let error = cle_write(fd, UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), bytes.count)
            if error != 0 && fd == 1 && standardOutputError == nil { standardOutputError = error }
        }
    }

    /// The first error writing standard output met (a full disk, a closed descriptor), nil while
    /// every byte went out: plumb then exits non-zero however the commands went (issue 34:
    /// `plumb check … > /dev/full` passed in CI).
    nonisolated(unsafe) static var standardOutputError: Int32?

    /// The error reading standard input as a script met (a directory, a closed descriptor): the
    /// run then fails (issue 34: it exited 0).
    nonisolated(unsafe) static var standardInputError: Int32?

    /// The status to exit with: `status`, or 1 (after saying why) when standard output could not
    /// be written and `status` was 0.
    static func exitStatus(_ status: Int32) -> Int32 {
        guard let error = standardOutputError else { return status }
        writeError("plumb: error: cannot write standard output: \(String(cString: strerror(error)))\n")
        return status == 0 ? 1 : status
    }

    static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    static var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// NO_COLOR set to anything but the empty string (no-color.org).
    static var noColor: Bool { !(environment["NO_COLOR"] ?? "").isEmpty }
    static var isDumb: Bool { environment["TERM"] == "dumb" }

    /// The width `draw` fills: when standard output is a terminal, its width (TIOCGWINSZ), else
    /// $COLUMNS, else 80; output that is not a terminal always gets 80 (the same on every run).
    static var width: Int {
        guard isTerminal(1) else { return 80 }
        var size = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
        return 80
    }

    /// The height `draw` fits in: when standard output is a terminal, its rows (TIOCGWINSZ),
    /// else $LINES; nil when output is not a terminal (a file or a pipe gets the whole picture,
    /// the same on every run).
    static var height: Int? {
        guard isTerminal(1) else { return nil }
        var size = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 { return Int(size.ws_row) }
        if let lines = environment["LINES"].flatMap({ Int($0) }), lines > 0 { return lines }
        return nil
    }

    /// Whether the locale's character set is UTF-8: the first of LC_ALL, LC_CTYPE and LANG that
    /// is set and not empty decides (none means the C locale: ASCII).
    static var isUTF8: Bool {
        let env = environment
        guard let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap({ env[$0] }).first(where: { !$0.isEmpty }) else {
            return false
        }
        let lowered = locale.lowercased()
        return lowered.contains("utf-8") || lowered.contains("utf8")
    }

    static let red = "\u{1B}[1;31m"
    static let bold = "\u{1B}[1m"
    static let reset = "\u{1B}[0m"
}

/// The interpreter's output: standard output and standard error, with `error:` in red when
/// colour is on (`--color`, `set color on`) and standard error is a terminal (or `--color always`).
final class TerminalOutput: OutputSink {
    /// Whether to colour now (read at each write: `set color` changes it).
    var colorsErrors: () -> Bool = { false }

    /// While true, standard output is dropped (the example session loads quietly).
    var mutesStandardOutput = false

    func write(_ text: String) {
        if !mutesStandardOutput { Terminal.write(VisibleText.filtered(text)) }
    }

    func writeError(_ text: String) {
        let text = VisibleText.filtered(text)
        Terminal.writeError(colorsErrors() ? Self.colored(text) : text)
    }

    /// `error:` at the start of a line or after `FILE:LINE:COL: `, in red.
    static func colored(_ text: String) -> String {
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var l = String(line)
            if l.hasPrefix("error: ") {
                let rest = String(l.dropFirst("error:".count))
                l = Terminal.red + "error:" + Terminal.reset + rest
            } else if let r = l.range(of: ": error: ") {
                let place = String(l[..<r.lowerBound])
                let rest = String(l[r.upperBound...])
                l = Terminal.bold + place + ":" + Terminal.reset + " "
                l += Terminal.red + "error:" + Terminal.reset + " " + rest
            }
            lines.append(l)
        }
        return lines.joined(separator: "\n")
    }
}
