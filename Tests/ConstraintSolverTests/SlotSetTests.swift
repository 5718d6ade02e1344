import PlumbTestSupport
import Testing
@testable import ConstraintSolver

/// `SlotSet` (the column index's set of row slots) against `Set<Int32>`: random inserts and
/// removals that carry sets across both representation changes — past 64 members into a bitmap,
/// below 16 back into an array — with every answer compared after every operation.
@Suite struct SlotSetTests {
    @Test(arguments: 0..<4)
    func answersLikeASet(seed: UInt64) {
        var g = SplitMix64(seed: seed &* 7_919 &+ 3)
        var set = SlotSet()
        var reference = Set<Int32>()
        var bitmapsEntered = 0, arraysReentered = 0, large = false
        // Phases that grow and shrink the set, over slot ranges small and large (a bitmap grows
        // its words for a slot past its end).
        for phase in 0..<40 {
            let range = Int32(phase % 3 == 0 ? 100 : 5_000)
            let grow = phase % 2 == 0
            // Every fourth phase shrinks the set to a handful, the others run 50…300 operations.
            let emptying = phase % 4 == 1
            var operations = 0
            while emptying ? reference.count > 5 : operations < Int.random(in: 50...300, using: &g) {
                operations += 1
                let slot = Int32.random(in: 0..<range, using: &g)
                if grow || Int.random(in: 0..<4, using: &g) == 0 {
                    if reference.contains(slot) || Bool.random(using: &g) {
                        set.insert(slot)
                    } else {
                        set.insertAbsent(slot)
                    }
                    reference.insert(slot)
                } else {
                    // Removing: mostly members (the sets must shrink), sometimes a non-member.
                    let victim = reference.randomElement(using: &g).flatMap { Bool.random(using: &g) || Bool.random(using: &g) ? $0 : nil } ?? slot
                    set.remove(victim)
                    reference.remove(victim)
                }
                // The representation the set should be in now (a bitmap from 65 members until it
                // falls under 16).
                if !large && set.count > 64 { large = true; bitmapsEntered += 1 }
                if large && set.count < 16 { large = false; arraysReentered += 1 }
                #expect(set.count == reference.count)
            }
            #expect(Set(set) == reference, "seed \(seed) phase \(phase)")
            #expect(Array(set).count == reference.count, "each member once")
            #expect(set.sorted() == reference.sorted())
            for probe in Int32(0)..<range where probe % 7 == 0 {
                #expect(set.contains(probe) == reference.contains(probe))
            }
            if phase == 20 {
                set.removeAll()
                reference.removeAll()
                large = false
                #expect(set.isEmpty && Array(set).isEmpty)
            }
        }
        // Both representation changes happened, so both paths were compared.
        #expect(bitmapsEntered > 0 && arraysReentered > 0, "\(bitmapsEntered) to bitmap, \(arraysReentered) back")
    }

    /// A bitmap iterates in ascending slot order; an array in insertion order, a removal moving
    /// the last member into the hole.
    @Test func iterationOrder() {
        var set = SlotSet()
        for slot: Int32 in [9, 3, 7] { set.insert(slot) }
        set.remove(9)
        #expect(Array(set) == [7, 3])
        for slot in Int32(100)..<Int32(170) { set.insert(200 - slot) }
        // 2 + 70 members: a bitmap now, so ascending.
        let expected: [Int32] = [3, 7] + Array(Int32(31)...Int32(100))
        #expect(Array(set) == expected)
    }
}
