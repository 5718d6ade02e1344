/// A sparse linear row `constant + Σ coefficient × symbol`, symbols kept sorted ascending.
///
/// In the tableau a row stands for `basic = row`; a row being built for a new constraint stands
/// for `0 = row`.
struct Row: Equatable, Sendable {
    /// The terms, by ascending symbol (RowTerm.swift says why one array).
    private(set) var terms: [RowTerm] = []
    var constant: Double

    init(constant: Double = 0) { self.constant = constant }

    var symbols: RowSymbols { RowSymbols(terms: terms) }
    var coefficients: RowCoefficients { RowCoefficients(terms: terms) }
    var isEmpty: Bool { terms.isEmpty }
    var count: Int { terms.count }

    private func index(of s: Symbol) -> (found: Bool, at: Int) {
        terms.withUnsafeBufferPointer { t in
            var lo = 0, hi = t.count
            while lo < hi {
                let mid = (lo + hi) >> 1
                if t[mid].symbol < s { lo = mid + 1 } else { hi = mid }
            }
            return (lo < t.count && t[lo].symbol == s, lo)
        }
    }

    func coefficient(of s: Symbol) -> Double {
        let (found, i) = index(of: s)
        return found ? terms[i].coefficient : 0
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
            if let sum = Row.sum(terms[i].coefficient, c) {
                terms[i].coefficient = sum
            } else {
                terms.remove(at: i)
                changes.left(s)
            }
        } else if let c = Row.newCoefficient(c) {
            terms.insert(RowTerm(s, c), at: i)
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
        let m = other.terms.count
        if m == 0 { return }
        if m <= 2 || m * 8 < terms.count {
            for j in 0..<m { add(other.terms[j].symbol, k * other.terms[j].coefficient, telling: &changes) }
            return
        }
        let n = terms.count
        // Grown by `other`'s own terms (a plain copy; every one of these places is written
        // before it is read, or dropped with the hole below).
        terms.append(contentsOf: other.terms)
        var i = n - 1, w = n + m - 1
        // Through buffer pointers: each subscript store on the array would check uniqueness.
        // (Indices stay within 0..<n + m, so wrapping `&+=`/`&-=` skip overflow checks that
        // cannot fire; the same below.)
        terms.withUnsafeMutableBufferPointer { rt in
            other.terms.withUnsafeBufferPointer { ot in
                var j = m - 1
                while j >= 0 {
                    let t = ot[j].symbol
                    if i >= 0 && rt[i].symbol > t {
                        rt[w] = rt[i]
                        i &-= 1; w &-= 1
                    } else if i < 0 || t > rt[i].symbol {
                        if let v = Row.newCoefficient(k * ot[j].coefficient) {
                            rt[w] = RowTerm(t, v)
                            w &-= 1
                            changes.entered(t)
                        }
                        j &-= 1
                    } else {
                        if let sum = Row.sum(rt[i].coefficient, k * ot[j].coefficient) {
                            rt[w] = RowTerm(t, sum)
                            w &-= 1
                        } else {
                            changes.left(t)
                        }
                        i &-= 1; j &-= 1
                    }
                }
            }
        }
        // What is left of the row, [0, i], sits below the merged tail [w + 1, n + m): close the
        // hole between them.
        if w > i { terms.removeSubrange((i + 1)...w) }
    }

    /// Removes `s`, returning its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ s: Symbol) -> Double {
        let (found, i) = index(of: s)
        guard found else { return 0 }
        return terms.remove(at: i).coefficient
    }

    mutating func scale(by k: Double) {
        constant *= k
        terms.withUnsafeMutableBufferPointer { t in
            for i in t.indices { t[i].coefficient *= k }
        }
    }

    mutating func negate() { scale(by: -1) }

    /// Adds `delta` to the constant and returns the new constant (one in-place access, where
    /// `row.constant += delta` followed by a read of `row.constant` through an optional in an
    /// array copied the row out).
    @inline(__always)
    mutating func shiftConstant(by delta: Double) -> Double {
        constant += delta
        return constant
    }

    /// For a row that stands for `0 = row`: rewrites it as `s = …` (s must be in the row).
    mutating func solve(for s: Symbol) {
        let c = remove(s)
        scale(by: -1 / c)
    }

    /// For a row that stands for `lhs = row`: rewrites it as `rhs = …`.
    ///
    /// In one pass over the terms (a pivot does this once per pivot; inserting `lhs`, then
    /// removing `rhs`, moved the terms twice through two Array calls): `rhs`'s place is taken
    /// by the terms between it and where `lhs` goes, `lhs` gets −1, and every coefficient is
    /// scaled by −1/c as `solve(for:)` does — the same numbers as `add(lhs, -1)` then
    /// `solve(for: rhs)`, which is what a row already mentioning `lhs` still gets.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        let (lhsFound, il) = index(of: lhs)
        let (rhsFound, ir) = index(of: rhs)
        guard !lhsFound, rhsFound else {
            add(lhs, -1)
            solve(for: rhs)
            return
        }
        let k = -1 / terms[ir].coefficient
        constant *= k
        terms.withUnsafeMutableBufferPointer { t in
            if il <= ir {
                var q = ir
                while q > il {
                    t[q] = t[q - 1]
                    q -= 1
                }
                t[il] = RowTerm(lhs, -1)
            } else {
                var q = ir
                while q < il - 1 {
                    t[q] = t[q + 1]
                    q += 1
                }
                t[il - 1] = RowTerm(lhs, -1)
            }
            for i in t.indices { t[i].coefficient *= k }
        }
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
    /// whenever the row is not growing past its capacity. The in-place merge must first
    /// grow the row by `row`'s length, which reallocates a row whose terms mostly cancel: in the
    /// grid workload's step at width 1113, 29,000 rows of 22 terms each fall to 5, and growing
    /// them first was a fifth of the step. Same sums, same order, same result.
    @inline(__always)
    @discardableResult
    mutating func substitute<Changes: RowChanges>(
        _ s: Symbol, with other: Row, using scratch: inout RowScratch, telling changes: inout Changes
    ) -> Bool {
        let n = terms.count, m = other.terms.count
        if m <= 2 || m * 8 < n { return substitute(s, with: other, telling: &changes) }
        let (found, at) = index(of: s)
        guard found else { return false }
        let k = terms[at].coefficient
        constant += k * other.constant
        scratch.reserve(n + m)
        var w = 0
        terms.withUnsafeBufferPointer { rt in
            other.terms.withUnsafeBufferPointer { ot in
                let wt = scratch.terms
                var i = 0, j = 0
                while i < n || j < m {
                    if j == m || (i < n && rt[i].symbol < ot[j].symbol) {
                        // `s` itself is dropped without a call (the caller empties its column).
                        if i != at {
                            wt[w] = rt[i]
                            w &+= 1
                        }
                        i &+= 1
                    } else if i == n || ot[j].symbol < rt[i].symbol {
                        let t = ot[j].symbol
                        if let v = Row.newCoefficient(k * ot[j].coefficient) {
                            wt[w] = RowTerm(t, v)
                            w &+= 1
                            changes.entered(t)
                        }
                        j &+= 1
                    } else {
                        let t = ot[j].symbol
                        if let sum = Row.sum(rt[i].coefficient, k * ot[j].coefficient) {
                            wt[w] = RowTerm(t, sum)
                            w &+= 1
                        } else {
                            changes.left(t)
                        }
                        i &+= 1; j &+= 1
                    }
                }
            }
        }
        // Back into the row's storage. A row that outgrows its block gets a new one with room
        // to spare (a row of views' rows grow and shrink by the same few terms from step to
        // step; growing each by exactly what it needs reallocated most of them every step).
        // Otherwise the first min(w, n) terms go over the old ones, then the rest is appended
        // or the old tail dropped.
        if w > terms.capacity {
            var grown: [RowTerm] = []
            grown.reserveCapacity(w + w >> 1)
            grown.append(contentsOf: UnsafeBufferPointer(start: scratch.terms, count: w))
            terms = grown
            return true
        }
        let kept = Swift.min(w, n)
        terms.withUnsafeMutableBufferPointer { $0.baseAddress!.update(from: scratch.terms, count: kept) }
        if w > n {
            terms.append(contentsOf: UnsafeBufferPointer(start: scratch.terms + n, count: w - n))
        } else if w < n {
            terms.removeLast(n - w)
        }
        return true
    }
}

/// Room for one merged row, reused across the rows of a substitution (see
/// `Row.substitute(_:with:using:telling:)`). Owns its memory; `release()` gives it back.
struct RowScratch {
    /// Nil until the first `reserve` (a substitution whose rows all take the short path, or
    /// that has no rows to rewrite, allocates nothing).
    private var storage: UnsafeMutablePointer<RowTerm>?
    private var capacity = 0

    init() {}

    /// The room (valid after `reserve`).
    var terms: UnsafeMutablePointer<RowTerm> { storage! }

    /// Makes room for `count` terms (what was there is not kept).
    @inline(__always)
    mutating func reserve(_ count: Int) {
        if count <= capacity { return }
        storage?.deallocate()
        capacity = Swift.max(count, 2 * capacity, 64)
        storage = .allocate(capacity: capacity)
    }

    func release() { storage?.deallocate() }
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
