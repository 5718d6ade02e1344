@testable import LayoutModel
import Testing

/// Pseudo-addresses never run out (issue 34: a script of 800,000 `add view`s did not finish —
/// the 520,192nd view found every address of the views' range taken and searched for ever).
@Suite struct PseudoAddressTests {
    @Test func theFirstLapIsWhatItWas() {
        // The values sessions, goldens and saved files have always had.
        #expect(PseudoAddressAllocator.value(1, .view) == 0x7a82_f1d0)
        #expect(PseudoAddressAllocator.value(2, .view) == 0x7a85_e3a0)
        #expect(PseudoAddressAllocator.value(1, .constraint) == 0x7b82_f1d0)
        #expect(PseudoAddressAllocator.value(PseudoAddressAllocator.lap - 1, .view) == 0x7a80_0000 + UInt64((0x7f000 - 1) * 0x2f1d0 % 0x7f_0000))
    }

    @Test func moreViewsThanOneLapGetDistinctAddresses() {
        var allocator = PseudoAddressAllocator()
        let n = PseudoAddressAllocator.lap + 1_000
        allocator.reserveCapacity(n)
        var seen = Set<UInt64>()
        for _ in 0..<n { seen.insert(allocator.allocate(.view)) }
        #expect(seen.count == n)
        // The second lap is 4 GiB above the first.
        #expect(seen.contains(0x1_7a80_0000 + 0x2f1d0))
        #expect(seen.allSatisfy { $0 % 16 == 0 })
    }
}
