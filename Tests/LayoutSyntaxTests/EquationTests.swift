import Testing
import LayoutSyntax

/// (input, canonical text): the shell's forms, the book's, Apple's log forms.
let goodEquations: [(String, String)] = [
    // SPEC §2.0 / §2.
    ("img.width == 100 @250", "img.width == 100 @250"),
    ("img.centerX == root.centerX", "img.centerX == root.centerX"),
    ("label.width >= 400 @999 id \"Label Width\"", "label.width >= 400 @999 id \"Label Width\""),
    ("a.width == 0.5 * b.width + 20", "a.width == b.width * 0.5 + 20"),
    ("a.width == b.width * 0.5 + 20", "a.width == b.width * 0.5 + 20"),
    ("a.leading == b.trailing * 1 + 8 @750 id \"Space\"", "a.leading == b.trailing + 8 @750 id \"Space\""),
    // The book and Apple.
    ("<V0:0x7133370>.left == <RootView:0x71331c0>.left + 211.0", "<V0:0x7133370>.left == <RootView:0x71331c0>.left + 211"),
    ("<UIImageView:0x8c33c20>.width == 100.0", "<UIImageView:0x8c33c20>.width == 100"),
    ("UILabel:0x7a8724b0.leading == UIView:0x7a870b40.leadingMargin + 8", "UILabel:0x7a8724b0.leading == UIView:0x7a870b40.leadingMargin + 8"),
    ("UILabel:0x7a8724b0'Name'.width == 400", "UILabel:0x7a8724b0'Name'.width == 400"),
    ("UIView:0x7fa4f344aeb0.width == - 16", "UIView:0x7fa4f344aeb0.width == -16"),
    ("UIView:0x7ff728732070.midY == + 70", "UIView:0x7ff728732070.centerY == 70"),
    ("UIView:0x7fbfe1fb48c0.midX == + 187.5", "UIView:0x7fbfe1fb48c0.centerX == 187.5"),
    ("_NSTextContentView:0x11bc1eb90.minX == 0", "_NSTextContentView:0x11bc1eb90.left == 0"),
    ("UIView:0x7fcdaff03fc0.height == 0.2*ConstraintsMonitor_Example.MyView:0x7fcdaff03e10.height",
     "UIView:0x7fcdaff03fc0.height == ConstraintsMonitor_Example.MyView:0x7fcdaff03e10.height * 0.2"),
    ("UIImageView:0x4db3270.width == UIImageView:0x4db3270.height * 0.384615", "UIImageView:0x4db3270.width == UIImageView:0x4db3270.height * 0.384615"),
    ("UIStackView:0x7fbcc643ac60.trailing == Trust.BrowserNavigationBar:0x7fbcc64374b0.trailing - 10",
     "UIStackView:0x7fbcc643ac60.trailing == Trust.BrowserNavigationBar:0x7fbcc64374b0.trailing - 10"),
    ("UIView:0x7ff0fc40b290.bottom <= UILayoutGuide:0x6080001a2220'UIViewSafeAreaLayoutGuide'.bottom NSLayoutAnchorConstraintSpace(8)",
     "UIView:0x7ff0fc40b290.bottom <= UILayoutGuide:0x6080001a2220'UIViewSafeAreaLayoutGuide'.bottom NSLayoutAnchorConstraintSpace(8)"),
    ("UILayoutGuide:0x2826f9880'UIViewLayoutMarginsGuide'.bottom == UIButton:0x10f755100'Cancel'.bottom NSSpace(0)",
     "UILayoutGuide:0x2826f9880'UIViewLayoutMarginsGuide'.bottom == UIButton:0x10f755100'Cancel'.bottom NSSpace(0)"),
    ("AddressToolbar.lockIcon.width == 40", "AddressToolbar.lockIcon.width == 40"),
    ("MASExampleDebuggingView:superview.bottom == UILabel:blueView.bottom + 1", "MASExampleDebuggingView:superview.bottom == UILabel:blueView.bottom + 1"),
    ("UILabel:self.statusLabel.top == a.top", "UILabel:self.statusLabel.top == a.top"),
    ("UILabel:0x105432840'Notebook + 14'.height == 45", "UILabel:0x105432840'Notebook + 14'.height == 45"),
    ("UILabel:0x1'Don't'.width == 1", "UILabel:0x1'Don't'.width == 1"),
    ("SnapKit.View:0x1.leading == UIView:0x2.leading + 16.0", "SnapKit.View:0x1.leading == UIView:0x2.leading + 16"),
    // Items and attributes.
    ("0x7a8724b0.width == 0x7a870b40.width", "0x7a8724b0.width == 0x7a870b40.width"),
    ("0X7A.width == 1", "0x7a.width == 1"),
    ("a.baseline == b.baseline", "a.lastBaseline == b.lastBaseline"),
    ("a.maxX <= b.maxY", "a.right <= b.bottom"),
    ("a.firstBaseline == b.centerYWithinMargins", "a.firstBaseline == b.centerYWithinMargins"),
    ("a.topMargin >= b.bottomMargin", "a.topMargin >= b.bottomMargin"),
    ("a.leftMargin == b.rightMargin", "a.leftMargin == b.rightMargin"),
    ("a.trailingMargin == b.centerXWithinMargins", "a.trailingMargin == b.centerXWithinMargins"),
    ("id.width == 5", "id.width == 5"),
    // Numbers.
    ("a.width == 1.5e2", "a.width == 150"),
    ("a.width == -1e-3", "a.width == -0.001"),
    ("a.width == .5", "a.width == 0.5"),
    ("a.width == 5.", "a.width == 5"),
    ("a.width == 0", "a.width == 0"),
    ("a.width == -0", "a.width == 0"),
    ("a.width == +1E+2", "a.width == 100"),
    ("a.width == 41.6667", "a.width == 41.6667"),
    ("a.width == 1000000000", "a.width == 1000000000"),
    ("a.width == b.width * -1", "a.width == b.width * -1"),
    ("a.width == -0.5 * b.width - 3", "a.width == b.width * -0.5 - 3"),
    ("a.width == - 0.5 * b.width", "a.width == b.width * -0.5"),
    ("a.width == 2 × b.width", "a.width == b.width * 2"),
    ("a.width == b.width * 1 + 0", "a.width == b.width"),
    ("a.width == b.width - 0", "a.width == b.width"),
    // Priority and identifier.
    ("a.width == b.width @ 750", "a.width == b.width @750"),
    ("a.width == b.width @1000", "a.width == b.width @1000"),
    ("a.width == b.width @1", "a.width == b.width @1"),
    ("a.width == 10 @750.0", "a.width == 10 @750"),
    ("a.width == b.width id \"x\" @750", "a.width == b.width @750 id \"x\""),
    ("a.width == b.width id \"x\\\"y\\\\z\"", "a.width == b.width id \"x\\\"y\\\\z\""),
    ("a.width == b.width id \"Position Constraint\"", "a.width == b.width id \"Position Constraint\""),
    ("a.width == b.width id \"with 'quotes' and @ and == \"", "a.width == b.width id \"with 'quotes' and @ and == \""),
    ("a.width == b.width id\"tight\"", "a.width == b.width id \"tight\""),
    // Whitespace.
    ("  a.width==b.width*2+8@750id \"x\"  ", "a.width == b.width * 2 + 8 @750 id \"x\""),
    ("a.width\t>=\t10", "a.width >= 10"),
    ("a.width <=b.width", "a.width <= b.width"),
]

@Test(arguments: goodEquations)
func parsesGoodEquation(input: String, canonical: String) throws {
    let equation = try ConstraintEquation.parse(input)
    #expect(equation.canonicalText == canonical)
    #expect(equation.description == canonical)
    let reparsed = try ConstraintEquation.parse(canonical)
    #expect(reparsed.canonicalText == canonical)
    #expect(reparsed.isStructurallyEqual(to: equation))
}

@Test func fullEquationTreeWithColumns() throws {
    //            1234567890123456789012345678901234567890123456
    let text = "a.width == 0.5 * b.width + 20 @750 id \"Half\""
    let equation = try ConstraintEquation.parse(text)
    let expected = ConstraintEquation(
        first: AttributeReference(item: .name("a"), itemRange: r(1, 2), attribute: .width, attributeRange: r(3, 8)),
        relation: .equal, relationRange: r(9, 11),
        second: AttributeReference(item: .name("b"), itemRange: r(18, 19), attribute: .width, attributeRange: r(20, 25)),
        multiplier: 0.5, multiplierRange: r(12, 15),
        constant: 20, constantRange: r(26, 30),
        priority: 750, priorityRange: r(31, 35),
        identifier: "Half", identifierRange: r(36, 45),
        range: r(1, 45))
    #expect(equation == expected)
    #expect(equation.first.range == r(1, 8))
}

@Test func unaryEquationTree() throws {
    //            12345678901234567890
    let text = "img.height <= - 16.5"
    let equation = try ConstraintEquation.parse(text)
    #expect(equation.first == AttributeReference(item: .name("img"), itemRange: r(1, 4), attribute: .height, attributeRange: r(5, 11)))
    #expect(equation.relation == .lessThanOrEqual)
    #expect(equation.second == nil)
    #expect(equation.multiplier == 1)
    #expect(equation.constant == -16.5)
    #expect(equation.constantRange == r(15, 21))
    #expect(equation.priority == nil)
    #expect(equation.identifier == nil)
    #expect(equation.range == r(1, 21))
}

@Test func objectItems() throws {
    let book = try ConstraintEquation.parse("<V0:0x7133370>.left == <RootView:0x71331c0>.left + 211.0")
    #expect(book.first.item == .object(ObjectDescription(className: "V0", handle: .address(0x713_3370), isBracketed: true)))
    #expect(book.first.itemRange == r(1, 15))
    #expect(book.first.attributeRange == r(16, 20))
    #expect(book.second?.item == .object(ObjectDescription(className: "RootView", handle: .address(0x713_31c0), isBracketed: true)))
    #expect(book.constant == 211)

    let apple = try ConstraintEquation.parse("UILabel:0x7a8724b0'Name'.width >= UIView:0x7a870b40.leadingMargin")
    #expect(apple.first.item == .object(ObjectDescription(className: "UILabel", handle: .address(0x7a87_24b0), label: "Name")))
    #expect(apple.first.itemRange == r(1, 25))
    #expect(apple.first.attribute == .width)

    let masonry = try ConstraintEquation.parse("UILabel:self.statusLabel.top == a.b.c.top")
    #expect(masonry.first.item == .object(ObjectDescription(className: "UILabel", handle: .key("self.statusLabel"))))
    #expect(masonry.first.itemRange == r(1, 25))
    #expect(masonry.second?.item == .name("a.b.c"))

    let address = try ConstraintEquation.parse("0x7a8724b0.width == 0x7A870B40.height")
    #expect(address.first.item == .address(0x7a87_24b0))
    #expect(address.second?.item == .address(0x7a87_0b40))
}

@Test func systemSpacingToken() throws {
    let equation = try ConstraintEquation.parse("a.bottom <= b.bottom NSLayoutAnchorConstraintSpace(8)")
    #expect(equation.systemSpacing == .init(8, spelling: .anchorConstraintSpace))
    #expect(equation.systemSpacingRange == r(22, 54))
    #expect(equation.constant == 0)
}

@Test func everyAttributeSpellingParses() throws {
    for spelling in LayoutAttribute.allSpellings {
        let equation = try ConstraintEquation.parse("a.\(spelling) == b.\(spelling)")
        #expect(equation.first.attribute == LayoutAttribute(spelling: spelling))
    }
    #expect(LayoutAttribute.allSpellings.count == LayoutAttribute.allCases.count + 7)
}

// MARK: - Malformed equations

let attributeList = "left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, lastBaseline, baseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins, minX, minY, maxX, maxY, midX, midY"
let itemExpectation = "an item (a view name, a 0x… address or Class:0x…) and '.attribute'"

/// (input, column, end column, message).
let malformedEquations: [(String, Int, Int, String)] = [
    // The brief's examples.
    ("a.widht == 10", 3, 8, "unknown attribute 'widht' (did you mean 'width'?); valid attributes: \(attributeList)"),
    ("a.width == ", 12, 13, "expected a constant or \(itemExpectation) after '==', found end of input"),
    ("a.width = 10", 9, 10, "expected a relation ('==', '<=' or '>=') after 'a.width', found '='"),
    ("a.width == 10 @", 16, 17, "expected a priority (a number greater than 0 and at most 1000) after '@', found end of input"),
    ("a.width == 10 @abc", 16, 19, "expected a priority (a number greater than 0 and at most 1000) after '@', found 'abc'"),
    ("a.width == 10 id \"unterminated", 18, 31, "unterminated identifier: expected '\"' to close the string that starts here"),
    // Items and attributes.
    ("", 1, 2, "expected \(itemExpectation) at the start of the equation, found end of input"),
    ("10 == a.width", 1, 3, "expected \(itemExpectation) at the start of the equation, found '10'"),
    ("== a.width", 1, 3, "expected \(itemExpectation) at the start of the equation, found '=='"),
    ("a == 10", 2, 3, "expected '.' and an attribute after 'a', found ' '"),
    ("a. == 10", 3, 4, "expected an attribute after 'a.', found ' '"),
    ("a.foo == 10", 3, 6, "unknown attribute 'foo'; valid attributes: \(attributeList)"),
    ("a.Width == 10", 3, 8, "unknown attribute 'Width' (did you mean 'width'?); valid attributes: \(attributeList)"),
    ("a.centrX == 10", 3, 9, "unknown attribute 'centrX' (did you mean 'centerX'?); valid attributes: \(attributeList)"),
    ("a.width == b.hieght", 14, 20, "unknown attribute 'hieght' (did you mean 'height'?); valid attributes: \(attributeList)"),
    ("a.width == b", 13, 14, "expected '.' and an attribute after 'b', found end of input"),
    ("a.width == <V0:0x1.left", 19, 20, "expected '>' after '<V0:0x1', found '.'"),
    ("a.width == <V0 0x1>.left", 15, 16, "expected ':' after '<V0', found ' '"),
    ("a.width == <:0x1>.left", 13, 14, "expected a class or name after '<', found ':'"),
    ("a.width == <V0:0x1>", 20, 21, "expected '.' and an attribute after '<V0:0x1>', found end of input"),
    ("a.width == UILabel:.left", 20, 21, "expected an address or a key after 'UILabel:', found '.'"),
    ("a.width == UILabel:0x1'abc", 23, 27, "unterminated label: expected \"'\" to close the label that starts here"),
    ("a.width == UILabel:0x1 .left", 23, 24, "expected '.' and an attribute after 'UILabel:0x1', found ' '"),
    ("a.width == UILabel:key", 23, 24, "expected '.' and an attribute after 'UILabel:key', found end of input"),
    ("0x.width == 1", 1, 3, "expected \(itemExpectation) at the start of the equation, found '0x'"),
    ("0x12345678901234567.width == 1", 1, 20, "address '0x12345678901234567' is too long: at most 16 hex digits"),
    ("a.width == 0x", 14, 15, "expected hex digits after '0x', found end of input"),
    // Relations.
    ("a.width", 8, 9, "expected a relation ('==', '<=' or '>=') after 'a.width', found end of input"),
    ("a.width =< 10", 9, 11, "expected a relation ('==', '<=' or '>=') after 'a.width', found '=<'"),
    ("a.width === 10", 9, 12, "expected a relation ('==', '<=' or '>=') after 'a.width', found '==='"),
    ("a.width != 10", 9, 11, "expected a relation ('==', '<=' or '>=') after 'a.width', found '!='"),
    ("a.width 10", 9, 11, "expected a relation ('==', '<=' or '>=') after 'a.width', found '10'"),
    ("a.width ≥ 10", 9, 10, "expected a relation ('==', '<=' or '>=') after 'a.width', found '≥'"),
    // Right-hand side.
    ("a.width == b.width +", 21, 22, "expected a number after '+', found end of input"),
    ("a.width == b.width + x", 22, 23, "expected a number after '+', found 'x'"),
    ("a.width == b.width * ", 22, 23, "expected a multiplier (a number) after '*', found end of input"),
    ("a.width == b.width * c.width", 22, 23, "expected a multiplier (a number) after '*', found 'c'"),
    ("a.width == 2 * ", 16, 17, "expected \(itemExpectation) after '*', found end of input"),
    ("a.width == 2 * 3", 16, 17, "expected \(itemExpectation) after '*', found '3'"),
    ("a.width == 2 * b.width * 3", 24, 25, "multiplier given twice: '2' is already the multiplier of 'b.width'"),
    ("a.width == b.width + 8 * 2", 24, 25, "a multiplier must come before the constant: write 'item.attr * m + c' or 'm * item.attr + c'"),
    ("a.width == 10 + 5", 15, 16, "expected '@', 'id' or end of input after '10', found '+'"),
    ("a.width == --5", 13, 14, "expected a number after '-', found '-'"),
    ("a.width == -b.width", 13, 14, "expected a number after '-', found 'b'"),
    ("a.width == b.width + -8", 22, 23, "expected a number after '+', found '-'"),
    ("a.width == 1e999", 12, 17, "number '1e999' is too large"),
    ("a.width == 2e9", 12, 15, "number '2e9' is out of range: magnitudes above 1e9 are refused"),
    ("a.width == 1e", 14, 15, "expected digits in the exponent of number '1e', found end of input"),
    ("a.width == b.width foo", 20, 23, "expected '*', '+', '-', '@', 'id' or end of input after 'b.width', found 'foo'"),
    ("a.width == b.width * 2 foo", 24, 27, "expected '+', '-', '@', 'id' or end of input after 'b.width * 2', found 'foo'"),
    ("a.width == b.width + 2 foo", 24, 27, "expected '@', 'id' or end of input after 'b.width + 2', found 'foo'"),
    ("a.width == b.width NSSpace(x)", 28, 29, "expected a number after 'NSSpace(', found 'x'"),
    ("a.width == b.width NSSpace(8", 29, 30, "expected ')' after 'NSSpace(8', found end of input"),
    // Priority and identifier.
    ("a.width == 10 @0", 16, 17, "priority must be greater than 0 and at most 1000, found '0'"),
    ("a.width == 10 @1001", 16, 20, "priority must be greater than 0 and at most 1000, found '1001'"),
    ("a.width == 10 @999.9999", 16, 24, "priority must have at most three decimals (plumb keeps thousandths, as UIKit prints them), found '999.9999'"),
    ("a.width == 10 @1000.5", 16, 22, "priority must be greater than 0 and at most 1000, found '1000.5'"),
    ("a.width == 10 @0.0", 16, 19, "priority must be greater than 0 and at most 1000, found '0.0'"),
    ("a.width == 10 @-5", 16, 18, "priority must be greater than 0 and at most 1000, found '-5'"),
    ("a.width == 10 @750 @500", 20, 21, "priority given twice (first at column 15)"),
    ("a.width == 10 @750 500", 20, 23, "expected 'id' or end of input after '@750', found '500'"),
    ("a.width == 10 id \"a\" id \"b\"", 22, 24, "identifier given twice (first at column 15)"),
    ("a.width == 10 id x", 18, 19, "expected a quoted identifier (\"…\") after 'id', found 'x'"),
    ("a.width == 10 id", 17, 18, "expected a quoted identifier (\"…\") after 'id', found end of input"),
    ("a.width == 10 id ''", 18, 19, "expected a quoted identifier (\"…\") after 'id', found \"'\""),
    ("a.width == 10 id \"\"", 18, 20, "the identifier is empty"),
    ("a.width == 10 id \"a\\qb\"", 20, 22, "unknown escape '\\q' in the identifier: write \\\" for a quote, \\\\ for a backslash and \\u{1B} for a control character"),
    ("a.width == 10 id \"a\\", 18, 21, "unterminated identifier: expected '\"' to close the string that starts here"),
    ("a.width == 10 foo", 15, 18, "expected '@', 'id' or end of input after '10', found 'foo'"),
    ("a.width == 10 @750 id \"x\" extra", 27, 32, "expected end of input after 'id \"x\"', found 'extra'"),
    ("a.width == 10\n", 14, 15, "expected '@', 'id' or end of input after '10', found a newline"),
]

@Test(arguments: malformedEquations)
func reportsMalformedEquation(input: String, column: Int, endColumn: Int, message: String) throws {
    let error = try #require(syntaxError { () throws(Diagnostic) in try ConstraintEquation.parse(input) })
    #expect(error.message == message)
    #expect(error.column == column)
    #expect(error.endColumn == endColumn)
    #expect(error.column >= 1 && error.column <= input.count + 1)
}

@Test func enoughMalformedEquations() {
    #expect(malformedEquations.count >= 30)
}

/// `quotedText` and the identifier parser agree on every control character (issue 34): what an
/// equation's canonical text writes reads back as the same identifier, and holds no control
/// character itself.
@Suite struct QuotedIdentifierTests {
    @Test func everyControlCharacterRoundTrips() throws {
        var checked = 0
        for value in Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F) {
            let control = String(Unicode.Scalar(value)!)
            for identifier in [control, "a" + control + "b", "\"" + control + "\\", control + control] {
                let text = "a.width == 10 id " + quotedText(identifier)
                #expect(!text.unicodeScalars.contains(where: isEscapedInQuotes))
                let parsed = try ConstraintEquation.parse(text)
                #expect(parsed.identifier == identifier, "U+\(String(value, radix: 16))")
                #expect(parsed.canonicalText == text)
                checked += 1
            }
        }
        #expect(checked == 65 * 4)
    }

    @Test func aBadEscapeNamesTheForm() {
        #expect(throws: Diagnostic.self) { try ConstraintEquation.parse(#"a.width == 10 id "x\u{110000}""#) }
        #expect(throws: Diagnostic.self) { try ConstraintEquation.parse(#"a.width == 10 id "x\u{}""#) }
        #expect((try? ConstraintEquation.parse(#"a.width == 10 id "\u{41}\u{1b}""#))?.identifier == "A\u{1B}")
    }
}
