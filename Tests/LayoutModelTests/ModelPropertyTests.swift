import Testing
@testable import LayoutModel
import LayoutText
import LayoutSyntax

/// Round-trip and symmetry properties over thousands of seeded random layouts. Each property
/// checks something that would fail if the printer, the parser or the model were wrong, and
/// counts what it checked so that it cannot pass by checking nothing.
@Suite struct ModelPropertyTests {
    // MARK: - VFL round trip

    /// Random sibling views and constraints (random `pin` formats and API constraints, some not
    /// VFL-shaped); export; rebuild a fresh session from the formats (through `pin`) and the rest
    /// (through equations): same constraints, same frames.
    @Test func visualFormatRoundTrip() throws {
        var stats = (cases: 0, formats: 0, inFormats: 0, rest: 0, framesCompared: 0, views: 0, undone: 0, standard: 0, adjacent: 0, options: 0)
        for seed in 0..<UInt64(1000) {
            // Roots of two sizes: targets often overflow the small one (which is fine).
            let root = [Size(width: 320, height: 504), Size(width: 4000, height: 4000), Size(width: 4000, height: 4000)][Int(seed % 3)]
            var layout = try RandomLayout(seed: 0x5EED_0000 &+ seed, rootSize: root)
            var pinned = Set(try layout.anchorViews())
            for _ in 0..<layout.rng.int(2...8) {
                if layout.rng.chance(0.5), let format = layout.randomFormat() {
                    do {
                        pinned.formUnion(try layout.keep { s in try s.pin(parsing: format) })
                    } catch {
                        Issue.record("seed \(seed): generated format \(format) refused: \(error)")
                    }
                } else {
                    _ = try layout.randomAPIConstraint()
                }
            }
            let s = layout.session
            let all = s.userConstraints.map(\.handle)
            let export = s.state.visualFormatExport(for: all)
            let plain = s.state.visualFormats(for: all)
            #expect(plain.formats == export.formats.map(\.text) && plain.rest == export.rest)
            // Every constraint is printed exactly once, as VFL or as an equation.
            let printed = export.formats.flatMap(\.handles)
            #expect((printed + export.rest).sorted() == all.sorted(), "seed \(seed)")
            #expect(Set(printed).count == printed.count, "seed \(seed)")
            // What `pin` made (no align) can always be printed as VFL.
            for h in pinned where s.state.constraint(h) != nil {
                #expect(printed.contains(h), "seed \(seed): c\(h) came from pin but is in rest: \(s.state.equationText(for: s.state[h]))")
            }
            for h in export.rest {
                let c = s.state[h]
                #expect(c.kind == .user)
            }

            let fresh = try LayoutSession.fresh(like: s.blueprints, rootSize: s.state.rootSize)
            for f in export.formats {
                let made = try fresh.pin(parsing: f.text)
                #expect(made.count == f.handles.count, "seed \(seed): \(f.text)")
                for (new, old) in zip(made, f.handles) {
                    #expect(ConstraintKey(fresh.state[new], in: fresh.state) == ConstraintKey(s.state[old], in: s.state),
                            "seed \(seed): \(f.text)")
                }
            }
            for h in export.rest {
                let c = s.state[h]
                let text = s.state.equationText(for: c)
                let new = try fresh.addConstraint(parsing: text)
                if !c.isActive { try fresh.setActive([new], false) }
            }
            let expected = userConstraintKeys(s), got = userConstraintKeys(fresh)
            #expect(got == expected, "seed \(seed): formats \(export.formats.map(\.text))")
            #expect(fresh.state.constraints.allSatisfy { !$0.isBroken }, "seed \(seed)")
            for v in s.state.viewIDs {
                stats.views += 1
                let ambiguous = s.ambiguousAttributes(of: .view(v))
                if seed % 4 == 0 {
                    #expect(fresh.ambiguousAttributes(of: .view(v)) == ambiguous, "seed \(seed): \(s.state[v].name)")
                }
                guard ambiguous.isEmpty else { continue }
                stats.framesCompared += 1
                #expect(close(fresh.frame(of: v), s.frame(of: v)),
                        "seed \(seed): \(s.state[v].name) \(fresh.frame(of: v)) != \(s.frame(of: v)); formats \(export.formats.map(\.text))")
            }
            stats.cases += 1
            for f in export.formats.map(\.text) {
                if f.contains("]-[") || f.contains("|-[") || f.contains("]-|") { stats.standard += 1 }
                if f.contains("][") || f.contains("|[") || f.contains("]|") { stats.adjacent += 1 }
                if f.contains(" direction ") || f.contains(" spacing ") { stats.options += 1 }
            }
            stats.undone += layout.undone
            stats.formats += export.formats.count
            stats.inFormats += printed.count
            stats.rest += export.rest.count
        }
        // The property must have had something to check.
        #expect(stats.formats > 5000 && stats.inFormats > 5 * stats.rest && stats.rest > 500)
        #expect(stats.framesCompared > stats.views / 2)
        #expect(stats.standard > 200 && stats.adjacent > 80 && stats.options > 300)
        print("VFL round trip: \(stats)")
    }

    // MARK: - Equation round trip

    /// `n`, or every fourth one half a point lower (999.5, 249.5 …): fractional priorities in the
    /// round trip without changing the random stream.
    static func someFractional(_ n: Int) -> LayoutPriority {
        LayoutPriority(thousandths: n * 1000 - (n % 4 == 0 ? 500 : 0))!
    }

    static let identifiers = [
        "Label Width", "q\"uote", "back\\slash", "\\\"", "\"", "\\", "é 分", "@750", "id \"x\"", "a.width == 3", " ", "tab\there",
    ]

    /// Every attribute pair the model accepts (and random ones), with multipliers, negative and
    /// fractional constants, priorities and identifiers: `equationText` parses back to the same
    /// constraint in a fresh session.
    @Test func equationRoundTrip() throws {
        var accepted = 0, refused = 0
        var pairs: Set<String> = []
        func build() throws -> (LayoutSession, [LayoutItem]) {
            let s = LayoutSession(rootSize: Size(width: 375, height: 667))
            let a = try s.addView(name: "a")
            let label = try s.addView(name: "label", className: "UILabel", superview: a, text: "Name")
            let b = try s.addView(name: "b", className: "UIButton", text: "OK")
            let g = try s.addLayoutGuide(name: "spacer", in: ViewID(0))
            let margins = s.guide(.layoutMargins, of: ViewID(0))
            let safe = s.guide(.safeArea, of: a)
            let dotted = try s.addView(name: "Toolbar")
            return (s, [.view(ViewID(0)), .view(a), .view(label), .view(b), .guide(g), .guide(margins), .guide(safe), .view(dotted)])
        }
        var rng = SeededGenerator(seed: 0xE0_0A71)
        let attributes = LayoutAttribute.allCases
        for round in 0..<400 {
            let (s, items) = try build()
            var tried: [(ConstraintHandle, String)] = []
            // Round 0 walks every attribute pair (and every unary attribute) once.
            var plan: [(LayoutAttribute, LayoutAttribute?)] = []
            if round == 0 {
                for x in attributes { plan.append((x, nil)); for y in attributes { plan.append((x, y)) } }
            } else {
                for _ in 0..<12 {
                    let fa = rng.pick(attributes)
                    // Mostly attributes that can pair (same axis, size with size), now and then any.
                    let partners = attributes.filter { $0.axis == fa.axis && $0.isSize == fa.isSize }
                    plan.append((fa, rng.chance(0.1) ? nil : rng.pick(rng.chance(0.8) ? partners : attributes)))
                }
            }
            for (fa, sa) in plan {
                let first = Anchor(rng.pick(items), fa)
                let second = sa.map { Anchor(rng.pick(items), $0) }
                let multiplier = rng.chance(0.4) ? 1 : rng.pick([0.5, 2, -1, -0.25, 1.0 / 3, 0.1, 1e-3, 7, 1e9, -2.5])
                var constant = rng.constant()
                if rng.chance(0.1) { constant = rng.pick([-1e9, 1e9, -0.0, Double.leastNonzeroMagnitude, 1.7976931348623157e-300, 0.1 + 0.2]) }
                let identifier: String? = rng.chance(0.3) ? rng.pick(Self.identifiers) : nil
                do {
                    let h = try s.addConstraint(first, rng.relation(), second, multiplier: multiplier, constant: constant,
                                                priority: Self.someFractional(rng.int(1...1000)), identifier: identifier)
                    tried.append((h, s.state.equationText(for: s.state[h])))
                    accepted += 1
                    pairs.insert("\(fa) \(sa.map { "\($0)" } ?? "-")")
                } catch {
                    refused += 1
                }
            }
            let (fresh, _) = try build()
            for (h, text) in tried {
                let old = s.state[h]
                do {
                    let handle = try fresh.addConstraint(parsing: text)
                    guard let new = fresh.state.constraint(handle) else {
                        Issue.record("\(text): c\(handle) made but not in the model; events \(fresh.events)")
                        continue
                    }
                    #expect(ConstraintKey(new, in: fresh.state) == ConstraintKey(old, in: s.state), "\(text)")
                    #expect(new.first == old.first && new.second == old.second, "\(text)")
                    #expect(fresh.state.equationText(for: new) == text)
                } catch {
                    Issue.record("\(text) does not parse back: \(error)")
                }
            }
        }
        #expect(accepted > 3000 && refused > 500)
        // Locations pair with locations of their axis (10 H, 8 V), sizes with sizes, sizes alone.
        #expect(pairs.count == 10 * 10 + 8 * 8 + 4 + 2, "\(pairs.count) pairs")
        print("equation round trip: \(accepted) accepted, \(refused) refused, \(pairs.count) attribute pairs")
    }

    // MARK: - Right-to-left

    /// Random layouts made with leading/trailing (and widths, centerX) in a root of random
    /// width: right-to-left mirrors every unambiguous view about the root's centre; back to
    /// left-to-right restores the frames.
    @Test func rightToLeftMirrorsLeadingAndTrailing() throws {
        var checked = 0, views = 0
        for seed in 0..<UInt64(1000) {
            var rng = SeededGenerator(seed: 0x0A7B_0000 &+ seed)
            let width = rng.chance(0.5) ? Double(rng.int(100...1000)) : Double(rng.int(1000...20000)) / 7
            let (s, made) = try Self.randomDirectionalLayout(&rng, rootWidth: width, directional: true)
            let before = made.map { s.rootFrame(of: .view($0)) }
            let unambiguous = made.map { !s.hasAmbiguousLayout(.view($0)) }
            s.setRightToLeft(true)
            #expect(!s.hadConflict, "seed \(seed): \(s.events)")
            for (i, v) in made.enumerated() where unambiguous[i] {
                views += 1
                let f = s.rootFrame(of: .view(v))
                let mirrored = Rect(x: width - before[i].x - before[i].width, y: before[i].y, width: before[i].width, height: before[i].height)
                #expect(!s.hasAmbiguousLayout(.view(v)))
                #expect(close(f, mirrored), "seed \(seed): \(s.state[v].name) \(f) should be \(mirrored) (LTR \(before[i]))\n\(s.userConstraints.map { s.state.equationText(for: $0) })")
                checked += 1
            }
            s.setRightToLeft(false)
            for (i, v) in made.enumerated() where unambiguous[i] {
                #expect(close(s.rootFrame(of: .view(v)), before[i]), "seed \(seed): back to LTR")
            }
        }
        #expect(checked > 2000)
        print("RTL mirror: \(checked) views checked")
    }

    /// left/right (and centerX with any constant) do not flip.
    @Test func rightToLeftLeavesLeftAndRight() throws {
        var checked = 0
        for seed in 0..<UInt64(500) {
            var rng = SeededGenerator(seed: 0x1EF7_0000 &+ seed)
            let width = Double(rng.int(100...1000))
            let (s, made) = try Self.randomDirectionalLayout(&rng, rootWidth: width, directional: false)
            let before = made.map { s.rootFrame(of: .view($0)) }
            let ambiguity = made.map { s.ambiguousAttributes(of: .view($0)) }
            s.setRightToLeft(true)
            #expect(s.events.isEmpty)
            for (i, v) in made.enumerated() where ambiguity[i].isEmpty {
                #expect(s.rootFrame(of: .view(v)) == before[i], "seed \(seed)")
                checked += 1
            }
        }
        #expect(checked > 1000)
    }

    /// Views under the root (and now and then inside an earlier view), each placed horizontally
    /// from the root or an earlier view and sized, and placed vertically from the root; required
    /// constants hold at random target frames, so nothing conflicts. `directional`:
    /// leading/trailing (centerX only with constant 0 against centerX, as mirroring needs);
    /// otherwise left/right and centerX with any constant.
    static func randomDirectionalLayout(_ rng: inout SeededGenerator, rootWidth: Double, directional: Bool) throws -> (LayoutSession, [ViewID]) {
        let s = LayoutSession(rootSize: Size(width: rootWidth, height: 600))
        var targets = TargetFrames(frames: [ViewID(0): Rect(x: 0, y: 0, width: rootWidth, height: 600)])
        var made: [ViewID] = []
        let (start, end): (LayoutAttribute, LayoutAttribute) = directional ? (.leading, .trailing) : (.left, .right)
        let startMargin: LayoutAttribute = directional ? .leadingMargin : .leftMargin
        for i in 0..<rng.int(1...6) {
            let parent = !made.isEmpty && rng.chance(0.2) ? rng.pick(made) : ViewID(0)
            let v = try s.addView(name: "v\(i)", superview: parent)
            let anchors = [s.state[v].superview!] + made
            let x = rng.pick(anchors), y = rng.pick(anchors)
            let me = LayoutItem.view(v)
            let pattern = rng.int(0...5)
            let w = Double(rng.int(0...200)) + (rng.chance(0.3) ? 0.5 : 0)
            var minX = Double(rng.int(-50...Int(rootWidth)))
            if pattern == 3 && directional {
                let c = targets.value(Anchor(.view(x), .centerX), in: s.state)
                minX = c - w / 2
            }
            targets.frames[v] = Rect(x: minX, y: Double(rng.int(0...500)), width: w, height: Double(rng.int(0...100)))
            func add(_ first: Anchor, _ relation: LayoutRelation, _ second: Anchor?, multiplier: Double = 1, priority: LayoutPriority = 1000) throws {
                let k = targets.constant(first, relation, second, multiplier: multiplier, priority: priority, in: s.state, &rng)
                try s.addConstraint(first, relation, second, multiplier: multiplier, constant: k, priority: priority)
            }
            func add(_ first: Anchor, _ second: Anchor?, multiplier: Double = 1, priority: LayoutPriority = 1000) throws {
                try add(first, .equal, second, multiplier: multiplier, priority: priority)
            }
            switch pattern {
            case 0:
                try add(Anchor(me, start), Anchor(.view(x), rng.pick([start, end, startMargin])))
                try add(Anchor(me, .width), nil)
            case 1:
                try add(Anchor(me, end), Anchor(.view(x), rng.pick([start, end])))
                try add(Anchor(me, .width), Anchor(.view(x), .width), multiplier: rng.pick([0.5, 1, 0.25]))
            case 2:
                try add(Anchor(me, start), Anchor(.view(x), rng.pick([start, end, .centerX])))
                try add(Anchor(me, end), Anchor(.view(y), rng.pick([start, end])))
            case 3:
                try add(Anchor(me, .centerX), Anchor(.view(x), .centerX))
                try add(Anchor(me, .width), nil)
            case 4:
                try add(Anchor(me, .centerX), Anchor(.view(x), rng.pick([start, end])))
                try add(Anchor(me, .width), .greaterThanOrEqual, nil)
                try add(Anchor(me, .width), nil, priority: LayoutPriority(whole: rng.int(1...999))!)
            default:
                // An optional preference against a required range.
                try add(Anchor(me, start), .greaterThanOrEqual, Anchor(.view(x), start))
                try add(Anchor(me, start), Anchor(.view(x), start), priority: LayoutPriority(whole: rng.int(1...999))!)
                try add(Anchor(me, .width), nil)
            }
            if rng.chance(0.3) {
                // Something optional that loses or wins, mirrored like the rest.
                try add(Anchor(me, end), rng.relation(), Anchor(.view(rng.pick(anchors)), end), priority: LayoutPriority(whole: rng.int(1...999))!)
            }
            try add(Anchor(me, .top), Anchor(.view(ViewID(0)), .top))
            try add(Anchor(me, .height), nil)
            made.append(v)
        }
        #expect(!s.state.constraints.contains { $0.isBroken })
        return (s, made)
    }

    // MARK: - Determinism

    /// The same random script, run twice: identical state (addresses included), events, errors
    /// and frames after every step.
    @Test func sameScriptSameSession() throws {
        var steps = 0
        for seed in 0..<UInt64(150) {
            let a = Self.runScript(seed: 0xD5_0000 &+ seed)
            let b = Self.runScript(seed: 0xD5_0000 &+ seed)
            #expect(a.count == b.count)
            for (x, y) in zip(a, b) {
                #expect(x == y, "seed \(seed): diverged at step \(x.step): \(x.command)")
                if x != y { break }
            }
            steps += a.count
        }
        #expect(steps > 3000)
    }

    struct Step: Equatable {
        var step: Int
        var command: String
        var outcome: String
        var state: LayoutState
        var frames: [Rect]
        var ambiguity: [[String]]
    }

    /// A random script of model and text commands; what each step did.
    static func runScript(seed: UInt64) -> [Step] {
        var rng = SeededGenerator(seed: seed)
        let s = LayoutSession()
        var out: [Step] = []
        var names: [String] = []
        func view(_ name: String) -> ViewID? { s.state.view(named: name) }
        func randomName() -> String { names.isEmpty ? "root" : rng.pick(names + ["root"]) }
        for step in 0..<rng.int(10...40) {
            var command = ""
            var outcome = ""
            func attempt(_ body: () throws -> Void) {
                do { try body(); outcome = "ok \(s.events)" } catch { outcome = "error \(error)" }
            }
            let handles = s.state.constraints.map(\.handle)
            switch rng.int(0...13) {
            case 0, 1:
                let name = rng.chance(0.9) ? "v\(names.count)" : rng.pick(["1x", "root", "v0", "é"])
                let label = rng.chance(0.3)
                command = "add view \(name)"
                attempt {
                    try s.addView(name: name, className: label ? "UILabel" : "UIView", superview: view(randomName()),
                                  text: label ? rng.pick(["Name", "Address", "x"]) : nil)
                    names.append(name)
                }
            case 2, 3:
                let attrs = LayoutAttribute.allCases
                var text = "\(randomName()).\(rng.pick(attrs).name) \(rng.relation().symbol) "
                if rng.chance(0.3) {
                    text += formatNumber(rng.constant())
                } else {
                    text += "\(randomName()).\(rng.pick(attrs).name) * \(formatNumber(rng.pick([1, 0.5, 2, -1]))) + \(formatNumber(rng.constant()))"
                }
                if rng.chance(0.4) { text += " @\(rng.int(1...1000))" }
                command = "add \(text)"
                attempt { try s.addConstraint(parsing: text) }
            case 4, 5:
                var pool = names.shuffledDeterministically(&rng)
                pool = Array(pool.prefix(rng.int(1...3)))
                guard !pool.isEmpty else { continue }
                let text = (rng.chance(0.5) ? "H:" : "V:") + (rng.chance(0.5) ? "|-" : "")
                    + pool.map { "[\($0)(\(rng.relation().symbol)\(rng.int(0...200))@\(rng.int(1...1000)))]" }.joined(separator: "-")
                    + (rng.chance(0.5) ? "-(\(rng.int(0...40)))-|" : "")
                command = "pin \(text)"
                attempt { try s.pin(parsing: text) }
            case 6:
                guard let h = handles.isEmpty ? nil : rng.pick(handles) else { continue }
                command = "remove c\(h)"
                attempt { try s.removeConstraint(h) }
            case 7:
                guard let h = handles.isEmpty ? nil : rng.pick(handles) else { continue }
                let p = rng.priority()
                command = "priority c\(h) \(p)"
                attempt { try s.setPriority([h], p) }
            case 8:
                guard let h = handles.isEmpty ? nil : rng.pick(handles) else { continue }
                let k = rng.constant()
                command = "constant c\(h) \(k)"
                attempt { try s.setConstant([h], k) }
            case 9:
                guard let h = handles.isEmpty ? nil : rng.pick(handles) else { continue }
                let on = rng.chance(0.5)
                command = "activate c\(h) \(on)"
                attempt { try s.setActive([h], on) }
            case 10:
                let size = Size(width: Double(rng.int(0...800)), height: Double(rng.int(0...800)))
                command = "root \(size)"
                attempt { try s.resizeRoot(size) }
            case 11:
                let a = randomName(), b = randomName()
                command = "move \(a) \(b)"
                attempt { try s.moveView(view(a)!, to: view(b)!) }
            case 12:
                let on = rng.chance(0.5)
                command = rng.chance(0.5) ? "rtl \(on)" : "double \(on)"
                if command.hasPrefix("rtl") { s.setRightToLeft(on) } else { s.setDoubleStrings(on) }
                outcome = "\(s.events)"
            default:
                guard !names.isEmpty, rng.chance(0.3) else { continue }
                let name = rng.pick(names)
                command = "remove view \(name)"
                attempt {
                    guard let v = view(name) else { return }
                    let gone = Set(s.state.descendants(of: v).map { s.state[$0].name })
                    try s.removeView(v)
                    names.removeAll { gone.contains($0) }
                }
            }
            out.append(Step(
                step: step, command: command, outcome: outcome, state: s.state,
                frames: s.state.viewIDs.map { s.rootFrame(of: .view($0)) },
                // Ambiguity queries are slow in debug builds: every fifth step.
                ambiguity: step % 5 == 0 ? s.state.viewIDs.map { s.ambiguousAttributes(of: .view($0)) } : []))
        }
        return out
    }

    // MARK: - Model fixes found by these properties

    /// A unary constraint keeps no multiplier: made through the API with one, it is stored (and
    /// printed, and read back) with 1.
    @Test func unaryConstraintHasNoMultiplier() throws {
        let s = LayoutSession()
        let a = try s.addView(name: "a")
        let h = try s.addConstraint(Anchor(.view(a), .width), .equal, multiplier: 3, constant: 100)
        #expect(s.state[h].multiplier == 1)
        #expect(s.state.equationText(for: s.state[h]) == "a.width == 100")
        #expect(s.frame(of: a).width == 100)
    }

    /// `H:|-20-[a(100)]` in right-to-left puts a's right edge 20 points inside the root's right
    /// edge (it used to sit 20 points outside: leading became right with the same constant).
    @Test func rightToLeftEdgeGap() throws {
        let s = LayoutSession()
        let a = try s.addView(name: "a"), b = try s.addView(name: "b")
        try s.pin(parsing: "H:|-20-[a(100)]-(>=8)-[b(50)]")
        try s.pin(parsing: "V:|[a(10)][b(10)]")
        try s.addConstraint(parsing: "b.leading == a.trailing + 30 @750")
        #expect(s.frame(of: a).x == 20 && s.frame(of: b).x == 150)
        s.setRightToLeft(true)
        #expect(s.frame(of: a).x == 200)
        #expect(s.frame(of: b).x == 120)
        // a.leading == root.centerX + 10: 10 points past the centre, in the reading direction.
        let c = try s.addView(name: "c")
        try s.pin(parsing: "H:[c(40)]")
        try s.addConstraint(parsing: "c.leading == root.centerX + 10")
        #expect(s.frame(of: c).maxX == 150)
    }
}

extension Array {
    /// Fisher–Yates with the test's own generator, so the order is the same on every run.
    func shuffledDeterministically(_ rng: inout SeededGenerator) -> [Element] {
        var a = self
        guard a.count > 1 else { return a }
        for i in stride(from: a.count - 1, to: 0, by: -1) { a.swapAt(i, rng.int(0...i)) }
        return a
    }
}
