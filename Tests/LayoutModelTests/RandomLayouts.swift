import Testing
@testable import LayoutModel
import LayoutText
import LayoutSyntax
import PlumbTestSupport

typealias SeededGenerator = SplitMix64

/// What the random layouts draw: probabilities, constants, priorities and relations as people
/// write them.
extension SplitMix64 {
    mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }

    /// A constant as people write them, with now and then an awkward one.
    mutating func constant(negative: Bool = true) -> Double {
        var x: Double
        switch int(0...9) {
        case 0...5: x = Double(int(0...120))
        case 6: x = Double(int(0...400)) / 2
        case 7: x = pick([8, 20, 0, 1e-05, 0.1, 1.0 / 3, 123456.789])
        case 8: x = Double(int(0...1000)) / 8
        default: x = Double(int(0...99))
        }
        if negative && chance(0.2) { x = -x }
        return x
    }

    /// Fractional ones too (999.5, 999.999 as UIKit's stack views make them; 0.5).
    mutating func priority() -> LayoutPriority {
        chance(0.35) ? 1000 : pick([0.5, 999.5, 250, 251, 999.999, 749, 750, 751, 999, LayoutPriority(whole: int(1...999))!])
    }

    mutating func relation() -> LayoutRelation {
        chance(0.6) ? .equal : pick([.lessThanOrEqual, .greaterThanOrEqual])
    }
}

/// A session's views, to build the same hierarchy again in a fresh session.
struct ViewBlueprint: Hashable {
    var name: String
    var className: String
    var superview: String
    var text: String?
    var intrinsic: Size?
}

extension LayoutSession {
    /// Every view but the root, in order, as blueprints.
    var blueprints: [ViewBlueprint] {
        state.viewIDs.dropFirst().map { i in
            let v = state[i]
            return ViewBlueprint(name: v.name, className: v.className, superview: state[v.superview!].name,
                                 text: v.text, intrinsic: v.explicitIntrinsicSize)
        }
    }

    /// A session with the same root size and views (no user constraints).
    static func fresh(like blueprints: [ViewBlueprint], rootSize: Size) throws -> LayoutSession {
        let s = LayoutSession(rootSize: rootSize)
        for b in blueprints {
            try s.addView(name: b.name, className: b.className, superview: s.state.view(named: b.superview)!,
                          text: b.text, intrinsicSize: b.intrinsic)
        }
        return s
    }

    var userConstraints: [LayoutConstraint] { state.constraints.filter { $0.kind == .user } }

    /// Whether the last change caused a conflict.
    var hadConflict: Bool {
        events.contains { if case .conflict = $0 { return true } else { return false } }
    }
}

/// What makes two constraints "the same" across sessions: names instead of indices and handles.
struct ConstraintKey: Hashable, Comparable, CustomStringConvertible {
    var first: String
    var relation: String
    var second: String
    var multiplier: Double
    var constant: Double
    var priority: LayoutPriority
    var identifier: String?
    var isActive: Bool
    var usesStandardSpacing: Bool

    init(_ c: LayoutConstraint, in state: LayoutState) {
        first = "\(state.name(of: c.first.item)).\(c.first.attribute.name)"
        relation = c.relation.symbol
        second = c.second.map { "\(state.name(of: $0.item)).\($0.attribute.name)" } ?? "-"
        multiplier = c.multiplier
        constant = c.constant == 0 ? 0 : c.constant
        priority = c.priority
        identifier = c.identifier
        isActive = c.isActive
        usesStandardSpacing = c.usesStandardSpacing
    }

    var description: String {
        "\(first) \(relation) \(second) * \(multiplier) + \(constant) @\(priority)"
            + (identifier.map { " id \($0)" } ?? "") + (isActive ? "" : " (inactive)") + (usesStandardSpacing ? " (standard)" : "")
    }

    static func < (a: Self, b: Self) -> Bool { a.description < b.description }
}

/// The user constraints of a session, sorted: equal arrays mean equal multisets.
func userConstraintKeys(_ s: LayoutSession) -> [ConstraintKey] {
    s.userConstraints.map { ConstraintKey($0, in: s.state) }.sorted()
}

/// Frames agree to a relative 1e-7 (the solver's arithmetic is floating point).
func close(_ a: Double, _ b: Double, tolerance: Double = 1e-7) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

func close(_ a: Rect, _ b: Rect) -> Bool {
    close(a.x, b.x) && close(a.y, b.y) && close(a.width, b.width) && close(a.height, b.height)
}

/// Frames every view is meant to have: required constraints are made to hold at these frames
/// (their constants computed from them), so random layouts do not conflict — a conflict costs a
/// conflict search, and undoing it tests nothing. Optional constraints stay random.
struct TargetFrames {
    var frames: [ViewID: Rect] = [:]

    /// The attribute's value at the target frames, as the engine computes it left to right.
    func value(_ anchor: Anchor, in state: LayoutState) -> Double {
        guard case .view(let v) = anchor.item, let f = frames[v] else { preconditionFailure("no target for \(anchor)") }
        let m = anchor.attribute.isMargin ? state[v].layoutMargins : .zero
        let left = f.x + m.left, right = f.maxX - m.right, top = f.y + m.top, bottom = f.maxY - m.bottom
        switch anchor.attribute {
        case .left, .leftMargin, .leading, .leadingMargin: return left
        case .right, .rightMargin, .trailing, .trailingMargin: return right
        case .top, .topMargin: return top
        case .bottom, .bottomMargin: return bottom
        case .centerX, .centerXWithinMargins: return (left + right) / 2
        case .centerY, .centerYWithinMargins: return (top + bottom) / 2
        case .width: return f.width
        case .height: return f.height
        case .firstBaseline, .lastBaseline:
            guard state[v].showsText else { return bottom }
            let size = state.effectiveFontSize(of: v)
            return f.y + f.height / 2 + (TextMetrics.ascender(fontSize: size) - TextMetrics.descender(fontSize: size)) / 2
        }
    }

    /// The constant that makes `first REL m × second + c` hold at the targets when required
    /// (exactly for `==`, with some slack for inequalities); any constant when optional.
    func constant(_ first: Anchor, _ relation: LayoutRelation, _ second: Anchor?, multiplier: Double = 1,
                  priority: LayoutPriority, in state: LayoutState, _ rng: inout SeededGenerator) -> Double {
        guard priority == 1000 else { return rng.constant() }
        let exact = value(first, in: state) - (second.map { multiplier * value($0, in: state) } ?? 0)
        let slack = rng.chance(0.5) ? 0 : Double(rng.int(1...40))
        switch relation {
        case .equal: return exact
        case .greaterThanOrEqual: return exact - slack
        case .lessThanOrEqual: return exact + slack
        }
    }
}

/// Random sibling views and random constraints: what the VFL round trip is tested on. Required
/// constraints hold at target frames laid out in rows and columns with standard, zero and
/// random gaps, so formats that follow a row often print with `-` and `[a][b]`.
struct RandomLayout {
    var rng: SeededGenerator
    let session: LayoutSession
    /// Views directly under the root (siblings) and views nested one level (not siblings of
    /// those), by index.
    var siblings: [ViewID] = []
    var nested: [ViewID] = []
    var targets = TargetFrames()
    /// Changes undone because they made a conflict.
    var undone = 0

    init(seed: UInt64, rootSize: Size = Size(width: 320, height: 504)) throws {
        rng = SeededGenerator(seed: seed)
        session = LayoutSession(rootSize: rootSize)
        let count = rng.int(2...6)
        for i in 0..<count {
            let label = rng.chance(0.25)
            var name = "v\(i)"
            if rng.chance(0.05) { name = "_\(i)x" }
            let v = try session.addView(name: name, className: label ? "UILabel" : "UIView",
                                        text: label ? rng.pick(["Name", "Hi", "Address", ""]) : nil)
            siblings.append(v)
        }
        if rng.chance(0.4) {
            let parent = rng.pick(siblings)
            for i in 0..<rng.int(1...2) {
                nested.append(try session.addView(name: "n\(i)", superview: parent))
            }
        }
        // Targets: the siblings in a random order along each axis, with gaps of 0, 8 or more.
        targets.frames[session.state.root] = Rect(x: 0, y: 0, width: rootSize.width, height: rootSize.height)
        var xs: [ViewID: (Double, Double)] = [:], ys: [ViewID: (Double, Double)] = [:]
        for axis in 0..<2 {
            var cursor = rng.pick([0.0, 20, Double(rng.int(0...60))])
            for v in siblings.shuffledDeterministically(&rng) {
                let size = Double(rng.int(0...120)) + (rng.chance(0.2) ? Double(rng.int(1...7)) / 8 : 0)
                if axis == 0 { xs[v] = (cursor, size) } else { ys[v] = (cursor, size) }
                cursor += size + rng.pick([0.0, 8, 8, 8, Double(rng.int(0...40)), -Double(rng.int(1...20))])
            }
        }
        for v in siblings {
            targets.frames[v] = Rect(x: xs[v]!.0, y: ys[v]!.0, width: xs[v]!.1, height: ys[v]!.1)
        }
        for v in nested {
            let p = targets.frames[session.state[v].superview!]!
            targets.frames[v] = Rect(x: p.x + Double(rng.int(0...20)), y: p.y + Double(rng.pick([0, 8, 20, rng.int(0...30)])),
                                     width: Double(rng.int(0...50)), height: Double(rng.int(0...50)))
        }
    }

    var allViews: [ViewID] { siblings + nested }

    /// Weak anchors (position and size at a priority of its own per view, 1…10) so that most
    /// views end up with one best frame whatever else is added: `H:|-(x@p)-[v(w@p)]`.
    mutating func anchorViews() throws -> [ConstraintHandle] {
        var made: [ConstraintHandle] = []
        for (i, v) in allViews.enumerated() where rng.chance(0.85) {
            let name = session.state[v].name
            let p = i + 1
            for axis in ["H", "V"] {
                let format = "\(axis):|-(\(rng.int(0...100))@\(p))-[\(name)(\(rng.int(0...100))@\(p))]"
                made += try keep { s in try s.pin(parsing: format) }
            }
        }
        return made
    }

    /// Runs `make`, undoing the change when it makes a conflict (so the layout stays
    /// satisfiable and the order constraints are made in cannot matter).
    mutating func keep(_ make: (LayoutSession) throws -> [ConstraintHandle]) rethrows -> [ConstraintHandle] {
        let before = session.state
        let handles = try make(session)
        if session.hadConflict || handles.contains(where: { session.state.constraint($0)?.isBroken == true }) {
            // Back to the state before (a rebuild, with nothing broken, so no search for what
            // could be restored).
            session.restore(before)
            undone += 1
            return []
        }
        return handles
    }

    func name(_ v: ViewID) -> String { session.state[v].name }

    /// One predicate of `first REL second + c` (second nil: against a constant; `object` names
    /// a view for `(==b)`), required or not, its constant from the targets when required.
    mutating func predicate(_ first: Anchor, _ second: Anchor?, object: String? = nil, required: Bool? = nil) -> String {
        let p = (required ?? rng.chance(0.4)) ? 1000 : rng.priority()
        var relation = rng.relation()
        var text: String
        if let object {
            // `(==b)`: the relation must hold at the targets when required.
            if p == 1000 {
                let d = targets.value(first, in: session.state) - targets.value(second!, in: session.state)
                relation = d == 0 ? rng.relation() : (d > 0 ? .greaterThanOrEqual : .lessThanOrEqual)
            }
            text = relation.symbol + object
        } else {
            let c = targets.constant(first, relation, second, priority: p, in: session.state, &rng)
            text = (relation == .equal && rng.chance(0.5) ? "" : relation.symbol) + formatNumber(c)
        }
        return text + (p == 1000 ? "" : "@\(p)")
    }

    /// A connection `[earlier]…[later]` (or an edge), from the anchors of its gap.
    mutating func connection(_ later: Anchor, _ earlier: Anchor, standard: Double) -> String {
        let exact = targets.value(later, in: session.state) - targets.value(earlier, in: session.state)
        switch rng.int(0...9) {
        case 0...4:
            // Required ==: the simplest form that says it.
            if exact == standard && rng.chance(0.8) { return "-" }
            if exact == 0 && rng.chance(0.8) { return "" }
            return exact >= 0 ? "-\(formatNumber(exact))-" : "-(\(formatNumber(exact)))-"
        case 5...7:
            return "-(" + predicate(later, earlier) + ")-"
        default:
            let lo = exact - Double(rng.int(0...20))
            return "-(>=\(formatNumber(lo)),<=\(formatNumber(exact + Double(rng.int(0...100))))@\(rng.int(1...999)))-"
        }
    }

    /// A random `pin` argument over distinct siblings (nested views as size predicate targets
    /// only), without `align`, its required constraints true at the targets.
    mutating func randomFormat() -> String? {
        let horizontal = rng.chance(0.5)
        var pool = siblings
        var chosen: [ViewID] = []
        for _ in 0..<rng.int(1...min(4, pool.count)) { chosen.append(pool.remove(at: rng.int(0...pool.count - 1))) }
        // Mostly in target order, so gaps are the row's own.
        let byTarget = chosen.sorted { horizontal ? targets.frames[$0]!.x < targets.frames[$1]!.x : targets.frames[$0]!.y < targets.frames[$1]!.y }
        if rng.chance(0.7) { chosen = byTarget }
        var options = ""
        var start: LayoutAttribute = horizontal ? .leading : .top, end: LayoutAttribute = horizontal ? .trailing : .bottom
        var gapLater = start, gapEarlier = end
        if horizontal && rng.chance(0.3) {
            switch rng.int(0...2) {
            case 0: options = " direction left-to-right"; (start, end) = (.left, .right)
            case 1: options = " direction right-to-left"; (start, end) = (.right, .left)
            default: options = " direction leading-to-trailing"
            }
            (gapLater, gapEarlier) = (start, end)
        }
        if !horizontal && chosen.count > 1 && rng.chance(0.25) {
            options = " spacing baseline-to-baseline"
            (gapLater, gapEarlier) = (.firstBaseline, .lastBaseline)
        }
        let size: LayoutAttribute = horizontal ? .width : .height
        func views(_ v: ViewID) -> String {
            guard rng.chance(0.5) else { return name(v) }
            var ps: [String] = []
            for k in 0..<rng.int(1...2) {
                if rng.chance(0.2) {
                    let other = rng.pick(allViews)
                    ps.append(predicate(Anchor(.view(v), size), Anchor(.view(other), size), object: name(other), required: k == 0 ? nil : false))
                } else {
                    ps.append(predicate(Anchor(.view(v), size), nil, required: k == 0 ? nil : false))
                }
            }
            return name(v) + "(" + ps.joined(separator: ",") + ")"
        }
        let sup = LayoutItem.view(ViewID(0))
        var text = horizontal ? "H:" : "V:"
        if rng.chance(0.5) {
            text += "|" + connection(Anchor(.view(chosen[0]), start), Anchor(sup, start), standard: LayoutSession.standardSuperviewSpacing)
        }
        for (i, v) in chosen.enumerated() {
            if i > 0 {
                text += connection(Anchor(.view(v), gapLater), Anchor(.view(chosen[i - 1]), gapEarlier), standard: LayoutSession.standardSiblingSpacing)
            }
            text += "[" + views(v) + "]"
        }
        if rng.chance(0.35) {
            text += connection(Anchor(sup, end), Anchor(.view(chosen.last!), end), standard: LayoutSession.standardSuperviewSpacing) + "|"
        }
        return text + options
    }

    /// A random constraint through the API: VFL-shaped ones most of the time, anything the model
    /// accepts otherwise (multipliers, centers, margins, identifiers, inactive ones).
    mutating func randomAPIConstraint() throws -> [ConstraintHandle] {
        let views = allViews
        let a = rng.pick(views), b = rng.pick(views)
        let p = rng.priority()
        let rel = rng.relation()
        let sup = session.state[a].superview!
        let pairs: [(LayoutAttribute, LayoutAttribute)] = [
            (.leading, .trailing), (.left, .right), (.right, .left), (.top, .bottom), (.firstBaseline, .lastBaseline),
        ]
        func add(_ first: Anchor, _ second: Anchor?, multiplier: Double = 1, identifier: String? = nil, active: Bool = true) throws -> [ConstraintHandle] {
            let k = targets.constant(first, rel, second, multiplier: multiplier, priority: p, in: session.state, &rng)
            return try keep { s in
                [try s.addConstraint(first, rel, second, multiplier: multiplier, constant: k, priority: p, identifier: identifier, active: active)]
            }
        }
        switch rng.int(0...9) {
        case 0...2:
            let (later, earlier) = rng.pick(pairs)
            guard a != b else { return [] }
            return try add(Anchor(.view(b), later), Anchor(.view(a), earlier))
        case 3:
            let (start, end) = rng.pick(pairs.filter { $0.0 != .firstBaseline })
            if rng.chance(0.5) { return try add(Anchor(.view(a), start), Anchor(.view(sup), start)) }
            return try add(Anchor(.view(sup), end), Anchor(.view(a), end))
        case 4:
            let size = rng.pick([LayoutAttribute.width, .height])
            return try add(Anchor(.view(a), size), rng.chance(0.5) ? nil : Anchor(.view(b), size))
        default:
            // Anything valid: random attributes, multipliers, identifiers, inactive.
            let all = LayoutAttribute.allCases
            for _ in 0..<20 {
                let fa = rng.pick(all), sa = rng.pick(all)
                let unary = rng.chance(0.2)
                let m = rng.chance(0.5) ? 1 : rng.pick([0.5, 2, -1, 0.25, 1.5, -0.5])
                let id: String? = rng.chance(0.2) ? rng.pick(["Label Width", "q\"uote", "back\\slash", "é"]) : nil
                let first = Anchor(.view(a), fa), second = unary ? nil : Anchor(.view(b), sa)
                do {
                    try session.validate(first: first, relation: rel, second: second, multiplier: m, constant: 0, priority: p)
                } catch { continue }
                return try add(first, second, multiplier: unary ? 1 : m, identifier: id, active: rng.chance(0.85))
            }
            return []
        }
    }
}
