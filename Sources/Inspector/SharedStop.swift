import Foundation
import LayoutSyntax

/// One stop check asked from several tasks at once (`check`'s groups): the questions reach the
/// caller's `StopCheck` one at a time, under a lock, so a closure that is not thread-safe (the
/// shell's, a test's counter) sees them as it would from one thread, and as many of them as
/// the same work one after the other asks. Once it has said stop, every later question is
/// answered "stop" without asking again.
final class SharedStop: @unchecked Sendable {
    private let ask: () -> Bool
    private let lock = NSLock()
    private var said = false

    init(_ stop: StopCheck) { ask = stop.isRequested }

    func isRequested() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if !said && ask() { said = true }
        return said
    }

    /// Whether it has said stop.
    var wasRequested: Bool {
        lock.lock()
        defer { lock.unlock() }
        return said
    }

    /// A stop check for one task.
    var check: StopCheck { StopCheck { [self] in isRequested() } }
}
