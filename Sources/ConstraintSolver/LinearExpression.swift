/// One `coefficient × variable` part of a linear expression.
public struct Term: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ coefficient × variable + constant`, kept as written (terms in the order given; the
/// solver merges repeated variables when it reads the expression).
public struct LinearExpression: Hashable, Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init([Term(variable)]) }
    public init(constant: Double) { self.init([], constant: constant) }

    /// The terms with repeated variables merged and zero coefficients dropped, sorted by variable.
    public var normalizedTerms: [Term] {
        if terms.count == 1 { return terms[0].coefficient == 0 ? [] : terms }
        // One array, sorted and merged in place (a sorted copy, a merged copy and a filtered copy
        // were three allocations for every constraint made; issue 17). The sort is stable, so
        // a repeated variable's coefficients are summed in the order written, as before.
        var out = terms
        out.withUnsafeMutableBufferPointer { t in
            // Insertion sort: expressions have a handful of terms.
            for i in t.indices.dropFirst() {
                let term = t[i]
                var j = i
                while j > 0 && t[j - 1].variable.id > term.variable.id {
                    t[j] = t[j - 1]
                    j -= 1
                }
                t[j] = term
            }
        }
        var merged = 0
        for i in out.indices {
            if merged > 0 && out[merged - 1].variable == out[i].variable {
                out[merged - 1].coefficient += out[i].coefficient
            } else {
                out[merged] = out[i]
                merged += 1
            }
        }
        out.removeSubrange(merged...)
        out.removeAll { $0.coefficient == 0 }
        return out
    }

    /// The value of the expression for the given variable values.
    public func value(_ valueOf: (Variable) -> Double) -> Double {
        var total = constant
        for term in terms { total += term.coefficient * valueOf(term.variable) }
        return total
    }
}

// MARK: - Building expressions with operators

public protocol LinearExpressionConvertible {
    var linearExpression: LinearExpression { get }
}

extension Variable: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(self) }
}
extension LinearExpression: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { self }
}
extension Double: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(constant: self) }
}
extension Int: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(constant: Double(self)) }
}

public func + (a: some LinearExpressionConvertible, b: some LinearExpressionConvertible) -> LinearExpression {
    let x = a.linearExpression, y = b.linearExpression
    return LinearExpression(x.terms + y.terms, constant: x.constant + y.constant)
}

public func - (a: some LinearExpressionConvertible, b: some LinearExpressionConvertible) -> LinearExpression {
    a + (-1.0) * b
}

public prefix func - (a: some LinearExpressionConvertible) -> LinearExpression { (-1.0) * a }

public func * (k: Double, a: some LinearExpressionConvertible) -> LinearExpression {
    let x = a.linearExpression
    return LinearExpression(x.terms.map { Term($0.variable, $0.coefficient * k) }, constant: x.constant * k)
}

public func * (a: some LinearExpressionConvertible, k: Double) -> LinearExpression { k * a }

public func / (a: some LinearExpressionConvertible, k: Double) -> LinearExpression { (1.0 / k) * a }
