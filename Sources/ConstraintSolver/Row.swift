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
        let (found, i) = index(of: s)
        if found {
            let old = coefficients[i]
            let sum = old + c
            if Tolerance.isCancellation(sum, old, c) {
                symbols.remove(at: i)
                coefficients.remove(at: i)
            } else {
                coefficients[i] = sum
            }
        } else if Swift.abs(c) > Tolerance.coefficient {
            symbols.insert(s, at: i)
            coefficients.insert(c, at: i)
        }
    }

    /// Adds `k × other`.
    mutating func add(_ other: Row, times k: Double) {
        constant += k * other.constant
        if other.symbols.isEmpty { return }
        if other.symbols.count <= 2 || other.symbols.count * 8 < symbols.count {
            for j in 0..<other.symbols.count { add(other.symbols[j], k * other.coefficients[j]) }
            return
        }
        var s: [Symbol] = []
        var c: [Double] = []
        s.reserveCapacity(symbols.count + other.symbols.count)
        c.reserveCapacity(symbols.count + other.symbols.count)
        var i = 0, j = 0
        while i < symbols.count || j < other.symbols.count {
            if j == other.symbols.count || (i < symbols.count && symbols[i] < other.symbols[j]) {
                s.append(symbols[i]); c.append(coefficients[i]); i += 1
            } else if i == symbols.count || other.symbols[j] < symbols[i] {
                let v = k * other.coefficients[j]
                if Swift.abs(v) > Tolerance.coefficient { s.append(other.symbols[j]); c.append(v) }
                j += 1
            } else {
                let a = coefficients[i], b = k * other.coefficients[j]
                let sum = a + b
                if !Tolerance.isCancellation(sum, a, b) { s.append(symbols[i]); c.append(sum) }
                i += 1; j += 1
            }
        }
        symbols = s
        coefficients = c
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
        let c = remove(s)
        if c == 0 { return false }
        add(row, times: c)
        return true
    }
}
