import LayoutModel
import LayoutSyntax

/// Parses one constraint description (`<NSLayoutConstraint:0x… body   (active)>`) into a
/// ``LogConstraint``. Recursive descent over Unicode scalars; errors carry the offset of the
/// token that was wrong and the token that was expected. Never looks for `+`, `-` or `==` inside
/// a label: a label opens with `'` right after a handle and closes at the `'` that something
/// valid follows (`.attribute`, `]`, `(`, `)`, `,`, `>`, a space or the end).
struct DescriptionParser {
    let s: ScannedScalars
    var i = 0

    init(_ text: String) { s = ScannedScalars(Array(text.unicodeScalars)) }
    init(scalars: [Unicode.Scalar]) { s = ScannedScalars(scalars) }

    /// Attributes as printed, mapped to what the importer reads (engine names kept apart).
    static let attributes: Set<String> = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        "firstBaseline", "lastBaseline", "baseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
        "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
        "minX", "minY", "maxX", "maxY", "midX", "midY", "Width", "Height",
    ]

    static func parse(_ text: String, line: Int, column: Int) throws(Diagnostic) -> LogConstraint {
        var p = DescriptionParser(text)
        return try p.description(line: line, column: column, text: text)
    }

    /// The same on scalars (the fuzz test's fast path: no text is made unless it parses).
    static func parse(scalars: [Unicode.Scalar], line: Int, column: Int) throws(Diagnostic) -> LogConstraint {
        var p = DescriptionParser(scalars: scalars)
        return try p.description(line: line, column: column, text: nil)
    }

    // MARK: - Characters

    var atEnd: Bool { i >= s.count }
    func peek(_ k: Int = 0) -> Unicode.Scalar? { i + k < s.count ? s[i + k] : nil }

    func fail(_ message: String, expected: String? = nil, at offset: Int? = nil) -> Diagnostic {
        Diagnostic(message, column: (offset ?? i) + 1, expected: expected)
    }

    func found(at k: Int) -> String {
        guard k < s.count else { return "the end of the description" }
        let c = s[k]
        if c == " " { return "a space" }
        if c == "\t" { return "a tab" }
        return "'\(Character(c))'"
    }

    /// Whether the ASCII `literal` is at `k` (default: the cursor).
    func looking(at literal: StaticString, from k: Int? = nil) -> Bool {
        let j = k ?? i
        return literal.withUTF8Buffer { bytes in
            // Most calls fail on the first scalar: test it before walking the literal.
            guard j + bytes.count <= s.count, let first = bytes.first, s[j].value == UInt32(first) else { return false }
            var m = j
            for b in bytes {
                guard s[m].value == UInt32(b) else { return false }
                m += 1
            }
            return true
        }
    }

    mutating func expect(_ literal: StaticString, _ what: String? = nil) throws(Diagnostic) {
        guard looking(at: literal) else {
            let w = what ?? "'\(literal)'"
            throw fail("expected \(w), found \(found(at: i))", expected: w)
        }
        i += literal.utf8CodeUnitCount
    }

    mutating func skipSpaces() { while let c = peek(), c == " " || c == "\t" { i += 1 } }

    static func isWordChar(_ c: Unicode.Scalar) -> Bool {
        (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || (c >= "0" && c <= "9") || c == "_" || c == "$" || c.value > 127
    }

    static func isHex(_ c: Unicode.Scalar) -> Bool {
        (c >= "0" && c <= "9") || (c >= "a" && c <= "f") || (c >= "A" && c <= "F")
    }

    // MARK: - Labels

    /// The attribute that starts at `k` (after a `.`) when a boundary follows it.
    func attribute(at k: Int) -> String? {
        // Every attribute starts with one of these letters.
        guard k < s.count else { return nil }
        switch s[k] {
        case "l", "r", "t", "b", "w", "h", "c", "f", "m", "M", "W", "H": break
        default: return nil
        }
        var j = k
        var name = ""
        while j < s.count, Self.isWordChar(s[j]), name.unicodeScalars.count < 24 {
            name.unicodeScalars.append(s[j])
            j += 1
        }
        guard Self.attributes.contains(name) else { return nil }
        if j < s.count, Self.isWordChar(s[j]) || s[j] == "." { return nil }
        return name
    }

    /// The index of the `'` closing the label opened at `open`, or nil.
    func labelClose(_ open: Int, limit: Int) -> Int? {
        var j = open + 1
        while j < limit {
            if s[j] == "'" {
                let n = j + 1 < s.count ? s[j + 1] : nil
                guard let n else { return j }
                switch n {
                case "]", "(", ")", ",", ">", " ", "\t": return j
                case ".": if attribute(at: j + 2) != nil { return j }
                default: break
                }
            }
            j += 1
        }
        return nil
    }

    /// Whether a `'` at `k` opens a label: it follows a handle (a word character or `]`).
    func opensLabel(_ k: Int, from start: Int) -> Bool {
        guard s[k] == "'", k > start else { return false }
        let p = s[k - 1]
        return Self.isWordChar(p) || p == "]"
    }

    /// Scans from `i` to `limit` for the first index where `match` holds, skipping labels.
    func scan(from start: Int, to limit: Int, _ match: (Int) -> Bool) -> Int? {
        var j = start
        while j < limit {
            if opensLabel(j, from: start), let close = labelClose(j, limit: limit) {
                j = close + 1
                continue
            }
            if match(j) { return j }
            j += 1
        }
        return nil
    }

    // MARK: - Numbers

    /// A decimal number with an optional fraction and exponent (`20.4`, `1e-05`), unsigned.
    mutating func unsignedNumber() throws(Diagnostic) -> Double {
        let start = i
        var text = ""
        while let c = peek(), c >= "0" && c <= "9" { text.unicodeScalars.append(c); i += 1 }
        if peek() == ".", let d = peek(1), d >= "0" && d <= "9" {
            text.append("."); i += 1
            while let c = peek(), c >= "0" && c <= "9" { text.unicodeScalars.append(c); i += 1 }
        }
        if text.isEmpty { throw fail("expected a number, found \(found(at: start))", expected: "a number", at: start) }
        if let e = peek(), e == "e" || e == "E" {
            var j = i + 1
            var exp = "e"
            if j < s.count, s[j] == "-" || s[j] == "+" { exp.unicodeScalars.append(s[j]); j += 1 }
            var digits = 0
            while j < s.count, s[j] >= "0" && s[j] <= "9", digits < 6 { exp.unicodeScalars.append(s[j]); j += 1; digits += 1 }
            if digits > 0 { text += exp; i = j }
        }
        guard text.count <= 40, let v = Double(text), v.isFinite else { throw fail("the number '\(text)' is out of range", expected: "a number", at: start) }
        return v
    }

    /// `-16`, `- 16`, `+ 70`, `16`.
    mutating func signedNumber() throws(Diagnostic) -> Double {
        var sign = 1.0
        if peek() == "-" || peek() == "+" || peek() == "\u{2212}" {
            if peek() != "+" { sign = -1 }
            i += 1
            skipSpaces()
        }
        return sign * (try unsignedNumber())
    }

    mutating func integer() throws(Diagnostic) -> Int {
        let start = i
        let v = try unsignedNumber()
        guard v == v.rounded(), v <= 1e6 else { throw fail("expected a whole number", expected: "a whole number", at: start) }
        return Int(v)
    }

    /// A priority as UIKit prints it (`%g`): `750`, `999.5`, `999.999`; refused (with
    /// ``LayoutPriority/ParseError``'s words) when it is not one UIKit allows or finer than
    /// thousandths.
    mutating func priority() throws(Diagnostic) -> LayoutPriority {
        let start = i
        let v = try unsignedNumber()
        let written = String(String.UnicodeScalarView(s[start..<i]))
        var result = LayoutPriority.parse(written)
        if case .failure(.notANumber) = result { result = LayoutPriority.from(number: v, written: written) }
        switch result {
        case .success(let p): return p
        case .failure(let why): throw fail(why.description, expected: "a priority", at: start)
        }
    }

    /// A content priority after `Hug:` or `CompressionResistance:`: as ``priority()``, but one
    /// UIKit would not take for a constraint is read and dropped (nil), as the view's default stays.
    mutating func contentPriority() throws(Diagnostic) -> LayoutPriority? {
        let start = i
        let v = try unsignedNumber()
        let written = String(String.UnicodeScalarView(s[start..<i]))
        var result = LayoutPriority.parse(written)
        if case .failure(.notANumber) = result { result = LayoutPriority.from(number: v, written: written) }
        return try? result.get()
    }

    // MARK: - Items

    /// An item as printed, in `s[start..<end]`: `Class:handle['label']`, a bare name, or `|`.
    func item(_ start: Int, _ end: Int) throws(Diagnostic) -> LogItem {
        var a = start, b = end
        while a < b, s[a] == " " || s[a] == "\t" { a += 1 }
        while b > a, s[b - 1] == " " || s[b - 1] == "\t" { b -= 1 }
        guard a < b else { throw fail("expected a view or layout guide, found \(found(at: a))", expected: "an item", at: a) }
        if b - a == 1, s[a] == "|" { return LogItem(className: nil, address: nil, handle: "|", label: nil, start: a, end: b) }
        // The label: from the first `'` that opens one to the `'` that closes it at the end.
        var labelOpen: Int? = nil
        var j = a
        while j < b {
            if opensLabel(j, from: a) { labelOpen = j; break }
            j += 1
        }
        var label: String? = nil
        let headEnd = labelOpen ?? b
        if let o = labelOpen {
            guard s[b - 1] == "'", b - 1 > o else {
                throw fail("expected \"'\" to close the label", expected: "\"'\"", at: b)
            }
            label = String(String.UnicodeScalarView(s[(o + 1)..<(b - 1)]))
        }
        if let colon = s[a..<headEnd].firstIndex(of: ":") {
            guard colon > a, s[a..<colon].allSatisfy({ Self.isWordChar($0) || $0 == "." }) else {
                throw fail("expected a class name before ':'", expected: "a class name", at: a)
            }
            let cls = String(String.UnicodeScalarView(s[a..<colon]))
            guard colon + 1 < headEnd else { throw fail("expected an address after '\(cls):'", expected: "an address", at: colon + 1) }
            let handle = String(String.UnicodeScalarView(s[(colon + 1)..<headEnd]))
            // `UIView:0x7f e709434820`: an address broken by a space (text copied from a PDF, a
            // wrapped line) would become a name and a view of its own, silently: refused.
            let joined = s[(colon + 1)..<headEnd].filter { $0 != " " && $0 != "\t" }
            if joined.count != headEnd - colon - 1, Self.address(joined[...]) != nil {
                throw fail("the address '\(handle)' has a space inside it (copied from a PDF or a wrapped line?): it would be '\(String(String.UnicodeScalarView(joined)))'",
                           expected: "an address without spaces", at: colon + 1)
            }
            return LogItem(className: cls, address: Self.address(s[(colon + 1)..<headEnd]), handle: handle, label: label, start: a, end: b)
        }
        let head = String(String.UnicodeScalarView(s[a..<headEnd]))
        return LogItem(className: nil, address: nil, handle: head, label: label, start: a, end: b)
    }

    static func address(_ text: String) -> UInt64? { address(Array(text.unicodeScalars)[...]) }

    /// For a handle of `0x` and more than 16 hexadecimal digits — more than a 64-bit address
    /// holds, so not one UIKit printed — the number of digits; nil otherwise.
    static func overlongAddressDigits(_ handle: String) -> Int? {
        let s = Array(handle.unicodeScalars)
        guard s.count > 18, s[0] == "0", s[1] == "x",
              s.dropFirst(2).allSatisfy({ ("0"..."9").contains($0) || ("a"..."f").contains($0) || ("A"..."F").contains($0) }) else { return nil }
        return s.count - 2
    }

    /// `0x7a8724b0` → its value; nil unless `0x` and 1…16 hexadecimal digits.
    static func address(_ s: ArraySlice<Unicode.Scalar>) -> UInt64? {
        guard s.count > 2, s.count <= 18, s[s.startIndex] == "0", s[s.startIndex + 1] == "x" else { return nil }
        var value: UInt64 = 0
        for c in s.dropFirst(2) {
            let v = c.value
            let digit: UInt32
            if v >= 48 && v <= 57 { digit = v - 48 }
            else if v >= 97 && v <= 102 { digit = v - 87 }
            else if v >= 65 && v <= 70 { digit = v - 55 }
            else { return nil }
            value = value << 4 | UInt64(digit)
        }
        return value
    }

    // MARK: - The description

    mutating func description(line: Int, column: Int, text: String?) throws(Diagnostic) -> LogConstraint {
        try expect("<")
        // The class.
        let classStart = i
        while let c = peek(), Self.isWordChar(c) || c == "." { i += 1 }
        guard i > classStart, peek() == ":" else {
            throw fail("expected a constraint class and ':' (NSLayoutConstraint:0x…), found \(found(at: i))", expected: "a constraint class", at: i)
        }
        let className = String(String.UnicodeScalarView(s[classStart..<i]))
        i += 1
        // The handle: the address (SnapKit adds @File.swift#17) or a Masonry key.
        let handleStart = i
        while let c = peek(), c != " " && c != "\t" && c != ">" { i += 1 }
        guard i > handleStart else { throw fail("expected an address after '\(className):'", expected: "an address") }
        let handle = String(String.UnicodeScalarView(s[handleStart..<i]))
        var address: UInt64? = nil
        var source: String? = nil
        if let at = s[handleStart..<i].firstIndex(of: "@") {
            address = Self.address(s[handleStart..<at])
            source = String(String.UnicodeScalarView(s[(at + 1)..<i]))
        } else {
            address = Self.address(s[handleStart..<i])
        }
        guard peek() == " " || peek() == "\t" else { throw fail("expected a space after the handle, found \(found(at: i))", expected: "a space") }
        skipSpaces()
        // The identifier.
        var identifier: String? = nil
        if peek() == "'" {
            let open = i
            var j = i + 1
            while j < s.count, !(s[j] == "'" && j + 1 < s.count && (s[j + 1] == " " || s[j + 1] == "\t")) { j += 1 }
            guard j < s.count else { throw fail("expected \"'\" and a space to close the identifier", expected: "\"'\"", at: open) }
            identifier = String(String.UnicodeScalarView(s[(open + 1)..<j]))
            i = j + 1
            skipSpaces()
        }
        // Autoresizing masks.
        var hMask: String? = nil, vMask: String? = nil
        if looking(at: "h=") {
            i += 2
            hMask = try maskCode()
            skipSpaces()
            try expect("v=", "'v=' after the h= code")
            vMask = try maskCode()
            skipSpaces()
        }
        // Where the body ends: the flags, or the final `>`.
        let close = s.count - 1
        guard close >= i, s[close] == ">" else {
            throw fail("expected '>' at the end of the description", expected: "'>'", at: s.count)
        }
        let flagStart = scan(from: i, to: close) { k in
            let c = s[k]
            guard c == "(" || c == "p" || c == "H" || c == "@", k > 0, s[k - 1] == " " || s[k - 1] == "\t" else { return false }
            return looking(at: "(active", from: k) || looking(at: "(Names:", from: k) || looking(at: "priority:", from: k)
                || looking(at: "Hug:", from: k) || (s[k] == "@" && k + 1 < s.count && s[k + 1] >= "0" && s[k + 1] <= "9")
        } ?? close
        var bodyEnd = flagStart
        while bodyEnd > i, s[bodyEnd - 1] == " " || s[bodyEnd - 1] == "\t" { bodyEnd -= 1 }
        guard bodyEnd > i else { throw fail("expected a constraint (an equation or H:/V: format), found \(found(at: i))", expected: "an equation or a visual format") }
        let body: LogBody
        if (looking(at: "H:") || looking(at: "V:")), let n = peek(2), n == "[" || n == "|" {
            body = try vfl(end: bodyEnd)
        } else {
            body = try equation(end: bodyEnd)
        }
        // Flags.
        i = flagStart
        var active: Bool? = nil
        var names: [(String, LogItem)] = []
        var priority: LayoutPriority? = nil, hug: LayoutPriority? = nil, resistance: LayoutPriority? = nil
        while true {
            skipSpaces()
            if i >= close { break }
            if looking(at: "(active") {
                i += 7
                active = true
                if looking(at: ", names:") {
                    i += 8
                    names = try bindings(close: close)
                }
                skipSpaces()
                try expect(")", "')' after (active")
            } else if looking(at: "(Names:") {
                i += 7
                names = try bindings(close: close)
                skipSpaces()
                try expect(")", "')' after the names")
            } else if looking(at: "priority:") {
                i += 9
                priority = try self.priority()
            } else if looking(at: "Hug:") {
                i += 4
                hug = try contentPriority()
                skipSpaces()
                try expect("CompressionResistance:")
                resistance = try contentPriority()
            } else if peek() == "@" {
                i += 1
                priority = try self.priority()
            } else {
                throw fail("expected '(active)', '(Names: …)', 'priority:' or '>', found \(found(at: i))", expected: "'>'")
            }
        }
        return LogConstraint(
            className: className, handle: handle, address: address, sourceLocation: source, identifier: identifier,
            horizontalMask: hMask, verticalMask: vMask, body: body, active: active, names: names, priority: priority,
            hugging: hug, compressionResistance: resistance, line: line, column: column,
            text: text ?? String(String.UnicodeScalarView(s.scalars)))
    }

    mutating func maskCode() throws(Diagnostic) -> String {
        var code = ""
        for _ in 0..<3 {
            guard let c = peek(), c == "-" || c == "&" else {
                throw fail("expected a mask code of three '-' or '&' (h=--&), found \(found(at: i))", expected: "'-' or '&'")
            }
            code.unicodeScalars.append(c)
            i += 1
        }
        return code
    }

    /// `'|':UIView:0x…, name:Class:0x… )` — up to (not including) the closing `)`.
    mutating func bindings(close: Int) throws(Diagnostic) -> [(String, LogItem)] {
        var out: [(String, LogItem)] = []
        while true {
            skipSpaces()
            if peek() == ")" || i >= close { break }
            let nameStart = i
            var name: String
            if looking(at: "'|'") {
                name = "|"
                i += 3
            } else {
                while let c = peek(), c != ":" && c != ")" && c != "," && i < close { i += 1 }
                name = String(String.UnicodeScalarView(s[nameStart..<i]))
            }
            guard peek() == ":", !name.isEmpty else { throw fail("expected 'name:item' in the names, found \(found(at: i))", expected: "':'") }
            i += 1
            let itemStart = i
            let itemEnd = scan(from: i, to: close) { k in
                s[k] == "," || (s[k] == ")" && (k == close - 1 || s[k - 1] == " "))
            } ?? close
            var it = try item(itemStart, itemEnd)
            if it.className == nil, let a = Self.address(it.handle) {
                // `progress background:0x1089a5290`: the name is bound to that address.
                it.address = a
            }
            out.append((name, it))
            i = itemEnd
            if peek() == "," { i += 1 }
        }
        return out
    }

    // MARK: - Equations

    mutating func equation(end: Int) throws(Diagnostic) -> LogBody {
        let start = i
        guard let rel = scan(from: i, to: end, { k in
            guard k + 1 < end, s[k + 1] == "=", s[k] == "=" || s[k] == "<" || s[k] == ">" else { return false }
            return k > start && (s[k - 1] == " " || s[k - 1] == "\t")
        }) else {
            throw fail("expected a relation (==, <= or >=) after the first item", expected: "'==', '<=' or '>='", at: end)
        }
        let relation: LayoutRelation = s[rel] == "=" ? .equal : (s[rel] == "<" ? .lessThanOrEqual : .greaterThanOrEqual)
        let lhs = try anchor(start, rel)
        i = rel + 2
        skipSpaces()
        // A constant alone: `== 40`, `== - 16`, `== + 70`.
        let rhsStart = i
        if let c = peek(), (c >= "0" && c <= "9") || c == "-" || c == "+" || c == "\u{2212}" {
            let save = i
            if let v = try? signedNumber() {
                skipSpaces()
                if i >= end {
                    return .equation(lhs: lhs, relation: relation, rhs: nil, multiplier: 1, constant: v, systemSpacing: nil)
                }
                if peek() == "*" {
                    // `0.5*Item.width` (new style).
                    i += 1
                    skipSpaces()
                    return try rhs(lhs: lhs, relation: relation, multiplier: v, end: end)
                }
            }
            i = save
            if let c = peek(), c == "-" || c == "+" {
                throw fail("expected a number after '\(Character(c))', found \(found(at: i + 1))", expected: "a number", at: i + 1)
            }
        }
        guard i < end else { throw fail("expected an item or a constant after the relation", expected: "an item or a number", at: rhsStart) }
        return try rhs(lhs: lhs, relation: relation, multiplier: 1, end: end)
    }

    /// `item.attr` in `s[a..<b]`: split at the last `.` that an attribute follows.
    func anchor(_ a: Int, _ b: Int) throws(Diagnostic) -> LogAnchor {
        var e = b
        while e > a, s[e - 1] == " " || s[e - 1] == "\t" { e -= 1 }
        var dot: Int? = nil
        var k = a
        while k < e {
            if opensLabel(k, from: a), let close = labelClose(k, limit: e) { k = close + 1; continue }
            if s[k] == ".", let attr = attribute(at: k + 1), k + 1 + attr.unicodeScalars.count == e { dot = k }
            k += 1
        }
        guard let dot else {
            throw fail("expected '.attribute' (leading, width, …) after the item", expected: "an attribute", at: e)
        }
        let it = try item(a, dot)
        return LogAnchor(item: it, attribute: attribute(at: dot + 1)!)
    }

    /// The right-hand side after the multiplier: `Item.attr [* m] [± c] [NSSpace(n)]`.
    mutating func rhs(lhs: LogAnchor, relation: LayoutRelation, multiplier m0: Double, end: Int) throws(Diagnostic) -> LogBody {
        let start = i
        // The item ends after the first `.attribute` followed by a space or the end.
        guard let dot = scan(from: i, to: end, { k in
            guard s[k] == ".", let attr = attribute(at: k + 1) else { return false }
            let after = k + 1 + attr.unicodeScalars.count
            return after == end || s[after] == " " || s[after] == "\t"
        }) else {
            throw fail("expected an item and '.attribute' on the right of the relation", expected: "an attribute", at: end)
        }
        let attr = attribute(at: dot + 1)!
        let rhsAnchor = LogAnchor(item: try item(start, dot), attribute: attr)
        i = dot + 1 + attr.unicodeScalars.count
        var multiplier = m0
        var constant = 0.0
        var spacing: Double? = nil
        skipSpaces()
        if peek() == "*" {
            i += 1
            skipSpaces()
            multiplier = try unsignedNumber()
            skipSpaces()
        }
        if i < end, peek() == "+" || peek() == "-" || peek() == "\u{2212}" {
            let negative = peek() != "+"
            i += 1
            skipSpaces()
            constant = (negative ? -1 : 1) * (try unsignedNumber())
            skipSpaces()
        }
        if i < end, looking(at: "NSSpace(") || looking(at: "NSLayoutAnchorConstraintSpace(") {
            i += looking(at: "NSSpace(") ? 8 : 30
            spacing = try unsignedNumber()
            try expect(")")
            skipSpaces()
        }
        guard i >= end else {
            throw fail("expected '+ constant', '* multiplier' or the end of the equation, found \(found(at: i))", expected: "'+', '-' or the end")
        }
        return .equation(lhs: lhs, relation: relation, rhs: rhsAnchor, multiplier: multiplier, constant: constant, systemSpacing: spacing)
    }

    // MARK: - Visual format

    mutating func vfl(end: Int) throws(Diagnostic) -> LogBody {
        let axis: Axis = s[i] == "H" ? .horizontal : .vertical
        i += 2
        if peek() == "|" {
            i += 1
            let gap = try gapPredicate(end: end)
            try expect("[")
            let it = try bracketedItem(end: end)
            let ltr = try ltrSuffix(end: end)
            return .vflLeadingEdge(axis: axis, item: it, gap: gap, ltr: ltr)
        }
        try expect("[")
        // `[item(pred)]` or `[item]`.
        let itemStart = i
        guard let stop = scan(from: i, to: end, { s[$0] == "]" || s[$0] == "(" }) else {
            throw fail("expected ']' after the item", expected: "']'", at: end)
        }
        if s[stop] == "(" {
            let it = try item(itemStart, stop)
            i = stop + 1
            let pred = try predicate(end: end)
            try expect(")")
            try expect("]")
            _ = try ltrSuffix(end: end)
            return .vflSize(axis: axis, item: it, predicate: pred)
        }
        let first = try item(itemStart, stop)
        i = stop + 1
        let gap = try gapPredicate(end: end)
        if peek() == "|" {
            i += 1
            let ltr = try ltrSuffix(end: end)
            return .vflTrailingEdge(axis: axis, item: first, gap: gap, ltr: ltr)
        }
        try expect("[", "'[' or '|' after the gap")
        let second = try bracketedItem(end: end)
        let ltr = try ltrSuffix(end: end)
        return .vflSiblings(axis: axis, first: first, second: second, gap: gap, ltr: ltr)
    }

    mutating func bracketedItem(end: Int) throws(Diagnostic) -> LogItem {
        let start = i
        guard let close = scan(from: i, to: end, { s[$0] == "]" }) else { throw fail("expected ']' after the item", expected: "']'", at: end) }
        let it = try item(start, close)
        i = close + 1
        return it
    }

    /// `(LTR)` right after the last `]` or `|`, then the end of the body.
    mutating func ltrSuffix(end: Int) throws(Diagnostic) -> Bool {
        var ltr = false
        if looking(at: "(LTR)") { i += 5; ltr = true }
        guard i >= end else { throw fail("expected the end of the format, found \(found(at: i))", expected: "the end of the format") }
        return ltr
    }

    /// `-(gap)-` or `-gap-`.
    mutating func gapPredicate(end: Int) throws(Diagnostic) -> LogPredicate {
        try expect("-", "'-' and a gap")
        if peek() == "(" {
            i += 1
            let p = try predicate(end: end)
            try expect(")")
            try expect("-", "'-' after the gap")
            return p
        }
        let p = try predicate(end: end)
        try expect("-", "'-' after the gap")
        return p
    }

    /// `>=NSSpace(8)@750`, `-7`, `137@251`.
    mutating func predicate(end: Int) throws(Diagnostic) -> LogPredicate {
        var relation = LayoutRelation.equal
        if looking(at: ">=") { relation = .greaterThanOrEqual; i += 2 }
        else if looking(at: "<=") { relation = .lessThanOrEqual; i += 2 }
        else if looking(at: "==") { i += 2 }
        var value: Double
        var system = false
        if looking(at: "NSSpace(") || looking(at: "NSLayoutAnchorConstraintSpace(") {
            i += looking(at: "NSSpace(") ? 8 : 30
            value = try unsignedNumber()
            try expect(")")
            system = true
        } else {
            value = try signedNumber()
        }
        var priority: LayoutPriority? = nil
        if peek() == "@" {
            i += 1
            priority = try self.priority()
        }
        return LogPredicate(relation: relation, value: value, isSystemSpacing: system, priority: priority)
    }
}
