import LayoutModel
import ConstraintSolver
import LayoutSyntax
import LayoutText
import Foundation

/// `load FILE` (and `source FILE`): run a script.
enum LoadCommand: ShellCommand {
    static let name = "load"
    static let aliases = ["source"]
    static let abstract = "Run the commands of a script file"
    static let usage = ["load FILE", "source FILE"]
    static let discussion = """
        Runs each line of FILE as if typed ('#' starts a comment). Errors are reported as
        FILE:LINE:COL; with 'set bail on' the script stops at its first error. Scripts may load
        other scripts, but never themselves (directly or through others). A whole load is one
        step for undo.
        """
    static let examples = ["load lesson.plumb"]
    static let arguments: [ArgumentKind] = [.filePath]
    static let changesLayout = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
        let fileWord = try Arguments.word(words, 1, "a file", for: self)
        try Arguments.noMore(words, after: 2, for: self)
        let path = shell.absolutePath(fileWord.text)
        if let i = shell.scriptStack.firstIndex(of: path) {
            let chain = (shell.scriptStack[i...] + [path]).map { ($0 as NSString).lastPathComponent }.joined(separator: " → ")
            throw ShellError("\(fileWord.text) would load itself (\(chain))", range: fileWord.range)
        }
        let text = try readScript(path, shown: fileWord.text, range: fileWord.range)
        shell.scriptStack.append(path)
        shell.recordingDepth += 1
        shell.loadDepth += 1
        let ok = shell.runScript(text, fileWord.text)
        shell.loadDepth -= 1
        shell.recordingDepth -= 1
        shell.scriptStack.removeLast()
        if !ok { shell.failures += 1 }
    }

    static func readScript(_ path: String, shown: String, range: SourceRange?) throws(ShellError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ShellError("no such file: \(shown)", range: range, status: 66)
        }
        if isDirectory.boolValue { throw ShellError("\(shown) is a directory, not a script", range: range, status: 66) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ShellError("cannot read \(shown)", range: range, status: 66)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ShellError("\(shown) is not UTF-8 text", range: range, status: 66)
        }
        return text
    }
}

/// `save FILE`: the current state as a clean script.
enum SaveCommand: ShellCommand {
    static let name = "save"
    static let abstract = "Write the current layout as a clean script that rebuilds it"
    static let usage = ["save FILE"]
    static let discussion = """
        Writes the state, not the typed history: the root size and settings, the views in the
        order they were made with their properties, the user's layout guides, the user's
        constraints in order (with nametags and deactivations), views that translate their
        autoresizing mask, and last the constraints a conflict had broken (so they break again).
        Loading it in a fresh session gives the same layout, pseudo-addresses and handles; after
        removals the saved session numbers its constraints without the gaps (docs/scripts.md).
        The file is replaced atomically: a failure never leaves half a file.
        """
    static let examples = ["save session.plumb"]
    static let arguments: [ArgumentKind] = [.filePath]

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
        let fileWord = try Arguments.word(words, 1, "a file", for: self)
        try Arguments.noMore(words, after: 2, for: self)
        try shell.writeFile(SessionScript.text(for: shell.session), to: fileWord)
        shell.print("saved \(fileWord.text)")
    }
}
