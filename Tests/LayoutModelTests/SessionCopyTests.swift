import LayoutModel
import LayoutText
import LayoutSyntax
import Testing

/// `LayoutSession.copy()` (a copy of the solver, not a rebuild) and `stopsAtFirstConflict`.
@Suite struct SessionCopyTests {
    func rows(_ n: Int) throws -> LayoutSession {
        let s = LayoutSession()
        for i in 0..<n {
            try s.addView(name: "v\(i)")
            _ = try s.pin(parsing: "H:|-20-[v\(i)(>=40)]-20-|")
            _ = try s.addConstraint(parsing: "v\(i).top == root.top + \(i * 10)")
            _ = try s.addConstraint(parsing: "v\(i).height == 8")
        }
        return s
    }

    @Test func aCopyStartsEqualAndStaysIndependent() throws {
        let s = try rows(3)
        let copy = s.copy()
        #expect(copy.state == s.state)
        for v in s.state.viewIDs { #expect(copy.frame(of: v) == s.frame(of: v)) }
        try copy.resizeRoot(Size(width: 200, height: 504))
        #expect(copy.frame(of: ViewID(1)).width == 160)
        #expect(s.frame(of: ViewID(1)).width == 280)
        #expect(s.state.rootSize.width == 320)
        // And the other way round.
        try s.resizeRoot(Size(width: 100, height: 504))
        #expect(copy.frame(of: ViewID(1)).width == 160)
        #expect(s.frame(of: ViewID(1)).width == 60)
    }

    @Test func aResizePastASharedBoundMeetsEveryConflictUnlessToldToStop() throws {
        let s = try rows(4)
        let all = s.copy()
        try all.resizeRoot(Size(width: 50, height: 504))
        let conflicts = all.events.filter { if case .conflict = $0 { true } else { false } }
        #expect(conflicts.count == 4)

        let probe = s.copy()
        probe.stopsAtFirstConflict = true
        try probe.resizeRoot(Size(width: 50, height: 504))
        let first = probe.events.filter { if case .conflict = $0 { true } else { false } }
        #expect(first.count == 1)
        #expect(first.first == conflicts.first)
        // The user's session is untouched by either probe.
        #expect(s.state.rootSize.width == 320)
        #expect(!s.state.constraints.contains { $0.isBroken })
    }
}
