import Testing
@testable import LayoutModel
import LayoutSyntax
import PlumbTestSupport

/// A session holding its engine changes (`LayoutSession.holdEngineChanges()`) must end exactly
/// where the same changes made one by one end — same frames to the bit, same ambiguity, same
/// broken constraints — whenever it says they held; and must say they did not whenever one of
/// them, made one by one, met a conflict.
@Suite struct HeldEngineChangesTests {
    /// One change of a random build: a view (now and then a label, which brings its
    /// content-size constraints) or a constraint between two views made so far.
    enum Change {
        case view(name: String, superview: Int, label: Bool)
        case constraint(Int, LayoutAttribute, LayoutRelation, Int?, LayoutAttribute, multiplier: Double, constant: Double, priority: LayoutPriority)
    }

    static let horizontal: [LayoutAttribute] = [.left, .right, .leading, .trailing, .centerX]
    static let vertical: [LayoutAttribute] = [.top, .bottom, .centerY]

    /// A random build of `count` changes: few enough constraints that many builds hold, and
    /// sometimes one that conflicts (a required width set twice).
    static func build(seed: UInt64, count: Int) -> [Change] {
        var g = SplitMix64(seed: seed)
        var changes: [Change] = []
        var views = 1  // the root
        for i in 0..<count {
            if views < 3 || g.chance(0.3) {
                changes.append(.view(name: "v\(i)", superview: g.int(0...(views - 1)), label: g.chance(0.3)))
                views += 1
                continue
            }
            let a = g.int(1...(views - 1))
            switch g.int(0...3) {
            case 0:
                // A size, now and then one that fights an earlier one.
                let attr: LayoutAttribute = g.chance(0.5) ? .width : .height
                let required = g.chance(0.15)
                changes.append(.constraint(a, attr, required ? .equal : g.relation(), nil, attr, multiplier: 1,
                                           constant: Double(g.int(0...300)), priority: required ? 1000 : g.priority()))
            default:
                let b = g.int(0...(views - 1))
                let axis = g.chance(0.5) ? horizontal : vertical
                changes.append(.constraint(a, g.pick(axis), g.relation(), b, g.pick(axis), multiplier: 1,
                                           constant: g.constant(), priority: g.priority()))
            }
        }
        return changes
    }

    /// Makes the changes; returns whether any of them met a conflict.
    @discardableResult
    static func make(_ changes: [Change], in s: LayoutSession) throws -> Bool {
        var conflict = false
        for change in changes {
            switch change {
            case .view(let name, let superview, let label):
                try s.addView(name: name, className: label ? "UILabel" : "UIView", superview: ViewID(superview),
                              text: label ? "Text \(name)" : nil)
            case .constraint(let a, let attr, let relation, let b, let battr, let multiplier, let constant, let priority):
                let second = b.map { Anchor(.view(ViewID($0)), battr) }
                do {
                    try s.addConstraint(Anchor(.view(ViewID(a)), attr), relation, second, multiplier: multiplier,
                                        constant: constant, priority: priority)
                } catch {
                    continue  // (a constraint UIKit refuses: a view against its own subtree's axis, and so on)
                }
            }
            if s.hadConflict { conflict = true }
        }
        return conflict
    }

    /// How many changes wait before the worker thread takes them: 1 hands every change over at
    /// once (the most interleaving), 7 some, `Int.max` none (all the work on this thread).
    static let workerBatches = [Int.max, 1, 7]

    @Test(arguments: workerBatches)
    func heldChangesEndWhereChangesOneByOneEnd(workerBatch: Int) throws {
        var kept = 0, refused = 0
        for seed in UInt64(1)...120 {
            let changes = Self.build(seed: seed, count: 40)
            let oneByOne = LayoutSession()
            let conflicted = try Self.make(changes, in: oneByOne)

            let held = LayoutSession()
            held.holdEngineChanges(workerBatch: workerBatch)
            try Self.make(changes, in: held)
            if workerBatch == .max {
                // Nothing read the engine: its variables wait with the rest. (With a worker, its
                // solver is the worker's until the release.)
                #expect(held.engineStore.solver.variableCount < oneByOne.engineStore.solver.variableCount, "seed \(seed)")
            }
            let didHold = held.releaseHeldChanges()
            #expect(!held.holdsEngineChanges)
            #expect(didHold == !conflicted, "seed \(seed): held \(didHold), one by one met a conflict: \(conflicted)")
            guard didHold else {
                refused += 1
                continue
            }
            kept += 1
            // To the bit: the solver went through the same steps.
            #expect(held.frames() == oneByOne.frames(), "seed \(seed)")
            #expect(held.state == oneByOne.state, "seed \(seed)")
            #expect(held.engine.constraints.count == oneByOne.engine.constraints.count, "seed \(seed)")
            for v in held.state.viewIDs {
                #expect(held.ambiguousAttributes(of: .view(v)) == oneByOne.ambiguousAttributes(of: .view(v)), "seed \(seed) view \(v)")
            }
        }
        // Both outcomes were exercised.
        #expect(kept >= 20)
        #expect(refused >= 20)
    }

    @Test(arguments: workerBatches)
    func readingTheEngineAppliesTheHeldWorkFirst(workerBatch: Int) throws {
        let changes = Self.build(seed: 7, count: 30)
        let oneByOne = LayoutSession()
        try Self.make(Array(changes.prefix(20)), in: oneByOne)
        let held = LayoutSession()
        held.holdEngineChanges(workerBatch: workerBatch)
        try Self.make(Array(changes.prefix(20)), in: held)
        // A read in the middle sees what one by one sees, and holding goes on after it.
        #expect(held.frames() == oneByOne.frames())
        #expect(held.holdsEngineChanges)
        try Self.make(Array(changes.dropFirst(20)), in: oneByOne)
        try Self.make(Array(changes.dropFirst(20)), in: held)
        _ = held.releaseHeldChanges()
        #expect(held.frames() == oneByOne.frames())
        #expect(held.state == oneByOne.state)
    }

    @Test(arguments: workerBatches)
    func aConflictMetWhileHeldIsSaid(workerBatch: Int) throws {
        let s = LayoutSession()
        s.holdEngineChanges(workerBatch: workerBatch)
        let v = try s.addView(name: "v")
        try s.addConstraint(Anchor(.view(v), .width), .equal, constant: 10)
        try s.addConstraint(Anchor(.view(v), .width), .equal, constant: 20)
        // Made one by one, the second would have reported the conflict at once; held, nothing
        // has been solved yet.
        #expect(s.events.isEmpty)
        #expect(!s.releaseHeldChanges())
        #expect(s.hadConflict)
    }

    @Test(arguments: workerBatches)
    func abandoningGoesBackToTheSnapshot(workerBatch: Int) throws {
        let s = LayoutSession()
        let a = try s.addView(name: "a")
        try s.addConstraint(Anchor(.view(a), .width), .equal, constant: 50)
        let snapshot = s.copy()
        s.holdEngineChanges(workerBatch: workerBatch)
        let b = try s.addView(name: "b")
        try s.addConstraint(Anchor(.view(b), .width), .equal, constant: 10)
        _ = s.frames()  // (part of the held work done: still forgotten)
        try s.addConstraint(Anchor(.view(b), .height), .equal, constant: 10)
        // (With a worker, some of it may be under way when it is cancelled.)
        for i in 0..<40 { try s.addView(name: "c\(i)") }
        s.abandonHeldChanges(returningTo: snapshot)
        #expect(!s.holdsEngineChanges)
        #expect(s.state == snapshot.state)
        #expect(s.frames() == snapshot.frames())
        #expect(s.engine.constraints.count == snapshot.engine.constraints.count)
        #expect(s.engine.variableCount == snapshot.engine.variableCount)
    }

    @Test(arguments: workerBatches)
    func replacingTheStateWhileHoldingSaysTheChangesDidNotHold(workerBatch: Int) throws {
        let s = LayoutSession()
        let before = s.state
        s.holdEngineChanges(workerBatch: workerBatch)
        for i in 0..<20 { try s.addView(name: "a\(i)") }
        s.restore(before)
        #expect(!s.heldChangesHeld)
        // Holding goes on after the state is replaced: new items are numbered from the solver's count.
        let b = try s.addView(name: "b")
        try s.addConstraint(Anchor(.view(b), .width), .equal, constant: 10)
        #expect(!s.releaseHeldChanges())
        #expect(s.rootFrame(of: .view(b)).width == 10)
        #expect(s.state.views.map(\.name) == ["root", "b"])
    }
}
