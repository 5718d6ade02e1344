import LayoutModel
import LayoutSyntax
import LayoutText
import Inspector
import Foundation

/// `plumb check FILE… [--sizes WxH,…] [--json]`: the CI form of `check`. Each file runs as a
/// script into a fresh session (its own output is not shown; its errors are), then the check
/// matrix runs on the result.
///
/// Exit status: 0 when every file loaded cleanly and passed; 1 when a check failed or a
/// command of a script failed; 66 when a file cannot be read (the others are still checked);
/// 64 for a usage error.
public enum CheckFiles {
    public static let usage = "usage: plumb check FILE… [--sizes WxH,WxH…] [--json]"

    /// `input` is what the scripts' commands read beyond their lines (`import log -`).
    public static func run(_ arguments: [String], json: Bool, output: OutputSink, input: InputSource = .none,
                           workingDirectory: String = FileManager.default.currentDirectoryPath) -> Int32 {
        var files: [String] = []
        var sizes = LayoutCheck.defaultSizes
        var json = json
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            switch a {
            case "--json": json = true
            case "--sizes":
                guard i + 1 < arguments.count else {
                    output.writeError("plumb check: error: missing the sizes after --sizes\n\(usage)\n")
                    return 64
                }
                let word = CommandWords.Word(text: arguments[i + 1], range: SourceRange(start: 1, end: 1), isQuoted: false)
                do { sizes = try CheckCommand.parseSizes(word) } catch {
                    output.writeError("plumb check: error: \(error.message)\n")
                    return 64
                }
                i += 1
            default:
                if a.hasPrefix("--") {
                    output.writeError("plumb check: error: unknown option '\(a)'\n\(usage)\n")
                    return 64
                }
                files.append(a)
            }
            i += 1
        }
        guard !files.isEmpty else {
            output.writeError("plumb check: error: no file to check\n\(usage)\n")
            return 64
        }
        var status: Int32 = 0
        var results: [JSONValue] = []
        for (n, file) in files.enumerated() {
            let scriptOutput = OutputBuffer()
            let interpreter = Interpreter(output: scriptOutput, input: input, workingDirectory: workingDirectory)
            let loaded: Bool
            do { loaded = try interpreter.runScriptFile(file) } catch {
                output.writeError("plumb check: error: \(error.message)\n")
                status = 66
                results.append(.object([("file", .string(file)), ("status", .int(66)), ("scriptErrors", .int(0)), ("check", .null)]))
                continue
            }
            output.writeError(scriptOutput.standardError)
            let session = interpreter.context.session
            let check = LayoutCheck.run(session, sizes: sizes, script: SessionScript.text(for: session))
            let fileStatus: Int32 = loaded && check.isClean ? 0 : 1
            if fileStatus != 0 && status == 0 { status = 1 }
            let errors = interpreter.context.failures
            if json {
                results.append(.object([("file", .string(file)), ("status", .int(Int(fileStatus))),
                                        ("scriptErrors", .int(errors)), ("check", check.json)]))
            } else {
                if n > 0 { output.write("\n") }
                output.write("\(file):\n")
                for line in check.lines() { output.write(line + "\n") }
                if !loaded { output.write("\(errors) command\(errors == 1 ? "" : "s") of the script failed\n") }
            }
        }
        if json {
            let value = JSONValue.object([("command", .string("check")), ("files", .array(results)), ("clean", .bool(status == 0))])
            output.write(value.prettyText + "\n")
        }
        return status
    }
}
