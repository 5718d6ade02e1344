import ConstraintSolver

/// Which attributes of an item's frame the constraints leave undetermined, as Interface Builder
/// flags a view "ambiguous": the frame is the origin in the superview's coordinates (a layout
/// guide's, in its owning view's) and the size. A view pinned inside an ambiguous superview moves
/// with it and is not itself ambiguous; the superview is, once, as the cause.
///
/// Evidence (docs/interface-builder.md, "Ambiguity"): of the 214 subviews of views that Xcode
/// saved with `ambiguous="YES"` in the corpus's 1,067 documents, 153 are saved unflagged. (UIKit's
/// runtime `_autolayoutTrace` marks such children too, in published traces; `frames`, `po` and
/// `explain` keep the engine's per-variable answer, `check` uses this one.)
public enum FrameAmbiguity {
    /// The item that `item`'s frame origin is measured from: a view's superview, a guide's
    /// owning view; nil for the root.
    public static func reference(of item: LayoutItem, in state: LayoutState) -> LayoutItem? {
        switch item {
        case .view(let v): return state[v].superview.map { .view($0) }
        case .guide(let g): return .view(state[g].owner)
        }
    }

    /// `own` and `reference` are the engine variables (minX, minY, width, height) of the item and
    /// of its reference; `free[id]` whether a variable is ambiguous. A coordinate is determined
    /// when the item's and the reference's both are, ambiguous when exactly one is, and when
    /// both are, the solver is asked about their difference. Throws `.stopped` from the solver.
    public static func attributes(own: [Variable], reference: [Variable]?, free: [Bool], solver: Solver) throws(SolverError) -> [String] {
        var out: [String] = []
        for (k, name) in ["minX", "minY"].enumerated() {
            let mine = free[own[k].id]
            guard let r = reference?[k] else {
                if mine { out.append(name) }
                continue
            }
            switch (mine, free[r.id]) {
            case (false, false): break
            case (true, true):
                if try solver.isAmbiguous(LinearExpression([Term(own[k]), Term(r, -1)])) { out.append(name) }
            default: out.append(name)
            }
        }
        if free[own[2].id] { out.append("width") }
        if free[own[3].id] { out.append("height") }
        return out
    }
}
