import LayoutModel
import LayoutSyntax
import LayoutText
import Inspector
import InterfaceBuilderImport
import Foundation

/// `plumb check FILE… [--sizes WxH,…] [--devices NAME|WxH,…] [--traits wC|wR hC|hR] [--strict] [--json]`: the CI form
/// of `check`. Each plumb file runs as a script into a fresh session (its own output is not
/// shown; its errors are), then the check matrix runs on the result. A `.storyboard` or `.xib`
/// is checked scene by scene as `IBDocumentCheck` says (compiler-style lines).
///
/// Exit status: 0 when every file loaded cleanly and passed; 1 when a check failed, a command
/// of a script failed, a document could not be read, or nothing at all could be checked; 66
/// when a file cannot be read (the others are still checked); 64 for a usage error.
public enum CheckFiles {
    public static let usage = "usage: plumb check FILE… [--sizes WxH,WxH…] [--devices NAME|WxH,…] [--traits wC|wR hC|hR] [--strict] [--json]"

    /// `input` is what the scripts' commands read beyond their lines (`import log -`).
    public static func run(_ arguments: [String], json: Bool, output: OutputSink, input: InputSource = .none,
                           workingDirectory: String = FileManager.default.currentDirectoryPath) -> Int32 {
        var files: [String] = []
        var sizes = LayoutCheck.defaultSizes
        var json = json
        var strict = false
        var sizesGiven = false
        var traits: IBTraits? = nil
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            switch a {
            case "--json": json = true
            case "--strict": strict = true
            case "--traits":
                // One or two size classes, as `import ib --traits` takes them: wC|wR and/or hC|hR.
                guard traits == nil else {
                    output.writeError("plumb check: error: give --traits once\n\(usage)\n")
                    return 64
                }
                var words: [String] = []
                while i + 1 + words.count < arguments.count, words.count < 2,
                      ["wc", "wr", "hc", "hr"].contains(arguments[i + 1 + words.count].lowercased()) {
                    words.append(arguments[i + 1 + words.count])
                }
                guard !words.isEmpty else {
                    let found = i + 1 < arguments.count ? "found '\(arguments[i + 1])'" : "found nothing"
                    output.writeError("plumb check: error: expected size classes after --traits (wC|wR hC|hR), \(found)\n\(usage)\n")
                    return 64
                }
                guard let t = IBTraits(words) else {
                    output.writeError("plumb check: error: give at most one width class (wC|wR) and one height class (hC|hR) after --traits, found '\(words.joined(separator: " "))'\n")
                    return 64
                }
                traits = t
                i += words.count
            case "--devices", "--sizes":
                // One list of sizes, given once: IB device names or WxH.
                let what = a == "--devices" ? "devices" : "sizes"
                guard i + 1 < arguments.count else {
                    output.writeError("plumb check: error: missing the \(what) after \(a)\n\(usage)\n")
                    return 64
                }
                guard !sizesGiven else {
                    output.writeError("plumb check: error: give --sizes or --devices, once\n\(usage)\n")
                    return 64
                }
                sizesGiven = true
                i += 1
                if a == "--devices" {
                    var devices: [Size] = []
                    for name in arguments[i].split(separator: ",", omittingEmptySubsequences: false) {
                        guard let d = IBDevice(String(name)) else {
                            output.writeError("plumb check: error: unknown device '\(name)': expected WxH (390x844) or one of \(IBDevice.knownNames) (add -landscape to turn it)\n")
                            return 64
                        }
                        devices.append(d.size)
                    }
                    sizes = devices
                } else {
                    let word = CommandWords.Word(text: arguments[i], range: SourceRange(start: 1, end: 1), isQuoted: false)
                    do { sizes = try CheckCommand.parseSizes(word) } catch {
                        output.writeError("plumb check: error: \(error.message)\n")
                        return 64
                    }
                }
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
        if traits != nil, let script = files.first(where: { !IBDocumentCheck.isDocument($0) }) {
            output.writeError("plumb check: error: --traits applies to .storyboard and .xib documents, not to the script \(script)\n")
            return 64
        }
        var status: Int32 = 0
        var results: [JSONValue] = []
        // Whether anything was checked at all: documents whose scenes all had to be skipped
        // fail the run only when nothing else was checked.
        var documents = 0
        var checked = 0
        for (n, file) in files.enumerated() {
            if IBDocumentCheck.isDocument(file) {
                documents += 1
                let path = file.hasPrefix("/") ? file : (workingDirectory as NSString).appendingPathComponent(file)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                    output.writeError("plumb check: error: \(isDirectory.boolValue ? "\(file) is a directory, not a .xib or .storyboard" : "no such file: \(file)")\n")
                    status = 66
                    results.append(.object([("file", .string(file)), ("status", .int(66)), ("scenes", .null), ("problems", .null)]))
                    continue
                }
                let document = IBDocumentCheck.run(path: path, file: file, sizes: sizesGiven ? sizes : nil, traits: traits)
                checked += document.checkedScenes
                let fileStatus: Int32 = document.failed(strict: strict) ? 1 : 0
                if fileStatus != 0 && status == 0 { status = 1 }
                if json {
                    results.append(document.json(status: fileStatus, strict: strict))
                } else {
                    for line in document.lines(strict: strict) { output.write(line + "\n") }
                }
                continue
            }
            checked += 1
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
        if documents > 0, checked == 0, status == 0 {
            output.writeError("plumb check: error: nothing could be checked: no scene of \(documents == 1 ? "the document" : "the \(documents) documents") has Auto Layout to check\n")
            status = 1
        }
        if json {
            let value = JSONValue.object([("command", .string("check")), ("files", .array(results)), ("clean", .bool(status == 0))])
            output.write(value.prettyText + "\n")
        }
        return status
    }
}
