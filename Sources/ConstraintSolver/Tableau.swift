/// The simplex tableau: one row per basic symbol, a column index from each symbol to the rows
/// that mention it (so a pivot visits only those rows, unlike kiwi, which visits every row),
/// the objective rows of the priority levels, and a journal that can put all of it back.
///
/// Rows are kept in arrays indexed by symbol; the column index is a set per symbol whose
/// iteration order never decides anything (every choice breaks ties by symbol number).
struct Tableau {
    private(set) var kinds: [SymbolKind] = []
    /// For a marker or error symbol, the sequence number of the constraint it belongs to; −1 else.
    private(set) var owners: [Int] = []
    private(set) var rows: [Row?] = []
    private(set) var columns: [Set<Symbol>] = []
    /// Objective rows, highest priority first; `levelPriorities` holds their priorities.
    private(set) var levels: [ObjectiveRow] = []
    private(set) var levelPriorities: [Int] = []
    /// An extra objective kept up to date by pivots while one is being minimised (the artificial
    /// objective of a required constraint that needs one, or a ranging objective).
    var extra: ObjectiveRow?
    /// Restricted basic symbols whose constant became negative (for the dual simplex).
    var infeasible: Set<Symbol> = []
    /// The largest magnitude among the numbers given to the solver (for tolerances).
    var magnitude: Double = 1

    private var journal: Journal?
    /// Bumped whenever any row's symbols may change; `columnCache` is valid while it matches.
    private var structureVersion = 0
    /// One column as a dense list of (row, coefficient), for moving an edit variable: walking it
    /// touches only the rows' constants, not the rows' symbol arrays or the column's hash set.
    private var columnCache: (symbol: Symbol, version: Int, entries: [(row: Symbol, coefficient: Double)])?

    var symbolCount: Int { kinds.count }
    var constantTolerance: Double { Tolerance.constantScale * magnitude }

    func isBasic(_ s: Symbol) -> Bool { rows[Int(s)] != nil }
    func row(_ s: Symbol) -> Row? { rows[Int(s)] }
    func kind(_ s: Symbol) -> SymbolKind { kinds[Int(s)] }
    func owner(_ s: Symbol) -> Int { owners[Int(s)] }
    /// The value of a symbol at the current basic solution (non-basic symbols are 0).
    func value(_ s: Symbol) -> Double { rows[Int(s)]?.constant ?? 0 }
    func users(of s: Symbol) -> Set<Symbol> { columns[Int(s)] }
    func isInAnyObjective(_ s: Symbol) -> Bool { levels.contains { $0.coefficient(of: s) != 0 } }

    mutating func makeSymbol(_ kind: SymbolKind, owner: Int = -1) -> Symbol {
        kinds.append(kind)
        owners.append(owner)
        rows.append(nil)
        columns.append([])
        return Symbol(kinds.count - 1)
    }

    // MARK: - Rows

    /// Sets (or, with nil, removes) the row of basic symbol `b`, keeping the column index and
    /// the journal right.
    mutating func setRow(_ b: Symbol, _ new: Row?) {
        let i = Int(b)
        if journal != nil, journal!.savedRows.index(forKey: b) == nil {
            journal!.savedRows[b] = rows[i]
        }
        let old = rows[i]
        rows[i] = new
        reindex(b, from: old?.symbols ?? [], to: new?.symbols ?? [])
    }

    /// Adds `delta` to the constant of basic symbol `b`'s row (no symbol changes, so no
    /// re-indexing) and notes the row when a restricted one turns negative.
    mutating func shiftConstant(of b: Symbol, by delta: Double) {
        let i = Int(b)
        if journal != nil, journal!.savedRows.index(forKey: b) == nil {
            journal!.savedRows[b] = rows[i]
        }
        rows[i]!.constant += delta
        if kinds[i].isRestricted && rows[i]!.constant < -constantTolerance { infeasible.insert(b) }
    }

    /// Adds `coefficient × delta` to the constant of every row that mentions `s` (with that
    /// coefficient): what moving the value of a non-basic `s` by `delta` does.
    mutating func shiftConstants(alongColumnOf s: Symbol, by delta: Double) {
        if columnCache == nil || columnCache!.symbol != s || columnCache!.version != structureVersion {
            let entries = columns[Int(s)].sorted().map { ($0, rows[Int($0)]!.coefficient(of: s)) }
            columnCache = (s, structureVersion, entries)
        }
        for (b, a) in columnCache!.entries { shiftConstant(of: b, by: a * delta) }
    }

    private mutating func reindex(_ b: Symbol, from old: [Symbol], to new: [Symbol]) {
        structureVersion &+= 1
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if j == new.count || (i < old.count && old[i] < new[j]) {
                columns[Int(old[i])].remove(b); i += 1
            } else if i == old.count || new[j] < old[i] {
                columns[Int(new[j])].insert(b); j += 1
            } else {
                i += 1; j += 1
            }
        }
    }

    /// Replaces `s` by `row` (standing for `s = row`) in every row and objective.
    mutating func substitute(_ s: Symbol, with row: Row) {
        let tolerance = constantTolerance
        for b in columns[Int(s)] {
            var r = rows[Int(b)]!
            r.substitute(s, with: row)
            setRow(b, r)
            if kinds[Int(b)].isRestricted && r.constant < -tolerance { infeasible.insert(b) }
        }
        for l in levels.indices where levels[l].coefficient(of: s) != 0 {
            levels[l].substitute(s, with: row, kinds: kinds)
        }
        extra?.substitute(s, with: row, kinds: kinds)
    }

    /// Makes `entering` basic in place of `leaving`, using `leaving`'s row.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        var row = rows[Int(leaving)]!
        setRow(leaving, nil)
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        setRow(entering, row)
    }

    /// Adds `row` as the row of the new basic symbol `subject` (row stands for `0 = row`).
    mutating func insertRow(_ row: Row, solvingFor subject: Symbol) {
        var r = row
        r.solve(for: subject)
        substitute(subject, with: r)
        setRow(subject, r)
    }

    /// Removes the symbol from every row and objective (used for symbols that are gone).
    mutating func eraseColumn(_ s: Symbol) {
        for b in columns[Int(s)] {
            var r = rows[Int(b)]!
            r.remove(s)
            setRow(b, r)
        }
        for l in levels.indices { levels[l].remove(s) }
        extra?.remove(s)
    }

    // MARK: - Objective levels

    /// The index of the level for `priority`, made when missing.
    mutating func levelIndex(for priority: Int) -> Int {
        if let i = levelPriorities.firstIndex(of: priority) { return i }
        let i = levelPriorities.firstIndex { $0 < priority } ?? levelPriorities.count
        levelPriorities.insert(priority, at: i)
        levels.insert(ObjectiveRow(), at: i)
        return i
    }

    mutating func addToObjective(level: Int, _ s: Symbol, _ c: Double) {
        if let r = rows[Int(s)] {
            levels[level].add(r, times: c, kinds: kinds)
        } else {
            levels[level].add(s, c, kinds: kinds)
        }
    }

    // MARK: - The journal

    private struct Journal {
        var savedRows: [Symbol: Row?] = [:]
        /// The priorities of the levels that existed (levels made since are dropped).
        let levelPriorities: [Int]
        let symbolCount: Int
        let infeasible: Set<Symbol>
        let magnitude: Double
    }

    var isJournaling: Bool { journal != nil }

    /// Starts recording changes so that `rollBack()` can undo them.
    mutating func beginJournal() {
        precondition(journal == nil, "nested journal")
        journal = Journal(
            levelPriorities: levelPriorities, symbolCount: kinds.count, infeasible: infeasible, magnitude: magnitude)
        for l in levels.indices { levels[l].beginJournal() }
    }

    /// Keeps every change made since `beginJournal()`.
    mutating func commitJournal() {
        journal = nil
        for l in levels.indices { levels[l].commitJournal() }
    }

    /// Puts the tableau back exactly as it was at `beginJournal()`.
    mutating func rollBack() {
        guard let j = journal else { return }
        journal = nil
        for (b, old) in j.savedRows.sorted(by: { $0.key < $1.key }) {
            let current = rows[Int(b)]
            rows[Int(b)] = old
            reindex(b, from: current?.symbols ?? [], to: old?.symbols ?? [])
        }
        for l in levels.indices.reversed() where !j.levelPriorities.contains(levelPriorities[l]) {
            levels.remove(at: l)
            levelPriorities.remove(at: l)
        }
        for l in levels.indices { levels[l].rollBack(kinds: kinds) }
        kinds.removeSubrange(j.symbolCount...)
        owners.removeSubrange(j.symbolCount...)
        rows.removeSubrange(j.symbolCount...)
        columns.removeSubrange(j.symbolCount...)
        infeasible = j.infeasible
        magnitude = j.magnitude
        extra = nil
    }
}
