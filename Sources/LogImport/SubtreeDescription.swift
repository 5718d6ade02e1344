/// AppKit's `_subtreeDescription` (`po [view _subtreeDescription]`), which people paste where a
/// trace is asked for: one view a line, indented two spaces a level, `[flags] h=--- v=--- Class
/// "title" f=(x,y,w,h) b=(-) => <layer>`, then a legend (`A=autoresizesSubviews, …, L=needsLayout,
/// U=needsUpdateConstraints, …`). It shows the hierarchy, classes and frames but no constraint
/// and no ambiguity (the legend has no letter for it), so `import trace` names it and says what
/// to paste instead (docs/log-import.md "Traces"; the real copies are in
/// ../shared/corpus/subtree, from pointfreeco/swift-snapshot-testing's snapshots).
public enum SubtreeDescription {
    /// Whether `text` has AppKit's legend or a view line of `_subtreeDescription`.
    public static func recognizes(_ text: String) -> Bool {
        for raw in text.split(separator: "\n") {
            let line = raw.drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("A=autoresizesSubviews, ") { return true }
            if line.hasPrefix("["), line.contains("] h="), line.contains(" v="), line.contains(" f=(") { return true }
        }
        return false
    }
}
