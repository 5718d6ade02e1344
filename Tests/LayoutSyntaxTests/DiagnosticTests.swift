import Testing
import LayoutSyntax

@Test func rendersCaretUnderTheColumn() throws {
    let source = "H:|-[a"
    let error = try #require(syntaxError { () throws(Diagnostic) in try VisualFormat.parse(source) })
    #expect(error.caretLine(for: source) == "      ^")
    #expect(error.rendered(source: source, file: "lesson.plumb", line: 3) == """
        lesson.plumb:3:7: error: expected ']' after view name 'a', found end of input
        H:|-[a
              ^
        """)
    // One description for every diagnostic: LINE:COL (line 1 for a one-line text).
    #expect(error.description == "1:7: error: expected ']' after view name 'a', found end of input")
}

/// One diagnostic type for parsers, the model, the importer and the shell: each form prints
/// as it did when they were separate types.
@Test func oneDiagnosticForEveryLayer() {
    // A command's error about the whole line (the shell's former Diagnostic without columns).
    let whole = Diagnostic("no view named 'x'")
    #expect(whole.range == nil && whole.status == 1)
    #expect(whole.description == "error: no view named 'x'")
    // A usage error carries exit status 64.
    #expect(Diagnostic("usage: frames [VIEW]", range: SourceRange(start: 8, end: 9), status: 64).status == 64)
    // A console-log note at a line and column (the importer's former Diagnostic).
    let note = Diagnostic(.note, line: 12, column: 5, "no header: read as one message")
    #expect(note.description == "12:5: note: no header: read as one message")
    #expect(note.formatted(file: "app.log") == "app.log:12:5: note: no header: read as one message")
    // Columns are widened to at least one, from column 1, whichever way they are given.
    #expect(Diagnostic("x", column: 0).range == SourceRange(start: 1, end: 2))
    #expect(Diagnostic("x", range: SourceRange(start: 4, end: 4)).range == SourceRange(start: 4, end: 5))
    // Shifting moves the columns only.
    let shifted = Diagnostic("x", column: 3, endColumn: 6).shifted(by: 4)
    #expect(shifted.range == SourceRange(start: 7, end: 10) && shifted.message == "x")
    #expect(Diagnostic("x").shifted(by: 4).range == nil)
}

@Test func caretSpansTheOffendingToken() throws {
    let source = "a.widht == 10"
    let error = try #require(syntaxError { () throws(Diagnostic) in try ConstraintEquation.parse(source) })
    #expect(error.caretLine(for: source) == "  ^~~~~")
    #expect(error.rendered(source: source).hasPrefix("<input>:1:3: error: unknown attribute 'widht'"))
}

@Test func shiftedIntoTheCommandLine() throws {
    let line = "pin H:[a]-[b] align centerX"
    let argument = String(line.dropFirst(4))
    let error = try #require(syntaxError { () throws(Diagnostic) in try PinCommand.parse(argument) })
    let shifted = error.shifted(by: 4)
    #expect(shifted.column == 21)
    #expect(shifted.endColumn == 28)
    #expect(shifted.caretLine(for: line) == "                    ^~~~~~~")
    #expect(r(3, 5).shifted(by: 4) == r(7, 9))
    #expect(SourceRange.unknown.shifted(by: 4) == .unknown)
}

@Test func caretKeepsTabsAndStopsAtTheLineEnd() {
    let error = Diagnostic("boom", column: 4, endColumn: 40)
    #expect(error.caretLine(for: "\tab\tcd") == "\t  ^~~~")
    #expect(error.caretLine(for: "\tab\tcd\nsecond line") == "\t  ^~~~")
    let atEnd = Diagnostic("end", column: 3)
    #expect(atEnd.endColumn == 4)
    #expect(atEnd.caretLine(for: "ab") == "  ^")
}

@Test func errorsCountCharactersNotBytes() throws {
    let source = "[é]-[分(>=)]"
    let error = try #require(syntaxError { () throws(Diagnostic) in try VisualFormat.parse(source) })
    #expect(error.column == 2)
    let equation = "a.width == b.width id \"é分\" @"
    let second = try #require(syntaxError { () throws(Diagnostic) in try ConstraintEquation.parse(equation) })
    #expect(second.column == 29)
    #expect(second.caretLine(for: equation) == String(repeating: " ", count: 28) + "^")
}

@Test func suggestions() {
    #expect(LayoutAttribute.suggestion(for: "widht") == "width")
    #expect(LayoutAttribute.suggestion(for: "HEIGHT") == "height")
    #expect(LayoutAttribute.suggestion(for: "leadingMargn") == "leadingMargin")
    #expect(LayoutAttribute.suggestion(for: "xyz") == nil)
    #expect(LayoutAttribute(spelling: "baseline") == .lastBaseline)
    #expect(LayoutAttribute(spelling: "midY") == .centerY)
    #expect(LayoutAttribute(spelling: "Width") == nil)
}

@Test func numberFormatting() {
    #expect(formatNumber(8) == "8")
    #expect(formatNumber(-20) == "-20")
    #expect(formatNumber(211.0) == "211")
    #expect(formatNumber(0.5) == "0.5")
    #expect(formatNumber(-0.0) == "0")
    #expect(formatNumber(0.00001) == "1e-05")
    #expect(formatNumber(1_000_000_000) == "1000000000")
    #expect(quotedText("a\"b\\c") == "\"a\\\"b\\\\c\"")
}
