import LayoutModel
import LayoutSyntax

/// Reads `_autolayoutTrace` text line by line (docs/log-import.md "Traces"). A line is an entry
/// when, after any indentation and `|` columns, it has an optional marker (`*`, `+`, `•`) and
/// `Class:0xADDR`, `<Class:0xADDR>` (iOS 6–7) or `<Class: 0xADDR - "Name", layoutFrame = …>`
/// (iOS 11+ guides); then `- AMBIGUOUS LAYOUT [for VAR, …]` and `, MISSING HOST CONSTRAINTS`.
/// A line with `|` columns that is no entry is an error at its column; other lines (log prefixes,
/// the legend, prose around a paste) are skipped.
enum TraceParser {
    static let guideClasses: Set<String> = ["UILayoutGuide", "_UILayoutGuide", "_UILayoutSpacer", "_UIOLAGapGuide", "NSLayoutGuide", "_UIScrollViewLayoutGuide"]
    static let legendLines = [
        "* - is laid out with auto layout",
        "+ - is laid out manually, but is represented in the layout engine",
        "• - layout engine host",
    ]

    /// The texts the reader looks for, as scalars once.
    static let ambiguousFlag = Array("- AMBIGUOUS LAYOUT".unicodeScalars)
    static let missingHost = Array(", MISSING HOST CONSTRAINTS".unicodeScalars)
    static let forWord = Array(" for ".unicodeScalars)
    static let layoutFrameLabel = Array("layoutFrame = ".unicodeScalars)
    static let owningView = Array("owningView = <".unicodeScalars)
    static let frameLabel = Array("frame = (".unicodeScalars)
    static let closing = Array(">>".unicodeScalars)
    static let header = Array("View has an ambiguous layout".unicodeScalars)
    static let variables: [(name: String, needle: [Unicode.Scalar])] = ["minX", "minY", "Width", "Height"].map { ($0, Array(("." + $0 + "{id: ").unicodeScalars)) }

    static func parse(_ text: String, stop: StopCheck = .never) throws(Diagnostic) -> ParsedTrace {
        var out = ParsedTrace(entries: [], diagnostics: [], sawLegend: false, ambiguityMessages: 0, ignoredLines: 0)
        var synopsis = 0
        var lastDepth: Int? = nil
        var number = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if number % 256 == 0 { try stop.check() }
            var s = Array(rawLine.unicodeScalars)
            if s.last == "\r" { s.removeLast() }
            var first = 0
            while first < s.count, s[first] == " " || s[first] == "\t" { first += 1 }
            if first == s.count { continue }
            // The legend's lines start with `Legend:` or a marker and ` - `.
            if s[first] == "L" || s.count > first + 3 && s[first + 1] == " " && s[first + 2] == "-" && s[first + 3] == " " {
                let trimmed = String(String.UnicodeScalarView(s[first...])).trimmingSpaces()
                if trimmed == "Legend:" || legendLines.contains(where: { trimmed.hasPrefix($0) }) {
                    out.sawLegend = true
                    continue
                }
            }
            if find(header, in: s, from: first) != nil {
                out.ambiguityMessages += 1
                synopsis += 1
                lastDepth = nil
                continue
            }
            if s.count >= first + 6, String(String.UnicodeScalarView(s[first..<(first + 6)])) == "(lldb)" {
                synopsis += 1
                lastDepth = nil
                continue
            }
            switch entry(s, line: number) {
            case .none:
                out.ignoredLines += 1
            case .failure(let d):
                out.diagnostics.append(d)
            case .entry(var e):
                e.synopsis = synopsis
                if let last = lastDepth, e.depth > last + 1 {
                    out.diagnostics.append(Diagnostic(.warning, line: number, column: e.column,
                        "this entry is \(e.depth - last) levels deeper than the one before it (a line of the trace is missing?): read as a subview of the entry above"))
                }
                lastDepth = e.depth
                out.entries.append(e)
            }
        }
        return out
    }

    enum LineResult {
        case none
        case failure(Diagnostic)
        case entry(ParsedTrace.Entry)
    }

    static func isHex(_ c: Unicode.Scalar) -> Bool { DescriptionParser.isHex(c) }

    static func isClassChar(_ c: Unicode.Scalar) -> Bool {
        DescriptionParser.isWordChar(c) || c == "." || c == "$" || c == " "
    }

    /// One line: an entry, an error, or nothing (not a trace line).
    static func entry(_ s: [Unicode.Scalar], line: Int) -> LineResult {
        var i = 0
        var depth = 0
        // Indentation and `|` columns (`|   ` as printed, `| ` in some pastes, tabs in iOS 6–7).
        while i < s.count, s[i] == " " || s[i] == "\t" || s[i] == "|" {
            if s[i] == "|" { depth += 1 }
            i += 1
        }
        let start = i
        func fail(_ at: Int, _ message: String, expected: String) -> LineResult {
            .failure(Diagnostic(.error, line: line, column: at + 1, message, expected: expected))
        }
        var marker = TracedView.Marker.none
        if i < s.count {
            switch s[i] {
            case "*": marker = .autoLayout; i += 1
            case "+": marker = .manual; i += 1
            case "•": marker = .engineHost; i += 1
            default: break
            }
        }
        guard i < s.count else {
            return depth > 0 || marker != .none ? fail(i, "expected a view after the trace's columns", expected: "'Class:0x…'") : .none
        }
        var e = ParsedTrace.Entry(line: line, column: start + 1, depth: depth, marker: marker, className: "", address: 0, label: nil,
                                  ambiguous: false, ambiguousVariables: [], missingHostConstraints: false, guideName: nil,
                                  layoutFrame: nil, owningViewFrame: nil, isGuide: false, synopsis: 0)
        let treeLine = depth > 0 || marker != .none
        var rest: Int
        if s[i] == "<" {
            // `<Class:0xADDR>` (iOS 6–7) or `<UILayoutGuide: 0xADDR - "Name", layoutFrame = …>`.
            var j = i + 1
            while j < s.count, isClassChar(s[j]), s[j] != " " { j += 1 }
            guard j > i + 1, j < s.count, s[j] == ":" else {
                return treeLine ? fail(j, "expected ':' after the class name", expected: "':'") : .none
            }
            e.className = String(String.UnicodeScalarView(s[(i + 1)..<j]))
            j += 1
            if j < s.count, s[j] == " " { j += 1 }
            guard let (address, after) = hexAddress(s, j) else {
                return treeLine ? fail(j, "expected an address after '\(e.className):'", expected: "'0x…'") : .none
            }
            if let digits = overlongAddress(s, j) { return treeLine ? fail(j, Self.overlongMessage(s, j, digits), expected: Self.addressDigits) : .none }
            e.address = address
            j = after
            if j < s.count, s[j] == ">" {
                rest = j + 1
            } else if j + 3 < s.count, s[j] == " ", s[j + 1] == "-", s[j + 2] == " ", s[j + 3] == "\"" {
                // The guide form.
                var k = j + 4
                while k < s.count, s[k] != "\"" { k += 1 }
                guard k < s.count else { return fail(k, "the guide's name is not closed", expected: "'\"'") }
                e.guideName = String(String.UnicodeScalarView(s[(j + 4)..<k]))
                e.isGuide = true
                if let (frame, _) = braceFrame(s, after: layoutFrameLabel, from: k) { e.layoutFrame = frame }
                if let r = find(owningView, in: s, from: k), let (frame, _) = parenFrame(s, after: frameLabel, from: r) {
                    e.owningViewFrame = frame
                }
                // The entry ends with the `>`s that close the owning view's description (its
                // layer's, `<CALayer: 0x…>`, inside it) and the guide's: `…>>>`.
                guard let close = find(closing, in: s, from: k) else {
                    return fail(s.count, "the guide's description is not closed", expected: "'>>'")
                }
                rest = close
                while rest < s.count, s[rest] == ">" { rest += 1 }
            } else {
                return treeLine ? fail(j, "expected '>' after the address", expected: "'>'") : .none
            }
        } else {
            // `Class:0xADDR['label']`
            var j = i
            while j < s.count, isClassChar(s[j]) { j += 1 }
            guard j > i, j < s.count, s[j] == ":", let (address, after) = hexAddress(s, j + 1) else {
                if !treeLine { return .none }
                // `UILabel 0x…`: the class ends at its first space.
                let space = s[i..<j].firstIndex(of: " ")
                let at = j < s.count && s[j] == ":" ? j + 1 : (space ?? j)
                return fail(at, j < s.count && s[j] == ":" ? "expected an address after the class name" : "expected ':' and an address after the class name",
                            expected: j < s.count && s[j] == ":" ? "'0x…'" : "':'")
            }
            if let digits = overlongAddress(s, j + 1) { return treeLine ? fail(j + 1, Self.overlongMessage(s, j + 1, digits), expected: Self.addressDigits) : .none }
            e.className = String(String.UnicodeScalarView(s[i..<j])).trimmingSpaces()
            e.address = address
            rest = after
            if rest < s.count, s[rest] == "'" {
                // The label closes at the last `'` before the flags (labels may hold quotes).
                let flags = find(ambiguousFlag, in: s, from: rest + 1) ?? find(missingHost, in: s, from: rest + 1) ?? s.count
                var k = flags - 1
                while k > rest, s[k] != "'" { k -= 1 }
                guard k > rest else { return fail(s.count, "the label is not closed", expected: "\"'\"") }
                e.label = String(String.UnicodeScalarView(s[(rest + 1)..<k]))
                rest = k + 1
            }
            if Self.guideClasses.contains(e.className) { e.isGuide = true }
        }
        if guideClasses.contains(e.className) { e.isGuide = true }
        // Flags.
        var k = rest
        while k < s.count, s[k] == " " { k += 1 }
        if k < s.count, s[k] == "-" {
            guard let a = find(ambiguousFlag, in: s, from: k), a == k else {
                return fail(k, "expected '- AMBIGUOUS LAYOUT' after the view", expected: "'- AMBIGUOUS LAYOUT'")
            }
            e.ambiguous = true
            k += 18
            if k < s.count, let f = find(forWord, in: s, from: k), f == k {
                k += 5
                var vars: [String] = []
                var m = k
                while let dot = nextVariable(s, from: m) {
                    vars.append(dot.name)
                    m = dot.end
                }
                guard !vars.isEmpty else { return fail(k, "expected the ambiguous variables after 'for'", expected: "'VIEW.minX{id: N}'") }
                e.ambiguousVariables = vars
                k = m
            }
        }
        if let m = find(missingHost, in: s, from: k) {
            e.missingHostConstraints = true
            k = m + 26
        }
        while k < s.count, s[k] == " " || s[k] == "\t" { k += 1 }
        if k < s.count {
            return fail(k, "unexpected text after the view: '\(String(String.UnicodeScalarView(s[k...].prefix(20))))'",
                        expected: "'- AMBIGUOUS LAYOUT', ', MISSING HOST CONSTRAINTS' or the end of the line")
        }
        return .entry(e)
    }

    /// The number of hex digits after the `0x` at `i` when there are more than 16: more than a
    /// 64-bit address holds, so not one UIKit printed.
    static func overlongAddress(_ s: [Unicode.Scalar], _ i: Int) -> Int? {
        var j = i + 2
        while j < s.count, isHex(s[j]) { j += 1 }
        return j - i - 2 > 16 ? j - i - 2 : nil
    }

    static let addressDigits = "an address of at most 16 hexadecimal digits"

    static func overlongMessage(_ s: [Unicode.Scalar], _ i: Int, _ digits: Int) -> String {
        "the address '\(String(String.UnicodeScalarView(s[i..<(i + 2 + digits)])))' has \(digits) hexadecimal digits, more than a 64-bit address holds: it is not one UIKit printed (a line joined to the next, or edited?)"
    }

    /// `0x` and hex digits at `i`: the address and the index after it.
    static func hexAddress(_ s: [Unicode.Scalar], _ i: Int) -> (UInt64, Int)? {
        guard i + 2 < s.count + 0, i + 1 < s.count, s[i] == "0", s[i + 1] == "x" else { return nil }
        var j = i + 2
        var value: UInt64 = 0
        while j < s.count, isHex(s[j]), j - i - 2 < 16 {
            value = value &* 16 &+ UInt64(String(Character(s[j])), radix: 16)!
            j += 1
        }
        guard j > i + 2 else { return nil }
        return (value, j)
    }

    /// The next `.minX{id: N}` (minX, minY, Width or Height) from `from`: its name and the index
    /// after its `}` (and a following `, `).
    static func nextVariable(_ s: [Unicode.Scalar], from: Int) -> (name: String, end: Int)? {
        var best: (Int, String)? = nil
        for v in variables {
            if let r = find(v.needle, in: s, from: from), best == nil || r < best!.0 { best = (r, v.name) }
        }
        guard let (r, name) = best else { return nil }
        var j = r + name.unicodeScalars.count + 6
        let digits = j
        while j < s.count, s[j] >= "0" && s[j] <= "9" { j += 1 }
        guard j > digits, j < s.count, s[j] == "}" else { return nil }
        j += 1
        if j + 1 < s.count, s[j] == ",", s[j + 1] == " " { j += 2 }
        return (name, j)
    }

    /// `{{x, y}, {w, h}}` after `label` (from `from`).
    static func braceFrame(_ s: [Unicode.Scalar], after label: [Unicode.Scalar], from: Int) -> (Rect, Int)? {
        guard let r = find(label, in: s, from: from) else { return nil }
        return fourNumbers(s, from: r + label.count, separators: ["{", "}", ",", " "])
    }

    /// `(x y; w h)` after `label`.
    static func parenFrame(_ s: [Unicode.Scalar], after label: [Unicode.Scalar], from: Int) -> (Rect, Int)? {
        guard let r = find(label, in: s, from: from) else { return nil }
        return fourNumbers(s, from: r + label.count, separators: [" ", ";"])
    }

    /// Four numbers from `from`, with only `separators` between them: a rectangle, and the index
    /// after its last number.
    static func fourNumbers(_ s: [Unicode.Scalar], from: Int, separators: Set<Unicode.Scalar>) -> (Rect, Int)? {
        var j = from
        var numbers: [Double] = []
        while j < s.count, numbers.count < 4 {
            let c = s[j]
            if c == "-" || c == "." || (c >= "0" && c <= "9") {
                var k = j
                while k < s.count, s[k] == "-" || s[k] == "." || s[k] == "e" || (s[k] >= "0" && s[k] <= "9") { k += 1 }
                guard let v = Double(String(String.UnicodeScalarView(s[j..<k]))) else { return nil }
                numbers.append(v)
                j = k
            } else if separators.contains(c) {
                j += 1
            } else {
                return nil
            }
        }
        guard numbers.count == 4 else { return nil }
        return (Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]), j)
    }

    static func find(_ n: [Unicode.Scalar], in s: [Unicode.Scalar], from: Int) -> Int? {
        let from = max(0, from)
        guard !n.isEmpty, s.count >= n.count, from <= s.count - n.count else { return nil }
        var i = from
        while i <= s.count - n.count {
            if s[i] == n[0] {
                var k = 1
                while k < n.count && s[i + k] == n[k] { k += 1 }
                if k == n.count { return i }
            }
            i += 1
        }
        return nil
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        var scalars = Substring(self).unicodeScalars[...]
        while let f = scalars.first, f == " " || f == "\t" { scalars = scalars.dropFirst() }
        while let l = scalars.last, l == " " || l == "\t" { scalars = scalars.dropLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
