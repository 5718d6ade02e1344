/// The simplex tableau: one row per basic symbol, a column index from each symbol to the rows
/// that mention it (so a pivot visits only those rows, unlike kiwi, which visits every row),
/// the objective rows of the priority levels, and a journal that can put all of it back.
///
/// Rows live in *slots*; the column index maps a symbol to the slots whose rows mention it. A
/// pivot keeps the leaving row's slot for the entering symbol, so only two column entries change
/// for the pivot row itself (entering out, leaving in) instead of one per symbol in it.
/// Every choice made from an index breaks ties by symbol number, never by iteration order.
struct Tableau {
    private(set) var kinds: [SymbolKind] = []
    /// For a marker or error symbol, the sequence number of the constraint it belongs to; −1 else.
    private(set) var owners: [Int] = []
    /// Per symbol: its row's slot when basic, −1 when not.
    private(set) var slotOf: [Int32] = []
    /// Per slot: the row and its basic symbol (nil / −1 for a free slot).
    private(set) var rows: [Row?] = []
    private(set) var basicOf: [Symbol] = []
    private var freeSlots: [Int32] = []
    /// Per symbol: the slots whose rows mention it.
    private(set) var columns = ColumnIndex()
    /// Each composite dummy's definition (CompositeDummies.swift). Keyed, not one entry per
    /// symbol: a solver is copied and dropped often (every fix tried on a copy), and a per-symbol
    /// array of arrays costs a retain and a release per symbol each time.
    var compositeDefinitions: [Symbol: Row] = [:]
    /// For each symbol in some composite's definition: the composites made mentioning it (a
    /// list that may name one whose definition no longer mentions it).
    var compositeParents: [Symbol: [Symbol]] = [:]
    /// Objective rows, highest priority first; `levelPriorities` holds their priorities.
    private(set) var levels: [ObjectiveRow] = []
    private(set) var levelPriorities: [Priority] = []
    /// An extra objective kept up to date by pivots while one is being minimised (the artificial
    /// objective of a required constraint that needs one, or a ranging objective).
    var extra: ObjectiveRow?
    /// Restricted basic symbols whose constant became negative (for the dual simplex), taken
    /// lowest first; a symbol may be in it twice or be feasible again by the time it is taken.
    var infeasible = SymbolHeap()
    /// The largest magnitude among the numbers given to the solver (for tolerances).
    var magnitude: Double = 1

    private var journal: Journal?
    /// The journal's stamp, and per slot and per symbol the stamp of the journal that saved it:
    /// "already saved?" is one array read instead of a hash look-up (every required add runs
    /// in a journal, and every optional one since adds roll back on an unbounded objective).
    private var journalStamp: UInt32 = 0
    /// `journal != nil`, kept apart so the hot paths (a constant shifted per row) test a flag.
    private var journaling = false
    private var slotStamps: [UInt32] = []
    private var symbolStamps: [UInt32] = []
    /// Bumped whenever any row's symbols or any symbol's slot may change; `columnCache` and the
    /// solver's `ValueReadPlan` are valid while it matches.
    private(set) var structureVersion = 0
    /// One column as a dense list of (slot, coefficient), for moving an edit variable: walking it
    /// touches only the rows' constants, not the rows' symbol arrays or the column's hash set.
    private var columnCache: (symbol: Symbol, version: Int, entries: [(slot: Int32, coefficient: Double)])?

    var symbolCount: Int { kinds.count }
    var constantTolerance: Double { Tolerance.constantScale * magnitude }

    func isBasic(_ s: Symbol) -> Bool { slotOf[Int(s)] >= 0 }
    func row(_ s: Symbol) -> Row? {
        let slot = slotOf[Int(s)]
        return slot < 0 ? nil : rows[Int(slot)]
    }
    func kind(_ s: Symbol) -> SymbolKind { kinds[Int(s)] }
    func owner(_ s: Symbol) -> Int { owners[Int(s)] }
    /// The value of a symbol at the current basic solution (non-basic symbols are 0).
    func value(_ s: Symbol) -> Double {
        let slot = slotOf[Int(s)]
        return slot < 0 ? 0 : rows[Int(slot)]!.constant
    }
    /// The basic symbols whose rows mention `s`, in no particular order.
    func users(of s: Symbol) -> [Symbol] { columns.members(of: s).map { basicOf[Int($0)] } }
    func userCount(of s: Symbol) -> Int { columns.count(of: s) }
    func isInAnyObjective(_ s: Symbol) -> Bool { levels.contains { $0.coefficient(of: s) != 0 } }

    mutating func makeSymbol(_ kind: SymbolKind, owner: Int = -1) -> Symbol {
        kinds.append(kind)
        owners.append(owner)
        slotOf.append(-1)
        columns.appendColumn()
        symbolStamps.append(0)
        return Symbol(kinds.count - 1)
    }

    // MARK: - Rows

    @inline(__always)
    private mutating func noteSlot(_ slot: Int32) {
        if journaling, slotStamps[Int(slot)] != journalStamp {
            slotStamps[Int(slot)] = journalStamp
            journal!.savedSlots.append((slot, rows[Int(slot)], basicOf[Int(slot)]))
        }
    }

    @inline(__always)
    private mutating func noteSymbol(_ s: Symbol) {
        if journaling, symbolStamps[Int(s)] != journalStamp {
            symbolStamps[Int(s)] = journalStamp
            journal!.savedSlotOf.append((s, slotOf[Int(s)]))
        }
    }

    /// Notes `s`'s composite definition and parents in the journal before they change.
    mutating func noteComposite(_ s: Symbol) {
        guard journaling else { return }
        if Int(s) < journal!.symbolCount {
            journal!.savedComposites.append((s, compositeDefinitions[s], compositeParents[s]))
        } else {
            journal!.madeComposites.append(s)
        }
    }

    /// Sets (or, with nil, removes) the row of basic symbol `b`, keeping the column index and
    /// the journal right.
    mutating func setRow(_ b: Symbol, _ new: Row?) {
        var slot = slotOf[Int(b)]
        if slot < 0 {
            guard let new else { return }
            noteSymbol(b)
            if let free = freeSlots.popLast() {
                slot = free
            } else {
                slot = Int32(rows.count)
                rows.append(nil)
                basicOf.append(-1)
                slotStamps.append(0)
            }
            noteSlot(slot)
            rows[Int(slot)] = new
            basicOf[Int(slot)] = b
            slotOf[Int(b)] = slot
            reindex(slot, from: [], to: new.terms)
            return
        }
        noteSlot(slot)
        let old = rows[Int(slot)]!
        if let new {
            rows[Int(slot)] = new
            reindex(slot, from: old.terms, to: new.terms)
        } else {
            noteSymbol(b)
            rows[Int(slot)] = nil
            basicOf[Int(slot)] = -1
            slotOf[Int(b)] = -1
            freeSlots.append(slot)
            reindex(slot, from: old.terms, to: [])
        }
    }

    /// Adds `delta` to the constant of basic symbol `b`'s row (no symbol changes, so no
    /// re-indexing) and notes the row when a restricted one turns negative.
    mutating func shiftConstant(of b: Symbol, by delta: Double) {
        let slot = slotOf[Int(b)]
        noteSlot(slot)
        let i = Int(slot)
        let constant = rows[i]!.shiftConstant(by: delta)
        if kinds[Int(b)].isRestricted && constant < -constantTolerance { infeasible.insert(b) }
    }

    /// Adds `coefficient × delta` to the constant of every row that mentions `s` (with that
    /// coefficient): what moving the value of a non-basic `s` by `delta` does.
    ///
    /// Rows are visited in ascending slot order and the infeasible ones are inserted into the
    /// heap in that order, as the row-at-a-time version this replaces did; the row table is
    /// reached through one buffer pointer (a check for uniqueness per row, and a copy of each
    /// row to read its constant back, were most of the cost of moving the root's width at
    /// N = 10,000: 30,000 rows).
    mutating func shiftConstants(alongColumnOf s: Symbol, by delta: Double) {
        if columnCache == nil || columnCache!.symbol != s || columnCache!.version != structureVersion {
            let slots = columns.ascending(of: s)
            var entries: [(slot: Int32, coefficient: Double)] = []
            entries.reserveCapacity(slots.count)
            rows.withUnsafeBufferPointer { rows in
                for slot in slots { entries.append((slot, rows[Int(slot)]!.coefficient(of: s))) }
            }
            columnCache = (s, structureVersion, entries)
        }
        let entries = columnCache!.entries
        if journaling { for entry in entries { noteSlot(entry.slot) } }
        let limit = -constantTolerance
        let kinds = self.kinds, basicOf = self.basicOf
        var heap = SymbolHeap()
        swap(&heap, &infeasible)
        rows.withUnsafeMutableBufferPointer { rows in
            for (slot, a) in entries {
                let i = Int(slot)
                let constant = rows[i]!.shiftConstant(by: a * delta)
                let b = basicOf[i]
                if kinds[Int(b)].isRestricted && constant < limit { heap.insert(b) }
            }
        }
        swap(&heap, &infeasible)
    }

    /// Whether some basic dummy — a required equality's marker, pinned at 0 — is `s` or has a
    /// row mentioning `s` and is now off zero: after shifting along `s`, a required equality
    /// that no pivot can restore (dummies never enter), so the change is infeasible.
    func dummyRowMovedOffZero(alongColumnOf s: Symbol) -> Bool {
        let tolerance = constantTolerance
        if let r = row(s) { return kinds[Int(s)] == .dummy && Swift.abs(r.constant) > tolerance }
        var moved = false
        columns.forEachMember(of: s) { slot in
            if kinds[Int(basicOf[Int(slot)])] == .dummy && Swift.abs(rows[Int(slot)]!.constant) > tolerance { moved = true }
        }
        return moved
    }

    /// Hands a marker or error symbol to the constraint with sequence `owner` (a constraint
    /// whose constant changed in place takes a new sequence, as a re-added one would).
    mutating func setOwner(of s: Symbol, to owner: Int) { owners[Int(s)] = owner }

    private mutating func reindex(_ slot: Int32, from old: [RowTerm], to new: [RowTerm]) {
        structureVersion &+= 1
        let editor = columns.editor()
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if j == new.count || (i < old.count && old[i].symbol < new[j].symbol) {
                editor.remove(slot, from: old[i].symbol); i += 1
            } else if i == old.count || new[j].symbol < old[i].symbol {
                // Not in the old row, so not in the column (the index is exact): no scan.
                editor.insertAbsent(slot, into: new[j].symbol); j += 1
            } else {
                i += 1; j += 1
            }
        }
    }

    /// Replaces `s` by `row` (standing for `s = row`) in every row and objective.
    mutating func substitute(_ s: Symbol, with row: Row) {
        // A dummy entering the basis must be explicit wherever it is (CompositeDummies.swift).
        if kinds[Int(s)] == .dummy && compositeParents[s] != nil { extract(s) }
        let tolerance = constantTolerance
        structureVersion &+= 1
        // Every row that mentions `s` loses it, so its column ends empty; `row` does not
        // mention `s`, so no merge below touches that column. It is emptied first (a short
        // column keeps its room), and the rest of the index is changed through one editor.
        let users = columns.members(of: s)
        if users.isEmpty {
            substituteInObjectives(s, with: row)
            return
        }
        columns.removeAll(of: s)
        let editor = columns.editor()
        var scratch = RowScratch()
        defer { scratch.release() }
        for slot in users {
            noteSlot(slot)
            // Swapped out of `rows` (no reference count touched) so that, unless the journal
            // holds it, it is changed in place.
            var taken: Row? = nil
            swap(&taken, &rows[Int(slot)])
            var changes = ColumnChanges(columns: editor, slot: slot)
            taken!.substitute(s, with: row, using: &scratch, telling: &changes)
            let constant = taken!.constant
            swap(&taken, &rows[Int(slot)])
            let b = basicOf[Int(slot)]
            if kinds[Int(b)].isRestricted && constant < -tolerance { infeasible.insert(b) }
        }
        substituteInObjectives(s, with: row)
    }

    private mutating func substituteInObjectives(_ s: Symbol, with row: Row) {
        for l in levels.indices where levels[l].coefficient(of: s) != 0 {
            levels[l].substitute(s, with: row, kinds: kinds)
        }
        extra?.substitute(s, with: row, kinds: kinds)
    }

    /// Makes `entering` basic in place of `leaving`, using `leaving`'s row (and its slot).
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        SolverWork.meter?.count()
        let slot = slotOf[Int(leaving)]
        noteSlot(slot)
        noteSymbol(entering)
        noteSymbol(leaving)
        // Solved in place, swapped out of `rows` so that no other reference to its terms
        // makes it copy them (unless the journal holds the old row).
        var taken: Row? = nil
        swap(&taken, &rows[Int(slot)])
        taken!.solve(for: entering, replacing: leaving)
        let row = taken!
        swap(&taken, &rows[Int(slot)])
        basicOf[Int(slot)] = entering
        slotOf[Int(entering)] = slot
        slotOf[Int(leaving)] = -1
        structureVersion &+= 1
        columns.remove(slot, from: entering)
        columns.insert(slot, into: leaving)
        substitute(entering, with: row)
    }

    /// Adds `row` as the row of the new basic symbol `subject` (row stands for `0 = row`).
    mutating func insertRow(_ row: Row, solvingFor subject: Symbol) {
        SolverWork.meter?.count()
        var r = row
        r.solve(for: subject)
        substitute(subject, with: r)
        setRow(subject, r)
    }

    /// Removes the symbol from every row and objective (used for symbols that are gone).
    mutating func eraseColumn(_ s: Symbol) {
        for slot in columns.members(of: s) {
            var r = rows[Int(slot)]!
            r.remove(s)
            setRow(basicOf[Int(slot)], r)
        }
        for l in levels.indices { levels[l].remove(s) }
        extra?.remove(s)
    }

    // MARK: - Objective levels

    /// The index of the level for `priority`, made when missing.
    mutating func levelIndex(for priority: Priority) -> Int {
        if let i = levelPriorities.firstIndex(of: priority) { return i }
        let i = levelPriorities.firstIndex { $0 < priority } ?? levelPriorities.count
        levelPriorities.insert(priority, at: i)
        var level = ObjectiveRow()
        if journal != nil { level.beginJournal() }
        levels.insert(level, at: i)
        return i
    }

    /// Every level is at its optimum (`optimizeLevels`): only what changes from now on is
    /// looked at for entering (`ObjectiveRow.touched`).
    mutating func markLevelsScanned() {
        for l in levels.indices { levels[l].markScanned() }
    }

    /// Adds `w × (s's coefficient in it)` of `d` to every objective (CompositeDummies.swift).
    mutating func addToLevels(_ d: Symbol, timesCoefficientOf s: Symbol, _ w: Double) {
        for l in levels.indices {
            let c = levels[l].coefficient(of: s)
            if c != 0 { levels[l].add(d, c * w, kinds: kinds) }
        }
        if let c = extra?.coefficient(of: s), c != 0 { extra!.add(d, c * w, kinds: kinds) }
    }

    mutating func addToObjective(level: Int, _ s: Symbol, _ c: Double) {
        if let r = row(s) {
            levels[level].add(r, times: c, kinds: kinds)
        } else {
            levels[level].add(s, c, kinds: kinds)
        }
    }

    // MARK: - The journal

    private struct Journal {
        /// Each slot and symbol once, as it was at the first change (see `journalStamp`).
        var savedSlots: [(slot: Int32, row: Row?, basic: Symbol)] = []
        var savedSlotOf: [(symbol: Symbol, slot: Int32)] = []
        /// A composite's definition and a symbol's parents before each change, undone in reverse.
        var savedComposites: [(symbol: Symbol, definition: Row?, parents: [Symbol]?)] = []
        /// Symbols made since the journal began that got a definition or parents.
        var madeComposites: [Symbol] = []
        /// The priorities of the levels that existed (levels made since are dropped).
        let levelPriorities: [Priority]
        let symbolCount: Int
        let slotCount: Int
        let freeSlots: [Int32]
        let infeasible: SymbolHeap
        let magnitude: Double
    }

    var isJournaling: Bool { journal != nil }

    /// Starts recording changes so that `rollBack()` can undo them.
    mutating func beginJournal() {
        precondition(journal == nil, "nested journal")
        if journalStamp == UInt32.max {
            journalStamp = 0
            for i in slotStamps.indices { slotStamps[i] = 0 }
            for i in symbolStamps.indices { symbolStamps[i] = 0 }
        }
        journalStamp += 1
        journaling = true
        journal = Journal(
            levelPriorities: levelPriorities, symbolCount: kinds.count, slotCount: rows.count, freeSlots: freeSlots,
            infeasible: infeasible, magnitude: magnitude)
        for l in levels.indices { levels[l].beginJournal() }
    }

    /// Keeps every change made since `beginJournal()`.
    mutating func commitJournal() {
        journal = nil
        journaling = false
        for l in levels.indices { levels[l].commitJournal() }
    }

    /// Puts the tableau back exactly as it was at `beginJournal()`.
    mutating func rollBack() {
        guard let j = journal else { return }
        journal = nil
        journaling = false
        structureVersion &+= 1
        for saved in j.savedSlots.sorted(by: { $0.slot < $1.slot }) {
            let slot = saved.slot
            let current = rows[Int(slot)]
            rows[Int(slot)] = saved.row
            basicOf[Int(slot)] = saved.basic
            reindex(slot, from: current?.terms ?? [], to: saved.row?.terms ?? [])
        }
        for (s, slot) in j.savedSlotOf { slotOf[Int(s)] = slot }
        for saved in j.savedComposites.reversed() {
            compositeDefinitions[saved.symbol] = saved.definition
            compositeParents[saved.symbol] = saved.parents
        }
        for l in levels.indices.reversed() where !j.levelPriorities.contains(levelPriorities[l]) {
            levels.remove(at: l)
            levelPriorities.remove(at: l)
        }
        for l in levels.indices { levels[l].rollBack(kinds: kinds) }
        rows.removeSubrange(j.slotCount...)
        basicOf.removeSubrange(j.slotCount...)
        slotStamps.removeSubrange(j.slotCount...)
        freeSlots = j.freeSlots
        kinds.removeSubrange(j.symbolCount...)
        owners.removeSubrange(j.symbolCount...)
        slotOf.removeSubrange(j.symbolCount...)
        columns.truncate(to: j.symbolCount)
        for s in j.madeComposites {
            compositeDefinitions[s] = nil
            compositeParents[s] = nil
        }
        symbolStamps.removeSubrange(j.symbolCount...)
        infeasible = j.infeasible
        magnitude = j.magnitude
        extra = nil
    }
}

/// A row merge's changes, made to the column index as they happen: the row in `slot` gained or
/// lost the symbol. The columns are reached through an editor, taken once per substitution.
private struct ColumnChanges: RowChanges {
    let columns: ColumnEditor
    let slot: Int32

    @inline(__always) mutating func entered(_ s: Symbol) { columns.insertAbsent(slot, into: s) }
    @inline(__always) mutating func left(_ s: Symbol) { columns.remove(slot, from: s) }
}
