/// The model's copying as a count: the elements of the state's lists of views and constraints
/// moved to new storage when a view or a constraint was added, in every session used while a
/// meter is installed (`LayoutWork.$meter.withValue(meter) { … }`). A list that grows by
/// doubling moves fewer elements in all than it ends with, twice over at most; a copy of the
/// state kept alive across an edit makes every addition copy the whole list, so loading a
/// script grows with the square of its length (the bug 2009648 fixed, issue 17). Tests bound
/// loading by it where a time limit would fail on a slow or busy machine: the count is the same
/// on every machine and every run.
///
/// It also counts the views' frames read from the solution (`LayoutSession.frame(of:)`,
/// `frames()`): the shell's echo compares every frame before and after an edit that says which
/// views moved, and took them before every `add` too, so echoing a script read its whole layout
/// once per line.
///
/// And the broken constraints tried again after a change (`restoreBrokenConstraints`): a log of
/// n conflicts tried all of its broken ones after each constraint it added, n² tries.
///
/// A meter counts for the task that installed it; it is not meant to be shared by tasks that
/// run at the same time. An addition asks for the meter only when its list moved.
public final class LayoutWork: @unchecked Sendable {
    /// Elements moved so far.
    public private(set) var copiedElements = 0
    /// Frames read so far.
    public private(set) var framesRead = 0
    /// Broken constraints tried again so far.
    public private(set) var brokenConstraintsTried = 0

    public init() {}

    /// The meter counting now, if any.
    @TaskLocal public static var meter: LayoutWork?

    /// Makes room in `list` for `more` elements beyond its count and a quarter more (an estimate
    /// that falls a little short would otherwise double the list at the end) — at least
    /// doubling its capacity when it grows, so that rooms asked for again and again stay linear
    /// in all — counting the elements moved.
    static func reserve<Element>(_ more: Int, in list: inout [Element]) {
        let needed = list.count + more + more / 4
        guard more > 0, needed > list.capacity else { return }
        let before = list.withUnsafeBufferPointer { $0.baseAddress }
        list.reserveCapacity(max(needed, 2 * list.count))
        if list.withUnsafeBufferPointer({ $0.baseAddress }) != before, let meter {
            meter.copiedElements &+= list.count
        }
    }

    /// Counts `n` frames read, when a meter is installed.
    static func countFrames(_ n: Int) {
        if let meter { meter.framesRead &+= n }
    }

    /// Counts one broken constraint tried again, when a meter is installed.
    static func countBrokenConstraintTried() {
        if let meter { meter.brokenConstraintsTried &+= 1 }
    }

    /// Appends `element` to `list`, counting the elements moved when the list's storage moved
    /// (grown, or copied because another value shares it).
    static func append<Element>(_ element: Element, to list: inout [Element]) {
        let before = list.withUnsafeBufferPointer { $0.baseAddress }
        list.append(element)
        if list.withUnsafeBufferPointer({ $0.baseAddress }) != before, let meter {
            meter.copiedElements &+= list.count - 1
        }
    }
}
