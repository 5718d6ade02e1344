import Foundation
import Inspector
import LayoutModel
import LayoutSyntax
import LogImport

/// `plumb explain FILE…`: imports each console log and prints its explanation, for CI and for
/// people who just want the answer. Exit status: 0 when every file was imported and explained,
/// 1 when nothing could be imported from a file, 66 when a file is missing, 64 without a file,
/// 130 when `stop` said to stop (a file's explanation is then not printed, and no later file is
/// read). The executable answers `stop` from its SIGINT flag, so Ctrl-C stops it part-way (and
/// says "plumb: error: interrupted") as it stops a long command in the shell.
public enum ExplainLogFile {
    public static func run(_ paths: [String], workingDirectory: String = FileManager.default.currentDirectoryPath,
                           output: OutputSink, stop: StopCheck = .never) -> Int32 {
        guard !paths.isEmpty else {
            output.writeError("usage: plumb explain LOGFILE…\n")
            return 64
        }
        var status: Int32 = 0
        for (k, path) in paths.enumerated() {
            if k > 0 { output.write("\n") }
            let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
            let text: String
            do {
                text = try ImportCommand.readLog(absolute, shown: path, range: nil)
            } catch {
                output.writeError("plumb: error: \(error.message)\n")
                status = max(status, error.status)
                continue
            }
            do {
                if try explain(text, file: path, output: output, stop: stop) == false { status = max(status, 1) }
            } catch {
                output.writeError("plumb: error: \(error.message)\n")
                return error.status
            }
        }
        return status
    }

    /// Imports and explains one log's text. Returns whether anything was imported.
    @discardableResult
    public static func explain(_ text: String, file: String, output: OutputSink) -> Bool {
        try! explain(text, file: file, output: output, stop: .never)
    }

    /// The same, asking `stop` while the log is imported and each conflict explained; throws
    /// `Diagnostic.interrupted` when it says to stop (having printed no explanation).
    @discardableResult
    public static func explain(_ text: String, file: String, output: OutputSink, stop: StopCheck) throws(Diagnostic) -> Bool {
        let result = try LogImporter.importLog(text, stop: stop)
        for d in result.diagnostics where result.importedAnything || d.severity != .note {
            output.writeError(d.formatted(file: file) + "\n")
        }
        guard result.importedAnything else {
            output.writeError("\(file): error: " + ImportCommand.nothingImported(result, file) + "\n")
            return false
        }
        var text = result.summary.joined(separator: "\n") + "\n"
        for c in result.session.state.importedConflicts {
            if let e = try ImportedLogExplainer.explain(conflict: c.number, in: result.session, stop: stop) { text += "\n" + e + "\n" }
        }
        output.write(text)
        return true
    }
}
