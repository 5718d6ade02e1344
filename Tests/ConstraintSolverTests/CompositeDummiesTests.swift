// Composite dummies (CompositeDummies.swift): a row's dummy terms enter the tableau as one symbol,
// and a dummy hidden in composites is made explicit before anything reads its column.

@testable import ConstraintSolver
import Testing

@Suite("CompositeDummiesTests")
struct CompositeDummiesTests {
    /// One row of the grid workload (../shared/bench/WORKLOAD.md): ten views, each left from its
    /// neighbour's (definitions), equal widths, a trailing edge and a preferred width.
    private struct ViewRow {
        let solver = Solver()
        let rootLeft, rootWidth: Variable
        let lefts, widths: [Variable]
        var equalWidths: [Constraint] = []
        var leftChain: [Constraint] = []
        let trailing: Constraint

        init(views: Int = 10, rootWidth width: Double = 1000) throws {
            let s = solver
            rootLeft = s.makeVariable("root.left")
            rootWidth = s.makeVariable("root.width")
            lefts = (0..<views).map { s.makeVariable("l\($0)") }
            widths = (0..<views).map { s.makeVariable("w\($0)") }
            try s.add(Constraint(rootLeft, .equal, 0.0))
            try s.add(Constraint(rootWidth, .equal, width))
            for i in 0..<views {
                try s.add(Constraint(widths[i], .greaterThanOrEqual, 20.0))
                let left = i == 0
                    ? Constraint(lefts[i], .equal, rootLeft + 20.0)
                    : Constraint(lefts[i], .equal, lefts[i - 1] + widths[i - 1] + 8.0)
                leftChain.append(left)
                try s.add(left)
                if i > 0 {
                    let same = Constraint(widths[i], .equal, widths[i - 1])
                    equalWidths.append(same)
                    try s.add(same)
                }
                try s.add(Constraint(widths[i], .equal, 100.0, priority: 500))
            }
            trailing = Constraint(lefts[views - 1] + widths[views - 1], .lessThanOrEqual, rootLeft + rootWidth - 20.0)
            try s.add(trailing)
        }
    }

    private func variables(_ s: Solver) -> [Variable] { (0..<s.variableCount).map { Variable(id: $0) } }

    /// The longest row of the tableau.
    private func longestRow(_ s: Solver) -> Int { s.tableau.rows.compactMap { $0?.count }.max() ?? 0 }

    /// Without composites the trailing edge's row carries the 19 dummies of the ten lefts and the
    /// nine equal widths, and so does every width's row substituted from it (22 terms each,
    /// docs/benchmarks.md); with them, one composite stands for each such sum.
    @Test func rowsOfAViewRowStayShort() throws {
        let row = try ViewRow()
        #expect(longestRow(row.solver) <= 8, "longest row \(longestRow(row.solver)) terms")
        let expected = (1000.0 - 40 - 72) / 10
        for w in row.widths { #expect(abs(row.solver.value(of: w) - expected) < 1e-9) }
    }

    /// Taking out a required equality hidden in composites leaves a solution that keeps every
    /// other required constraint and is optimal: its level errors are a fresh solver's. (Not
    /// the same values: without one equal-widths rule the two groups of views may share the
    /// room in many ways at the same error.)
    @Test func removingAHiddenEqualityMatchesAFreshSolver() throws {
        for k in [0, 4, 8] {
            let row = try ViewRow()
            try row.solver.remove(row.equalWidths[k])
            let fresh = Solver()
            var map: [Int: Variable] = [:]
            for v in variables(row.solver) { map[v.id] = fresh.makeVariable(row.solver.name(of: v)) }
            for c in row.solver.constraints {
                let terms = c.expression.terms.map { Term(map[$0.variable.id]!, $0.coefficient) }
                try fresh.add(Constraint(LinearExpression(terms, constant: c.expression.constant), c.relation, priority: c.priority))
            }
            let errors = row.solver.levelErrors(), freshErrors = fresh.levelErrors()
            #expect(errors.map(\.priority) == freshErrors.map(\.priority))
            for (e, f) in zip(errors, freshErrors) { #expect(abs(e.error - f.error) < 1e-9, "equal width \(k) removed") }
            for c in row.solver.constraints where c.priority == .required {
                let value = c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * row.solver.value(of: $1.variable) }
                let holds = switch c.relation {
                case .equal: abs(value) < 1e-9
                case .lessThanOrEqual: value < 1e-9
                case .greaterThanOrEqual: value > -1e-9
                }
                #expect(holds, "equal width \(k) removed: \(c) is off by \(value)")
            }
        }
    }

    /// Changing the constant of an equality hidden in composites moves every view as the
    /// closed form says.
    @Test func changingAHiddenConstantMovesTheRow() throws {
        let row = try ViewRow()
        // The fourth left's gap from 8 to 18 (the expression l3 − l2 − w2 − 8 gets the constant
        // −18): views 3… move right by 10, and the widths shrink to make room:
        // (1000 − 40 − 72 − 10) / 10.
        try row.solver.changeConstant(of: row.leftChain[3], to: -18)
        let width = (1000.0 - 40 - 72 - 10) / 10
        for w in row.widths { #expect(abs(row.solver.value(of: w) - width) < 1e-9) }
        #expect(abs(row.solver.value(of: row.lefts[3]) - (20 + 3 * (width + 8) + 10)) < 1e-9)
        // The root's width, the constant every trailing row depends on.
        let root = row.solver.constraints.first { $0.variables.contains(row.rootWidth) && $0.relation == .equal }!
        try row.solver.changeConstant(of: root, to: -2000)
        for w in row.widths { #expect(abs(row.solver.value(of: w) - 100) < 1e-9) }
    }

    /// A conflict whose proof runs through composites names the constraints inside them.
    @Test func aConflictNamesTheConstraintsInsideComposites() throws {
        let row = try ViewRow()
        // The last view's right edge at 1500 cannot hold with the root 1000 wide: the conflict is
        // the trailing edge, the root's width and the new constraint (the lefts are definitions
        // and the widths are not pinned, so nothing else is needed).
        let tooFar = Constraint(row.lefts[9] + row.widths[9], .equal, 1500.0)
        let conflict = try row.solver.conflict(ifAdding: tooFar)
        let named = try #require(conflict).constraints
        #expect(named.contains { $0 === row.trailing })
        #expect(named.last === tooFar)
        #expect(named.contains { $0.variables.contains(row.rootWidth) && $0 !== row.trailing })
    }

    /// A required add that fails after its row was composited leaves the solver as it was,
    /// composites included: the next adds and removals answer as on a copy taken before.
    @Test func aRejectedAddPutsCompositesBack() throws {
        let row = try ViewRow()
        let before = row.solver.copy()
        let tooFar = Constraint(row.lefts[9] + row.widths[9], .equal, 1500.0)
        #expect(throws: SolverError.self) { try row.solver.add(tooFar) }
        #expect(row.solver.tableau.compositeDefinitions.keys.sorted() == before.tableau.compositeDefinitions.keys.sorted())
        #expect(row.solver.tableau.symbolCount == before.tableau.symbolCount)
        try row.solver.remove(row.equalWidths[2])
        let copied = before.constraints.first { $0 === row.equalWidths[2] }!
        try before.remove(copied)
        for v in variables(row.solver) { #expect(abs(row.solver.value(of: v) - before.value(of: v)) < 1e-9) }
    }
}
