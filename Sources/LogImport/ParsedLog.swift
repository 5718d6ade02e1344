import LayoutSyntax
/// The syntax stage of `import log`: the messages of a log with their descriptions parsed
/// (text → syntax, no model). Fast and total: any text gives a result, never a crash.
public struct ParsedLog: Sendable {
    public struct Message: Sendable {
        /// 1, 2, … in the order of the log.
        public var number: Int
        /// The header's line (or the first entry's when the header is missing).
        public var line: Int
        public var platform: String
        public var headerMissing: Bool
        /// The list's entries that parsed, in order.
        public var entries: [LogConstraint]
        /// The break line's description, when it parsed.
        public var broken: LogConstraint?
        /// Whether there was a break line at all.
        public var sawBreakLine: Bool
        /// List entries and break lines that did not parse, or were not Apple's descriptions.
        public var skipped: Int
        /// `<private>`: nothing to reconstruct.
        public var redacted: Bool
        /// The list opened with `(` and was never closed: the paste cut it, so entries may be
        /// missing (the message is then partial, never full).
        public var listCut = false
        /// A dump of constraints to add (`po view.constraints`, `constraintsAffectingLayoutForAxis:`,
        /// an NSLog of an array), not a conflict: no header, advice, break line or footer, and an
        /// envelope or a constraint that shows it (docs/log-import.md "Dumps").
        public var isDump = false
    }

    public var messages: [Message]
    public var diagnostics: [Diagnostic]

    /// Scans and parses `text`.
    public static func parse(_ text: String, dumps: Bool = false) -> ParsedLog {
        try! parse(text, dumps: dumps, stop: .never)
    }

    /// The same, asking `stop` before each message is parsed; throws `Diagnostic.interrupted`
    /// when it says to stop.
    /// With `dumps`, every headerless list without advice, break line or footer is a dump.
    public static func parse(_ text: String, dumps: Bool = false, stop: StopCheck) throws(Diagnostic) -> ParsedLog {
        try stop.check()
        let scanner = EnvelopeScanner.scan(text, dumps: dumps)
        var diagnostics = scanner.diagnostics
        if let line = scanner.machineTranslated {
            diagnostics.append(Diagnostic(.error, line: line, column: 1,
                "this log looks machine-translated (\"Unable to Satisfy constraints simultaneously\"): translated logs put spaces inside tokens and cannot be read; paste the original English log"))
        }
        var messages: [Message] = []
        for (index, m) in scanner.messages.enumerated() {
            try stop.check()
            var entries: [LogConstraint] = []
            var skipped = 0
            func parse(_ raw: EnvelopeScanner.RawEntry) -> LogConstraint? {
                do {
                    return try DescriptionParser.parse(raw.text, line: raw.line, column: raw.column)
                } catch {
                    diagnostics.append(Diagnostic(.error, line: raw.line, column: raw.column(at: error.column - 1),
                                                        error.message, expected: error.expected))
                    return nil
                }
            }
            for raw in m.entries {
                if let c = parse(raw) { entries.append(c) } else { skipped += 1 }
            }
            for f in m.foreign {
                skipped += 1
                diagnostics.append(Diagnostic(.warning, line: f.line, column: f.column,
                    "not an Apple constraint description (expected \"<NSLayoutConstraint:0x…\"; a third-party printer?): skipped",
                    expected: "'<'"))
            }
            var broken: LogConstraint? = nil
            if let b = m.broken {
                broken = parse(b)
                if broken == nil { skipped += 1 }
            }
            // A dump: nothing of a conflict message, and something that shows a printed array.
            var dumpReason: String? = nil
            if m.headerMissing && !m.sawAdvice && !m.sawFooter && !m.sawBreakLine && m.broken == nil && !m.redacted && !entries.isEmpty {
                if dumps { dumpReason = "read with --dump" }
                else if let e = m.dumpEvidence { dumpReason = e }
                else if let c = entries.first(where: Self.neverInConflict) {
                    dumpReason = (c.className == "NSContentSizeLayoutConstraint" ? "a content-size constraint" : "a priority below 1000")
                        + " on line \(c.line), which no conflict list holds"
                }
            }
            if let reason = dumpReason {
                diagnostics.append(Diagnostic(.note, line: m.line, column: 1,
                    "message \(index + 1) is a dump of constraints, not a conflict (\(reason)): its constraints are added"))
            } else if m.headerMissing && !m.redacted {
                diagnostics.append(Diagnostic(.note, line: m.line, column: 1,
                    "message \(index + 1) has no \"Unable to simultaneously satisfy constraints\" header: read from its list"))
            }
            if dumpReason == nil && !m.sawBreakLine && !m.redacted && !m.entries.isEmpty {
                diagnostics.append(Diagnostic(.note, line: m.line, column: 1,
                    "message \(index + 1) has no \"Will attempt to recover by breaking constraint\" line: plumb's solver picks the constraint to break"))
            }
            if m.listCut && !m.redacted {
                diagnostics.append(Diagnostic(.warning, line: m.line, column: 1,
                    "message \(index + 1)'s list is cut (no ')' closes it): constraints after the cut are missing"))
            }
            messages.append(Message(
                number: index + 1, line: m.line, platform: m.platform, headerMissing: m.headerMissing, entries: entries,
                broken: broken, sawBreakLine: m.sawBreakLine || m.broken != nil, skipped: skipped, redacted: m.redacted,
                listCut: m.listCut, isDump: dumpReason != nil))
        }
        diagnostics.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        return ParsedLog(messages: messages, diagnostics: diagnostics)
    }

    /// A description that never appears in Apple's unsatisfiable list (it holds only required
    /// constraints): a priority below 1000, or a content-size constraint (never required).
    static func neverInConflict(_ c: LogConstraint) -> Bool {
        if c.className == "NSContentSizeLayoutConstraint" { return true }
        if let p = c.priority, p < 1000 { return true }
        switch c.body {
        case .vflSize(_, _, let p), .vflLeadingEdge(_, _, let p, _), .vflTrailingEdge(_, _, let p, _), .vflSiblings(_, _, _, let p, _):
            if let pr = p.priority, pr < 1000 { return true }
        case .equation: break
        }
        return false
    }
}
