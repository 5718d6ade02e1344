/// A binary min-heap (duplicates allowed): the infeasible rows of the dual simplex (lowest
/// symbol first) and the definitions to expand (latest first, through `LatestFirst`).
struct MinHeap<Element: Comparable> {
    private var items: [Element] = []

    var isEmpty: Bool { items.isEmpty }

    mutating func insert(_ e: Element) {
        items.append(e)
        var i = items.count - 1
        while i > 0 {
            let p = (i - 1) / 2
            if !(items[i] < items[p]) { break }
            items.swapAt(p, i)
            i = p
        }
    }

    mutating func popMin() -> Element? {
        guard !items.isEmpty else { return nil }
        let top = items[0]
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < items.count && items[l] < items[m] { m = l }
                if r < items.count && items[r] < items[m] { m = r }
                if m == i { break }
                items.swapAt(m, i)
                i = m
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
