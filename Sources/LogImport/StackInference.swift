import LayoutModel
import LayoutSyntax

/// Reading stack views out of a log's `UISV-…` constraints (docs/log-import.md "Stack views in
/// logs", docs/stack-views.md §8): which views are stack views, their arranged subviews in order,
/// and each property either read from a constraint, defaulted where the log shows nothing the
/// property makes, or unknown with the reason. Works on the session a first import built (its
/// UISV constraints are imported constraints of kind `.stackView`), in the importer's item keys,
/// so that the answer carries over to the second import that rebuilds the stacks.
struct StackInference {
    /// One `UISV-…` constraint of the log, in item keys.
    struct Entry {
        var log: LogConstraint
        var identifier: String
        var first: Side
        var relation: LayoutRelation
        var second: Side?
        var multiplier: Double
        var constant: Double
        var priority: LayoutPriority
        var standardSpacing: Bool
        var broken: Bool
    }

    struct Side: Hashable {
        var key: String
        var attribute: LayoutAttribute
    }

    let entries: [Entry]
    let items: [String: Reconstruction.ItemInfo]

    // MARK: - Items

    func isSpacer(_ key: String) -> Bool {
        guard let i = items[key] else { return false }
        return i.className == "_UILayoutSpacer" || i.className == "_UIOLAGapGuide" || (i.label ?? "").hasPrefix("UISV-")
    }

    func isGapGuide(_ key: String) -> Bool { items[key]?.className == "_UIOLAGapGuide" }

    func isMarginsGuide(_ key: String) -> Bool { items[key]?.isGuide == true && items[key]?.label == "UIViewLayoutMarginsGuide" }

    func isView(_ key: String) -> Bool { items[key]?.isGuide == false }

    /// The log's printed name of an item (`UIStackView:0x7f8fb179d7c0`).
    func printed(_ key: String) -> String {
        guard let i = items[key] else { return key }
        return (i.className.map { $0 + ":" } ?? "") + i.handle
    }

    static let itemRoles: Set<String> = [
        "UISV-spacing", "UISV-spacing-hidden", "UISV-hiding", "UISV-fill-equally", "UISV-fill-proportionally",
        "UISV-alignment", "UISV-spanning-boundary", "UISV-ambiguity-suppression", "UISV-distributing-edge",
        "UISV-text-width-disambiguation",
    ]

    /// Views an entry treats as arranged subviews (never the canvas).
    func arrangedSides(_ e: Entry) -> [String] {
        switch e.identifier {
        case "UISV-fill-proportionally", "UISV-text-width-disambiguation":
            return isView(e.first.key) ? [e.first.key] : []
        case _ where Self.itemRoles.contains(e.identifier):
            return [e.first.key, e.second?.key].compactMap { $0 }.filter { isView($0) }
        default:
            return []
        }
    }

    // MARK: - Canvases

    /// The canvas side of a canvas connection: (the stack view's key, whether the canvas is its
    /// margins guide, the other side's key), or nil when the log does not say which is which.
    func canvas(of e: Entry, itemRoleViews: Set<String>) -> (stack: String, margins: Bool, other: String)? {
        guard e.identifier == "UISV-canvas-connection", let s = e.second else { return nil }
        let a = e.first.key, b = s.key
        func resolve(_ canvas: String, _ other: String) -> (String, Bool, String)? {
            if isMarginsGuide(canvas) {
                guard let owner = items[canvas]?.parent, items[canvas]?.parentFromLog == true else { return nil }
                return (owner, true, other)
            }
            return isView(canvas) ? (canvas, false, other) : nil
        }
        if isSpacer(a) != isSpacer(b) { return isSpacer(a) ? resolve(b, a) : resolve(a, b) }
        if isMarginsGuide(a) != isMarginsGuide(b) { return isMarginsGuide(a) ? resolve(a, b) : resolve(b, a) }
        if items[b]?.parent == a && items[b]?.parentFromLog == true { return resolve(a, b) }
        if items[a]?.parent == b && items[a]?.parentFromLog == true { return resolve(b, a) }
        let aItem = itemRoleViews.contains(a), bItem = itemRoleViews.contains(b)
        if aItem != bItem { return aItem ? resolve(b, a) : resolve(a, b) }
        // UIKit makes a leading/top or centre canvas connection canvas first (rules 1, 20–27).
        switch e.first.attribute.base {
        case .leading, .top, .left, .centerX, .centerY: return resolve(a, b)
        default: return nil
        }
    }

    // MARK: - Reading

    /// Every stack view the log shows, in the order its canvas first appears; and the entries
    /// that belong to no stack the log names.
    func read() -> (stacks: [StackLogReading], orphans: [Entry]) {
        let itemRoleViews = Set(entries.flatMap(arrangedSides))
        var stackOrder: [String] = []
        var connections: [String: [(Int, Bool, String)]] = [:]   // stack → (entry, margins, other side)
        for (k, e) in entries.enumerated() {
            guard let c = canvas(of: e, itemRoleViews: itemRoleViews) else { continue }
            if connections[c.stack] == nil { stackOrder.append(c.stack) }
            connections[c.stack, default: []].append((k, c.margins, c.other))
        }
        // Arranged candidates and spacers of each stack, then the entries joined to them.
        var owner: [String: String] = [:]   // arranged view or spacer → stack
        var members: [String: [Int]] = [:]
        for s in stackOrder {
            for (k, _, other) in connections[s]! {
                members[s, default: []].append(k)
                if owner[other] == nil { owner[other] = s }
            }
        }
        var placed = Set(members.values.flatMap { $0 })
        var changed = true
        while changed {
            changed = false
            for (k, e) in entries.enumerated() where !placed.contains(k) {
                let keys = [e.first.key, e.second?.key].compactMap { $0 }
                let stacks = Set(keys.compactMap { owner[$0] })
                var stack = stacks.count == 1 ? stacks.first : nil
                // canvas-fit and the canvas side of a proportional or text-width constraint.
                let canvasRoles: Set<String> = ["UISV-canvas-fit", "UISV-fill-proportionally", "UISV-text-width-disambiguation"]
                if stack == nil, stacks.isEmpty, canvasRoles.contains(e.identifier), let s = keys.first(where: { connections[$0] != nil }) { stack = s }
                guard let s = stack else { continue }
                placed.insert(k)
                members[s, default: []].append(k)
                for key in arrangedSides(e) + keys.filter(isSpacer) where owner[key] == nil { owner[key] = s }
                changed = true
            }
        }
        let orphans = entries.indices.filter { !placed.contains($0) }.map { entries[$0] }
        let stacks = stackOrder.map { s in
            StackPropertyReader(inference: self, stack: s, entries: members[s]!.sorted().map { entries[$0] },
                        margins: connections[s]!.map(\.1)).read()
        }
        return (stacks, orphans)
    }
}
