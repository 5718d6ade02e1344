import Testing
@testable import LayoutModel
@testable import LayoutText
import LayoutSyntax

/// Printing model constraints back as VFL (`LayoutState.visualFormats(for:)`).
@Suite struct VisualFormatExportTests {
    /// a, b, c and a label under the root; `inner` inside a.
    func session() throws -> LayoutSession {
        let s = LayoutSession()
        let a = try s.addView(name: "a")
        try s.addView(name: "b")
        try s.addView(name: "c")
        try s.addView(name: "label", className: "UILabel", text: "Name")
        try s.addView(name: "inner", superview: a)
        return s
    }

    func export(_ s: LayoutSession) -> (formats: [String], rest: [ConstraintHandle]) {
        s.state.visualFormats(for: s.userConstraints.map(\.handle))
    }

    /// Each `pin` argument prints back as the expected format(s), nothing left over.
    @Test(arguments: [
        ("H:|-20-[a]-8-[b(>=50@750)]-20-|", ["H:|-20-[a]-8-[b(>=50@750)]-20-|"]),
        ("H:|-[a]-[b(>=50@750)]-|", ["H:|-[a]-[b(>=50@750)]-|"]),
        ("H:|-[a]-[b]-|", ["H:|-[a]-[b]-|"]),
        ("V:[a]-(>=20@750)-[b]", ["V:[a]-(>=20@750)-[b]"]),
        ("H:[a(==b)]", ["H:[a(==b)]"]),
        ("H:[a(100)]", ["H:[a(100)]"]),
        ("V:[a(<=44@999,>=20)]", ["V:[a(<=44@999,>=20)]"]),
        ("H:[a(==inner)]", ["H:[a(==inner)]"]),
        ("H:|-12-[a]-(-8)-[b]-0-|", ["H:|-12-[a]-(-8)-[b]|"]),
        ("H:|[a][b]|", ["H:|[a][b]|"]),
        ("H:[a]-8-[b]-20-[c]", ["H:[a]-8-[b]-20-[c]"]),
        ("H:[a]-[b]-[c]-|", ["H:[a]-[b]-[c]-|"]),
        ("V:|-[a]-(8)-[b]-20-|", ["V:|-[a]-8-[b]-20-|"]),
        ("H:|-8-[a]", ["H:|-8-[a]"]),
        ("H:[a]-(>=8,<=20@750)-[b]", ["H:[a]-(>=8,<=20@750)-[b]"]),
        ("H:[a]-(==8@999)-[b]", ["H:[a]-(8@999)-[b]"]),
        ("H:[a]-(>=0)-|", ["H:[a]-(>=0)-|"]),
        ("H:|-[a]-[b] direction left-to-right", ["H:|-[a]-[b] direction left-to-right"]),
        ("H:|-[a]-[b](LTR)", ["H:|-[a]-[b] direction left-to-right"]),
        // Right to left makes the constraints of the reversed format left to right (a.left ==
        // b.right + 8 …), so that is how it prints back.
        ("H:|-[a]-[b]-| direction right-to-left", ["H:|-[b]-[a]-| direction left-to-right"]),
        ("H:|-20-[a]-(>=8)-[b(50)] direction right-to-left", ["H:[b(50)]-(>=8)-[a]-20-| direction left-to-right"]),
        ("V:|-[label]-[b(30)] spacing baseline-to-baseline", ["V:|-[label]", "V:[label]-[b(30)] spacing baseline-to-baseline"]),
        ("V:[a]-12-[label] spacing baseline-to-baseline", ["V:[a]-12-[label] spacing baseline-to-baseline"]),
        ("V:|-[inner(20)]-|", ["V:|-[inner(20)]-|"]),
        ("V:[a(1e-05)]-(0.5@1)-[b(123456.789)]", ["V:[a(1e-05)]-(0.5@1)-[b(123456.789)]"]),
    ])
    func printsFormatsBack(_ input: String, _ expected: [String]) throws {
        let s = try session()
        try s.pin(parsing: input)
        let (formats, rest) = export(s)
        #expect(formats == expected)
        #expect(rest.isEmpty)
    }

    /// `-` is printed for constraints made from standard spacing, and only for them.
    @Test func standardSpacingFollowsTheFlag() throws {
        let s = try session()
        try s.addConstraint(parsing: "a.leading == root.leading NSSpace(20)")
        try s.addConstraint(parsing: "b.leading == a.trailing + 8")
        let flagged = try s.pin(parsing: "V:[a]-[b]")
        #expect(export(s).formats == ["H:|-[a]-8-[b]", "V:[a]-[b]"])
        // A new constant is the user's: printed as a number even when it is 8.
        try s.setConstant(flagged, 8)
        #expect(export(s).formats == ["H:|-[a]-8-[b]", "V:[a]-8-[b]"])
        // Standard spacing VFL cannot write as `-` stays an equation, with its NSSpace.
        let odd = try s.addConstraint(parsing: "c.leading >= b.trailing NSSpace(8) @750")
        let big = try s.addConstraint(parsing: "c.top == b.bottom NSSpace(20)")
        let (formats, rest) = export(s)
        #expect(formats == ["H:|-[a]-8-[b]", "V:[a]-8-[b]"])
        #expect(rest == [odd, big])
        #expect(rest.map { s.state.equationText(for: s.state[$0]) } == [
            "c.leading >= b.trailing NSSpace(8) @750", "c.top == b.bottom NSSpace(20)",
        ])
        // A flagged gap beside an ordinary one between the same neighbours: two connections,
        // so two formats (the first joins the chain that ends at b).
        try s.pin(parsing: "H:[b]-[c]")
        try s.pin(parsing: "H:[b]-(<=30@250)-[c]")
        #expect(export(s).formats == ["H:|-[a]-8-[b]-[c]", "V:[a]-8-[b]", "H:[b]-(<=30@250)-[c]"])
    }

    /// Separate commands that form one chain print as one format; sizes join the first chain
    /// that shows their view.
    @Test func chainsJoin() throws {
        let s = try session()
        try s.pin(parsing: "H:[a]-[b]")
        try s.pin(parsing: "H:|-[a]")
        try s.pin(parsing: "H:[b]-|")
        try s.pin(parsing: "H:[b(100)]")
        try s.pin(parsing: "V:|-[a]")
        try s.pin(parsing: "V:[a]-|")
        try s.pin(parsing: "V:[c(20)]")
        let (formats, rest) = export(s)
        #expect(formats == ["H:|-[a]-[b(100)]-|", "V:|-[a]-|", "V:[c(20)]"])
        #expect(rest.isEmpty)
    }

    /// A view with two neighbours after it starts two formats; views appear once per format.
    @Test func branchesAndCycles() throws {
        let s = try session()
        try s.pin(parsing: "H:[a]-[b]")
        try s.pin(parsing: "H:[a]-20-[c]")
        #expect(export(s).formats == ["H:[a]-[b]", "H:[a]-20-[c]"])
        try s.addConstraint(parsing: "a.leading == b.trailing - 100")
        // b → a closes a cycle: `[a]-[b]-(-100)-[a]` would name a twice, so the cycle is cut.
        #expect(export(s).formats == ["H:[a]-[b]", "H:[b]-(-100)-[a]-20-[c]"])
    }

    /// What VFL cannot say stays in `rest`, in the order made.
    @Test func restHoldsWhatVFLCannotSay() throws {
        let s = try session()
        let printable = try s.pin(parsing: "H:|-[a]-[b]")
        let cannot = [
            try s.addConstraint(parsing: "a.centerX == root.centerX"),
            try s.addConstraint(parsing: "a.width == b.width * 2"),
            try s.addConstraint(parsing: "a.width == b.width + 10"),
            try s.addConstraint(parsing: "a.width == b.height"),
            try s.addConstraint(parsing: "a.height == 40 id \"Height\""),
            try s.addConstraint(parsing: "inner.leading == b.trailing + 8"),   // not siblings
            try s.addConstraint(parsing: "a.trailing == root.trailing - 20"),  // the edge the other way round
            try s.addConstraint(parsing: "root.leading == a.leading + 20"),
            try s.addConstraint(parsing: "a.leading == inner.leading"),        // superview's edge, wrong way
            try s.addConstraint(parsing: "a.top == b.top"),                    // an alignment
            try s.addConstraint(parsing: "a.leading == b.left + 8"),           // mixed directions
            try s.addConstraint(parsing: "a.leading == root.leadingMargin"),
        ]
        // A baseline gap between siblings is printable (any views: a view without text has its
        // baseline at its bottom).
        try s.addConstraint(parsing: "a.firstBaseline == b.lastBaseline")
        let inactive = try s.addConstraint(Anchor(.view(s.state.view(named: "c")!), .width), .equal, constant: 5, active: false)
        let margins = s.guide(.layoutMargins, of: ViewID(0))
        let guide = try s.addConstraint(Anchor(.guide(margins), .width), .equal, constant: 5)
        let (formats, rest) = export(s)
        #expect(formats == ["H:|-[a]-[b]", "V:[b][a] spacing baseline-to-baseline"])
        #expect(rest == cannot + [inactive, guide])
        #expect(printable.count == 2)
    }

    /// System constraints are never printed; unknown handles are ignored, repeated ones count once.
    @Test func systemAndUnknownHandles() throws {
        let s = try session()
        let h = try s.pin(parsing: "H:[a(10)]")
        let system = s.state.constraints.filter { $0.kind.isSystem }.map(\.handle)
        #expect(!system.isEmpty)
        let (formats, rest) = s.state.visualFormats(for: system + h + h + [ConstraintHandle(9999)])
        #expect(formats == ["H:[a(10)]"])
        #expect(rest == system)
        #expect(s.state.visualFormats(for: []).formats.isEmpty)
    }

    /// `handles` lists a format's constraints in the order `pin` makes them, so new handles map
    /// onto old ones one to one.
    @Test func handlesFollowPinOrder() throws {
        let s = try session()
        try s.pin(parsing: "V:[label(30)]")
        try s.pin(parsing: "H:[b(>=10)]-(>=8,<=20@750)-[c(44@250)]-|")
        try s.pin(parsing: "H:|-30-[a(==b)]-[b]")
        try s.addConstraint(parsing: "c.width <= 400 @999")
        let export = s.state.visualFormatExport(for: s.userConstraints.map(\.handle))
        #expect(export.rest.isEmpty)
        let copy = try LayoutSession.fresh(like: s.blueprints, rootSize: s.state.rootSize)
        for f in export.formats {
            let made = try copy.pin(parsing: f.text)
            #expect(made.count == f.handles.count)
            for (new, old) in zip(made, f.handles) {
                #expect(ConstraintKey(copy.state[new], in: copy.state) == ConstraintKey(s.state[old], in: s.state), "\(f.text)")
            }
        }
        #expect(userConstraintKeys(copy) == userConstraintKeys(s))
        #expect(export.formats.map(\.text) == ["V:[label(30)]", "H:|-30-[a(==b)]-[b(>=10)]-(>=8,<=20@750)-[c(44@250,<=400@999)]-|"])
    }

    /// A broken constraint is still the user's: it is printed (and breaks again when replayed).
    @Test func brokenConstraintsArePrinted() throws {
        let s = try session()
        try s.pin(parsing: "H:[a(>=20)]")
        try s.pin(parsing: "H:[a(<=10)]")
        #expect(s.state.constraints.contains { $0.isBroken })
        #expect(export(s).formats == ["H:[a(>=20,<=10)]"])
    }

    /// Views named like VFL's own words still print and parse back to the same constraints.
    @Test func namesThatLookLikeKeywords() throws {
        let s = LayoutSession()
        for name in ["H", "V", "align", "direction", "spacing", "NSSpace", "id", "_x", "LTR"] { try s.addView(name: name) }
        try s.pin(parsing: "H:|-[H]-[V(==NSSpace)]-[align]-|")
        try s.pin(parsing: "V:|-[direction(==id@750)]-(>=8)-[spacing]-[LTR(_x)]")
        try s.pin(parsing: "V:[_x(==H)]")
        let export = s.state.visualFormatExport(for: s.userConstraints.map(\.handle))
        #expect(export.rest.isEmpty)
        let copy = try LayoutSession.fresh(like: s.blueprints, rootSize: s.state.rootSize)
        for f in export.formats { try copy.pin(parsing: f.text) }
        #expect(userConstraintKeys(copy) == userConstraintKeys(s))
    }

    /// Names VFL cannot spell would not parse back; the model only makes ASCII names now.
    @Test func namesAreVFLNames() throws {
        let s = try session()
        #expect(s.state.visualFormatName(of: .view(ViewID(1))) == "a")
        #expect(s.state.visualFormatName(of: .guide(s.guide(.safeArea, of: ViewID(0)))) == nil)
        #expect(throws: LayoutError.invalidName("vé")) { try s.addView(name: "vé") }
    }
}
