import LayoutModel
import LayoutSyntax

/// A log's messages, each imported on its own (issue 13: "each message is its own world").
///
/// `import log` rebuilds every message into one session, which is what a user explores; but a
/// conflict must be explained from its own message only, or a constraint of another message (a
/// temporary zero height logged a moment later) joins its minimal set. Each `LogMessage` holds
/// the session its message gives when imported alone — the same answer as pasting that message by
/// itself — and what kind of message it is.
public struct LogMessage {
    public enum Kind: Equatable, Sendable {
        /// A list of constraints (with or without its break line): a conflict to explain.
        case conflict
        /// Nothing to explain: no constraint of a list was read (a lone break line, a stray
        /// description, an unreadable list). `reason` says which.
        case fragment(reason: String)
        /// The same list and break line as an earlier message (UIKit logs a conflict each time
        /// layout meets it; macOS 14 prints a compact form before the classic one).
        case repeatOf(Int)
        /// Redacted (`<private>`).
        case redacted
        /// A dump of constraints to add (`po view.constraints` …), not a conflict.
        case dump
    }

    /// 1, 2, … as in `import log`'s summary and `explain N`.
    public var number: Int
    public var line: Int
    public var kind: Kind
    /// The message imported alone (nil when redacted).
    public var result: LogImportResult?
    /// As `import log` reports it for this message.
    public var completeness: LogImportResult.Completeness
}

extension LogImporter {
    /// Every message of `text`, each imported alone. Asks `stop` between messages.
    public static func messages(of text: String, dumps: Bool = false, stop: StopCheck = .never) throws(Diagnostic) -> [LogMessage] {
        let parsed = try ParsedLog.parse(text, dumps: dumps, stop: stop)
        return try messages(of: parsed, stop: stop)
    }

    public static func messages(of parsed: ParsedLog, stop: StopCheck = .never) throws(Diagnostic) -> [LogMessage] {
        var out: [LogMessage] = []
        var signatures: [(number: Int, signature: [String])] = []
        for m in parsed.messages {
            try stop.check()
            if m.redacted {
                out.append(LogMessage(number: m.number, line: m.line, kind: .redacted, result: nil, completeness: .none))
                continue
            }
            let lines = Set(m.entries.map(\.line) + [m.broken?.line].compactMap { $0 })
            let own = ParsedLog(messages: [m], diagnostics: parsed.diagnostics.filter { lines.contains($0.line) })
            var r = Reconstruction(parsed: own)
            let result = try r.build(stop: stop)
            let completeness = result.completeness.first ?? .none
            let kind: LogMessage.Kind
            if m.isDump {
                kind = .dump
            } else if m.entries.isEmpty {
                // macOS 14 prints a compact break sentence next to the classic message of the same
                // conflict: it belongs to that message.
                let same = m.broken.flatMap { b in
                    parsed.messages.first { o in o.number != m.number && !o.entries.isEmpty && o.broken.map { Self.squeezed($0.text) } == Self.squeezed(b.text) }
                }
                if let same {
                    kind = .fragment(reason: "the break line of message \(same.number)'s conflict, printed apart from its list (macOS 14's compact form): explained there")
                } else if m.broken != nil {
                    kind = .fragment(reason: "a break line with no list of constraints before it; nothing to explain")
                } else if m.skipped > 0 {
                    kind = .fragment(reason: "no entry of its list could be read; nothing to explain")
                } else {
                    kind = .fragment(reason: "no list of constraints; nothing to explain")
                }
            } else {
                // The same conflict again: the same descriptions (spacing aside) and the same
                // broken constraint.
                let signature = (m.entries.map { Self.squeezed($0.text) }.sorted()) + ["broken: " + (m.broken.map { Self.squeezed($0.text) } ?? "")]
                if let earlier = signatures.first(where: { $0.signature == signature }) {
                    kind = .repeatOf(earlier.number)
                } else {
                    signatures.append((m.number, signature))
                    kind = .conflict
                }
            }
            out.append(LogMessage(number: m.number, line: m.line, kind: kind, result: result, completeness: completeness))
        }
        return out
    }

    /// A description without its spacing (the compact and classic forms space it differently).
    static func squeezed(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0 != " " && $0 != "\t" }.map(Character.init))
    }
}
