/// A variable of one `Solver`, made by `Solver.makeVariable(_:)`.
///
/// Variables are small integer handles (0, 1, 2, … in the order the solver made them), so
/// every map the solver keeps is ordered and every run of the same calls gives the same bytes.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The variable's index in its solver, from 0.
    public let id: Int

    init(id: Int) { self.id = id }

    public static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }
    public var description: String { "v\(id)" }
}
