import Foundation
@testable import CodeImport
import LayoutModel
import LayoutText
import PlumbTestSupport
import Shell
import ShellTestSupport
import Testing

/// The paths that build saved sessions, fuzzed (issue 34): names, labels and identifiers that
/// Interface Builder documents, console logs, `_autolayoutTrace`s and Swift code bring, made of
/// quotes, backslashes, `#`, control characters, here-document markers and command words. The
/// oracle is the save → load round trip: the saved session loads without an error, writes no
/// file of its own, keeps every text, and saved again gives the same bytes.
@Suite struct SaveRoundTripFuzzTests {
    /// Pieces a hostile or unlucky text is made of. `lineBreaks`: whether the source can carry
    /// a line break inside the text (an XML attribute or a Swift string can; a log line cannot).
    static func text(_ g: inout SplitMix64, lineBreaks: Bool, xml: Bool) -> String {
        var pieces = ["a", "Name", " ", "\"", "\\", "#", "'", "<", ">", "&", "id", "save OUT.plumb", "quit 44", "LOG", "LOG2", "EOF",
                      "\\u{1B}", "\\n", "é", "名前", "👍🏽", "\u{200B}", "\u{7F}", "\u{85}", "\u{9B}31m", "\t", "$(x)", "`", "{", "}", ";"]
        if !xml { pieces += ["\u{1B}]0;title\u{07}", "\u{1B}[2J", "\u{0}", "\u{8}"] }
        if lineBreaks { pieces += ["\n", "\r", "\r\n", "\nsave OUT.plumb\n", "\nLOG\n"] }
        var out = ""
        for _ in 0..<g.int(1...6) { out += g.pick(pieces) }
        return out
    }

    /// An attribute value as Xcode writes it, and a Swift string literal (the exporters' own).
    static func xmlEscaped(_ s: String) -> String { XMLText.escaped(s, apostrophe: false, whitespaceAsReferences: true) }

    /// One input for each importer, with the texts it carries.
    static func inputs(seed: UInt64) -> [(file: String, command: String, content: String, texts: [String])] {
        var g = SplitMix64(seed: seed)
        let label = text(&g, lineBreaks: true, xml: true), ident = text(&g, lineBreaks: true, xml: true)
        let userLabel = text(&g, lineBreaks: false, xml: true)
        let xib = IBTestDocument.xib(subviews: [
            "<label opaque=\"NO\" userInteractionEnabled=\"NO\" contentMode=\"left\" text=\"\(xmlEscaped(label))\" translatesAutoresizingMaskIntoConstraints=\"NO\" userLabel=\"\(xmlEscaped(userLabel))\" id=\"l1\">",
            "    <rect key=\"frame\" x=\"10\" y=\"10\" width=\"100\" height=\"20\"/>",
            "</label>",
        ], constraints: [
            "<constraint firstItem=\"l1\" firstAttribute=\"leading\" secondItem=\"root1\" secondAttribute=\"leading\" constant=\"10\" identifier=\"\(xmlEscaped(ident))\" id=\"c1\"/>",
            "<constraint firstItem=\"l1\" firstAttribute=\"top\" secondItem=\"root1\" secondAttribute=\"top\" constant=\"10\" id=\"c2\"/>",
        ])
        let logIdent = text(&g, lineBreaks: false, xml: false).replacingOccurrences(of: "'", with: "")
        let logLabel = text(&g, lineBreaks: false, xml: false).replacingOccurrences(of: "'", with: "")
        let a = "<NSLayoutConstraint:0x600001 '\(logIdent)' UILabel:0x7f01'\(logLabel)'.width == 100   (active)>"
        let b = "<NSLayoutConstraint:0x600002 UILabel:0x7f01'\(logLabel)'.width == 200   (active)>"
        let log = "Unable to simultaneously satisfy constraints.\n(\n    \"\(a)\",\n    \"\(b)\"\n)\n\nWill attempt to recover by breaking constraint \n\(b)\n"
        let traceLabel = text(&g, lineBreaks: false, xml: false).replacingOccurrences(of: "'", with: "")
        let trace = "*UIWindow:0x7f00\n|   *UILabel:0x7f01'\(traceLabel)'\n"
        let swiftIdent = text(&g, lineBreaks: true, xml: false)
        let swift = """
            let a = UIView()
            a.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(a)
            let w = a.widthAnchor.constraint(equalToConstant: 100)
            w.identifier = \(SwiftCodeWriter.stringLiteral(swiftIdent))
            NSLayoutConstraint.activate([w, a.heightAnchor.constraint(equalToConstant: 20)])
            """
        return [
            ("in.xib", "import ib in.xib", xib, [label, ident]),
            ("in.log", "import log in.log", log, [logIdent, logLabel]),
            ("in.trace", "import trace in.trace", trace, [traceLabel]),
            ("in.swift", "import code in.swift", swift, [swiftIdent]),
        ]
    }

    /// The texts a session keeps, in one list.
    static func texts(_ state: LayoutState) -> [String] {
        state.views.flatMap { [$0.name, $0.text ?? "", $0.nametag ?? "", $0.importInfo?.label ?? ""] } + state.constraints.map { $0.identifier ?? "" }
    }

    @Test(arguments: 0..<4) func importedTextsRoundTripThroughSave(chunk: Int) throws {
        var checked = 0
        for seed in UInt64(chunk * 25)..<UInt64(chunk * 25 + 25) {
            for input in Self.inputs(seed: seed) {
                let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-fuzz-save-\(UUID().uuidString)").path
                try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(atPath: dir) }
                try input.content.write(toFile: dir + "/" + input.file, atomically: true, encoding: .utf8)
                let built = runShell("\(input.command)\nsave s1.plumb", in: dir)
                guard FileManager.default.fileExists(atPath: dir + "/s1.plumb") else {
                    // Refused as a whole (a text the importer cannot read): nothing to save.
                    #expect(!built.ok, "seed \(seed) \(input.file): no save but no error")
                    continue
                }
                let kept = Self.texts(built.session.state)
                let loaded = runShell("load s1.plumb\nsave s2.plumb", in: dir)
                #expect(loaded.ok && loaded.shell.context.failures == 0, "seed \(seed) \(input.file): \(loaded.err.prefix(400))")
                let s1 = try String(contentsOfFile: dir + "/s1.plumb", encoding: .utf8)
                let s2 = try String(contentsOfFile: dir + "/s2.plumb", encoding: .utf8)
                #expect(s1 == s2, "seed \(seed) \(input.file)")
                #expect(Self.texts(loaded.session.state) == kept, "seed \(seed) \(input.file)")
                let files = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
                #expect(files == [input.file, "s1.plumb", "s2.plumb"].sorted(), "seed \(seed) \(input.file): \(files)")
                checked += 1
            }
        }
        // Most inputs import: the round trip is tested, not skipped.
        #expect(checked >= 80, "only \(checked) of 100 inputs imported")
    }
}
