import LayoutModel
import LayoutSyntax

/// One stack view as the log shows it (`StackInference`): the properties read, its arranged
/// views in item keys, its spacers, and — when every property is known or defaulted — which of
/// the generator's constraints each of the log's UISV constraints is. A stack is rebuilt only
/// when the generator makes every one of the log's UISV constraints (same items, attributes,
/// relation, multiplier, constant and priority), so the rebuilt session lists what the log lists.
struct StackLogReading {
    var stackKey: String
    var entries: [StackInference.Entry]
    var marginsGuideKey: String? = nil
    var alignmentSpanner: String? = nil
    var orderingSpanner: String? = nil
    var gapGuides: [String] = []
    var properties = StackViewProperties()
    var arranged: [String] = []
    var hidden: Set<String> = []
    var customSpacing: [String: Double] = [:]
    var reading = ImportedStackReading(properties: [], rebuilt: false, notRebuiltBecause: nil)
    /// Per entry, the index of the generator's constraint it is (filled by `matchGenerator`).
    var matches: [Int] = []
    /// The log's gap guide for each of the generator's gap guides, as matched.
    var gapGuideKeys: [Int: String] = [:]
    var generatedCount = 0

    init(stackKey: String, entries: [StackInference.Entry]) {
        self.stackKey = stackKey
        self.entries = entries
    }

    /// Whether every property is shown or defaulted.
    var isReadable: Bool { reading.notRebuiltBecause == nil && !reading.properties.isEmpty }

    /// The arrangement the generator makes for the properties read (imported views have no
    /// intrinsic size; views that show text have baselines).
    func arrangement(items: [String: Reconstruction.ItemInfo]) -> StackArrangement {
        StackArrangement(properties, arranged.map { k in
            ArrangedSubview(isHidden: hidden.contains(k), customSpacingAfter: customSpacing[k], intrinsicLength: nil,
                            hasBaseline: ViewClass.showsText(items[k]?.className ?? "UIView"), isMultilineText: false)
        })
    }

    /// Matches each of the log's UISV constraints to one the generator makes; on the first that
    /// has none, the stack is not rebuilt and the reason names it.
    mutating func matchGenerator(_ inference: StackInference) {
        guard isReadable else { return }
        let generated = arrangement(items: inference.items)
        generatedCount = generated.constraints.count
        var used = Set<Int>()
        matches = []
        for e in entries {
            guard let g = generated.constraints.indices.first(where: { !used.contains($0) && isGenerated(e, by: generated.constraints[$0]) }) else {
                reading.notRebuiltBecause = Self.mismatch(e, inference: inference, stack: inference.printed(stackKey))
                matches = []
                return
            }
            used.insert(g)
            matches.append(g)
        }
    }

    /// Why a log constraint has no counterpart among the generator's.
    static func mismatch(_ e: StackInference.Entry, inference: StackInference, stack: String) -> String {
        if e.identifier == "UISV-hiding" && e.priority == 1000 {
            return "\(stack)'s 'UISV-hiding' is required in the log (iOS 9–10); plumb generates current UIKit's 999.999, which would not reproduce this conflict"
        }
        if e.identifier == "UISV-fill-proportionally" {
            return "\(stack)'s 'UISV-fill-proportionally' multipliers come from its arranged views' intrinsic sizes, which the log does not give"
        }
        return "the log's \(e.log.text.split(separator: " ").prefix(3).joined(separator: " "))…> is not a constraint plumb's generator makes for \(stack) with the properties read (it follows current UIKit, docs/stack-views.md)"
    }

    /// The key the generator's item stands for; a gap guide is assigned to the log's on first match.
    func key(_ item: StackItem) -> String? {
        switch item {
        case .stack: return stackKey
        case .marginsGuide: return marginsGuideKey
        case .arranged(let i): return arranged[i]
        case .alignmentSpanner: return alignmentSpanner
        case .orderingSpanner: return orderingSpanner
        case .gapGuide(let k): return gapGuideKeys[k]
        }
    }

    mutating func isGenerated(_ e: StackInference.Entry, by g: StackConstraint) -> Bool {
        guard e.identifier == g.identifier.rawValue, e.priority == g.priority else { return false }
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-3 * max(1, abs(a)) }
        func same(_ side: StackInference.Side, _ anchor: StackAnchor) -> Bool {
            guard side.attribute == anchor.attribute else { return false }
            if case .gapGuide(let k) = anchor.item, gapGuideKeys[k] == nil {
                return gapGuides.contains(side.key) && !gapGuideKeys.values.contains(side.key)
            }
            return key(anchor.item) == side.key
        }
        func assign(_ side: StackInference.Side?, _ anchor: StackAnchor?) {
            if let side, let anchor, case .gapGuide(let k) = anchor.item, gapGuideKeys[k] == nil { gapGuideKeys[k] = side.key }
        }
        guard close(e.multiplier, g.multiplier) else {
            // Flipped sides of a proportional constraint are not compared.
            return false
        }
        // As printed, or with its sides exchanged (`H:[last]-(0)-|` is `canvas.trailing == last.trailing`).
        if let s = e.second, let gs = g.second {
            if same(e.first, g.first) && same(s, gs) && e.relation == g.relation && close(e.constant, g.constant) {
                assign(e.first, g.first); assign(s, gs)
                return true
            }
            let flipped: LayoutRelation = e.relation == .equal ? .equal : (e.relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual)
            if abs(g.multiplier - 1) < 1e-9, same(s, g.first) && same(e.first, gs) && flipped == g.relation && close(-e.constant, g.constant) {
                assign(s, g.first); assign(e.first, gs)
                return true
            }
            return false
        }
        return e.second == nil && g.second == nil && same(e.first, g.first) && e.relation == g.relation && close(e.constant, g.constant)
    }
}
