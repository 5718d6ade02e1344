/// The parts of a view that most views never set — what an import read about it, its Interface
/// Builder origin, its stack view configuration, its size-class variations — kept together
/// behind one reference (`RarelySetViewFields.Storage`), so that a plain view is small: with
/// them inline a `View` was 816 bytes, and loading a 10,000-view script spent a tenth of its
/// text work copying views into the state's list and touching the memory they filled (issue 17).
struct RarelySetViewFields: Hashable, Sendable {
    var importInfo: ImportedView?
    var interfaceBuilder: InterfaceBuilderInfo?
    var stack: StackConfiguration?
    var traitVariations = ViewTraitVariations()

    /// The fields behind a reference, copied on write; no reference at all until one is set.
    /// Compared and hashed by value (a view that set a field back to its default equals one
    /// that never set it).
    struct Storage: Hashable, @unchecked Sendable {
        // (@unchecked: the box is written only while this value holds the one reference to it.)
        private final class Box {
            var fields: RarelySetViewFields
            init(_ fields: RarelySetViewFields) { self.fields = fields }
        }

        private var box: Box?

        init() {}

        var fields: RarelySetViewFields {
            get { box?.fields ?? RarelySetViewFields() }
            _modify {
                if box == nil || !isKnownUniquelyReferenced(&box) {
                    box = Box(box?.fields ?? RarelySetViewFields())
                }
                // The fields are moved out of the box for the change and back after it, so that
                // no access to the box is held across the yield (and the box's arrays stay
                // uniquely referenced: a copy would make every change copy them).
                var fields = RarelySetViewFields()
                swap(&fields, &box!.fields)
                defer { swap(&fields, &box!.fields) }
                yield &fields
            }
        }

        // Each field read on its own: `fields` makes a whole default value when there is no box
        // and copies all four fields when there is one, for a read of one of them (every view's
        // `importInfo` is read as it is added; issue 17).
        var importInfo: ImportedView? { box?.fields.importInfo }
        var interfaceBuilder: InterfaceBuilderInfo? { box?.fields.interfaceBuilder }
        var stack: StackConfiguration? { box?.fields.stack }
        var traitVariations: ViewTraitVariations { box?.fields.traitVariations ?? ViewTraitVariations() }

        static func == (a: Storage, b: Storage) -> Bool { a.box === b.box || a.fields == b.fields }

        func hash(into hasher: inout Hasher) { hasher.combine(fields) }
    }
}
