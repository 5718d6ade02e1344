/// A binary min-heap (duplicates allowed): the infeasible rows of the dual simplex (lowest
/// symbol first) and the definitions to expand (latest first, through `LatestFirst`).
struct MinHeap<Element: Comparable> {
    private var items: [Element] = []

    var isEmpty: Bool { items.isEmpty }

    /// Sifts up by moving parents into the hole, where swapping checked the array's
    /// uniqueness twice per level; the same comparisons, so the same heap as swapping.
    mutating func insert(_ e: Element) {
        items.append(e)
        items.withUnsafeMutableBufferPointer { items in
            var i = items.count - 1
            while i > 0 {
                let p = (i - 1) / 2
                if !(e < items[p]) { break }
                items[i] = items[p]
                i = p
            }
            items[i] = e
        }
    }

    /// Sifts the last item down from the root through a hole (see `insert`).
    mutating func popMin() -> Element? {
        guard !items.isEmpty else { return nil }
        let top = items[0]
        let last = items.removeLast()
        if !items.isEmpty {
            items.withUnsafeMutableBufferPointer { items in
                let n = items.count
                var i = 0
                while true {
                    let l = 2 * i + 1, r = l + 1
                    var m = i
                    var smallest = last
                    if l < n && items[l] < smallest { m = l; smallest = items[l] }
                    if r < n && items[r] < smallest { m = r }
                    if m == i { break }
                    items[i] = items[m]
                    i = m
                }
                items[i] = last
            }
        }
        return top
    }
}

/// The infeasible rows of the dual simplex, lowest symbol first.
typealias SymbolHeap = MinHeap<Symbol>

/// A definition waiting to be expanded; the latest made comes out of a `MinHeap` first.
struct LatestFirst: Comparable {
    let order: Int
    let variable: Int

    static func < (a: LatestFirst, b: LatestFirst) -> Bool { a.order > b.order }
}
