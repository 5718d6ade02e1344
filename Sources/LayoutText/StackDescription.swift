import LayoutModel

/// A stack view's configuration in one line, for the places that show a stack view as what it
/// is rather than as its generated constraints: `report`, `draw` and `export vfl`
/// (issue 14: the stack view shows in each of them; `save` writes it as commands instead).
///
/// `horizontal, distribution fillEqually, alignment fill, spacing 8, 20 after a;
/// layout-margins relative; arranges a, b (hidden)`
extension LayoutState {
    public func stackDescription(of view: ViewID) -> String? {
        guard let config = self[view].stack else { return nil }
        if let appKit = config.appKit { return appKitStackDescription(config, appKit) }
        let p = config.properties
        var parts = [p.axis == .horizontal ? "horizontal" : "vertical",
                     "distribution " + p.distribution.rawValue,
                     "alignment " + p.alignment.rawValue,
                     "spacing " + NumberFormatting.readable(p.spacing)]
        // Custom spacing in arrangement order, as `setCustomSpacing(_:after:)` was given it.
        for v in config.arranged {
            if let s = config.customSpacingAfter[v] { parts[3] += ", " + NumberFormatting.readable(s) + " after " + self[v].name }
        }
        var text = parts.joined(separator: ", ")
        if p.isLayoutMarginsRelativeArrangement { text += "; layout-margins relative" }
        if p.isBaselineRelativeArrangement { text += "; baseline relative" }
        let arranged = config.arranged.map { self[$0].name + (self[$0].isHidden ? " (hidden)" : "") }
        text += arranged.isEmpty ? "; arranges nothing" : "; arranges " + arranged.joined(separator: ", ")
        return text
    }

    /// An NSStackView's line: `vertical, distribution gravityAreas, alignment centerX, spacing 8,
    /// 12 after a; insets 4 8 4 8; hidden views stay; arranges a, b (center), c (bottom, detached)`.
    func appKitStackDescription(_ config: StackConfiguration, _ appKit: NSStackConfiguration) -> String {
        let p = appKit.properties
        var spacing = "spacing " + NumberFormatting.readable(p.spacing)
        for v in config.arranged {
            if let s = config.customSpacingAfter[v] { spacing += ", " + NumberFormatting.readable(s) + " after " + self[v].name }
        }
        var text = [p.orientation == .horizontal ? "horizontal" : "vertical", "distribution " + p.distribution.rawValue,
                    "alignment " + p.alignment.rawValue, spacing].joined(separator: ", ")
        let e = p.edgeInsets
        if e != .zero { text += "; insets " + [e.top, e.left, e.bottom, e.right].map(NumberFormatting.readable).joined(separator: " ") }
        if !p.detachesHiddenViews { text += "; hidden views stay" }
        let arranged = config.arranged.map { v in
            var notes: [String] = []
            if appKit.gravity(of: v) != .leading { notes.append(appKit.gravity(of: v).name(in: p.orientation)) }
            if detachingStack(of: v) != nil { notes.append("detached") } else if self[v].isHidden { notes.append("hidden") }
            return self[v].name + (notes.isEmpty ? "" : " (" + notes.joined(separator: ", ") + ")")
        }
        text += arranged.isEmpty ? "; arranges nothing" : "; arranges " + arranged.joined(separator: ", ")
        return text
    }
}
