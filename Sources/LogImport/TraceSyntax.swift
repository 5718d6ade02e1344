import LayoutModel
import LayoutSyntax

/// The syntax stage of `import trace`: the lines of an `_autolayoutTrace` (or of UIKit's "View has
/// an ambiguous layout" synopsis, or Chisel's `paltrace`) read into entries with their depth,
/// marker, class, address, label and flags (docs/log-import.md "Traces";
/// ../shared/formats/console-log-grammar.md §3). Fast and total: any text gives a result.
public struct ParsedTrace: Sendable {
    /// One view or layout guide line of a trace.
    public struct Entry: Sendable {
        /// The trace line (1-based) and the column (1-based, in Unicode scalars) of the entry.
        public var line: Int
        public var column: Int
        /// The number of `|` before the entry.
        public var depth: Int
        public var marker: TracedView.Marker
        /// The class as printed: `UILabel`, `constraints.Container`, `Dynamic Stack View` (a
        /// name printed in its place).
        public var className: String
        public var address: UInt64
        public var label: String?
        public var ambiguous: Bool
        public var ambiguousVariables: [String]
        public var missingHostConstraints: Bool
        /// iOS 11+ guide lines: `<UILayoutGuide: 0x… - "Name", layoutFrame = {{x, y}, {w, h}},
        /// owningView = <Class: 0x…; frame = (x y; w h); …>>`.
        public var guideName: String?
        public var layoutFrame: Rect?
        /// The owning view's frame, printed inside a guide line.
        public var owningViewFrame: Rect?
        /// Whether the entry is a layout guide (by its class or its guide form).
        public var isGuide: Bool
        /// The synopsis it belongs to: each "View has an ambiguous layout" message, and each
        /// `(lldb)` command, starts a new one.
        public var synopsis: Int
    }

    public var entries: [Entry]
    public var diagnostics: [Diagnostic]
    /// Whether UIKit's legend was in the text.
    public var sawLegend: Bool
    /// "View has an ambiguous layout" messages read (UIKit prints one per ambiguous view).
    public var ambiguityMessages: Int
    /// Lines that were neither entries, legend, headers nor blank (ignored).
    public var ignoredLines: Int
}
