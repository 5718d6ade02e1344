/// One term `coefficient × symbol` of a `Row`.
///
/// A row keeps its terms in one array of these rather than two parallel arrays (symbols,
/// coefficients): one heap block per row instead of two, so a pivot that rewrites 30,000 rows
/// loads, checks for uniqueness, grows and frees one block per row (docs/benchmarks.md, session
/// 12). 16 bytes each (4 of them padding), against 12 in two arrays.
struct RowTerm: Equatable, Sendable {
    var symbol: Symbol
    var coefficient: Double

    @inline(__always)
    init(_ symbol: Symbol, _ coefficient: Double) {
        self.symbol = symbol
        self.coefficient = coefficient
    }
}

/// A row's symbols, ascending, as a collection (a view of its terms; nothing is copied).
struct RowSymbols: RandomAccessCollection, Sendable {
    let terms: [RowTerm]
    var startIndex: Int { 0 }
    var endIndex: Int { terms.count }
    subscript(i: Int) -> Symbol { terms[i].symbol }
}

/// A row's coefficients, in the order of its symbols (a view of its terms; nothing is copied).
struct RowCoefficients: RandomAccessCollection, Sendable {
    let terms: [RowTerm]
    var startIndex: Int { 0 }
    var endIndex: Int { terms.count }
    subscript(i: Int) -> Double { terms[i].coefficient }
}
