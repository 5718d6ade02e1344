import Testing
@testable import LayoutModel
import LayoutText
import LayoutSyntax
import PlumbTestSupport

/// Malformed and invalid input: every error names the column and says what is wrong, and a
/// failed command changes nothing (SPEC §5).
@Suite struct BadInputTests {
    /// Views a, b, c and a label under the root, `inner` inside a, a layout guide `spacer`, and
    /// `H:|-[a]-[b]-|`.
    static func session(pinning: Bool = true) throws -> LayoutSession {
        let s = LayoutSession()
        let a = try s.addView(name: "a")
        try s.addView(name: "b")
        try s.addView(name: "c")
        try s.addView(name: "label", className: "UILabel", text: "Name")
        try s.addView(name: "inner", superview: a)
        try s.addLayoutGuide(name: "spacer", in: ViewID(0))
        if pinning { try s.pin(parsing: "H:|-[a]-[b]-|") }
        return s
    }

    /// Every view's frame, to check that nothing moved either.
    static func frames(_ s: LayoutSession) -> [Rect] { s.state.viewIDs.map { s.frame(of: $0) } }

    /// `pin` arguments that are malformed (syntax) or invalid (the model refuses them): text,
    /// expected column, expected message.
    static let badFormats: [(String, Int, String)] = [
        (#""#, 1, #"expected 'H:', 'V:', '|' or '[' at the start of the format, found end of input"#),
        (#"H"#, 2, #"expected ':' after orientation 'H', found end of input"#),
        (#"H:"#, 3, #"expected '|' or '[' after 'H:', found end of input"#),
        (#"X:[a]"#, 1, #"unknown orientation 'X'; expected 'H' or 'V'"#),
        (#"H[a]"#, 2, #"expected ':' after orientation 'H', found '['"#),
        (#"H:[a"#, 5, #"expected ']' after view name 'a', found end of input"#),
        (#"H:[a]-"#, 7, #"expected '[', '|', '(', a number or a metric name after '-', found end of input"#),
        (#"H:[a]-[b"#, 9, #"expected ']' after view name 'b', found end of input"#),
        (#"H:[]"#, 4, #"expected a view name after '[', found ']'"#),
        (#"H:[a(]"#, 6, #"expected a constant, metric or view name after '(', found ']'"#),
        (#"H:[a()]"#, 6, #"expected a constant, metric or view name after '(', found ')'"#),
        (#"H:[a(100]"#, 9, #"expected ',' or ')' after predicate '100', found ']'"#),
        (#"H:[a(>=)]"#, 8, #"expected a constant, metric or view name after '>=', found ')'"#),
        (#"H:[a(=100)]"#, 6, #"expected a relation ('==', '<=' or '>='), found '='"#),
        (#"H:[a(=>100)]"#, 6, #"expected a relation ('==', '<=' or '>='), found '=>'"#),
        (#"H:[a(!=100)]"#, 6, #"expected a relation ('==', '<=' or '>='), found '!='"#),
        (#"H:[a(100@)]"#, 10, #"expected a priority (a number greater than 0 and at most 1000 or a metric name) after '@', found ')'"#),
        (#"H:[a(100@0)]"#, 10, #"priority must be greater than 0 and at most 1000, found '0'"#),
        (#"H:[a(100@1001)]"#, 10, #"priority must be greater than 0 and at most 1000, found '1001'"#),
        (#"H:[a(100@7.0005)]"#, 10, #"priority must have at most three decimals (plumb keeps thousandths, as UIKit prints them), found '7.0005'"#),
        (#"H:[a(1e999)]"#, 6, #"number '1e999' is too large"#),
        (#"H:[a(2e9)]"#, 6, #"number '2e9' is out of range: magnitudes above 1e9 are refused"#),
        (#"H:[a]-(-1e10)-[b]"#, 9, #"number '1e10' is out of range: magnitudes above 1e9 are refused"#),
        (#"H:[a]--[b]"#, 7, #"expected '[', '|', '(', a number or a metric name after '-', found '-'"#),
        (#"H:[a]-8[b]"#, 8, #"expected '-' after '-8', found '['"#),
        (#"H:[a]-(8-[b]"#, 9, #"expected ',' or ')' after predicate '8', found '-'"#),
        (#"H:[a]-(8,)-[b]"#, 10, #"expected a constant or metric name after ',', found ')'"#),
        (#"H:[a]-()-[b]"#, 8, #"expected a constant or metric name after '(', found ')'"#),
        (#"H:|-|"#, 5, #"expected '[' to start a view after '|-', found '|'"#),
        (#"H:||"#, 4, #"expected '-' or '[' after '|', found '|'"#),
        (#"H:[a]-8-[b]-"#, 13, #"expected '[', '|', '(', a number or a metric name after '-', found end of input"#),
        (#"H:[a] junk"#, 7, #"expected '-', '[', '|', an option ('align', 'direction' or 'spacing') or end of input after ']', found 'junk'"#),
        (#"H:[a] align left"#, 13, #"cannot align all 'left' in an H: format: views in a row can only be aligned on top, bottom, centerY, firstBaseline or lastBaseline"#),
        (#"V:[a] align top"#, 13, #"cannot align all 'top' in a V: format: views in a column can only be aligned on left, right, leading, trailing or centerX"#),
        (#"V:[a] direction left-to-right"#, 7, #"'direction' applies only to H: formats"#),
        (#"H:[a] spacing baseline-to-baseline"#, 7, #"'spacing baseline-to-baseline' applies only to V: formats"#),
        (#"H:[a] align top align bottom"#, 17, #"option 'align' given twice: list several attributes as 'align top,bottom'"#),
        (#"H:[a] align"#, 12, #"expected an attribute to align after 'align', found end of input"#),
        (#"H:[a] align sideways"#, 13, #"cannot align all 'sideways'; alignment options: left, right, top, bottom, leading, trailing, centerX, centerY, firstBaseline, lastBaseline, baseline"#),
        (#"H:[a] direction up"#, 17, #"expected 'leading-to-trailing', 'left-to-right' or 'right-to-left' after 'direction', found 'up'"#),
        (#"H:[a][b](LTR) direction right-to-left"#, 15, #"'direction right-to-left' contradicts the format's '(LTR)'"#),
        (#"H:[1a]"#, 4, #"expected a view name after '[', found '1a' (view names are C identifiers: a letter or '_', then letters, digits or '_')"#),
        (#"H:[a b]"#, 6, #"expected ']' after view name 'a', found 'b'"#),
        (#"H:[a]-[b]-[c]-["#, 16, #"expected a view name after '[', found end of input"#),
        (#"H:[a(==)]"#, 8, #"expected a constant, metric or view name after '==', found ')'"#),
        (#"H:[a(>=50,)]"#, 11, #"expected a constant, metric or view name after ',', found ')'"#),
        (#"H:[a(50)(60)]"#, 9, #"expected ']' after the predicates of view name 'a', found '('"#),
        (#"H:[a]-0x-[b]"#, 9, #"expected hex digits after '0x', found '-'"#),
        (#"V:[a]-(>=8@750,<=)-[b]"#, 18, #"expected a constant or metric name after '<=', found ')'"#),
        (#"H:|-(>=20@750)-"#, 16, #"expected '[' to start a view after '|-(>=20@750)-', found end of input"#),
        (#"H:[a]-(@750)-[b]"#, 8, #"expected a constant or metric name after '(', found '@'"#),
        (#"H:[a]-8-8-[b]"#, 9, #"expected '[' or '|' after '-8-', found '8'"#),
        (#"H:[a](LTR)(LTR)"#, 11, #"expected an option ('align', 'direction' or 'spacing') or end of input after '(LTR)', found '('"#),
        (#"V:[a](LTR)"#, 6, #"'(LTR)' applies only to H: formats"#),
        (#"H:[a]-[b] align top,left"#, 21, #"cannot align all 'left' in an H: format: views in a row can only be aligned on top, bottom, centerY, firstBaseline or lastBaseline"#),
        (#"H:[a] align leading,right"#, 13, #"cannot align all 'leading' in an H: format: views in a row can only be aligned on top, bottom, centerY, firstBaseline or lastBaseline"#),
        (#"H:[nope]"#, 4, #"no view or layout guide named 'nope'"#),
        (#"H:[a]-[nope]"#, 8, #"no view or layout guide named 'nope'"#),
        (#"H:[a(==nope)]"#, 8, #"no view or layout guide named 'nope'"#),
        (#"H:|-[a]-[inner]-|"#, 3, #"'|' needs every view of the format to have the same superview"#),
        (#"H:|-[root]"#, 3, #"'|' needs every view of the format to have the same superview"#),
        (#"H:|-[spacer]"#, 3, #"'|' needs every view of the format to have the same superview"#),
        (#"H:[a]-pad-[b]"#, 7, #"'pad' is not a number or a known metric here"#),
        (#"H:[a(>=w)]"#, 8, #"no view or layout guide named 'w'"#),
        (#"H:[a(100@p)]"#, 9, #"no metric named 'p' for a priority"#),
        (#"H:[a]-(>=pad@750)-[b]"#, 10, #"'pad' is not a number or a known metric here"#),
        (#"H:[a(==0x7a800000)]"#, 8, #"no view or layout guide named '0x7a800000'"#),
        (#"H:[0x1234]"#, 4, #"no view or layout guide named '0x1234'"#),    ]

    /// Formats whose metrics (Apple's `metrics:` dictionary) are missing or unusable.
    static let badMetrics: [(String, [String: Double], Int, String)] = [
        ("H:[a]-pat-[b]", ["pad": 8], 7, "unknown metric 'pat' (did you mean 'pad'?)"),
        ("H:[a]-(>=gap@750)-[b]", ["pad": 8], 10, "unknown metric 'gap'"),
        ("H:[a]-big-[b]", ["big": 1e10], 7, "metric 'big' = 10000000000.0 is not a usable number (finite, magnitude at most 1e9)"),
        ("H:[a(w)]", ["w": .infinity], 6, "metric 'w' = inf is not a usable number (finite, magnitude at most 1e9)"),
        ("H:[a(100@p)]", ["p": 1001], 9, "metric 'p' = 1001 is not a priority: priorities are numbers greater than 0 and at most 1000"),
        ("H:[a(100@p)]", ["p": 7.0005], 9, "metric 'p' = 7.0005 is not a priority: priorities have at most three decimals (plumb keeps thousandths, as UIKit prints them)"),
        ("H:[a(100@q)]", ["p": 750], 9, "unknown metric 'q' (did you mean 'p'?) (used as a priority)"),
    ]

    /// `add` equations that are malformed or invalid: text, expected column, expected message.
    static let badEquations: [(String, Int, String)] = [
        (#""#, 1, #"expected an item (a view name, a 0x… address or Class:0x…) and '.attribute' at the start of the equation, found end of input"#),
        (#"a"#, 2, #"expected '.' and an attribute after 'a', found end of input"#),
        (#"a."#, 3, #"expected an attribute after 'a.', found end of input"#),
        (#"a.width"#, 8, #"expected a relation ('==', '<=' or '>=') after 'a.width', found end of input"#),
        (#"a.width =="#, 11, #"expected a constant or an item (a view name, a 0x… address or Class:0x…) and '.attribute' after '==', found end of input"#),
        (#"a.width = 10"#, 9, #"expected a relation ('==', '<=' or '>=') after 'a.width', found '='"#),
        (#"a.width => 10"#, 9, #"expected a relation ('==', '<=' or '>=') after 'a.width', found '=>'"#),
        (#"a.width != 10"#, 9, #"expected a relation ('==', '<=' or '>=') after 'a.width', found '!='"#),
        (#"a.widht == 10"#, 3, #"unknown attribute 'widht' (did you mean 'width'?); valid attributes: left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, lastBaseline, baseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins, minX, minY, maxX, maxY, midX, midY"#),
        (#"a.width == b."#, 14, #"expected an attribute after 'b.', found end of input"#),
        (#"a.width == b.width *"#, 21, #"expected a multiplier (a number) after '*', found end of input"#),
        (#"a.width == 2 * b.width * 3"#, 24, #"multiplier given twice: '2' is already the multiplier of 'b.width'"#),
        (#"a.width == b.width + 10 * 2"#, 25, #"a multiplier must come before the constant: write 'item.attr * m + c' or 'm * item.attr + c'"#),
        (#"a.width == 10 @"#, 16, #"expected a priority (a number greater than 0 and at most 1000) after '@', found end of input"#),
        (#"a.width == 10 @0"#, 16, #"priority must be greater than 0 and at most 1000, found '0'"#),
        (#"a.width == 10 @1001"#, 16, #"priority must be greater than 0 and at most 1000, found '1001'"#),
        (#"a.width == 10 @500.0001"#, 16, #"priority must have at most three decimals (plumb keeps thousandths, as UIKit prints them), found '500.0001'"#),
        (#"a.width == 10 @ 500 @ 600"#, 21, #"priority given twice (first at column 15)"#),
        (#"a.width == 10 id"#, 17, #"expected a quoted identifier ("…") after 'id', found end of input"#),
        (#"a.width == 10 id """#, 18, #"the identifier is empty"#),
        (#"a.width == 10 id "open"#, 18, #"unterminated identifier: expected '"' to close the string that starts here"#),
        (#"a.width == 10 id "bad\q""#, 22, #"unknown escape '\q' in the identifier: write \" for a quote, \\ for a backslash and \u{1B} for a control character"#),
        (#"a.width == 10 id "x" id "y""#, 22, #"identifier given twice (first at column 15)"#),
        (#"a.width == 1e999"#, 12, #"number '1e999' is too large"#),
        (#"a.width == 2e9"#, 12, #"number '2e9' is out of range: magnitudes above 1e9 are refused"#),
        (#"a.width == -1e10"#, 13, #"number '1e10' is out of range: magnitudes above 1e9 are refused"#),
        (#"a.width == b.width + "#, 22, #"expected a number after '+', found end of input"#),
        (#"a.width == b.width 10"#, 20, #"expected '*', '+', '-', '@', 'id' or end of input after 'b.width', found '10'"#),
        (#"a.width == 10 junk"#, 15, #"expected '@', 'id' or end of input after '10', found 'junk'"#),
        (#"a.width == 0x"#, 14, #"expected hex digits after '0x', found end of input"#),
        (#"a.width == nan"#, 15, #"expected '.' and an attribute after 'nan', found end of input"#),
        (#"a.width == inf"#, 15, #"expected '.' and an attribute after 'inf', found end of input"#),
        (#"nope.width == 10"#, 1, #"no view or layout guide named 'nope'"#),
        (#"a.width == nope.width"#, 12, #"no view or layout guide named 'nope'"#),
        (#"a.left == b.top"#, 1, #"cannot relate a.left to b.top: one is horizontal and the other vertical"#),
        (#"a.centerY == b.centerX"#, 1, #"cannot relate a.centerY to b.centerX: one is horizontal and the other vertical"#),
        (#"a.width == b.left"#, 1, #"cannot relate a.width to b.left: one is a size and the other a location"#),
        (#"a.height == b.top + 10"#, 1, #"cannot relate a.height to b.top: one is a size and the other a location"#),
        (#"a.firstBaseline == b.leading"#, 1, #"cannot relate a.firstBaseline to b.leading: one is horizontal and the other vertical"#),
        (#"a.left == 20"#, 1, #"a.left is a location: it needs a second item (only width and height may equal a constant)"#),
        (#"a.centerX >= 0 @500"#, 1, #"a.centerX is a location: it needs a second item (only width and height may equal a constant)"#),
        (#"a.width == 0 * b.width"#, 12, #"a multiplier of 0 makes the second item meaningless; write a constant instead"#),
        (#"a.width == b.width * 0"#, 22, #"a multiplier of 0 makes the second item meaningless; write a constant instead"#),
        (#"a.width == b.height * 0.0"#, 23, #"a multiplier of 0 makes the second item meaningless; write a constant instead"#),
        (#"<UIView:0x12345678>.width == 10"#, 1, #"no view or layout guide named '<UIView:0x12345678>'"#),
        (#"0x1.width == 10"#, 1, #"no view or layout guide named '0x1'"#),
        (#"UILabel:0x7a8724b0'Name'.width == 10"#, 1, #"no view or layout guide named 'UILabel:0x7a8724b0'Name''"#),
        (#"a.left == b.left * 1e10"#, 20, #"number '1e10' is out of range: magnitudes above 1e9 are refused"#),
        (#"a.width == b.width @1000 @999"#, 26, #"priority given twice (first at column 20)"#),    ]

    @Test func malformedAndInvalidFormats() throws {
        let s = try Self.session()
        let before = s.state, frames = Self.frames(s)
        #expect(Self.badFormats.count >= 50)
        for (text, column, message) in Self.badFormats {
            do {
                let made = try s.pin(parsing: text)
                Issue.record("\(text) was accepted: \(made)")
            } catch {
                #expect(error.column == column, "\(text)")
                #expect(error.message == message, "\(text)")
                #expect(error.endColumn > error.column && error.endColumn <= text.count + 2, "\(text)")
            }
            #expect(s.state == before, "\(text) changed the model")
        }
        for (text, metrics, column, message) in Self.badMetrics {
            do {
                try s.pin(parsing: text, metrics: metrics)
                Issue.record("\(text) was accepted")
            } catch {
                #expect(error.column == column, "\(text)")
                #expect(error.message == message, "\(text)")
            }
            #expect(s.state == before, "\(text) changed the model")
        }
        #expect(Self.frames(s) == frames)
    }

    @Test func malformedAndInvalidEquations() throws {
        let s = try Self.session()
        let before = s.state, frames = Self.frames(s)
        #expect(Self.badEquations.count >= 30)
        for (text, column, message) in Self.badEquations {
            do {
                let made = try s.addConstraint(parsing: text)
                Issue.record("\(text) was accepted: c\(made)")
            } catch {
                #expect(error.column == column, "\(text)")
                #expect(error.message == message, "\(text)")
                #expect(error.endColumn > error.column && error.endColumn <= text.count + 2, "\(text)")
            }
            #expect(s.state == before, "\(text) changed the model")
        }
        #expect(Self.frames(s) == frames)
    }

    /// A format that fails on its last view adds none of the constraints before it.
    @Test func aFailingFormatAddsNothing() throws {
        let s = try Self.session()
        let before = s.state
        for text in ["H:|-[a]-[b]-[c(==nope)]-|", "V:|-[a(44)]-[b]-[inner]-|", "H:[a(100)]-[b(>=50@750)]-pad-[c]"] {
            #expect(throws: Diagnostic.self, "\(text)") { try s.pin(parsing: text) }
            #expect(s.state == before, "\(text)")
        }
    }

    // MARK: - Model calls with bad values

    /// Each call, the error it must throw, and (checked after each) an unchanged model.
    @Test func modelCallsWithBadValues() throws {
        let s = try Self.session()
        let a = s.state.view(named: "a")!, b = s.state.view(named: "b")!, label = s.state.view(named: "label")!
        let inner = s.state.view(named: "inner")!
        let innermost = try s.addView(name: "innermost", superview: inner)
        let required = try s.addConstraint(Anchor(.view(a), .height), .equal, constant: 40)
        let optional = try s.addConstraint(Anchor(.view(b), .height), .equal, constant: 40, priority: 750)
        let system = s.state.constraints.first { $0.kind.isSystem }!.handle
        let systemName = s.state[system].handleName
        let requiredName = s.state[required].handleName, optionalName = s.state[optional].handleName
        let before = s.state, frames = Self.frames(s)
        let nan = Double.nan, inf = Double.infinity
        let cases: [(String, (LayoutSession) throws -> Void, LayoutError)] = [
            ("cycle", { try $0.moveView(a, to: inner) }, .hierarchyCycle(view: "a", superview: "inner")),
            ("deep cycle", { try $0.moveView(a, to: innermost) }, .hierarchyCycle(view: "a", superview: "innermost")),
            ("self-parenting", { try $0.moveView(a, to: a) }, .viewIsItsOwnSuperview("a")),
            ("moving the root", { try $0.moveView(ViewID(0), to: a) }, .rootHasNoSuperview),
            ("moving an unknown view", { try $0.moveView(ViewID(99), to: a) }, .unknownView("#99")),
            ("moving into an unknown view", { try $0.moveView(a, to: ViewID(99)) }, .unknownView("#99")),
            ("duplicate name", { try $0.addView(name: "a") }, .duplicateName("a")),
            ("name of a guide", { try $0.addView(name: "spacer") }, .duplicateName("spacer")),
            ("the root's name", { try $0.addView(name: "root") }, .duplicateName("root")),
            ("name starting with a digit", { try $0.addView(name: "1a") }, .invalidName("1a")),
            ("empty name", { try $0.addView(name: "") }, .invalidName("")),
            ("name with a dash", { try $0.addView(name: "a-b") }, .invalidName("a-b")),
            ("name with a space", { try $0.addView(name: "a b") }, .invalidName("a b")),
            ("non-ASCII name", { try $0.addView(name: "vé") }, .invalidName("vé")),
            ("unknown superview", { try $0.addView(name: "x", superview: ViewID(99)) }, .unknownView("#99")),
            ("text on a plain view", { try $0.addView(name: "x", text: "hi") }, .notATextView("x")),
            ("NaN intrinsic size", { try $0.addView(name: "x", intrinsicSize: Size(width: nan, height: 1)) }, .nonFiniteNumber("the intrinsic width")),
            ("duplicate guide name", { try $0.addLayoutGuide(name: "a", in: ViewID(0)) }, .duplicateName("a")),
            ("guide in an unknown view", { try $0.addLayoutGuide(name: "g2", in: ViewID(99)) }, .unknownView("#99")),
            ("removing a system constraint", { try $0.removeConstraint(system) }, .systemConstraint(systemName)),
            ("removing an unknown constraint", { try $0.removeConstraint(ConstraintHandle(999)) }, .unknownConstraint("#999")),
            ("deactivating a system constraint", { try $0.setActive([required, system], false) }, .systemConstraint(systemName)),
            ("constant of a system constraint", { try $0.setConstant([required, system], 5) }, .systemConstraint(systemName)),
            ("required to optional while active", { try $0.setPriority([required], 999) },
             .requiredChangeOfActiveConstraint(handle: requiredName, from: 1000, to: 999)),
            ("optional to required while active", { try $0.setPriority([optional], 1000) },
             .requiredChangeOfActiveConstraint(handle: optionalName, from: 750, to: 1000)),
            ("one bad priority change in a group", { try $0.setPriority([optional, required], 500) },
             .requiredChangeOfActiveConstraint(handle: requiredName, from: 1000, to: 500)),
            // 999.999 is optional (UIKit's UISV-hiding): still not allowed on an active required one.
            ("required to 999.999 while active", { try $0.setPriority([required], 999.999) },
             .requiredChangeOfActiveConstraint(handle: requiredName, from: 1000, to: 999.999)),
            ("priority of a system constraint", { try $0.setPriority([system], 999) }, .systemConstraint(systemName)),
            ("NaN constant", { try $0.setConstant([required], nan) }, .nonFiniteNumber("the constant")),
            ("infinite constant", { try $0.setConstant([required], -inf) }, .nonFiniteNumber("the constant")),
            ("huge constant", { try $0.setConstant([required], 2e9) }, .numberTooLarge(2e9)),
            ("negative intrinsic width", { try $0.setIntrinsicSize(a, Size(width: -5, height: 10)) }, .negativeSize("the intrinsic width")),
            ("negative intrinsic height", { try $0.setIntrinsicSize(a, Size(width: 10, height: -0.5)) }, .negativeSize("the intrinsic height")),
            ("NaN intrinsic width", { try $0.setIntrinsicSize(a, Size(width: nan, height: 10)) }, .nonFiniteNumber("the intrinsic width")),
            ("NaN constant in a new constraint", { try $0.addConstraint(Anchor(.view(a), .width), .equal, constant: nan) }, .nonFiniteNumber("the constant")),
            ("infinite multiplier", { try $0.addConstraint(Anchor(.view(a), .width), .equal, Anchor(.view(b), .width), multiplier: inf) },
             .nonFiniteNumber("the multiplier")),
            ("huge multiplier", { try $0.addConstraint(Anchor(.view(a), .width), .equal, Anchor(.view(b), .width), multiplier: 1e10) },
             .numberTooLarge(1e10)),
            ("zero multiplier", { try $0.addConstraint(Anchor(.view(a), .width), .equal, Anchor(.view(b), .width), multiplier: 0) }, .zeroMultiplier),
            ("location against a constant", { try $0.addConstraint(Anchor(.view(a), .left), .equal, constant: 20) }, .locationAgainstConstant("a.left")),
            ("mixed axes", { try $0.addConstraint(Anchor(.view(a), .left), .equal, Anchor(.view(b), .top)) }, .mixedAxes("a.left", "b.top")),
            ("size against a location", { try $0.addConstraint(Anchor(.view(a), .width), .equal, Anchor(.view(b), .left)) },
             .sizeAgainstLocation("a.width", "b.left")),
            ("negative root size", { try $0.resizeRoot(Size(width: -1, height: 10)) }, .negativeSize("the root's size")),
            ("infinite root width", { try $0.resizeRoot(Size(width: inf, height: 10)) }, .nonFiniteNumber("the root width")),
            ("text scale too small", { try $0.setTextScale(0) }, .invalidTextScale(0)),
            ("text scale too large", { try $0.setTextScale(20) }, .invalidTextScale(20)),
            ("font size 0", { try $0.setFontSize(label, 0) }, .invalidFontSize(0)),
            ("NaN font size", { try $0.setFontSize(label, nan) }, .nonFiniteNumber("the font size")),
            ("text on a plain view", { try $0.setText(a, "x") }, .notATextView("a")),
            ("NaN margins", { try $0.setLayoutMargins(a, EdgeInsets(all: nan)) }, .nonFiniteNumber("a margin")),
            ("NaN safe area", { try $0.setSafeAreaInsets(EdgeInsets(top: nan, left: 0, bottom: 0, right: 0)) }, .nonFiniteNumber("a safe-area inset")),
            ("the root translating its mask", { try $0.setTranslatesAutoresizingMask(ViewID(0), true) }, .rootHasNoSuperview),
            ("negative autoresizing frame", { try $0.setTranslatesAutoresizingMask(a, true, frame: Rect(x: 0, y: 0, width: -1, height: 5)) },
             .negativeSize("the frame's size")),
            ("removing the root", { try $0.removeView(ViewID(0)) }, .rootHasNoSuperview),
            ("removing an unknown view", { try $0.removeView(ViewID(99)) }, .unknownView("#99")),
            ("nametag on an unknown view", { try $0.setNametag(view: ViewID(99), "x") }, .unknownView("#99")),
            ("nametag on an unknown constraint", { try $0.setNametag(constraint: ConstraintHandle(999), "x") }, .unknownConstraint("#999")),
            ("identifier on an unknown constraint", { try $0.setIdentifier(ConstraintHandle(999), "x") }, .unknownConstraint("#999")),
        ]
        for (what, call, expected) in cases {
            do {
                try call(s)
                Issue.record("\(what): no error")
            } catch let error as LayoutError {
                #expect(error == expected, "\(what)")
                #expect(error.description == expected.description, "\(what)")
            } catch {
                Issue.record("\(what): \(error) is not a LayoutError")
            }
            #expect(s.state == before, "\(what) changed the model")
            #expect(Self.frames(s) == frames, "\(what) moved something")
        }
    }

    /// An empty identifier is no identifier: the model's own equation text must parse back.
    @Test func emptyIdentifierIsNone() throws {
        let s = try Self.session()
        let a = s.state.view(named: "a")!
        let h = try s.addConstraint(Anchor(.view(a), .height), .equal, constant: 40, identifier: "")
        #expect(s.state[h].identifier == nil)
        try s.setIdentifier(h, "")
        #expect(s.state[h].identifier == nil)
        let text = s.state.equationText(for: s.state[h])
        #expect(text == "a.height == 40")
        #expect(throws: Never.self) { try s.copy().addConstraint(parsing: text) }
    }

    // MARK: - Fuzz

    /// 100,000 random and mutated strings into `addConstraint(parsing:)` and `pin(parsing:)` on a
    /// small session: no crash, every error inside the text (or just after it), and every failure
    /// leaves the model as it was. Successes are undone so the session stays small.
    // The limit only catches a hang: far above the run's time on a busy machine, so it never times the code.
    @Test(.timeLimit(.minutes(20)), .tags(.slow)) func fuzzTextCommands() throws {
        // The session without its pinned row: fewer conflicts, and a conflict makes every later
        // change of the same command search for what can be restored (slow in debug builds).
        let s = try Self.session()
        s.restore(try Self.session(pinning: false).state)
        let baseline = s.state
        var rng = SeededGenerator(seed: 0xF0_22ED)
        var corpus = Self.badFormats.map(\.0) + Self.badEquations.map(\.0) + Self.badMetrics.map(\.0) + [
            "H:|-[a]-[b]-|", "V:|-20-[a(44)]-(>=8@750)-[label]", "H:[a(==b)]-8-[b(>=50@750)]-(20)-|",
            "V:[a]-[label] spacing baseline-to-baseline", "H:[a][b] align top,bottom direction left-to-right",
            "H:|-(>=8,<=20@750)-[c(<=100)]", "V:|[inner]|", "H:[label]-(-8)-[c](LTR)",
            "a.width == 100", "a.leading == b.trailing + 8 @750 id \"Space\"", "a.width == 0.5 * root.width - 20",
            "label.firstBaseline == b.lastBaseline", "inner.centerX == root.centerXWithinMargins * 2 + 1e-3",
            "spacer.width >= a.height @ 1", "<UIView:\(hexAddress(s.state[ViewID(1)].address))>.left == <UIView:\(hexAddress(s.state[ViewID(0)].address))>.left + 211.0",
            "UILabel:\(hexAddress(s.state[ViewID(4)].address))'Name'.width >= 400 @999",
        ]
        for _ in 0..<200 {
            var layout = try RandomLayout(seed: rng.next())
            if let f = layout.randomFormat() { corpus.append(f.replacingViews()) }
        }
        let alphabet: [Character] = Array("HV:|-[]()@,=<>!+*.0123456789abcelx_'\" \t\\#é分") + ["\u{0}", "\u{301}", "×", "\n"]
        var stats = (accepted: 0, refused: 0, compared: 0)
        for i in 0..<100_000 {
            var chars: [Character]
            if rng.chance(0.2) {
                chars = (0..<rng.int(0...30)).map { _ in rng.pick(alphabet) }
            } else {
                chars = Array(rng.pick(corpus))
                for _ in 0..<rng.int(1...4) {
                    let p = rng.int(0...chars.count)
                    switch rng.int(0...5) {
                    case 0: chars.insert(rng.pick(alphabet), at: p)
                    case 1: if p < chars.count { chars.remove(at: p) }
                    case 2: if p < chars.count { chars[p] = rng.pick(alphabet) }
                    case 3: if p < chars.count { chars.insert(contentsOf: chars[p..<min(chars.count, p + rng.int(1...6))], at: p) }
                    case 4: if p < chars.count { chars.insert(contentsOf: Array(rng.pick(["a", "b", "root", "nope", "inner", "spacer", "1e9", "0x7a8"])), at: p) }
                    default: chars.removeSubrange(p..<chars.count)
                    }
                }
            }
            let text = String(chars)
            let length = text.count
            for usePin in [false, true] {
                let before = s.state
                do {
                    if usePin { try s.pin(parsing: text) } else { try s.addConstraint(parsing: text) }
                    stats.accepted += 1
                    s.restore(baseline)
                } catch {
                    stats.refused += 1
                    #expect((1...length + 1).contains(error.column) && error.endColumn > error.column && !error.message.isEmpty,
                            "\(String(reflecting: text)): column \(error.column)..<\(error.endColumn): \(error.message)")
                    if i % 100 == 0 {
                        stats.compared += 1
                        #expect(s.state == before, "\(String(reflecting: text)) failed but changed the model")
                    }
                }
            }
        }
        #expect(s.state == baseline)
        #expect(stats.accepted > 1000 && stats.refused > 150_000 && stats.compared > 1500)
        print("fuzz: \(stats)")
    }
}

extension String {
    /// A random layout's format with its views renamed to the bad-input session's (v0 → a …).
    func replacingViews() -> String {
        var out = self
        for (from, to) in [("v0", "a"), ("v1", "b"), ("v2", "c"), ("v3", "label"), ("v4", "inner"), ("v5", "spacer"), ("n0", "a"), ("n1", "b"), ("_0x", "a"), ("_1x", "b"), ("_2x", "c"), ("_3x", "label"), ("_4x", "b"), ("_5x", "c")] {
            out = out.split(separator: from, omittingEmptySubsequences: false).joined(separator: to)
        }
        return out
    }
}
