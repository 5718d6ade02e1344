import PlumbTestSupport
import Testing
@testable import ConstraintSolver

/// `LinearExpression.normalizedTerms` (sorted and merged in place since issue 17) against the
/// plain definition it replaced: a stable sort by variable, each run of one variable summed in
/// the order written, zero sums dropped. Coefficients are drawn so that sums cancel (±1, ±0.5,
/// 0 and thirds, whose sums depend on the order of addition) and variables repeat often.
@Suite struct NormalizedTermsTests {
    /// The definition, written the obvious way.
    static func reference(_ terms: [Term]) -> [Term] {
        if terms.count == 1 { return terms[0].coefficient == 0 ? [] : terms }
        var out: [Term] = []
        for t in terms.sorted(by: { $0.variable.id < $1.variable.id }) {
            if let last = out.last, last.variable == t.variable {
                out[out.count - 1].coefficient += t.coefficient
            } else {
                out.append(t)
            }
        }
        return out.filter { $0.coefficient != 0 }
    }

    @Test(arguments: 0..<4)
    func matchesTheDefinition(seed: UInt64) {
        var g = SplitMix64(seed: seed &* 104_729 &+ 11)
        let coefficients: [Double] = [1, -1, 0.5, -0.5, 0, 1.0 / 3, -1.0 / 3, 2.0 / 3, 1e16, -1e16]
        var merged = 0, cancelled = 0
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...9, using: &g)
            let variables = Int.random(in: 1...6, using: &g)
            let terms = (0..<count).map { _ in
                Term(Variable(id: Int.random(in: 0..<variables, using: &g)),
                     coefficients[Int.random(in: 0..<coefficients.count, using: &g)])
            }
            let got = LinearExpression(terms).normalizedTerms
            let expected = Self.reference(terms)
            // Bit for bit: the same sums in the same order.
            #expect(got.map(\.variable) == expected.map(\.variable), "\(terms)")
            #expect(got.map(\.coefficient.bitPattern) == expected.map(\.coefficient.bitPattern), "\(terms)")
            if Set(terms.map(\.variable)).count < terms.count { merged += 1 }
            if expected.count < Set(terms.map(\.variable)).count { cancelled += 1 }
        }
        // The draws reached both merging and cancelling.
        #expect(merged > 500 && cancelled > 100, "merged \(merged), cancelled \(cancelled)")
    }
}
