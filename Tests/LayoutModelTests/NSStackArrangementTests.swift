import Foundation
import Testing
@testable import LayoutModel
import LayoutSyntax
import PlumbTestSupport

/// NSStackView's constraint generator (`NSStackArrangement`) through the session's stack calls,
/// against the hand-computed cases of `NSStackViewCases/*.txt` (format: docs/stack-views.md §0),
/// the 2016 AppKit constraint dump (rule 35), and hiding/showing on random stacks.
@Suite struct NSStackArrangementTests {
    static let casesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("NSStackViewCases")

    static var caseFiles: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: casesFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.sorted()
    }

    @Test func everyCaseFileIsRead() {
        #expect(Self.caseFiles.count >= 22)
    }

    @Test(arguments: caseFiles) func nsStackViewCase(_ file: String) throws {
        let text = try String(contentsOf: Self.casesFolder.appendingPathComponent(file), encoding: .utf8)
        let c = try NSStackCase(parsing: text, file: file)
        let session = try c.build()
        var checked = 0
        #expect(session.state.constraints.allSatisfy { !$0.isBroken }, "\(file): a constraint broke")
        for e in c.expected {
            let view = try #require(session.state.view(named: e.name), "\(file): no view \(e.name)")
            let f = session.frame(of: view)
            let ok = abs(f.x - e.frame.x) <= 0.001 && abs(f.y - e.frame.y) <= 0.001
                && abs(f.width - e.frame.width) <= 0.001 && abs(f.height - e.frame.height) <= 0.001
            #expect(ok, "\(file): \(e.name) is (\(f.x) \(f.y); \(f.width) \(f.height)), expected (\(e.frame.x) \(e.frame.y); \(e.frame.width) \(e.frame.height))")
            checked += 1
        }
        for name in c.detached {
            let view = try #require(session.state.view(named: name))
            #expect(session.isDetached(view), "\(file): \(name) is not detached")
            // A detached view has no constraint from its stack.
            #expect(!session.state.constraints.contains { $0.kind == .stackView && $0.items.contains(.view(view)) }, "\(file): \(name) is constrained")
            checked += 1
        }
        // Ambiguity: exactly what the case expects, in the attached views (guides are AppKit's own).
        var ambiguous: Set<String> = []
        for v in session.state.viewIDs where v != session.state.root && !session.isDetached(v) {
            for a in session.ambiguousAttributes(of: .view(v)) { ambiguous.insert("\(session.state[v].name).\(a)") }
        }
        #expect(ambiguous == Set(c.ambiguous), "\(file): ambiguous \(ambiguous.sorted()), expected \(c.ambiguous.sorted())")
        #expect(checked >= 2)
    }

    // MARK: - The 2016 dump (rule 35)

    /// A horizontal gravityAreas stack with one view in the leading area, two in the center and
    /// one in the trailing area, as dumped from AppKit in 2016 (docs/stack-views.md rule 35,
    /// without the dump's index numbers): every constraint's identifier, relation and priority.
    @Test func gravityAreasMatchTheDump() {
        let items = [NSArrangedSubview(gravity: .leading), NSArrangedSubview(gravity: .center), NSArrangedSubview(gravity: .center),
                     NSArrangedSubview(gravity: .trailing)]
        let a = NSStackArrangement(NSStackViewProperties(), items)
        func count(_ id: NSStackIdentifier, _ r: LayoutRelation, _ p: Float) -> Int {
            a.constraints.filter { $0.identifier == id && $0.relation == r && $0.priority == p }.count
        }
        let hug = NSStackPriority.hugging
        // NSStackView.Align.0…3: centerY == stackView.centerY @260.
        #expect(count(.align, .equal, 260) == 4)
        #expect(a.constraints.filter { $0.identifier == .align }.allSatisfy { $0.first.attribute == .centerY && $0.second.item == .stack })
        // Edge.Top.i.Min >= @1000, Edge.Top.i == @hugging, Edge.Bottom.i.Min >= @clipping, Edge.Bottom.i == @hugging.
        #expect(count(.edgeTop, .greaterThanOrEqual, 1000) == 4 && count(.edgeTop, .equal, hug) == 4)
        #expect(count(.edgeBottom, .greaterThanOrEqual, 1000) == 4 && count(.edgeBottom, .equal, hug) == 4)
        // Edge.Leading.Min >= @1000, Edge.Leading == @750; Edge.Trailing >= @clipping, <= @750.
        #expect(count(.edgeLeading, .greaterThanOrEqual, 1000) == 1 && count(.edgeLeading, .equal, 750) == 1)
        #expect(count(.edgeTrailing, .greaterThanOrEqual, 1000) == 1 && count(.edgeTrailing, .lessThanOrEqual, 750) == 1)
        // Stack.0-1 and 2-3 (between areas) @hugging, Stack.1-2 (within the center area) @749.98.
        #expect(count(.stackMin, .greaterThanOrEqual, 1000) == 3)
        #expect(count(.stack, .equal, hug) == 2 && count(.stack, .equal, 750 - 0.02) == 1)
        // CenterGroup.FirstEdge/LastEdge @1000, Center @260.
        #expect(count(.centerGroupFirstEdge, .equal, 1000) == 1 && count(.centerGroupLastEdge, .equal, 1000) == 1)
        #expect(count(.centerGroupCenter, .equal, 260) == 1)
        #expect(a.constraints.count == 4 + 16 + 4 + 6 + 3)
    }

    /// Distributions 0–4 of the dump: fill chains required; fillEqually/-Proportionally tie sizes
    /// to the ideal guide @260 (proportional: multiplier = intrinsic width); equalSpacing and
    /// equalCentering make a distribution guide per gap (edges or centres) tied to the ideal @260.
    @Test func distributionsMatchTheDump() {
        let items = [NSArrangedSubview(intrinsicLength: 100), NSArrangedSubview(intrinsicLength: 200), NSArrangedSubview(intrinsicLength: 50)]
        func make(_ d: NSStackDistribution) -> NSStackArrangement { NSStackArrangement(NSStackViewProperties(distribution: d), items) }
        let fill = make(.fill)
        #expect(fill.constraints.filter { $0.identifier == .stack }.allSatisfy { $0.priority == 1000 && $0.relation == .equal })
        #expect(!fill.constraints.contains { $0.identifier == .stackMin })
        #expect(fill.constraints.filter { $0.identifier == .edgeLeading }.map(\.priority) == [1000])
        let equally = make(.fillEqually)
        #expect(equally.constraints.filter { $0.identifier == .equalSizing }.count == 3 && equally.usesIdealGuide)
        let proportional = make(.fillProportionally)
        #expect(proportional.constraints.filter { $0.identifier == .proportionalSizing }.map(\.multiplier) == [100, 200, 50])
        for d in [NSStackDistribution.equalSpacing, .equalCentering] {
            let a = make(d)
            #expect(a.gapGuideCount == 2)
            #expect(a.constraints.filter { $0.identifier == .equalSpacing }.allSatisfy { $0.priority == 260 })
            let attribute: LayoutAttribute = d == .equalCentering ? .centerX : .trailing
            #expect(a.constraints.filter { $0.identifier == .gapLeading }.allSatisfy { $0.first.attribute == attribute })
            // Edges at 750 and spacing at the hugging priority, as the dump's distributions 3 and 4.
            #expect(a.constraints.filter { $0.identifier == .edgeLeading && $0.relation == .equal }.map(\.priority) == [750])
            #expect(a.constraints.filter { $0.identifier == .stack }.allSatisfy { $0.priority == NSStackPriority.hugging })
        }
    }

    /// plumb holds AppKit's fractional priorities to the thousandth, below the views' own:
    /// 749.99 stays 749.99 (under compression resistance 750), 249.99998 is 249.999, not 250
    /// (under hugging 250).
    @Test func enginePriorities() {
        #expect(NSStackPriority.engine(NSStackPriority.withinGravity(pair: 0)) == 749.99)
        #expect(NSStackPriority.engine(NSStackPriority.withinGravity(pair: 1)) == 749.98)
        #expect(NSStackPriority.engine(NSStackPriority.hugging) == 249.999)
        #expect(NSStackPriority.hugging < 250 && NSStackPriority.hugging > 249.9999)
        #expect(NSStackPriority.engine(260) == 260 && NSStackPriority.engine(750) == 750)
    }

    // MARK: - Hiding and showing

    /// Seeded random NSStackViews: hiding an arranged view and showing it again gives back every
    /// frame (to 1e-9 points, as UIStackView's test: the regenerated constraints reach the same
    /// vertex by another pivot path) and the same constraints, whatever detaches.
    @Test func hideShowRestoresFrames() throws {
        var rng = SplitMix64(seed: 0x5EED_0A11)
        var compared = 0
        for round in 0..<60 {
            let session = LayoutSession()
            let s = try session.addView(name: "s", className: "NSStackView")
            _ = try session.addConstraint(parsing: "s.leading == root.leading + 10")
            _ = try session.addConstraint(parsing: "s.top == root.top + 10")
            if rng.next() % 2 == 0 { _ = try session.addConstraint(parsing: "s.width == \(200 + rng.next() % 200)") }
            var p = NSStackViewProperties(
                orientation: rng.next() % 2 == 0 ? .horizontal : .vertical,
                distribution: NSStackDistribution.allCases[Int(rng.next() % 6)], spacing: Double(rng.next() % 12))
            p.alignment = NSStackAlignment.allCases[Int(rng.next() % UInt64(NSStackAlignment.allCases.count))]
            p.detachesHiddenViews = rng.next() % 3 != 0
            p.edgeInsets = EdgeInsets(top: Double(rng.next() % 5), left: Double(rng.next() % 5), bottom: 0, right: Double(rng.next() % 5))
            try session.setNSStackProperties(s, p)
            let n = 2 + Int(rng.next() % 4)
            var views: [ViewID] = []
            for k in 0..<n {
                let v = try session.addView(name: "v\(k)", className: "NSView",
                                            intrinsicSize: Size(width: Double(10 + rng.next() % 60), height: Double(10 + rng.next() % 40)))
                try session.arrange([v], in: s, gravity: NSStackGravity.allCases[Int(rng.next() % 3)])
                views.append(v)
            }
            let frames = { session.state.viewIDs.map { session.frame(of: $0) } }
            let before = frames()
            let identifiers = session.state.constraints.map(\.identifier)
            let target = views[Int(rng.next() % UInt64(n))]
            try session.setHidden(target, true)
            #expect(session.isDetached(target) == p.detachesHiddenViews, "round \(round)")
            try session.setHidden(target, false)
            let same = zip(frames(), before).allSatisfy { a, b in
                abs(a.x - b.x) <= 1e-9 && abs(a.y - b.y) <= 1e-9 && abs(a.width - b.width) <= 1e-9 && abs(a.height - b.height) <= 1e-9
            }
            #expect(same, "round \(round): frames changed after hiding and showing: \(frames()) vs \(before)")
            #expect(session.state.constraints.map(\.identifier) == identifiers, "round \(round)")
            compared += 1
        }
        #expect(compared == 60)
    }
}

/// One NSStackView case file (docs/stack-views.md §0, "NSStackView cases").
struct NSStackCase {
    struct ViewLine {
        var name: String
        var intrinsic = Size.none
        var hug: (Int, Int)?
        var resist: (Int, Int)?
        var gravity = NSStackGravity.leading
        var hidden = false
        var visibility: Float?
        var spacingAfter: Double?
    }

    var file: String
    var frame: [Double?] = [0, 0, nil, nil]
    var properties = NSStackViewProperties()
    var views: [ViewLine] = []
    var expected: [(name: String, frame: Rect)] = []
    var ambiguous: [String] = []
    var detached: [String] = []

    struct Bad: Error, CustomStringConvertible { var description: String }

    init(parsing text: String, file: String) throws {
        self.file = file
        for raw in text.split(separator: "\n") {
            let line = String(raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "").trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            let words = line.split(separator: " ").map(String.init)
            var options: [String: String] = [:]
            var flags: Set<String> = []
            for w in words.dropFirst(2) {
                if let eq = w.firstIndex(of: "=") { options[String(w[..<eq])] = String(w[w.index(after: eq)...]) } else { flags.insert(w) }
            }
            func numbers(_ s: String?, _ sep: Character = ",") -> [Double?]? { s.map { $0.split(separator: sep).map { Double($0) } } }
            func bad(_ what: String) -> Bad { Bad(description: "\(file): bad \(what) in `\(line)`") }
            switch words[0] {
            case "status:": break
            case "nsstack":
                if let f = numbers(options["frame"]) { frame = f }
                let orientation: Axis = options["orientation"] == "vertical" ? .vertical : .horizontal
                guard let d = NSStackDistribution(rawValue: options["distribution"] ?? "gravityAreas") else { throw bad("distribution") }
                let alignment = try options["alignment"].map { (a: String) throws -> NSStackAlignment in
                    guard let x = NSStackAlignment(rawValue: a) else { throw bad("alignment") }
                    return x
                }
                properties = NSStackViewProperties(orientation: orientation, distribution: d, alignment: alignment,
                                                   spacing: Double(options["spacing"] ?? "8") ?? 8)
                if let i = numbers(options["insets"])?.map({ $0 ?? 0 }), i.count == 4 {
                    properties.edgeInsets = EdgeInsets(top: i[0], left: i[1], bottom: i[2], right: i[3])
                }
                properties.detachesHiddenViews = options["detaches-hidden"] != "off"
            case "view":
                var v = ViewLine(name: words[1])
                if let i = numbers(options["intrinsic"], "x") {
                    v.intrinsic = Size(width: i[0] ?? Size.noIntrinsicMetric, height: i[1] ?? Size.noIntrinsicMetric)
                }
                if let h = numbers(options["hug"]) { v.hug = (Int(h[0]!), Int(h[1]!)) }
                if let r = numbers(options["resist"]) { v.resist = (Int(r[0]!), Int(r[1]!)) }
                if let g = options["gravity"] {
                    v.gravity = switch g { case "center": .center; case "trailing", "bottom": .trailing; default: .leading }
                }
                v.hidden = flags.contains("hidden")
                v.visibility = options["visibility"].flatMap { Float($0) }
                v.spacingAfter = options["spacing-after"].flatMap { Double($0) }
                views.append(v)
            case "expect":
                let n = words.dropFirst(2).map { Double($0) }
                guard n.count == 4, n.allSatisfy({ $0 != nil }) else { throw bad("expect") }
                expected.append((words[1], Rect(x: n[0]!, y: n[1]!, width: n[2]!, height: n[3]!)))
            case "expect-ambiguous": ambiguous += words.dropFirst()
            case "expect-detached": detached += words.dropFirst()
            default: throw bad("line")
            }
        }
    }

    /// The case as a session, through the session's own stack calls: the stack pinned in the
    /// root, its properties, the views arranged in file order in their gravity areas.
    func build() throws -> LayoutSession {
        let session = LayoutSession()
        let s = try session.addView(name: "s", className: "NSStackView")
        _ = try session.addConstraint(parsing: "s.leading == root.leading + \(frame[0] ?? 0)")
        _ = try session.addConstraint(parsing: "s.top == root.top + \(frame[1] ?? 0)")
        if let w = frame[2] { _ = try session.addConstraint(parsing: "s.width == \(w)") }
        if let h = frame[3] { _ = try session.addConstraint(parsing: "s.height == \(h)") }
        try session.setNSStackProperties(s, properties)
        for line in views {
            let v = try session.addView(name: line.name, className: "NSView", intrinsicSize: line.intrinsic)
            if let h = line.hug {
                try session.setHugging(v, .horizontal, LayoutPriority(whole: h.0)!)
                try session.setHugging(v, .vertical, LayoutPriority(whole: h.1)!)
            }
            if let r = line.resist {
                try session.setResistance(v, .horizontal, LayoutPriority(whole: r.0)!)
                try session.setResistance(v, .vertical, LayoutPriority(whole: r.1)!)
            }
            try session.arrange([v], in: s, gravity: line.gravity)
            if let k = line.spacingAfter { try session.setCustomSpacing(k, after: v, in: s) }
            if let p = line.visibility { try session.setVisibilityPriority(p, of: v, in: s) }
            try session.setHidden(v, line.hidden)
        }
        return session
    }
}
