import LayoutModel
import LayoutSyntax

/// One stack view's properties from its `UISV-…` constraints (docs/stack-views.md §8): axis from
/// the attributes, arrangement from the canvas and spacing chain, distribution from fill-equally,
/// proportional and gap-guide constraints and the spacing's relation, alignment from the
/// constraints across the axis, spacing from 'UISV-spacing', margins-relative from the canvas,
/// baseline-relative from the spacing's attributes. Each property is shown, defaulted (the log
/// shows nothing it makes) or unknown.
struct StackPropertyReader {
    let inference: StackInference
    let stack: String
    let entries: [StackInference.Entry]
    /// Per canvas connection: whether its canvas is the margins guide.
    let margins: [Bool]

    typealias Property = ImportedStackReading.Property

    var name: String { inference.printed(stack) }

    static func quoted(_ e: StackInference.Entry) -> String { "'\(e.identifier)'" }

    /// Leading/top-like and trailing/bottom-like edges along an axis.
    static func isLeadEdge(_ a: LayoutAttribute) -> Bool { [.leading, .left, .top, .firstBaseline].contains(a.base) }
    static func isTrailEdge(_ a: LayoutAttribute) -> Bool { [.trailing, .right, .bottom, .lastBaseline].contains(a.base) }
    static func attributeAxis(_ a: LayoutAttribute) -> Axis {
        a.base == .firstBaseline || a.base == .lastBaseline ? .vertical : a.axis
    }

    func canvasKeys(_ key: String) -> Bool { key == stack || (inference.isMarginsGuide(key) && inference.items[key]?.parent == stack) }

    // MARK: - Axis

    func readAxis() -> (Axis?, Property) {
        var votes: [(Axis, String)] = []
        // Canvas connections to views: along when the leading-edge and trailing-edge items
        // differ on one axis; centre connections are across.
        var leadItem: [Axis: String] = [:], trailItem: [Axis: String] = [:]
        for e in entries {
            let along: Axis
            switch e.identifier {
            case "UISV-spacing", "UISV-spacing-hidden", "UISV-distributing-edge":
                along = Self.attributeAxis(e.first.attribute)
            case "UISV-hiding", "UISV-fill-proportionally":
                along = Self.attributeAxis(e.first.attribute)
            case "UISV-fill-equally":
                along = Self.attributeAxis(e.first.attribute)
            case "UISV-alignment", "UISV-spanning-boundary", "UISV-spanning-fit", "UISV-ambiguity-suppression":
                along = Self.attributeAxis(e.first.attribute) == .horizontal ? .vertical : .horizontal
            case "UISV-canvas-connection":
                guard let s = e.second else { continue }
                let other = canvasKeys(e.first.key) ? s.key : e.first.key
                let a = e.first.attribute.base
                if inference.isSpacer(other) && inference.items[other]?.label == "UISV-alignment-spanner" {
                    along = Self.attributeAxis(e.first.attribute) == .horizontal ? .vertical : .horizontal
                } else if a == .centerX || a == .centerY {
                    along = a == .centerX ? .vertical : .horizontal
                } else {
                    let ax = Self.attributeAxis(e.first.attribute)
                    if Self.isLeadEdge(e.first.attribute) { leadItem[ax] = other } else if Self.isTrailEdge(e.first.attribute) { trailItem[ax] = other }
                    continue
                }
            default:
                continue
            }
            votes.append((along, Self.quoted(e)))
        }
        for ax in Axis.allCases {
            if let l = leadItem[ax], let t = trailItem[ax], l != t { votes.append((ax, "'UISV-canvas-connection' to different first and last views")) }
        }
        let axes = Set(votes.map(\.0))
        if axes.count == 1, let v = votes.first {
            return (v.0, Property(name: "axis", value: v.0 == .horizontal ? "horizontal" : "vertical", status: .shown, evidence: "from \(v.1)"))
        }
        if axes.count > 1 {
            return (nil, Property(name: "axis", value: nil, status: .unknown, evidence: "\(name)'s axis could not be read from the log: its UISV constraints disagree (\(votes.map(\.1).joined(separator: ", ")))"))
        }
        return (nil, Property(name: "axis", value: nil, status: .unknown,
                              evidence: "\(name)'s axis could not be read from the log: it shows only canvas connections to one view, which fit both axes"))
    }
}

extension StackPropertyReader {
    /// The whole reading of the stack.
    func read() -> StackLogReading {
        var out = StackLogReading(stackKey: stack, entries: entries)
        out.marginsGuideKey = entries.flatMap { [$0.first.key, $0.second?.key].compactMap { $0 } }.first {
            inference.isMarginsGuide($0) && inference.items[$0]?.parent == stack
        }
        for e in entries {
            for key in [e.first.key, e.second?.key].compactMap({ $0 }) where inference.isSpacer(key) {
                let label = inference.items[key]?.label ?? ""
                if label == "UISV-alignment-spanner" { out.alignmentSpanner = key }
                else if label == "UISV-ordering-spanner" { out.orderingSpanner = key }
                else if inference.isGapGuide(key), !out.gapGuides.contains(key) { out.gapGuides.append(key) }
            }
        }
        var props: [Property] = []
        let (axis, axisProperty) = readAxis()
        props.append(axisProperty)
        guard let axis else {
            out.reading = ImportedStackReading(properties: props, rebuilt: false, notRebuiltBecause: axisProperty.evidence)
            return out
        }
        out.properties.axis = axis
        let arrangement = readArrangement(axis, into: &out)
        let spacing = readSpacing(axis, into: &out)
        let distribution = readDistribution(axis, spacingIsMinimum: spacing.minimum, into: &out)
        let alignment = readAlignment(axis, into: &out)
        let marginsRelative = readMarginsRelative(into: &out)
        let baseline = readBaselineRelative(axis, into: &out)
        props += [distribution, alignment, spacing.property, arrangement, marginsRelative, baseline]
        let unknown = props.first { $0.status == .unknown }
        out.reading = ImportedStackReading(properties: props, rebuilt: false, notRebuiltBecause: unknown?.evidence)
        return out
    }

    // MARK: - Arrangement

    func readArrangement(_ axis: Axis, into out: inout StackLogReading) -> Property {
        func unknown(_ why: String) -> Property {
            Property(name: "arrangement", value: nil, status: .unknown, evidence: "\(name)'s arranged views could not be read from the log: \(why)")
        }
        var first: String? = nil, last: String? = nil
        var next: [String: String] = [:], previous: [String: String] = [:]
        var hidden: [String] = []
        var hiddenAfter: [String: [String]] = [:], hiddenBefore: [String] = []
        var views: [String] = []
        func note(_ k: String) { if inference.isView(k) && k != stack && !views.contains(k) { views.append(k) } }
        for e in entries {
            let keys = [e.first.key, e.second?.key].compactMap { $0 }
            switch e.identifier {
            case "UISV-canvas-connection":
                guard let s = e.second, Self.attributeAxis(e.first.attribute) == axis, e.first.attribute.base != .centerX, e.first.attribute.base != .centerY else {
                    keys.filter { !canvasKeys($0) && inference.isView($0) }.forEach(note)
                    continue
                }
                let other = canvasKeys(e.first.key) ? s.key : e.first.key
                guard inference.isView(other) else { continue }
                note(other)
                if Self.isLeadEdge(e.first.attribute) { first = other } else { last = other }
            case "UISV-spacing":
                guard let s = e.second else { continue }
                if Self.isLeadEdge(e.first.attribute) && Self.isTrailEdge(s.attribute) {
                    next[s.key] = e.first.key; previous[e.first.key] = s.key
                } else if Self.isTrailEdge(e.first.attribute) && Self.isLeadEdge(s.attribute) {
                    next[e.first.key] = s.key; previous[s.key] = e.first.key
                }
                keys.forEach(note)
            case "UISV-hiding":
                if inference.isView(e.first.key) { hidden.append(e.first.key); note(e.first.key) }
            case "UISV-spacing-hidden":
                guard let s = e.second else { continue }
                // `hidden.lead == prevVisible.trail + c` or `firstVisible.lead == hidden.trail`.
                if Self.isLeadEdge(e.first.attribute) && Self.isTrailEdge(s.attribute) {
                    if hidden.contains(s.key) || !hidden.contains(e.first.key) { hiddenBefore.append(s.key) } else { hiddenAfter[s.key, default: []].append(e.first.key) }
                }
                keys.forEach(note)
            default:
                arrangedViews(of: e).forEach(note)
            }
        }
        // Hidden items are out of the spacing chain (rule 7); iOS 9–10 kept them in it (rule 8).
        guard let start = first else {
            return unknown(views.isEmpty ? "the log shows none of them" : "the log does not show the canvas connection to its first view along the axis, so views before \(views.map(inference.printed).joined(separator: ", ")) may be missing")
        }
        guard let end = last else { return unknown("the log does not show the canvas connection to its last view along the axis") }
        var order = [start]
        var seen: Set<String> = [start]
        var current = start
        while current != end {
            guard let n = next[current], !seen.contains(n) else {
                return unknown("the 'UISV-spacing' chain from \(inference.printed(start)) does not reach \(inference.printed(end)) (the log leaves a gap after \(inference.printed(current)))")
            }
            order.append(n)
            seen.insert(n)
            current = n
        }
        // Hidden items placed by 'UISV-spacing-hidden'.
        for h in hidden where !seen.contains(h) {
            if hiddenBefore.contains(h) {
                order.insert(h, at: 0)
            } else if let after = hiddenAfter.first(where: { $0.value.contains(h) }), after.value.count == 1, let i = order.firstIndex(of: after.key) {
                order.insert(h, at: i + 1)
            } else {
                return unknown("\(inference.printed(h)) is hidden ('UISV-hiding') but the log does not show where it is arranged")
            }
            seen.insert(h)
        }
        if let stray = views.first(where: { !seen.contains($0) }) {
            return unknown("\(inference.printed(stray)) belongs to it but is not in the chain from its first to its last view")
        }
        // Arranged views must be subviews of the stack.
        if let other = order.first(where: { k in inference.items[k]?.parent != nil && inference.items[k]?.parent != stack }) {
            return unknown("the log puts \(inference.printed(other)) inside \(inference.printed(inference.items[other]!.parent!)), not inside the stack")
        }
        out.arranged = order
        out.hidden = Set(hidden)
        let text = order.map { inference.printed($0) + (hidden.contains($0) ? " (hidden)" : "") }.joined(separator: ", ")
        return Property(name: "arrangement", value: text, status: .shown,
                        evidence: order.count == 1 ? "from the 'UISV-canvas-connection's to both ends" : "from the 'UISV-canvas-connection's and the 'UISV-spacing' chain")
    }

    /// Arranged views an entry names besides the canvas.
    func arrangedViews(of e: StackInference.Entry) -> [String] { inference.arrangedSides(e).filter { !canvasKeys($0) } }

    // MARK: - Spacing

    func readSpacing(_ axis: Axis, into out: inout StackLogReading) -> (property: Property, minimum: Bool?) {
        var gaps: [(prev: String, value: Double)] = []
        var minimum: Bool? = nil
        for e in entries where e.identifier == "UISV-spacing" {
            guard let s = e.second else { continue }
            if e.standardSpacing {
                return (Property(name: "spacing", value: nil, status: .unknown,
                                 evidence: "\(name)'s spacing could not be read from the log: its 'UISV-spacing' is a system spacing (\(e.log.className)), UIStackView.spacingUseSystem, which plumb's stack views do not have"), e.relation != .equal)
            }
            let prevFirst = Self.isTrailEdge(e.first.attribute)
            let value = prevFirst ? -e.constant : e.constant
            gaps.append((prevFirst ? e.first.key : s.key, value))
            minimum = e.relation != .equal
        }
        guard !gaps.isEmpty else {
            let visible = out.arranged.filter { !out.hidden.contains($0) }.count
            if visible <= 1 {
                return (Property(name: "spacing", value: "0", status: .defaulted, evidence: "UIKit's default: with one visible arranged view the spacing makes no constraint"), nil)
            }
            return (Property(name: "spacing", value: nil, status: .unknown, evidence: "\(name)'s spacing could not be read from the log: it shows no 'UISV-spacing'"), nil)
        }
        var counts: [Double: Int] = [:]
        for g in gaps { counts[g.value, default: 0] += 1 }
        let best = counts.values.max()!
        let spacing = gaps.first { counts[$0.value] == best }!.value
        out.properties.spacing = spacing
        var custom: [String] = []
        for g in gaps where g.value != spacing {
            out.customSpacing[g.prev] = g.value
            custom.append("\(ConstraintNumber.text(g.value)) after \(inference.printed(g.prev))")
        }
        var evidence = "from 'UISV-spacing'"
        if minimum == true { evidence += " (>=: a minimum)" }
        if !custom.isEmpty { evidence += "; custom spacing " + custom.joined(separator: ", ") }
        return (Property(name: "spacing", value: ConstraintNumber.text(spacing), status: .shown, evidence: evidence), minimum)
    }

    // MARK: - Distribution

    func readDistribution(_ axis: Axis, spacingIsMinimum: Bool?, into out: inout StackLogReading) -> Property {
        var found: (StackDistribution, String)? = nil
        for e in entries {
            switch e.identifier {
            case "UISV-fill-proportionally":
                found = (.fillProportionally, "from 'UISV-fill-proportionally'")
            case "UISV-fill-equally":
                if inference.isGapGuide(e.first.key) {
                    if e.priority < 1000 { found = (.equalCentering, "from 'UISV-fill-equally' between gap guides below required") }
                    else if found == nil { found = (.equalSpacing, "from 'UISV-fill-equally' between gap guides, required") }
                } else if found == nil {
                    found = (.fillEqually, "from 'UISV-fill-equally' between arranged views")
                }
            case "UISV-distributing-edge":
                let centre = e.second.map { $0.attribute.base == .centerX || $0.attribute.base == .centerY } ?? false
                if centre { found = (.equalCentering, "from 'UISV-distributing-edge' to centres") }
                else if found == nil || found?.0 == .equalSpacing { found = (.equalSpacing, "from 'UISV-distributing-edge' to edges") }
            default: break
            }
        }
        if let (d, why) = found {
            if spacingIsMinimum == true && !d.spacingIsMinimum || spacingIsMinimum == false && d.spacingIsMinimum {
                return Property(name: "distribution", value: nil, status: .unknown,
                                evidence: "\(name)'s distribution could not be read from the log: \(why) disagrees with the 'UISV-spacing' relation")
            }
            out.properties.distribution = d
            return Property(name: "distribution", value: d.rawValue, status: .shown, evidence: why)
        }
        if spacingIsMinimum == true {
            return Property(name: "distribution", value: nil, status: .unknown,
                            evidence: "\(name)'s distribution could not be read from the log: its 'UISV-spacing' is '>=' (equalSpacing or equalCentering) and no gap guide shows which")
        }
        out.properties.distribution = .fill
        return Property(name: "distribution", value: "fill", status: .defaulted,
                        evidence: "UIKit's default: the log shows no 'UISV-fill-equally', 'UISV-fill-proportionally' or gap guide" + (spacingIsMinimum == false ? " and its 'UISV-spacing' is '=='" : ""))
    }

    // MARK: - Alignment

    func readAlignment(_ axis: Axis, into out: inout StackLogReading) -> Property {
        let all: Set<StackAlignment> = [.fill, .leading, .center, .trailing, .firstBaseline, .lastBaseline]
        var candidates = all
        var evidence: [String] = []
        let horizontal = axis == .horizontal
        func side(_ a: LayoutAttribute) -> String? {
            switch a.base {
            case .top where horizontal, .leading where !horizontal, .left where !horizontal: return "top"
            case .bottom where horizontal, .trailing where !horizontal, .right where !horizontal: return "bottom"
            case .centerY where horizontal, .centerX where !horizontal: return "centre"
            case .firstBaseline: return "firstBaseline"
            case .lastBaseline: return "lastBaseline"
            default: return nil
            }
        }
        func narrow(_ set: Set<StackAlignment>, _ e: StackInference.Entry) {
            candidates.formIntersection(set)
            if !evidence.contains("'\(e.identifier)'") { evidence.append("'\(e.identifier)'") }
        }
        for e in entries {
            guard let sd = side(e.first.attribute) else { continue }
            switch e.identifier {
            case "UISV-alignment":
                switch sd {
                case "top": narrow([.fill, .leading, .firstBaseline], e)
                case "bottom": narrow([.fill, .trailing, .lastBaseline], e)
                case "centre": narrow([.center], e)
                case "firstBaseline": narrow([.firstBaseline], e)
                default: narrow([.lastBaseline], e)
                }
            case "UISV-canvas-connection":
                guard let s = e.second else { continue }
                let other = canvasKeys(e.first.key) ? s.key : e.first.key
                let spanner = inference.items[other]?.label == "UISV-alignment-spanner"
                let eq = e.relation == .equal
                switch (sd, spanner) {
                case ("top", false): narrow(eq ? [.fill, .leading] : [.firstBaseline, .center, .trailing], e)
                case ("bottom", false): narrow(eq ? [.fill, .trailing] : [.lastBaseline, .center, .leading], e)
                case ("centre", _): narrow([.center], e)
                case ("top", true): narrow([.center, .trailing, .lastBaseline], e)
                case ("bottom", true): narrow([.leading, .center, .firstBaseline], e)
                default: break
                }
            case "UISV-spanning-boundary":
                let aligned = e.relation == .equal
                switch sd {
                case "top": narrow(aligned ? [.leading] : [.center, .trailing, .firstBaseline, .lastBaseline], e)
                case "bottom": narrow(aligned ? [.trailing] : [.leading, .center, .firstBaseline, .lastBaseline], e)
                default: break
                }
            case "UISV-spanning-fit", "UISV-ambiguity-suppression":
                narrow(all.subtracting([.fill]), e)
            default: break
            }
        }
        func spelled(_ a: StackAlignment) -> String {
            switch a {
            case .leading: return horizontal ? "top" : "leading"
            case .trailing: return horizontal ? "bottom" : "trailing"
            default: return a.rawValue
            }
        }
        if evidence.isEmpty {
            out.properties.alignment = .fill
            return Property(name: "alignment", value: "fill", status: .defaulted, evidence: "UIKit's default: the log shows no constraint across the axis")
        }
        if candidates.count == 1, let a = candidates.first {
            out.properties.alignment = horizontal ? (a == .leading ? .top : a == .trailing ? .bottom : a) : a
            return Property(name: "alignment", value: spelled(a), status: .shown, evidence: "from " + evidence.joined(separator: ", "))
        }
        let order: [StackAlignment] = [.fill, .leading, .center, .trailing, .firstBaseline, .lastBaseline]
        let left = order.filter(candidates.contains).map(spelled)
        return Property(name: "alignment", value: nil, status: .unknown,
                        evidence: "\(name)'s alignment could not be read from the log: " + (left.isEmpty
                            ? "its constraints across the axis (\(evidence.joined(separator: ", "))) fit no alignment"
                            : "its constraints across the axis (\(evidence.joined(separator: ", "))) fit \(left.joined(separator: " or "))"))
    }

    // MARK: - Margins- and baseline-relative

    func readMarginsRelative(into out: inout StackLogReading) -> Property {
        let kinds = Set(margins)
        if kinds.count > 1 {
            return Property(name: "margins-relative", value: nil, status: .unknown,
                            evidence: "\(name)'s margins-relative arrangement could not be read from the log: its canvas connections use both the stack and its 'UIViewLayoutMarginsGuide'")
        }
        let on = kinds.first ?? false
        out.properties.isLayoutMarginsRelativeArrangement = on
        return Property(name: "margins-relative", value: on ? "on" : "off", status: .shown,
                        evidence: on ? "the 'UISV-canvas-connection's use its 'UIViewLayoutMarginsGuide'" : "the 'UISV-canvas-connection's use the stack view itself")
    }

    func readBaselineRelative(_ axis: Axis, into out: inout StackLogReading) -> Property {
        let spacings = entries.filter { $0.identifier == "UISV-spacing" }
        guard let e = spacings.first else {
            return Property(name: "baseline-relative", value: "off", status: .defaulted, evidence: "UIKit's default: the log shows no 'UISV-spacing'")
        }
        let on = e.first.attribute.base == .firstBaseline || e.first.attribute.base == .lastBaseline
        out.properties.isBaselineRelativeArrangement = on
        return Property(name: "baseline-relative", value: on ? "on" : "off", status: .shown,
                        evidence: on ? "'UISV-spacing' joins baselines" : "'UISV-spacing' joins edges")
    }
}
