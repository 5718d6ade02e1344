/// Putting a state back to another one in place, element by element (issue 17: `explain` tries
/// each fix on one copy of the session and puts the copy back before the next).
///
/// Assigning the other state would share its arrays, so the next change to this one would copy
/// every constraint and view again (5,000 constraints at 1,000 views, most of a fix trial's
/// cost). Here the arrays this state owns are kept and only the elements that differ are written:
/// after a trial that changed a few constraints, that is a few writes and one comparison pass.
extension LayoutState {
    /// Makes this state equal to `other` in every stored property (`viewNameHints` included),
    /// writing into the arrays this state already owns where their shapes allow it.
    ///
    /// Every stored property of `LayoutState` must be handled here (LayoutStateRestoreTests
    /// checks the list against the type's stored properties).
    package mutating func restoreInPlace(from other: LayoutState) {
        Self.restoreElements(&views, from: other.views)
        Self.restoreElements(&guides, from: other.guides)
        Self.restoreConstraints(&constraints, from: other.constraints)
        // The rest is small or rarely written (the address allocator's set holds plain numbers):
        // taken whole.
        settings = other.settings
        rootSize = other.rootSize
        rootSizePriority = other.rootSizePriority
        importedConflicts = other.importedConflicts
        importProvenance = other.importProvenance
        addresses = other.addresses
        nextHandle = other.nextHandle
        nextUserNumber = other.nextUserNumber
        nextSystemNumber = other.nextSystemNumber
        viewNameHints = other.viewNameHints
    }

    /// The names of the stored properties `restoreInPlace(from:)` handles, for the test that
    /// keeps it complete.
    static let propertiesRestoredInPlace = [
        "views", "guides", "constraints", "settings", "rootSize", "rootSizePriority", "importedConflicts", "importProvenance",
        "addresses", "nextHandle", "nextUserNumber", "nextSystemNumber", "viewNameHints",
    ]

    /// Same length: only the elements that may differ are written. Otherwise the other's array
    /// is taken whole (views and guides are not made or removed by a fix trial).
    private static func restoreElements<T>(_ array: inout [T], from other: [T]) {
        guard array.count == other.count else {
            array = other
            return
        }
        let differing = array.withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { theirs in
                mine.indices.filter { !sameBytes(mine.baseAddress! + $0, theirs.baseAddress! + $0) }
            }
        }
        for i in differing { array[i] = other[i] }
    }

    /// Constraints are kept in increasing handle order (made with increasing handles and
    /// appended; removals keep the order), so both lists are walked together by handle: a
    /// constraint only here is removed, one only there is inserted, one in both is written when
    /// its bytes differ. Each step leaves `array[..<i] == other[..<j]`, so the result equals
    /// `other` whatever the order; a list out of handle order is taken whole instead, only so
    /// that the walk never shifts elements more than a few times.
    private static func restoreConstraints(_ array: inout [LayoutConstraint], from other: [LayoutConstraint]) {
        // Room for a trial's additions, so that neither they nor putting back what a trial
        // removed moves the whole list to a larger buffer each time.
        if array.capacity < other.count + 8 { array.reserveCapacity(other.count + 64) }
        var i = 0, j = 0
        var previous: ConstraintHandle?
        while j < other.count {
            let wanted = other[j].handle
            if let p = previous, wanted <= p {
                array = other
                return
            }
            previous = wanted
            if i < array.count {
                let here = array[i].handle
                if i > 0 && here <= array[i - 1].handle {
                    array = other
                    return
                }
                if here == wanted {
                    let same = array.withUnsafeBufferPointer { mine in
                        other.withUnsafeBufferPointer { theirs in sameBytes(mine.baseAddress! + i, theirs.baseAddress! + j) }
                    }
                    if !same { array[i] = other[j] }
                    i += 1
                    j += 1
                } else if here < wanted {
                    array.remove(at: i)
                } else {
                    array.insert(other[j], at: i)
                    i += 1
                    j += 1
                }
            } else {
                array.append(other[j])
                i += 1
                j += 1
            }
        }
        if i < array.count { array.removeSubrange(i...) }
    }

    /// Whether two values have the same bytes — then they are the same value (the same numbers,
    /// the same references). Different bytes say nothing (padding, or equal values in different
    /// storage): the caller then writes the value, which is always right. Comparing the bytes
    /// costs no copy and no retain, where `==` on a view or constraint reads every field.
    @inline(__always)
    private static func sameBytes<T>(_ a: UnsafePointer<T>, _ b: UnsafePointer<T>) -> Bool {
        let size = MemoryLayout<T>.size
        let x = UnsafeRawPointer(a), y = UnsafeRawPointer(b)
        var k = 0
        while k + 8 <= size {
            if x.loadUnaligned(fromByteOffset: k, as: UInt64.self) != y.loadUnaligned(fromByteOffset: k, as: UInt64.self) { return false }
            k += 8
        }
        while k < size {
            if x.load(fromByteOffset: k, as: UInt8.self) != y.load(fromByteOffset: k, as: UInt8.self) { return false }
            k += 1
        }
        return true
    }
}
