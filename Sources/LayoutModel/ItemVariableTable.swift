import ConstraintSolver

/// Each item's four engine variables, by view and guide index (a `DenseTable` each): reading a
/// frame looks them up twice (the view and its superview) and the ambiguity question once, for
/// every view, in every fix `explain` tries — an array read where a dictionary keyed by
/// `LayoutItem` hashed the enum each time (issue 17). Answers exactly as that dictionary did: nil
/// for an item never given variables.
struct ItemVariableTable {
    private var views = DenseTable<LayoutEngine.ItemVariables>()
    private var guides = DenseTable<LayoutEngine.ItemVariables>()

    subscript(item: LayoutItem) -> LayoutEngine.ItemVariables? {
        get {
            switch item {
            case .view(let v): views[v.index]
            case .guide(let g): guides[g.index]
            }
        }
        set {
            switch item {
            case .view(let v): views[v.index] = newValue
            case .guide(let g): guides[g.index] = newValue
            }
        }
    }
}
