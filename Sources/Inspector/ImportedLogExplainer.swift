import LayoutModel
import LayoutSyntax
import LayoutText

/// `explain N` for the conflicts of an imported console log (docs/log-import.md, "Explaining"):
/// what Apple listed and broke, the minimal set recomputed by plumb's solver (and why it differs
/// from Apple's list when it does), the arithmetic and verified fixes of ``ConflictExplainer``,
/// what each system constraint of the log means, and the fixes people apply in that situation —
/// each tied to a fix that was verified on a copy of the session.
public enum ImportedLogExplainer {
    /// `has h=--& v=--&`, or what is known when the log printed no mask.
    static func hasMask(_ v: ViewID, _ state: LayoutState) -> String {
        state.maskCodes(of: v).map { "has \($0)" } ?? "has a mask the log does not print"
    }

    /// The explanation of imported conflict `number`, or nil when there is no such conflict.
    public static func explain(conflict number: Int, in session: LayoutSession) -> String? {
        try! explain(conflict: number, in: session, stop: .never)
    }

    /// The same, asking `stop` while the conflict is recomputed and while its fixes are tried
    /// (``ConflictExplainer/explain(_:in:stop:)``); throws `Diagnostic.interrupted` when it says
    /// to stop. The session is only read.
    public static func explain(conflict number: Int, in session: LayoutSession, stop: StopCheck) throws(Diagnostic) -> String? {
        let state = session.state
        guard let imported = state.importedConflicts.first(where: { $0.number == number }) else { return nil }
        var lines: [String] = []
        let listed = imported.listed
        var header = "Imported conflict \(number) (log line \(imported.line), \(imported.platform)): Apple listed \(listed.count + imported.skippedEntries) constraint\(listed.count + imported.skippedEntries == 1 ? "" : "s")"
        if let a = imported.appleBroken, let c = state.constraint(a) {
            header += " and broke \(name(c))"
            if imported.brokenNotInList { header += " (not one of the list's entries, as published)" }
        } else {
            header += "; the log does not say which one it broke"
        }
        lines.append(header + ".")
        if imported.skippedEntries > 0 {
            lines.append("\(imported.skippedEntries) of them could not be imported (see the import's errors): what follows uses the other \(listed.count).")
        }
        // The conflict as plumb's solver sees it.
        guard let report = try modelReport(imported, in: session, stop: stop) else {
            lines.append("plumb's solver does not reproduce this conflict: the \(listed.count) imported constraints hold together.")
            lines.append("A log lists only the constraints UIKit found in the conflict; what made them unsatisfiable may be missing: a size UIKit computed (text, images), margins or safe-area insets other than plumb's defaults (8 and 0), or a list cut short by the paste.")
            for h in listed {
                guard let c = state.constraint(h) else { continue }
                lines.append("  " + c.handleName + "  " + ConstraintWords.equation(c, state))
                lines.append("  " + String(repeating: " ", count: c.handleName.count) + "  " + ConstraintWords.meaning(of: c, in: state))
            }
            lines += meanings(listed, in: state)
            return lines.joined(separator: "\n")
        }
        let ours = report.constraints
        let missing = listed.filter { !ours.contains($0) }
        let extra = ours.filter { !listed.contains($0) && $0 != imported.appleBroken }
        if missing.isEmpty && extra.isEmpty {
            lines.append("plumb's solver recomputes the minimal set: the same \(ours.count) constraints as Apple's list.")
        } else {
            lines.append("plumb's solver recomputes the minimal set: \(ours.count) constraint\(ours.count == 1 ? "" : "s"), where Apple listed \(listed.count).")
            if !missing.isEmpty {
                lines.append("  Not needed for the contradiction: \(handles(missing, state)). UIKit lists every constraint its engine met while looking for the conflict; without these the others still cannot hold together.")
            }
            if !extra.isEmpty {
                lines.append("  Also needed, not in Apple's list: \(handles(extra, state)) (from another message of the log, or constraints plumb's engine needs where UIKit's took a different path).")
            }
        }
        if let a = imported.appleBroken, a != report.broken, let ac = state.constraint(a), let bc = state.constraint(report.broken) {
            var why = "Apple broke \(name(ac)); plumb broke \(name(bc))"
            if ac.kind.isSystem {
                why += ": \(ac.handleName) is a system constraint, and plumb keeps those and breaks the latest app constraint of the set."
            } else {
                why += ": plumb adds the log's constraints in the log's order (the broken one last) and breaks the one whose activation made the set unsatisfiable."
            }
            lines.append(why)
        }
        try stop.check()
        let (isolated, others) = isolatedCopy(for: report, in: session)
        if !others.isEmpty {
            lines.append("The log's other conflicts are set aside here (\(handles(others, state)) deactivated on a copy), so each fix below is checked against this conflict alone.")
        }
        let explanation = try ConflictExplainer.explain(report, in: isolated, stop: stop)
        lines.append(ExplanationText.render(explanation, in: isolated))
        lines += meanings(Array(Set(listed + ours)).sorted(), in: state)
        lines += advice(ours, fixes: explanation.fixes, brokenByApple: imported.appleBroken, session: isolated)
        return lines.joined(separator: "\n")
    }

    /// A copy where the log's other conflicts are set aside (their broken constraints
    /// deactivated), so each fix is checked against this conflict alone; and those constraints.
    static func isolatedCopy(for report: ConflictReport, in session: LayoutSession) -> (LayoutSession, [ConstraintHandle]) {
        let isolated = session.copy()
        let others = session.state.constraints.filter {
            $0.isActive && $0.isBroken && !report.constraints.contains($0.handle) && $0.kind == .user
        }.map(\.handle)
        if !others.isEmpty { _ = try? isolated.setActive(others, false) }
        return (isolated, others)
    }

    /// `explain N --json`: what the log says (Apple's list and broken constraint, by handle),
    /// plumb's explanation of the conflict as its solver sees it (null when the imported
    /// constraints hold together), and the whole text `explain N` prints.
    public static func json(conflict number: Int, in session: LayoutSession) -> JSONValue? {
        try! json(conflict: number, in: session, stop: .never)
    }

    /// The same, asking `stop` as ``explain(conflict:in:stop:)`` does.
    public static func json(conflict number: Int, in session: LayoutSession, stop: StopCheck) throws(Diagnostic) -> JSONValue? {
        let state = session.state
        guard let imported = state.importedConflicts.first(where: { $0.number == number }),
              let text = try explain(conflict: number, in: session, stop: stop) else { return nil }
        var explanation = JSONValue.null
        if let report = try modelReport(imported, in: session, stop: stop) {
            try stop.check()
            let isolated = isolatedCopy(for: report, in: session).0
            explanation = ExplanationJSON.conflict(try ConflictExplainer.explain(report, in: isolated, stop: stop), in: isolated)
        }
        return .object([
            ("kind", .string("importedConflict")),
            ("number", .int(number)),
            ("line", .int(imported.line)),
            ("platform", .string(imported.platform)),
            ("appleListed", .strings(imported.listed.compactMap { state.constraint($0)?.handleName })),
            ("appleBroken", .optional(imported.appleBroken.flatMap { state.constraint($0)?.handleName })),
            ("skippedEntries", .int(imported.skippedEntries)),
            ("explanation", explanation),
            ("text", .string(text)),
        ])
    }

    /// The model's conflict for an imported one: the one its (or Apple's) broken constraint was
    /// broken in, else any current conflict that shares a constraint with the list.
    static func modelReport(_ imported: ImportedConflict, in session: LayoutSession, stop: StopCheck) throws(Diagnostic) -> ConflictReport? {
        let state = session.state
        var candidates: [ConstraintHandle] = []
        if let a = imported.appleBroken { candidates.append(a) }
        candidates += imported.listed
        for h in candidates where state.constraint(h)?.isBroken == true {
            try stop.check()
            if let r = try ConflictExplainer.report(forBroken: h, in: session, stop: stop) { return r }
        }
        return try ConflictExplainer.conflicts(in: session, stop: stop).first { r in
            r.constraints.contains { candidates.contains($0) }
        }
    }

    static func name(_ c: LayoutConstraint) -> String {
        c.identifier.map { "\(c.handleName) '\($0)'" } ?? c.handleName
    }

    static func handles(_ hs: [ConstraintHandle], _ state: LayoutState) -> String {
        hs.compactMap { state.constraint($0) }.map(name).joined(separator: ", ")
    }

    static func viewName(_ item: LayoutItem, _ state: LayoutState) -> String {
        state.name(of: item) + " (" + state.appleName(of: item) + ")"
    }

    /// What the log's system constraints and third-party handles mean, in words.
    static func meanings(_ hs: [ConstraintHandle], in state: LayoutState) -> [String] {
        var out: [String] = []
        var said: Set<String> = []
        for h in hs {
            guard let c = state.constraint(h), let info = c.imported else { continue }
            let id = c.identifier ?? ""
            let who = viewName(c.first.item, state)
            var text: String? = nil
            var key = id
            switch id {
            case "UIView-Encapsulated-Layout-Height":
                text = "'UIView-Encapsulated-Layout-Height' is the height the table or collection view gives the cell (or a container gives a view controller's view): \(who) must be exactly \(ConstraintWords.n(c.constant)) points tall while it is measured or shown. You cannot change it; let your own vertical chain give way."
            case "UIView-Encapsulated-Layout-Width":
                text = "'UIView-Encapsulated-Layout-Width' is the width the table or collection view (or the container) gives \(who): \(ConstraintWords.n(c.constant)) points. You cannot change it; your horizontal constraints must fit inside it."
            case "_UITemporaryLayoutWidth", "_UITemporaryLayoutHeight":
                text = "'\(id)' appears while UIKit measures \(who) (systemLayoutSizeFitting, a cell being sized, a view before its first layout pass), often at \(ConstraintWords.n(c.constant)): the conflict is usually transient, but it is logged because your constraints are required."
            default:
                if id.hasPrefix("UISV-") {
                    key = "UISV"
                    let stack = state.appleName(of: .view(state.owningView(of: c.first.item)))
                    text = "'UISV-…' constraints come from a stack view (\(stack) or its arranged subviews): 'UISV-spacing' is the spacing between arranged subviews, 'UISV-canvas-connection' pins the first and last to the stack's edges, 'UISV-alignment' aligns them, 'UISV-fill-equally' makes them equal, 'UISV-hiding' squeezes a hidden one to 0. Change the stack view's properties or your constraints inside the arranged subviews, never these."
                } else if id.hasSuffix("Margin-guide-constraint") {
                    key = "margins"
                    text = "'UIView-…Margin-guide-constraint' ties a layout-margins guide to its view: the distance is the view's layoutMargins (8 by default; more on some devices and in table-view cells)."
                } else if id.hasPrefix("UIViewSafeAreaLayoutGuide") {
                    key = "safe"
                    text = "'UIViewSafeAreaLayoutGuide-…' ties the safe-area guide to its view's edges; the inset comes from bars, the notch and the home indicator."
                } else if id.hasPrefix("IB auto generated") || info.className == "NSIBPrototypingLayoutConstraint" {
                    key = "IB"
                    text = "NSIBPrototypingLayoutConstraint: Interface Builder made this at build time because \(who) has no constraints (or ambiguous ones) in the storyboard. Add constraints to that view in Interface Builder, or remove the ones you add in code."
                } else if id == "UIButtonBar.maximumAlignmentSize" {
                    text = "'UIButtonBar.maximumAlignmentSize' is UIKit's bar-button layout: a custom view in a navigation or tool bar asks for more room than the bar has."
                }
            }
            if text == nil {
                switch info.className {
                case "NSAutoresizingMaskLayoutConstraint":
                    key = "autoresizing " + who
                    if case .view(let v) = c.first.item {
                        text = "NSAutoresizingMaskLayoutConstraint: \(who) still translates its autoresizing mask into constraints (\(ConstraintWords.maskPhrase(v, state)))."
                    }
                case "_UISystemBaselineConstraint":
                    key = "baseline"
                    text = "_UISystemBaselineConstraint: system spacing UIKit computes from fonts (…SystemSpacing… anchors, or a stack view's baseline spacing)."
                case "_UILayoutSupportConstraint":
                    key = "support"
                    text = "_UILayoutSupportConstraint: the length of a view controller's top or bottom layout guide (iOS 7–10), set by UIKit from the bars."
                case "NSContentSizeLayoutConstraint":
                    key = "content " + who
                    text = "NSContentSizeLayoutConstraint: \(who)'s intrinsic content size, held at its hugging and compression-resistance priorities."
                case "SnapKit.LayoutConstraint":
                    key = "snapkit " + info.handle
                    if let at = info.handle.firstIndex(of: "@") {
                        text = "\(c.handleName) was made by SnapKit at \(info.handle[info.handle.index(after: at)...]): that line is where to change it."
                    }
                case "MASLayoutConstraint":
                    key = "masonry " + info.handle
                    if !info.handle.hasPrefix("0x") {
                        text = "\(c.handleName) was made by Masonry with mas_key '\(info.handle)': search your code for that key."
                    }
                default: break
                }
            }
            if let text, said.insert(key).inserted { out.append(text) }
        }
        return out.isEmpty ? [] : ["What the log's system constraints mean:"] + out.map { "  " + $0 }
    }

    /// The fixes people apply, each tied to a fix verified above.
    static func advice(_ hs: [ConstraintHandle], fixes: [Fix], brokenByApple: ConstraintHandle?, session: LayoutSession) -> [String] {
        let state = session.state
        var out: [String] = []
        let set = hs.compactMap { state.constraint($0) }
        func fixNumber(_ f: Fix) -> Int { (fixes.firstIndex(of: f) ?? 0) + 1 }
        // Self-sizing cells and encapsulated sizes: lower the end of the chain that meets the
        // container (the bottom constraint of a cell's vertical chain), else the one Apple broke.
        for (id, axis) in [("UIView-Encapsulated-Layout-Height", Axis.vertical), ("UIView-Encapsulated-Layout-Width", .horizontal),
                           ("_UITemporaryLayoutHeight", .vertical), ("_UITemporaryLayoutWidth", .horizontal)] {
            guard let size = set.first(where: { $0.identifier == id }) else { continue }
            let container = size.first.item
            let ends: [LayoutAttribute] = axis == .vertical ? [.bottom, .bottomMargin, .lastBaseline] : [.trailing, .right, .trailingMargin, .rightMargin]
            let lowerings = fixes.filter { f in
                f.kind == .lowerPriority && state.constraint(f.handle).map { $0.first.attribute.axis == axis } == true
            }
            let chainEnd = lowerings.first { f in
                guard let c = state.constraint(f.handle), c.items.contains(container) else { return false }
                return (c.first.item == container && ends.contains(c.first.attribute)) || (c.second.map { $0.item == container && ends.contains($0.attribute) } == true)
            }
            let chain = axis == .vertical ? "vertical" : "horizontal"
            let isCell = state.appleName(of: container).contains("Cell")
            let measuring = id.hasPrefix("_UITemporary") ? "while UIKit measures the view"
                : (isCell ? "while the table or collection view sizes the cell" : "while the container sizes the view")
            // Widths: the constraint Apple broke first; heights: the bottom of the vertical chain.
            let brokenLowering = lowerings.first { $0.handle == brokenByApple }
            if axis == .horizontal, let f = brokenLowering, let c = state.constraint(f.handle) {
                out.append("Lower \(name(c)) (\(ConstraintWords.equation(c, state))), the constraint Apple broke, to 999, so it gives way \(measuring) — verified: fix \(fixNumber(f)).")
            } else if let f = chainEnd, let c = state.constraint(f.handle) {
                out.append("Lower your \(chain) chain's \(axis == .vertical ? "bottom" : "trailing") constraint \(name(c)) (\(ConstraintWords.equation(c, state))) to 999, so it gives way \(measuring) — verified: fix \(fixNumber(f)).")
            } else if let f = lowerings.first(where: { $0.handle == brokenByApple }) ?? lowerings.first, let c = state.constraint(f.handle) {
                out.append("Lower \(name(c)) (\(ConstraintWords.equation(c, state))) to 999, so it gives way \(measuring) — verified: fix \(fixNumber(f)).")
            } else {
                out.append("No single priority change of your \(chain) constraints was verified; check the \(chain) chain against the \(axis == .vertical ? "height" : "width") '\(id)' gives.")
            }
        }
        // Autoresizing masks.
        for f in fixes where f.kind == .stopTranslating {
            guard let c = state.constraint(f.handle), case .view(let v) = c.first.item else { continue }
            out.append("\(state[v].name) \(Self.hasMask(v, state)): the view still translates its autoresizing mask. Set translatesAutoresizingMaskIntoConstraints = false on that view (`translates \(state[v].name) off`) — verified: fix \(fixNumber(f)).")
        }
        if !fixes.contains(where: { $0.kind == .stopTranslating }) {
            var seen: Set<ViewID> = []
            for c in set where c.kind == .autoresizing {
                guard case .view(let v) = c.first.item, seen.insert(v).inserted else { continue }
                let view = state[v]
                let copy = session.copy()
                let works = (try? copy.setTranslatesAutoresizingMask(v, false)) != nil
                    && !copy.state.constraints.contains { $0.isActive && $0.isBroken }
                if works {
                    out.append("\(view.name) \(Self.hasMask(v, state)): the view still translates its autoresizing mask. Set translatesAutoresizingMaskIntoConstraints = false on that view (`translates \(view.name) off`) — checked on a copy: every constraint then holds.")
                } else {
                    out.append("\(view.name) \(Self.hasMask(v, state)): the view still translates its autoresizing mask. Setting translatesAutoresizingMaskIntoConstraints = false on it is not enough alone here (checked on a copy): give it constraints for its size and position too.")
                }
            }
        }
        // Stack views.
        if set.contains(where: { $0.kind == .stackView }) {
            if let f = fixes.first(where: { $0.kind == .lowerPriority }), let c = state.constraint(f.handle) {
                out.append("Inside a stack view, lower your own constraint \(name(c)) to 999 rather than fighting the stack's 'UISV-…' constraints — verified: fix \(fixNumber(f)).")
            }
        }
        return out.isEmpty ? [] : ["What people do here:"] + out.map { "  " + $0 }
    }
}
