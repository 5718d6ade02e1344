import Foundation
import Testing
@testable import LayoutModel
import LayoutSyntax
import PlumbTestSupport

/// UIStackView's constraint generator (`StackArrangement`) against the hand-computed cases of
/// `StackViewCases/*.txt` (format: docs/stack-views.md section 0), UIKit's identifier table, and
/// hiding/showing on random stacks.
@Suite struct StackArrangementTests {
    static let casesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("StackViewCases")

    static var caseFiles: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: casesFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.sorted()
    }

    /// Cases the model cannot pass yet, each with the reason. Checked under `withKnownIssue`, so a
    /// case that starts passing is reported (and must leave this list).
    static let knownGaps: [String: String] = [:]

    @Test func everyCaseFileIsRead() {
        #expect(Self.caseFiles.count >= 26)
    }

    @Test(arguments: caseFiles) func stackViewCase(_ file: String) throws {
        let text = try String(contentsOf: Self.casesFolder.appendingPathComponent(file), encoding: .utf8)
        let c = try StackCase(parsing: text, file: file)
        if let reason = Self.knownGaps[file] {
            withKnownIssue(Comment(rawValue: reason)) { try check(c) }
        } else {
            try check(c)
        }
    }

    func check(_ c: StackCase) throws {
        let built = try BuiltStackCase(c)
        let session = built.session
        var checked = 0
        if c.expectsConflict {
            let reports = built.appConstraintEvents.compactMap { e -> ConflictReport? in
                if case .conflict(let r) = e { return r } else { return nil }
            }
            try #require(reports.count == 1, "\(c.file): one conflict expected, got \(reports.count)")
            let report = reports[0]
            var matched: Set<ConstraintHandle> = []
            for line in c.conflictList {
                let handles = try built.matching(line)
                let inSet = handles.filter { report.constraints.contains($0) }
                #expect(inSet.count == 1, "\(c.file): `list \(line)` is not in the conflicting set \(built.describe(report.constraints))")
                matched.formUnion(inSet)
            }
            #expect(matched == Set(report.constraints), "\(c.file): conflicting set \(built.describe(report.constraints))")
            #expect(report.sizeLimits.isEmpty, "\(c.file): size limits in the set: \(report.sizeLimits)")
            if let breaks = c.breaks {
                #expect(try built.matching(breaks) == [report.broken], "\(c.file): broke \(built.describe([report.broken]))")
            }
            checked += 1
        } else {
            let conflicts = session.state.constraints.filter(\.isBroken)
            #expect(conflicts.isEmpty, "\(c.file): unexpected broken constraints \(built.describe(conflicts.map(\.handle)))")
        }
        for e in c.expectedFrames {
            let view = try #require(session.state.view(named: e.name), "\(c.file): no view \(e.name)")
            let f = session.frame(of: view)
            let ok = abs(f.x - e.frame.x) <= 0.001 && abs(f.y - e.frame.y) <= 0.001
                && abs(f.width - e.frame.width) <= 0.001 && abs(f.height - e.frame.height) <= 0.001
            #expect(ok, "\(c.file): \(e.name) is (\(f.x) \(f.y); \(f.width) \(f.height)), expected (\(e.frame.x) \(e.frame.y); \(e.frame.width) \(e.frame.height))")
            checked += 1
        }
        // Ambiguity: exactly what the case expects, in the case's views (spacer guides are
        // UIKit-private and not asked about).
        var ambiguous: Set<String> = []
        for v in session.state.viewIDs where v != session.state.root {
            for a in session.ambiguousAttributes(of: .view(v)) { ambiguous.insert("\(session.state[v].name).\(a)") }
        }
        #expect(ambiguous == Set(c.expectedAmbiguous), "\(c.file): ambiguous \(ambiguous.sorted()), expected \(c.expectedAmbiguous.sorted())")
        checked += 1
        #expect(checked >= 1)
    }

    // MARK: - UIKit's identifier table (docs/stack-views.md section 1)

    /// Every configuration the table distinguishes: both axes × every distribution × every
    /// alignment × hidden patterns × margins/baseline-relative × one to four items.
    static var sweep: [(StackViewProperties, [ArrangedSubview], StackArrangement)] {
        var out: [(StackViewProperties, [ArrangedSubview], StackArrangement)] = []
        let hiddenPatterns: [[Bool]] = [[false], [true], [false, false], [false, true, false], [true, false, false, true], [true, true], [false, false, false, false]]
        for axis in Axis.allCases {
            for distribution in StackDistribution.allCases {
                for alignment in StackAlignment.allCases {
                    for (k, hidden) in hiddenPatterns.enumerated() {
                        let p = StackViewProperties(
                            axis: axis, distribution: distribution, alignment: alignment, spacing: Double(k * 3),
                            isLayoutMarginsRelativeArrangement: k % 2 == 1, isBaselineRelativeArrangement: k % 3 == 0)
                        let items = hidden.enumerated().map { i, h in
                            ArrangedSubview(
                                isHidden: h, customSpacingAfter: i == 1 ? 12 : nil,
                                intrinsicLength: i == 2 ? nil : Double(20 + 10 * i), hasBaseline: i != 3,
                                isMultilineText: i % 2 == 0)
                        }
                        out.append((p, items, StackArrangement(p, items)))
                    }
                }
            }
        }
        return out
    }

    /// For each identifier: its priority and relation match the table, in every configuration
    /// of the sweep, and the sweep makes it at least once.
    @Test(arguments: StackIdentifier.allCases) func identifierMatchesTable(_ id: StackIdentifier) {
        var seen = 0
        for (p, items, arrangement) in Self.sweep {
            for c in arrangement.constraints where c.identifier == id {
                seen += 1
                let why = "\(id.rawValue) \(c) in \(p) \(items.map(\.isHidden))"
                switch id {
                case .canvasConnection:
                    #expect(c.priority == 1000 && c.constant == 0 && c.multiplier == 1, "\(why)")
                    // `==`, except the weak canvas connections of rules 25–27.
                    if c.relation != .equal {
                        #expect(p.alignment.canonical != .fill && p.alignment.canonical != .center || items.count == 1, "\(why)")
                    }
                case .spacing:
                    #expect(c.priority == 1000, "\(why)")
                    #expect(c.relation == (p.distribution.spacingIsMinimum ? .greaterThanOrEqual : .equal), "\(why)")
                case .spacingHidden:
                    #expect(c.priority == 50, "\(why)")
                    #expect(c.relation == (p.distribution.spacingIsMinimum ? .greaterThanOrEqual : .equal), "\(why)")
                case .hiding:
                    #expect(c.priority == 999.999 && c.priority.description == "999.999", "\(why)")
                    #expect(c.relation == .equal && c.second == nil && c.constant == 0, "\(why)")
                case .fillEqually:
                    #expect(c.relation == .equal && c.multiplier == 1, "\(why)")
                    if case .gapGuide = c.first.item, p.distribution == .equalCentering {
                        #expect((50...150).contains(c.priority) && c.priority.isWhole, "\(why)")
                    } else {
                        #expect(c.priority == 1000, "\(why)")
                    }
                case .fillProportionally:
                    #expect(c.relation == .equal, "\(why)")
                    if c.second == nil || c.multiplier == 1 {
                        #expect(c.priority == 1000, "\(why)")
                    } else if case .arranged(let i) = c.first.item {
                        #expect(c.priority == LayoutPriority(whole: max(999 - i, 751))!, "\(why)")
                    }
                case .distributingEdge:
                    #expect(c.priority == 1000 && c.relation == .equal && c.constant == 0, "\(why)")
                case .canvasFit:
                    #expect(c.priority == 49 && c.relation == .equal && c.second == nil && c.first.item == .stack, "\(why)")
                case .alignment:
                    #expect(c.priority == 1000 && c.relation == .equal && c.first.item == .arranged(0), "\(why)")
                case .spanningBoundary:
                    #expect(c.first.item == .alignmentSpanner, "\(why)")
                    #expect(c.relation == .equal ? c.priority == 999.5 : c.priority == 1000, "\(why)")
                case .spanningFit:
                    #expect(c.priority == 51 && c.relation == .equal && c.second == nil, "\(why)")
                case .ambiguitySuppression:
                    #expect(c.priority == 25 && c.relation == .equal && c.second == nil && c.constant == 0, "\(why)")
                case .textWidthDisambiguation:
                    #expect(c.relation == .lessThanOrEqual && (950...975).contains(c.priority), "\(why)")
                    #expect(p.axis == .horizontal && [.fill, .equalSpacing, .equalCentering].contains(p.distribution), "\(why)")
                }
            }
        }
        #expect(seen > 0, "the sweep never made \(id.rawValue)")
    }

    /// The priority ladders' floors (rules 14, 16) and UIKit's exact fractional priorities: the
    /// Float bit patterns of docs/stack-views.md ("Marks") are 999.999, 50, 49 and 950; the
    /// text-width ladder is 950 + k × min(25/m, 1) (m = 3: steps of 1, 951; m = 30: steps of
    /// 0.8333…, 950.8333… → 950.833 and 951.6666… → 951.667; m = 50: 950 + 49 × 0.5 = 974.5).
    @Test func priorityLadders() {
        #expect(StackPriority.fillProportionally(index: 0) == 999)
        #expect(StackPriority.fillProportionally(index: 2) == 997)
        #expect(StackPriority.fillProportionally(index: 500) == 751)
        #expect(StackPriority.equalCentering(index: 1) == 149)
        #expect(StackPriority.equalCentering(index: 200) == 50)
        #expect(StackPriority.hiding == 999.999 && StackPriority.hiding > 999 && !StackPriority.hiding.isRequired)
        #expect(StackPriority.spanningBoundaryAligned.description == "999.5")
        #expect(StackPriority.canvasFit == 49 && StackPriority.spacingHidden == 50 && StackPriority.textWidth == 950)
        #expect(StackPriority.textWidth(0, of: 3) == 950 && StackPriority.textWidth(1, of: 3) == 951)
        #expect(StackPriority.textWidth(1, of: 30) == 950.833 && StackPriority.textWidth(2, of: 30) == 951.667)
        #expect(StackPriority.textWidth(49, of: 50) == 974.5)
    }

    /// Rule 14: three items of 160, 80, 40 points ([S3]'s dump: 0.571429 @999, 0.285714 @998,
    /// 0.142857 @997).
    @Test func fillProportionallyMatchesTheDump() {
        let p = StackViewProperties(distribution: .fillProportionally)
        let a = StackArrangement(p, [160, 80, 40].map { ArrangedSubview(intrinsicLength: $0) })
        let dims = a.constraints.filter { $0.identifier == .fillProportionally }
        #expect(dims.map(\.priority) == [999, 998, 997])
        #expect(zip(dims.map(\.multiplier), [0.571429, 0.285714, 0.142857]).allSatisfy { abs($0 - $1) < 1e-6 })
    }

    // MARK: - Hiding and showing again

    /// Random stacks (seeded): hiding an arranged view and showing it again restores every frame.
    /// Stacks whose layout is ambiguous to begin with are skipped (counted). "Exactly" is within
    /// 1e-9 points: taking the stack's constraints out and putting new ones in reaches the same
    /// vertex of the simplex by another pivot path, so the last bits of a fraction such as
    /// 48.25 can differ (seen: 48.249999999999986); most stacks (222 of 230) come back bit for bit.
    @Test func hidingThenShowingRestoresFrames() throws {
        var compared = 0, skipped = 0, frames = 0, bitExact = 0
        for seed in UInt64(0)..<300 {
            var rng = SplitMix64(seed: 0x57AC_0000 &+ seed)
            let session = LayoutSession(rootSize: Size(width: 1000, height: 1000))
            let stack = try session.addView(name: "s", className: "UIStackView")
            let axis: Axis = rng.chance(50) ? .horizontal : .vertical
            let p = StackViewProperties(
                axis: axis, distribution: rng.pick(StackDistribution.allCases),
                alignment: rng.pick(StackAlignment.allCases.filter { axis == .horizontal || ($0 != .firstBaseline && $0 != .lastBaseline) }),
                spacing: Double(rng.int(0...20)),
                isLayoutMarginsRelativeArrangement: rng.chance(30), isBaselineRelativeArrangement: rng.chance(30))
            try session.setLayoutMargins(stack, EdgeInsets(top: 3, left: 5, bottom: 7, right: 11))
            _ = try session.addConstraint(parsing: "s.leading == root.leading + 10")
            _ = try session.addConstraint(parsing: "s.top == root.top + 20")
            if rng.chance(70) { _ = try session.addConstraint(parsing: "s.width == \(rng.int(50...600))") }
            if rng.chance(70) { _ = try session.addConstraint(parsing: "s.height == \(rng.int(50...600))") }
            let n = rng.int(2...5)
            var views: [ViewID] = []
            var hugs = Array(0..<n).shuffled(using: &rng), resists = Array(0..<n).shuffled(using: &rng)
            for i in 0..<n {
                let v = try session.addView(
                    name: "v\(i)", superview: stack,
                    intrinsicSize: Size(width: Double(rng.int(10...120)), height: Double(rng.int(10...120))))
                try session.setHugging(v, axis, LayoutPriority(whole: 240 + hugs.removeLast())!)
                try session.setResistance(v, axis, LayoutPriority(whole: 740 + resists.removeLast())!)
                if rng.chance(20) { try session.setHidden(v, true) }
                views.append(v)
            }
            var custom: [Int: Double] = [:]
            for i in 0..<n where rng.chance(25) { custom[i] = Double(rng.int(0...30)) }
            func arranged() -> [ArrangedSubview] {
                views.enumerated().map { i, v in
                    let size = session.state.intrinsicSize(of: v)
                    return ArrangedSubview(
                        isHidden: session.state[v].isHidden, customSpacingAfter: custom[i],
                        intrinsicLength: axis == .horizontal ? size.width : size.height)
                }
            }
            var handles = session.insertStackArrangement(StackArrangement(p, arranged()), stack: stack, arranged: views).constraints
            let all = [stack] + views
            if all.contains(where: { session.hasAmbiguousLayout(.view($0)) }) || session.state.constraints.contains(where: \.isBroken) {
                skipped += 1
                continue
            }
            let before = all.map { session.frame(of: $0) }
            guard let target = views.filter({ !session.state[$0].isHidden }).randomElement(using: &rng) else {
                skipped += 1
                continue
            }
            for hidden in [true, false] {
                try session.setHidden(target, hidden)
                session.removeStackConstraints(handles)
                handles = session.insertStackArrangement(StackArrangement(p, arranged()), stack: stack, arranged: views).constraints
            }
            let after = all.map { session.frame(of: $0) }
            func close(_ a: Rect, _ b: Rect) -> Bool {
                abs(a.x - b.x) <= 1e-9 && abs(a.y - b.y) <= 1e-9 && abs(a.width - b.width) <= 1e-9 && abs(a.height - b.height) <= 1e-9
            }
            #expect(zip(after, before).allSatisfy(close), "seed \(seed): \(p) frames \(before) became \(after)")
            if after == before { bitExact += 1 }
            compared += 1
            frames += all.count
        }
        #expect(compared >= 150, "only \(compared) stacks compared (\(skipped) skipped)")
        #expect(frames >= 500)
        #expect(bitExact >= compared * 3 / 4, "\(bitExact) of \(compared) came back bit for bit")
    }
}

// MARK: - The case format

/// One `StackViewCases/*.txt` file.
struct StackCase {
    struct StackLine {
        var name: String
        var container: String?
        var frame: [Double?]?
        var properties: StackViewProperties
        var margins: EdgeInsets?
    }

    struct ViewLine {
        var name: String
        var container: String
        var className = "UIView"
        var intrinsic = Size.none
        var hug: (LayoutPriority, LayoutPriority)?
        var resist: (LayoutPriority, LayoutPriority)?
        var baseline: (Double, Double)?
        var lines: Int?
        var hidden = false
        var spacingAfter: Double?
    }

    var file: String
    var status = ""
    var stacks: [StackLine] = []
    var views: [ViewLine] = []
    /// Arranged subviews of each stack, in file order (views and nested stacks).
    var arranged: [String: [String]] = [:]
    var appConstraints: [String] = []
    var expectedFrames: [(name: String, frame: Rect)] = []
    var expectedAmbiguous: [String] = []
    var expectsConflict = false
    var conflictList: [String] = []
    var breaks: String?

    struct Bad: Error, CustomStringConvertible {
        var description: String
    }

    init(parsing text: String, file: String) throws {
        self.file = file
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
                .trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            let words = line.split(separator: " ").map(String.init)
            var options: [String: String] = [:]
            var flags: Set<String> = []
            for w in words.dropFirst(2) {
                if let eq = w.firstIndex(of: "=") { options[String(w[..<eq])] = String(w[w.index(after: eq)...]) } else { flags.insert(w) }
            }
            func numbers(_ s: String?, _ sep: Character = ",") -> [Double?]? { s.map { $0.split(separator: sep).map { Double($0) } } }
            func rest(after keyword: String) -> String { String(line.dropFirst(keyword.count)).trimmingCharacters(in: .whitespaces) }
            switch words[0] {
            case "status:": status = words[1]
            case "stack":
                var p = StackViewProperties()
                p.axis = options["axis"] == "vertical" ? .vertical : .horizontal
                p.distribution = try StackDistribution(rawValue: options["distribution"] ?? "fill").orThrow("distribution in \(line)")
                p.alignment = try StackAlignment(rawValue: options["alignment"] ?? "fill").orThrow("alignment in \(line)")
                p.spacing = Double(options["spacing"] ?? "0") ?? 0
                p.isLayoutMarginsRelativeArrangement = options["margins-relative"] == "on"
                p.isBaselineRelativeArrangement = options["baseline-relative"] == "on"
                let m = numbers(options["margins"])?.map { $0 ?? 0 }
                let s = StackLine(
                    name: words[1], container: options["in"], frame: numbers(options["frame"]), properties: p,
                    margins: m.map { EdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) })
                stacks.append(s)
                if let outer = s.container { arranged[outer, default: []].append(s.name) }
            case "view":
                guard let container = options["in"] ?? stacks.last?.name else { throw Bad(description: "view before any stack: \(line)") }
                var v = ViewLine(name: words[1], container: container)
                v.className = options["class"] ?? "UIView"
                if let i = numbers(options["intrinsic"], "x") {
                    v.intrinsic = Size(width: i[0] ?? Size.noIntrinsicMetric, height: i[1] ?? Size.noIntrinsicMetric)
                }
                if let h = numbers(options["hug"]) { v.hug = (LayoutPriority(exactly: h[0]!)!, LayoutPriority(exactly: h[1]!)!) }
                if let r = numbers(options["resist"]) { v.resist = (LayoutPriority(exactly: r[0]!)!, LayoutPriority(exactly: r[1]!)!) }
                if let b = numbers(options["baseline"]) { v.baseline = (b[0]!, b[1]!) }
                v.lines = options["lines"].flatMap { Int($0) }
                v.hidden = flags.contains("hidden")
                v.spacingAfter = options["spacing-after"].flatMap { Double($0) }
                views.append(v)
                arranged[container, default: []].append(v.name)
            case "constraint": appConstraints.append(rest(after: "constraint"))
            case "expect":
                let n = words.dropFirst(2).map { Double($0) }
                guard n.count == 4, n.allSatisfy({ $0 != nil }) else { throw Bad(description: "bad expect: \(line)") }
                expectedFrames.append((words[1], Rect(x: n[0]!, y: n[1]!, width: n[2]!, height: n[3]!)))
            case "expect-ambiguous": expectedAmbiguous += words.dropFirst()
            case "expect-conflict": expectsConflict = true
            case "list": conflictList.append(rest(after: "list"))
            case "breaks": breaks = rest(after: "breaks")
            default: throw Bad(description: "\(file): unknown line: \(line)")
            }
        }
    }
}

extension Optional {
    func orThrow(_ what: String) throws -> Wrapped {
        guard let self else { throw StackCase.Bad(description: "bad \(what)") }
        return self
    }
}

/// A case built into a session: the stacks and views, the app's frame pins, every stack's
/// generated constraints, then the case's own constraints.
struct BuiltStackCase {
    let session = LayoutSession()
    var appConstraintEvents: [LayoutEvent] = []

    init(_ c: StackCase) throws {
        var isStack: Set<String> = []
        for s in c.stacks {
            isStack.insert(s.name)
            let superview = try s.container.map { try session.state.view(named: $0).orThrow("stack \($0)") }
            let v = try session.addView(name: s.name, className: "UIStackView", superview: superview)
            // Rule 13: a stack view's margins; every case that needs them gives them.
            try session.setLayoutMargins(v, s.margins ?? .zero)
            if s.container == nil, let f = s.frame {
                _ = try session.addConstraint(parsing: "\(s.name).leading == root.leading + \(f[0] ?? 0)")
                _ = try session.addConstraint(parsing: "\(s.name).top == root.top + \(f[1] ?? 0)")
                if let w = f[2] { _ = try session.addConstraint(parsing: "\(s.name).width == \(w)") }
                if let h = f[3] { _ = try session.addConstraint(parsing: "\(s.name).height == \(h)") }
            }
        }
        var lines: [String: StackCase.ViewLine] = [:]
        for line in c.views {
            lines[line.name] = line
            let stack = try session.state.view(named: line.container).orThrow("stack \(line.container)")
            let v = try session.addView(name: line.name, className: line.className, superview: stack, intrinsicSize: line.intrinsic)
            // UILabel's default hugging is 251 (docs/stack-views.md section 0).
            let hug = line.hug ?? (line.className == "UILabel" ? (251, 251) : (250, 250))
            try session.setHugging(v, .horizontal, hug.0)
            try session.setHugging(v, .vertical, hug.1)
            if let r = line.resist {
                try session.setResistance(v, .horizontal, r.0)
                try session.setResistance(v, .vertical, r.1)
            }
            if let (first, last) = line.baseline {
                // plumb's baseline is one centred line: minY + height/2 + 0.35 × font size. The
                // font size that puts it `first` below the top at the intrinsic height.
                guard first == last, line.intrinsic.height > 0 else {
                    throw StackCase.Bad(description: "\(line.name): distinct first and last baselines are not modelled")
                }
                try session.setFontSize(v, (first - line.intrinsic.height / 2) / 0.35)
            }
            try session.setHidden(v, line.hidden)
        }
        // The stacks through the session's own API (properties, then arranging, then custom
        // spacing), so the cases check the path users take. plumb's labels are one line, so a
        // case with a multi-line label cannot be built this way.
        for s in c.stacks {
            let stack = session.state.view(named: s.name)!
            let names = c.arranged[s.name] ?? []
            let views = names.map { session.state.view(named: $0)! }
            if let multiline = names.first(where: { lines[$0]?.className == "UILabel" && lines[$0]?.lines != 1 }) {
                throw StackCase.Bad(description: "\(multiline): multi-line labels are not modelled (give lines=1)")
            }
            try session.setStackProperties(stack, s.properties)
            if !views.isEmpty { try session.arrange(views, in: stack) }
            for (i, name) in names.enumerated() {
                if let spacing = lines[name]?.spacingAfter { try session.setCustomSpacing(spacing, after: views[i], in: stack) }
            }
        }
        for text in c.appConstraints {
            _ = try session.addConstraint(parsing: text)
            appConstraintEvents += session.events
        }
    }

    /// The constraints of the session a `list`/`breaks` line names: an optional `'IDENTIFIER'`
    /// then an equation or a VFL format (`H:[a]-(0)-[b]`), matched either way round.
    func matching(_ line: String) throws -> [ConstraintHandle] {
        var text = line
        var identifier: String?
        if text.hasPrefix("'"), let end = text.dropFirst().firstIndex(of: "'") {
            identifier = String(text[text.index(after: text.startIndex)..<end])
            text = String(text[text.index(after: end)...]).trimmingCharacters(in: .whitespaces)
        }
        let wanted: [LayoutSession.ResolvedEquation]
        if text.hasPrefix("H:") || text.hasPrefix("V:") {
            wanted = try session.resolve(PinCommand.parse(text))
        } else {
            wanted = [try session.resolve(ConstraintEquation.parse(text))]
        }
        guard wanted.count == 1, let w = wanted.first else { throw StackCase.Bad(description: "`\(line)` is not one constraint") }
        return session.state.constraints.filter { c in
            guard identifier == nil || c.identifier == identifier, c.priority == w.priority else { return false }
            let same = c.first == w.first && c.second == w.second && c.relation == w.relation
                && c.multiplier == w.multiplier && c.constant == w.constant
            let flipped: LayoutRelation = switch w.relation {
            case .equal: .equal
            case .lessThanOrEqual: .greaterThanOrEqual
            case .greaterThanOrEqual: .lessThanOrEqual
            }
            let swapped = w.multiplier == 1 && c.multiplier == 1 && c.first == w.second && c.second == w.first
                && c.relation == flipped && c.constant == -w.constant
            return same || swapped
        }.map(\.handle)
    }

    func describe(_ handles: [ConstraintHandle]) -> String {
        handles.map { h in
            let c = session.state[h]
            let rhs = c.second.map { "\(c.multiplier == 1 ? "" : "\(c.multiplier) × ")\(session.state.name(of: $0.item)).\($0.attribute.rawValue) + " } ?? ""
            return "[\(c.identifier ?? c.handleName)] \(session.state.name(of: c.first.item)).\(c.first.attribute.rawValue) \(c.relation.rawValue) \(rhs)\(c.constant) @\(c.priority)"
        }.joined(separator: "; ")
    }
}
