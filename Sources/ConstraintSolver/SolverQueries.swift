/// The values of every variable of a solver at one solution, indexed by variable.
public struct Solution: Sendable, Equatable {
    public let values: [Double]
    public init(values: [Double]) { self.values = values }
    public subscript(_ v: Variable) -> Double { values[v.id] }
}

/// The least and greatest value a variable can take; `nil` on a side means unbounded.
public struct ValueRange: Sendable, Equatable, CustomStringConvertible {
    public let minimum: Double?
    public let maximum: Double?
    public init(minimum: Double?, maximum: Double?) {
        self.minimum = minimum
        self.maximum = maximum
    }
    public func contains(_ x: Double, tolerance: Double = 1e-9) -> Bool {
        (minimum.map { x >= $0 - tolerance } ?? true) && (maximum.map { x <= $0 + tolerance } ?? true)
    }
    public var description: String {
        "[\(minimum.map { "\($0)" } ?? "-∞"), \(maximum.map { "\($0)" } ?? "+∞")]"
    }
}

/// Whether a variable has the same value in every optimal solution.
public enum Ambiguity: Sendable, Equatable {
    /// Every optimal solution gives the variable this value.
    case determined(Double)
    /// Two optimal solutions differ in the variable.
    case ambiguous(AmbiguityWitness)

    public var isAmbiguous: Bool {
        if case .ambiguous = self { return true }
        return false
    }
}

/// Two optimal solutions that differ in the variable asked about, the variables whose values
/// differ between them (the ones that are free together, sorted), and the range the variable
/// takes over all optimal solutions.
public struct AmbiguityWitness: Sendable, Equatable {
    public let first: Solution
    public let second: Solution
    public let freeVariables: [Variable]
    public let optimalRange: ValueRange
}

/// The total error of the optional constraints at one priority level of an optimal solution.
public struct LevelError: Sendable, Equatable {
    public let priority: Priority
    public let error: Double
}
