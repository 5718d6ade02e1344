import Testing
@testable import CodeImport

/// The inputs the code fuzz test hung on (issue 16): swift-syntax's parser is exponential in
/// nested `[` and quadratic in unclosed `{`, so the Swift reader refuses such text before parsing.
@Suite struct SwiftBracketNestingTests {
    @Test func nestedSquareBracketsAreRefusedWhereTheyPassTheLimit() {
        // 300 `[` in a row: before the guard, parsing never finished (2^depth lookahead).
        let code = SwiftCodeReader.read("view.addSubview(a)\nlet x = a" + String(repeating: "[", count: 300) + "b\n")
        #expect(code.errors.count == 1)
        // Line 2, "let x = a" is 9 columns; the 11th `[` (column 20) is one past the limit of 10.
        #expect(code.errors.first?.line == 2 && code.errors.first?.column == 20)
        #expect(code.errors.first?.message.contains("nested too deep") == true)
        #expect(code.constraints.isEmpty)
    }

    @Test func unclosedBracesAreRefused() {
        // 250 unclosed `{` inside a SnapKit closure (the second fuzz input took 4.5 s to parse).
        let text = "v.snp.makeConstraints { make in\n a" + String(repeating: "{", count: 250) + "ke.\n}\n"
        let code = SwiftCodeReader.read(text)
        #expect(code.errors.count == 1)
        // Brackets so far: the closure's `{` is 1, so the 40th `{` on line 2 is the 41st bracket (column 2 + 40).
        #expect(code.errors.first?.line == 2 && code.errors.first?.column == 42)
    }

    @Test func bracketsInsideAStringInterpolationCount() {
        // The merged fuzz sequence's input 249 (165 s in a debug build): `[`s inside `"\(`, which
        // swift-syntax parses as code but the counter once skipped as part of the string.
        let input = "b.snp.makeConstraints[[\"\\([[[[[[[[[[[[[[[[[[[[=" + String(repeating: "[", count: 84) + " { $0.top.equalTo(a.snp.bottom).offset(8) }"
        let code = SwiftCodeReader.read(input)
        #expect(code.errors.count == 1 && code.errors.first?.message.contains("nested too deep") == true, "\(code.errors)")
        // Columns: `b.snp.makeConstraints` is 21, `[[` 22–23 (depth 2), `"\(` 24–26, so the 9th `[` after it
        // (column 26 + 9 = 35) is at depth 11, one past the limit.
        #expect(code.errors.first?.line == 1 && code.errors.first?.column == 35)
        // An interpolation in a VFL string is still read.
        #expect(SwiftBracketNesting.firstTooDeep("let f = \"H:|-\\(m)-[a]-|\"") == nil)
    }

    @Test func bracketsInStringsAndCommentsAndTheLimitItselfAreRead() {
        #expect(SwiftBracketNesting.firstTooDeep("let f = \"" + String(repeating: "[", count: 50) + "\" // [[[[[[[[[[[[\n/* {{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{ */") == nil)
        #expect(SwiftBracketNesting.firstTooDeep(String(repeating: "[", count: 10)) == nil)
        #expect(SwiftBracketNesting.firstTooDeep(String(repeating: "[a]", count: 100)) == nil)
        #expect(SwiftBracketNesting.firstTooDeep(String(repeating: "[", count: 11)) == CodeLocation(line: 1, column: 11))
        let code = SwiftCodeReader.read("a.widthAnchor.constraint(equalToConstant: 10).isActive = true")
        #expect(code.errors.isEmpty && code.constraints.count == 1)
    }
}
