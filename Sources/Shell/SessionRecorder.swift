import Foundation
import LayoutSyntax

/// `record FILE`: every command run at the top level (typed at the prompt, or piped in) is
/// appended to FILE, with its outcome as comments, so the debugging session can be replayed
/// with `load FILE`:
///
///     # plumb session recorded by 'record' (replay with: load FILE)
///     constant c1 40
///     # constant c1: 20 → 40; moved label, field
///     # failed: hug nobody H 5
///     # error: no view named 'nobody'
///
/// A failed command is written as a comment (it changed nothing, and replaying it would only
/// fail again); `quit` and `record` itself are not written. Output is kept to its first lines.
struct SessionRecorder {
    /// The absolute path written to.
    let path: String
    /// The path as the user typed it (messages).
    let shown: String

    /// Lines of a command's output copied into the file; the rest is counted.
    static let outputLines = 3

    /// Starts recording: creates the file or appends to it, with a header comment. Throws a
    /// message when the file cannot be written.
    static func start(_ path: String, shown: String) throws(Diagnostic) -> SessionRecorder {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw Diagnostic("cannot record to \(shown): it is a directory")
        }
        let recorder = SessionRecorder(path: path, shown: shown)
        try recorder.append("# plumb session recorded by 'record' (replay with: load \(shown))\n")
        return recorder
    }

    /// The text written for one command.
    static func entry(_ line: String, output: [String], error: String?) -> String {
        if let error { return "# failed: \(line)\n# error: \(error)\n" }
        var text = line + "\n"
        for l in output.prefix(outputLines) { text += "# " + l + "\n" }
        if output.count > outputLines { text += "# … \(output.count - outputLines) more line\(output.count - outputLines == 1 ? "" : "s")\n" }
        return text
    }

    func append(_ text: String) throws(Diagnostic) {
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil) else {
                throw Diagnostic("cannot record to \(shown): cannot create the file")
            }
        }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw Diagnostic("cannot record to \(shown): cannot open the file for writing")
        }
        defer { try? handle.close() }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            throw Diagnostic("cannot record to \(shown): \(error.localizedDescription)")
        }
    }
}
