import LayoutSyntax
import PlumbTestSupport

typealias SeededGenerator = SplitMix64

/// `SourceRange(start: a, end: b)`.
func r(_ start: Int, _ end: Int) -> SourceRange {
    SourceRange(start: start, end: end)
}

/// The error thrown by `body`, or nil.
func syntaxError<T>(_ body: () throws(Diagnostic) -> T) -> Diagnostic? {
    do {
        _ = try body()
        return nil
    } catch {
        return error
    }
}

// MARK: - Random trees

struct TreeGenerator {
    var rng: SeededGenerator

    init(seed: UInt64) {
        rng = SeededGenerator(seed: seed)
    }

    mutating func chance(_ p: Double) -> Bool {
        Double.random(in: 0..<1, using: &rng) < p
    }

    /// A priority: a whole number half the time, else any number of thousandths (999.5,
    /// 0.001, 999.999 …), as UIKit's own constraints have them.
    mutating func randomPriority() -> LayoutPriority {
        chance(0.5) ? LayoutPriority(whole: Int.random(in: 1...1000, using: &rng))!
            : LayoutPriority(thousandths: Int.random(in: 1...1_000_000, using: &rng))!
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[Int.random(in: 0..<items.count, using: &rng)]
    }

    mutating func identifier() -> String {
        let first = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_")
        let rest = first + Array("0123456789")
        var name = String(pick(first))
        for _ in 0..<Int.random(in: 0...8, using: &rng) { name.append(pick(rest)) }
        return name
    }

    mutating func dotted(maxSegments: Int) -> String {
        (0..<Int.random(in: 1...maxSegments, using: &rng)).map { _ in identifier() }.joined(separator: ".")
    }

    /// Numbers of every shape the printer has to handle.
    mutating func number(allowNegative: Bool = true) -> Double {
        var value: Double
        switch Int.random(in: 0..<7, using: &rng) {
        case 0: value = Double(Int.random(in: 0...20, using: &rng))
        case 1: value = Double(Int.random(in: 0...1_000_000_000, using: &rng))
        case 2: value = Double(Int.random(in: 0...100_000, using: &rng)) / 1000
        case 3: value = Double.random(in: 0...1_000_000_000, using: &rng)
        case 4: value = Double.random(in: 0...1, using: &rng)
        case 5: value = pow10(-Int.random(in: 1...300, using: &rng)) * Double(Int.random(in: 1...9, using: &rng))
        default: value = Double(Int.random(in: 0...1000, using: &rng)) + 0.5
        }
        if allowNegative && chance(0.3) { value = -value }
        return value
    }

    private func pow10(_ exponent: Int) -> Double {
        var value = 1.0
        for _ in 0..<abs(exponent) { value = exponent < 0 ? value / 10 : value * 10 }
        return value
    }

    mutating func label() -> String {
        let alphabet = Array("abc XYZ 0189+-=*.,:;()[]<>@|_é分\\\"!?")
        return String((0..<Int.random(in: 0...12, using: &rng)).map { _ in pick(alphabet) })
    }

    mutating func item(allowDotted: Bool, allowBracketed: Bool) -> ItemReference {
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: return .address(UInt64.random(in: 0...UInt64.max, using: &rng) >> UInt64.random(in: 0...60, using: &rng))
        case 1:
            let handle: ObjectDescription.Handle = chance(0.7)
                ? .address(UInt64.random(in: 0...UInt64.max, using: &rng))
                : .key(dotted(maxSegments: 3))
            let labelled = chance(0.5) ? label() : nil
            return .object(ObjectDescription(className: dotted(maxSegments: 2), handle: handle, label: labelled,
                                             isBracketed: allowBracketed && chance(0.4)))
        default:
            return .name(allowDotted ? dotted(maxSegments: 3) : identifier())
        }
    }

    // VFL

    mutating func predicate(inView: Bool) -> VFLPredicate {
        let relation = pick(LayoutRelation.allCases)
        let object: VFLObject
        switch Int.random(in: 0..<6, using: &rng) {
        case 0, 1, 2: object = .constant(number())
        case 3: object = .name(identifier())
        case 4: object = inView ? .reference(item(allowDotted: false, allowBracketed: false)) : .name(identifier())
        default: object = .systemSpacing(number(allowNegative: false), pick(SystemSpacingSpelling.allCases))
        }
        var priority: VFLPriority?
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: priority = .value(randomPriority())
        case 1: priority = .metric(identifier())
        default: priority = nil
        }
        return VFLPredicate(relation, object, priority: priority)
    }

    mutating func connection() -> VFLConnection {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return .adjacent
        case 1: return .standard
        default: return .predicates((0..<Int.random(in: 1...3, using: &rng)).map { _ in predicate(inView: false) })
        }
    }

    mutating func format() -> VisualFormat {
        let orientation = pick(VisualFormat.Orientation.allCases)
        let count = Int.random(in: 1...4, using: &rng)
        let views = (0..<count).map { _ in
            VFLView(item: item(allowDotted: false, allowBracketed: false),
                    predicates: (0..<Int.random(in: 0...3, using: &rng)).map { _ in predicate(inView: true) })
        }
        let connections = (0..<(count - 1)).map { _ in connection() }
        return VisualFormat(
            orientation: orientation,
            leadingEdge: chance(0.5) ? SuperviewEdge(connection: connection()) : nil,
            views: views, connections: connections,
            trailingEdge: chance(0.5) ? SuperviewEdge(connection: connection()) : nil,
            isLeftToRight: orientation == .horizontal && chance(0.2))
    }

    mutating func options(for format: VisualFormat) -> VFLOptions {
        var options = VFLOptions()
        let horizontal = format.orientation == .horizontal
        let candidates: [LayoutAttribute] = horizontal
            ? [.top, .bottom, .centerY, .firstBaseline, .lastBaseline]
            : (chance(0.5) ? [.left, .right, .centerX] : [.leading, .trailing, .centerX])
        for attribute in candidates where chance(0.3) {
            options.alignment.append(VFLOptions.Alignment(attribute))
        }
        if horizontal && chance(0.4) {
            options.direction = format.isLeftToRight ? .leftToRight : pick(VFLOptions.Direction.allCases)
        }
        if chance(0.4) {
            options.spacing = horizontal ? .edgeToEdge : pick(VFLOptions.Spacing.allCases)
        }
        options.alignment.shuffle(using: &rng)
        return options
    }

    // Equations

    mutating func attributeReference() -> AttributeReference {
        AttributeReference(item: item(allowDotted: true, allowBracketed: true), attribute: pick(LayoutAttribute.allCases))
    }

    mutating func identifierText() -> String {
        let alphabet = Array("abc XYZ 019 _-.'\"\\@é分")
        return String((0..<Int.random(in: 1...14, using: &rng)).map { _ in pick(alphabet) })
    }

    mutating func equation() -> ConstraintEquation {
        var equation = ConstraintEquation(first: attributeReference(), relation: pick(LayoutRelation.allCases))
        if chance(0.75) {
            equation.second = attributeReference()
            if chance(0.5) { equation.multiplier = number() }
            if chance(0.6) { equation.constant = number() }
            if chance(0.1) {
                equation.systemSpacing = .init(number(allowNegative: false), spelling: pick(SystemSpacingSpelling.allCases))
            }
        } else {
            equation.constant = number()
        }
        if chance(0.5) { equation.priority = randomPriority() }
        if chance(0.4) { equation.identifier = identifierText() }
        return equation
    }
}

// MARK: - Printing with random whitespace

/// Joins tokens with random spaces and tabs (or nothing, where that cannot merge two tokens):
/// the parsers must accept whitespace between any two tokens.
func joinWithNoise(_ tokens: [String], using rng: inout SeededGenerator) -> String {
    var text = ""
    for token in tokens where !token.isEmpty {
        if let last = text.last, let first = token.first {
            let merges = (last.isLetter || last.isNumber || last == "_") && (first.isLetter || first.isNumber || first == "_")
                || ("=<>!".contains(last) && "=<>!".contains(first))
            let separators = merges ? [" ", "\t", "  "] : ["", "", " ", "\t", " \t "]
            text += separators[Int.random(in: 0..<separators.count, using: &rng)]
        }
        text += token
    }
    return text
}

func tokens(of predicate: VFLPredicate) -> [String] {
    let text = predicate.canonicalText
    // Split off the relation and the priority; the object stays one token.
    var result: [String] = []
    var rest = Substring(text)
    if let relation = LayoutRelation.allCases.first(where: { rest.hasPrefix($0.symbol) }) {
        result.append(relation.symbol)
        rest = rest.dropFirst(2)
    }
    let objectText = predicate.object.canonicalText
    result.append(String(rest.prefix(objectText.count)))
    rest = rest.dropFirst(objectText.count)
    if rest.hasPrefix("@") {
        result.append("@")
        result.append(String(rest.dropFirst()))
    }
    return result
}

func tokens(of connection: VFLConnection) -> [String] {
    switch connection.kind {
    case .adjacent: return []
    case .standard: return ["-"]
    case .predicates(let predicates):
        let text = connection.canonicalText
        if !text.hasPrefix("-(") { return ["-", String(text.dropFirst().dropLast()), "-"] }
        var result = ["-", "("]
        for (index, predicate) in predicates.enumerated() {
            if index > 0 { result.append(",") }
            result += tokens(of: predicate)
        }
        return result + [")", "-"]
    }
}

func tokens(of format: VisualFormat) -> [String] {
    var result = [format.orientation.rawValue, ":"]
    if let edge = format.leadingEdge { result += ["|"] + tokens(of: edge.connection) }
    for (index, view) in format.views.enumerated() {
        if index > 0 { result += tokens(of: format.connections[index - 1]) }
        result += ["[", view.item.description]
        if !view.predicates.isEmpty {
            result.append("(")
            for (index, predicate) in view.predicates.enumerated() {
                if index > 0 { result.append(",") }
                result += tokens(of: predicate)
            }
            result.append(")")
        }
        result.append("]")
    }
    if let edge = format.trailingEdge { result += tokens(of: edge.connection) + ["|"] }
    if format.isLeftToRight { result.append("(LTR)") }
    return result
}

func tokens(of equation: ConstraintEquation) -> [String] {
    var result = [equation.first.description, equation.relation.symbol]
    if let second = equation.second {
        result.append(second.description)
        if equation.multiplier != 1 {
            result += ["*", formatNumber(equation.multiplier)]
        }
        if equation.constant != 0 {
            let magnitude = equation.constant < 0 ? -equation.constant : equation.constant
            result += [equation.constant < 0 ? "-" : "+", formatNumber(magnitude)]
        }
        if let spacing = equation.systemSpacing {
            result.append(spacing.spelling.rawValue + "(" + formatNumber(spacing.value) + ")")
        }
    } else {
        let text = formatNumber(equation.constant)
        if text.hasPrefix("-") { result += ["-", String(text.dropFirst())] } else { result.append(text) }
    }
    var tail: [[String]] = []
    if let priority = equation.priority { tail.append(["@", priority.description]) }
    if let identifier = equation.identifier { tail.append(["id", quotedText(identifier)]) }
    if tail.count == 2 && equation.first.attribute.rawValue.count % 2 == 0 { tail.reverse() }
    return result + tail.flatMap { $0 }
}
