/// A map from symbol to non-zero coefficient for the objective rows: open addressing with
/// Fibonacci hashing and linear probing, deletion by backward shift (no tombstones).
///
/// Written by hand rather than `[Symbol: Double]` because an objective row is updated once per
/// term of every row substituted into it — the dual simplex's inner loop — and `Dictionary`
/// hashes each key with per-process seeded SipHash; this costs a multiply and a shift, and its
/// iteration order depends only on the operations performed, never on the process.
struct SymbolCoefficients: Sendable {
    private static let empty: Symbol = -1
    private static let initialCapacity = 16

    private var keys: [Symbol] = []
    private var values: [Double] = []
    private(set) var count = 0
    /// 32 − log2(capacity): the hash keeps the product's top bits.
    private var shift: UInt32 = 32

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    private func home(_ s: Symbol) -> Int {
        Int(truncatingIfNeeded: (UInt32(bitPattern: s) &* 0x9E37_79B1) >> shift)
    }

    /// The slot holding `s`, or −1.
    @inline(__always)
    private func slot(of s: Symbol) -> Int {
        if keys.isEmpty { return -1 }
        let mask = keys.count - 1
        var i = home(s)
        while true {
            let k = keys[i]
            if k == s { return i }
            if k == Self.empty { return -1 }
            i = (i + 1) & mask
        }
    }

    /// The coefficient of `s`, 0 when absent.
    subscript(_ s: Symbol) -> Double {
        let i = slot(of: s)
        return i < 0 ? 0 : values[i]
    }

    /// Sets the coefficient of `s`; 0 removes it.
    mutating func set(_ s: Symbol, _ c: Double) {
        if c == 0 {
            remove(s)
            return
        }
        if (count + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var i = home(s)
        while true {
            let k = keys[i]
            if k == s {
                values[i] = c
                return
            }
            if k == Self.empty {
                keys[i] = s
                values[i] = c
                count += 1
                return
            }
            i = (i + 1) & mask
        }
    }

    /// Replaces `s`'s coefficient `old` (0 when absent) by `combine(old)` with one probe where a
    /// read followed by `set` probed twice; returns both. The table ends exactly as
    /// `set(s, combine(old))` would leave it (it grows at the same moments, so slots and the
    /// iteration order are the same).
    @inline(__always)
    mutating func update(_ s: Symbol, _ combine: (Double) -> Double) -> (old: Double, new: Double) {
        if keys.isEmpty {
            let new = combine(0)
            if new != 0 { set(s, new) }
            return (0, new)
        }
        let mask = keys.count - 1
        var i = home(s)
        var found = false
        keys.withUnsafeBufferPointer { keys in
            while true {
                let k = keys[i]
                if k == s { found = true; return }
                if k == Self.empty { return }
                i = (i + 1) & mask
            }
        }
        let old = found ? values[i] : 0
        let new = combine(old)
        if new == 0 {
            if found { remove(s) }
        } else if (count + 1) * 2 > keys.count {
            // `set` grows before it stores, whether or not `s` is present.
            set(s, new)
        } else if found {
            values[i] = new
        } else {
            keys[i] = s
            values[i] = new
            count += 1
        }
        return (old, new)
    }

    /// Removes `s`, returning its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ s: Symbol) -> Double {
        var i = slot(of: s)
        if i < 0 { return 0 }
        let removed = values[i]
        let mask = keys.count - 1
        var j = i
        while true {
            j = (j + 1) & mask
            let k = keys[j]
            if k == Self.empty { break }
            let h = home(k)
            // Move k back into the hole unless its home lies cyclically in (i, j].
            let between = i <= j ? (i < h && h <= j) : (i < h || h <= j)
            if !between {
                keys[i] = k
                values[i] = values[j]
                i = j
            }
        }
        keys[i] = Self.empty
        count -= 1
        return removed
    }

    private mutating func grow() {
        let capacity = Swift.max(Self.initialCapacity, keys.count * 2)
        let oldKeys = keys, oldValues = values
        keys = [Symbol](repeating: Self.empty, count: capacity)
        values = [Double](repeating: 0, count: capacity)
        shift = UInt32(32 - capacity.trailingZeroBitCount)
        let mask = capacity - 1
        for j in oldKeys.indices where oldKeys[j] != Self.empty {
            var i = home(oldKeys[j])
            while keys[i] != Self.empty { i = (i + 1) & mask }
            keys[i] = oldKeys[j]
            values[i] = oldValues[j]
        }
    }

    /// Calls `body` with every symbol and its coefficient, in slot order.
    func forEach(_ body: (Symbol, Double) throws -> Void) rethrows {
        for i in keys.indices where keys[i] != Self.empty { try body(keys[i], values[i]) }
    }

    /// The entries as (symbol, coefficient) pairs, in slot order.
    var entries: [(symbol: Symbol, coefficient: Double)] {
        var result: [(symbol: Symbol, coefficient: Double)] = []
        result.reserveCapacity(count)
        forEach { result.append(($0, $1)) }
        return result
    }
}
