/// A sparse linear row `constant + Σ coefficient × symbol`, symbols kept sorted ascending.
///
/// In the tableau a row stands for `basic = row`; a row being built for a new constraint stands
/// for `0 = row`.
struct Row: Equatable, Sendable {
    private(set) var symbols: [Symbol] = []
    private(set) var coefficients: [Double] = []
    var constant: Double

    init(constant: Double = 0) { self.constant = constant }

    var isEmpty: Bool { symbols.isEmpty }
    var count: Int { symbols.count }

    private func index(of s: Symbol) -> (found: Bool, at: Int) {
        var lo = 0, hi = symbols.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if symbols[mid] < s { lo = mid + 1 } else { hi = mid }
        }
        return (lo < symbols.count && symbols[lo] == s, lo)
    }

    func coefficient(of s: Symbol) -> Double {
        let (found, i) = index(of: s)
        return found ? coefficients[i] : 0
    }

    func contains(_ s: Symbol) -> Bool { index(of: s).found }

    /// Adds `c × s`.
    mutating func add(_ s: Symbol, _ c: Double) { add(s, c) { _, _ in } }

    /// Adds `c × s`, telling `columnChange` when `s` enters the row (true) or leaves it (false).
    @inline(__always)
    private mutating func add(_ s: Symbol, _ c: Double, columnChange: (Symbol, Bool) -> Void) {
        let (found, i) = index(of: s)
        if found {
            let old = coefficients[i]
            let sum = old + c
            if Tolerance.isCancellation(sum, old, c) {
                symbols.remove(at: i)
                coefficients.remove(at: i)
                columnChange(s, false)
            } else {
                coefficients[i] = sum
            }
        } else if Swift.abs(c) > Tolerance.coefficient {
            symbols.insert(s, at: i)
            coefficients.insert(c, at: i)
            columnChange(s, true)
        }
    }

    /// Adds `k × other`.
    mutating func add(_ other: Row, times k: Double) { add(other, times: k) { _, _ in } }

    /// Adds `k × other` in place, telling `columnChange` each symbol that enters the row (true)
    /// or cancels out of it (false), so that the tableau's column index follows the merge itself
    /// instead of comparing the old and new symbol lists afterwards.
    ///
    /// A long `other` is merged from the back into the row's own storage, grown by `other`'s
    /// length: the write position never passes the read position, so nothing unread is
    /// overwritten and no second array is made. The sums are the same as a forward merge's.
    @inline(__always)
    mutating func add(_ other: Row, times k: Double, columnChange: (Symbol, Bool) -> Void) {
        constant += k * other.constant
        let m = other.symbols.count
        if m == 0 { return }
        if m <= 2 || m * 8 < symbols.count {
            for j in 0..<m { add(other.symbols[j], k * other.coefficients[j], columnChange: columnChange) }
            return
        }
        let n = symbols.count
        // Grown by `other`'s own arrays (a plain copy; every one of these places is written
        // before it is read, or dropped with the hole below).
        symbols.append(contentsOf: other.symbols)
        coefficients.append(contentsOf: other.coefficients)
        var i = n - 1, w = n + m - 1
        // Through buffer pointers: each subscript store on the arrays would check uniqueness.
        symbols.withUnsafeMutableBufferPointer { rs in
            coefficients.withUnsafeMutableBufferPointer { rc in
                other.symbols.withUnsafeBufferPointer { os in
                    other.coefficients.withUnsafeBufferPointer { oc in
                        var j = m - 1
                        while j >= 0 {
                            let t = os[j]
                            if i >= 0 && rs[i] > t {
                                rs[w] = rs[i]; rc[w] = rc[i]
                                i -= 1; w -= 1
                            } else if i < 0 || t > rs[i] {
                                let v = k * oc[j]
                                if Swift.abs(v) > Tolerance.coefficient {
                                    rs[w] = t; rc[w] = v
                                    w -= 1
                                    columnChange(t, true)
                                }
                                j -= 1
                            } else {
                                let a = rc[i], b = k * oc[j]
                                let sum = a + b
                                if Tolerance.isCancellation(sum, a, b) {
                                    columnChange(t, false)
                                } else {
                                    rs[w] = t; rc[w] = sum
                                    w -= 1
                                }
                                i -= 1; j -= 1
                            }
                        }
                    }
                }
            }
        }
        // What is left of the row, [0, i], sits below the merged tail [w + 1, n + m): close the
        // hole between them.
        if w > i {
            symbols.removeSubrange((i + 1)...w)
            coefficients.removeSubrange((i + 1)...w)
        }
    }

    /// Removes `s`, returning its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ s: Symbol) -> Double {
        let (found, i) = index(of: s)
        guard found else { return 0 }
        symbols.remove(at: i)
        return coefficients.remove(at: i)
    }

    mutating func scale(by k: Double) {
        constant *= k
        for i in 0..<coefficients.count { coefficients[i] *= k }
    }

    mutating func negate() { scale(by: -1) }

    /// For a row that stands for `0 = row`: rewrites it as `s = …` (s must be in the row).
    mutating func solve(for s: Symbol) {
        let c = remove(s)
        scale(by: -1 / c)
    }

    /// For a row that stands for `lhs = row`: rewrites it as `rhs = …`.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `s` by `row` (which stands for `s = row`). Returns whether `s` was present.
    @discardableResult
    mutating func substitute(_ s: Symbol, with row: Row) -> Bool { substitute(s, with: row) { _, _ in } }

    /// Replaces `s` by `row`, telling `columnChange` which other symbols enter or leave the row
    /// (see `add(_:times:columnChange:)`); `s` itself leaves it without a call.
    @inline(__always)
    @discardableResult
    mutating func substitute(_ s: Symbol, with row: Row, columnChange: (Symbol, Bool) -> Void) -> Bool {
        let c = remove(s)
        if c == 0 { return false }
        add(row, times: c, columnChange: columnChange)
        return true
    }
}
