/// A set of symbols (an objective row's improving candidates; the column index's sets of row
/// slots are a `ColumnIndex`): an array while small, an open-addressing hash table (multiplicative
/// hashing, linear probing, backward-shift deletion) once large. Much cheaper
/// than `Set<Int32>` (no per-process seeded hashing) and its iteration order depends only on
/// the operations performed, never on the process.
struct SymbolSet: Sequence {
    private static let empty: Symbol = -1
    private static let smallLimit = 16

    /// While `isHashed` is false, the first `count` slots hold the members in insertion order.
    private var slots: [Symbol] = []
    private(set) var count = 0
    private var isHashed = false

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    private func home(_ s: Symbol) -> Int {
        Int(truncatingIfNeeded: (UInt32(bitPattern: s) &* 0x9E37_79B1) >> 8) & (slots.count - 1)
    }

    func contains(_ s: Symbol) -> Bool {
        if !isHashed {
            for i in 0..<count where slots[i] == s { return true }
            return false
        }
        var i = home(s)
        while slots[i] != Self.empty {
            if slots[i] == s { return true }
            i = (i + 1) & (slots.count - 1)
        }
        return false
    }

    mutating func insert(_ s: Symbol) {
        if !isHashed {
            for i in 0..<count where slots[i] == s { return }
            if count < Self.smallLimit {
                if slots.count == count { slots.append(s) } else { slots[count] = s }
                count += 1
                return
            }
            rehash(capacity: 64)
        } else if (count + 1) * 2 > slots.count {
            rehash(capacity: slots.count * 2)
        }
        var i = home(s)
        while slots[i] != Self.empty {
            if slots[i] == s { return }
            i = (i + 1) & (slots.count - 1)
        }
        slots[i] = s
        count += 1
    }

    /// Inserts `s`, which the caller knows is not a member (skips the small array's scan).
    @inline(__always)
    mutating func insertAbsent(_ s: Symbol) {
        if !isHashed && count < Self.smallLimit {
            if slots.count == count { slots.append(s) } else { slots[count] = s }
            count += 1
            return
        }
        insert(s)
    }

    /// Removes every member, keeping the storage (a hashed set stays hashed).
    mutating func removeAll() {
        if isHashed {
            for i in slots.indices { slots[i] = Self.empty }
        }
        count = 0
    }

    mutating func remove(_ s: Symbol) {
        if !isHashed {
            for i in 0..<count where slots[i] == s {
                slots[i] = slots[count - 1]
                count -= 1
                return
            }
            return
        }
        let mask = slots.count - 1
        var i = home(s)
        while slots[i] != s {
            if slots[i] == Self.empty { return }
            i = (i + 1) & mask
        }
        // Backward-shift deletion keeps every probe chain unbroken without tombstones.
        var j = i
        while true {
            j = (j + 1) & mask
            if slots[j] == Self.empty { break }
            let k = home(slots[j])
            let between = i <= j ? (i < k && k <= j) : (i < k || k <= j)
            if !between {
                slots[i] = slots[j]
                i = j
            }
        }
        slots[i] = Self.empty
        count -= 1
    }

    private mutating func rehash(capacity: Int) {
        let members = Array(self)
        slots = [Symbol](repeating: Self.empty, count: capacity)
        isHashed = true
        count = 0
        for s in members {
            var i = home(s)
            while slots[i] != Self.empty { i = (i + 1) & (capacity - 1) }
            slots[i] = s
            count += 1
        }
    }

    /// The members in ascending order.
    func sorted() -> [Symbol] { Array(self).sorted() }

    func makeIterator() -> Iterator { Iterator(set: self) }

    struct Iterator: IteratorProtocol {
        let set: SymbolSet
        var index = 0

        mutating func next() -> Symbol? {
            if !set.isHashed {
                guard index < set.count else { return nil }
                defer { index += 1 }
                return set.slots[index]
            }
            while index < set.slots.count {
                let s = set.slots[index]
                index += 1
                if s != SymbolSet.empty { return s }
            }
            return nil
        }
    }
}
