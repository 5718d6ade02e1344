import LayoutModel
import LayoutSyntax
import LayoutText
import Inspector

/// `traits [any | wC|wR hC|hR]`, `traits vary KEY view|constraint …`.
enum TraitsCommand: ShellCommand {
    static let name = "traits"
    static let abstract = "Show or switch the size classes of a document's variations, or record a variation"
    static let signature = CommandSignature([
        CommandForm(),
        CommandForm(.literal("any")),
        CommandForm(.parameter(first), .optional(.parameter(second))),
        CommandForm(.literal("vary"), .parameter(key), .literal("constraint"), .parameter(constraint), .literal("installed"), .parameter(onOff)),
        CommandForm(.literal("vary"), .parameter(key), .literal("constraint"), .parameter(constraint), .literal("constant"), .parameter(number)),
        CommandForm(.literal("vary"), .parameter(key), .literal("view"), .parameter(view), .literal("installed"), .parameter(onOff)),
        CommandForm(.literal("vary"), .parameter(key), .literal("view"), .parameter(view), .literal("axis"), .parameter(AddCommand.stackAxis)),
        CommandForm(.literal("vary"), .parameter(key), .literal("view"), .parameter(view), .literal("intrinsic"), .parameter(intrinsic)),
        CommandForm([.literal("vary"), .parameter(key), .literal("view"), .parameter(view), .literal("frame")]
            + ["X", "Y", "WIDTH", "HEIGHT"].map { .word($0, .number) }
            + [.optional(.literal("misplaced"), .parameter(onOff)), .optional(.literal("ambiguous"), .parameter(onOff)), .optional(.literal("fixed"))]),
    ])
    static let first = Parameter.oneOf(["wC", "wR", "hC", "hR"], missing: "a size class")
    static let second = Parameter.oneOf(["hC", "hR"], missing: "a height class")
    static let key = Parameter("KEY", .text, missing: "a variation key (default, heightClass=compact, heightClass=compact-widthClass=regular, …)")
    static let constraint = Parameter("CONSTRAINT", .constraintTarget, missing: "a constraint")
    static let view = Parameter("VIEW", .viewName, missing: "a view")
    static let onOff = Parameter.oneOf(["on", "off"], missing: "on or off")
    static let number = Parameter("N", .number, missing: "a constant")
    static let intrinsic = Parameter("WIDTHxHEIGHT|default", .number, missing: "a size or default")
    static let discussion = """
        An Interface Builder document varies with the size classes: constraints and views
        installed in some classes only, a stack view's axis, a view's stored frame (and with it
        the intrinsic size taken from it), a constraint's constant (docs/interface-builder.md §8).
        'import ib' keeps every variation. 'traits' shows the classes in force and what varies;
        'traits wR hC' (or 'traits any') switches to other classes: constraints are installed
        and uninstalled, axes, constants and intrinsic sizes change as the document says, and
        it re-solves and reports what changed, as 'set rtl' does. What you changed since (a
        constraint deactivated, a stack's axis) is kept for the classes you leave. A view the
        classes do not install cannot be taken out of the session: switching is then refused.
        'traits vary KEY …' records one variation for a key as the document spells it (default
        is Any/Any; save writes these lines) and applies the classes in force again.
        'export ib' writes every variation back.
        """
    static let examples = ["traits", "traits wR hC", "traits any", "traits vary heightClass=compact constraint c4 installed on"]
    static let changesLayout = true
    static let reportsMovedViews = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        guard words.words.count > 1 else { return show(shell) }
        if words.words[1].text == "vary" { return try vary(words, in: shell) }
        let given = Array(words.words.dropFirst())
        let classes = try readClasses(given)
        let snapshot = SettingChangeReport.Snapshot(shell.session)
        let before = shell.session.state.settings.sizeClasses
        let change: LayoutSession.SizeClassSwitch
        do { change = try shell.session.setSizeClasses(classes) } catch { throw Diagnostic(error, at: given[0].range) }
        let setting = "traits \(classes.shown)"
        let report = snapshot.report(shell.session, setting: setting, changed: before != classes)
        var lines = report.lines(in: shell.session.state)
        if !change.unchanged, !lines.isEmpty {
            // `traits hC: 5 constraints installed (…), 5 uninstalled (…); 4 views moved, no new conflicts`.
            lines[0] = summary(change, setting: setting, in: shell.session.state) + "; " + lines[0].dropFirst(setting.count + 2)
        }
        shell.print(lines: lines)
    }

    /// `any`, or at most one width class and one height class.
    static func readClasses(_ given: [CommandWords.Word]) throws(Diagnostic) -> SizeClasses {
        var seen: [Character: CommandWords.Word] = [:]
        for (i, w) in given.enumerated() {
            let t = w.text.lowercased()
            if t == "any" {
                guard given.count == 1 else { throw Diagnostic("'any' stands alone: it is Any width and Any height", range: w.range) }
                continue
            }
            guard ["wc", "wr", "hc", "hr"].contains(t) else {
                throw usageError("'\(shownToken(w.text))' is not a size class: wC, wR, hC, hR, or any", range: w.range)
            }
            if let other = seen[t.first!] {
                throw Diagnostic("'\(w.text)': the \(t.first == "w" ? "width" : "height") class is already given ('\(other.text)')", range: w.range)
            }
            seen[t.first!] = w
            if i >= 2 { throw usageError("unexpected '\(shownToken(w.text))'", range: w.range) }
        }
        guard let classes = SizeClasses(words: given.map(\.text)) else {
            throw usageError("expected any, or wC or wR and hC or hR", range: given.first?.range)
        }
        return classes
    }

    /// `traits wR hC: 2 constraints installed (c3, c4), 1 uninstalled (c1), …`.
    static func summary(_ change: LayoutSession.SizeClassSwitch, setting: String, in state: LayoutState) -> String {
        func handles(_ hs: [ConstraintHandle]) -> String { hs.map { state.constraint($0)?.handleName ?? "#\($0)" }.joined(separator: ", ") }
        func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
        var parts: [String] = []
        if !change.installed.isEmpty { parts.append(count(change.installed.count, "constraint", "constraints") + " installed (\(handles(change.installed)))") }
        if !change.uninstalled.isEmpty {
            parts.append((change.installed.isEmpty ? count(change.uninstalled.count, "constraint", "constraints") : "\(change.uninstalled.count)") + " uninstalled (\(handles(change.uninstalled)))")
        }
        if !change.constants.isEmpty { parts.append(count(change.constants.count, "constant", "constants") + " changed (\(handles(change.constants)))") }
        if !change.axes.isEmpty {
            parts.append(count(change.axes.count, "stack axis", "stack axes") + " changed ("
                + change.axes.map { "\(state[$0].name) \(state[$0].stack?.properties.axis == .vertical ? "vertical" : "horizontal")" }.joined(separator: ", ") + ")")
        }
        if !change.intrinsicSizes.isEmpty {
            parts.append(count(change.intrinsicSizes.count, "intrinsic size", "intrinsic sizes") + " from other stored frames ("
                + change.intrinsicSizes.map { state[$0].name }.joined(separator: ", ") + ")")
        }
        if parts.isEmpty { parts.append(state.hasTraitVariations ? "nothing differs from the classes before" : "nothing in the session varies with the size classes") }
        return "\(setting): " + parts.joined(separator: ", ")
    }

    static func show(_ shell: ShellContext) {
        let state = shell.session.state
        var lines = ["traits \(state.settings.sizeClasses.shown) (the size classes in force)"]
        guard state.hasTraitVariations else {
            shell.print(lines: lines + ["nothing in the session varies with the size classes"])
            return
        }
        var keys: [TraitKey] = []
        func note(_ k: TraitKey) { if !keys.contains(k) { keys.append(k) } }
        let constraints = state.constraints.filter { !$0.traitVariations.isEmpty }
        for c in constraints { state.traitVariations(of: c).installed.entries.forEach { note($0.key) }; c.traitVariations.constant.entries.forEach { note($0.key) } }
        let views = state.viewIDs.filter { !state[$0].traitVariations.isEmpty }
        for v in views {
            let tv = state.traitVariations(of: v)
            (tv.installed.entries.map(\.key) + tv.stackAxis.entries.map(\.key) + tv.storedFrames.entries.map(\.key)).forEach(note)
        }
        let installed = constraints.filter { !$0.traitVariations.installed.isEmpty }
        let constants = constraints.filter { !$0.traitVariations.constant.isEmpty }
        let axes = views.filter { !state[$0].traitVariations.stackAxis.isEmpty }
        let frames = views.filter { !state[$0].traitVariations.storedFrames.isEmpty }
        let viewsInstalled = views.filter { !state[$0].traitVariations.installed.isEmpty }
        func names(_ vs: [ViewID]) -> String { vs.map { state[$0].name }.joined(separator: ", ") }
        if !installed.isEmpty {
            let off = installed.filter { !$0.isActive }.map(\.handleName)
            lines.append("  installed per class: \(installed.map(\.handleName).joined(separator: ", "))" + (off.isEmpty ? "" : "; not installed now: \(off.joined(separator: ", "))"))
        }
        if !constants.isEmpty { lines.append("  constant per class: \(constants.map(\.handleName).joined(separator: ", "))") }
        if !viewsInstalled.isEmpty { lines.append("  views installed per trait: \(names(viewsInstalled))") }
        if !axes.isEmpty { lines.append("  stack axis per class: \(names(axes))") }
        if !frames.isEmpty { lines.append("  stored frames per class: \(names(frames))") }
        // `default` first, then one class, then two, each in the order of their text.
        let specificity = { (k: TraitKey) in k == .base ? 0 : k.text.split(separator: "-").count }
        lines.append("  keys: " + keys.sorted { (specificity($0), $0.text) < (specificity($1), $1.text) }.map(\.text).joined(separator: ", "))
        shell.print(lines: lines)
    }

    /// `traits vary KEY view|constraint ITEM PROPERTY VALUE…`.
    static func vary(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let keyWord = try Arguments.word(words, 2, key, for: self)
        let traitKey = try readKey(keyWord)
        let kind = try Arguments.word(words, 3, "view or constraint", for: self)
        let state = shell.session.state
        var what = ""
        switch kind.text {
        case "constraint":
            let target = try Arguments.word(words, 4, constraint, for: self)
            let handles = try shell.constraints(target)
            let property = try Arguments.word(words, 5, "installed or constant", for: self)
            let value = try Arguments.word(words, 6, property.text == "constant" ? number : onOff, for: self)
            try Arguments.noMore(words, after: 7, for: self)
            for h in handles {
                var tv = state.traitVariations(of: state[h])
                switch property.text {
                case "installed": tv.installed[traitKey] = try Arguments.onOff(value)
                case "constant": tv.constant[traitKey] = try Arguments.number(value, "a constant")
                default: throw usageError("expected installed or constant, found '\(property.text)'", range: property.range)
                }
                do { try shell.session.setTraitVariations(tv, of: h) } catch { throw Diagnostic(error, at: target.range) }
            }
            what = "\(EditSummary.handles(handles, in: state)) \(property.text) \(value.text)"
        case "view":
            let viewWord = try Arguments.word(words, 4, view, for: self)
            let v = try shell.view(viewWord)
            let property = try Arguments.word(words, 5, "installed, axis, intrinsic or frame", for: self)
            var tv = state.traitVariations(of: v)
            switch property.text {
            case "installed":
                let value = try Arguments.word(words, 6, onOff, for: self)
                try Arguments.noMore(words, after: 7, for: self)
                tv.installed[traitKey] = try Arguments.onOff(value)
                what = "\(state[v].name) installed \(value.text)"
            case "axis":
                let value = try Arguments.word(words, 6, AddCommand.stackAxis, for: self)
                try Arguments.noMore(words, after: 7, for: self)
                guard state[v].stack != nil, state[v].stack?.appKit == nil else {
                    throw Diagnostic("'\(state[v].name)' is not a UIStackView; only a UIStackView's axis varies with the size classes", range: viewWord.range)
                }
                tv.stackAxis[traitKey] = try Arguments.axis(value)
                what = "\(state[v].name) axis \(value.text)"
            case "intrinsic":
                let value = try Arguments.word(words, 6, intrinsic, for: self)
                try Arguments.noMore(words, after: 7, for: self)
                tv.intrinsicSize[traitKey] = value.text == "default" ? .some(nil) : .some(try Arguments.size(value))
                what = "\(state[v].name) intrinsic \(value.text)"
            case "frame":
                var n: [Double] = []
                for i in 6..<10 { n.append(try Arguments.number(try Arguments.word(words, i, ["X", "Y", "WIDTH", "HEIGHT"][i - 6], for: self), "a frame value")) }
                var frame = StoredFrame(rect: Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
                var i = 10
                while i < words.words.count {
                    let w = words.words[i]
                    switch w.text {
                    case "misplaced", "ambiguous":
                        let on = try Arguments.onOff(try Arguments.word(words, i + 1, onOff, for: self))
                        if w.text == "misplaced" { frame.isMisplaced = on } else { frame.isAmbiguous = on }
                        i += 2
                    case "fixed":
                        frame.hasFixedFrame = true
                        i += 1
                    default: throw usageError("unexpected '\(w.text)'", range: w.range)
                    }
                }
                guard n[2] >= 0, n[3] >= 0 else { throw Diagnostic("a stored frame's size cannot be negative", range: words.words[8].range) }
                tv.storedFrames[traitKey] = frame
                what = "\(state[v].name) frame"
            default:
                throw usageError("expected installed, axis, intrinsic or frame, found '\(property.text)'", range: property.range)
            }
            if tv.installed.resolved(for: state.settings.sizeClasses) == false {
                throw Diagnostic(LayoutError.viewNotInstalled(view: state[v].name, traits: state.settings.sizeClasses.shown), at: viewWord.range)
            }
            do { try shell.session.setTraitVariations(tv, of: v) } catch { throw Diagnostic(error, at: viewWord.range) }
        default:
            throw usageError("expected view or constraint, found '\(kind.text)'", range: kind.range)
        }
        do { _ = try shell.session.applySizeClasses() } catch { throw Diagnostic(error, at: keyWord.range) }
        shell.changed("traits vary \(traitKey.text): \(what)")
    }

    /// A variation key as Interface Builder writes it: `default`, or `name=value` parts joined by
    /// `-` (`heightClass=compact-widthClass=regular`, `userInterfaceIdiom=mac`).
    static func readKey(_ w: CommandWords.Word) throws(Diagnostic) -> TraitKey {
        let t = w.text
        if t == "default" { return .base }
        let parts = t.split(separator: "-", omittingEmptySubsequences: false)
        let wellFormed = parts.allSatisfy { part in
            let kv = part.split(separator: "=", omittingEmptySubsequences: false)
            return kv.count == 2 && kv.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
        }
        guard wellFormed else {
            throw Diagnostic("'\(shownToken(t))' is not a variation key: default, or name=value parts joined by '-' (heightClass=compact-widthClass=regular)", range: w.range)
        }
        let key = TraitKey(t)
        if parts.contains(where: { $0.hasPrefix("widthClass=") || $0.hasPrefix("heightClass=") }), key.sizeClasses == nil {
            throw Diagnostic("'\(shownToken(t))': a size class is compact or regular, each of widthClass and heightClass at most once", range: w.range)
        }
        return key
    }
}
