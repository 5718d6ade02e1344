import Foundation
import InterfaceBuilderImport
import Testing

/// Hostile documents: external entities (XXE), entity expansion bombs, oversized files. Each is
/// refused before the parser could act on it, quickly, with a message naming the line.
@Suite struct SafetyTests {
    func refusal(_ text: String) -> IBReadError? {
        do {
            _ = try IBImporter.importData(Data(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func externalEntityIsRefusedAtItsLine() throws {
        let xxe = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
              <objects><view id="a"><rect key="frame" x="0" y="0" width="10" height="10"/><string>&xxe;</string></view></objects>
            </document>
            """
        let e = try #require(refusal(xxe))
        #expect(e.line == 2)
        #expect(e.message.hasPrefix("a document type declaration (<!DOCTYPE) is refused"))
        #expect(!e.message.contains("root:"), "nothing of /etc/passwd may appear")
    }

    @Test func billionLaughsIsRefusedBeforeExpansion() throws {
        var lines = ["<?xml version=\"1.0\"?>", "<!DOCTYPE lolz [", " <!ENTITY lol \"lol\">"]
        for i in 1...9 {
            let previous = i == 1 ? "lol" : "lol\(i - 1)"
            lines.append(" <!ENTITY lol\(i) \"" + String(repeating: "&\(previous);", count: 10) + "\">")
        }
        lines += ["]>", "<document version=\"3.0\"><objects>&lol9;</objects></document>"]
        let start = Date()
        let e = try #require(refusal(lines.joined(separator: "\n")))
        #expect(Date().timeIntervalSince(start) < 2)
        #expect(e.line == 2)
        #expect(e.message.contains("<!DOCTYPE"))
    }

    @Test func entityDeclarationWithoutDoctypeIsRefused() throws {
        let e = try #require(refusal("<?xml version=\"1.0\"?>\n<document>\n<!ENTITY a \"b\">\n</document>"))
        #expect(e.line == 3)
        #expect(e.message.contains("<!ENTITY"))
    }

    @Test func aTwentyFiveMegabyteFileIsRefusedBeforeReading() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-ib-25mb-\(getpid()).xib").path
        let header = "<?xml version=\"1.0\"?>\n<document version=\"3.0\"><objects>\n"
        var data = Data(header.utf8)
        data.append(Data(repeating: UInt8(ascii: " "), count: 25 * 1024 * 1024))
        data.append(Data("</objects></document>\n".utf8))
        try data.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let start = Date()
        #expect(throws: IBReadError(line: 1, "the file is 25 MB; Interface Builder documents over 20 MB are refused")) {
            try IBImporter.importFile(path)
        }
        #expect(Date().timeIntervalSince(start) < 2)
    }

    @Test func archiveNibsAreRefusedWithTheirFormat() throws {
        let e = try #require(refusal("<?xml version=\"1.0\"?>\n<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\">\n</archive>"))
        #expect(e == IBReadError(line: 2, "archive-format nib from Xcode 4 or earlier; open and re-save it in Xcode 5 or later"))
    }

    /// libxml2's own error, in words (issue 34: on Linux the code was named by Foundation's enum,
    /// numbered one off, and a JSON file "ended prematurely").
    @Test func xmlErrorsAreNamedAsLibxml2NamesThem() throws {
        let json = try #require(refusal("{\"scenes\": []}\n"))
        #expect(json.message == "not a well-formed XML document: document empty: no XML element where the document starts (a start tag expected, \"<\" not found) (XML error 4)")
        let control = try #require(refusal("<?xml version=\"1.0\"?>\n<document version=\"3.0\" note=\"&#27;\"/>\n"))
        #expect(control.message == "not a well-formed XML document: invalid character (XML error 9)")
        let extra = try #require(refusal("<?xml version=\"1.0\"?>\n<document version=\"3.0\"/>\n<document/>\n"))
        #expect(extra.message == "not a well-formed XML document: extra content at the end of the document (XML error 5)")
    }

    @Test func malformedXMLNamesItsLine() throws {
        let e = try #require(refusal("<?xml version=\"1.0\"?>\n<document version=\"3.0\">\n<objects>\n<view id=\"a\">\n</objects>\n</document>"))
        #expect(e.line >= 4 && e.line <= 5)
        #expect(e.message.hasPrefix("not a well-formed XML document"))
    }

    @Test func notADocument() throws {
        let e = try #require(refusal("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"></plist>"))
        #expect(e == IBReadError(line: 2, "not an Interface Builder document: the root element is <plist>, expected <document>"))
    }
}
