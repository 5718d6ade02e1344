import Testing
@testable import LayoutModel
import LayoutSyntax
import PlumbTestSupport

/// `searchesConflictSets = false` (a session being imported from a log) breaks a user
/// constraint that cannot hold without the solver searching the conflict's set. The session
/// must end exactly as with the search: the same constraints broken, the same frames bit for
/// bit, the same ambiguity; only the conflict events name the broken constraint alone.
@Suite struct UnsearchedConflictTests {
    /// The same random session built twice, with and without the search.
    @Test func sessionsEndTheSame() throws {
        var conflicts = 0, sessions = 0, systemConflicts = 0
        for seed in UInt64(1)...120 {
            let searched = LayoutSession(), unsearched = LayoutSession()
            unsearched.searchesConflictSets = false
            for s in [searched, unsearched] {
                var rng = SplitMix64(seed: seed)
                var views: [ViewID] = []
                for i in 0..<rng.int(2...6) {
                    let label = rng.chance(0.3)
                    views.append(try s.addView(name: "v\(i)", className: label ? "UILabel" : "UIView",
                                               superview: views.isEmpty || rng.chance(0.6) ? nil : rng.pick(views),
                                               text: label ? "Text \(i)" : nil))
                }
                for _ in 0..<rng.int(4...14) {
                    let v = rng.pick(views)
                    let attribute: LayoutAttribute = rng.pick([.left, .right, .width, .top, .height, .centerX])
                    let size = attribute == .width || attribute == .height
                    let other = rng.chance(0.3) && !size ? nil : Anchor(.view(rng.pick(views + [ViewID(0)])), attribute)
                    let relation: LayoutRelation = rng.chance(0.6) ? .equal : rng.pick([.lessThanOrEqual, .greaterThanOrEqual])
                    let priority: LayoutPriority = rng.chance(0.8) ? .required : 750
                    if size || other != nil {
                        _ = try? s.addConstraint(Anchor(.view(v), attribute), relation, other ?? (size ? nil : Anchor(.view(ViewID(0)), attribute)),
                                                 constant: Double(rng.int(0...400)), priority: priority)
                    }
                    if rng.chance(0.15) { try? s.setTranslatesAutoresizingMask(v, rng.chance(0.5)) }
                }
            }
            sessions += 1
            let broken = { (s: LayoutSession) in s.state.constraints.filter(\.isBroken).map(\.handle) }
            #expect(broken(searched) == broken(unsearched), "seed \(seed)")
            conflicts += broken(searched).count
            systemConflicts += searched.state.constraints.filter { $0.isBroken && $0.kind.isSystem }.count
            for v in searched.state.viewIDs {
                let a = searched.frame(of: v), b = unsearched.frame(of: v)
                #expect([a.x, a.y, a.width, a.height].map(\.bitPattern) == [b.x, b.y, b.width, b.height].map(\.bitPattern), "seed \(seed) view \(v)")
                #expect(searched.ambiguousAttributes(of: .view(v)) == unsearched.ambiguousAttributes(of: .view(v)), "seed \(seed) view \(v)")
            }
        }
        #expect(sessions == 120)
        #expect(conflicts > 50, "only \(conflicts) conflicts")
        _ = systemConflicts
    }

    @Test func theEventNamesTheBrokenConstraintAlone() throws {
        let s = LayoutSession()
        s.searchesConflictSets = false
        let v = try s.addView(name: "v")
        try s.setTranslatesAutoresizingMask(v, false)
        let a = try s.addConstraint(Anchor(.view(v), .width), .equal, constant: 10)
        let b = try s.addConstraint(Anchor(.view(v), .width), .equal, constant: 20)
        #expect(s.state[b].isBroken && !s.state[a].isBroken)
        #expect(s.events == [.conflict(ConflictReport(constraints: [b], broken: b, sizeLimits: []))])
        // A copy searches again: its conflict names both.
        let c = s.copy()
        try c.setActive([b], false)
        try c.setActive([b], true)
        #expect(c.events == [.conflict(ConflictReport(constraints: [a, b], broken: b, sizeLimits: []))])
    }
}
