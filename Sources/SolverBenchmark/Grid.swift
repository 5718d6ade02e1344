import ConstraintSolver

/// The constants of the grid workload (../shared/bench/WORKLOAD.md), the same as kiwi_bench.py.
enum Grid {
    static let cols = 10               // views per row
    static let margin = 20.0           // root edge inset
    static let gap = 8.0               // spacing between siblings / rows
    static let minWidth = 20.0         // width >= 20 (required)
    static let preferredWidth = 100.0  // width == 100 (optional)
    static let rootWidth0 = 1000.0     // initial root width
    static let rootHeight = 1000.0     // root height (required)
    static let resizes: [Double] = (0..<1000).map { 300.0 + Double($0) }  // 300 ... 1299
    static let churnRounds = 10
    /// kiwi "medium" for the preferred width.
    static let preferredPriority: Priority = 500
    /// kiwi "strong" for the root.width edit variable.
    static let editPriority: Priority = 999

    /// The width of every view of a row of `count` views when the root is `rootWidth` wide
    /// (the closed form kiwi_bench.py checks against; `count` = 10 for a full row).
    static func expectedWidth(_ rootWidth: Double, rowCount count: Int = cols) -> Double {
        let fit = (rootWidth - 2 * margin - Double(count - 1) * gap) / Double(count)
        return max(minWidth, min(preferredWidth, fit))
    }
}

/// The variables and constraint objects of one grid of `n` views on a fresh solver, made in
/// exactly the order of kiwi_bench.py's `Model`: root.left, root.top, root.width, root.height,
/// then all lefts, all tops, all widths, all heights; constraints in the order they are added.
final class GridModel {
    let n: Int
    let solver: Solver
    let rootLeft, rootTop, rootWidth, rootHeight: Variable
    let left, top, width, height: [Variable]
    /// root.left == 0, root.top == 0, root.height == 1000 (required).
    let rootConstraints: [Constraint]
    /// root.width == 1000 (required); swapped for an edit variable by edit-attach.
    let rootWidthFix: Constraint
    /// Constraints a–g of every view, in the order they are added.
    let viewConstraints: [Constraint]
    /// (g) of each view: width == 100 at the preferred priority.
    let preferred: [Constraint]
    /// (b) of each view: width >= 20 (required).
    let minimum: [Constraint]

    init(n: Int) {
        precondition(n >= 1)
        self.n = n
        let s = Solver()
        solver = s
        rootLeft = s.makeVariable("root.left")
        rootTop = s.makeVariable("root.top")
        rootWidth = s.makeVariable("root.width")
        rootHeight = s.makeVariable("root.height")
        left = (0..<n).map { s.makeVariable("v\($0).left") }
        top = (0..<n).map { s.makeVariable("v\($0).top") }
        width = (0..<n).map { s.makeVariable("v\($0).width") }
        height = (0..<n).map { s.makeVariable("v\($0).height") }

        rootConstraints = [
            Constraint(rootLeft, .equal, 0.0),
            Constraint(rootTop, .equal, 0.0),
            Constraint(rootHeight, .equal, Grid.rootHeight),
        ]
        rootWidthFix = Constraint(rootWidth, .equal, Grid.rootWidth0)

        var cns: [Constraint] = []
        var pref: [Constraint] = []
        var minimum: [Constraint] = []
        cns.reserveCapacity(6 * n + n / Grid.cols + 1)
        for i in 0..<n {
            let r = i / Grid.cols, c = i % Grid.cols
            let l = left[i], t = top[i], w = width[i], h = height[i]
            cns.append(Constraint(w, .equal, h * 1.0))                                       // a aspect
            let b = Constraint(w, .greaterThanOrEqual, Grid.minWidth)                       // b min width
            cns.append(b)
            minimum.append(b)
            if c == 0 {                                                                     // c leading
                cns.append(Constraint(l, .equal, rootLeft + Grid.margin))
            } else {
                cns.append(Constraint(l, .equal, left[i - 1] + width[i - 1] + Grid.gap))
            }
            if r == 0 {                                                                     // d top
                cns.append(Constraint(t, .equal, rootTop + Grid.margin))
            } else {
                cns.append(Constraint(t, .equal, top[i - Grid.cols] + height[i - Grid.cols] + Grid.gap))
            }
            if c > 0 {                                                                      // e equal widths
                cns.append(Constraint(w, .equal, width[i - 1]))
            }
            if c == Grid.cols - 1 || i == n - 1 {                                           // f trailing
                cns.append(Constraint(l + w, .lessThanOrEqual, rootLeft + rootWidth - Grid.margin))
            }
            let p = Constraint(w, .equal, Grid.preferredWidth, priority: Grid.preferredPriority)  // g preferred
            cns.append(p)
            pref.append(p)
        }
        viewConstraints = cns
        preferred = pref
        self.minimum = minimum
    }

    /// The build+solve workload's adds: the root constraints, the root.width fix, then every
    /// view's constraints, in kiwi_bench.py's order.
    func addAll() throws(SolverError) {
        for c in rootConstraints { try solver.add(c) }
        try solver.add(rootWidthFix)
        for c in viewConstraints { try solver.add(c) }
    }

    /// The edit-attach workload: root.width onto an edit variable at its initial width, then the
    /// required fix removed.
    func attachEdit() throws(SolverError) {
        try solver.addEditVariable(rootWidth, priority: Grid.editPriority)
        try solver.suggestValue(rootWidth, Grid.rootWidth0)
        try solver.remove(rootWidthFix)
    }

    /// root constraints + root.width fix (or edit) + view constraints, as kiwi_bench.py counts.
    var constraintCount: Int { rootConstraints.count + 1 + viewConstraints.count }

    var allVariables: [Variable] {
        [rootLeft, rootTop, rootWidth, rootHeight] + left + top + width + height
    }

    /// kiwi_bench.py's `check`: view 0's width and the last view's top against the closed form.
    /// Returns a failure message, or nil.
    func check(_ values: Solution, rootWidth rw: Double, label: String) -> String? {
        let want = Grid.expectedWidth(rw)
        let got = values[width[0]]
        let last = n - 1
        let rows = Double(last / Grid.cols)
        let wantTop = Grid.margin + rows * (want + Grid.gap)
        let gotTop = values[top[last]]
        if !(abs(got - want) <= 1e-6) || !(abs(gotTop - wantTop) <= 1e-4 * max(1.0, wantTop)) {
            return "\(label): root.width=\(rw) w0=\(got) (want \(want)) top_last=\(gotTop) (want \(wantTop))"
        }
        return nil
    }

    /// A stricter check (--full-check): every view's left, top, width and height against the
    /// closed form, rows of fewer than 10 views included.
    func fullCheck(_ values: Solution, rootWidth rw: Double, label: String) -> String? {
        var rowTop = Grid.margin
        var row = 0
        while row * Grid.cols < n {
            let first = row * Grid.cols
            let count = min(Grid.cols, n - first)
            let want = Grid.expectedWidth(rw, rowCount: count)
            for c in 0..<count {
                let i = first + c
                let wantLeft = Grid.margin + Double(c) * (want + Grid.gap)
                let checks: [(String, Double, Double)] = [
                    ("width", values[width[i]], want), ("height", values[height[i]], want),
                    ("left", values[left[i]], wantLeft), ("top", values[top[i]], rowTop),
                ]
                for (what, got, expect) in checks where !(abs(got - expect) <= 1e-6 * max(1.0, abs(expect))) {
                    return "\(label) (full check): root.width=\(rw) v\(i).\(what)=\(got) (want \(expect))"
                }
            }
            rowTop += want + Grid.gap
            row += 1
        }
        return nil
    }
}
