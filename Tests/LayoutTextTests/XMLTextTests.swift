import LayoutText
import Testing

/// The one XML escaper behind `export svg` and `export ib`.
@Suite struct XMLTextTests {
    @Test func markupBecomesEntities() {
        #expect(XMLText.escaped("<a & \"b\" 'c'>") == "&lt;a &amp; &quot;b&quot; &apos;c&apos;&gt;")
        #expect(XMLText.escaped("'c'", apostrophe: false) == "'c'")
    }

    @Test func whitespaceStaysOrBecomesReferences() {
        #expect(XMLText.escaped("a\tb\nc\rd") == "a\tb\nc\rd")
        #expect(XMLText.escaped("a\tb\nc\rd", whitespaceAsReferences: true) == "a&#9;b&#10;c&#13;d")
    }

    /// XML 1.0 holds no other control character, nor U+FFFE or U+FFFF, in any form.
    @Test func whatXMLCannotHoldIsReplacedOrLeftOut() {
        let text = "a\u{1}b\u{FFFE}c\u{FFFF}d\u{7}"
        #expect(XMLText.escaped(text) == "abcd")
        #expect(XMLText.escaped(text, unwritable: "\u{FFFD}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}")
        #expect(!XMLText.isUnwritable("\t") && !XMLText.isUnwritable("é") && XMLText.isUnwritable("\u{0}"))
    }
}
