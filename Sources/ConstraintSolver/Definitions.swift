/// Definitions: required equalities kept out of the tableau.
///
/// A required equality that mentions a variable appearing nowhere else (not in any row, any
/// objective, any other definition) simply defines that variable: `x := Σ kᵢ·yᵢ + c + k_d·d`
/// (d the constraint's dummy marker). Adding it cannot make anything infeasible and changes no
/// other value, so it costs no pivot. Chains of such equalities (each view's top from the one
/// above, each left from the left neighbour) would otherwise fill the tableau: fully substituted,
/// the top of the 1,000th row of a grid has 1,000 terms. A defined variable never appears in a
/// tableau row or objective; a row that needs one gets its definition expanded (each defined
/// variable once, latest definitions first, so shared sub-definitions are not expanded twice).
/// Every variable a definition mentions was defined before it or is never defined later, so the
/// definitions form a DAG evaluated in creation order. Removing a definition first turns it into
/// an ordinary tableau row ("materialises" it), then removes it as kiwi does.
struct Definition {
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    let dummy: Symbol
    let dummyCoefficient: Double
    /// Creation order among definitions.
    let order: Int
}

extension Solver {
    /// The variable a required equality could define, if any: one that appears nowhere yet;
    /// the latest made among them.
    func definitionSubject(for c: Constraint) -> (variable: Int, coefficient: Double)? {
        var best: (Int, Double)?
        for term in c.normalizedTerms {
            let v = term.variable.id
            let s = variableSymbols[v]
            if definitions[v] != nil || definitionReferences[v] > 0 || editVariables[v] != nil { continue }
            if tableau.isBasic(s) || tableau.userCount(of: s) > 0 || tableau.isInAnyObjective(s) { continue }
            if best == nil || v > best!.0 { best = (v, term.coefficient) }
        }
        return best
    }

    /// Adds `k × variable` to a row, in tableau symbols: a basic symbol is replaced by its row,
    /// a defined variable by its definition.
    func addExpanded(_ terms: [Term], times k: Double, into row: inout Row) {
        var pending: [Int: Double] = [:]
        // Latest definition first: a definition only mentions earlier ones, so each defined
        // variable is expanded once, after everything that mentions it has been.
        var heap = MinHeap<LatestFirst>()
        func take(_ v: Int, _ c: Double) {
            if let d = definitions[v] {
                if pending[v] == nil { heap.insert(LatestFirst(order: d.order, variable: v)) }
                pending[v, default: 0] += c
            } else {
                addSymbol(variableSymbols[v], c, into: &row)
            }
        }
        for t in terms { take(t.variable.id, k * t.coefficient) }
        while let v = heap.popMin()?.variable {
            let c = pending.removeValue(forKey: v)!
            let d = definitions[v]!
            row.constant += c * d.constant
            for t in d.terms { take(t.variable, c * t.coefficient) }
            addSymbol(d.dummy, c * d.dummyCoefficient, into: &row)
        }
    }

    func addSymbol(_ s: Symbol, _ c: Double, into row: inout Row) {
        if let r = tableau.row(s) { row.add(r, times: c) } else { row.add(s, c) }
    }

    /// The variable's value expressed in non-basic symbols.
    func expandedRow(of v: Int) -> Row {
        var row = Row()
        addExpanded([Term(Variable(id: v))], times: 1, into: &row)
        return row
    }

}

/// The definitions flattened into arrays in evaluation (creation) order, so that computing every
/// value walks memory in sequence. Rebuilt after definitions change.
struct CompiledDefinitions {
    var variables: [Int] = []
    var termStarts: [Int] = [0]
    var termVariables: [Int] = []
    var termCoefficients: [Double] = []
    var constants: [Double] = []
    var dummies: [Symbol] = []
    var dummyCoefficients: [Double] = []
    /// Where `currentValues` reads from, kept while the tableau's structure stays as it is.
    var readPlan: ValueReadPlan?

    init(_ order: [Int], _ definitions: [Definition?]) {
        for v in order {
            let d = definitions[v]!
            variables.append(v)
            for t in d.terms {
                termVariables.append(t.variable)
                termCoefficients.append(t.coefficient)
            }
            termStarts.append(termVariables.count)
            constants.append(d.constant)
            dummies.append(d.dummy)
            dummyCoefficients.append(d.dummyCoefficient)
        }
    }
}
