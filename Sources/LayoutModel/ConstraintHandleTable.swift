/// Values by constraint handle, in a `DenseTable` indexed by the handle's number: handles are
/// small consecutive numbers (`LayoutState.nextHandle`), where a dictionary keyed by
/// `ConstraintHandle` hashed the handle at every look-up — three hashes for each constraint a
/// long script adds (issue 17). Answers exactly as that dictionary did.
struct ConstraintHandleTable<Value> {
    private var table = DenseTable<Value>()

    subscript(handle: ConstraintHandle) -> Value? {
        get { table[handle.value] }
        set { table[handle.value] = newValue }
    }

    /// Removes the handle's value and returns it (nil when it had none).
    mutating func removeValue(forKey handle: ConstraintHandle) -> Value? {
        guard let value = self[handle] else { return nil }
        self[handle] = nil
        return value
    }
}
