import Testing
import LayoutSyntax

/// (input, column, end column, message): malformed formats and exactly what the parser says.
let malformedFormats: [(String, Int, Int, String)] = [
    // The brief's examples.
    ("H:|-[a", 7, 8, "expected ']' after view name 'a', found end of input"),
    ("H:[a]-", 7, 8, "expected '[', '|', '(', a number or a metric name after '-', found end of input"),
    ("Q:[a]", 1, 2, "unknown orientation 'Q'; expected 'H' or 'V'"),
    ("[a(>=)]", 6, 7, "expected a constant, metric or view name after '>=', found ')'"),
    ("[a]-(@750)-[b]", 6, 7, "expected a constant or metric name after '(', found '@'"),
    ("[]", 2, 3, "expected a view name after '[', found ']'"),
    ("[1a]", 2, 4, "expected a view name after '[', found '1a' (view names are C identifiers: a letter or '_', then letters, digits or '_')"),
    ("H:|-|", 5, 6, "expected '[' to start a view after '|-', found '|'"),
    ("[a(==b", 7, 8, "expected ',' or ')' after predicate '==b', found end of input"),
    // Start of the format and orientation.
    ("", 1, 2, "expected 'H:', 'V:', '|' or '[' at the start of the format, found end of input"),
    ("   ", 4, 5, "expected 'H:', 'V:', '|' or '[' at the start of the format, found end of input"),
    ("H", 2, 3, "expected ':' after orientation 'H', found end of input"),
    ("H[a]", 2, 3, "expected ':' after orientation 'H', found '['"),
    ("h:[a]", 1, 2, "unknown orientation 'h'; expected 'H' or 'V'"),
    ("Horizontal:[a]", 1, 11, "unknown orientation 'Horizontal'; expected 'H' or 'V'"),
    ("H:", 3, 4, "expected '|' or '[' after 'H:', found end of input"),
    ("H:a", 3, 4, "expected '|' or '[' after 'H:', found 'a'"),
    ("V:-[a]", 3, 4, "expected '|' or '[' after 'V:', found '-'"),
    ("abc", 1, 4, "expected 'H:', 'V:', '|' or '[' at the start of the format, found 'abc'"),
    ("-(-8)-", 1, 2, "expected 'H:', 'V:', '|' or '[' at the start of the format, found '-'"),
    ("H:H:[a]", 3, 4, "expected '|' or '[' after 'H:', found 'H'"),
    // Superview edges.
    ("|", 2, 3, "expected '-' or '[' after '|', found end of input"),
    ("||", 2, 3, "expected '-' or '[' after '|', found '|'"),
    ("|-8-|", 5, 6, "expected '[' to start a view after '|-8-', found '|'"),
    ("|[a]||", 6, 7, "expected end of format after the trailing '|', found '|'"),
    ("[a]-|[b]", 6, 7, "expected end of format after the trailing '|', found '['"),
    ("|-(8)|", 6, 7, "expected '-' after '-(8)', found '|'"),
    // Views.
    ("[a]]", 4, 5, "expected '-', '[', '|' or end of format after ']', found ']'"),
    ("[a b]", 4, 5, "expected ']' after view name 'a', found 'b'"),
    ("[a.b]", 3, 4, "expected ']' after view name 'a', found '.'"),
    ("[a-b]", 3, 4, "expected ']' after view name 'a', found '-'"),
    ("[a](>=5)", 4, 5, "expected '-', '[', '|' or end of format after ']', found '('"),
    ("[a(5)", 6, 7, "expected ']' after the predicates of view name 'a', found end of input"),
    ("[a(5)x]", 6, 7, "expected ']' after the predicates of view name 'a', found 'x'"),
    ("[é]", 2, 3, "expected a view name after '[', found 'é'"),
    ("[0x]", 2, 4, "expected a view name after '[', found '0x' (view names are C identifiers: a letter or '_', then letters, digits or '_')"),
    ("[0x12345678901234567]", 2, 21, "address '0x12345678901234567' is too long: at most 16 hex digits"),
    ("[0x12g]", 6, 7, "expected hex digits in address '0x12', found 'g'"),
    ("[UILabel:]", 10, 11, "expected an address or a key after 'UILabel:', found ']'"),
    ("[UILabel:0x1'unterminated]", 13, 27, "unterminated label: expected \"'\" to close the label that starts here"),
    ("[UILabel:0x1 'x']", 14, 15, "expected ']' after view 'UILabel:0x1', found \"'\""),
    ("[a]\n", 4, 5, "expected '-', '[', '|' or end of format after ']', found a newline"),
    ("[a\u{7}]", 3, 4, "expected ']' after view name 'a', found U+0007"),
    // Connections.
    ("[a]--8-[b]", 5, 6, "expected '[', '|', '(', a number or a metric name after '-', found '-' (a negative spacing needs parentheses: -(-8)-)"),
    ("[a]--[b]", 5, 6, "expected '[', '|', '(', a number or a metric name after '-', found '-'"),
    ("[a]-8[b]", 6, 7, "expected '-' after '-8', found '['"),
    ("[a]-8-", 7, 8, "expected '[' or '|' after '-8-', found end of input"),
    ("[a]-8-[b]-", 11, 12, "expected '[', '|', '(', a number or a metric name after '-', found end of input"),
    ("[a]-(8-[b]", 7, 8, "expected ',' or ')' after predicate '8', found '-'"),
    ("[a]-(8)[b]", 8, 9, "expected '-' after '-(8)', found '['"),
    ("[a]-()-[b]", 6, 7, "expected a constant or metric name after '(', found ')'"),
    ("[a]-pad pad-[b]", 9, 12, "expected '-' after '-pad', found 'pad'"),
    ("[a]-+8-[b]", 5, 6, "expected '[', '|', '(', a number or a metric name after '-', found '+'"),
    ("[a]-@750-[b]", 5, 6, "expected '[', '|', '(', a number or a metric name after '-', found '@'"),
    ("[a]-(8,)-[b]", 8, 9, "expected a constant or metric name after ',', found ')'"),
    ("[a]-8-8-[b]", 7, 8, "expected '[' or '|' after '-8-', found '8'"),
    // Predicates.
    ("[a()]", 4, 5, "expected a constant, metric or view name after '(', found ')'"),
    ("[a(", 4, 5, "expected a constant, metric or view name after '(', found end of input"),
    ("[a(>=5,)]", 8, 9, "expected a constant, metric or view name after ',', found ')'"),
    ("[a(=5)]", 4, 5, "expected a relation ('==', '<=' or '>='), found '='"),
    ("[a(=>5)]", 4, 6, "expected a relation ('==', '<=' or '>='), found '=>'"),
    ("[a(!=5)]", 4, 6, "expected a relation ('==', '<=' or '>='), found '!='"),
    ("[a(===5)]", 4, 7, "expected a relation ('==', '<=' or '>='), found '==='"),
    ("[a(>5)]", 4, 5, "expected a relation ('==', '<=' or '>='), found '>'"),
    ("[a(>=5 <=9)]", 8, 10, "expected ',' or ')' after predicate '>=5', found '<='"),
    ("[a(-)]", 5, 6, "expected a number after '-', found ')'"),
    ("[a(- 5)]", 5, 6, "expected a number after '-', found ' '"),
    ("[a(5px)]", 5, 7, "expected ',' or ')' after predicate '5', found 'px'"),
    ("[a(5e)]", 6, 7, "expected digits in the exponent of number '5e', found ')'"),
    ("[a(1e400)]", 4, 9, "number '1e400' is too large"),
    ("[a(1e10)]", 4, 8, "number '1e10' is out of range: magnitudes above 1e9 are refused"),
    ("[a(0x)]", 6, 7, "expected hex digits after '0x', found ')'"),
    ("[a(NSSpace(x))]", 12, 13, "expected a number after 'NSSpace(', found 'x'"),
    ("[a(NSSpace(8)]", 14, 15, "expected ',' or ')' after predicate 'NSSpace(8)', found ']'"),
    ("[a(NSSpace(8 9))]", 14, 15, "expected ')' after 'NSSpace(8', found '9'"),
    // Priorities.
    ("[a(>=5@)]", 8, 9, "expected a priority (a number greater than 0 and at most 1000 or a metric name) after '@', found ')'"),
    ("[a(>=5@0)]", 8, 9, "priority must be greater than 0 and at most 1000, found '0'"),
    ("[a(>=5@1001)]", 8, 12, "priority must be greater than 0 and at most 1000, found '1001'"),
    ("[a(>=5@999.9999)]", 8, 16, "priority must have at most three decimals (plumb keeps thousandths, as UIKit prints them), found '999.9999'"),
    ("[a(>=5@1000.5)]", 8, 14, "priority must be greater than 0 and at most 1000, found '1000.5'"),
    ("[a(>=5@0.0001)]", 8, 14, "priority must have at most three decimals (plumb keeps thousandths, as UIKit prints them), found '0.0001'"),
    ("[a(>=5@-1)]", 8, 10, "priority must be greater than 0 and at most 1000, found '-1'"),
    ("[a(>=5@750@500)]", 11, 12, "expected ',' or ')' after predicate '>=5@750', found '@'"),
    ("[a]-(8@)-[b]", 8, 9, "expected a priority (a number greater than 0 and at most 1000 or a metric name) after '@', found ')'"),
    // (LTR)
    ("V:[a](LTR)", 6, 11, "'(LTR)' applies only to H: formats"),
    ("[a](LTR)x", 9, 10, "expected end of format after '(LTR)', found 'x'"),
    ("[a](LTR)(LTR)", 9, 10, "expected end of format after '(LTR)', found '('"),
    ("[a](RTL)", 4, 5, "expected '-', '[', '|' or end of format after ']', found '('"),
]

@Test(arguments: malformedFormats)
func reportsMalformedFormat(input: String, column: Int, endColumn: Int, message: String) throws {
    let error = try #require(syntaxError { () throws(Diagnostic) in try VisualFormat.parse(input) })
    #expect(error.message == message)
    #expect(error.column == column)
    #expect(error.endColumn == endColumn)
    #expect(error.column >= 1 && error.column <= input.count + 1)
}

@Test func enoughMalformedFormats() {
    #expect(malformedFormats.count >= 50)
}
