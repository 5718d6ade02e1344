/// What an `_autolayoutTrace` said about a view (docs/log-import.md, "Traces"). A trace gives
/// the view tree, each view's class, address and label, how the view takes part in Auto Layout
/// (its marker) and whether UIKit's engine found its layout ambiguous — never a constraint. The
/// importer (`LogImport/TraceImporter.swift`) fills it; `report` and `explain` show it.
public struct TracedView: Hashable, Sendable {
    /// The marker before the entry: UIKit's own legend, printed under every trace since iOS 11.
    public enum Marker: String, Hashable, Sendable {
        /// `*` — "is laid out with auto layout".
        case autoLayout = "*"
        /// `+` — "is laid out manually, but is represented in the layout engine because
        /// translatesAutoresizingMaskIntoConstraints = YES".
        case manual = "+"
        /// `•` — "layout engine host".
        case engineHost = "•"
        /// No marker: the view is not in the layout engine at all.
        case none = ""
    }

    public var marker: Marker
    /// `- AMBIGUOUS LAYOUT`.
    public var ambiguous: Bool
    /// The engine variables the trace names after `for` (`minX`, `minY`, `Width`, `Height`), in
    /// its order; empty when the trace prints no detail (iOS 6–7, and the window's line).
    public var ambiguousVariables: [String]
    /// `, MISSING HOST CONSTRAINTS` after an engine host.
    public var missingHostConstraints: Bool
    /// The frame the trace printed for the view (iOS 11+ prints a layout guide's `owningView`
    /// with its frame), in its superview's coordinates; nil when the trace gives none.
    public var frame: Rect?
    /// A layout guide's `layoutFrame` as printed, in its owning view's coordinates.
    public var layoutFrame: Rect?
    /// The trace line the view was read from (1-based).
    public var line: Int

    public init(marker: Marker, ambiguous: Bool, ambiguousVariables: [String], missingHostConstraints: Bool, line: Int) {
        self.marker = marker
        self.ambiguous = ambiguous
        self.ambiguousVariables = ambiguousVariables
        self.missingHostConstraints = missingHostConstraints
        self.line = line
    }

    /// The marker's meaning in UIKit's words (the legend).
    public var markerMeaning: String {
        switch marker {
        case .autoLayout: return "laid out with auto layout (*)"
        case .manual: return "laid out manually, but in the layout engine because it translates its autoresizing mask (+)"
        case .engineHost: return "a layout engine host (•)"
        case .none: return "not in the layout engine (no marker): laid out by its frame alone"
        }
    }

    /// The ambiguous attributes in plumb's words (`minX`, `minY`, `width`, `height`).
    public var ambiguousAttributes: [String] {
        ambiguousVariables.map { v in
            switch v {
            case "Width": return "width"
            case "Height": return "height"
            default: return v
            }
        }
    }
}
