extension VisualFormat {
    /// Parses a Visual Format Language string. Names stay symbolic (see ``resolvingMetrics(_:)``).
    /// - Throws: ``Diagnostic`` with the column of the first problem.
    public static func parse(_ text: String) throws(Diagnostic) -> VisualFormat {
        try parse(Scanner(text))
    }

    /// Parses the scanner's text (the public `parse` with the scanner chosen: tests read both of its paths).
    static func parse(_ scanner: Scanner) throws(Diagnostic) -> VisualFormat {
        var parser = VFLParser(scanner)
        let format = try parser.parseFormat()
        parser.scanner.skipSpaces()
        if !parser.scanner.isAtEnd {
            throw parser.scanner.expected(listAlternatives(parser.continuation + ["end of format"]), after: parser.lastToken)
        }
        return format
    }

    /// Parses and then resolves metric names with ``resolvingMetrics(_:)``.
    public static func parse(_ text: String, metrics: [String: Double]) throws(Diagnostic) -> VisualFormat {
        try parse(text).resolvingMetrics(metrics)
    }

    /// The format with metric names replaced by their values (Apple's `metrics:` dictionary).
    ///
    /// - In connections, names must be metrics: an unknown one is an error.
    /// - In a view's predicates, a name that is not a metric is kept: it names a view (`[a(==b)]`).
    /// - A priority that is a metric must resolve to a whole number 1…1000.
    /// - Values must be finite and within ``SyntaxLimits/maximumMagnitude``.
    ///
    /// Errors carry the column of the name in the text the format was parsed from.
    public func resolvingMetrics(_ metrics: [String: Double]) throws(Diagnostic) -> VisualFormat {
        var result = self
        let names = metrics.keys.sorted()
        func resolve(_ predicate: VFLPredicate, inView: Bool) throws(Diagnostic) -> VFLPredicate {
            var predicate = predicate
            if let name = predicate.object.name {
                if let value = metrics[name] {
                    guard value.isFinite, abs(value) <= SyntaxLimits.maximumMagnitude else {
                        throw Diagnostic("metric '\(name)' = \(value) is not a usable number (finite, magnitude at most 1e9)", range: predicate.objectRange)
                    }
                    predicate.object = .constant(value)
                } else if !inView {
                    throw Diagnostic(unknownMetricMessage(name, names: names), range: predicate.objectRange)
                }
            }
            if case .metric(let name)? = predicate.priority {
                let range = predicate.priorityRange ?? predicate.range
                guard let value = metrics[name] else {
                    throw Diagnostic(unknownMetricMessage(name, names: names) + " (used as a priority)", range: range)
                }
                switch LayoutPriority.from(number: value, written: formatNumber(value)) {
                case .success(let p): predicate.priority = .value(p)
                case .failure(let why):
                    throw Diagnostic("metric '\(name)' = \(formatNumber(value)) is not a priority: \(why.rule)", range: range)
                }
            }
            return predicate
        }
        func resolve(_ connection: VFLConnection) throws(Diagnostic) -> VFLConnection {
            guard case .predicates(let predicates) = connection.kind else { return connection }
            var resolved: [VFLPredicate] = []
            for predicate in predicates { resolved.append(try resolve(predicate, inView: false)) }
            return VFLConnection(.predicates(resolved), range: connection.range)
        }
        if let edge = leadingEdge { result.leadingEdge?.connection = try resolve(edge.connection) }
        for index in views.indices {
            var resolved: [VFLPredicate] = []
            for predicate in views[index].predicates { resolved.append(try resolve(predicate, inView: true)) }
            result.views[index].predicates = resolved
            if index < connections.count { result.connections[index] = try resolve(connections[index]) }
        }
        if let edge = trailingEdge { result.trailingEdge?.connection = try resolve(edge.connection) }
        return result
    }
}

private func unknownMetricMessage(_ name: String, names: [String]) -> String {
    var message = "unknown metric '\(name)'"
    if let suggestion = closestWord(to: name, in: names) { message += " (did you mean '\(suggestion)'?)" }
    return message
}

extension PinCommand {
    /// Parses the argument of `pin`: a VFL format, then options in any order:
    /// `align ATTR[,ATTR…]`, `direction leading-to-trailing|left-to-right|right-to-left`,
    /// `spacing edge-to-edge|baseline-to-baseline`. Validates them against the orientation with
    /// Apple's rules (an H format aligns only top, bottom, centerY or baselines; a V format only
    /// left, right, leading, trailing or centerX; leading/trailing and left/right do not mix;
    /// `direction` is for H formats, `spacing baseline-to-baseline` for V formats).
    public static func parse(_ text: String) throws(Diagnostic) -> PinCommand {
        try parse(Scanner(text))
    }

    /// Parses the scanner's text (the public `parse` with the scanner chosen: tests read both of its paths).
    static func parse(_ scanner: Scanner) throws(Diagnostic) -> PinCommand {
        var parser = VFLParser(scanner)
        let format = try parser.parseFormat()
        let options = try parser.parseOptions()
        try options.validate(for: format)
        return PinCommand(format: format, options: options)
    }
}

extension VFLOptions {
    /// Checks the options against the format's orientation (Apple's rules, see ``PinCommand/parse(_:)``).
    public func validate(for format: VisualFormat) throws(Diagnostic) {
        let horizontal = format.orientation == .horizontal
        var seenLeadingTrailing: Alignment?, seenLeftRight: Alignment?
        for alignment in alignment {
            let attribute = alignment.attribute
            if horizontal && attribute.isHorizontal {
                throw Diagnostic("cannot align all '\(attribute.name)' in an H: format: views in a row can only be aligned on top, bottom, centerY, firstBaseline or lastBaseline", range: alignment.range)
            }
            if !horizontal && !attribute.isHorizontal {
                throw Diagnostic("cannot align all '\(attribute.name)' in a V: format: views in a column can only be aligned on left, right, leading, trailing or centerX", range: alignment.range)
            }
            switch attribute {
            case .leading, .trailing:
                if let other = seenLeftRight {
                    throw Diagnostic("cannot align on both '\(other.attribute.name)' and '\(attribute.name)': use left/right or leading/trailing, not both", range: alignment.range)
                }
                seenLeadingTrailing = alignment
            case .left, .right:
                if let other = seenLeadingTrailing {
                    throw Diagnostic("cannot align on both '\(other.attribute.name)' and '\(attribute.name)': use left/right or leading/trailing, not both", range: alignment.range)
                }
                seenLeftRight = alignment
            default:
                break
            }
        }
        if let direction {
            let range = directionRange ?? format.range
            if !horizontal {
                throw Diagnostic("'direction' applies only to H: formats", range: range)
            }
            if format.isLeftToRight && direction != .leftToRight {
                throw Diagnostic("'direction \(direction.rawValue)' contradicts the format's '(LTR)'", range: range)
            }
        }
        if spacing == .baselineToBaseline && horizontal {
            throw Diagnostic("'spacing baseline-to-baseline' applies only to V: formats", range: spacingRange ?? format.range)
        }
    }
}

/// Recursive-descent parser for VFL. Whitespace (spaces, tabs) is allowed between any two
/// tokens, never inside one (`==`, names, numbers, `0x…`).
struct VFLParser {
    var scanner: Scanner
    /// What could have continued the format where it stopped, and the token it stopped after,
    /// for the "expected …" message when something else follows.
    var continuation: [String] = []
    var lastToken = "the format"

    init(_ scanner: Scanner) {
        self.scanner = scanner
    }

    // MARK: Format

    mutating func parseFormat() throws(Diagnostic) -> VisualFormat {
        scanner.skipSpaces()
        let start = scanner.index
        var orientation = VisualFormat.Orientation.horizontal
        var orientationRange: SourceRange?
        if let c = scanner.peek(), c.isIdentifierStart {
            let (word, wordRange) = scanner.scanIdentifier()!
            var colon = scanner.index
            while let d = scanner.char(at: colon), d == " " || d == "\t" { colon += 1 }
            if scanner.char(at: colon) == ":" {
                guard let written = VisualFormat.Orientation(rawValue: word) else {
                    throw Diagnostic("unknown orientation '\(word)'; expected 'H' or 'V'", range: wordRange)
                }
                orientation = written
                scanner.index = colon + 1
                orientationRange = scanner.range(from: start, to: scanner.index)
            } else if word == "H" || word == "V" {
                throw scanner.expected("':'", after: "orientation '\(word)'", at: colon)
            } else {
                throw scanner.error("expected 'H:', 'V:', '|' or '[' at the start of the format, found \(scanner.found(at: start))", at: start)
            }
        }
        scanner.skipSpaces()

        var leadingEdge: SuperviewEdge?
        if scanner.peek() == "|" {
            let pipe = scanner.range(from: scanner.index, to: scanner.index + 1)
            scanner.index += 1
            scanner.skipSpaces()
            guard let next = scanner.peek(), next == "-" || next == "[" else {
                throw scanner.expected("'-' or '['", after: "'|'")
            }
            let connection = try parseConnection()
            leadingEdge = SuperviewEdge(connection: connection, pipeRange: pipe)
            scanner.skipSpaces()
            guard scanner.peek() == "[" else {
                let written = scanner.text(SourceRange(start: pipe.start, end: max(pipe.end, connection.range.end)))
                throw scanner.expected("'[' to start a view", after: "'\(written)'")
            }
        } else if scanner.peek() != "[" {
            if let orientationRange {
                throw scanner.expected("'|' or '['", after: "'\(scanner.text(orientationRange))'")
            }
            throw scanner.error("expected 'H:', 'V:', '|' or '[' at the start of the format, found \(scanner.found(at: scanner.index))", at: scanner.index)
        }

        var views = [try parseView()]
        var end = scanner.index
        var connections: [VFLConnection] = []
        var trailingEdge: SuperviewEdge?
        continuation = ["'-'", "'['", "'|'"]
        lastToken = "']'"
        while true {
            scanner.skipSpaces()
            guard let c = scanner.peek(), c == "-" || c == "[" || c == "|" else { break }
            let connection = try parseConnection()
            scanner.skipSpaces()
            if scanner.peek() == "[" {
                connections.append(connection)
                views.append(try parseView())
                end = scanner.index
            } else if scanner.peek() == "|" {
                trailingEdge = SuperviewEdge(connection: connection, pipeRange: scanner.range(from: scanner.index, to: scanner.index + 1))
                scanner.index += 1
                end = scanner.index
                continuation = []
                lastToken = "the trailing '|'"
                break
            } else {
                throw scanner.expected("'[' or '|'", after: "'\(scanner.text(connection.range))'")
            }
        }
        scanner.index = end
        scanner.skipSpaces()
        var isLeftToRight = false
        var leftToRightRange: SourceRange?
        if scanner.peek() == "(", scanner.peek(1) == "L", scanner.peek(2) == "T", scanner.peek(3) == "R", scanner.peek(4) == ")" {
            let range = scanner.range(from: scanner.index, to: scanner.index + 5)
            if orientation == .vertical {
                throw Diagnostic("'(LTR)' applies only to H: formats", range: range)
            }
            scanner.index += 5
            end = scanner.index
            isLeftToRight = true
            leftToRightRange = range
            continuation = []
            lastToken = "'(LTR)'"
        }
        scanner.index = end
        return VisualFormat(
            orientation: orientation, orientationRange: orientationRange, leadingEdge: leadingEdge,
            views: views, connections: connections, trailingEdge: trailingEdge,
            isLeftToRight: isLeftToRight, leftToRightRange: leftToRightRange,
            range: scanner.range(from: start, to: end))
    }

    // MARK: Connections

    /// At `-`, `[` or `|`. An empty connection before `[`/`|`; `-` alone before `[`/`|`;
    /// otherwise `-simplePredicate-` or `-(predicates)-`.
    mutating func parseConnection() throws(Diagnostic) -> VFLConnection {
        let start = scanner.index
        guard scanner.peek() == "-" else {
            return VFLConnection(.adjacent, range: scanner.range(from: start, to: start))
        }
        scanner.index += 1
        let dashEnd = scanner.index
        scanner.skipSpaces()
        var predicates: [VFLPredicate]
        switch scanner.peek() {
        case "[", "|":
            scanner.index = dashEnd
            return VFLConnection(.standard, range: scanner.range(from: start, to: dashEnd))
        case "(":
            predicates = try parsePredicateList(inView: false)
        case let c? where c.isIdentifierStart || scanner.isAtNumber:
            let objectStart = scanner.index
            let object: VFLObject
            if let (value, _) = try scanner.scanUnsignedNumber() {
                object = .constant(value)
            } else {
                let (name, _) = scanner.scanIdentifier()!
                object = .name(name)
            }
            let range = scanner.range(from: objectStart, to: scanner.index)
            predicates = [VFLPredicate(object: object, objectRange: range, range: range)]
        case "-" where scanner.peek(1)?.isASCIIDigit ?? false:
            throw scanner.error("expected '[', '|', '(', a number or a metric name after '-', found '-' (a negative spacing needs parentheses: -(-8)-)", at: scanner.index)
        default:
            throw scanner.expected("'[', '|', '(', a number or a metric name", after: "'-'")
        }
        let written = scanner.text(scanner.range(from: start, to: scanner.index))
        scanner.skipSpaces()
        guard scanner.peek() == "-" else {
            throw scanner.expected("'-'", after: "'\(written)'")
        }
        scanner.index += 1
        return VFLConnection(.predicates(predicates), range: scanner.range(from: start, to: scanner.index))
    }

    // MARK: Views

    /// At `[`: `[item(predicates)?]`.
    mutating func parseView() throws(Diagnostic) -> VFLView {
        let start = scanner.index
        scanner.index += 1
        scanner.skipSpaces()
        guard let (item, itemRange) = try parseItem() else {
            if let c = scanner.peek(), c.isASCIIDigit {
                throw scanner.error("expected a view name after '[', found \(scanner.found(at: scanner.index)) (view names are C identifiers: a letter or '_', then letters, digits or '_')", at: scanner.index)
            }
            throw scanner.expected("a view name", after: "'['")
        }
        let what = viewDescription(item)
        scanner.skipSpaces()
        var predicates: [VFLPredicate] = []
        if scanner.peek() == "(" {
            predicates = try parsePredicateList(inView: true)
            scanner.skipSpaces()
            guard scanner.peek() == "]" else {
                throw scanner.expected("']'", after: "the predicates of \(what)")
            }
        } else if scanner.peek() != "]" {
            throw scanner.expected("']'", after: what)
        }
        scanner.index += 1
        return VFLView(item: item, itemRange: itemRange, predicates: predicates, range: scanner.range(from: start, to: scanner.index))
    }

    private func viewDescription(_ item: ItemReference) -> String {
        if case .name(let name) = item { return "view name '\(name)'" }
        return "view '\(item)'"
    }

    /// A view reference: `name`, `0x…`, `Class:0x…`, `Class:key`, each optionally followed by
    /// `'label'` when it has a class. Nil when none starts here.
    mutating func parseItem() throws(Diagnostic) -> (ItemReference, SourceRange)? {
        let start = scanner.index
        if let (address, range) = try scanner.scanAddress() {
            return (.address(address), range)
        }
        guard let (first, firstRange) = scanner.scanIdentifier() else { return nil }
        // Module-qualified class names (`Trust.BrowserNavigationBar:`) only count before ':'.
        var className = first
        var probe = scanner
        while probe.peek() == ".", probe.peek(1)?.isIdentifierStart ?? false {
            probe.index += 1
            className += "." + probe.scanIdentifier()!.0
        }
        guard probe.peek() == ":" else {
            return (.name(first), firstRange)
        }
        scanner = probe
        scanner.index += 1
        let handle: ObjectDescription.Handle
        if let (address, _) = try scanner.scanAddress() {
            handle = .address(address)
        } else if let (key, _) = scanner.scanIdentifier() {
            var key = key
            while scanner.peek() == ".", scanner.peek(1)?.isIdentifierStart ?? false {
                scanner.index += 1
                key += "." + scanner.scanIdentifier()!.0
            }
            handle = .key(key)
        } else {
            throw scanner.expected("an address or a key", after: "'\(className):'")
        }
        var label: String?
        if scanner.peek() == "'" {
            label = try scanner.scanLabel(terminators: ["]", "(", ")", ",", "@"])
        }
        let object = ObjectDescription(className: className, handle: handle, label: label)
        return (.object(object), scanner.range(from: start, to: scanner.index))
    }

    // MARK: Predicates

    /// At `(`: `(predicate(,predicate)*)`.
    mutating func parsePredicateList(inView: Bool) throws(Diagnostic) -> [VFLPredicate] {
        scanner.index += 1
        var predicates: [VFLPredicate] = []
        while true {
            scanner.skipSpaces()
            let predicate = try parsePredicate(after: predicates.isEmpty ? "'('" : "','", inView: inView)
            predicates.append(predicate)
            scanner.skipSpaces()
            if scanner.peek() == "," {
                scanner.index += 1
            } else if scanner.peek() == ")" {
                scanner.index += 1
                return predicates
            } else {
                throw scanner.expected("',' or ')'", after: "predicate '\(scanner.text(predicate.range))'")
            }
        }
    }

    /// `(relation)?(object)(@priority)?`.
    mutating func parsePredicate(after context: String, inView: Bool) throws(Diagnostic) -> VFLPredicate {
        let start = scanner.index
        var relation = LayoutRelation.equal
        var relationRange: SourceRange?
        if let (written, range) = try scanner.scanRelation() {
            relation = written
            relationRange = range
            scanner.skipSpaces()
        }
        let objectStart = scanner.index
        let object: VFLObject
        if scanner.isAtAddress, let (item, _) = try parseItem() {
            object = .reference(item)
        } else if let sign = scanner.peek(), sign == "-" || sign == "+" {
            scanner.index += 1
            guard let (value, _) = try scanner.scanUnsignedNumber() else {
                throw scanner.expected("a number", after: "'\(sign)'")
            }
            let signed = sign == "-" ? -value : value
            object = .constant(signed)
        } else if let (value, _) = try scanner.scanUnsignedNumber() {
            object = .constant(value)
        } else if let c = scanner.peek(), c.isIdentifierStart,
                  let spacing = try scanSystemSpacing() {
            object = spacing
        } else if let (item, _) = try parseItem() {
            object = .reference(item)
        } else {
            let what = inView ? "a constant, metric or view name" : "a constant or metric name"
            throw scanner.expected(what, after: relationRange.map { "'\(scanner.text($0))'" } ?? context)
        }
        let objectRange = scanner.range(from: objectStart, to: scanner.index)
        var end = scanner.index
        scanner.skipSpaces()
        var priority: VFLPriority?
        var priorityRange: SourceRange?
        if scanner.peek() == "@" {
            let at = scanner.index
            scanner.index += 1
            scanner.skipSpaces()
            if let (name, _) = scanner.scanIdentifier() {
                priority = .metric(name)
            } else {
                priority = .value(try scanPriorityNumber(after: "'@'"))
            }
            priorityRange = scanner.range(from: at, to: scanner.index)
            end = scanner.index
        }
        scanner.index = end
        return VFLPredicate(relation: relation, relationRange: relationRange, object: object, objectRange: objectRange,
                            priority: priority, priorityRange: priorityRange, range: scanner.range(from: start, to: end))
    }

    /// `NSSpace(8)` / `NSLayoutAnchorConstraintSpace(8)`; nil (nothing consumed) otherwise.
    mutating func scanSystemSpacing() throws(Diagnostic) -> VFLObject? {
        try scanner.scanSystemSpacing().map { .systemSpacing($0.value, $0.spelling) }
    }

    /// A priority number (signs allowed only to say why they are wrong).
    mutating func scanPriorityNumber(after context: String) throws(Diagnostic) -> LayoutPriority {
        try scanner.scanPriority(after: context, alsoExpected: "a metric name")
    }

    // MARK: Options

    /// Options after the format, in any order, each at most once.
    mutating func parseOptions() throws(Diagnostic) -> VFLOptions {
        var options = VFLOptions()
        var seen: [String: SourceRange] = [:]
        while true {
            scanner.skipSpaces()
            if scanner.isAtEnd { return options }
            let wordStart = scanner.index
            guard let (word, wordRange) = scanner.scanIdentifier(), ["align", "direction", "spacing"].contains(word) else {
                scanner.index = wordStart
                let what = continuation + ["an option ('align', 'direction' or 'spacing')", "end of input"]
                throw scanner.expected(listAlternatives(what), after: lastToken)
            }
            if seen[word] != nil {
                throw Diagnostic(word == "align"
                    ? "option 'align' given twice: list several attributes as 'align top,bottom'"
                    : "option '\(word)' given twice", range: wordRange)
            }
            seen[word] = wordRange
            continuation = []
            scanner.skipSpaces()
            switch word {
            case "align":
                while true {
                    guard let (name, range) = scanner.scanIdentifier() else {
                        throw scanner.expected("an attribute to align", after: options.alignment.isEmpty ? "'align'" : "','")
                    }
                    guard let attribute = LayoutAttribute(spelling: name),
                          VFLOptions.alignableAttributes.contains(attribute) else {
                        var message = "cannot align all '\(name)'"
                        let spellings = VFLOptions.alignableAttributes.map(\.name) + ["baseline"]
                        if LayoutAttribute(spelling: name) == nil, let suggestion = closestWord(to: name, in: spellings) {
                            message += " (did you mean '\(suggestion)'?)"
                        }
                        message += "; alignment options: " + spellings.joined(separator: ", ")
                        throw Diagnostic(message, range: range)
                    }
                    if options.alignment.contains(where: { $0.attribute == attribute }) {
                        throw Diagnostic("'\(name)' is already aligned", range: range)
                    }
                    options.alignment.append(VFLOptions.Alignment(attribute, range: range))
                    lastToken = "'\(name)'"
                    scanner.skipSpaces()
                    guard scanner.peek() == "," else { break }
                    scanner.index += 1
                    scanner.skipSpaces()
                }
            case "direction":
                let (value, range) = try scanDashedWord(after: "'direction'", choices: VFLOptions.Direction.allCases.map(\.rawValue))
                options.direction = VFLOptions.Direction(rawValue: value)
                options.directionRange = SourceRange(start: wordRange.start, end: range.end)
                lastToken = "'\(value)'"
            default:
                let (value, range) = try scanDashedWord(after: "'spacing'", choices: VFLOptions.Spacing.allCases.map(\.rawValue))
                options.spacing = VFLOptions.Spacing(rawValue: value)
                options.spacingRange = SourceRange(start: wordRange.start, end: range.end)
                lastToken = "'\(value)'"
            }
        }
    }

    /// A word of letters and dashes that must be one of `choices`.
    mutating func scanDashedWord(after context: String, choices: [String]) throws(Diagnostic) -> (String, SourceRange) {
        let start = scanner.index
        while let c = scanner.peek(), c.isASCIILetter || c == "-" { scanner.index += 1 }
        let range = scanner.range(from: start, to: scanner.index)
        let word = scanner.text(range)
        let quoted = choices.map { "'\($0)'" }
        if word.isEmpty {
            throw scanner.expected(listAlternatives(quoted), after: context)
        }
        guard choices.contains(word) else {
            var message = "expected \(listAlternatives(quoted)) after \(context), found '\(word)'"
            if let suggestion = closestWord(to: word, in: choices) { message += " (did you mean '\(suggestion)'?)" }
            throw Diagnostic(message, range: range)
        }
        return (word, range)
    }
}

extension Scanner {
    /// At `'`: the text up to the first `'` followed (after spaces) by a terminator or the end.
    mutating func scanLabel(terminators: Set<Char>) throws(Diagnostic) -> String {
        let open = index
        var j = open + 1
        while j < count {
            if codes[j] == "'" {
                var k = j + 1
                while let d = char(at: k), d == " " || d == "\t" { k += 1 }
                if let d = char(at: k), !terminators.contains(d) { j += 1; continue }
                index = j + 1
                return string(open + 1, j)
            }
            j += 1
        }
        throw Diagnostic("unterminated label: expected \"'\" to close the label that starts here", column: open + 1, endColumn: count + 1)
    }

    /// After `@`: a number greater than 0 and at most 1000, to thousandths (``LayoutPriority``).
    /// `alsoExpected` names what else could have come (VFL accepts metric names).
    mutating func scanPriority(after context: String, alsoExpected: String? = nil) throws(Diagnostic) -> LayoutPriority {
        let start = index
        var negative = false
        if let sign = peek(), sign == "-" || sign == "+", char(at: index + 1).map({ $0.isASCIIDigit || $0 == "." }) ?? false {
            negative = sign == "-"
            index += 1
        }
        guard let (value, _) = try scanUnsignedNumber() else {
            index = start
            let what = "a priority (a number greater than 0 and at most 1000" + (alsoExpected.map { " or " + $0 } ?? "") + ")"
            throw expected(what, after: context)
        }
        let range = range(from: start, to: index)
        let signed = negative ? -value : value
        let written = text(range)
        var result = LayoutPriority.parse(written)
        if case .failure(.notANumber) = result { result = LayoutPriority.from(number: signed, written: written) }
        switch result {
        case .success(let p): return p
        case .failure(let why): throw Diagnostic(why.description, range: range)
        }
    }
}
