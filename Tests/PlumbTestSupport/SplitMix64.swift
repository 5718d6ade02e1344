/// SplitMix64 (Steele, Lea, Flood 2014): a tiny seeded generator, so every random and fuzz test
/// replays the same cases on every run and machine, and a failure names the seed that makes it.
/// One copy for every test target (they used to carry their own).
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }
    public init(state: UInt64) { self.state = state }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `range` (modulo bias is irrelevant for tests).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// Uniform in 0..<n; always draws (n ≥ 1).
    public mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    /// Uniform in 0..<n, drawing only when there is a choice (0, without a draw, when n ≤ 1).
    public mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }

    public mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    /// true with probability `percent`/100.
    public mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
}
