// An exact, dense, rational-arithmetic reference for the constraint solver, written from scratch
// for the tests (it shares no code with Sources/ConstraintSolver).
//
// Method: a textbook two-phase simplex on a dense tableau with Bland's rule (smallest entering
// index, smallest leaving basis index on ties), which cannot cycle. Free variables are split as
// x = x⁺ − x⁻. Phase 1 runs once per program; further objectives (ranges, the next priority
// level) start from the feasible basis. Speed is not the point, exactness is.

// MARK: - A linear program in "y ≥ 0" form

enum LPRelation: Sendable {
    case equal, lessThanOrEqual, greaterThanOrEqual
}

/// minimise Σ objective[j]·y_j subject to rows `Σ coefficients[j]·y_j REL rhs`, every y_j ≥ 0.
struct LinearProgram: Sendable {
    struct Row: Sendable {
        var coefficients: [Int: Rational]
        var relation: LPRelation
        var rhs: Rational
    }

    var columnCount: Int = 0
    var rows: [Row] = []
    var objective: [Int: Rational] = [:]

    mutating func addColumn() -> Int {
        columnCount += 1
        return columnCount - 1
    }

    enum Outcome: Sendable {
        case infeasible
        case unbounded
        case optimal(value: Rational, point: [Rational])
    }

    /// Solves exactly (phase 1, then phase 2 on `objective`). Throws only when a number does
    /// not fit in Int64.
    func solve() throws(RationalOverflow) -> Outcome {
        guard var t = try FeasibleTableau(self) else { return .infeasible }
        switch try t.minimize(objective) {
        case .unbounded: return .unbounded
        case .optimal(let value): return .optimal(value: value, point: t.point)
        }
    }
}

/// A dense simplex tableau at a basic feasible solution of a LinearProgram (phase 1 done,
/// artificial columns gone). Value type: copy it to explore several objectives from one start.
/// Columns 0..<structuralCount are the program's own; slack columns follow.
struct FeasibleTableau: Sendable {
    private(set) var rows: [[Rational]]
    private(set) var rhs: [Rational]
    private(set) var basis: [Int]
    private(set) var columnCount: Int
    let structuralCount: Int

    enum Result: Sendable { case optimal(Rational), unbounded }

    /// Phase 1 with one artificial column per row; nil when the program is infeasible.
    init?(_ lp: LinearProgram) throws(RationalOverflow) {
        let n = lp.columnCount
        let m = lp.rows.count
        structuralCount = n
        var slackOf = [Int?](repeating: nil, count: m)
        var s = n
        for (i, row) in lp.rows.enumerated() where row.relation != .equal {
            slackOf[i] = s
            s += 1
        }
        let artificialStart = s
        columnCount = s + m
        rows = [[Rational]](repeating: [Rational](repeating: .zero, count: columnCount), count: m)
        rhs = [Rational](repeating: .zero, count: m)
        basis = [Int](repeating: 0, count: m)
        for (i, row) in lp.rows.enumerated() {
            let negate = row.rhs.isNegative  // make every rhs ≥ 0
            for (j, a) in row.coefficients where !a.isZero {
                precondition(j < n, "column out of range")
                rows[i][j] = negate ? -a : a
            }
            if let sj = slackOf[i] {
                let sign: Rational = row.relation == .lessThanOrEqual ? .one : -.one
                rows[i][sj] = negate ? -sign : sign
            }
            rhs[i] = negate ? -row.rhs : row.rhs
            rows[i][artificialStart + i] = .one
            basis[i] = artificialStart + i
        }
        // Phase 1: minimise the sum of the artificials.
        var phase1: [Int: Rational] = [:]
        for i in 0..<m { phase1[artificialStart + i] = .one }
        guard case .optimal(let infeasibility) = try minimize(phase1) else {
            fatalError("phase 1 cannot be unbounded")
        }
        if !infeasibility.isZero { return nil }
        // Drive the artificials (all at zero) out of the basis; a row with no other non-zero
        // entry is redundant and goes.
        var i = 0
        while i < rows.count {
            if basis[i] >= artificialStart {
                var entering: Int? = nil
                for j in 0..<artificialStart where !rows[i][j].isZero {
                    entering = j
                    break
                }
                if let j = entering {
                    var none: [Rational] = []
                    var noneRhs = Rational.zero
                    try pivot(row: i, column: j, objective: &none, objectiveRhs: &noneRhs)
                    i += 1
                } else {
                    rows.remove(at: i)
                    rhs.remove(at: i)
                    basis.remove(at: i)
                }
            } else {
                i += 1
            }
        }
        for r in rows.indices { rows[r].removeSubrange(artificialStart...) }
        columnCount = artificialStart
    }

    /// The values of the structural columns at the current basis.
    var point: [Rational] {
        var p = [Rational](repeating: .zero, count: structuralCount)
        for (r, b) in basis.enumerated() where b < structuralCount { p[b] = rhs[r] }
        return p
    }

    /// Phase 2 with Bland's rule from the current basis; leaves the tableau at the optimum (or at
    /// the vertex where unboundedness showed).
    @_optimize(speed)
    mutating func minimize(_ objective: [Int: Rational]) throws(RationalOverflow) -> Result {
        // Reduced costs r_j = c_j − Σ_i c_{basis i}·row_i[j]; objectiveRhs holds −z.
        var obj = [Rational](repeating: .zero, count: columnCount)
        var objRhs = Rational.zero
        for (j, c) in objective where !c.isZero { obj[j] = c }
        for r in rows.indices {
            guard let cb = objective[basis[r]], !cb.isZero else { continue }
            for j in 0..<columnCount where !rows[r][j].isZero {
                obj[j] = try obj[j] - (try cb * rows[r][j])
            }
            objRhs = try objRhs - (try cb * rhs[r])
        }
        var iterations = 0
        while true {
            iterations += 1
            precondition(iterations < 100_000, "Bland's rule cannot cycle; something is wrong")
            var entering = -1
            for j in 0..<columnCount where obj[j].isNegative {
                entering = j
                break
            }
            if entering < 0 { return .optimal(-objRhs) }
            var leaving = -1
            var best = Rational.zero
            for i in rows.indices where rows[i][entering].isPositive {
                let ratio = try rhs[i] / rows[i][entering]
                if leaving < 0 || ratio < best || (ratio == best && basis[i] < basis[leaving]) {
                    leaving = i
                    best = ratio
                }
            }
            if leaving < 0 { return .unbounded }
            try pivot(row: leaving, column: entering, objective: &obj, objectiveRhs: &objRhs)
        }
    }

    @_optimize(speed)
    private mutating func pivot(row r: Int, column c: Int, objective: inout [Rational], objectiveRhs: inout Rational)
        throws(RationalOverflow)
    {
        let p = rows[r][c]
        var nonzero: [Int] = []
        for j in 0..<columnCount where !rows[r][j].isZero {
            rows[r][j] = try rows[r][j] / p
            nonzero.append(j)
        }
        rhs[r] = try rhs[r] / p
        let pivotRow = rows[r]
        let pivotRhs = rhs[r]
        for i in rows.indices where i != r {
            let f = rows[i][c]
            if f.isZero { continue }
            for j in nonzero { rows[i][j] = try rows[i][j] - (try f * pivotRow[j]) }
            rhs[i] = try rhs[i] - (try f * pivotRhs)
        }
        if !objective.isEmpty {
            let f = objective[c]
            if !f.isZero {
                for j in nonzero { objective[j] = try objective[j] - (try f * pivotRow[j]) }
                objectiveRhs = try objectiveRhs - (try f * pivotRhs)
            }
        }
        basis[r] = c
    }

    /// Adds the row `Σ coefficients[j]·y_j ≤ bound` (with a new slack column), written in the
    /// current basis. The current point must satisfy it, so the tableau stays feasible.
    mutating func addRow(_ coefficients: [Int: Rational], atMost bound: Rational) throws(RationalOverflow) {
        let slack = columnCount
        columnCount += 1
        for r in rows.indices { rows[r].append(.zero) }
        var row = [Rational](repeating: .zero, count: columnCount)
        for (j, a) in coefficients { row[j] = a }
        row[slack] = .one
        var b = bound
        for (r, basic) in basis.enumerated() {
            let f = row[basic]
            if f.isZero { continue }
            for j in 0..<columnCount where !rows[r][j].isZero { row[j] = try row[j] - (try f * rows[r][j]) }
            b = try b - (try f * rhs[r])
        }
        precondition(!b.isNegative, "the added row must hold at the current point")
        rows.append(row)
        rhs.append(b)
        basis.append(slack)
    }
}

// MARK: - Constraints over free variables

/// `Σ coefficients[i]·x_i + constant REL 0` at a priority (1000 = required).
struct RefConstraint: Sendable, CustomStringConvertible {
    var coefficients: [Rational]
    var constant: Rational
    var relation: LPRelation
    var priority: Double

    init(_ coefficients: [Rational], _ constant: Rational, _ relation: LPRelation, priority: Double = 1000) {
        self.coefficients = coefficients
        self.constant = constant
        self.relation = relation
        self.priority = priority
    }

    /// Integer convenience.
    init(_ coefficients: [Int], _ constant: Int, _ relation: LPRelation, priority: Double = 1000) {
        self.init(coefficients.map { Rational($0) }, Rational(constant), relation, priority: priority)
    }

    var isRequired: Bool { priority == 1000 }

    func asRequired() -> RefConstraint {
        var c = self
        c.priority = 1000
        return c
    }

    var description: String {
        var text = ""
        for (i, a) in coefficients.enumerated() where !a.isZero {
            text += text.isEmpty ? (a.isNegative ? "-" : "") : (a.isNegative ? " - " : " + ")
            text += a.magnitude == .one ? "x\(i)" : "\(a.magnitude)*x\(i)"
        }
        if text.isEmpty { text = "0" }
        if !constant.isZero { text += constant.isNegative ? " - \(constant.magnitude)" : " + \(constant)" }
        let rel = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        return "\(text) \(rel) 0" + (isRequired ? "" : " @\(priority)")
    }
}

/// Least and greatest value; nil means unbounded on that side.
struct RefRange: Sendable, Equatable, CustomStringConvertible {
    var minimum: Rational?
    var maximum: Rational?
    var description: String { "[\(minimum.map { "\($0)" } ?? "-∞"), \(maximum.map { "\($0)" } ?? "+∞")]" }
}

/// The optimal total error of one priority level.
struct RefLevel: Sendable, Equatable, CustomStringConvertible {
    var priority: Double
    var error: Rational
    var description: String { "@\(priority): \(error)" }
}

/// The reference: feasibility, ranges, lexicographic optimisation, optimal ranges.
struct ReferenceLP: Sendable {
    let variableCount: Int

    init(variableCount: Int) { self.variableCount = variableCount }

    /// Builds the program for `constraints`; optional ones get error columns, returned by priority.
    private func build(_ constraints: [RefConstraint], allRequired: Bool)
        -> (LinearProgram, [Double: [Int]])
    {
        var lp = LinearProgram()
        lp.columnCount = 2 * variableCount
        var errors: [Double: [Int]] = [:]
        for c in constraints {
            precondition(c.coefficients.count == variableCount, "constraint has the wrong variable count")
            var row: [Int: Rational] = [:]
            for (i, a) in c.coefficients.enumerated() where !a.isZero {
                row[2 * i] = a
                row[2 * i + 1] = -a
            }
            let rhs = -c.constant
            if allRequired || c.isRequired {
                lp.rows.append(.init(coefficients: row, relation: c.relation, rhs: rhs))
                continue
            }
            precondition(c.priority > 0 && c.priority < 1000, "optional priority must be above 0 and below 1000")
            switch c.relation {
            case .equal:  // expr − e⁺ + e⁻ == 0, error e⁺ + e⁻
                let plus = lp.addColumn(), minus = lp.addColumn()
                row[plus] = -.one
                row[minus] = .one
                lp.rows.append(.init(coefficients: row, relation: .equal, rhs: rhs))
                errors[c.priority, default: []] += [plus, minus]
            case .lessThanOrEqual:  // expr − e ≤ 0, error e
                let e = lp.addColumn()
                row[e] = -.one
                lp.rows.append(.init(coefficients: row, relation: .lessThanOrEqual, rhs: rhs))
                errors[c.priority, default: []].append(e)
            case .greaterThanOrEqual:  // expr + e ≥ 0, error e
                let e = lp.addColumn()
                row[e] = .one
                lp.rows.append(.init(coefficients: row, relation: .greaterThanOrEqual, rhs: rhs))
                errors[c.priority, default: []].append(e)
            }
        }
        return (lp, errors)
    }

    /// Whether every constraint given can hold at once, each treated as required.
    func isFeasible(_ required: [RefConstraint]) throws(RationalOverflow) -> Bool {
        try FeasibleTableau(build(required, allRequired: true).0) != nil
    }

    /// Min and max of x_v over the tableau's feasible set (the tableau is not changed).
    fileprivate func range(of v: Int, in tableau: FeasibleTableau) throws(RationalOverflow) -> RefRange {
        var low = tableau, high = tableau
        let minimum: Rational?, maximum: Rational?
        switch try low.minimize([2 * v: .one, 2 * v + 1: -.one]) {
        case .unbounded: minimum = nil
        case .optimal(let value): minimum = value
        }
        switch try high.minimize([2 * v: -.one, 2 * v + 1: .one]) {
        case .unbounded: maximum = nil
        case .optimal(let value): maximum = -value
        }
        return RefRange(minimum: minimum, maximum: maximum)
    }

    /// Min and max of x_v while every constraint given holds (each treated as required); nil
    /// when they cannot hold together.
    func range(of v: Int, under required: [RefConstraint]) throws(RationalOverflow) -> RefRange? {
        guard let t = try FeasibleTableau(build(required, allRequired: true).0) else { return nil }
        return try range(of: v, in: t)
    }

    /// `range(of:under:)` for every variable, from one phase 1.
    func ranges(under required: [RefConstraint]) throws(RationalOverflow) -> [RefRange]? {
        guard let t = try FeasibleTableau(build(required, allRequired: true).0) else { return nil }
        var result: [RefRange] = []
        for v in 0..<variableCount { result.append(try range(of: v, in: t)) }
        return result
    }

    /// Lexicographic optimisation: required constraints exact; optional ones (priority 1…999)
    /// minimise their summed error level by level, highest first, each level's optimum then
    /// fixed (a row "level error ≤ optimum" added). nil when the required constraints are
    /// infeasible.
    func optimize(_ constraints: [RefConstraint]) throws(RationalOverflow) -> LexicographicOptimum? {
        let (lp, errors) = build(constraints, allRequired: false)
        guard var t = try FeasibleTableau(lp) else { return nil }
        var levels: [RefLevel] = []
        for priority in errors.keys.sorted(by: >) {
            let objective = Dictionary(uniqueKeysWithValues: errors[priority]!.map { ($0, Rational.one) })
            guard case .optimal(let value) = try t.minimize(objective) else {
                fatalError("a level's error is ≥ 0, so it cannot be unbounded")
            }
            levels.append(RefLevel(priority: priority, error: value))
            try t.addRow(objective, atMost: value)
        }
        let point = t.point
        var solution: [Rational] = []
        for i in 0..<variableCount { solution.append(try point[2 * i] - point[2 * i + 1]) }
        return LexicographicOptimum(reference: self, tableau: t, levels: levels, solution: solution)
    }

    /// Min and max of x_v over all lexicographically optimal solutions; nil when infeasible.
    func optimalRange(of v: Int, _ constraints: [RefConstraint]) throws(RationalOverflow) -> RefRange? {
        try optimize(constraints)?.optimalRange(of: v)
    }
}

/// The result of lexicographic optimisation: each level's optimal error, one optimal point, and
/// a tableau whose feasible set is exactly the optimal set (every level's error fixed).
struct LexicographicOptimum: Sendable {
    let reference: ReferenceLP
    let tableau: FeasibleTableau
    /// Highest priority first; one entry per priority that has optional constraints.
    let levels: [RefLevel]
    /// One lexicographically optimal assignment of the free variables.
    let solution: [Rational]

    func error(at priority: Double) -> Rational? { levels.first { $0.priority == priority }?.error }

    /// Min and max of x_v over all lexicographically optimal solutions.
    func optimalRange(of v: Int) throws(RationalOverflow) -> RefRange {
        try reference.range(of: v, in: tableau)
    }
}
