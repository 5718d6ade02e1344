/// Adding and removing constraints: kiwi's incremental algorithm (Badros, Borning & Stuckey's
/// Cassowary) with definitions, strict levels, a journal for clean rejection, and a column index.
extension Solver {
    enum InsertOutcome {
        case added
        /// The required constraint cannot hold; `support` holds the sequence numbers of the
        /// constraints whose markers carry the infeasibility proof (the new one excluded).
        case infeasible(support: [Int])
        /// The stop check said stop (see StopPoll.swift).
        case stopped
        /// Rounding made an objective unbounded (phase one's or a priority level's; see
        /// `Tableau.LevelsOutcome`).
        case unbounded
    }

    /// Adds a validated, new constraint. On anything but `.added` nothing has changed.
    ///
    /// Every constraint's journal covers putting its row in (phase one may fail) and the
    /// re-optimisation, so a stop or an unbounded objective anywhere rolls everything back; the
    /// pivots are the same as without a journal (it only records).
    func insert(_ c: Constraint, isEdit: Bool) -> InsertOutcome {
        if let poll, poll.tick() { return .stopped }
        let sequence = nextSequence
        var record = ConstraintRecord(constraint: c, sequence: sequence, isEdit: isEdit)
        if c.isRequired && c.relation == .equal, let (v, k) = definitionSubject(for: c) {
            // A definition changes no row and no objective: nothing to re-optimise.
            define(v, coefficient: k, by: c, record: &record)
        } else {
            tableau.beginJournal()
            let outcome = insertIntoTableau(c, sequence: sequence, keep: true, record: &record)
            if case .added = outcome {} else {
                tableau.rollBack()
                return outcome
            }
            switch tableau.optimizeLevels(stop: poll) {
            case .optimal: break
            case .stopped:
                tableau.rollBack()
                return .stopped
            case .unbounded:
                tableau.rollBack()
                return .unbounded
            }
            tableau.commitJournal()
        }
        nextSequence += 1
        records[sequence] = record
        sequenceOf[ObjectIdentifier(c)] = sequence
        if c.isRequired {
            for v in c.variables { requiredByVariable[v.id].append(sequence) }
        }
        changed()
        return .added
    }

    func insertIntoTableau(_ c: Constraint, sequence: Int, keep: Bool) -> InsertOutcome {
        var record = ConstraintRecord(constraint: c, sequence: sequence)
        return insertIntoTableau(c, sequence: sequence, keep: keep, record: &record)
    }

    /// Puts the constraint's row into the tableau (the journal must be open for a required one).
    func insertIntoTableau(_ c: Constraint, sequence: Int, keep: Bool, record: inout ConstraintRecord) -> InsertOutcome {
        noteMagnitude(of: c)
        let row = makeRow(for: c, record: &record)
        if let subject = chooseSubject(row, record) {
            tableau.insertRow(tableau.compositing(row), solvingFor: subject)
            return .added
        }
        if row.symbols.allSatisfy({ tableau.kind($0) == .dummy }) {
            if abs(row.constant) > tableau.constantTolerance {
                // With their coefficients: a composite stands for a sum of dummies, which the
                // row's own dummies may cancel in part (CompositeDummies.swift).
                let cells = (0..<row.count).map { (row.symbols[$0], row.coefficients[$0]) }
                return .infeasible(support: supportOwners(of: cells, excluding: sequence))
            }
            tableau.insertRow(row, solvingFor: record.marker)
            return .added
        }
        return addWithArtificialVariable(row, sequence: sequence)
    }

    private func noteMagnitude(of c: Constraint) {
        var m = tableau.magnitude
        m = max(m, abs(c.expression.constant))
        for t in c.expression.terms { m = max(m, abs(t.coefficient)) }
        tableau.magnitude = m
    }

    /// The constraint as a row standing for `0 = row`, with its markers (and, when optional,
    /// its errors added to its level's objective). The constant is made non-negative.
    private func makeRow(for c: Constraint, record: inout ConstraintRecord) -> Row {
        var row = Row(constant: c.expression.constant)
        addExpanded(c.expression.terms, times: 1, into: &row)
        let sequence = record.sequence
        switch c.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expr ≤ 0  ⇔  expr + slack = 0;  expr ≥ 0  ⇔  expr − slack = 0.
            let sign: Double = c.relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.makeSymbol(.slack, owner: sequence)
            record.marker = slack
            row.add(slack, sign)
            if !c.isRequired {
                let error = tableau.makeSymbol(.error, owner: sequence)
                record.other = error
                row.add(error, -sign)
                tableau.addToObjective(level: tableau.levelIndex(for: c.priority), error, 1)
            }
        case .equal:
            if c.isRequired {
                let dummy = tableau.makeSymbol(.dummy, owner: sequence)
                record.marker = dummy
                row.add(dummy, 1)
            } else {
                let plus = tableau.makeSymbol(.error, owner: sequence)
                let minus = tableau.makeSymbol(.error, owner: sequence)
                record.marker = plus
                record.other = minus
                row.add(plus, -1)
                row.add(minus, 1)
                let level = tableau.levelIndex(for: c.priority)
                tableau.addToObjective(level: level, plus, 1)
                tableau.addToObjective(level: level, minus, 1)
            }
        }
        if row.constant < 0 { row.negate() }
        return row
    }

    /// The symbol to make basic for a new row without losing feasibility: an unrestricted
    /// variable (the one in fewest rows, then the latest), else a restricted symbol with a
    /// negative coefficient (its value is then constant/|coefficient| ≥ 0) — the constraint's
    /// own markers first (they are in no other row). A symbol already in other rows qualifies
    /// only if substituting it leaves every restricted row non-negative.
    private func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Symbol? {
        var best: Symbol = -1
        var bestUsers = Int.max
        for j in 0..<row.count where tableau.kind(row.symbols[j]) == .external {
            let s = row.symbols[j]
            let users = tableau.userCount(of: s)
            if users < bestUsers || (users == bestUsers && s > best),
               keepsRowsFeasible(s, value: -row.constant / row.coefficients[j]) {
                best = s
                bestUsers = users
            }
        }
        if best >= 0 { return best }
        for s in [record.marker, record.other] where s >= 0 && tableau.kind(s).isRestricted {
            if row.coefficient(of: s) < 0 { return s }
        }
        for j in 0..<row.count where tableau.kind(row.symbols[j]).isRestricted && row.coefficients[j] < 0 {
            if keepsRowsFeasible(row.symbols[j], value: -row.constant / row.coefficients[j]) { return row.symbols[j] }
        }
        return nil
    }

    /// Whether making the non-basic variable `s` basic with this value keeps every restricted
    /// row that mentions it non-negative (a variable no row mentions always does).
    private func keepsRowsFeasible(_ s: Symbol, value: Double) -> Bool {
        let tolerance = tableau.constantTolerance
        for b in tableau.users(of: s) where tableau.kind(b).isRestricted {
            let r = tableau.row(b)!
            if r.constant + r.coefficient(of: s) * value < -tolerance { return false }
        }
        return true
    }

    /// Phase one for a row with no obvious subject: minimise an artificial variable equal to
    /// the row. Zero means feasible; otherwise the artificial objective's non-zero coefficients
    /// name the constraints of a Farkas certificate.
    private func addWithArtificialVariable(_ row: Row, sequence: Int) -> InsertOutcome {
        let row = tableau.compositing(row)
        let art = tableau.makeSymbol(.artificial)
        tableau.setRow(art, row)
        var objective = ObjectiveRow()
        objective.add(row, times: 1, kinds: tableau.kinds)
        tableau.extra = objective
        switch tableau.minimizeExtra(stop: poll, mayEnter: { _ in true }) {
        case .optimal: break
        case .stopped:
            tableau.extra = nil
            return .stopped
        case .unbounded:
            // The artificial objective is a sum of non-negative terms: only rounding gets here.
            tableau.extra = nil
            return .unbounded
        }
        let final = tableau.extra!
        tableau.extra = nil
        if final.constant > tableau.constantTolerance {
            let cells = final.coefficients.entries.map { ($0.symbol, $0.coefficient) }
            return .infeasible(support: supportOwners(of: cells, excluding: sequence))
        }
        if var r = tableau.row(art) {
            tableau.setRow(art, nil)
            if !r.isEmpty {
                let entering = r.symbols.first { tableau.kind($0).isRestricted && $0 != art }
                    ?? r.symbols.first { tableau.kind($0) == .dummy }!
                r.solve(for: entering, replacing: art)
                tableau.substitute(entering, with: r)
                tableau.setRow(entering, r)
            }
        }
        tableau.eraseColumn(art)
        return .added
    }

    /// The required constraints owning the given symbols with a non-zero coefficient, sorted.
    func supportOwners(of cells: [(Symbol, Double)], excluding sequence: Int) -> [Int] {
        var owners: Set<Int> = []
        for (s, c) in tableau.expandingComposites(cells) where abs(c) > Tolerance.coefficient {
            let o = tableau.owner(s)
            if o >= 0 && o != sequence, let r = records[o], r.isRequired { owners.insert(o) }
        }
        return owners.sorted()
    }

    /// Records a definition (see Definitions.swift).
    private func define(_ v: Int, coefficient k: Double, by c: Constraint, record: inout ConstraintRecord) {
        noteMagnitude(of: c)
        let dummy = tableau.makeSymbol(.dummy, owner: record.sequence)
        // expr + dummy = 0 with expr = k·v + rest + constant  ⇒  v = −(rest + constant + dummy)/k.
        var terms: [(variable: Int, coefficient: Double)] = []
        for t in c.normalizedTerms where t.variable.id != v {
            terms.append((t.variable.id, -t.coefficient / k))
            definitionReferences[t.variable.id] += 1
        }
        definitions[v] = Definition(
            terms: terms, constant: -c.expression.constant / k, dummy: dummy, dummyCoefficient: -1 / k,
            order: definitionCount)
        definitionCount += 1
        definitionOrder.append(v)
        compiledDefinitions = nil
        record.marker = dummy
        record.definedVariable = v
    }

    // MARK: - Removal

    /// Removes the constraint with this sequence number (user or edit) and re-optimises. The
    /// tableau work runs in the journal (with a stop check, the re-optimisation counts its
    /// pivots). Throws `.stopped` when the stop check said stop and `.numericalFailure` when
    /// rounding made a level unbounded: everything is then put back (the journal rolls the
    /// tableau back, the bookkeeping is restored) and the constraint is still in.
    func erase(_ sequence: Int) throws(SolverError) {
        if let poll, poll.tick() { throw .stopped }
        let record = records.removeValue(forKey: sequence)!
        sequenceOf[ObjectIdentifier(record.constraint)] = nil
        if record.isRequired {
            for v in record.constraint.variables {
                requiredByVariable[v.id].removeAll { $0 == sequence }
            }
        }
        if tableau.kind(record.marker) == .dummy { tableau.extract(record.marker) }
        tableau.beginJournal()
        let definition = record.definedVariable >= 0 ? definitions[record.definedVariable] : nil
        let touched = eraseFromTableau(record)
        let outcome = touched ? tableau.optimizeLevels(stop: poll) : .optimal
        if outcome != .optimal {
            tableau.rollBack()
            records[sequence] = record
            sequenceOf[ObjectIdentifier(record.constraint)] = sequence
            if record.isRequired {
                // Sequences are kept in increasing order (they are appended as they are made).
                for v in record.constraint.variables {
                    let list = requiredByVariable[v.id]
                    requiredByVariable[v.id].insert(sequence, at: list.firstIndex { $0 > sequence } ?? list.count)
                }
            }
            if let definition { redefine(record.definedVariable, definition) }
            throw outcome == .stopped ? .stopped : .numericalFailure(record.constraint)
        }
        tableau.commitJournal()
        changed()
    }

    /// Takes a removed constraint's row, markers and objective terms out of the tableau (not
    /// re-optimised yet); false when it left the tableau as it was (an unused definition).
    private func eraseFromTableau(_ record: ConstraintRecord) -> Bool {
        let marker = record.marker
        if record.definedVariable >= 0 {
            let v = record.definedVariable
            let expansion = tableau.userCount(of: marker) == 0 ? nil : expandedRow(of: v)
            undefine(v)
            // Unused, the definition leaves nothing in the tableau.
            guard let row = expansion else { return false }
            // Materialise: the variable becomes basic with its definition as its row (it is in
            // no row or objective, being defined), then the dummy goes as any marker does.
            tableau.setRow(variableSymbols[v], row)
        }
        if !record.isRequired {
            let level = tableau.levelIndex(for: record.constraint.priority)
            tableau.addToObjective(level: level, record.other, -1)
            if record.constraint.relation == .equal { tableau.addToObjective(level: level, marker, -1) }
        }
        if tableau.isBasic(marker) {
            tableau.setRow(marker, nil)
        } else if let leaving = markerLeavingRow(marker) {
            var row = tableau.row(leaving)!
            tableau.setRow(leaving, nil)
            row.solve(for: marker, replacing: leaving)
            tableau.substitute(marker, with: row)
        }
        tableau.eraseColumn(marker)
        if record.other >= 0 { tableau.eraseColumn(record.other) }
        return true
    }

    /// Puts back a definition that `undefine` took away (a stopped removal).
    private func redefine(_ v: Int, _ d: Definition) {
        for t in d.terms { definitionReferences[t.variable] += 1 }
        definitions[v] = d
        let at = definitionOrder.firstIndex { definitions[$0]!.order > d.order } ?? definitionOrder.count
        definitionOrder.insert(v, at: at)
        compiledDefinitions = nil
    }

    private func undefine(_ v: Int) {
        let d = definitions[v]!
        for t in d.terms { definitionReferences[t.variable] -= 1 }
        definitions[v] = nil
        definitionOrder.removeAll { $0 == v }
        compiledDefinitions = nil
    }

    /// The row to pivot a removed marker into. A basic dummy's row first: it belongs to a
    /// required equality that was redundant when added (implied by others, this one among
    /// them); pivoting there hands this constraint's role to that one, and the dummy row keeps
    /// only dummies. (kiwi takes restricted rows first, which can leave a redundant equality's
    /// row holding ordinary symbols — its constraint then silently stops holding.) Otherwise
    /// kiwi's choice: the restricted row that limits the marker most tightly (negative
    /// coefficients first), else an unrestricted one. Ties go to the lowest symbol.
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var dummy: Symbol = -1, first: Symbol = -1, second: Symbol = -1, third: Symbol = -1
        var r1 = Double.infinity, r2 = Double.infinity
        for b in tableau.users(of: marker).sorted() {
            let row = tableau.row(b)!
            let c = row.coefficient(of: marker)
            switch tableau.kind(b) {
            case .dummy:
                if dummy < 0 { dummy = b }
            case .external:
                if third < 0 { third = b }
            default:
                if c < 0 {
                    let r = -row.constant / c
                    if r < r1 { r1 = r; first = b }
                } else {
                    let r = row.constant / c
                    if r < r2 { r2 = r; second = b }
                }
            }
        }
        for candidate in [dummy, first, second, third] where candidate >= 0 { return candidate }
        return nil
    }

    // MARK: - Values

    /// The value of one variable: from the values of all of them, computed once per change.
    func value(ofVariable v: Int) -> Double { currentSolutionValues()[v] }

    /// Every variable's value, cached until the next change (`changed()` bumps `version`).
    func currentSolutionValues() -> [Double] {
        if cachedVersion != version || cachedValues.count != variableCount {
            cachedValues = currentValues()
            cachedVersion = version
        }
        return cachedValues
    }

    /// Every variable's value at the tableau's current basic solution, with one non-basic
    /// symbol optionally moved off zero (a point along an unbounded ray).
    func currentValues(moving ray: (symbol: Symbol, amount: Double)? = nil) -> [Double] {
        func symbolValue(_ s: Symbol) -> Double {
            guard let (e, t) = ray else { return tableau.value(s) }
            if let r = tableau.row(s) { return r.constant + r.coefficient(of: e) * t }
            return s == e ? t : 0
        }
        var values = [Double](repeating: 0, count: variableCount)
        if compiledDefinitions == nil { compiledDefinitions = CompiledDefinitions(definitionOrder, definitions) }
        if ray == nil {
            // The hot path (every read after a change): straight through the tableau's arrays,
            // without a per-variable access to `self` (each one is a dynamic exclusivity check
            // and a retain: 70 % of a resize step at N = 10,000 before), and through the slots
            // the read plan keeps while no pivot moves them, so a step reads the plan in order
            // and only the rows' constants at random (see ValueReadPlan.swift).
            let t = tableau
            if !(compiledDefinitions!.readPlan?.isValid(for: t, variableCount: variableCount) ?? false) {
                compiledDefinitions!.readPlan = ValueReadPlan(
                    tableau: t, variableSymbols: variableSymbols, dummies: compiledDefinitions!.dummies)
            }
            let plan = compiledDefinitions!.readPlan!
            let d = compiledDefinitions!
            t.rows.withUnsafeBufferPointer { rows in
                values.withUnsafeMutableBufferPointer { out in
                    plan.variableSlots.withUnsafeBufferPointer { slots in
                        for v in 0..<slots.count {
                            let slot = slots[v]
                            if slot >= 0 { out[v] = rows[Int(slot)].unsafelyUnwrapped.constant }
                        }
                    }
                    // A defined variable's symbol is in no row, so it read 0 above; its value
                    // comes from its definition (which mentions only earlier ones), and the
                    // dummy is basic only as the marker of a redundant equality.
                    plan.dummySlots.withUnsafeBufferPointer { dummySlots in
                        d.termVariables.withUnsafeBufferPointer { termVariables in
                            d.termCoefficients.withUnsafeBufferPointer { termCoefficients in
                                for i in 0..<d.variables.count {
                                    var x = d.constants[i]
                                    for k in d.termStarts[i]..<d.termStarts[i + 1] {
                                        x += termCoefficients[k] * out[termVariables[k]]
                                    }
                                    let dummySlot = dummySlots[i]
                                    let dummyValue = dummySlot < 0 ? 0 : rows[Int(dummySlot)].unsafelyUnwrapped.constant
                                    x += d.dummyCoefficients[i] * dummyValue
                                    out[d.variables[i]] = x
                                }
                            }
                        }
                    }
                }
            }
            return values
        }
        for v in 0..<variableCount where definitions[v] == nil { values[v] = symbolValue(variableSymbols[v]) }
        let d = compiledDefinitions!
        for i in 0..<d.variables.count {
            var x = d.constants[i]
            for k in d.termStarts[i]..<d.termStarts[i + 1] { x += d.termCoefficients[k] * values[d.termVariables[k]] }
            x += d.dummyCoefficients[i] * symbolValue(d.dummies[i])
            values[d.variables[i]] = x
        }
        return values
    }
}
