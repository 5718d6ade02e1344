import Foundation
import InterfaceBuilderImport
import LayoutSyntax

/// `import ib FILE [--scene ID|NAME]` (ImportCommand's second form): one scene of an Interface
/// Builder document replaces the session; the import's summary and canvas check are printed.
/// Every refusal names FILE:LINE and leaves the session as it was.
enum IBSceneImport {
    static func run(_ words: CommandWords, in shell: ShellContext, command: ImportCommand.Type) throws(Diagnostic) {
        let fileWord = try Arguments.word(words, 2, "a .xib or .storyboard file", for: command)
        var scene: String? = nil
        if words.words.count > 3 {
            let flag = words.words[3]
            guard flag.text == "--scene" else { throw command.usageError("unexpected '\(flag.text)': expected --scene ID|NAME", range: flag.range) }
            scene = try Arguments.word(words, 4, "a scene id or name after --scene", for: command).text
            try Arguments.noMore(words, after: 5, for: command)
        }
        let shown = fileWord.text
        let path = shell.absolutePath(fileWord.text)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Diagnostic("no such file: \(shown)", range: fileWord.range, status: 66)
        }
        if isDirectory.boolValue { throw Diagnostic("\(shown) is a directory, not a .xib or .storyboard", range: fileWord.range, status: 66) }
        let result: IBImportResult
        do {
            result = try IBImporter.importFile(path, scene: scene, stop: shell.stop)
        } catch {
            if shell.stop.isRequested() { throw Diagnostic.interrupted }
            throw Diagnostic("\(shown):\(error.line): \(error.message)", range: fileWord.range)
        }
        if shell.stop.isRequested() { throw Diagnostic.interrupted }
        shell.session.restore(from: result.session)
        shell.print(lines: result.summary(file: shown))
    }
}
