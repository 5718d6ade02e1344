import LayoutSyntax
/// Finds the messages of a console log (../shared/formats/console-log-grammar.md §1): headers
/// ("Unable to simultaneously satisfy constraints." / "…constraints:" / "Conflicting constraints
/// detected"), the quoted list, the break line, footers — whatever prefix (NSLog, os_log, syslog,
/// `[LayoutConstraints]`), indentation or comment markers surround them, with missing headers,
/// lists without parentheses or quotes, unrelated lines in between and several messages back to
/// back. Works line by line; a description spans lines only in a dump, where a book or tutorial
/// wrapped it and the wrap is unambiguous (`WrappedDescription`).
struct EnvelopeScanner {
    /// One description as found in the text, escapes decoded.
    struct RawEntry {
        var text: String
        var line: Int
        /// The 1-based column (in Unicode scalars) of each scalar of `text` in its line.
        var columns: [Int]
        /// A quoted list element whose `\Uxxxx` escapes were decoded.
        var fromList: Bool

        var column: Int { columns.first ?? 1 }

        func column(at offset: Int) -> Int {
            if offset < columns.count { return columns[offset] }
            return (columns.last ?? 0) + 1
        }
    }

    struct Message {
        var line: Int
        var headerMissing: Bool
        var platform: String
        /// macOS 14's compact "Conflicting constraints detected" form.
        var compact = false
        var entries: [RawEntry] = []
        var broken: RawEntry?
        var sawBreakLine = false
        var redacted = false
        /// List elements that are not Apple descriptions (third-party pretty printers).
        var foreign: [(line: Int, column: Int, text: String)] = []
        /// Finished: its break line's description was read, or a footer.
        var complete = false
        /// Its list opened with `(` and never closed with `)`: the paste cut it.
        var listOpen = false
        var listCut = false
        /// Apple's advice ("Probably at least one of the constraints…") or a footer was read: the
        /// message is a conflict's, never a dump.
        var sawAdvice = false
        var sawFooter = false
        /// A dump's envelope came before the list (docs/log-import.md "Dumps"): an lldb command,
        /// `<__NSArrayM 0x…>(`, Swift's `▿ N elements`.
        var dumpEvidence: String?
    }

    var messages: [Message] = []
    var diagnostics: [Diagnostic] = []
    var machineTranslated: Int? = nil
    /// `import log --dump`: a headerless list is a dump even without an envelope.
    var dumps = false
    /// A dump's description whose line ended before its `>`, waiting for the lines that finish it.
    var held: WrappedDescription?

    static func scan(_ text: String, dumps: Bool = false) -> EnvelopeScanner {
        var scanner = EnvelopeScanner()
        scanner.dumps = dumps
        var number = 0
        var line: [Unicode.Scalar] = []
        line.reserveCapacity(256)
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                number += 1
                scanner.take(line, number)
                line.removeAll(keepingCapacity: true)
            } else {
                line.append(scalar)
            }
        }
        if !line.isEmpty {
            number += 1
            scanner.take(line, number)
        }
        scanner.finish()
        return scanner
    }

    // MARK: - Text helpers

    /// The texts the scanner looks for, as scalars once.
    static let needles: [String: [Unicode.Scalar]] = {
        let all = [
            "<private>", "Unable to Satisfy constraints simultaneously", "Unable to satisfy constraints simultaneously",
            "Unable to simultaneously satisfy constraints", "Conflicting constraints detected", "Will attempt to recover by breaking",
            "Will attempt to recover", "Probably at least one of the constraints",
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints",
            "NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints", "(active",
        ]
        return Dictionary(uniqueKeysWithValues: all.map { ($0, Array($0.unicodeScalars)) })
    }()

    static func scalars(_ needle: String) -> [Unicode.Scalar] { needles[needle] ?? Array(needle.unicodeScalars) }

    static func find(_ needle: String, in s: [Unicode.Scalar], from: Int = 0) -> Int? {
        let n = scalars(needle)
        guard !n.isEmpty, s.count >= n.count, from <= s.count - n.count else { return nil }
        var i = from
        let first = n[0]
        while i <= s.count - n.count {
            if s[i] == first {
                var k = 1
                while k < n.count && s[i + k] == n[k] { k += 1 }
                if k == n.count { return i }
            }
            i += 1
        }
        return nil
    }

    static func isWordChar(_ c: Unicode.Scalar) -> Bool { DescriptionParser.isWordChar(c) }

    /// The start of a description in the line: `<Class:` (or markdown's `\<Class:`).
    static func descriptionStart(_ s: [Unicode.Scalar], from: Int = 0) -> Int? {
        var i = from
        while i < s.count {
            if s[i] == "<" {
                var j = i + 1
                while j < s.count, isWordChar(s[j]) || s[j] == "." || s[j] == "\\" { j += 1 }
                if j > i + 1, j < s.count, s[j] == ":", isWordChar(s[i + 1]) || s[i + 1] == "\\" { return i }
            }
            i += 1
        }
        return nil
    }

    // MARK: - Lines

    enum Marker {
        case header(mac: Bool), compact, breakLine, advice, footer, description
    }

    /// All description starts in a line (`<Class:`), left to right.
    static func descriptionStarts(_ s: [Unicode.Scalar]) -> [Int] {
        var out: [Int] = []
        var from = 0
        while from < s.count, let d = descriptionStart(s, from: from) {
            out.append(d)
            from = d + 1
        }
        return out
    }

    /// Reads one line: its markers (header, break line, footer, descriptions) in order, so a
    /// whole message pasted on one line (numbered, as in Apple's translated guides) reads too.
    mutating func take(_ raw: [Unicode.Scalar], _ number: Int) {
        var s = raw
        if s.last == "\r" { s.removeLast() }
        if held != nil {
            switch continueHeld(s, number) {
            case .consumed: return
            case .finished(let through):
                // The rest of the line (`, <NSLayoutConstraint:…`) reads as any line, columns kept.
                for k in 0...through { s[k] = " " }
            case .notAContinuation: break
            }
        }
        if Self.find("<private>", in: s) != nil {
            if messages.isEmpty || messages[messages.count - 1].complete { start(at: number, headerMissing: true, platform: "iOS") }
            messages[messages.count - 1].redacted = true
            if Self.find("Will attempt to recover", in: s) != nil { messages[messages.count - 1].sawBreakLine = true }
            return
        }
        if Self.find("Unable to Satisfy constraints simultaneously", in: s) != nil
            || Self.find("Unable to satisfy constraints simultaneously", in: s) != nil {
            if machineTranslated == nil { machineTranslated = number }
            return
        }
        // A dump's envelope: what follows is a printed array of constraints, not a conflict.
        if let evidence = Self.dumpEvidence(s) {
            if let last = messages.last, !last.complete, last.headerMissing, !last.entries.isEmpty, !last.sawBreakLine, !last.sawAdvice {
                messages[messages.count - 1].complete = true
            }
            pendingDump = evidence
            if Self.descriptionStarts(s).isEmpty { return }
        }
        // The list's parentheses: a `(` that no `)` closes before the break line or the end
        // means the list was cut.
        let trimmed = String(String.UnicodeScalarView(s.filter { $0 != " " && $0 != "\t" }))
        if trimmed == ")" || trimmed == ")." {
            if !messages.isEmpty { messages[messages.count - 1].listOpen = false }
        }
        defer {
            if trimmed == "(" || trimmed.hasSuffix(":(") {
                if let m = messages.last, !m.complete, !m.sawBreakLine, trimmed.hasSuffix(":(") || m.entries.isEmpty {
                    messages[messages.count - 1].listOpen = true
                } else {
                    pendingListOpen = true
                }
            }
        }
        var markers: [(Int, Marker)] = []
        if let h = Self.find("Unable to simultaneously satisfy constraints", in: s) {
            let after = h + 44
            markers.append((h, .header(mac: after < s.count && s[after] == ":")))
        }
        if let h = Self.find("Conflicting constraints detected", in: s) { markers.append((h, .compact)) }
        if let h = Self.find("Will attempt to recover by breaking", in: s) { markers.append((h, .breakLine)) }
        if let h = Self.find("Probably at least one of the constraints", in: s) { markers.append((h, .advice)) }
        if let h = Self.find("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints", in: s)
            ?? Self.find("NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints", in: s) {
            markers.append((h, .footer))
        }
        for d in Self.descriptionStarts(s) { markers.append((d, .description)) }
        markers.sort { $0.0 < $1.0 }
        if markers.isEmpty {
            // A quoted list element that is not an Apple description: a third-party printer.
            if let m = messages.last, !m.complete, !m.sawBreakLine {
                var k = 0
                while k < s.count, s[k] == " " || s[k] == "\t" { k += 1 }
                if k < s.count, s[k] == "\"", s.count - k > 2 {
                    let text = String(String.UnicodeScalarView(s[k...]))
                    messages[messages.count - 1].foreign.append((number, k + 1, text))
                }
            }
            return
        }
        for (n, (index, marker)) in markers.enumerated() {
            let limit = n + 1 < markers.count ? markers[n + 1].0 : s.count
            switch marker {
            case .header(let mac):
                start(at: number, headerMissing: false, platform: mac ? "macOS" : "iOS")
            case .compact:
                start(at: number, headerMissing: false, platform: "macOS")
                messages[messages.count - 1].compact = true
            case .breakLine:
                if messages.isEmpty || messages[messages.count - 1].complete {
                    // macOS 14's compact form says "breaking <…>." without "constraint".
                    let after = index + 35
                    let compact = after + 1 < s.count && s[after] == " " && s[after + 1] == "<"
                    start(at: number, headerMissing: true, platform: compact ? "macOS" : "iOS")
                }
                if messages[messages.count - 1].listOpen { messages[messages.count - 1].listCut = true }
                messages[messages.count - 1].sawBreakLine = true
            case .advice:
                if messages.isEmpty || messages[messages.count - 1].complete || !messages[messages.count - 1].entries.isEmpty {
                    start(at: number, headerMissing: true, platform: "iOS")
                }
                messages[messages.count - 1].sawAdvice = true
            case .footer:
                if !messages.isEmpty {
                    messages[messages.count - 1].complete = true
                    messages[messages.count - 1].sawFooter = true
                }
            case .description:
                entry(s, from: index, limit: limit, number)
            }
        }
    }

    mutating func start(at line: Int, headerMissing: Bool, platform: String) {
        if let last = messages.last, last.listOpen, !last.entries.isEmpty { messages[messages.count - 1].listCut = true }
        var m = Message(line: line, headerMissing: headerMissing, platform: platform)
        m.listOpen = pendingListOpen
        pendingListOpen = false
        if headerMissing { m.dumpEvidence = pendingDump }
        pendingDump = nil
        messages.append(m)
    }

    /// A `(` read before the message it opens was started (a list pasted without its header).
    var pendingListOpen = false
    /// A dump's envelope read before the list it introduces.
    var pendingDump: String?

    /// What in a line shows that a printed array of constraints follows or is here (a dump, not a
    /// conflict message): `(lldb) po …` / `(lldb) expr …`, `<__NSArrayM 0x…>(` (Objective-C's
    /// description of an array), Swift's `▿ N elements`, a Swift array printed on one line
    /// (`[<NSLayoutConstraint:…`).
    static func dumpEvidence(_ s: [Unicode.Scalar]) -> String? {
        var k = 0
        while k < s.count, s[k] == " " || s[k] == "\t" { k += 1 }
        let rest = String(String.UnicodeScalarView(s[k...]))
        if rest.hasPrefix("(lldb)") { return "an lldb command before it" }
        if rest.hasPrefix("<__NS"), rest.contains("Array"), rest.hasSuffix(">(") || rest.contains(">(") { return "an array's description before it" }
        if rest.hasPrefix("▿ "), rest.hasSuffix(" elements") || rest.hasSuffix(" element") { return "Swift's description of an array before it" }
        // `[<NSLayoutConstraint:…` at the start, or after `name = ` (`print("c = \(view.constraints)")`).
        if let d = descriptionStart(s, from: k), d > 0, s[d - 1] == "[", d == k + 1 || (d >= 3 && s[d - 2] == " " && s[d - 3] == "=") {
            return "Swift's printed array"
        }
        return nil
    }

    /// One description starting at `d` in the line.
    mutating func entry(_ s: [Unicode.Scalar], from d: Int, limit: Int, _ number: Int) {
        // Quoted (a list element, escaped by NSArray) when a `"` comes right before it.
        var k = d - 1
        let markdown = k >= 0 && s[k] == "\\"
        if markdown { k -= 1 }
        let quoted = k >= 0 && s[k] == "\""
        // The end: the last `>` of the line (`\>` in markdown pastes).
        var end = limit
        var j = limit - 1
        while j > d {
            if s[j] == ">" { end = j + 1; break }
            j -= 1
        }
        var text: [Unicode.Scalar] = []
        var columns: [Int] = []
        text.reserveCapacity(end - d)
        columns.reserveCapacity(end - d)
        var i = d
        let decodeList = quoted || markdown
        while i < end {
            let c = s[i]
            if c == "\\" && i + 1 < end {
                let n = s[i + 1]
                if markdown && "<>_*[]()#|-!.`".unicodeScalars.contains(n) {
                    text.append(n); columns.append(i + 2); i += 2; continue
                }
                if decodeList && (n == "U" || n == "u"), i + 5 < end {
                    var value: UInt32 = 0
                    var ok = true
                    for q in 2...5 {
                        guard i + q < end, DescriptionParser.isHex(s[i + q]) else { ok = false; break }
                        value = value * 16 + UInt32(String(Character(s[i + q])), radix: 16)!
                    }
                    if ok, let u = Unicode.Scalar(value) {
                        text.append(u); columns.append(i + 1); i += 6; continue
                    }
                }
                if decodeList && (n == "\"" || n == "\\") {
                    text.append(n); columns.append(i + 1); i += 2; continue
                }
            }
            text.append(c)
            columns.append(i + 1)
            i += 1
        }
        // A markdown `\>` leaves a `\` before the final `>`.
        let raw = RawEntry(text: String(String.UnicodeScalarView(text)), line: number, columns: columns, fromList: quoted)
        if messages.isEmpty || messages[messages.count - 1].complete {
            start(at: number, headerMissing: true, platform: "iOS")
        }
        // A dump's description cut by the end of its line: the next lines may finish it.
        let m = messages[messages.count - 1]
        if end == s.count, text.last != ">", !quoted, !markdown, !m.sawBreakLine, !m.sawAdvice,
           m.dumpEvidence != nil || (dumps && m.headerMissing) {
            held = WrappedDescription(first: raw)
            return
        }
        if messages[messages.count - 1].sawBreakLine {
            if messages[messages.count - 1].broken == nil {
                messages[messages.count - 1].broken = raw
                messages[messages.count - 1].complete = true
                return
            }
            start(at: number, headerMissing: true, platform: messages[messages.count - 1].platform)
        }
        messages[messages.count - 1].entries.append(raw)
    }

    mutating func finish() {
        flushHeld()
        if let last = messages.last, last.listOpen, !last.entries.isEmpty { messages[messages.count - 1].listCut = true }
        // A compact macOS 14 message followed by the classic one for the same conflict: one.
        var kept: [Message] = []
        for m in messages {
            if let last = kept.last, last.compact, !m.compact, m.platform == "macOS",
               Set(last.entries.map(\.text)) == Set(m.entries.map(\.text)) {
                diagnostics.append(Diagnostic(.note, line: m.line, column: 1,
                    "this message repeats the compact \"Conflicting constraints detected\" message of line \(last.line): read as one conflict"))
                continue
            }
            kept.append(m)
        }
        // Messages with nothing in them (a stray advice line) are dropped.
        messages = kept.filter { !$0.entries.isEmpty || $0.broken != nil || $0.redacted || !$0.foreign.isEmpty }
    }
}
