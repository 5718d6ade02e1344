/// The syntax tree of one constraint equation, as typed after `add` or printed by Apple:
/// ```
/// item.attr REL [multiplier *] item.attr [* multiplier] [± constant] [@priority] [id "identifier"]
/// item.attr REL constant [@priority] [id "identifier"]
/// ```
/// Meaning: `first REL multiplier × second + constant` (or `first REL constant`).
/// Parse with ``parse(_:)``, print with ``canonicalText``.
public struct ConstraintEquation: SyntaxNode, CustomStringConvertible {
    /// The left-hand side.
    public var first: AttributeReference
    public var relation: LayoutRelation
    public var relationRange: SourceRange
    /// The right-hand item, or nil for a unary constraint (`a.width == 100`).
    public var second: AttributeReference?
    /// 1 when not written. Ignored (and not printed) when `second` is nil.
    public var multiplier: Double
    /// Where the multiplier's number was written.
    public var multiplierRange: SourceRange?
    /// 0 when not written.
    public var constant: Double
    /// Where the constant was written, sign included (`+ 20`, `- 16`, `-5`).
    public var constantRange: SourceRange?
    /// Apple's trailing `NSSpace(8)` / `NSLayoutAnchorConstraintSpace(8)` (system spacing from the
    /// anchor API), only after a second item.
    public var systemSpacing: SystemSpacing?
    public var systemSpacingRange: SourceRange?
    /// After `@` (above 0, at most 1000, to thousandths); nil when not written (required).
    public var priority: LayoutPriority?
    /// From `@` to the end of the number.
    public var priorityRange: SourceRange?
    /// The constraint's identifier, from `id "…"`.
    public var identifier: String?
    /// From `id` to the closing quote.
    public var identifierRange: SourceRange?
    /// The whole equation.
    public var range: SourceRange

    public init(
        first: AttributeReference,
        relation: LayoutRelation,
        relationRange: SourceRange = .unknown,
        second: AttributeReference? = nil,
        multiplier: Double = 1,
        multiplierRange: SourceRange? = nil,
        constant: Double = 0,
        constantRange: SourceRange? = nil,
        systemSpacing: SystemSpacing? = nil,
        systemSpacingRange: SourceRange? = nil,
        priority: LayoutPriority? = nil,
        priorityRange: SourceRange? = nil,
        identifier: String? = nil,
        identifierRange: SourceRange? = nil,
        range: SourceRange = .unknown
    ) {
        self.first = first
        self.relation = relation
        self.relationRange = relationRange
        self.second = second
        self.multiplier = multiplier
        self.multiplierRange = multiplierRange
        self.constant = constant
        self.constantRange = constantRange
        self.systemSpacing = systemSpacing
        self.systemSpacingRange = systemSpacingRange
        self.priority = priority
        self.priorityRange = priorityRange
        self.identifier = identifier
        self.identifierRange = identifierRange
        self.range = range
    }

    /// Apple's system-spacing token after the second item.
    public struct SystemSpacing: Hashable, Sendable {
        public var value: Double
        public var spelling: SystemSpacingSpelling

        public init(_ value: Double, spelling: SystemSpacingSpelling = .nsSpace) {
            self.value = value
            self.spelling = spelling
        }
    }

    public func withoutSourceRanges() -> ConstraintEquation {
        ConstraintEquation(
            first: first.withoutSourceRanges(), relation: relation, second: second?.withoutSourceRanges(),
            multiplier: multiplier, constant: constant, systemSpacing: systemSpacing,
            priority: priority, identifier: identifier)
    }
}

/// `item.attribute`.
public struct AttributeReference: SyntaxNode, CustomStringConvertible {
    public var item: ItemReference
    public var itemRange: SourceRange
    /// Normalised (`minX` is `.left`, `baseline` is `.lastBaseline`).
    public var attribute: LayoutAttribute
    /// Where the attribute's name was written (after the dot).
    public var attributeRange: SourceRange

    public init(item: ItemReference, itemRange: SourceRange = .unknown, attribute: LayoutAttribute, attributeRange: SourceRange = .unknown) {
        self.item = item
        self.itemRange = itemRange
        self.attribute = attribute
        self.attributeRange = attributeRange
    }

    /// `name.attribute`, built in code.
    public init(_ name: String, _ attribute: LayoutAttribute) {
        self.init(item: .name(name), attribute: attribute)
    }

    /// From the item's first column to the attribute's last.
    public var range: SourceRange { SourceRange(start: itemRange.start, end: attributeRange.end) }

    public var description: String { item.description + "." + attribute.name }

    public func withoutSourceRanges() -> AttributeReference {
        AttributeReference(item: item, attribute: attribute)
    }
}

extension ConstraintEquation {
    /// The canonical text: `first REL second[ * m][ ± c][ NSSpace(s)][ @p][ id "x"]` with the
    /// multiplier after the item and left out when 1, the constant left out when 0 (always
    /// written for a unary equation), e.g. `a.width == b.width * 0.5 + 20 @750 id "Half"`.
    public var canonicalText: String {
        var text = first.description + " " + relation.symbol + " "
        if let second {
            text += second.description
            if multiplier != 1 { text += " * " + formatNumber(multiplier) }
            if constant != 0 {
                text += constant < 0 ? " - " + formatNumber(-constant) : " + " + formatNumber(constant)
            }
            if let systemSpacing {
                text += " " + systemSpacing.spelling.rawValue + "(" + formatNumber(systemSpacing.value) + ")"
            }
        } else {
            text += formatNumber(constant)
        }
        if let priority { text += " @" + priority.description }
        if let identifier { text += " id " + quotedText(identifier) }
        return text
    }

    public var description: String { canonicalText }
}


// MARK: - Parser

extension ConstraintEquation {
    /// Parses an equation. Whitespace (spaces, tabs) is allowed between tokens, not inside an
    /// `item.attribute` or a number; a sign may be followed by spaces (`== - 16`, Apple's form).
    /// - Throws: ``Diagnostic`` with the column of the first problem.
    public static func parse(_ text: String) throws(Diagnostic) -> ConstraintEquation {
        try parse(Scanner(text))
    }

    /// Parses the scanner's text (the public `parse` with the scanner chosen: tests read both of its paths).
    static func parse(_ scanner: Scanner) throws(Diagnostic) -> ConstraintEquation {
        var parser = EquationParser(scanner)
        return try parser.parseEquation()
    }
}

struct EquationParser {
    var scanner: Scanner

    init(_ scanner: Scanner) {
        self.scanner = scanner
    }

    static let itemExpectation = "an item (a view name, a 0x… address or Class:0x…) and '.attribute'"

    mutating func parseEquation() throws(Diagnostic) -> ConstraintEquation {
        scanner.skipSpaces()
        let start = scanner.index
        guard let first = try parseAttributeReference() else {
            throw scanner.error("expected \(EquationParser.itemExpectation) at the start of the equation, found \(scanner.found(at: scanner.index))", at: scanner.index)
        }
        scanner.skipSpaces()
        // (The text after which a relation was expected is made only for the error.)
        let reader = scanner
        guard let (relation, relationRange) = try scanner.scanRelation(after: "'\(reader.text(first.range))'") else {
            throw scanner.expected("a relation ('==', '<=' or '>=')", after: "'\(scanner.text(first.range))'")
        }
        // The parts are read into locals and the equation made once at the end: the equation is
        // a few hundred bytes, and filling in a `var equation` copied it at every change
        // (a tenth of parsing an `add` line; issue 17).
        var second: AttributeReference?
        var multiplier = 1.0, multiplierRange: SourceRange?
        var constant = 0.0, constantRange: SourceRange?
        var systemSpacing: ConstraintEquation.SystemSpacing?, systemSpacingRange: SourceRange?
        var priority: LayoutPriority?, priorityRange: SourceRange?
        var identifier: String?, identifierRange: SourceRange?
        scanner.skipSpaces()

        // Right-hand side.
        let rhsStart = scanner.index
        var lastEnd = scanner.index
        if let c = scanner.peek(), (c == "+" || c == "-" || scanner.isAtNumber) && !scanner.isAtAddress {
            let (value, range) = try scanSignedNumber()
            lastEnd = scanner.index
            scanner.skipSpaces()
            if let star = scanner.peek(), star == "*" || star == "×" {
                scanner.index += 1
                scanner.skipSpaces()
                guard let item = try parseAttributeReference() else {
                    throw scanner.expected(EquationParser.itemExpectation, after: "'\(star)'")
                }
                multiplier = value
                multiplierRange = range
                second = item
                lastEnd = scanner.index
                scanner.skipSpaces()
                if let again = scanner.peek(), again == "*" || again == "×" {
                    throw scanner.error("multiplier given twice: '\(scanner.text(range))' is already the multiplier of '\(scanner.text(item.range))'", at: scanner.index)
                }
            } else {
                constant = value
                constantRange = range
            }
        } else if let item = try parseAttributeReference() {
            second = item
            lastEnd = scanner.index
            scanner.skipSpaces()
            if let star = scanner.peek(), star == "*" || star == "×" {
                scanner.index += 1
                scanner.skipSpaces()
                guard scanner.peek() == "+" || scanner.peek() == "-" || scanner.isAtNumber else {
                    throw scanner.expected("a multiplier (a number)", after: "'\(star)'")
                }
                let (value, range) = try scanSignedNumber()
                multiplier = value
                multiplierRange = range
                lastEnd = scanner.index
            }
        } else {
            throw scanner.expected("a constant or " + EquationParser.itemExpectation, after: "'\(relation.symbol)'")
        }

        // `± constant` and the system-spacing token after a second item.
        if second != nil {
            scanner.index = lastEnd
            scanner.skipSpaces()
            if let sign = scanner.peek(), sign == "+" || sign == "-" {
                let signStart = scanner.index
                scanner.index += 1
                scanner.skipSpaces()
                guard let (value, _) = try scanner.scanUnsignedNumber() else {
                    throw scanner.expected("a number", after: "'\(sign)'")
                }
                constant = sign == "-" ? -value : value
                constantRange = scanner.range(from: signStart, to: scanner.index)
                lastEnd = scanner.index
                scanner.skipSpaces()
                if let star = scanner.peek(), star == "*" || star == "×" {
                    throw scanner.error("a multiplier must come before the constant: write 'item.attr * m + c' or 'm * item.attr + c'", at: scanner.index)
                }
            }
            scanner.index = lastEnd
            scanner.skipSpaces()
            let spacingStart = scanner.index
            if let spacing = try scanSystemSpacing() {
                systemSpacing = spacing
                systemSpacingRange = scanner.range(from: spacingStart, to: scanner.index)
                lastEnd = scanner.index
            }
        }
        scanner.index = lastEnd
        // What the last token was, for the error when an unexpected one follows (its text is
        // made only then).
        var afterRange = scanner.range(from: rhsStart, to: lastEnd)

        // Priority and identifier, in either order.
        while true {
            scanner.skipSpaces()
            if scanner.isAtEnd { break }
            let tokenStart = scanner.index
            if scanner.peek() == "@" {
                if let range = priorityRange {
                    throw scanner.error("priority given twice (first at column \(range.start))", at: tokenStart)
                }
                scanner.index += 1
                scanner.skipSpaces()
                priority = try scanner.scanPriority(after: "'@'")
                priorityRange = scanner.range(from: tokenStart, to: scanner.index)
            } else if let (word, _) = scanner.scanIdentifier(), word == "id" {
                if let range = identifierRange {
                    throw scanner.error("identifier given twice (first at column \(range.start))", at: tokenStart)
                }
                scanner.skipSpaces()
                guard scanner.peek() == "\"" else {
                    throw scanner.expected("a quoted identifier (\"…\")", after: "'id'")
                }
                identifier = try scanString()
                identifierRange = scanner.range(from: tokenStart, to: scanner.index)
            } else {
                scanner.index = tokenStart
                var what: [String] = []
                let written = constantRange != nil || systemSpacing != nil
                if second != nil && multiplierRange == nil && !written && priority == nil && identifier == nil {
                    what.append("'*'")
                }
                if second != nil && !written && priority == nil && identifier == nil {
                    what += ["'+'", "'-'"]
                }
                if priority == nil { what.append("'@'") }
                if identifier == nil { what.append("'id'") }
                what.append("end of input")
                throw scanner.expected(listAlternatives(what), after: "'\(scanner.text(afterRange))'")
            }
            afterRange = scanner.range(from: tokenStart, to: scanner.index)
            lastEnd = scanner.index
        }
        return ConstraintEquation(
            first: first, relation: relation, relationRange: relationRange, second: second,
            multiplier: multiplier, multiplierRange: multiplierRange, constant: constant, constantRange: constantRange,
            systemSpacing: systemSpacing, systemSpacingRange: systemSpacingRange, priority: priority, priorityRange: priorityRange,
            identifier: identifier, identifierRange: identifierRange, range: scanner.range(from: start, to: lastEnd))
    }

    /// `[+-] SP* number`.
    mutating func scanSignedNumber() throws(Diagnostic) -> (Double, SourceRange) {
        let start = scanner.index
        var negative = false
        if let sign = scanner.peek(), sign == "+" || sign == "-" {
            negative = sign == "-"
            scanner.index += 1
            scanner.skipSpaces()
            guard scanner.isAtNumber else {
                throw scanner.expected("a number", after: "'\(sign)'")
            }
        }
        guard let (value, _) = try scanner.scanUnsignedNumber() else {
            throw scanner.expected("a number")
        }
        return (negative ? -value : value, scanner.range(from: start, to: scanner.index))
    }

    /// `NSSpace(8)` / `NSLayoutAnchorConstraintSpace(8)`; nil (nothing consumed) otherwise.
    mutating func scanSystemSpacing() throws(Diagnostic) -> ConstraintEquation.SystemSpacing? {
        try scanner.scanSystemSpacing().map { ConstraintEquation.SystemSpacing($0.value, spelling: $0.spelling) }
    }

    /// At `"`: a string with `\"`, `\\` and `\u{HEX}` escapes.
    mutating func scanString() throws(Diagnostic) -> String {
        let open = scanner.index
        scanner.index += 1
        var value = ""
        while let c = scanner.peek() {
            if c == "\"" {
                scanner.index += 1
                if value.isEmpty {
                    throw Diagnostic("the identifier is empty", column: open + 1, endColumn: scanner.index + 1)
                }
                return value
            }
            if c == "\\" {
                guard let next = scanner.peek(1) else { break }
                let written = scanner.string(at: scanner.index + 1)
                // `\u{1B}`: a control character (`quotedText` writes them so).
                if next == "u", scanner.peek(2) == "{" {
                    var end = scanner.index + 3
                    while let d = scanner.char(at: end), d != "}", end - scanner.index < 10 { end += 1 }
                    guard scanner.char(at: end) == "}", let scalar = escapedScalar(hexDigits: scanner.string(scanner.index + 3, end)) else {
                        throw Diagnostic("bad escape in the identifier: \\u{…} takes 1 to 6 hexadecimal digits of a Unicode scalar, as in \\u{1B}", column: scanner.column, endColumn: min(scanner.count, end + 1) + 1)
                    }
                    value.unicodeScalars.append(scalar)
                    scanner.index = end + 1
                    continue
                }
                guard next == "\"" || next == "\\" else {
                    throw Diagnostic("unknown escape '\\\(written)' in the identifier: write \\\" for a quote, \\\\ for a backslash and \\u{1B} for a control character", column: scanner.column, endColumn: scanner.column + 2)
                }
                value.append(written)
                scanner.index += 2
                continue
            }
            value += scanner.string(at: scanner.index)
            scanner.index += 1
        }
        throw Diagnostic("unterminated identifier: expected '\"' to close the string that starts here", column: open + 1, endColumn: scanner.count + 1)
    }

    // MARK: Items

    /// `item.attribute`, nil when no item starts here.
    mutating func parseAttributeReference() throws(Diagnostic) -> AttributeReference? {
        let start = scanner.index
        if scanner.peek() == "<" {
            scanner.index += 1
            guard let className = scanDottedName() else {
                throw scanner.expected("a class or name", after: "'<'")
            }
            guard scanner.peek() == ":" else {
                throw scanner.expected("':'", after: "'<\(className)'")
            }
            scanner.index += 1
            let handle = try scanHandle(after: "'<\(className):'")
            var label: String?
            if scanner.peek() == "'" { label = try scanner.scanLabel(terminators: [">"]) }
            guard scanner.peek() == ">" else {
                throw scanner.expected("'>'", after: "'\(scanner.text(scanner.range(from: start, to: scanner.index)))'")
            }
            scanner.index += 1
            let object = ObjectDescription(className: className, handle: handle, label: label, isBracketed: true)
            return try attributeSuffix(item: .object(object), itemStart: start)
        }
        if let (address, _) = try scanner.scanAddress() {
            return try attributeSuffix(item: .address(address), itemStart: start)
        }
        guard let c = scanner.peek(), c.isIdentifierStart else { return nil }
        let segments = scanSegments()
        if scanner.peek() == ":" {
            let className = segments.text(scanner)
            scanner.index += 1
            if let (address, _) = try scanner.scanAddress() {
                var label: String?
                if scanner.peek() == "'" { label = try scanner.scanLabel(terminators: ["."]) }
                let object = ObjectDescription(className: className, handle: .address(address), label: label)
                return try attributeSuffix(item: .object(object), itemStart: start)
            }
            guard let k = scanner.peek(), k.isIdentifierStart else {
                throw scanner.expected("an address or a key", after: "'\(className):'")
            }
            let keySegments = scanSegments()
            if scanner.peek() == "'" {
                let label = try scanner.scanLabel(terminators: ["."])
                let key = keySegments.text(scanner)
                let object = ObjectDescription(className: className, handle: .key(key), label: label)
                return try attributeSuffix(item: .object(object), itemStart: start)
            }
            guard keySegments.count >= 2 else {
                throw missingAttribute(after: scanner.range(from: start, to: scanner.index))
            }
            let key = keySegments.textBeforeLast(scanner)
            let object = ObjectDescription(className: className, handle: .key(key), label: nil)
            return try makeReference(item: .object(object), itemRange: SourceRange(start: start + 1, end: keySegments.beforeLastEnd + 1),
                                     attribute: keySegments.last(scanner))
        }
        guard segments.count >= 2 else {
            throw missingAttribute(after: scanner.range(from: segments.lastStart, to: segments.lastEnd))
        }
        let name = segments.textBeforeLast(scanner)
        return try makeReference(item: .name(name), itemRange: SourceRange(start: start + 1, end: segments.beforeLastEnd + 1),
                                 attribute: segments.last(scanner))
    }

    /// Where the segments of `ident(.ident)*` are (0-based indices, end exclusive): its text
    /// is its segments joined by dots, which is the columns they span.
    struct Segments {
        var start: Int
        var count: Int
        /// The end of the segment before the last (meaningful when `count` ≥ 2).
        var beforeLastEnd: Int
        var lastStart: Int
        var lastEnd: Int

        /// Every segment, dots included.
        func text(_ scanner: Scanner) -> String { scanner.string(start, lastEnd) }
        /// Every segment but the last, dots included (`count` ≥ 2).
        func textBeforeLast(_ scanner: Scanner) -> String { scanner.string(start, beforeLastEnd) }
        /// The last segment and its range.
        func last(_ scanner: Scanner) -> (String, SourceRange) {
            (scanner.string(lastStart, lastEnd), scanner.range(from: lastStart, to: lastEnd))
        }
    }

    /// `ident(.ident)*` (at an identifier's start); a dot not followed by an identifier is left
    /// unread.
    mutating func scanSegments() -> Segments {
        let start = scanner.index
        scanner.skipIdentifier()
        var segments = Segments(start: start, count: 1, beforeLastEnd: start, lastStart: start, lastEnd: scanner.index)
        while scanner.peek() == ".", scanner.peek(1)?.isIdentifierStart ?? false {
            scanner.index += 1
            segments.beforeLastEnd = segments.lastEnd
            segments.lastStart = scanner.index
            scanner.skipIdentifier()
            segments.lastEnd = scanner.index
            segments.count += 1
        }
        return segments
    }

    mutating func scanDottedName() -> String? {
        guard let c = scanner.peek(), c.isIdentifierStart else { return nil }
        return scanSegments().text(scanner)
    }

    mutating func scanHandle(after context: String) throws(Diagnostic) -> ObjectDescription.Handle {
        if let (address, _) = try scanner.scanAddress() { return .address(address) }
        if let key = scanDottedName() { return .key(key) }
        throw scanner.expected("an address or a key", after: context)
    }

    /// After an item whose end is certain (address, bracketed form, label): `.attribute`.
    mutating func attributeSuffix(item: ItemReference, itemStart: Int) throws(Diagnostic) -> AttributeReference {
        let itemRange = scanner.range(from: itemStart, to: scanner.index)
        guard scanner.peek() == ".", let c = scanner.peek(1), c.isIdentifierStart else {
            throw missingAttribute(after: itemRange)
        }
        scanner.index += 1
        let attribute = scanner.scanIdentifier()!
        return try makeReference(item: item, itemRange: itemRange, attribute: attribute)
    }

    /// `expected '.' and an attribute after 'a', found …` (or `expected an attribute after 'a.'`).
    func missingAttribute(after itemRange: SourceRange) -> Diagnostic {
        let written = scanner.text(itemRange)
        if scanner.char(at: itemRange.end - 1) == "." {
            return scanner.expected("an attribute", after: "'\(written).'", at: itemRange.end)
        }
        return scanner.expected("'.' and an attribute", after: "'\(written)'", at: itemRange.end - 1)
    }

    func makeReference(item: ItemReference, itemRange: SourceRange, attribute: (String, SourceRange)) throws(Diagnostic) -> AttributeReference {
        guard let value = LayoutAttribute(spelling: attribute.0) else {
            throw Diagnostic(unknownAttributeMessage(attribute.0), range: attribute.1)
        }
        return AttributeReference(item: item, itemRange: itemRange, attribute: value, attributeRange: attribute.1)
    }
}

/// `unknown attribute 'widht' (did you mean 'width'?); valid attributes: left, right, …`
func unknownAttributeMessage(_ word: String) -> String {
    var message = "unknown attribute '\(word)'"
    if let suggestion = LayoutAttribute.suggestion(for: word) { message += " (did you mean '\(suggestion)'?)" }
    return message + "; valid attributes: " + LayoutAttribute.allSpellings.joined(separator: ", ")
}
