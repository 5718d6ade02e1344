import LayoutModel
import LayoutSyntax
import PlumbTestSupport
import Testing
@testable import CodeImport

/// The Objective-C reader on long and deeply nested text (issue 16): every input must finish,
/// with a positioned error where the reader gives up, and what comes before it still read.
/// `ObjCParser` counts nested brackets, blocks, prefix operators, casts, brace-less `if`/`else`
/// bodies and every link of a chain (`a.b.c`, `a + b + c`) against `ObjCParser.maximumDepth`
/// (200); the tree it builds is never deeper, so evaluating, describing and releasing it cannot
/// exhaust the stack. The expected columns are counted by hand from the text each test builds.
@Suite struct ObjCReaderBoundsTests {
    /// A line that imports one constraint, so each test shows the rest of the code is still read.
    static let good = "[a.widthAnchor constraintEqualToConstant:10].active = YES;\n"

    static func read(_ text: String) -> ConstraintCode { ObjCCodeReader.read(text) }

    static func deepError(_ code: ConstraintCode) -> Diagnostic? {
        code.errors.first { $0.message.contains("nested too deeply (more than 200 levels)") }
    }

    @Test func tenThousandOpeningBracketsInARow() {
        let code = Self.read(Self.good + String(repeating: "[", count: 10_000))
        #expect(code.constraints.count == 1)
        // Line 2: the statement's expression is level 1 and the `[` at column k opens level k + 1, so the
        // `[` at column 199 reaches 200; the error is at the token after it, column 200.
        let e = Self.deepError(code)
        #expect(e?.line == 2 && e?.column == 200, "\(code.errors)")
        #expect(code.errors.count == 1)
    }

    @Test func tenThousandOfEachOpenerAndPrefix() {
        for opener in ["(", "@[", "@(", "- ", "!", "(UIView *)", "if (x) ", "else ", "@{a:"] {
            let code = Self.read(Self.good + String(repeating: opener, count: 10_000) + "\n" + Self.good)
            #expect(Self.deepError(code)?.line == 2, "\(opener): \(code.errors.prefix(3))")
            #expect(code.constraints.count >= 1, "\(opener)")
        }
        // Unclosed blocks: the innermost error is inside blocks that never close, so what is
        // reported is the outermost block's missing `}` at the end of the text (line 3, after
        // the 58 characters of the last line); the line before them is read.
        for opener in ["{", "^{", "[v mas_makeConstraints:^(MASConstraintMaker *make) {"] {
            let code = Self.read(Self.good + String(repeating: opener, count: 10_000) + "\n" + Self.good)
            #expect(code.errors.map { "\($0.line):\($0.column) \($0.message)" } == ["3:59 cannot read this Objective-C: expected '}', found the end of the code"], "\(opener)")
            #expect(code.constraints.count == 1, "\(opener)")
        }
    }

    @Test func longChainsAreBoundedLikeNesting() {
        // A left-deep tree as long as the chain: `a.b.b.b…`, `f(1)(1)(1)…`, `a + a + a…`, Masonry's `make.left.left…`.
        for (head, link, tail) in [("a", ".b", ""), ("f", "(1)", ""), ("a", " + a", ""), ("a", " | a", ""),
                                   ("[v mas_makeConstraints:^(MASConstraintMaker *make) { make", ".left", ".equalTo(w); }]")] {
            let code = Self.read(Self.good + head + String(repeating: link, count: 10_000) + tail + ";\n" + Self.good)
            #expect(Self.deepError(code)?.line == 2, "\(link): \(code.errors.prefix(3))")
            #expect(code.constraints.count == 2, "\(link): \(code.constraints.count)")
        }
        // 150 links are read: the bound is far above real chains.
        let chain = Self.read("CGFloat x = 1" + String(repeating: " + 1", count: 150) + ";\n[a.widthAnchor constraintEqualToConstant:x].active = YES;\n")
        #expect(chain.errors.isEmpty && chain.constraints.first?.constant == 151)
    }

    @Test func tenThousandUnterminatedStrings() {
        // On one line: the first `@"` runs to the end of the line, one string token.
        let oneLine = Self.read(Self.good + String(repeating: "@\"", count: 10_000) + "\n;" + Self.good)
        #expect(oneLine.constraints.count == 2)
        // One per line: 10,000 adjacent string literals concatenate into one expression.
        let lines = Self.read(Self.good + String(repeating: "@\"a\n", count: 10_000) + ";" + Self.good)
        #expect(lines.constraints.count == 2)
        #expect(lines.errors.isEmpty)
    }

    /// Eight megabytes in all: seconds in a debug build, so `.slow`.
    @Test(.tags(.slow)) func oneMegabyteLines() {
        // 1 MB of a statement that never ends, of words, of a comment, of a string: each a line.
        let megabyte = 1 << 20
        for unit in ["a b ", "x = ", "// c", "@\"s ", "T<a; ", "[a b:", "a.b(", "@[a, "] {
            let line = String(repeating: unit, count: megabyte / unit.utf8.count)
            let code = Self.read(Self.good + line + "\n" + Self.good)
            #expect(code.constraints.count >= 1, "\(unit)")
            #expect(code.errors.allSatisfy { $0.line >= 1 && $0.line <= 3 }, "\(unit)")
        }
    }

    @Test func undeclaredGenericsDoNotMakeEveryStatementScanAhead() {
        // `T<x;` 10,000 times: each statement once looked for a closing `>` to the end of the text (quadratic).
        let code = Self.read(String(repeating: "T<x;\n", count: 10_000) + Self.good)
        #expect(code.constraints.count == 1)
        // A real generic declaration is still one.
        let typed = Self.read("NSArray<NSLayoutConstraint *> *cs = @[[a.widthAnchor constraintEqualToConstant:10]];\n[NSLayoutConstraint activateConstraints:cs];\n")
        #expect(typed.errors.isEmpty && typed.constraints.count == 1)
    }
}
