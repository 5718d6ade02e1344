import LayoutModel

/// What an imported `_autolayoutTrace` said of a view, in words (docs/log-import.md "Traces"):
/// for `report` (its `Trace` line), `import trace`'s summary and `explain`.
public enum TraceText {
    /// The one sentence every traced session repeats.
    public static let noConstraints = "the trace shows which views are ambiguous, not why: add constraints or import the log"

    /// The trace's facts about one view: its marker, ambiguity, missing host constraints, frames.
    public static func viewFacts(_ t: TracedView) -> [String] {
        var parts = [t.markerMeaning]
        if t.ambiguous { parts.append(ambiguity(t)) }
        if t.missingHostConstraints { parts.append("MISSING HOST CONSTRAINTS") }
        if let f = t.frame { parts.append("frame in the trace " + f.readableDescription) }
        if let f = t.layoutFrame { parts.append("layoutFrame in the trace " + f.readableDescription) }
        parts.append("trace line \(t.line)")
        return parts
    }

    /// `AMBIGUOUS LAYOUT in minY, height` (or with no detail, as iOS 6–7 and a window print it).
    public static func ambiguity(_ t: TracedView) -> String {
        t.ambiguousVariables.isEmpty ? "AMBIGUOUS LAYOUT (the trace names no attribute)"
            : "AMBIGUOUS LAYOUT in " + t.ambiguousAttributes.joined(separator: ", ")
    }
}
