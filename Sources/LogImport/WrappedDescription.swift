import LayoutSyntax

/// A dump's constraint description that a book or tutorial wrapped over lines
/// (docs/log-import.md "Dumps"): `<NSLayoutConstraint:0x… H:[UIButton:0x…]-(20)-` then, indented,
/// `[AZLVolumeView:0x…]>`. Where the line broke, the text had either nothing (a hard wrap inside
/// a token: `<_UILayoutSupportConstraint:` / `0x7ff…`) or a space the wrap took (`…]` /
/// `(Names: …)>`). Each break is read both ways; the wrap is unambiguous, and the description is
/// read, when the readings that parse all give the same constraint (the same class, handle,
/// identifier, relation, items, names and priority). When none parses, or two parse to different
/// constraints (`'IB auto generated at build` / `time for view…'`: "build time" or "buildtime"),
/// the first line is read alone, as before, and reported. At most `maximumLines` lines, so a
/// description costs at most 2^(maximumLines − 1) parses.
struct WrappedDescription {
    static let maximumLines = 3

    /// The first line's part, from `<Class:` to the end of the line.
    var first: EnvelopeScanner.RawEntry
    /// The lines after it, leading and trailing spaces dropped, with their columns.
    var pieces: [(scalars: [Unicode.Scalar], columns: [Int])] = []

    init(first: EnvelopeScanner.RawEntry) { self.first = first }

    enum Reading {
        /// Every reading that parses gives this constraint: the first such reading, breaks read
        /// as spaces before breaks read as nothing.
        case one(EnvelopeScanner.RawEntry)
        /// Two readings parse to different constraints.
        case ambiguous
        /// No reading parses.
        case unreadable
    }

    func resolved() -> Reading {
        var head = Array(first.text.unicodeScalars)
        var headColumns = first.columns
        while head.last == " " || head.last == "\t" { head.removeLast(); headColumns.removeLast() }
        let breaks = pieces.count
        var chosen: EnvelopeScanner.RawEntry? = nil
        var key: String? = nil
        // Bit b of `choice` clear: break b read as a space; set: as nothing.
        for choice in 0..<(1 << breaks) {
            var text = head, columns = headColumns
            for (b, piece) in pieces.enumerated() {
                if choice & (1 << b) == 0 {
                    text.append(" ")
                    columns.append((columns.last ?? 0) + 1)
                }
                text += piece.scalars
                columns += piece.columns
            }
            let string = String(String.UnicodeScalarView(text))
            guard let c = try? DescriptionParser.parse(string, line: first.line, column: first.column) else { continue }
            let k = Self.key(c)
            if let key, key != k { return .ambiguous }
            key = k
            if chosen == nil { chosen = EnvelopeScanner.RawEntry(text: string, line: first.line, columns: columns, fromList: false) }
        }
        return chosen.map { .one($0) } ?? .unreadable
    }

    /// What makes two readings the same constraint: everything parsed but the text and position.
    static func key(_ c: LogConstraint) -> String {
        let names = c.names.map { "\($0.name)=\($0.item)" }.joined(separator: ",")
        return [c.className, c.handle, c.identifier ?? "", c.horizontalMask ?? "", c.verticalMask ?? "", "\(c.body)",
                c.active.map { "\($0)" } ?? "", names, c.priority.map { "\($0)" } ?? "",
                c.hugging.map { "\($0)" } ?? "", c.compressionResistance.map { "\($0)" } ?? ""].joined(separator: "|")
    }
}

extension EnvelopeScanner {
    enum HeldOutcome {
        /// The line continues the held description and does not finish it.
        case consumed
        /// The line finishes it at `through` (its `>`); the rest of the line is read as usual.
        case finished(through: Int)
        /// The held description was read alone; the line is read as usual.
        case notAContinuation
    }

    /// Whether the line holds any of the envelope's texts (a header, a break line, advice, a footer).
    static func hasEnvelopeText(_ s: ArraySlice<Unicode.Scalar>) -> Bool {
        let line = Array(s)
        return ["<private>", "Unable to Satisfy constraints simultaneously", "Unable to satisfy constraints simultaneously",
                "Unable to simultaneously satisfy constraints", "Conflicting constraints detected", "Will attempt to recover",
                "Probably at least one of the constraints", "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints",
                "NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints"].contains { find($0, in: line) != nil }
    }

    /// Reads line `s` as the continuation of the held description: it finishes it at its first
    /// `>` when no other description starts before that, or, with no `>` and nothing else in it,
    /// is one more piece of it (up to `WrappedDescription.maximumLines` lines in all).
    mutating func continueHeld(_ s: [Unicode.Scalar], _ number: Int) -> HeldOutcome {
        guard var h = held else { return .notAContinuation }
        var k = 0
        while k < s.count, s[k] == " " || s[k] == "\t" { k += 1 }
        let close = s[k...].firstIndex(of: ">")
        let end = close.map { $0 + 1 } ?? s.count
        var e = end
        while e > k, s[e - 1] == " " || s[e - 1] == "\t" { e -= 1 }
        let startsOther = Self.descriptionStart(s, from: k).map { $0 < end } ?? false
        let trimmed = s[k..<e]
        guard k < e, !startsOther, h.pieces.count + 1 < WrappedDescription.maximumLines, !Self.hasEnvelopeText(trimmed),
              s[k] != "\"", s[k] != "(" || e - k > 1, s[k] != ")", !(e - k >= 2 && s[e - 2] == ":" && s[e - 1] == "("),
              Self.dumpEvidence(s) == nil else {
            flushHeld()
            return .notAContinuation
        }
        h.pieces.append((Array(trimmed), Array((k + 1)...e)))
        guard let close else {
            held = h
            return .consumed
        }
        held = nil
        switch h.resolved() {
        case .one(let entry):
            messages[messages.count - 1].entries.append(entry)
            return .finished(through: close)
        case .ambiguous:
            diagnostics.append(Diagnostic(.note, line: h.first.line, column: h.first.column,
                "this description runs on over \(h.pieces.count + 1) lines, and read whole it could be two different constraints (each line break may or may not have been a space): only its first line is read"))
        case .unreadable:
            break
        }
        // Ambiguous or unreadable: the first line alone, as a description a line reads.
        messages[messages.count - 1].entries.append(h.first)
        return .notAContinuation
    }

    /// The held description read alone (its line ended before its `>`, and no line finished it).
    mutating func flushHeld() {
        guard let h = held else { return }
        held = nil
        messages[messages.count - 1].entries.append(h.first)
    }
}
