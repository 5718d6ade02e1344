import Foundation
import LayoutModel
import LayoutSyntax
import LogImport
import InterfaceBuilderImport
import CodeImport

/// `import log FILE` / `import log -`: a console log ("Unable to simultaneously satisfy
/// constraints") becomes the session (docs/log-import.md). `import ib FILE [--scene ID|NAME]`:
/// one scene of a .xib or .storyboard, optionally resized with `--device` (docs/interface-builder.md, `IBSceneImport`).
enum ImportCommand: ShellCommand {
    static let name = "import"
    static let abstract = "Import a console log, an _autolayoutTrace, constraint code or a .xib/.storyboard scene"
    static let signature = CommandSignature([
        CommandForm(.literal("log"), .word("FILE", .filePath), .optional(.literal("--dump"))),
        CommandForm(.literal("log"), .literal("-"), .optional(.literal("--dump"))),
        CommandForm(.literal("trace"), .word("FILE", .filePath)),
        CommandForm(.literal("trace"), .literal("-")),
        CommandForm(.literal("code"), .word("FILE", .filePath), .optional(.oneOf(["--swift", "--objc"]))),
        CommandForm(.literal("code"), .literal("-"), .optional(.oneOf(["--swift", "--objc"]))),
        CommandForm(.literal("ib"), .word("FILE", .filePath), .anyOrder([
            [.literal("--scene"), .word("ID|NAME", .text, missing: "a scene id or name after --scene")],
            [.literal("--device"), .word("NAME|WxH", .text, missing: "a device after --device")],
            // Either class alone (`--traits hC`) or both; the placeholders show the usual order.
            [.literal("--traits"), .word("wC|wR", .keyword(traitWords)), .optional(.word("hC|hR", .keyword(traitWords)))],
        ])),
    ])
    static let traitWords = ["wC", "wR", "hC", "hR"]
    static let discussion = """
        Reads Apple's "Unable to simultaneously satisfy constraints" messages (iOS, tvOS, macOS;
        any log prefix, pasted from Xcode, an issue tracker or a terminal) and replaces the session
        with what they show: one view per address with its class and label, the hierarchy
        inferred from '|' bindings, guides and margins, the root's size from
        'UIView-Encapsulated-Layout-…' constraints, every constraint of every message, and the
        constraints Apple broke. Each message becomes a numbered conflict: 'explain 2'. What the
        log does not say stays unknown and is shown as such ('report' says "size unknown: from
        log"). An entry that cannot be read is reported as FILE:LINE:COL with the token expected;
        the rest still imports. 'import log -' reads a paste from standard input until an empty
        line (one right after a list's ')' or the break line and its constraint does not count) or
        end of input.
        'import ib' reads an Interface Builder document (.xib, .storyboard) and replaces the session
        with one scene: the initial view controller's view (or --scene: a sceneID, view controller
        id, top-level view or window id, or its title/userLabel). It lists the scenes when there
        are several, says what was imported and what was left out (FILE:LINE), then solves at the
        document's canvas size and compares every view with the frame IB stored: misplaced views
        (both frames and the delta), ambiguous views, conflicts. --device then resizes the root
        to a device (an IB device id such as retina6_1, with -landscape to turn it, or WxH) with
        its safe area, and lists what is ambiguous or broken there. --traits applies the
        document's size-class variations (wC or wR, hC or hR, or both): constraints and views
        installed for those classes, their constants, a stack's axis, and the frames IB stored for
        them, compared on that size class's canvas (Xcode 6–7: 400 points compact, 800 regular;
        Xcode 8 and later: the device, turned if it has the classes in its other orientation).
        iOS documents only. Documents declaring a DTD or an
        entity, files over 20 MB and pre-Xcode-5 archive nibs are refused.
        'import code' reads Swift or Objective-C constraint code from a file (or '-': pasted lines until a lone
        '.') and adds it to the session, as 'paste' does (see 'help paste').
        'undo' brings the previous session back. Ctrl-C stops the import ("interrupted") and leaves
        the session as it was.
        A list of constraint descriptions that is not a conflict message — 'po view.constraints',
        'constraintsAffectingLayoutForAxis:' output, an NSLog of a constraint array, with no
        "Unable to simultaneously satisfy constraints" header, advice or break line — is read as
        constraints to add (a dump) when it shows it: an lldb command or '<__NSArrayM 0x…>(' before
        it, Swift's '▿ N elements', or a constraint no conflict list holds (a priority below 1000,
        NSContentSizeLayoutConstraint). '--dump' reads every headerless list so.
        'import trace' reads the output of 'po [[UIWindow keyWindow] _autolayoutTrace]' (or
        'expr -l objc++ -O -- …', Chisel's 'paltrace', UIKit's "View has an ambiguous layout"
        synopsis) and replaces the session with its views: classes, addresses, labels, the tree,
        UIKit's markers (* auto layout, + manual but in the engine, • engine host) and which views
        are AMBIGUOUS and in what. A trace has no constraints: the trace shows which views are
        ambiguous, not why: add constraints or import the log. 'explain' then says what the trace
        can and cannot tell, 'explain VIEW' what it says of one view. 'import trace -' reads a
        paste until an empty line or end of input.
        """
    static let examples = ["import log conflict.txt", "import log -", "import log constraints.txt --dump", "import trace trace.txt", "import trace -", "import code Layout.swift", "import code -", "import ib Main.storyboard", "import ib Main.storyboard --scene BYZ-38-t0r", "import ib Main.storyboard --device retina4_0", "import ib Main.storyboard --traits wR hC"]
    static let changesLayout = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let kind = try Arguments.word(words, 1, "what to import (log or ib)", for: self)
        if kind.text == "ib" { return try IBSceneImport.run(words, in: shell, command: self) }
        if kind.text == "trace" { return try TraceImport.run(words, in: shell, command: self) }
        if kind.text == "code" { return try importCode(words, in: shell) }
        guard kind.text == "log" else {
            throw usageError("cannot import '\(kind.text)': 'log' (a console log), 'trace' (an _autolayoutTrace), 'code' (Swift or Objective-C constraint code) or 'ib' (a .xib or .storyboard)", range: kind.range)
        }
        var words = words
        let dumps = words.removeFlag("--dump")
        let fileWord = try Arguments.word(words, 2, "a log file (or - to paste)", for: self)
        try Arguments.noMore(words, after: 3, for: self)
        let text: String
        let shown: String
        if fileWord.text == "-" && !fileWord.isQuoted {
            if shell.input.isInteractive() { shell.note("paste the log, then an empty line (or Ctrl-D):") }
            var paste = PastedText()
            if shell.input.isDocument {
                // A script's here-document: all of it, blank lines included (a saved session).
                while let line = shell.input.readLine() { paste.append(line) }
            } else {
                paste = readPaste(shell.input.readLine)
            }
            shown = "<paste>"
            text = try paste.text(shown: shown, what: "a log", range: fileWord.range)
        } else {
            shown = fileWord.text
            text = try readLog(shell.absolutePath(fileWord.text), shown: shown, range: fileWord.range)
        }
        // Ctrl-C stops the import between its steps; the session is untouched until it is done.
        let result = try LogImporter.importLog(text, dumps: dumps, stop: shell.stop)
        guard result.importedAnything else {
            for d in result.diagnostics where d.severity != .note { shell.note(d.formatted(file: shown)) }
            throw Diagnostic(nothingImported(result, shown), range: fileWord.range)
        }
        for d in result.diagnostics { shell.note(d.formatted(file: shown)) }
        shell.session.restore(result.session.state)
        shell.print(lines: result.summary)
        let n = result.session.state.importedConflicts.count
        if n == 0, result.parsed.messages.contains(where: \.isDump) {
            shell.print("type 'explain VIEW' for a view, 'report root --descend' for the views")
        }
        if n > 0 { shell.print("type 'explain 1'\(n > 1 ? " … 'explain \(n)'" : "") for the reasoning and verified fixes, 'report root --descend' for the views") }
    }

    /// `import code FILE|- [--swift|--objc]`: constraint code added to the session (CodeImportRun).
    static func importCode(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let fileWord = try Arguments.word(words, 2, "a Swift or Objective-C file (or - to paste)", for: self)
        let language = try CodeImportRun.languageOption(words, at: 3, form: "import code", for: self)
        if fileWord.text == "-" && !fileWord.isQuoted {
            let text = try CodeImportRun.readPaste(shell).text(shown: "<paste>", what: "code", range: fileWord.range)
            try CodeImportRun.run(text, shown: "<paste>", language: language, range: fileWord.range, in: shell)
        } else {
            let text = try readLog(shell.absolutePath(fileWord.text), shown: fileWord.text, range: fileWord.range, what: "a code file")
            try CodeImportRun.run(text, shown: fileWord.text, language: language, range: fileWord.range, in: shell)
        }
    }

    static func nothingImported(_ result: LogImportResult, _ shown: String) -> String {
        if result.redacted {
            return "\(shown) is redacted (<private>): unified logging hid every constraint, so nothing can be reconstructed"
        }
        if result.parsed.messages.isEmpty {
            return "\(shown) has no constraint descriptions: expected Apple's \"Unable to simultaneously satisfy constraints\" message with \"<NSLayoutConstraint:0x…>\" entries"
        }
        return "nothing in \(shown) could be imported (see the errors above)"
    }

    /// A log, trace or code text over the size limit, read from a file or pasted.
    static func tooLarge(_ shown: String, what: String, size: Int, range: SourceRange?, status: Int32) -> Diagnostic {
        Diagnostic("\(shown) is too large for \(what): \(size) bytes, at most \(SyntaxLimits.maximumLogSize) (1 MiB; real ones are a few KB)",
                   range: range, status: status)
    }

    /// `what`: the kind of text, as messages name it ("a log", "a code file").
    static func readLog(_ path: String, shown: String, range: SourceRange?, what: String = "a log") throws(Diagnostic) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Diagnostic("no such file: \(shown)", range: range, status: 66)
        }
        if isDirectory.boolValue { throw Diagnostic("\(shown) is a directory, not \(what)", range: range, status: 66) }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > SyntaxLimits.maximumLogSize {
            throw tooLarge(shown, what: what, size: size, range: range, status: 66)
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw Diagnostic("cannot read \(shown)", range: range, status: 66) }
        // Logs pasted from other places are not always UTF-8: read them as Latin-1 then.
        return String(data: data, encoding: .utf8) ?? String(decoding: data, as: UTF8.self)
    }

    /// Reads pasted lines until an empty line or the end of input. An empty line right after a
    /// list's `)`, after "Will attempt to recover by breaking constraint" or after the broken
    /// constraint that follows it is part of Apple's message (its footer comes next), not the end
    /// of the paste; two empty lines in a row always end it.
    static func readPaste(_ next: () -> String?) -> PastedText {
        var lines = PastedText()
        var lastNonEmpty = ""
        var beforeLastNonEmpty = ""
        var previousEmpty = false
        while let raw = next() {
            let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : raw
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) {
                if lines.isEmpty { continue }
                let t = lastNonEmpty.trimmingCharacters(in: .whitespaces)
                let inMessage = t == ")" || t == ")." || t.hasSuffix("recover by breaking constraint")
                    || beforeLastNonEmpty.trimmingCharacters(in: .whitespaces).hasSuffix("recover by breaking constraint")
                if previousEmpty || !inMessage { break }
                previousEmpty = true
                lines.append(line)
                continue
            }
            previousEmpty = false
            beforeLastNonEmpty = lastNonEmpty
            lastNonEmpty = line
            lines.append(line)
        }
        return lines
    }
}
