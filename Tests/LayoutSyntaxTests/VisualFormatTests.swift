import Testing
import LayoutSyntax

// MARK: - Good formats → canonical text

/// (input, canonical text). Every construct of Apple's grammar, Apple's documented examples,
/// whitespace, and the forms Apple prints in console logs.
let goodFormats: [(String, String)] = [
    // Apple's examples (Auto Layout Guide, "Visual Format Language").
    ("[button]-[textField]", "H:[button]-[textField]"),
    ("[button(>=50)]", "H:[button(>=50)]"),
    ("|-50-[purpleBox]-50-|", "H:|-50-[purpleBox]-50-|"),
    ("V:[topField]-10-[bottomField]", "V:[topField]-10-[bottomField]"),
    ("[maroonView][blueView]", "H:[maroonView][blueView]"),
    ("[button(100@20)]", "H:[button(100@20)]"),
    ("[button1(==button2)]", "H:[button1(==button2)]"),
    ("[flexibleButton(>=70,<=100)]", "H:[flexibleButton(>=70,<=100)]"),
    ("|-[find]-[findNext]-[findField(>=20)]-|", "H:|-[find]-[findNext]-[findField(>=20)]-|"),
    ("[a]-(>=20@750)-[b]", "H:[a]-(>=20@750)-[b]"),
    ("H:|-(>=20@750)-[a(==b)]-8-[b(>=50)]-|", "H:|-(>=20@750)-[a(==b)]-8-[b(>=50)]-|"),
    // SPEC examples.
    ("H:|-50-[v0]", "H:|-50-[v0]"),
    ("H:|-[a]-8-[b(>=50@750)]-|", "H:|-[a]-8-[b(>=50@750)]-|"),
    ("V:[a]-(==20)-[b]", "V:[a]-20-[b]"),
    ("H:|-(8)-[table]-(8)-|", "H:|-8-[table]-8-|"),
    // Orientation, edges, connections.
    ("H:[a]", "H:[a]"),
    ("V:[a]", "V:[a]"),
    ("[a]", "H:[a]"),
    ("|[a]|", "H:|[a]|"),
    ("V:|[a]|", "V:|[a]|"),
    ("|-[a]", "H:|-[a]"),
    ("[a]-|", "H:[a]-|"),
    ("[a][b][c]-[d]", "H:[a][b][c]-[d]"),
    ("[a]-pad-[b]", "H:[a]-pad-[b]"),
    ("|-margin-[a]-margin-|", "H:|-margin-[a]-margin-|"),
    ("[a]-0-[b]", "H:[a]-0-[b]"),
    ("[a]-8.5-[b]", "H:[a]-8.5-[b]"),
    ("[a]-.5-[b]", "H:[a]-0.5-[b]"),
    ("[a]-1e1-[b]", "H:[a]-10-[b]"),
    ("[a]-2.5E+2-[b]", "H:[a]-250-[b]"),
    ("[a]-5.-[b]", "H:[a]-5-[b]"),
    // Predicate lists.
    ("[a]-(-8)-[b]", "H:[a]-(-8)-[b]"),
    ("[a]-(+8)-[b]", "H:[a]-8-[b]"),
    ("[a]-(8)-[b]", "H:[a]-8-[b]"),
    ("[a]-(==8)-[b]", "H:[a]-8-[b]"),
    ("[a]-(==pad)-[b]", "H:[a]-pad-[b]"),
    ("[a]-(8@750)-[b]", "H:[a]-(8@750)-[b]"),
    ("[a]-(>=8,<=20)-[b]", "H:[a]-(>=8,<=20)-[b]"),
    ("[a]-(>=pad@prio)-[b]", "H:[a]-(>=pad@prio)-[b]"),
    ("[a(>=-5)]", "H:[a(>=-5)]"),
    ("[a(==b@750,>=50)]", "H:[a(==b@750,>=50)]"),
    ("[a(b)]", "H:[a(==b)]"),
    ("[a(width)]", "H:[a(==width)]"),
    ("[a(==0x7a)]", "H:[a(==0x7a)]"),
    ("[a(100@1000,>=10@1)]", "H:[a(100@1000,>=10@1)]"),
    ("[a(<=1000000000)]", "H:[a(<=1000000000)]"),
    ("[a(0.1)]", "H:[a(0.1)]"),
    ("[a(1e-5)]", "H:[a(1e-05)]"),
    // Names, addresses, Apple's descriptions.
    ("[_private9]", "H:[_private9]"),
    ("[0x7a8724b0]", "H:[0x7a8724b0]"),
    ("[0X7A8724B0]", "H:[0x7a8724b0]"),
    ("H:[UILabel:0x7a8724b0'Name'(>=400)]", "H:[UILabel:0x7a8724b0'Name'(>=400)]"),
    ("H:|-(80)-[UILabel:0x7a8724b0]", "H:|-80-[UILabel:0x7a8724b0]"),
    ("V:[UIView:0x17019ba00(>=44)]", "V:[UIView:0x17019ba00(>=44)]"),
    ("H:[UIView:0x7fbfe4213c20(371.325)]", "H:[UIView:0x7fbfe4213c20(371.325)]"),
    ("H:[UIView:0x78e7c570(258@251)]", "H:[UIView:0x78e7c570(258@251)]"),
    ("H:[UILabel:0x7fd94ccacfa0' ']-(NSSpace(8))-[UIButton:0x7fd94ccb1800'Show More']",
     "H:[UILabel:0x7fd94ccacfa0' ']-(NSSpace(8))-[UIButton:0x7fd94ccb1800'Show More']"),
    ("V:|-(>=NSLayoutAnchorConstraintSpace(8))-[UILabel:0x111b35c20]",
     "V:|-(>=NSLayoutAnchorConstraintSpace(8))-[UILabel:0x111b35c20]"),
    ("H:|-(137@251)-[UIButton:0x895b750](LTR)", "H:|-(137@251)-[UIButton:0x895b750](LTR)"),
    ("H:[UILayoutGuide:0x600000d7ea00'UIViewLayoutMarginsGuide']-(22)-|(LTR)",
     "H:[UILayoutGuide:0x600000d7ea00'UIViewLayoutMarginsGuide']-22-|(LTR)"),
    ("H:[NSButton:0x7fca54031390'Check for new versions of apps every']-(-7)-[NSTextField:0x7fca54033150]",
     "H:[NSButton:0x7fca54031390'Check for new versions of apps every']-(-7)-[NSTextField:0x7fca54033150]"),
    ("H:[Trust.BrowserNavigationBar:0x7fbcc64374b0]", "H:[Trust.BrowserNavigationBar:0x7fbcc64374b0]"),
    ("H:[UILabel:blueView]-[UILabel:self.statusLabel]", "H:[UILabel:blueView]-[UILabel:self.statusLabel]"),
    ("V:[_UILayoutGuide:0x8e1f260(0)]", "V:[_UILayoutGuide:0x8e1f260(0)]"),
    ("H:[UILabel:0x1'Don't stop']", "H:[UILabel:0x1'Don't stop']"),
    ("H:[UILabel:0x1'a]b']", "H:[UILabel:0x1'a]b']"),
    // Whitespace between tokens.
    (" H : | - [ a ( >= 5 , <= 10 @ 750 ) ] - 8 - [ b ] - | ", "H:|-[a(>=5,<=10@750)]-8-[b]-|"),
    ("[a]\t-\t[b]", "H:[a]-[b]"),
    ("[a] [b]", "H:[a][b]"),
    ("| [a] |", "H:|[a]|"),
    ("[a]-(>=8,<=20 @750)-[b]", "H:[a]-(>=8,<=20@750)-[b]"),
    ("[a(NSSpace( 8 ))]", "H:[a(NSSpace(8))]"),
    ("H:[a]-| (LTR) ", "H:[a]-|(LTR)"),
]

@Test(arguments: goodFormats)
func parsesGoodFormat(input: String, canonical: String) throws {
    let format = try VisualFormat.parse(input)
    #expect(format.canonicalText == canonical)
    #expect(format.description == canonical)
    // The canonical text is a fixed point and parses to the same tree.
    let reparsed = try VisualFormat.parse(canonical)
    #expect(reparsed.canonicalText == canonical)
    #expect(reparsed.isStructurallyEqual(to: format))
    #expect(format.connections.count == format.views.count - 1)
}

// MARK: - Trees with columns

@Test func fullTreeWithColumns() throws {
    //            1234567890123456789012345678901234567
    let text = "H:|-(>=20@750)-[a(==b)]-8-[b(>=50)]-|"
    let format = try VisualFormat.parse(text)
    let expected = VisualFormat(
        orientation: .horizontal,
        orientationRange: r(1, 3),
        leadingEdge: SuperviewEdge(
            connection: VFLConnection(.predicates([
                VFLPredicate(relation: .greaterThanOrEqual, relationRange: r(6, 8), object: .constant(20), objectRange: r(8, 10),
                             priority: .value(750), priorityRange: r(10, 14), range: r(6, 14)),
            ]), range: r(4, 16)),
            pipeRange: r(3, 4)),
        views: [
            VFLView(item: .name("a"), itemRange: r(17, 18), predicates: [
                VFLPredicate(relation: .equal, relationRange: r(19, 21), object: .name("b"), objectRange: r(21, 22), range: r(19, 22)),
            ], range: r(16, 24)),
            VFLView(item: .name("b"), itemRange: r(28, 29), predicates: [
                VFLPredicate(relation: .greaterThanOrEqual, relationRange: r(30, 32), object: .constant(50), objectRange: r(32, 34), range: r(30, 34)),
            ], range: r(27, 36)),
        ],
        connections: [
            VFLConnection(.predicates([VFLPredicate(object: .constant(8), objectRange: r(25, 26), range: r(25, 26))]), range: r(24, 27)),
        ],
        trailingEdge: SuperviewEdge(connection: VFLConnection(.standard, range: r(36, 37)), pipeRange: r(37, 38)),
        range: r(1, 38))
    #expect(format == expected)
}

@Test func implicitOrientationAndAdjacentConnections() throws {
    //            123456789
    let text = "|[a][b]|"
    let format = try VisualFormat.parse(text)
    #expect(format.orientation == .horizontal)
    #expect(format.orientationRange == nil)
    #expect(format.leadingEdge == SuperviewEdge(connection: VFLConnection(.adjacent, range: r(2, 2)), pipeRange: r(1, 2)))
    #expect(format.connections == [VFLConnection(.adjacent, range: r(5, 5))])
    #expect(format.trailingEdge == SuperviewEdge(connection: VFLConnection(.adjacent, range: r(8, 8)), pipeRange: r(8, 9)))
    #expect(format.views.map(\.range) == [r(2, 5), r(5, 8)])
}

@Test func standardSpacingIsDistinctFromNumbers() throws {
    let standard = try VisualFormat.parse("|-[a]-[b]-|")
    #expect(standard.leadingEdge?.connection.kind == .standard)
    #expect(standard.connections[0].kind == .standard)
    #expect(standard.trailingEdge?.connection.kind == .standard)
    let eight = try VisualFormat.parse("|-8-[a]-8-[b]-20-|")
    #expect(eight.connections[0].withoutSourceRanges().kind == .predicates([VFLPredicate(.equal, .constant(8))]))
    #expect(!eight.isStructurallyEqual(to: standard))
}

@Test func predicatesKeepTheirParts() throws {
    //            12345678901234567890123
    let text = "V:[a]-(<= pad @ low)-[b]"
    let format = try VisualFormat.parse(text)
    #expect(format.orientation == .vertical)
    let predicate = try #require(format.connections.first?.predicates.first)
    #expect(predicate.relation == .lessThanOrEqual)
    #expect(predicate.relationRange == r(8, 10))
    #expect(predicate.object == .name("pad"))
    #expect(predicate.objectRange == r(11, 14))
    #expect(predicate.priority == .metric("low"))
    #expect(predicate.priorityRange == r(15, 20))
    #expect(predicate.range == r(8, 20))
    #expect(format.connections[0].range == r(6, 22))
}

@Test func appleDescriptionItems() throws {
    let format = try VisualFormat.parse("H:[UILabel:0x7a8724b0'Name'(>=400)]")
    let view = try #require(format.views.first)
    #expect(view.item == .object(ObjectDescription(className: "UILabel", handle: .address(0x7a87_24b0), label: "Name")))
    #expect(view.itemRange == r(4, 28))
    #expect(view.predicates == [VFLPredicate(relation: .greaterThanOrEqual, relationRange: r(29, 31), object: .constant(400), objectRange: r(31, 34), range: r(29, 34))])
    let spaced = try VisualFormat.parse("H:[a]-(NSSpace(8))-[b]")
    #expect(spaced.connections[0].predicates.map(\.object) == [.systemSpacing(8, .nsSpace)])
    let ltr = try VisualFormat.parse("H:|-(5)-[v](LTR)")
    #expect(ltr.isLeftToRight)
    #expect(ltr.leftToRightRange == r(12, 17))
    #expect(ltr.range == r(1, 17))
}

@Test func allPredicatesInSourceOrder() throws {
    let format = try VisualFormat.parse("|-(1)-[a(2)]-(3)-[b(4,5)]-(6)-|")
    #expect(format.allPredicates.map(\.object) == [1, 2, 3, 4, 5, 6].map { VFLObject.constant(Double($0)) })
}

// MARK: - Metrics

@Test func metricsResolveToNumbers() throws {
    let format = try VisualFormat.parse("|-pad-[a(>=w@p)]-(>=pad,<=big)-[b(==a)]-|", metrics: ["pad": 8, "w": 50, "p": 750, "big": 100])
    #expect(format.canonicalText == "H:|-8-[a(>=50@750)]-(>=8,<=100)-[b(==a)]-|")
    // Ranges survive resolution.
    #expect(format.leadingEdge?.connection.predicates.first?.objectRange == r(3, 6))
}

@Test func symbolicNamesStayUntilResolved() throws {
    let format = try VisualFormat.parse("[a]-pad-[b(==a)]")
    #expect(format.connections[0].predicates[0].object == .name("pad"))
    #expect(format.views[1].predicates[0].object.name == "a")
}

/// (format, metrics, column, message) for resolution errors.
let metricErrors: [(String, [String: Double], Int, String)] = [
    ("[a]-pad-[b]", [:], 5, "unknown metric 'pad'"),
    ("[a]-padd-[b]", ["pad": 8], 5, "unknown metric 'padd' (did you mean 'pad'?)"),
    ("[a]-(>=8@prio)-[b]", [:], 9, "unknown metric 'prio' (used as a priority)"),
    ("[a(>=8@p)]", ["p": 999.9995], 7, "metric 'p' = 999.9995 is not a priority: priorities have at most three decimals (plumb keeps thousandths, as UIKit prints them)"),
    ("[a(>=8@p)]", ["p": 1000.5], 7, "metric 'p' = 1000.5 is not a priority: priorities are numbers greater than 0 and at most 1000"),
    ("[a(>=8@p)]", ["p": 0], 7, "metric 'p' = 0 is not a priority: priorities are numbers greater than 0 and at most 1000"),
    ("[a(w)]", ["w": .infinity], 4, "metric 'w' = inf is not a usable number (finite, magnitude at most 1e9)"),
    ("|-(m)-[a]", ["m": .nan], 4, "metric 'm' = nan is not a usable number (finite, magnitude at most 1e9)"),
    ("[a]-big-|", ["big": 1e12], 5, "metric 'big' = 1000000000000.0 is not a usable number (finite, magnitude at most 1e9)"),
]

@Test(arguments: metricErrors)
func metricResolutionErrors(text: String, metrics: [String: Double], column: Int, message: String) throws {
    let format = try VisualFormat.parse(text)
    let error = try #require(syntaxError { () throws(Diagnostic) in try format.resolvingMetrics(metrics) })
    #expect(error.column == column)
    #expect(error.message == message)
}
