import ConstraintSolver

/// Each item's four engine variables, by view and guide index: reading a frame looks them up
/// twice (the view and its superview) and the ambiguity question once, for every view, in every
/// fix `explain` tries — an array read where a dictionary keyed by `LayoutItem` hashed the enum
/// each time (issue 17). Answers exactly as that dictionary did: nil for an item never given
/// variables.
struct ItemVariableTable {
    private var views: [LayoutEngine.ItemVariables?] = []
    private var guides: [LayoutEngine.ItemVariables?] = []

    subscript(item: LayoutItem) -> LayoutEngine.ItemVariables? {
        get {
            switch item {
            case .view(let v): views.indices.contains(v.index) ? views[v.index] : nil
            case .guide(let g): guides.indices.contains(g.index) ? guides[g.index] : nil
            }
        }
        set {
            switch item {
            case .view(let v): Self.set(&views, v.index, newValue)
            case .guide(let g): Self.set(&guides, g.index, newValue)
            }
        }
    }

    private static func set(_ list: inout [LayoutEngine.ItemVariables?], _ i: Int, _ value: LayoutEngine.ItemVariables?) {
        if i >= list.count {
            guard value != nil else { return }
            // (Appended in place: items come one by one, and a temporary array of the missing
            // slots for each would be an allocation per item.)
            while list.count <= i { list.append(nil) }
        }
        list[i] = value
    }
}
