import LayoutSyntax

/// UIKit's tie-break in a fill stack view: "When items do not fit (overflow) or fill (underflow)
/// the space available adjustments occur according to compressionResistance or hugging
/// priorities of items, or when that is ambiguous, according to arrangement order"
/// (UIStackView.h, `UIStackViewDistributionFill`), and it is the **first** view that stretches
/// (docs/stack-views.md rule 11: two independent observations of UIKit doing it).
///
/// UIKit makes no constraint for it (none in the decompiled `_UIOrderedLayoutArrangement`, in
/// Arranged or in any printed list): its engine's order decides. plumb's engine has no such
/// order, so it makes the order explicit inside the translation of each arranged view's
/// content-size constraint (never a constraint of the model: no list, log or export shows it).
/// Along a fill stack's axis, the visible arranged view at index k > 0 of n holds its intrinsic
/// length a second time, hugging and resistance each, just below its own priority:
/// `p − 0.001 × (n − k)` — the last view's tie-break is the strongest. Among layouts that are
/// equally good at the real priorities, the later views keep their intrinsic length first, so
/// the first view stretches (or shrinks) first, the second next, and so on. With unequal
/// priorities nothing changes: a tie-break only chooses among layouts that every constraint at
/// or above `p − 0.001 × n` finds equally good. A view with no intrinsic length has no
/// content-size constraint, so no tie-break: its length stays ambiguous, as in UIKit (rule 11).
enum ArrangementOrder {
    /// The view's place among the visible arranged views of a fill stack whose axis is `axis`:
    /// (k, n), or nil when no tie-break applies (not arranged, hidden, another distribution or
    /// axis, or the first visible view).
    static func rank(of view: ViewID, along axis: Axis, in state: LayoutState) -> (index: Int, count: Int)? {
        guard !state[view].isHidden, let s = state[view].superview, let config = state[s].stack,
              config.properties.distribution == .fill, config.properties.axis == axis,
              config.arranged.contains(view)
        else { return nil }
        let visible = config.arranged.filter { !state[$0].isHidden }
        guard let k = visible.firstIndex(of: view), k > 0 else { return nil }
        return (k, visible.count)
    }

    /// `p − 0.001 × (n − k)`, or nil when that is not above 0.
    static func priority(below p: LayoutPriority, rank: (index: Int, count: Int)) -> LayoutPriority? {
        LayoutPriority(thousandths: p.thousandths - (rank.count - rank.index))
    }
}
