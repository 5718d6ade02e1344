/// The identities of a session's objects. Each wraps the Int it always was, so a view cannot be
/// passed where a guide or a constraint is meant; each prints as that Int, so text that showed
/// one (`no view named '#3'`) reads as before.

/// A view: its position in `LayoutState.views` (the root is 0). Removing a view renumbers the
/// views after it, as the state's array shifts.
public struct ViewID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var index: Int

    public init(_ index: Int) { self.index = index }

    public static func < (a: ViewID, b: ViewID) -> Bool { a.index < b.index }
    public var description: String { String(index) }
}

/// A layout guide: its position in `LayoutState.guides`. Removing a view renumbers the guides
/// after its guides.
public struct GuideID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var index: Int

    public init(_ index: Int) { self.index = index }

    public static func < (a: GuideID, b: GuideID) -> Bool { a.index < b.index }
    public var description: String { String(index) }
}

/// A constraint: unique in its session and never reused, increasing in the order constraints
/// were made (system ones included). Not the number users type (`c3`, `s2`: `LayoutConstraint.number`).
public struct ConstraintHandle: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var value: Int

    public init(_ value: Int) { self.value = value }

    /// The handle of a constraint not yet in a session: `insertConstraint` gives it its own.
    package static let unassigned = ConstraintHandle(0)

    public static func < (a: ConstraintHandle, b: ConstraintHandle) -> Bool { a.value < b.value }
    public var description: String { String(value) }
}
