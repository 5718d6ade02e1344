import CLineEdit
import Shell

/// libedit, as plumb uses it: emacs keys, a prompt, persistent history and Tab completion.
/// Callbacks reach this object through EL_CLIENTDATA (no globals: Swift 6 and C callbacks).
final class LineEditor {
    enum Input {
        case line(String)
        /// Ctrl-D on an empty line.
        case endOfFile
        /// A signal arrived (Ctrl-C, SIGTERM, SIGHUP); the line being edited is dropped.
        case interrupted
        case failed
    }

    private let editor: OpaquePointer
    private let history: OpaquePointer?
    private let historyPath: String?
    private var warnedAboutHistory = false
    /// Completes the text before the cursor.
    private let complete: (String) -> Completion

    init?(historyPath: String?, complete: @escaping (String) -> Completion) {
        guard let editor = cle_init("plumb") else { return nil }
        self.editor = editor
        self.historyPath = historyPath
        self.complete = complete
        history = cle_history_init(1000)
        if let history {
            cle_set_history(editor, history)
            if let historyPath { _ = cle_history_load(history, historyPath) }
        }
        cle_set_client_data(editor, Unmanaged.passUnretained(self).toOpaque())
        _ = cle_add_function(editor, "plumb-complete", "Complete the word before the cursor", { el, _ in
            guard let el, let data = cle_client_data(el) else { return UInt8(CLE_ERROR) }
            return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue().completeWord()
        }, "^I")
        // ~/.editrc may rebind keys, as in any libedit program (after our binding, so it wins).
        cle_source_editrc(editor)
    }

    deinit {
        cle_end(editor)
        if let history { cle_history_end(history) }
    }

    /// The prompt; non-printing parts (colour codes) between `\u{1}` characters.
    func setPrompt(_ prompt: String) { cle_set_prompt(editor, prompt) }

    func read() -> Input {
        var text: UnsafePointer<CChar>?
        var length: Int32 = 0
        switch cle_gets(editor, &text, &length) {
        case Int32(CLE_GETS_LINE):
            guard let text else { return .failed }
            var line = String(cString: text)
            while line.hasSuffix("\n") || line.hasSuffix("\r") { line.removeLast() }
            return .line(line)
        case Int32(CLE_GETS_EOF): return .endOfFile
        case Int32(CLE_GETS_INTERRUPTED): return .interrupted
        default: return .failed
        }
    }

    /// Adds a line to the history and saves the file at once, so no exit path loses it.
    func remember(_ line: String) {
        var line = line
        while let last = line.last, last == " " || last == "\t" { line.removeLast() }
        guard let history, !line.allSatisfy({ $0 == " " || $0 == "\t" }) else { return }
        cle_history_add(history, line)
        saveHistory()
    }

    func saveHistory() {
        guard let history, let historyPath else { return }
        if cle_history_save(history, historyPath) < 0 && !warnedAboutHistory {
            warnedAboutHistory = true
            Terminal.writeError("plumb: warning: cannot save history to \(historyPath)\n")
        }
    }

    // MARK: - Tab

    private func completeWord() -> UInt8 {
        var length: Int32 = 0
        var cursor: Int32 = 0
        guard let buffer = cle_line(editor, &length, &cursor) else { return UInt8(CLE_ERROR) }
        let bytes = UnsafeRawBufferPointer(start: buffer, count: Int(max(0, cursor)))
        let before = String(decoding: bytes, as: UTF8.self)
        let completion = complete(before)
        if completion.extendsWord {
            if completion.replacement.hasPrefix(completion.word) {
                _ = cle_insert(editor, String(completion.replacement.dropFirst(completion.word.count)))
            } else {
                cle_delete_before_cursor(editor, Int32(completion.word.unicodeScalars.count))
                _ = cle_insert(editor, completion.replacement)
            }
            return UInt8(CLE_REFRESH)
        }
        guard completion.candidates.count > 1 else { return UInt8(CLE_REFRESH_BEEP) }
        Terminal.write("\n" + Self.columns(completion.displayed, width: Int(cle_terminal_width())))
        return UInt8(CLE_REDISPLAY)
    }

    /// Words in columns across the terminal, as shells list completions.
    static func columns(_ words: [String], width: Int, limit: Int = 200) -> String {
        let shown = Array(words.prefix(limit))
        let cell = (shown.map(\.count).max() ?? 0) + 2
        let perRow = max(1, width / max(cell, 1))
        let rows = (shown.count + perRow - 1) / perRow
        var out = ""
        for r in 0..<rows {
            var line = ""
            for c in 0..<perRow {
                let i = c * rows + r
                guard i < shown.count else { continue }
                let w = shown[i]
                line += w + String(repeating: " ", count: cell - w.count)
            }
            while line.hasSuffix(" ") { line.removeLast() }
            out += line + "\n"
        }
        if words.count > shown.count { out += "… and \(words.count - shown.count) more\n" }
        return out
    }
}
