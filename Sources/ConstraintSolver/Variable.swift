/// A variable of one `Solver`, made by `Solver.makeVariable(_:)`.
///
/// Variables are small integer handles (0, 1, 2, … in the order the solver made them), so
/// every map the solver keeps is ordered and every run of the same calls gives the same bytes.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The variable's index in its solver, from 0.
    public let id: Int

    init(id: Int) { self.id = id }

    /// The variable a solver's `makeVariable` returns once it has made `count` variables:
    /// variables are numbered in the order they are made, so a caller that knows how many a
    /// solver will have made names one before it exists (the layout engine prepares a held run's
    /// constraints on one thread while the solver makes their variables on another).
    package init(madeAfter count: Int) { self.init(id: count) }

    public static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }
    public var description: String { "v\(id)" }
}
