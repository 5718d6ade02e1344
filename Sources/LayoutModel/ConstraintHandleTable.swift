/// Values by constraint handle, in an array indexed by the handle's number: handles are small
/// consecutive numbers (`LayoutState.nextHandle`), so this is an array read where a dictionary
/// keyed by `ConstraintHandle` hashed the handle at every look-up — three hashes for each
/// constraint a long script adds (issue 17). Answers exactly as that dictionary did: nil for a
/// handle never given a value or whose value was removed.
struct ConstraintHandleTable<Value> {
    private var slots: [Value?] = []

    subscript(handle: ConstraintHandle) -> Value? {
        get { handle.value >= 0 && handle.value < slots.count ? slots[handle.value] : nil }
        set {
            let i = handle.value
            precondition(i >= 0, "no table slot for handle \(handle)")
            if i >= slots.count {
                guard newValue != nil else { return }
                // (Appended in place: handles grow one by one, and a temporary array of the
                // missing slots for each would be an allocation per constraint.)
                while slots.count <= i { slots.append(nil) }
            }
            slots[i] = newValue
        }
    }

    /// Removes the handle's value and returns it (nil when it had none).
    mutating func removeValue(forKey handle: ConstraintHandle) -> Value? {
        guard let value = self[handle] else { return nil }
        self[handle] = nil
        return value
    }
}
