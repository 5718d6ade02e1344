/// Where each variable's value is read from, kept between reads of the solution while no
/// pivot or row change moves a symbol's slot (the tableau's `structureVersion`).
///
/// A resize step moves the edit variable and, most of the time, pivots nothing: only row
/// constants change. Reading all values then needs only the rows' constants; looking each
/// variable's slot up through the symbol table (`slotOf`, one random access per variable into
/// an array as long as all the symbols) doubled the cache misses of the read. The plan holds
/// the slots in variable order, so that look-up becomes a walk in order.
struct ValueReadPlan {
    let version: Int
    /// Per variable: its row's slot when its symbol is basic, −1 when not (non-basic, or defined).
    let variableSlots: [Int32]
    /// Per compiled definition (in `CompiledDefinitions` order): its dummy's slot, −1 when
    /// non-basic (the usual case; basic only as the marker of a redundant equality).
    let dummySlots: [Int32]

    init(tableau: Tableau, variableSymbols: [Symbol], dummies: [Symbol]) {
        version = tableau.structureVersion
        variableSlots = variableSymbols.map { tableau.slotOf[Int($0)] }
        dummySlots = dummies.map { tableau.slotOf[Int($0)] }
    }

    func isValid(for tableau: Tableau, variableCount: Int) -> Bool {
        version == tableau.structureVersion && variableSlots.count == variableCount
    }
}
