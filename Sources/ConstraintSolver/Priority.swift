/// A constraint's priority on UIKit's scale: greater than 0 and at most 1000, where 1000 is
/// required. UIKit's priorities are Floats and its own constraints use fractional ones
/// (`UISV-hiding` at 999.999, `UISV-spanning-boundary` at 999.5), so the solver takes any value in
/// that range. It only ever compares priorities — each distinct value is one level of the
/// lexicographic objective (`Tableau.levelIndex(for:)`) — and compares them exactly, as Doubles:
/// 999.999 is above 999 and below 1000, two priorities make one level only when they are equal.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    /// The priority's value; valid ones are finite, greater than 0 and at most 1000.
    public let value: Double

    public init(_ value: Double) { self.value = value }
    public init(integerLiteral value: Int) { self.value = Double(value) }
    public init(floatLiteral value: Double) { self.value = value }

    /// 1000: the constraint must hold.
    public static let required: Priority = 1000

    public var isRequired: Bool { value == 1000 }

    /// UIKit's rule: "Priorities must be greater than 0 and less than or equal to required".
    public var isValid: Bool { value > 0 && value <= 1000 }

    public static func < (a: Priority, b: Priority) -> Bool { a.value < b.value }

    /// `250`, `999.5`, `999.999` — a whole number without a fraction.
    public var description: String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
