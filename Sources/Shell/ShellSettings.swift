import LayoutModel
import LayoutText
/// The shell's own settings (`set NAME VALUE`, `show`). Layout settings (rtl, double-strings,
/// text-scale) live in the session; `set` reaches both.
public struct ShellSettings: Hashable, Sendable {
    /// Echo: what building and editing commands say they made or changed (`add`'s description,
    /// the edit line), and in scripts each line before it runs (`> add view a`). nil, the
    /// default: on for lines typed at the prompt, off for the lines of scripts (a file, standard
    /// input, `-c`, `load`); `set echo on|off` (or `plumb --echo`) decides for both.
    public var echo: Bool?
    /// Stop a script at its first error.
    public var bail = false
    /// ANSI colour on output.
    public var color = false
    /// Inspectors print JSON instead of text.
    public var json = false
    /// How conflict logs look: Apple's classic log, or iOS 10+ with `[LayoutConstraints]`.
    public var logStyle: LogStyle = .classic
    /// The terminal's width in columns: `draw` fills it (the executable measures it).
    public var terminalWidth = 80
    /// The terminal's height in rows when output is a terminal: `draw` fits its whole output
    /// (picture, header and legend, and the prompt after it) in it. nil: no limit but the
    /// picture's own (output to a file or pipe, tests).
    public var terminalHeight: Int?
    /// Whether the locale is UTF-8: `draw` uses Unicode box drawing, else ASCII.
    public var unicode = true
    /// `draw` also outlines alignment rectangles that differ from frames.
    public var alignmentRects = false

    public init() {}
}

/// Where output goes. The executable writes to the terminal; tests collect it.
public protocol OutputSink: AnyObject {
    func write(_ text: String)
    func writeError(_ text: String)
}

/// Output kept in memory (tests, `plumb` piping, copies).
public final class OutputBuffer: OutputSink {
    public private(set) var standardOutput = ""
    public private(set) var standardError = ""

    public init() {}

    public func write(_ text: String) { standardOutput += text }
    public func writeError(_ text: String) { standardError += text }

    public func clear() {
        standardOutput = ""
        standardError = ""
    }
}
