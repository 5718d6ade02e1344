/// The solver's work as a count — pivots made and rows added, and apart from them the composites
/// rewritten when a marker is made explicit (CompositeDummies.swift) — in every solver used while a
/// meter is installed (`SolverWork.$meter.withValue(meter) { … }`), the probe solvers of a
/// conflict search included. Tests bound work with it instead of wall time: the count is the
/// same on every machine and every run.
///
/// A meter counts for the task that installed it; it is not meant to be shared by tasks that
/// run at the same time.
public final class SolverWork: @unchecked Sendable {
    /// Pivots and added rows so far.
    public private(set) var steps = 0

    public init() {}

    /// The meter counting now, if any.
    @TaskLocal public static var meter: SolverWork?

    /// Composites rewritten so far (taken once per marker made explicit; once per path, before
    /// issue 34, they ran to hundreds of thousands in one removal).
    public private(set) var compositeRewrites = 0

    func count() { steps &+= 1 }

    func countCompositeRewrite() { compositeRewrites &+= 1 }
}
