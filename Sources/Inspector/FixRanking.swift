import LayoutModel
import LayoutSyntax

/// How `explain` orders the fixes of a console log's conflict (docs/explain.md, "Ranking"): the
/// way an experienced iOS developer would, so that the first fix is the recommendation.
///
/// 1. A fix that collapses a view, pushes it out of its superview or over a sibling, or leaves
///    something ambiguous, comes after every fix that does none of these.
/// 2. Then the rule that applies, in this order (each from the book and Apple's guide; the
///    corpus log that shows it is named in docs/explain.md):
///    - **repeat**: two of the app's constraints pin the same edge or size — remove the one UIKit
///      broke (or the later): the developer never meant both ("the nuclear approach");
///    - **autoresizing**: a view of the app still translates its mask — turn it off (Rule 1);
///    - **sized by UIKit**: a cell or container size (encapsulated, temporary) is in the set —
///      lower the app's constraint UIKit broke, else the chain's bottom (trailing) end, else a
///      fixed size, to 999, so it gives way while UIKit measures;
///    - **stack view**: lower the app's own constraint inside it;
///    - **UIKit's choice**: lower the constraint UIKit broke to 999 (it keeps the intent).
/// 3. Then least movement, then the kind, then the handle.
enum FixRanking {
    static func rank(_ fixes: [Fix], set: [LayoutConstraint], appleBroken: ConstraintHandle?,
                     origins: [ConstraintHandle: ConstraintOrigin], session: LayoutSession) -> [RankedFix] {
        let state = session.state
        let mine = set.filter { origins[$0.handle] == .app }
        var scored: [(fix: Fix, score: Int, reason: String?)] = []
        let repeats = Self.repeats(mine, among: set)
        let sizedBy = set.filter { c in
            c.identifier.map { $0.hasPrefix("UIView-Encapsulated-Layout") || $0.hasPrefix("_UITemporaryLayout") }
                ?? (origins[c.handle] == .uikit && c.isUnary && ConstraintOrigin.isCellContentView(ConstraintOrigin.className(of: c.first.item, in: state)))
        }
        let inStack = set.contains { $0.identifier?.hasPrefix("UISV-") == true && origins[$0.handle] == .uikit }
        for f in fixes {
            guard let c = state.constraint(f.handle) else { continue }
            var score = 9
            var reason: String? = nil
            if let other = repeats[f.handle] {
                // Two pins of one edge against the same anchor: a constraint made again (an
                // update that added instead of replacing: mas_makeConstraints twice) — the older
                // one, the one UIKit kept, goes. Two sizes of one view: the one UIKit broke gives
                // way (the view's own default against its container's).
                let olderOfTwo = appleBroken == other || (appleBroken != f.handle && f.handle < other)
                if f.kind == .remove && origins[other] != .app {
                    score = 0
                    reason = "UIKit already ties the same two edges (\(state[other].handleName)): yours ties them again, differently"
                } else if f.kind == .remove && !c.isUnary && olderOfTwo {
                    score = 0
                    reason = "it pins the same \(c.first.attribute.name) as \(state[other].handleName), which was made after it: when a constraint is made again, the old one must go (remake rather than make)"
                } else if f.kind == .lowerPriority && c.isUnary && (appleBroken == f.handle || (appleBroken != other && f.handle > other)) {
                    score = 0
                    reason = "two sizes for one \(c.first.attribute.name) (\(state[other].handleName) is the other): let this one, which UIKit broke, give way"
                }
            }
            if f.kind == .changeConstant {
                // Before the repeat rule: of two sizes, the 0 is the one never meant.
                score = -1
                reason = "a size of 0 is a view not given its size yet (a zero frame at init); give it the one it has"
            }
            if score > 1 && f.kind == .stopTranslating {
                score = 1
                reason = "the view still translates its autoresizing mask; you place it with constraints (Rule 1)"
                    + (f.ambiguous.isEmpty ? "" : ", so give it the ones its frame gave it")
            }
            if score > 2 && f.kind == .lowerPriority, let size = sizedBy.first(where: { $0.first.attribute.axis == c.first.attribute.axis }) {
                let container = size.first.item
                let ends: [LayoutAttribute] = size.first.attribute.axis == .vertical ? [.bottom, .bottomMargin, .lastBaseline] : [.trailing, .right, .trailingMargin, .rightMargin]
                let atEnd = (c.first.item == container && ends.contains(c.first.attribute)) || (c.second.map { $0.item == container && ends.contains($0.attribute) } ?? false)
                let isCell = ConstraintOrigin.className(of: container, in: state).contains("Cell")
                let measuring = size.identifier?.hasPrefix("_UITemporary") == true ? "while UIKit measures the view"
                    : isCell ? "while the table or collection view sizes the cell" : "while its container gives the view its size"
                // Heights: the bottom of the chain gives way (what the corpus threads did:
                // fdtemplate, muyexi, wordpress); widths: the constraint UIKit broke.
                let vertical = size.first.attribute.axis == .vertical
                // A view that fills the container edge to edge (gaps of 0) with a fixed size
                // restates the container's size: its own size gives way (RealLogs/deltachat-header-…).
                let fills = c.isUnary && c.relation == .equal && Self.fillsEdgeToEdge(c.first.item, container: container, set: set)
                if fills {
                    score = 2
                    reason = "the view fills its \(isCell ? "cell" : "container") edge to edge, so its fixed \(c.first.attribute.name) restates the one UIKit gives; at 999 it gives way \(measuring)"
                } else if atEnd && vertical {
                    score = 2
                    reason = "the bottom of your vertical chain, against the height UIKit gives; at 999 it gives way \(measuring)"
                } else if f.handle == appleBroken {
                    score = 3
                    reason = "UIKit broke it \(measuring); at 999 it gives way there and holds everywhere else"
                } else if atEnd {
                    score = 3
                    reason = "the end of your chain against the size UIKit gives; at 999 it gives way \(measuring)"
                } else if c.isUnary && c.relation == .equal {
                    score = 4
                    reason = "a fixed size against the size UIKit gives; at 999 it gives way \(measuring)"
                } else {
                    score = 5
                    reason = "at 999 it gives way \(measuring)"
                }
            }
            if score > 5 && inStack && f.kind == .lowerPriority {
                score = f.handle == appleBroken ? 5 : 6
                reason = "inside a stack view, let your own constraint give way rather than the stack's"
            }
            if score > 6 && f.kind == .lowerPriority && f.handle == appleBroken {
                score = 7
                reason = "UIKit broke it; at 999 it gives way only where it must"
            }
            scored.append((f, score, reason))
        }
        // Turning translation off leaves the view with only the constraints it has: ambiguity
        // there is expected (the reason says so), not a fault of the fix.
        let bad = { (f: Fix) in f.problems.isEmpty && (f.ambiguous.isEmpty || f.kind == .stopTranslating) ? 0 : 1 }
        scored.sort { a, b in
            (bad(a.fix), a.score, a.fix.movement, a.fix.kind, a.fix.handle) < (bad(b.fix), b.score, b.fix.movement, b.fix.kind, b.fix.handle)
        }
        return scored.map { RankedFix(fix: $0.fix, reason: $0.score < 9 ? $0.reason : nil) }
    }

    /// Whether `item`'s start and end edges along the axis of `container`'s size are tied to the
    /// container's with a gap of 0.
    static func fillsEdgeToEdge(_ item: LayoutItem, container: LayoutItem, set: [LayoutConstraint]) -> Bool {
        func tied(_ attrs: [LayoutAttribute]) -> Bool {
            set.contains { c in
                guard let s = c.second, c.relation == .equal, c.multiplier == 1, c.constant == 0 else { return false }
                return (c.first.item == item && s.item == container || c.first.item == container && s.item == item)
                    && attrs.contains(c.first.attribute) && attrs.contains(s.attribute)
            }
        }
        let vertical = set.first { $0.first.item == container && $0.isUnary }?.first.attribute == .height
        return vertical ? tied([.top]) && tied([.bottom]) : tied([.leading, .left]) && tied([.trailing, .right])
    }

    /// App constraints that pin an anchor another app constraint of the set also pins with
    /// `==` (the same edge twice, or the same size twice): each mapped to the other.
    static func repeats(_ mine: [LayoutConstraint], among set: [LayoutConstraint]) -> [ConstraintHandle: ConstraintHandle] {
        var out: [ConstraintHandle: ConstraintHandle] = [:]
        for a in mine where a.relation == .equal {
            for b in set where b.handle != a.handle && b.relation == .equal {
                let anchorsA = [a.first] + (a.second.map { [$0] } ?? [])
                let anchorsB = [b.first] + (b.second.map { [$0] } ?? [])
                let same = Set(anchorsA) == Set(anchorsB)
                guard same, out[a.handle] == nil else { continue }
                out[a.handle] = b.handle
            }
        }
        return out
    }
}
