import CodeImport
import Foundation
import LayoutSyntax

/// `paste` and `import code FILE|-` (Swift or Objective-C, detected or `--swift`/`--objc`): constraint code read and applied to the session (not
/// replacing it: `view` is the root, views of the session are used by name). Errors name
/// FILE:LINE:COL; the rest of the code is still imported; undo restores the session.
enum CodeImportRun {
    /// Reads pasted code: lines until a line holding a lone `.` or the end of input (a script's
    /// here-document gives all its lines).
    /// The language option of `paste` and `import code` at `index` (`--swift`, `--objc`; nil when
    /// absent: the language is detected), with nothing after it. `form` names the command in the error.
    static func languageOption<C: ShellCommand>(_ words: CommandWords, at index: Int, form: String, for command: C.Type) throws(Diagnostic) -> CodeLanguage? {
        guard words.words.count > index else { return nil }
        let w = words.words[index]
        let language: CodeLanguage
        switch w.text {
        case "--swift": language = .swift
        case "--objc": language = .objectiveC
        default:
            throw command.usageError("unexpected '\(w.text)': \(form) takes --swift, --objc or nothing (the language is detected)", range: w.range)
        }
        try Arguments.noMore(words, after: index + 1, for: command)
        return language
    }

    static func readPaste(_ shell: ShellContext) -> PastedText {
        if shell.input.isInteractive() { shell.note("paste Swift or Objective-C constraint code, then a line with a single '.' (or Ctrl-D):") }
        var lines = PastedText()
        while let raw = shell.input.readLine() {
            let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : raw
            if !shell.input.isDocument && line.trimmingCharacters(in: .whitespaces) == "." { break }
            lines.append(line)
        }
        return lines
    }

    static func run(_ text: String, shown: String, language: CodeLanguage?, range: SourceRange?, in shell: ShellContext) throws(Diagnostic) {
        guard text.contains(where: { !$0.isWhitespace }) else {
            throw Diagnostic("\(shown) is empty: expected Swift or Objective-C constraint code", range: range)
        }
        let outcome = CodeImporter.importCode(text, language: language, into: shell.session)
        if shell.stop.isRequested() { throw Diagnostic.interrupted }
        let diagnostics = outcome.diagnostics
        guard outcome.build.changedAnything else {
            for d in diagnostics { shell.note(d.formatted(file: shown)) }
            throw Diagnostic("nothing in \(shown) could be imported: expected \(outcome.language.rawValue) constraint code (\(outcome.language == .swift ? "anchors, NSLayoutConstraint, visual formats, SnapKit" : "anchors, constraintWithItem:, constraintsWithVisualFormat:, Masonry"))", range: range)
        }
        for d in diagnostics { shell.note(d.formatted(file: shown)) }
        // The conflicts the code caused print after it, as add's do (Apple's log for each).
        shell.session.restore(from: outcome.session, events: outcome.build.events)
        shell.print(lines: outcome.summary)
    }
}
