import Testing
@testable import LayoutSyntax
import PlumbTestSupport

/// The scanner reads ASCII text (no CR LF pair) as bytes and everything else as `Character`s
/// (issue 17: breaking every script line into grapheme clusters was a fifth of loading it).
/// Both paths must read the same text alike: the same tree, or the same diagnostic (message,
/// columns), for the equation, VFL and pin parsers.
struct ScannerPathTests {
    /// The three parsers on one scanner; the outcome as text (canonical form or the error).
    static func outcomes(_ scanner: Scanner) -> [String] {
        func run<T: SyntaxNode>(_ parse: (Scanner) throws(Diagnostic) -> T, _ print: (T) -> String) -> String {
            do { return "ok " + print(try parse(scanner)) } catch { return "error \(error.column)-\(error.endColumn) \(error.message)" }
        }
        return [run(ConstraintEquation.parse, \.canonicalText), run(VisualFormat.parse, \.canonicalText),
                run(PinCommand.parse, \.canonicalText)]
    }

    @Test func bytePathReadsAsciiAsCharactersDo() {
        var generator = TreeGenerator(seed: 0x5CA7)
        let corpus = fuzzCorpus(using: &generator)
        var compared = 0, accepted = 0, rejected = 0, differing: [String] = []
        for _ in 0..<20_000 {
            // Non-ASCII characters swapped for ASCII ones, CR LF pairs split: every input takes
            // the byte path (checked), and its Character reading is the reference.
            var text = ""
            var previous: Unicode.Scalar = " "
            for scalar in fuzzString(corpus: corpus, generator: &generator).unicodeScalars {
                if scalar == "\n" && previous == "\r" { text.unicodeScalars.append(" ") }
                text.unicodeScalars.append(scalar.isASCII ? scalar : "x")
                previous = scalar
            }
            guard Scanner.isOneBytePerColumn(Array(text.utf8)) else {
                Issue.record("\(String(reflecting: text)) does not take the byte path")
                continue
            }
            let bytes = Self.outcomes(Scanner(text)), characters = Self.outcomes(Scanner(keepingCharactersOf: text))
            compared += 3
            for o in bytes { if o.hasPrefix("ok ") { accepted += 1 } else { rejected += 1 } }
            if bytes != characters && differing.count < 5 { differing.append("\(String(reflecting: text)): \(bytes) vs \(characters)") }
        }
        #expect(differing.isEmpty, "\(differing)")
        #expect(compared == 60_000)
        #expect(accepted > 1_500 && rejected > 20_000, "accepted \(accepted), rejected \(rejected)")
    }

    /// Text that is not one byte per column keeps its `Character`s, and columns count them.
    @Test func otherTextKeepsCharacters() {
        #expect(!Scanner.isOneBytePerColumn(Array("a.width == 1\r\n".utf8)))
        #expect(!Scanner.isOneBytePerColumn(Array("é.width == 1".utf8)))
        #expect(Scanner.isOneBytePerColumn(Array("a.width == 1\r \n\t\u{7}".utf8)))
        // A CR LF pair is one column, reported as a newline, on both paths' shared messages.
        let crlf = syntaxError { () throws(Diagnostic) in try ConstraintEquation.parse("a.width ==\r\n") }
        #expect(crlf?.message == "expected a constant or an item (a view name, a 0x… address or Class:0x…) and '.attribute' after '==', found a newline")
        #expect(crlf?.column == 11)
        let lone = syntaxError { () throws(Diagnostic) in try ConstraintEquation.parse("a.width ==\r") }
        #expect(lone?.message == crlf?.message && lone?.column == 11)
        // A number after a combining mark: columns count Characters.
        let accented = syntaxError { () throws(Diagnostic) in try ConstraintEquation.parse("a.width == 1 e\u{301}") }
        #expect(accented?.column == 14)
    }
}
