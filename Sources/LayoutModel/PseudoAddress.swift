/// Deterministic pseudo-addresses in the style of the book's logs (`0x7a8724b0`).
///
/// Each kind of object draws from its own sequence in its own range, so the n-th view of a
/// session always gets the same address whatever else was made in between — which is what lets
/// `save` write a script that rebuilds the session with the same addresses (views in the order
/// they were made, user constraints in the order they were made). Addresses taken by imported
/// objects are skipped.
public struct PseudoAddressAllocator: Hashable, Sendable {
    public enum Kind: Int, Hashable, Sendable, CaseIterable {
        case view, guide, constraint, systemConstraint
        /// A stack view's spacer guides: made and dropped as its arrangement changes, so they
        /// draw from a sequence of their own and never shift the addresses of the guides a user
        /// makes (which `save` rebuilds in order).
        case stackSpacer

        /// The start of the kind's range: views 0x7a8…, guides 0x7b0…, user constraints 0x7b8…,
        /// system constraints 0x7c0…, stack spacers 0x7c8….
        var base: UInt64 { 0x7a80_0000 + UInt64(rawValue) * 0x80_0000 }
    }

    private var next: [Int] = [1, 1, 1, 1, 1]
    public private(set) var taken: Set<UInt64> = []

    public init() {}

    /// The number of values in one lap of a kind's range (0x7f000).
    static let lap = 0x7f000

    /// The n-th value of a kind: base + (n × 0x2f1d0 mod 0x7f0000), plus the lap n is in
    /// (n / 0x7f000) times 2³². The stride is 16 × a number coprime with 0x7f000, so the values
    /// of one lap are distinct, 16-byte aligned and inside the kind's range; each later lap
    /// repeats them 4 GiB higher. (With one lap only, the 520,192nd view of a session found
    /// every value taken and `allocate` searched for ever: a script of 800,000 `add view`s
    /// never finished; issue 34.)
    static func value(_ n: Int, _ kind: Kind) -> UInt64 {
        kind.base + (UInt64(n / lap) << 32) + UInt64((n % lap) &* 0x2f1d0 % 0x7f_0000)
    }

    public mutating func allocate(_ kind: Kind) -> UInt64 {
        while true {
            let a = Self.value(next[kind.rawValue], kind)
            next[kind.rawValue] += 1
            // (One hash of the address, not two: a look-up and then an insert.)
            if taken.insert(a).inserted { return a }
        }
    }

    /// An address of `kind` that depends on `seed` alone (not on how many objects were made
    /// before): the value at position `seed` of the kind's sequence, or the next free one.
    /// For objects that come and go with other objects' state (a stack's spacers), so that a
    /// session rebuilt from its script gives them the same addresses.
    public mutating func allocate(_ kind: Kind, seed: UInt64) -> UInt64 {
        var n = Int(seed % 520_000) + 1
        while true {
            let a = Self.value(n, kind)
            n += 1
            if taken.insert(a).inserted { return a }
        }
    }

    /// Makes room for `more` addresses (a long script about to make that many objects: the set
    /// grown one rehash at a time was most of an allocation's cost; issue 17).
    public mutating func reserveCapacity(_ more: Int) { taken.reserveCapacity(taken.count + more) }

    /// Claims an address given from outside (an imported log); false when already in use.
    public mutating func claim(_ address: UInt64) -> Bool { taken.insert(address).inserted }

    /// Gives an address back (its object is gone); the sequence does not reuse it.
    public mutating func release(_ address: UInt64) { taken.remove(address) }
}

/// `0x7a8724b0`.
public func hexAddress(_ a: UInt64) -> String { "0x" + String(a, radix: 16) }
