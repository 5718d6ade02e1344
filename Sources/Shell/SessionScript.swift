import LayoutModel
import LayoutSyntax
import Foundation

/// A layout state as a plumb script that rebuilds it (`save`).
public enum SessionScript {
    /// The script for a live session.
    public static func text(for session: LayoutSession) -> String { text(for: session.state) }

    /// The script for a state.
    ///
    /// Views that translate their autoresizing mask come after the constraints, each with its
    /// frame and the superview size the frame was measured against (`in WxH`): a mask's
    /// constraints depend on both, not on the superview's size when the script runs.
    public static func text(for state: LayoutState) -> String {
        if let provenance = state.importProvenance { return importedText(provenance) }
        var lines = ["# plumb session (written by save)"]
        let root = state.root
        lines.append("root \(n(state.rootSize.width))x\(n(state.rootSize.height))" + (state.rootSizePriority == .required ? "" : " @\(state.rootSizePriority)"))
        let s = state.settings
        if s.rightToLeft { lines.append("set rtl on") }
        if s.doubleStrings { lines.append("set double-strings on") }
        if s.textScale != 1 { lines.append("set text-scale \(n(s.textScale))") }
        if !s.scrollGuides { lines.append("set scroll-guides off") }
        if s.safeAreaInsets != .zero { lines.append("safe-area " + insets(s.safeAreaInsets)) }
        // The size classes the session's values are for, before any variation is recorded.
        if s.sizeClasses != .any { lines.append("traits \(s.sizeClasses.shown)") }
        if let h = s.keyboardHeight { lines.append("keyboard " + n(h)) }
        // A stack view's subviews are made outside it (in the nearest ancestor that is not a stack
        // view) and moved in by `arrange`, in the order of its subviews (`stackLines`): views keep
        // the order they were made in (and with it their addresses), and stacks their subviews'
        // order, whatever order the arranging happened in.
        for (i, v) in zip(state.viewIDs, state.views) {
            var line = ""
            if i != root {
                line = "add view \(v.name) \(v.className)"
                let sup = state.ancestors(of: i).dropFirst().first { state[$0].stack == nil && $0 < i } ?? root
                if sup != root { line += " in \(state[sup].name)" }
                if let t = v.text { line += " text \(quoted(t))" }
                if let size = v.explicitIntrinsicSize { line += " intrinsic \(n(size.width))x\(n(size.height))" }
                if let p = v.stack?.properties, v.className == "UIStackView" {
                    // UIKit's defaults (horizontal, fill, fill, 0) go unwritten.
                    if p.axis != .horizontal { line += " axis vertical" }
                    if p.distribution != .fill { line += " distribution \(p.distribution.rawValue)" }
                    if p.alignment != .fill { line += " alignment \(p.alignment.rawValue)" }
                    if p.spacing != 0 { line += " spacing \(n(p.spacing))" }
                }
                if let p = v.stack?.appKit?.properties, v.className == "NSStackView" {
                    // AppKit's defaults (horizontal, gravityAreas, the orientation's centre, 8) go unwritten.
                    if p.orientation != .horizontal { line += " orientation vertical" }
                    if p.distribution != .gravityAreas { line += " distribution \(p.distribution.rawValue)" }
                    if p.alignment != NSStackAlignment.defaultValue(for: p.orientation) { line += " alignment \(p.alignment.rawValue)" }
                    if p.spacing != 8 { line += " spacing \(n(p.spacing))" }
                }
                lines.append(line)
            }
            if v.fontSize != 17, v.text != nil { lines.append("text \(v.name) \(quoted(v.text!)) size \(n(v.fontSize))") }
            if let tag = v.nametag { lines.append("nametag \(v.name) \(quoted(tag))") }
            for axis in Axis.allCases {
                if v.hugging[axis] != 250 { lines.append("hug \(v.name) \(axis.rawValue) \(v.hugging[axis])") }
                if v.resistance[axis] != 750 { lines.append("resist \(v.name) \(axis.rawValue) \(v.resistance[axis])") }
            }
            if v.contentMode != .scaleToFill { lines.append("mode \(v.name) \(v.contentMode.rawValue.replacingSpaces())") }
            if v.layoutMargins != EdgeInsets(all: 8) { lines.append("margins \(v.name) " + insets(v.layoutMargins)) }
        }
        for g in state.guides where g.kind == .user {
            lines.append("add guide \(g.name)" + (g.owner == root ? "" : " in \(state[g.owner].name)"))
        }
        lines += stackLines(state)
        // Loaded into a fresh session, the k-th constraint added is c<k>: the lines that follow
        // an `add` name it so, which stays right when constraints were removed before saving
        // (the saved session numbers its constraints without the gaps).
        // A constraint broken by a conflict is added inactive and activated at the very end, once
        // everything that holds is in force: it conflicts again and breaks again, whatever
        // order the conflicts came in while the session was built.
        var number = 0
        var broken: [Int] = []
        var varying: [(Int, LayoutConstraint)] = []
        for c in state.constraints where c.kind == .user {
            number += 1
            if !c.traitVariations.isEmpty { varying.append((number, c)) }
            lines.append("add " + state.equationText(for: c))
            if let tag = c.nametag { lines.append("nametag c\(number) \(quoted(tag))") }
            if !c.isActive {
                lines.append("deactivate c\(number)")
            } else if c.isBroken {
                lines.append("deactivate c\(number)")
                broken.append(number)
            }
        }
        // In the order their autoresizing constraints were made, so reports list them alike.
        func firstAutoresizing(_ view: ViewID) -> Int {
            state.constraints.firstIndex { $0.kind == .autoresizing && $0.first.item == .view(view) } ?? Int.max
        }
        let translating = state.viewIDs.filter { state[$0].translatesAutoresizingMask }
            .sorted { (firstAutoresizing($0), $0) < (firstAutoresizing($1), $1) }
        for i in translating {
            let v = state[i], f = v.frame, r = v.autoresizingReference
            // No mask (UIViewAutoresizingNone) is written as no `mask` option: its codes print as
            // `h=--& v=--&`, which would read back as flexible right and bottom margins.
            let mask = v.autoresizingMask.isEmpty ? "" : " mask \(v.autoresizingMask.codes)"
            lines.append("translates \(v.name) on\(mask) frame \(n(f.x)) \(n(f.y)) \(n(f.width)) \(n(f.height))"
                + " in \(n(r.width))x\(n(r.height))")
        }
        lines += variationLines(state, constraints: varying)
        if !broken.isEmpty {
            lines.append("# Broken by a conflict when saved: activated last, they break again.")
            for k in broken { lines.append("activate c\(k)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Size-class variations (docs/interface-builder.md §8) as `traits vary` lines, each item's in
    /// the order recorded (which decides between equally specific keys).
    static func variationLines(_ state: LayoutState, constraints: [(Int, LayoutConstraint)]) -> [String] {
        var lines: [String] = []
        func onOff(_ b: Bool) -> String { b ? "on" : "off" }
        for (k, c) in constraints {
            let tv = state.traitVariations(of: c)
            for e in tv.installed.entries { lines.append("traits vary \(e.key.text) constraint c\(k) installed \(onOff(e.value))") }
            for e in tv.constant.entries { lines.append("traits vary \(e.key.text) constraint c\(k) constant \(n(e.value))") }
        }
        for v in state.viewIDs where !state[v].traitVariations.isEmpty {
            let tv = state.traitVariations(of: v), name = state[v].name
            for e in tv.installed.entries { lines.append("traits vary \(e.key.text) view \(name) installed \(onOff(e.value))") }
            for e in tv.stackAxis.entries { lines.append("traits vary \(e.key.text) view \(name) axis \(e.value == .vertical ? "vertical" : "horizontal")") }
            for e in tv.storedFrames.entries {
                let f = e.value, r = f.rect
                var line = "traits vary \(e.key.text) view \(name) frame \(n(r.x)) \(n(r.y)) \(n(r.width)) \(n(r.height))"
                if let m = f.isMisplaced { line += " misplaced \(onOff(m))" }
                if let m = f.isAmbiguous { line += " ambiguous \(onOff(m))" }
                if f.hasFixedFrame { line += " fixed" }
                lines.append(line)
            }
            for e in tv.intrinsicSize.entries {
                lines.append("traits vary \(e.key.text) view \(name) intrinsic " + (e.value.map { "\(n($0.width))x\(n($0.height))" } ?? "default"))
            }
        }
        return lines
    }

    /// Stack views as the commands that made them — arranged subviews, custom spacing, the
    /// arrangement flags — and hidden views; never the stack's generated constraints or spacer
    /// guides (loading the script makes them again).
    static func stackLines(_ state: LayoutState) -> [String] {
        var lines: [String] = []
        for v in state.views {
            guard let config = v.stack else { continue }
            let names = { (views: [ViewID]) in views.map { state[$0].name }.joined(separator: " ") }
            // Every subview is arranged, in subview order; those not arranged now are taken out
            // again (they stay subviews); then the arrangement's own order, when it differs.
            if let appKit = config.appKit {
                lines += appKitStackLines(v, config, appKit, state)
                continue
            }
            if !v.subviews.isEmpty { lines.append("arrange \(v.name) \(names(v.subviews))") }
            for w in v.subviews where !config.arranged.contains(w) { lines.append("unarrange \(v.name) \(state[w].name)") }
            if v.subviews.filter(config.arranged.contains) != config.arranged {
                lines.append("arrange \(v.name) \(names(config.arranged)) at 0")
            }
            for a in config.arranged {
                if let k = config.customSpacingAfter[a] { lines.append("stack \(v.name) spacing-after \(state[a].name) \(n(k))") }
            }
            if config.properties.isLayoutMarginsRelativeArrangement { lines.append("stack \(v.name) margins-relative on") }
            if config.properties.isBaselineRelativeArrangement { lines.append("stack \(v.name) baseline-relative on") }
        }
        for v in state.views where v.isHidden { lines.append("hidden \(v.name) on") }
        return lines
    }

    /// An NSStackView as commands: its subviews arranged in subview order (those not arranged
    /// taken out again), then each gravity area's views in their order (`arrange … at 0 gravity
    /// …`, the leading area's only when its order differs), custom spacing, insets, the detach
    /// flag and visibility priorities.
    static func appKitStackLines(_ v: View, _ config: StackConfiguration, _ appKit: NSStackConfiguration, _ state: LayoutState) -> [String] {
        var lines: [String] = []
        let names = { (views: [ViewID]) in views.map { state[$0].name }.joined(separator: " ") }
        let orientation = appKit.properties.orientation
        if !v.subviews.isEmpty { lines.append("arrange \(v.name) \(names(v.subviews))") }
        for w in v.subviews where !config.arranged.contains(w) { lines.append("unarrange \(v.name) \(state[w].name)") }
        for g in NSStackGravity.allCases {
            let area = config.arranged.filter { appKit.gravity(of: $0) == g }
            guard !area.isEmpty, g != .leading || v.subviews.filter(area.contains) != area else { continue }
            lines.append("arrange \(v.name) \(names(area)) at 0" + (g == .leading ? "" : " gravity \(g.name(in: orientation))"))
        }
        for a in config.arranged {
            if let k = config.customSpacingAfter[a] { lines.append("stack \(v.name) spacing-after \(state[a].name) \(n(k))") }
        }
        let p = appKit.properties
        if p.edgeInsets != .zero { lines.append("stack \(v.name) insets \(insets(p.edgeInsets))") }
        if !p.detachesHiddenViews { lines.append("stack \(v.name) detaches-hidden off") }
        for a in config.arranged where appKit.visibility(of: a) != NSStackVisibility.mustHold {
            lines.append("stack \(v.name) visibility \(state[a].name) \(NSStackArguments.visibilityName(appKit.visibility(of: a)))")
        }
        return lines
    }

    /// A session made by `import log`: the log, embedded as a here-document, then the commands
    /// that changed the session since. Importing is deterministic, so this rebuilds everything
    /// the import made — the log's addresses, classes, system constraints, unknown sizes, broken
    /// marks and conflicts (`explain N`) — which no list of `add` commands can say.
    static func importedText(_ provenance: ImportProvenance) -> String {
        let logLines = provenance.logText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The terminator is chosen against the lines as the script will be read back: split at
        // every line feed, a carriage return before it dropped (`ScriptLines`) — a log line
        // `LOG\r` reads back as `LOG` and would end the here-document early.
        let readBack = Set(ScriptLines.lines(of: provenance.logText))
        let word = provenance.kind == .trace ? "TRACE" : "LOG"
        var terminator = word
        var k = 1
        while readBack.contains(terminator) {
            k += 1
            terminator = "\(word)\(k)"
        }
        switch provenance.kind {
        case .log, .dumps:
            var lines = ["# plumb session (written by save): an imported console log and the commands since"]
            lines.append("import log -" + (provenance.kind == .dumps ? " --dump" : "") + " <<" + terminator)
            lines += logLines
            lines.append(terminator)
            lines += provenance.commandsSince
            return lines.joined(separator: "\n") + "\n"
        case .trace:
            break
        }
        var lines = ["# plumb session (written by save): an imported _autolayoutTrace and the commands since"]
        lines.append("import trace - <<" + terminator)
        lines += logLines
        lines.append(terminator)
        lines += provenance.commandsSince
        return lines.joined(separator: "\n") + "\n"
    }

    static func n(_ x: Double) -> String { formatNumber(x) }

    static func insets(_ e: EdgeInsets) -> String { "\(n(e.top)) \(n(e.left)) \(n(e.bottom)) \(n(e.right))" }

    /// A word in double quotes, with `"` and `\` escaped and control characters as `\u{HEX}`
    /// (`quotedText`): a saved line never breaks however its text was made.
    static func quoted(_ s: String) -> String { quotedText(s) }
}
