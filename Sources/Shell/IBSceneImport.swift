import Foundation
import InterfaceBuilderImport
import LayoutSyntax

/// `import ib FILE [--scene ID|NAME] [--device NAME|WxH] [--traits wC|wR hC|hR]` (ImportCommand's third form): one scene of an Interface
/// Builder document replaces the session; the import's summary and canvas check are printed.
/// Every refusal names FILE:LINE and leaves the session as it was.
enum IBSceneImport {
    static func run(_ words: CommandWords, in shell: ShellContext, command: ImportCommand.Type) throws(Diagnostic) {
        let fileWord = try Arguments.word(words, 2, "a .xib or .storyboard file", for: command)
        var scene: String? = nil
        var device: IBDevice? = nil
        var traits: IBTraits? = nil
        var i = 3
        while i < words.words.count {
            let flag = words.words[i]
            switch flag.text {
            case "--traits" where traits == nil:
                // One or two size classes: wC|wR and/or hC|hR.
                var classes: [CommandWords.Word] = []
                while i + 1 + classes.count < words.words.count, classes.count < 2,
                      ["wc", "wr", "hc", "hr"].contains(words.words[i + 1 + classes.count].text.lowercased()) {
                    classes.append(words.words[i + 1 + classes.count])
                }
                guard !classes.isEmpty else {
                    let w = try Arguments.word(words, i + 1, "size classes after --traits (wC|wR hC|hR)", for: command)
                    throw Diagnostic("expected size classes after --traits (wC|wR hC|hR), found '\(w.text)'", range: w.range)
                }
                guard let t = IBTraits(classes.map(\.text)) else {
                    throw Diagnostic("give at most one width class (wC|wR) and one height class (hC|hR) after --traits", range: classes[1].range)
                }
                traits = t
                i += 1 + classes.count
                continue
            case "--scene" where scene == nil:
                scene = try Arguments.word(words, i + 1, "a scene id or name after --scene", for: command).text
            case "--device" where device == nil:
                let w = try Arguments.word(words, i + 1, "a device (an IB device id such as retina6_1, or WxH) after --device", for: command)
                guard let d = IBDevice(w.text) else {
                    throw Diagnostic("unknown device '\(w.text)': expected WxH (390x844) or one of \(IBDevice.knownNames) (add -landscape to turn it)", range: w.range)
                }
                device = d
            default:
                throw command.usageError("unexpected '\(flag.text)': expected --scene ID|NAME, --device NAME|WxH or --traits wC|wR hC|hR, each once", range: flag.range)
            }
            i += 2
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
            result = try IBImporter.importFile(path, scene: scene, device: device, traits: traits ?? .any, stop: shell.stop)
        } catch {
            if shell.stop.isRequested() { throw Diagnostic.interrupted }
            throw Diagnostic("\(shown):\(error.line): \(error.message)", range: fileWord.range)
        }
        if shell.stop.isRequested() { throw Diagnostic.interrupted }
        shell.session.restore(from: result.session)
        shell.print(lines: result.summary(file: shown))
    }
}
