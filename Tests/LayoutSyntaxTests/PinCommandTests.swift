import Testing
import LayoutSyntax

/// (input, canonical text).
let goodPins: [(String, String)] = [
    ("H:[a]-[b]", "H:[a]-[b]"),
    ("H:[a]-[b] align centerY", "H:[a]-[b] align centerY"),
    ("H:[a]-[b] align top,bottom direction left-to-right", "H:[a]-[b] align top,bottom direction left-to-right"),
    ("V:[a]-[b] align leading , trailing spacing baseline-to-baseline", "V:[a]-[b] align leading,trailing spacing baseline-to-baseline"),
    ("V:[a]-[b] align left,right,centerX", "V:[a]-[b] align left,right,centerX"),
    ("H:[a]-[b] spacing edge-to-edge", "H:[a]-[b] spacing edge-to-edge"),
    ("V:[a]-[b] spacing edge-to-edge", "V:[a]-[b] spacing edge-to-edge"),
    ("H:[a]-[b] align baseline", "H:[a]-[b] align lastBaseline"),
    ("H:[a]-[b] align firstBaseline", "H:[a]-[b] align firstBaseline"),
    ("[a]-[b] direction right-to-left align top", "H:[a]-[b] align top direction right-to-left"),
    ("H:[a]-[b] direction leading-to-trailing", "H:[a]-[b] direction leading-to-trailing"),
    ("H:[a]-[b]align top", "H:[a]-[b] align top"),
    ("H:|-[a]-[b]-| align top", "H:|-[a]-[b]-| align top"),
    ("H:[a]-|(LTR) direction left-to-right", "H:[a]-|(LTR) direction left-to-right"),
    ("H:[a]-[b] align minY", "H:[a]-[b] align top"),
    ("V:[a]-[b] align midX", "V:[a]-[b] align centerX"),
]

@Test(arguments: goodPins)
func parsesGoodPin(input: String, canonical: String) throws {
    let pin = try PinCommand.parse(input)
    #expect(pin.canonicalText == canonical)
    #expect(try PinCommand.parse(canonical).isStructurallyEqual(to: pin))
}

@Test func pinOptionRanges() throws {
    //            123456789012345678901234567890123456789
    let text = "H:[a]-[b] align top,bottom direction left-to-right"
    let pin = try PinCommand.parse(text)
    #expect(pin.options.alignment == [VFLOptions.Alignment(.top, range: r(17, 20)), VFLOptions.Alignment(.bottom, range: r(21, 27))])
    #expect(pin.options.direction == .leftToRight)
    #expect(pin.options.directionRange == r(28, 51))
    #expect(pin.format.range == r(1, 10))
    #expect(!pin.options.isEmpty)
    #expect(try PinCommand.parse("[a]").options.isEmpty)
}

/// (input, column, end column, message).
let malformedPins: [(String, Int, Int, String)] = [
    ("H:[a]-[b] align centerX", 17, 24, "cannot align all 'centerX' in an H: format: views in a row can only be aligned on top, bottom, centerY, firstBaseline or lastBaseline"),
    ("H:[a]-[b] align left", 17, 21, "cannot align all 'left' in an H: format: views in a row can only be aligned on top, bottom, centerY, firstBaseline or lastBaseline"),
    ("H:[a]-[b] align top,leading", 21, 28, "cannot align all 'leading' in an H: format: views in a row can only be aligned on top, bottom, centerY, firstBaseline or lastBaseline"),
    ("V:[a]-[b] align top", 17, 20, "cannot align all 'top' in a V: format: views in a column can only be aligned on left, right, leading, trailing or centerX"),
    ("V:[a]-[b] align baseline", 17, 25, "cannot align all 'lastBaseline' in a V: format: views in a column can only be aligned on left, right, leading, trailing or centerX"),
    ("V:[a]-[b] align leading,left", 25, 29, "cannot align on both 'leading' and 'left': use left/right or leading/trailing, not both"),
    ("V:[a]-[b] align right,trailing", 23, 31, "cannot align on both 'right' and 'trailing': use left/right or leading/trailing, not both"),
    ("V:[a]-[b] direction left-to-right", 11, 34, "'direction' applies only to H: formats"),
    ("H:[a]-[b] spacing baseline-to-baseline", 11, 39, "'spacing baseline-to-baseline' applies only to V: formats"),
    ("H:[a]-|(LTR) direction right-to-left", 14, 37, "'direction right-to-left' contradicts the format's '(LTR)'"),
    ("H:[a]-[b] align", 16, 17, "expected an attribute to align after 'align', found end of input"),
    ("H:[a]-[b] align centrY", 17, 23, "cannot align all 'centrY' (did you mean 'centerY'?); alignment options: left, right, top, bottom, leading, trailing, centerX, centerY, firstBaseline, lastBaseline, baseline"),
    ("H:[a]-[b] align width", 17, 22, "cannot align all 'width'; alignment options: left, right, top, bottom, leading, trailing, centerX, centerY, firstBaseline, lastBaseline, baseline"),
    ("H:[a]-[b] align top,", 21, 22, "expected an attribute to align after ',', found end of input"),
    ("H:[a]-[b] align top,top", 21, 24, "'top' is already aligned"),
    ("H:[a]-[b] align top align bottom", 21, 26, "option 'align' given twice: list several attributes as 'align top,bottom'"),
    ("H:[a]-[b] direction", 20, 21, "expected 'leading-to-trailing', 'left-to-right' or 'right-to-left' after 'direction', found end of input"),
    ("H:[a]-[b] direction left-to-rigth", 21, 34, "expected 'leading-to-trailing', 'left-to-right' or 'right-to-left' after 'direction', found 'left-to-rigth' (did you mean 'left-to-right'?)"),
    ("H:[a]-[b] direction up", 21, 23, "expected 'leading-to-trailing', 'left-to-right' or 'right-to-left' after 'direction', found 'up'"),
    ("H:[a]-[b] direction ltr direction rtl", 21, 24, "expected 'leading-to-trailing', 'left-to-right' or 'right-to-left' after 'direction', found 'ltr'"),
    ("V:[a]-[b] spacing", 18, 19, "expected 'edge-to-edge' or 'baseline-to-baseline' after 'spacing', found end of input"),
    ("V:[a]-[b] spacing edge-to-edge spacing edge-to-edge", 32, 39, "option 'spacing' given twice"),
    ("H:[a]-[b] foo", 11, 14, "expected '-', '[', '|', an option ('align', 'direction' or 'spacing') or end of input after ']', found 'foo'"),
    ("H:[a]-[b] )", 11, 12, "expected '-', '[', '|', an option ('align', 'direction' or 'spacing') or end of input after ']', found ')'"),
    ("H:[a]-[b] --align centerY", 12, 13, "expected '[', '|', '(', a number or a metric name after '-', found '-'"),
    ("H:[a]-[b]-| align top extra", 23, 28, "expected an option ('align', 'direction' or 'spacing') or end of input after 'top', found 'extra'"),
    ("H:[a]-| top", 9, 12, "expected an option ('align', 'direction' or 'spacing') or end of input after the trailing '|', found 'top'"),
]

@Test(arguments: malformedPins)
func reportsMalformedPin(input: String, column: Int, endColumn: Int, message: String) throws {
    let error = try #require(syntaxError { () throws(Diagnostic) in try PinCommand.parse(input) })
    #expect(error.message == message)
    #expect(error.column == column)
    #expect(error.endColumn == endColumn)
}

@Test func plainFormatRefusesOptions() throws {
    let error = try #require(syntaxError { () throws(Diagnostic) in try VisualFormat.parse("H:[a]-[b] align top") })
    #expect(error.message == "expected '-', '[', '|' or end of format after ']', found 'align'")
    #expect(error.column == 11)
}
