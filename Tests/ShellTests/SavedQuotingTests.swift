import Foundation
import LayoutModel
import LayoutSyntax
import PlumbTestSupport
import Shell
import ShellTestSupport
import Testing

/// What `save` writes in quotes can never become a command when the session is loaded (issue
/// 34): every control character is written `\u{HEX}`, the here-document around an imported log
/// ends only where `save` put its end, and loading the saved session gives the same session —
/// saved again, the same bytes.
@Suite struct SavedQuotingTests {
    static func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-quoting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// Every C0 control (NUL, tab, LF and CR among them), DEL and every C1 control, and CR LF
    /// (one `Character`), alone and between letters, with a quote and a backslash beside them.
    static let controls: [String] = (Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F)).map { String(Unicode.Scalar($0)!) } + ["\r\n"]

    @Test(arguments: controls)
    func aControlCharacterRoundTripsThroughSave(_ control: String) throws {
        let dir = try Self.folder()
        let text = "a" + control + "\"b\\" + control
        // The commands write the text with the escape `save` uses (what a user can type too).
        let q = quotedText(text)
        let built = runShell("""
            add view l UILabel text \(q)
            add l.leading == root.leading + 10 id \(q)
            add l.top == root.top + 10
            nametag l \(q)
            nametag c1 \(q)
            save s1.plumb
            """, in: dir)
        #expect(built.ok, "\(built.err)")
        let state = built.session.state
        let label = try #require(state.views.first { $0.name == "l" })
        #expect(label.text == text)
        #expect(label.nametag == text)
        #expect(state.constraints.first { $0.kind == .user }?.identifier == text)
        let saved = try String(contentsOfFile: dir + "/s1.plumb", encoding: .utf8)
        // Nothing but line feeds between the lines: no control character is written raw.
        #expect(!saved.unicodeScalars.contains { $0 != "\n" && isEscapedInQuotes($0) })
        let loaded = runShell("load s1.plumb\nsave s2.plumb", in: dir)
        #expect(loaded.ok, "\(loaded.err)")
        #expect(loaded.shell.context.failures == 0)
        let again = try String(contentsOfFile: dir + "/s2.plumb", encoding: .utf8)
        #expect(again == saved)
        #expect(loaded.session.state.views.first { $0.name == "l" }?.text == text)
    }

    /// The attack of issue 34: an identifier in an Interface Builder document that holds line
    /// breaks and commands. Before the escape, loading the saved session wrote OTHER.plumb and
    /// quit with status 44.
    @Test func anIdentifierFromADocumentStaysAWord() throws {
        let dir = try Self.folder()
        let xib = IBTestDocument.xib(subviews: [
            "<view contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"v1\">",
            "    <rect key=\"frame\" x=\"10\" y=\"10\" width=\"100\" height=\"100\"/>",
            "</view>",
        ], constraints: [
            "<constraint firstItem=\"v1\" firstAttribute=\"leading\" secondItem=\"root1\" secondAttribute=\"leading\" constant=\"10\" identifier=\"x&#10;save OTHER.plumb&#10;quit 44 #\" id=\"c1\"/>",
            "<constraint firstItem=\"v1\" firstAttribute=\"top\" secondItem=\"root1\" secondAttribute=\"top\" constant=\"10\" id=\"c2\"/>",
            "<constraint firstItem=\"v1\" firstAttribute=\"width\" constant=\"100\" id=\"c3\"/>",
            "<constraint firstItem=\"v1\" firstAttribute=\"height\" constant=\"100\" id=\"c4\"/>",
        ])
        try xib.write(toFile: dir + "/attack.xib", atomically: true, encoding: .utf8)
        let imported = runShell("import ib attack.xib\nsave s.plumb", in: dir)
        #expect(imported.ok, "\(imported.err)")
        let loaded = runShell("load s.plumb", in: dir)
        #expect(loaded.ok, "\(loaded.err)")
        #expect(loaded.status == 0)
        #expect(!FileManager.default.fileExists(atPath: dir + "/OTHER.plumb"))
        #expect(loaded.session.state.constraints.contains { $0.identifier == "x\nsave OTHER.plumb\nquit 44 #" })
    }

    /// A log line `LOG` followed by a carriage return reads back as `LOG` (a CR LF line end): the
    /// here-document's end is chosen against it, so the rest of the log stays log.
    @Test func aLogLineWithACarriageReturnDoesNotEndTheEmbeddedLog() throws {
        let dir = try Self.folder()
        let log = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600001 UIView:0x7f01.width == 100   (active)>",
                "<NSLayoutConstraint:0x600002 UIView:0x7f01.width == 200   (active)>"
            )
            LOG\r
            save OTHER.plumb

            """
        try log.write(toFile: dir + "/crlf.log", atomically: true, encoding: .utf8)
        let imported = runShell("import log crlf.log\nsave s.plumb", in: dir)
        #expect(imported.ok, "\(imported.err)")
        let saved = try String(contentsOfFile: dir + "/s.plumb", encoding: .utf8)
        #expect(saved.contains("import log - <<LOG2\n"))
        let loaded = runShell("load s.plumb", in: dir)
        #expect(loaded.ok, "\(loaded.err)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/OTHER.plumb"))
    }
}
