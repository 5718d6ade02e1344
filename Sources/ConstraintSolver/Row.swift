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
    mutating func add(_ s: Symbol, _ c: Double) {
        var ignored = IgnoredRowChanges()
        add(s, c, telling: &ignored)
    }

    /// Adds `c × s`, telling `changes` when `s` enters the row or leaves it.
    @inline(__always)
    private mutating func add<Changes: RowChanges>(_ s: Symbol, _ c: Double, telling changes: inout Changes) {
        let (found, i) = index(of: s)
        if found {
            if let sum = Row.sum(coefficients[i], c) {
                coefficients[i] = sum
            } else {
                symbols.remove(at: i)
                coefficients.remove(at: i)
                changes.left(s)
            }
        } else if let c = Row.newCoefficient(c) {
            symbols.insert(s, at: i)
            coefficients.insert(c, at: i)
            changes.entered(s)
        }
    }

    /// `a + b` as a term's coefficient, or nil when they cancel (every merge adds two
    /// coefficients of one symbol this way).
    @inline(__always)
    static func sum(_ a: Double, _ b: Double) -> Double? {
        let sum = a + b
        return Tolerance.isCancellation(sum, a, b) ? nil : sum
    }

    /// `v` as the coefficient of a symbol new to the row, or nil when it is too small to be one.
    @inline(__always)
    static func newCoefficient(_ v: Double) -> Double? { Swift.abs(v) > Tolerance.coefficient ? v : nil }

    /// Adds `k × other`.
    mutating func add(_ other: Row, times k: Double) {
        var ignored = IgnoredRowChanges()
        add(other, times: k, telling: &ignored)
    }

    /// Adds `k × other` in place, telling `changes` each symbol that enters the row or cancels
    /// out of it, so that the tableau's column index follows the merge itself instead of
    /// comparing the old and new symbol lists afterwards. (A generic parameter rather than a
    /// closure: the merge is specialised for the tableau's column index, and its two calls per
    /// change are inlined.)
    ///
    /// A long `other` is merged from the back into the row's own storage, grown by `other`'s
    /// length: the write position never passes the read position, so nothing unread is
    /// overwritten and no second array is made. The sums are the same as a forward merge's.
    @inline(__always)
    mutating func add<Changes: RowChanges>(_ other: Row, times k: Double, telling changes: inout Changes) {
        constant += k * other.constant
        let m = other.symbols.count
        if m == 0 { return }
        if m <= 2 || m * 8 < symbols.count {
            for j in 0..<m { add(other.symbols[j], k * other.coefficients[j], telling: &changes) }
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
                                if let v = Row.newCoefficient(k * oc[j]) {
                                    rs[w] = t; rc[w] = v
                                    w -= 1
                                    changes.entered(t)
                                }
                                j -= 1
                            } else {
                                if let sum = Row.sum(rc[i], k * oc[j]) {
                                    rs[w] = t; rc[w] = sum
                                    w -= 1
                                } else {
                                    changes.left(t)
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
    mutating func substitute(_ s: Symbol, with row: Row) -> Bool {
        var ignored = IgnoredRowChanges()
        return substitute(s, with: row, telling: &ignored)
    }

    /// Replaces `s` by `row`, telling `changes` which other symbols enter or leave the row
    /// (see `add(_:times:telling:)`); `s` itself leaves it without a call.
    @inline(__always)
    @discardableResult
    mutating func substitute<Changes: RowChanges>(_ s: Symbol, with row: Row, telling changes: inout Changes) -> Bool {
        let c = remove(s)
        if c == 0 { return false }
        add(row, times: c, telling: &changes)
        return true
    }

    /// `substitute(_:with:telling:)` for the tableau's rows: the merge runs forward into
    /// `scratch` and the result is copied back into the row's own storage, which it fits
    /// whenever the row is not growing past what it held before. The in-place merge must first
    /// grow the row by `row`'s length, which reallocates a row whose terms mostly cancel: in the
    /// grid workload's step at width 1113, 29,000 rows of 22 terms each fall to 5, and growing
    /// them first was a fifth of the step. Same sums, same order, same result.
    @inline(__always)
    @discardableResult
    mutating func substitute<Changes: RowChanges>(
        _ s: Symbol, with other: Row, using scratch: inout RowScratch, telling changes: inout Changes
    ) -> Bool {
        let n = symbols.count, m = other.symbols.count
        if m <= 2 || m * 8 < n { return substitute(s, with: other, telling: &changes) }
        let (found, at) = index(of: s)
        guard found else { return false }
        let k = coefficients[at]
        constant += k * other.constant
        scratch.reserve(n + m)
        var w = 0
        symbols.withUnsafeBufferPointer { rs in
            coefficients.withUnsafeBufferPointer { rc in
                other.symbols.withUnsafeBufferPointer { os in
                    other.coefficients.withUnsafeBufferPointer { oc in
                        let ws = scratch.symbols, wc = scratch.coefficients
                        var i = 0, j = 0
                        while i < n || j < m {
                            if j == m || (i < n && rs[i] < os[j]) {
                                // `s` itself is dropped without a call (the caller empties its column).
                                if i != at {
                                    ws[w] = rs[i]; wc[w] = rc[i]
                                    w += 1
                                }
                                i += 1
                            } else if i == n || os[j] < rs[i] {
                                let t = os[j]
                                if let v = Row.newCoefficient(k * oc[j]) {
                                    ws[w] = t; wc[w] = v
                                    w += 1
                                    changes.entered(t)
                                }
                                j += 1
                            } else {
                                let t = os[j]
                                if let sum = Row.sum(rc[i], k * oc[j]) {
                                    ws[w] = t; wc[w] = sum
                                    w += 1
                                } else {
                                    changes.left(t)
                                }
                                i += 1; j += 1
                            }
                        }
                    }
                }
            }
        }
        // Back into the row's own storage: the first min(w, n) terms over the old ones, then
        // the rest appended or the old tail dropped (a row of a few terms is rewritten this
        // way most of the time, and emptying it first went through two generic calls per array).
        let kept = Swift.min(w, n)
        symbols.withUnsafeMutableBufferPointer { $0.baseAddress!.update(from: scratch.symbols, count: kept) }
        coefficients.withUnsafeMutableBufferPointer { $0.baseAddress!.update(from: scratch.coefficients, count: kept) }
        if w > n {
            symbols.append(contentsOf: UnsafeBufferPointer(start: scratch.symbols + n, count: w - n))
            coefficients.append(contentsOf: UnsafeBufferPointer(start: scratch.coefficients + n, count: w - n))
        } else if w < n {
            symbols.removeLast(n - w)
            coefficients.removeLast(n - w)
        }
        return true
    }
}

/// Room for one merged row, reused across the rows of a substitution (see
/// `Row.substitute(_:with:using:telling:)`). Owns its memory; `release()` gives it back.
struct RowScratch {
    private(set) var symbols: UnsafeMutablePointer<Symbol>
    private(set) var coefficients: UnsafeMutablePointer<Double>
    private var capacity: Int

    init() {
        capacity = 64
        symbols = .allocate(capacity: capacity)
        coefficients = .allocate(capacity: capacity)
    }

    /// Makes room for `count` terms (what was there is not kept).
    @inline(__always)
    mutating func reserve(_ count: Int) {
        if count <= capacity { return }
        symbols.deallocate()
        coefficients.deallocate()
        capacity = Swift.max(count, 2 * capacity)
        symbols = .allocate(capacity: capacity)
        coefficients = .allocate(capacity: capacity)
    }

    func release() {
        symbols.deallocate()
        coefficients.deallocate()
    }
}

/// What a row merge tells about the symbols it adds to the row or cancels out of it.
protocol RowChanges {
    mutating func entered(_ s: Symbol)
    mutating func left(_ s: Symbol)
}

/// For a row outside the tableau, whose changes nothing follows.
struct IgnoredRowChanges: RowChanges {
    @inline(__always) mutating func entered(_ s: Symbol) {}
    @inline(__always) mutating func left(_ s: Symbol) {}
}
