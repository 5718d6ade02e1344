import LayoutSyntax
import Foundation

extension ShellContext {
    /// Replaces the file named by `fileWord` with `text`, atomically (`save`, `export`), or
    /// explains why it cannot — naming the file as typed, so messages are the same on every machine.
    func writeFile(_ text: String, to fileWord: CommandWords.Word) throws(Diagnostic) {
        let path = absolutePath(fileWord.text)
        var isDirectory: ObjCBool = false
        let folder = (path as NSString).deletingLastPathComponent
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            let shown = (fileWord.text as NSString).deletingLastPathComponent
            throw Diagnostic("cannot write \(fileWord.text): no such directory \(shown.isEmpty ? folder : shown)", range: fileWord.range)
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw Diagnostic("cannot write \(fileWord.text): it is a directory", range: fileWord.range)
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw Diagnostic("cannot write \(fileWord.text): \(error.localizedDescription)", range: fileWord.range)
        }
    }
}
