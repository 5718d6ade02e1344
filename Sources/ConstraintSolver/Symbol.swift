/// The tableau's unknowns: integer handles, dense from 0, so every map is an array or ordered.
typealias Symbol = Int32

/// What a symbol stands for. Slack, error and artificial symbols are restricted to be ≥ 0;
/// an external symbol (a user variable) is unrestricted; a dummy is pinned at 0 (the marker of
/// a required equality) and never enters the basis.
enum SymbolKind: UInt8, Sendable {
    case external
    case slack
    case error
    case dummy
    case artificial

    var isRestricted: Bool { self == .slack || self == .error || self == .artificial }
}

/// Numerical tolerances, in one place.
enum Tolerance {
    /// Two values whose sum is below this fraction of the larger operand cancel exactly.
    static let relativeCancellation = 1e-11
    /// Coefficients smaller than this are zero.
    static let coefficient = 1e-12
    /// Reduced costs smaller than this (in magnitude) are zero.
    static let reducedCost = 1e-9
    /// Constants within `constantScale × max(1, magnitude)` of zero are zero, where magnitude is
    /// the largest number the solver has been given.
    static let constantScale = 1e-10

    @inline(__always)
    static func isCancellation(_ result: Double, _ a: Double, _ b: Double) -> Bool {
        let m = Swift.max(Swift.abs(a), Swift.abs(b))
        return Swift.abs(result) <= Swift.max(coefficient, m * relativeCancellation)
    }
}
