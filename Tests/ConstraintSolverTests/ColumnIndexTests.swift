import PlumbTestSupport
import Testing
@testable import ConstraintSolver

/// `ColumnIndex` (the tableau's per-symbol sets of row slots) against one `Set<Int32>` per
/// column: random inserts and removals over several columns of one index, carrying columns
/// across both representation changes — past 64 members into a bitmap, below 16 back into a
/// list — with every answer compared after every operation; copies taken on the way must keep
/// what they held while the original changes (and the other way round).
@Suite struct ColumnIndexTests {
    @Test(arguments: 0..<4)
    func answersLikeSets(seed: UInt64) {
        var g = SplitMix64(seed: seed &* 7_919 &+ 3)
        let columnCount = 6
        var index = ColumnIndex()
        for _ in 0..<columnCount { index.appendColumn() }
        var reference = [Set<Int32>](repeating: [], count: columnCount)
        var bitmapsEntered = 0, listsReentered = 0
        var large = [Bool](repeating: false, count: columnCount)
        var snapshots: [(index: ColumnIndex, sets: [Set<Int32>])] = []
        // Phases that grow and shrink the columns, over slot ranges small and large (a bitmap
        // grows its words for a slot past its end).
        for phase in 0..<40 {
            let range = Int32(phase % 3 == 0 ? 100 : 5_000)
            let grow = phase % 2 == 0
            // Every fourth phase shrinks the columns to a handful, the others run 50…300
            // operations per column.
            let emptying = phase % 4 == 1
            var operations = 0
            let limit = Int.random(in: 50...300, using: &g) * columnCount
            while emptying ? reference.contains(where: { $0.count > 5 }) : operations < limit {
                operations += 1
                let c = Int.random(in: 0..<columnCount, using: &g)
                let s = Symbol(c)
                let slot = Int32.random(in: 0..<range, using: &g)
                if !emptying && (grow || Int.random(in: 0..<4, using: &g) == 0) {
                    if reference[c].contains(slot) || Bool.random(using: &g) {
                        index.insert(slot, into: s)
                    } else {
                        index.insertAbsent(slot, into: s)
                    }
                    reference[c].insert(slot)
                } else {
                    // Removing: mostly members (the columns must shrink), sometimes a non-member.
                    let victim = reference[c].randomElement(using: &g).flatMap { Bool.random(using: &g) || Bool.random(using: &g) ? $0 : nil } ?? slot
                    index.remove(victim, from: s)
                    reference[c].remove(victim)
                }
                // The representation the column should be in now (a bitmap from 65 members
                // until it falls under 16).
                if !large[c] && index.count(of: s) > 64 { large[c] = true; bitmapsEntered += 1 }
                if large[c] && index.count(of: s) < 16 { large[c] = false; listsReentered += 1 }
                #expect(index.count(of: s) == reference[c].count)
            }
            for c in 0..<columnCount {
                let s = Symbol(c)
                #expect(Set(index.members(of: s)) == reference[c], "seed \(seed) phase \(phase) column \(c)")
                #expect(index.members(of: s).count == reference[c].count, "each member once")
                #expect(index.ascending(of: s) == reference[c].sorted())
                var visited: [Int32] = []
                index.forEachMember(of: s) { visited.append($0) }
                #expect(visited == index.members(of: s))
                for probe in Int32(0)..<range where probe % 7 == 0 {
                    #expect(index.contains(probe, in: s) == reference[c].contains(probe))
                }
            }
            if phase % 5 == 2 { snapshots.append((index, reference)) }
            if phase == 20 {
                for c in 0..<columnCount { index.removeAll(of: Symbol(c)) }
                reference = [Set<Int32>](repeating: [], count: columnCount)
                large = [Bool](repeating: false, count: columnCount)
                #expect((0..<columnCount).allSatisfy { index.members(of: Symbol($0)).isEmpty })
            }
        }
        // Both representation changes happened, so both paths were compared.
        #expect(bitmapsEntered > 0 && listsReentered > 0, "\(bitmapsEntered) to bitmap, \(listsReentered) back")
        // Every copy still holds what it held when it was taken.
        #expect(snapshots.count >= 6)
        for (copy, sets) in snapshots {
            for c in 0..<columnCount { #expect(Set(copy.members(of: Symbol(c))) == sets[c]) }
        }
        // A copy that changes leaves the original alone.
        var copy = index
        for c in 0..<columnCount { copy.insert(4_999, into: Symbol(c)); copy.remove(0, from: Symbol(c)) }
        for c in 0..<columnCount { #expect(Set(index.members(of: Symbol(c))) == reference[c]) }
    }

    /// A bitmap iterates in ascending slot order; a list in insertion order, a removal moving
    /// the last member into the hole.
    @Test func iterationOrder() {
        var index = ColumnIndex()
        index.appendColumn()
        for slot: Int32 in [9, 3, 7] { index.insert(slot, into: 0) }
        index.remove(9, from: 0)
        #expect(index.members(of: 0) == [7, 3])
        for slot in Int32(100)..<Int32(170) { index.insert(200 - slot, into: 0) }
        // 2 + 70 members: a bitmap now, so ascending.
        let expected: [Int32] = [3, 7] + Array(Int32(31)...Int32(100))
        #expect(index.members(of: 0) == expected)
    }

    /// Many columns growing and shrinking in turn make blocks move and leave garbage behind;
    /// compaction must keep every column's members, and truncating drops the last columns.
    @Test func compactionKeepsEveryColumn() {
        var index = ColumnIndex()
        let columnCount = 300
        for _ in 0..<columnCount { index.appendColumn() }
        var reference = [[Int32]](repeating: [], count: columnCount)
        for round in 0..<6 {
            for c in 0..<columnCount {
                // Lists grow past each block size (4, 8, 16, 32, 64), some into bitmaps.
                let n = (c * 7 + round * 13) % 90
                for k in 0..<n {
                    let slot = Int32(round * 1_000 + k)
                    index.insertAbsent(slot, into: Symbol(c))
                    reference[c].append(slot)
                }
            }
            for c in stride(from: 0, to: columnCount, by: 2) {
                for slot in reference[c] { index.remove(slot, from: Symbol(c)) }
                reference[c] = []
            }
        }
        for c in 0..<columnCount { #expect(Set(index.members(of: Symbol(c))) == Set(reference[c]), "column \(c)") }
        index.truncate(to: 10)
        #expect(index.columnCount == 10)
        index.appendColumn()
        #expect(index.members(of: 10).isEmpty)
        for c in 0..<10 { #expect(Set(index.members(of: Symbol(c))) == Set(reference[c])) }
    }
}
