/// Optional values in an array indexed by small consecutive numbers (a handle's or an item's
/// index): an array read where a dictionary hashed the key at every look-up (issue 17). Answers
/// as such a dictionary does: nil for an index never given a value or whose value was set to nil.
struct DenseTable<Value> {
    private var slots: [Value?] = []

    subscript(index: Int) -> Value? {
        get { index >= 0 && index < slots.count ? slots[index] : nil }
        set {
            precondition(index >= 0, "no table slot for index \(index)")
            if index >= slots.count {
                guard newValue != nil else { return }
                // (Appended in place: indices come one by one, and a temporary array of the
                // missing slots for each would be an allocation per key.)
                while slots.count <= index { slots.append(nil) }
            }
            slots[index] = newValue
        }
    }
}
