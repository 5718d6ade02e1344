/// Deterministic pseudo-addresses in the style of the book's logs (`0x7a8724b0`): the n-th
/// object gets the n-th value of a fixed sequence, so every run of the same script prints the
/// same addresses. Addresses taken by imported objects are skipped.
public struct PseudoAddressAllocator: Hashable, Sendable {
    private var next = 1
    public private(set) var taken: Set<UInt64> = []

    public init() {}

    /// The sequence: 0x7a800000 + (n × 0x2f1d0 mod 0x7f0000). The stride is 16 × a number
    /// coprime with 0x7f000, so the first 520,191 values are distinct and 16-byte aligned.
    static func value(_ n: Int) -> UInt64 {
        0x7a80_0000 + UInt64((n &* 0x2f1d0) % 0x7f_0000)
    }

    public mutating func allocate() -> UInt64 {
        while true {
            let a = Self.value(next)
            next += 1
            if !taken.contains(a) {
                taken.insert(a)
                return a
            }
        }
    }

    /// Claims an address given from outside (an imported log); false when already in use.
    public mutating func claim(_ address: UInt64) -> Bool { taken.insert(address).inserted }
}

/// `0x7a8724b0`.
public func hexAddress(_ a: UInt64) -> String { "0x" + String(a, radix: 16) }
