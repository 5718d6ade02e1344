import LayoutModel
import LayoutSyntax

/// `save FILE`: the current state as a clean script.
enum SaveCommand: ShellCommand {
    static let name = "save"
    static let abstract = "Write the current layout as a clean script that rebuilds it"
    static let signature = CommandSignature(.parameter(file))
    static let file = Parameter("FILE", .filePath, missing: "a file")
    static let discussion = """
        Writes the state, not the typed history: the root size and settings, the views in the
        order they were made with their properties, the user's layout guides, the user's
        constraints in order (with nametags and deactivations), views that translate their
        autoresizing mask, and last the constraints a conflict had broken (so they break again).
        Loading it in a fresh session gives the same layout, pseudo-addresses and handles; after
        removals the saved session numbers its constraints without the gaps (docs/scripts.md).
        A session imported from a console log is saved as the log itself (import log - <<LOG …
        LOG) and the commands since, which rebuilds its addresses, classes, system constraints,
        unknown sizes and conflicts exactly. 'save -' prints the script to standard output. The file is replaced atomically: a
        failure never leaves half a file. A symbolic link is followed (its target is replaced);
        FIFOs, devices, folders and read-only files or folders are refused.
        """
    static let examples = ["save session.plumb"]

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let fileWord = try Arguments.word(words, 1, file, for: self)
        try Arguments.noMore(words, after: 2, for: self)
        if try !shell.writeFile(SessionScript.text(for: shell.session), to: fileWord, dashIsStandardOutput: true) {
            shell.print("saved \(fileWord.text)")
        }
    }
}
