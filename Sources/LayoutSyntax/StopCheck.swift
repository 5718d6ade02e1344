/// The question long work asks between two of its steps: has the user asked to stop (Ctrl-C)?
/// The executable answers it from its signal flags; the shell passes it down to the inspectors
/// (`check`, `sweep`, `explain`), the log importer and the script runner, which call it between
/// units of work short enough that a stop is seen within 100 ms (docs/executable.md, "Ctrl-C");
/// the solvers of the copies they drop when stopped ask it too, inside long solver calls
/// (`LayoutSession.stop`, `Solver.stopCheck`). Tests answer it with a counter, never a clock.
///
/// It lives here, below every module that does long work, so that none of them needs the shell.
public struct StopCheck {
    /// Whether to stop now.
    public let isRequested: () -> Bool

    public init(_ isRequested: @escaping () -> Bool) { self.isRequested = isRequested }

    /// Never stops: for callers with nobody to press Ctrl-C.
    public static var never: StopCheck { StopCheck { false } }

    /// Throws `Diagnostic.interrupted` when a stop was asked for.
    public func check() throws(Diagnostic) {
        if isRequested() { throw Diagnostic.interrupted }
    }
}

extension Diagnostic {
    /// A command stopped by Ctrl-C before it finished; it changed nothing. Status 130, as a
    /// process ended by SIGINT.
    public static var interrupted: Diagnostic { Diagnostic("interrupted", status: 130) }

    /// Whether this is `Diagnostic.interrupted`.
    public var isInterruption: Bool { status == 130 && message == "interrupted" }
}
