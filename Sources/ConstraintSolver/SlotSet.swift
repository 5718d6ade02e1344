/// A set of row slots for the tableau's column index (the slots whose rows mention a symbol):
/// a small array while the column is short, a bitmap over the slots once it is long.
///
/// Why a bitmap and not a hash table (which this was until session 10): in the grid workload at
/// N = 10,000, the pivot where the root's width edit gives way rewrites 30,000 rows, and each
/// gains (or, on the way back, loses) the same 20 dummy symbols. That is 600,000 changes to 20
/// long columns. In hash tables of up to 64K slots each, nearly every one was a cache miss; in
/// bitmaps of 30,000 bits (3.75 KB each, 75 KB for all 20) it is a load, an `or` and a store in
/// memory that stays in cache. Iterating a bitmap costs one word per 64 slots however few are
/// set, which a long column does not notice and a short one never pays: columns shorter than
/// `smallLimit` stay arrays, and a bitmap that empties below `shrinkLimit` becomes one again.
///
/// Iteration order: insertion order while small (removal moves the last member into the hole),
/// ascending slot order as a bitmap. Only the operations performed decide it, never the process.
struct SlotSet: Sequence, Sendable {
    /// A column of more members than this becomes a bitmap.
    private static let smallLimit = 64
    /// A bitmap column of fewer members than this becomes an array again.
    private static let shrinkLimit = 16

    /// The members in insertion order in its first `count` places, while `words` is empty (the
    /// places after them are spare storage, so that a removal or an insertion moves no array
    /// bounds).
    private var small: [Int32] = []
    /// Bit `s & 63` of word `s >> 6` is set when slot `s` is a member; empty while small.
    private var words: [UInt64] = []
    private(set) var count = 0

    private var isBitmap: Bool { !words.isEmpty }
    var isEmpty: Bool { count == 0 }

    func contains(_ slot: Int32) -> Bool {
        if !isBitmap { return smallIndex(of: slot) >= 0 }
        let w = Int(slot) >> 6
        return w < words.count && words[w] & (1 << UInt64(slot & 63)) != 0
    }

    mutating func insert(_ slot: Int32) {
        if !isBitmap, smallIndex(of: slot) >= 0 { return }
        insertAbsent(slot)
    }

    /// Inserts `slot`, which the caller knows is not a member (skips the small array's scan).
    @inline(__always)
    mutating func insertAbsent(_ slot: Int32) {
        if !isBitmap {
            if count < Self.smallLimit {
                if count < small.count {
                    let i = count
                    small.withUnsafeMutableBufferPointer { $0[i] = slot }
                } else {
                    small.append(slot)
                }
                count += 1
                return
            }
            toBitmap()
        }
        let w = Int(slot) >> 6
        if w >= words.count { words.append(contentsOf: repeatElement(0, count: w + 1 - words.count)) }
        let bit: UInt64 = 1 << UInt64(slot & 63)
        if words[w] & bit == 0 {
            words[w] |= bit
            count += 1
        }
    }

    @inline(__always)
    mutating func remove(_ slot: Int32) {
        if !isBitmap {
            let i = smallIndex(of: slot)
            if i >= 0 {
                let last = count - 1
                small.withUnsafeMutableBufferPointer { $0[i] = $0[last] }
                count = last
            }
            return
        }
        let w = Int(slot) >> 6
        let bit: UInt64 = 1 << UInt64(slot & 63)
        guard w < words.count, words[w] & bit != 0 else { return }
        words[w] &= ~bit
        count -= 1
        if count < Self.shrinkLimit { toSmall() }
    }

    /// Removes every member (a bitmap's storage is given up: most symbols whose column was long
    /// once are never in many rows again, and thousands of idle bitmaps would add up).
    mutating func removeAll() {
        words = []
        count = 0
    }

    /// Where `slot` is among the small array's members, or −1.
    @inline(__always)
    private func smallIndex(of slot: Int32) -> Int {
        let n = count
        return small.withUnsafeBufferPointer { members in
            var i = 0
            while i < n {
                if members[i] == slot { return i }
                i += 1
            }
            return -1
        }
    }

    private mutating func toBitmap() {
        let members = small[..<count]
        let highest = Int(members.max() ?? 0)
        words = [UInt64](repeating: 0, count: highest / 64 + 1)
        for slot in members { words[Int(slot) >> 6] |= 1 << UInt64(slot & 63) }
        small = []
    }

    private mutating func toSmall() {
        var members: [Int32] = []
        members.reserveCapacity(Self.smallLimit)
        for slot in self { members.append(slot) }
        words = []
        small = members
    }

    /// The members in ascending order.
    func sorted() -> [Symbol] { ascending() }

    /// The members in ascending order, read straight off the bitmap's words (through the
    /// generic iterator this cost about 30 instructions a member).
    func ascending() -> [Int32] {
        if !isBitmap { return small[..<count].sorted() }
        var members: [Int32] = []
        members.reserveCapacity(count)
        words.withUnsafeBufferPointer { words in
            for w in words.indices {
                var bits = words[w]
                while bits != 0 {
                    members.append(Int32(w << 6 | bits.trailingZeroBitCount))
                    bits &= bits - 1
                }
            }
        }
        return members
    }

    func makeIterator() -> Iterator { Iterator(small: small, count: count, words: words) }

    struct Iterator: IteratorProtocol {
        let small: [Int32]
        let count: Int
        let words: [UInt64]
        var index = 0
        /// The bits of `words[index]` not yet returned (bitmap iteration).
        var pending: UInt64 = 0

        init(small: [Int32], count: Int, words: [UInt64]) {
            self.small = small
            self.count = count
            self.words = words
            if !words.isEmpty { pending = words[0] }
        }

        mutating func next() -> Int32? {
            if words.isEmpty {
                guard index < count else { return nil }
                defer { index += 1 }
                return small[index]
            }
            while pending == 0 {
                index += 1
                guard index < words.count else { return nil }
                pending = words[index]
            }
            let bit = pending.trailingZeroBitCount
            pending &= pending - 1
            return Int32(index << 6 | bit)
        }
    }
}
