/// What the solver keeps for each constraint it holds.
struct ConstraintRecord {
    var constraint: Constraint
    /// Order of addition (unique, increasing): ties are broken and conflicts are listed by it.
    var sequence: Int
    /// The constraint's own symbol in the tableau: the slack of an inequality, the dummy of a
    /// required equality, the positive error of an optional equality.
    var marker: Symbol = -1
    /// The second symbol of an optional constraint: its error (inequality) or negative error
    /// (equality); −1 otherwise.
    var other: Symbol = -1
    /// For a required equality kept as a definition: the variable it defines; −1 otherwise.
    var definedVariable: Int = -1
    /// `true` for the hidden constraint behind an edit variable.
    var isEdit = false

    var isRequired: Bool { constraint.isRequired }
}

/// An edit variable: an optional `v == suggested` constraint whose constant moves.
struct EditVariable {
    var sequence: Int
    var suggested: Double
}
