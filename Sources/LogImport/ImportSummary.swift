import LayoutModel
import LayoutText

extension Reconstruction {
    /// What `import log` prints: the root and its size, each view with its log name, each
    /// conflict with how much of it was imported and what the solver broke.
    static func summaryLines(
        session: LayoutSession, conflicts: [ImportedConflict], completeness: [LogImportResult.Completeness],
        parsed: ParsedLog, known: [Axis: LogConstraint], dumps: [Int: (added: Int, total: Int)] = [:]
    ) -> [String] {
        let state = session.state
        var lines: [String] = []
        let constraintCount = state.constraints.filter { $0.imported != nil }.count
        let viewCount = state.views.filter { $0.importInfo?.isPlaceholder == false }.count
        let guideCount = state.guides.filter(\.fromLog).count
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        lines.append("imported \(plural(parsed.messages.count, "message")): \(plural(constraintCount, "constraint")), \(plural(viewCount, "view")), \(plural(guideCount, "layout guide"))")
        guard viewCount > 0 else { return lines }
        // The root.
        let root = state[state.root]
        var rootLine = "root: "
        if let info = root.importInfo, info.isPlaceholder {
            rootLine += "a placeholder view (not in the log) holding the log's \(root.subviews.count) separate view trees; size unknown: from log"
        } else {
            rootLine += state.appleName(of: .view(state.root))
            var sizes: [String] = []
            for axis in Axis.allCases {
                let word = axis == .horizontal ? "width" : "height"
                if let k = known[axis] {
                    sizes.append("\(word) \(ConstraintNumber.text(axis == .horizontal ? state.rootSize.width : state.rootSize.height)) from '\(k.identifier ?? "")'")
                } else {
                    sizes.append("\(word) unknown: from log")
                }
            }
            rootLine += " — " + sizes.joined(separator: ", ")
        }
        lines.append(rootLine)
        // Views and guides.
        var rows: [(String, String)] = []
        for v in state.descendants(of: state.root) where v != state.root {
            let view = state[v]
            guard let info = view.importInfo else { continue }
            var text = state.appleName(of: .view(v)) + " in " + state[view.superview ?? state.root].name
            if !info.superviewFromLog { text += " (superview unknown: from log)" }
            if let label = info.label, !label.isEmpty, ViewClass.showsText(view.className) {
                text += " — nametag candidate \"\(label)\""
            }
            rows.append((view.name, text))
        }
        for (g, guide) in zip(state.guideIDs, state.guides) where guide.fromLog {
            rows.append((guide.name, state.appleName(of: .guide(g)) + " of " + state[guide.owner].name))
        }
        let width = rows.map(\.0.count).max() ?? 0
        for (name, text) in rows { lines.append("  " + name + String(repeating: " ", count: max(0, width - name.count)) + "  " + text) }
        // Conflicts.
        for (k, m) in parsed.messages.enumerated() {
            let status = completeness[k]
            if m.isDump, let (imported, total) = dumps[m.number] {
                lines.append("dump \(m.number) (line \(m.line)): \(imported) of \(total) \(total == 1 ? "constraint" : "constraints") added (\(completeness[k].rawValue)); a list of constraints, not a conflict")
                continue
            }
            guard let c = conflicts.first(where: { $0.number == m.number }) else {
                lines.append("conflict \(m.number) (line \(m.line)): redacted (<private>): nothing to reconstruct")
                continue
            }
            let total = c.listed.count + c.skippedEntries
            var line = "conflict \(c.number) (line \(c.line), \(c.platform)): \(c.listed.count) of \(total) \(total == 1 ? "entry" : "entries") imported (\(status.rawValue))"
            let brokenNow = c.listed.filter { state.constraint($0)?.isBroken == true }
            if let a = c.appleBroken, let ac = state.constraint(a) {
                line += "; Apple broke \(ac.handleName)"
                if ac.isBroken {
                    line += ", and so does plumb's solver"
                } else if let other = brokenNow.first.flatMap({ state.constraint($0) }) {
                    line += "; plumb's solver broke \(other.handleName) instead (explain \(c.number))"
                } else {
                    line += "; plumb's solver does not find this conflict (explain \(c.number))"
                }
            } else if let other = brokenNow.first.flatMap({ state.constraint($0) }) {
                line += "; plumb's solver broke \(other.handleName)"
            } else {
                line += "; no constraint of it is broken in plumb's solver"
            }
            lines.append(line)
        }
        return lines
    }
}

/// Numbers as plumb prints them in prose: integers without decimals, others to 3 places.
enum ConstraintNumber {
    static func text(_ x: Double) -> String {
        if x == x.rounded() && abs(x) < 1e15 { return String(Int(x)) }
        var s = String((x * 1000).rounded() / 1000)
        if s.hasSuffix(".0") { s.removeLast(2) }
        return s
    }
}
