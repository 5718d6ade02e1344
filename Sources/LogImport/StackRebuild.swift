import LayoutModel
import LayoutSyntax
import LayoutText

/// Rebuilding the stack views of a log (docs/log-import.md "Stack views in logs"): a first build
/// imports every constraint as the log printed it; `StackInference` reads the stack views out of
/// its UISV constraints; the stacks whose properties are all known or defaulted, and whose log
/// constraints the generator makes, are built again as real stack views (their generated
/// constraints carry the log's addresses). A rebuild is kept only when plumb's solver breaks
/// the same constraints of every conflict as it did with the log's own constraints; otherwise
/// the stack stays as the log printed it, and its reading says why.
extension Reconstruction {
    mutating func build(stop: StopCheck = .never) throws(Diagnostic) -> LogImportResult {
        let initial = self
        var first = initial
        let firstResult = try first.buildOnce(stop: stop)
        let inference = first.stackInference(firstResult.session)
        guard !inference.entries.isEmpty else {
            self = first
            return firstResult
        }
        var (stacks, orphans) = inference.read()
        for i in stacks.indices { stacks[i].matchGenerator(inference) }
        let candidates = stacks.indices.filter { !stacks[$0].matches.isEmpty }
        var chosen: [Int] = []
        var final = (first, firstResult)
        func attempt(_ plan: [Int]) throws(Diagnostic) -> (Reconstruction, LogImportResult)? {
            var r = initial
            r.stackPlan = plan.map { stacks[$0] }
            let result = try r.buildOnce(stop: stop)
            guard r.rebuiltStacks.count == plan.count, r.breaksAlike(result, first, firstResult) else { return nil }
            return (r, result)
        }
        if !candidates.isEmpty {
            if let all = try attempt(candidates) {
                chosen = candidates
                final = all
            } else {
                for c in candidates {
                    if let one = try attempt(chosen + [c]) {
                        chosen.append(c)
                        final = one
                    } else {
                        stacks[c].reading.notRebuiltBecause = "rebuilt with the generator's constraints, \(inference.printed(stacks[c].stackKey)) would change which constraints plumb's solver breaks in the log's conflict"
                    }
                }
            }
        }
        for c in chosen {
            stacks[c].reading.rebuilt = true
            stacks[c].reading.generatedNotInLog = max(0, stacks[c].generatedCount - stacks[c].entries.count)
        }
        var (built, result) = final
        // The arrangement by the session's names.
        for i in stacks.indices where !stacks[i].arranged.isEmpty {
            let names = stacks[i].arranged.map { k in
                (built.viewOf[k].map { result.session.state[$0].name } ?? inference.printed(k)) + (stacks[i].hidden.contains(k) ? " (hidden)" : "")
            }
            if let p = stacks[i].reading.properties.firstIndex(where: { $0.name == "arrangement" }) {
                stacks[i].reading.properties[p].value = names.joined(separator: ", ")
            }
        }
        for s in stacks {
            if let v = built.viewOf[s.stackKey] { result.session.setImportedStackReading(v, s.reading) }
        }
        result.summary += built.stackSummaryLines(stacks, orphans: orphans, inference: inference, session: result.session)
        result.stackViews = stacks.map { StackViewImport(stack: built.viewOf[$0.stackKey], reading: $0.reading) }
        result.stackConstraintsWithoutStack = orphans.count
        result.session.clearEvents()
        self = built
        return result
    }

    /// The UISV constraints of a built session, in item keys.
    func stackInference(_ session: LayoutSession) -> StackInference {
        var keyOfView: [ViewID: String] = [:], keyOfGuide: [GuideID: String] = [:]
        for (k, v) in viewOf { keyOfView[v] = k }
        for (k, g) in guideOf { keyOfGuide[g] = k }
        func key(_ item: LayoutItem) -> String? {
            switch item {
            case .view(let v): return keyOfView[v]
            case .guide(let g): return keyOfGuide[g]
            }
        }
        var entries: [StackInference.Entry] = []
        for c in session.state.constraints where c.kind == .stackView && c.imported != nil {
            guard let log = logOf[c.handle], let id = c.identifier, let a = key(c.first.item) else { continue }
            var second: StackInference.Side? = nil
            if let s = c.second {
                guard let b = key(s.item) else { continue }
                second = StackInference.Side(key: b, attribute: s.attribute)
            }
            entries.append(StackInference.Entry(
                log: log, identifier: id, first: StackInference.Side(key: a, attribute: c.first.attribute), relation: c.relation,
                second: second, multiplier: c.multiplier, constant: c.constant, priority: c.priority,
                standardSpacing: c.usesStandardSpacing || log.className == "_UISystemBaselineConstraint", broken: c.isBroken))
        }
        return StackInference(entries: entries, items: items)
    }

    /// Makes a planned stack a real stack view in `session`, when its view and arranged views
    /// were made and the views are its subviews; gives the generated constraints and spacers the
    /// log's identities. Nil when it cannot.
    func rebuildPlannedStack(
        _ plan: StackLogReading, session: LayoutSession, views: [String: ViewID]
    ) -> (constraints: [ConstraintHandle], items: LayoutSession.StackItems)? {
        guard let stack = views[plan.stackKey] else { return nil }
        var arranged: [ViewID] = []
        for k in plan.arranged {
            guard let v = views[k], session.state[v].superview == stack else { return nil }
            arranged.append(v)
        }
        let hidden = Set(plan.hidden.compactMap { views[$0] })
        var custom: [ViewID: Double] = [:]
        for (k, s) in plan.customSpacing { if let v = views[k] { custom[v] = s } }
        let placed = session.rebuildImportedStack(stack, properties: plan.properties, arranged: arranged, customSpacingAfter: custom, hidden: hidden)
        for (e, g) in zip(plan.entries, plan.matches) where g < placed.constraints.count {
            session.adoptImportedIdentity(placed.constraints[g], address: e.log.address,
                                          imported: ImportedConstraint(className: e.log.className, handle: e.log.handle, line: e.log.line))
        }
        func adopt(_ guide: GuideID?, _ key: String?) {
            if let guide, let key, let a = items[key]?.address { session.adoptImportedGuideAddress(guide, address: a) }
        }
        adopt(placed.items.alignmentSpanner, plan.alignmentSpanner)
        adopt(placed.items.orderingSpanner, plan.orderingSpanner)
        for (k, key) in plan.gapGuideKeys where k < placed.items.gapGuides.count { adopt(placed.items.gapGuides[k], key) }
        return placed
    }

    /// Whether this build's solver breaks the same constraints of every conflict (by the log's
    /// descriptions) as `other`'s did.
    func breaksAlike(_ result: LogImportResult, _ other: Reconstruction, _ otherResult: LogImportResult) -> Bool {
        func broken(_ r: Reconstruction, _ res: LogImportResult) -> [Int: Set<String>] {
            var out: [Int: Set<String>] = [:]
            for c in res.session.state.importedConflicts {
                let handles = c.listed + [c.appleBroken].compactMap { $0 }
                out[c.number] = Set(handles.filter { res.session.state.constraint($0)?.isBroken == true }.compactMap { r.textOf[$0] })
            }
            return out
        }
        return broken(self, result) == broken(other, otherResult)
    }

    /// What `import log` says of the log's stack views.
    func stackSummaryLines(_ stacks: [StackLogReading], orphans: [StackInference.Entry], inference: StackInference, session: LayoutSession) -> [String] {
        var lines: [String] = []
        for s in stacks {
            let name = viewOf[s.stackKey].map { session.state[$0].name } ?? inference.printed(s.stackKey)
            lines.append("stack view \(name): " + ImportedStackText.summary(s.reading))
        }
        if !orphans.isEmpty {
            let ids = Array(Set(orphans.map(\.identifier))).sorted().map { "'\($0)'" }.joined(separator: ", ")
            lines.append("\(orphans.count) UISV constraint\(orphans.count == 1 ? "" : "s") (\(ids)) belong\(orphans.count == 1 ? "s" : "") to a stack view the log does not show: kept as the log's constraints")
        }
        return lines
    }
}
