/// The tableau's column index: per symbol, the row slots whose rows mention it.
///
/// Each column is a small list while it has at most 64 members and a bitmap over the slots once
/// it has more, becoming a list again below 16 (session 10's `SlotSet`, which docs/benchmarks.md
/// explains: in the grid workload the root's dummies enter 30,000 rows, and bitmaps keep those
/// changes in cache). Iteration order: insertion order while a list (a removal moves the last
/// member into the hole), ascending slot order as a bitmap. Only the operations performed decide
/// it, never the process.
///
/// Why not an array of per-column arrays (what `SlotSet` was until session 12): every change to
/// a column then checked that column's array for uniqueness, a call that also made the row merge
/// around it spill and reload its registers; a row rewrite makes about nine such changes. Here
/// all lists live in one pool of slots and all bitmaps in one pool of words, owned by one object
/// that is copied on write as a whole: a run of changes (a substitution into every row of a
/// column) checks uniqueness once and then edits raw memory through a `ColumnEditor`.
///
/// Value semantics: a copy shares the storage until either side changes it, then the changing
/// side copies all of it (compacted). Solver copies that try a change copy the index once.
struct ColumnIndex: @unchecked Sendable {
    // @unchecked: the storage is only written through `unique()`, after the check that no other
    // index shares it, so two copies never write to the same memory.
    private var store = ColumnStore()

    var columnCount: Int { store.state.pointee.columnCount }

    /// A unique store's state (copied first if shared).
    @inline(__always)
    private mutating func unique() -> UnsafeMutablePointer<ColumnState> {
        if !isKnownUniquelyReferenced(&store) { store = store.copy() }
        return store.state
    }

    mutating func appendColumn() { unique().pointee.appendColumn() }

    /// Drops the columns from `count` on (symbols made since a journal began).
    mutating func truncate(to count: Int) { unique().pointee.truncate(to: count) }

    func count(of s: Symbol) -> Int { Int(store.state.pointee.heads[Int(s)].count) }

    func contains(_ slot: Int32, in s: Symbol) -> Bool { store.state.pointee.contains(slot, in: Int(s)) }

    /// The members in iteration order (see the type's comment).
    func members(of s: Symbol) -> [Int32] { store.state.pointee.members(of: Int(s)) }

    /// The members in ascending order.
    func ascending(of s: Symbol) -> [Int32] {
        let state = store.state.pointee
        return state.heads[Int(s)].isBitmap ? state.members(of: Int(s)) : state.members(of: Int(s)).sorted()
    }

    /// Calls `body` with each member in iteration order (nothing is allocated).
    @inline(__always)
    func forEachMember(of s: Symbol, _ body: (Int32) -> Void) { store.state.pointee.forEachMember(of: Int(s), body) }

    mutating func insert(_ slot: Int32, into s: Symbol) {
        let state = unique()
        if !state.pointee.contains(slot, in: Int(s)) { state.pointee.insertAbsent(slot, into: Int(s)) }
    }

    /// Inserts `slot`, which the caller knows is not a member (skips the list's scan).
    mutating func insertAbsent(_ slot: Int32, into s: Symbol) { unique().pointee.insertAbsent(slot, into: Int(s)) }

    mutating func remove(_ slot: Int32, from s: Symbol) { unique().pointee.remove(slot, from: Int(s)) }

    /// Empties the column. A list keeps its room; a bitmap's words are given up (most symbols
    /// whose column was long once are never in many rows again).
    mutating func removeAll(of s: Symbol) { unique().pointee.removeAll(of: Int(s)) }

    /// An editor for a run of changes with no check per change. It stays valid while nothing
    /// but the editor changes or copies this index.
    mutating func editor() -> ColumnEditor { ColumnEditor(state: unique()) }
}

/// Changes to a `ColumnIndex` without a uniqueness check each (see `ColumnIndex.editor()`).
struct ColumnEditor {
    let state: UnsafeMutablePointer<ColumnState>

    @inline(__always) func insertAbsent(_ slot: Int32, into s: Symbol) { state.pointee.insertAbsent(slot, into: Int(s)) }
    @inline(__always) func remove(_ slot: Int32, from s: Symbol) { state.pointee.remove(slot, from: Int(s)) }
}

/// Owns a `ColumnState` (its memory is freed with it). The state is reached through a constant
/// pointer, so its fields are plain memory: no dynamic exclusivity checks, as a class's own
/// stored properties would have.
final class ColumnStore {
    let state: UnsafeMutablePointer<ColumnState>

    init() {
        state = .allocate(capacity: 1)
        state.initialize(to: ColumnState())
    }

    private init(state: ColumnState) {
        self.state = .allocate(capacity: 1)
        self.state.initialize(to: state)
    }

    func copy() -> ColumnStore { ColumnStore(state: state.pointee.compactedCopy()) }

    deinit {
        state.pointee.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }
}

/// The memory of a column index: a head per column, one pool of list slots, one of bitmap words.
/// A column's list or bitmap is a block in its pool; a block that grows moves to the pool's end
/// and leaves garbage behind, which compaction reclaims once it is half of what is in use.
struct ColumnState {
    struct Head {
        /// Where the column's block starts in `members` (a list) or `words` (a bitmap).
        var offset: Int32 = 0
        /// The block's size: slots for a list, words for a bitmap.
        var capacity: Int32 = 0
        var count: Int32 = 0
        var isBitmap = false
    }

    /// A column of more members than this becomes a bitmap.
    static let listLimit = 64
    /// A bitmap column of fewer members than this becomes a list again.
    static let shrinkLimit = 16

    private(set) var heads: UnsafeMutablePointer<Head>
    private(set) var columnCount = 0
    private var headCapacity: Int
    private var members: ColumnPool<Int32>
    private var words: ColumnPool<UInt64>

    init(headCapacity: Int = 64, membersCapacity: Int = 1_024, wordsCapacity: Int = 256) {
        self.headCapacity = headCapacity
        heads = .allocate(capacity: headCapacity)
        members = ColumnPool(capacity: membersCapacity)
        words = ColumnPool(capacity: wordsCapacity)
    }

    func deallocate() {
        heads.deallocate()
        members.deallocate()
        words.deallocate()
    }

    /// A copy with every block moved to the front of a pool just big enough (plus room).
    func compactedCopy() -> ColumnState {
        var copy = ColumnState(
            headCapacity: Swift.max(64, columnCount + columnCount / 2),
            membersCapacity: Swift.max(1_024, (members.used - members.garbage) * 3 / 2),
            wordsCapacity: Swift.max(256, (words.used - words.garbage) * 3 / 2))
        copy.columnCount = columnCount
        for s in 0..<columnCount {
            var head = heads[s]
            let size = Int(head.capacity)
            if head.isBitmap {
                head.offset = Int32(copy.words.append(from: words.base + Int(head.offset), count: size, room: size))
            } else if size > 0 {
                head.offset = Int32(copy.members.append(from: members.base + Int(head.offset), count: Int(head.count), room: size))
            }
            (copy.heads + s).initialize(to: head)
        }
        return copy
    }

    // MARK: - Columns

    mutating func appendColumn() {
        if columnCount == headCapacity {
            let grown = UnsafeMutablePointer<Head>.allocate(capacity: 2 * headCapacity)
            grown.moveInitialize(from: heads, count: columnCount)
            heads.deallocate()
            heads = grown
            headCapacity *= 2
        }
        (heads + columnCount).initialize(to: Head())
        columnCount += 1
    }

    mutating func truncate(to count: Int) {
        guard count < columnCount else { return }
        for s in count..<columnCount { releaseBlock(of: s) }
        columnCount = count
    }

    // MARK: - Reading

    @inline(__always)
    func contains(_ slot: Int32, in s: Int) -> Bool {
        let head = heads[s]
        if head.isBitmap {
            let w = Int(slot) >> 6
            return w < Int(head.capacity) && words.base[Int(head.offset) + w] & (1 << UInt64(slot & 63)) != 0
        }
        return listIndex(of: slot, in: head) >= 0
    }

    func members(of s: Int) -> [Int32] {
        let head = heads[s]
        return [Int32](unsafeUninitializedCapacity: Int(head.count)) { buffer, initialized in
            var n = 0
            forEachMember(of: s) { slot in
                buffer[n] = slot
                n += 1
            }
            initialized = n
        }
    }

    @inline(__always)
    func forEachMember(of s: Int, _ body: (Int32) -> Void) {
        let head = heads[s]
        if head.isBitmap {
            let base = words.base + Int(head.offset)
            for w in 0..<Int(head.capacity) {
                var bits = base[w]
                while bits != 0 {
                    body(Int32(w << 6 | bits.trailingZeroBitCount))
                    bits &= bits - 1
                }
            }
        } else {
            let base = members.base + Int(head.offset)
            for i in 0..<Int(head.count) { body(base[i]) }
        }
    }

    /// Where `slot` is in a list column's block, or −1.
    @inline(__always)
    private func listIndex(of slot: Int32, in head: Head) -> Int {
        let base = members.base + Int(head.offset)
        var i = 0
        let n = Int(head.count)
        while i < n {
            if base[i] == slot { return i }
            i &+= 1
        }
        return -1
    }

    // MARK: - Changing

    // Counts change with wrapping arithmetic: a list holds at most `listLimit`, a bitmap at most
    // one member per slot, so no overflow check can fire.
    @inline(__always)
    mutating func insertAbsent(_ slot: Int32, into s: Int) {
        if !heads[s].isBitmap {
            let count = Int(heads[s].count)
            if count < Self.listLimit {
                if count == Int(heads[s].capacity) { growList(s) }
                members.base[Int(heads[s].offset) + count] = slot
                heads[s].count &+= 1
                return
            }
            toBitmap(s)
        }
        let w = Int(slot) >> 6
        if w >= Int(heads[s].capacity) { growBitmap(s, toHold: w + 1) }
        let bit: UInt64 = 1 << UInt64(slot & 63)
        let word = words.base + Int(heads[s].offset) + w
        if word.pointee & bit == 0 {
            word.pointee |= bit
            heads[s].count &+= 1
        }
    }

    @inline(__always)
    mutating func remove(_ slot: Int32, from s: Int) {
        let head = heads[s]
        if !head.isBitmap {
            let i = listIndex(of: slot, in: head)
            if i >= 0 {
                let base = members.base + Int(head.offset)
                let last = Int(head.count) - 1
                base[i] = base[last]
                heads[s].count = Int32(last)
            }
            return
        }
        let w = Int(slot) >> 6
        let bit: UInt64 = 1 << UInt64(slot & 63)
        guard w < Int(head.capacity) else { return }
        let word = words.base + Int(head.offset) + w
        guard word.pointee & bit != 0 else { return }
        word.pointee &= ~bit
        heads[s].count &-= 1
        if Int(heads[s].count) < Self.shrinkLimit { toList(s) }
    }

    mutating func removeAll(of s: Int) {
        if heads[s].isBitmap {
            releaseBlock(of: s)
            heads[s] = Head()
        } else {
            heads[s].count = 0
        }
    }

    // MARK: - Blocks

    /// Gives the column's block back to its pool (as garbage).
    private mutating func releaseBlock(of s: Int) {
        let head = heads[s]
        if head.isBitmap { words.garbage += Int(head.capacity) } else { members.garbage += Int(head.capacity) }
    }

    /// Doubles a list's block (4 slots at first, at most `listLimit`).
    private mutating func growList(_ s: Int) {
        let old = heads[s]
        let capacity = old.capacity == 0 ? 4 : Swift.min(2 * Int(old.capacity), Self.listLimit)
        let offset = allocateMembers(capacity)
        (members.base + offset).update(from: members.base + Int(heads[s].offset), count: Int(old.count))
        members.garbage += Int(old.capacity)
        heads[s].offset = Int32(offset)
        heads[s].capacity = Int32(capacity)
    }

    /// Room for `n` slots at the end of the member pool (compacted first when half of it is
    /// garbage and it is full).
    private mutating func allocateMembers(_ n: Int) -> Int {
        if members.wantsCompaction(toFit: n) {
            var fresh = ColumnPool<Int32>(capacity: members.capacity)
            for s in 0..<columnCount where !heads[s].isBitmap && heads[s].capacity > 0 {
                let at = fresh.append(from: members.base + Int(heads[s].offset), count: Int(heads[s].count), room: Int(heads[s].capacity))
                heads[s].offset = Int32(at)
            }
            members.deallocate()
            members = fresh
        }
        return members.allocate(n)
    }

    /// Room for `n` words at the end of the word pool (compacted first, as for the members).
    private mutating func allocateWords(_ n: Int) -> Int {
        if words.wantsCompaction(toFit: n) {
            var fresh = ColumnPool<UInt64>(capacity: words.capacity)
            for s in 0..<columnCount where heads[s].isBitmap {
                let size = Int(heads[s].capacity)
                heads[s].offset = Int32(fresh.append(from: words.base + Int(heads[s].offset), count: size, room: size))
            }
            words.deallocate()
            words = fresh
        }
        return words.allocate(n)
    }

    /// A bitmap's block grown to hold at least `n` words (zeroed beyond the old ones).
    private mutating func growBitmap(_ s: Int, toHold n: Int) {
        let old = heads[s]
        let capacity = Swift.max(n, 2 * Int(old.capacity))
        let offset = allocateWords(capacity)
        (words.base + offset).update(from: words.base + Int(heads[s].offset), count: Int(old.capacity))
        (words.base + offset + Int(old.capacity)).update(repeating: 0, count: capacity - Int(old.capacity))
        words.garbage += Int(old.capacity)
        heads[s].offset = Int32(offset)
        heads[s].capacity = Int32(capacity)
    }

    /// A full list (listLimit members) becomes a bitmap of the words its highest slot needs.
    private mutating func toBitmap(_ s: Int) {
        let list = heads[s]
        let base = members.base + Int(list.offset)
        var highest: Int32 = 0
        for i in 0..<Int(list.count) { highest = Swift.max(highest, base[i]) }
        let size = Int(highest) / 64 + 1
        let offset = allocateWords(size)
        let bitmap = words.base + offset
        bitmap.update(repeating: 0, count: size)
        // `members` is not moved by allocating words, so `base` is still the list.
        for i in 0..<Int(list.count) { bitmap[Int(base[i]) >> 6] |= 1 << UInt64(base[i] & 63) }
        members.garbage += Int(list.capacity)
        heads[s] = Head(offset: Int32(offset), capacity: Int32(size), count: list.count, isBitmap: true)
    }

    /// A bitmap below `shrinkLimit` members becomes a list of `listLimit` slots, ascending.
    private mutating func toList(_ s: Int) {
        let bitmap = heads[s]
        let offset = allocateMembers(Self.listLimit)
        // (Allocating members does not move the words, so the bitmap is read where it was.)
        let list = members.base + offset
        var n = 0
        forEachMember(of: s) { slot in
            list[n] = slot
            n += 1
        }
        words.garbage += Int(bitmap.capacity)
        heads[s] = Head(offset: Int32(offset), capacity: Int32(Self.listLimit), count: Int32(n), isBitmap: false)
    }
}

/// One pool of a column index's blocks (list slots or bitmap words): blocks are handed out at
/// the end; a block given back is counted as garbage until the index compacts the pool.
struct ColumnPool<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var used = 0
    private(set) var capacity: Int
    var garbage = 0

    init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    func deallocate() { base.deallocate() }

    /// Whether `n` more do not fit and half of what is in use is garbage.
    func wantsCompaction(toFit n: Int) -> Bool { used + n > capacity && garbage > used / 2 }

    /// The start of `n` elements at the end, the pool grown (doubled at least) if they do not fit.
    mutating func allocate(_ n: Int) -> Int {
        if used + n > capacity {
            let grown = UnsafeMutablePointer<Element>.allocate(capacity: Swift.max(2 * capacity, used + n))
            grown.moveInitialize(from: base, count: used)
            base.deallocate()
            base = grown
            capacity = Swift.max(2 * capacity, used + n)
        }
        defer { used += n }
        return used
    }

    /// Copies `count` elements into a new block of `room` at the end; returns where it starts.
    /// `source` must not be in this pool (the pool may move to make room).
    mutating func append(from source: UnsafePointer<Element>, count: Int, room: Int) -> Int {
        let at = allocate(room)
        (base + at).update(from: source, count: count)
        return at
    }
}
