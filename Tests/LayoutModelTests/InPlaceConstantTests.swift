import ConstraintSolver
import LayoutModel
import LayoutSyntax
import Testing

/// Resizing the root and the `constant` command change constants in the solver in place
/// (`Solver.changeConstant`), not by taking the constraint out and putting it back: a change that
/// moves no row out of feasibility costs no pivot and no added row at all (`SolverWork` counts
/// both; taking out and putting back a required equality counts at least the row added back).
@Suite struct InPlaceConstantTests {
    /// 8 views, each `H:|-20-[vᵢ(>=40)]-20-|`, 10 points high, stacked 10 apart.
    func rows() throws -> LayoutSession {
        let s = LayoutSession()
        for i in 0..<8 {
            try s.addView(name: "v\(i)")
            _ = try s.pin(parsing: "H:|-20-[v\(i)(>=40)]-20-|")
            _ = try s.addConstraint(parsing: "v\(i).top == root.top + \(i * 10)")
            _ = try s.addConstraint(parsing: "v\(i).height == 10")
        }
        return s
    }

    func steps(_ body: () throws -> Void) rethrows -> Int {
        let meter = SolverWork()
        try SolverWork.$meter.withValue(meter) { try body() }
        return meter.steps
    }

    @Test func resizingTheRootCostsNoPivot() throws {
        let s = try rows()
        // 300 − 20 − 20 = 260 ≥ 40: every view follows, no inequality starts to bind.
        #expect(try steps { try s.resizeRoot(Size(width: 300, height: 600)) } == 0)
        #expect(s.frame(of: ViewID(5)).width == 260)
        #expect(s.events.isEmpty)
        // Down to 50 the `>= 40` widths conflict (the resize keeps the root's size and breaks a
        // view's constraint); back to 300 restores them.
        try s.resizeRoot(Size(width: 50, height: 600))
        #expect(s.events.contains { if case .conflict = $0 { true } else { false } })
        try s.resizeRoot(Size(width: 300, height: 600))
        #expect(s.frame(of: ViewID(5)).width == 260)
        #expect(s.state.constraints.allSatisfy { !$0.isBroken })
    }

    @Test func theConstantCommandCostsNoPivot() throws {
        let s = try rows()
        // An optional inequality in the tableau (its slack and error), holding before and after.
        let atLeast = try s.addConstraint(parsing: "v3.width >= 100 @500")
        #expect(try steps { try s.setConstant([atLeast], 200) } == 0)
        #expect(s.state[atLeast].constant == 200)
        #expect(s.frame(of: ViewID(4)).width == 280)
        // A required one that moves a view.
        let top = s.state.constraints.first { $0.identifier == nil && $0.constant == 30 }!.handle
        #expect(try steps { try s.setConstant([top], 35) } == 0)
        #expect(s.frame(of: ViewID(4)).y == 35)
    }
}
