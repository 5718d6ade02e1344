import LayoutModel
import LayoutSyntax
import ConstraintSolver
import LayoutText

/// `sweep width|height FROM...TO`: the exact sizes of the root, along one axis, at which the
/// required constraints can all hold and at which the layout is unambiguous, what sets each
/// bound, and what UIKit breaks just beyond it. The other dimension keeps its size. See
/// docs/sweep-and-check.md for the method.
public struct SizeSweep: Sendable, Equatable {
    /// An interval of sizes; an end may be open.
    public struct Interval: Sendable, Equatable {
        public var lower: Double
        public var upper: Double
        public var includesLower = true
        public var includesUpper = true

        public func contains(_ x: Double) -> Bool {
            (includesLower ? x >= lower : x > lower) && (includesUpper ? x <= upper : x < upper)
        }

        /// `[198, 400]`, `(150, 200)`, `{200}` for a single size.
        public var text: String {
            let n = ConstraintWords.n
            if lower == upper { return "{\(n(lower))}" }
            return (includesLower ? "[" : "(") + n(lower) + ", " + n(upper) + (includesUpper ? "]" : ")")
        }
    }

    /// Required constraints (model handles, in order) and engine rules that cannot hold together;
    /// `broken` is the one UIKit breaks (when the session was asked).
    public struct Conflict: Sendable, Equatable {
        public var constraints: [ConstraintHandle]
        public var sizeLimits: [EngineRule]
        public var broken: ConstraintHandle?
    }

    /// A bound of the satisfiable sizes and what happens just beyond it.
    public struct Limit: Sendable, Equatable {
        public var value: Double
        /// The size the session was resized to, just beyond the bound.
        public var probe: Double
        /// The conflict the session reports there, with the constraint it breaks.
        public var conflict: Conflict?
        /// `20 + a ≥ 100 + 8 + b ≥ 50 + 20 needs at least 198`, when the set is a chain.
        public var chain: String?
    }

    public struct AmbiguousItem: Sendable, Equatable {
        public var name: String
        public var attributes: [String]
        /// The view or guide (for callers that point at it, such as `plumb check` on an IB document).
        public var item: LayoutItem? = nil
    }

    /// A stretch of satisfiable sizes in the swept range where ambiguity does not change.
    public struct Piece: Sendable, Equatable {
        public var interval: Interval
        public var isAmbiguous: Bool
        /// For an ambiguous piece: what is ambiguous at one size inside it.
        public var ambiguousItems: [AmbiguousItem]
        /// The size `ambiguousItems` was measured at.
        public var sample: Double
    }

    public var axis: Axis
    public var from: Double
    public var to: Double
    /// The other dimension of the root, kept.
    public var otherSize: Double
    /// Every size ≥ 0 at which the required constraints hold: `lower...upper` (upper nil:
    /// unbounded), or nil when there is none.
    public var satisfiableLower: Double?
    public var satisfiableUpper: Double?
    /// When no size works: the required constraints that conflict whatever the size.
    public var never: Conflict?
    public var below: Limit?
    public var above: Limit?
    /// The satisfiable part of `from...to`, cut where ambiguity changes.
    public var pieces: [Piece]
    /// False when the region walk stopped at its limit; pieces then cover only part of the range.
    public var complete: Bool

    public var isSatisfiableSomewhere: Bool { satisfiableLower != nil }

    /// The satisfiable sizes within `from...to`.
    public var satisfiableInRange: Interval? {
        guard let lo = satisfiableLower else { return nil }
        let a = max(lo, from), b = min(satisfiableUpper ?? .infinity, to)
        return a <= b ? Interval(lower: a, upper: b) : nil
    }

    /// The sizes within `from...to` at which the layout is satisfiable and unambiguous.
    public var unambiguous: [Interval] { pieces.filter { !$0.isAmbiguous }.map(\.interval) }

    public var dimension: String { axis == .horizontal ? "width" : "height" }

    /// The regions the walk may visit before it stops (each costs one solver build).
    static let regionLimit = 500

    public static func run(_ session: LayoutSession, axis: Axis, from: Double, to: Double) -> SizeSweep {
        try! run(session, axis: axis, from: from, to: to, stop: .never)
    }

    /// The sweep, asking `stop` before each solver build or probe (the mirror, each limit, each
    /// region of the walk, each breakpoint and gap); throws `Diagnostic.interrupted` when it says
    /// to stop. The session is only read.
    public static func run(_ session: LayoutSession, axis: Axis, from: Double, to: Double,
                           stop: StopCheck) throws(Diagnostic) -> SizeSweep {
        try run(session, axis: axis, from: from, to: to, stop: stop, probeBuild: .fresh)
    }

    /// The sweep with its probe made one way or the other (`LayoutMirror.ProbeBuild`; tests
    /// compare the two).
    static func run(_ session: LayoutSession, axis: Axis, from: Double, to: Double,
                    stop: StopCheck, probeBuild: LayoutMirror.ProbeBuild) throws(Diagnostic) -> SizeSweep {
        try stop.check()
        let state = session.state
        var sweep = SizeSweep(
            axis: axis, from: from, to: to, otherSize: axis == .horizontal ? state.rootSize.height : state.rootSize.width,
            pieces: [], complete: true)
        let mirror = LayoutMirror(session, freeing: axis, includingBroken: true, stop: stop, probeBuild: probeBuild)
        try mirror.checkInterrupted()
        try stop.check()
        if let conflict = mirror.conflict {
            sweep.never = conflict
            return sweep
        }
        let size = axis == .horizontal ? mirror.rootWidth : mirror.rootHeight
        let range = try mirror.requiredRange(ofSize: size)
        let lower = snap(max(0, range.minimum ?? 0))
        let upper = range.maximum.map(snap)
        sweep.satisfiableLower = lower
        sweep.satisfiableUpper = upper
        let tolerance = 1e-9 * max(1, abs(lower), abs(upper ?? 0))
        if lower > tolerance {
            try stop.check()
            sweep.below = try limit(session, axis: axis, bound: lower, beyond: lower - min(lower / 2, max(1e-3, 1e-6 * lower)), stop: stop)
        }
        if let upper {
            try stop.check()
            sweep.above = try limit(session, axis: axis, bound: upper, beyond: upper + max(1e-3, 1e-6 * upper), stop: stop)
        }
        // The ambiguity walk over the satisfiable part of the range.
        let lo = max(from, lower), hi = min(to, upper ?? .infinity)
        guard lo <= hi else { return sweep }
        var regions: [(Double, Double)] = []
        func explore(_ w: Double) throws(Diagnostic) {
            let r = try mirror.region(of: size, at: w)
            regions.append((max(lo, snap(r.lower ?? lo)), min(hi, snap(r.upper ?? hi))))
        }
        try stop.check()
        try explore(lo)
        var x = lo
        let eps = 1e-9 * max(1, abs(lo), abs(hi))
        while x < hi - eps {
            if regions.count >= regionLimit {
                sweep.complete = false
                break
            }
            if let far = regions.filter({ $0.0 <= x + eps && $0.1 > x + eps }).map(\.1).max() {
                x = far
                continue
            }
            let next = regions.map(\.0).filter { $0 > x + eps }.min() ?? hi
            try stop.check()
            try explore((x + next) / 2)
        }
        var points = [lo, hi]
        for (a, b) in regions { points += [a, b] }
        points = points.filter { $0 >= lo && $0 <= (sweep.complete ? hi : x) }.sorted()
        var breakpoints: [Double] = []
        for p in points where breakpoints.last.map({ p - $0 > eps }) ?? true { breakpoints.append(p) }
        // Ambiguity at each breakpoint and inside each gap (constant there: see the docs).
        var raw: [(Interval, Bool, Double)] = []
        for (i, p) in breakpoints.enumerated() {
            try stop.check()
            try mirror.hold(size, at: p)
            try stop.check()
            raw.append((Interval(lower: p, upper: p), try mirror.isAmbiguous(), p))
            if i + 1 < breakpoints.count {
                let q = breakpoints[i + 1], m = (p + q) / 2
                try stop.check()
                try mirror.hold(size, at: m)
                try stop.check()
                raw.append((Interval(lower: p, upper: q, includesLower: false, includesUpper: false), try mirror.isAmbiguous(), m))
            }
        }
        for (interval, ambiguous, sample) in raw {
            if var last = sweep.pieces.last, last.isAmbiguous == ambiguous {
                last.interval.upper = interval.upper
                last.interval.includesUpper = interval.includesUpper
                sweep.pieces[sweep.pieces.count - 1] = last
            } else {
                var items: [AmbiguousItem] = []
                if ambiguous {
                    try stop.check()
                    try mirror.hold(size, at: sample)
                    try stop.check()
                    items = try mirror.ambiguousItems(state)
                }
                sweep.pieces.append(Piece(interval: interval, isAmbiguous: ambiguous, ambiguousItems: items, sample: sample))
            }
        }
        mirror.release()
        return sweep
    }

    /// What the session does just beyond a bound: a copy resized to the bound (everything
    /// holds), then to `beyond`; the conflict it reports and the constraint it breaks. The copy
    /// asks `stop` inside its solver (the conflict's minimal set is a long search on a large
    /// session).
    static func limit(_ session: LayoutSession, axis: Axis, bound: Double, beyond: Double,
                      stop: StopCheck) throws(Diagnostic) -> Limit {
        let copy = session.copy()
        copy.stop = stop
        var size = copy.state.rootSize
        func resize(_ x: Double) {
            if axis == .horizontal { size.width = x } else { size.height = x }
            try? copy.resizeRoot(size)
        }
        resize(bound)
        try copy.checkInterrupted()
        copy.stopsAtFirstConflict = true
        resize(beyond)
        try copy.checkInterrupted()
        var out = Limit(value: bound, probe: beyond)
        for case .conflict(let report) in copy.events {
            out.conflict = Conflict(constraints: report.constraints,
                                    sizeLimits: report.sizeLimits, broken: report.broken)
            let set = report.constraints.compactMap { copy.state.constraint($0) }
            if let chain = ConflictExplainer.chain(set, session: copy), let cut = chain.firstRange(of: ", but the root is") {
                out.chain = String(chain[..<cut.lowerBound])
            }
            break
        }
        return out
    }

    /// Rounds away the last bits of noise: 197.99999999999997 → 198.
    static func snap(_ x: Double) -> Double {
        let r = (x * 1e6).rounded() / 1e6
        return abs(r - x) <= 1e-9 * max(1, abs(x)) ? r : x
    }

    // MARK: - Text

    /// The sweep as the shell prints it.
    public func lines(in state: LayoutState) -> [String] {
        let n = ConstraintWords.n
        let other = axis == .horizontal ? "height" : "width"
        var out = ["sweep \(dimension) \(n(from))...\(n(to)) (root \(other) \(n(otherSize)))"]
        if let never {
            out.append("satisfiable: never — these required constraints conflict at every \(dimension):")
            out += conflictLines(never, state: state)
            return out
        }
        let lower = satisfiableLower!
        var whole: String
        switch (lower > 0, satisfiableUpper) {
        case (false, nil): whole = "at every \(dimension)"
        case (true, nil): whole = "for every \(dimension) ≥ \(n(lower))"
        case (false, let u?): whole = "for every \(dimension) ≤ \(n(u))"
        case (true, let u?): whole = u == lower ? "only at \(dimension) \(n(lower))" : "for every \(dimension) from \(n(lower)) to \(n(u))"
        }
        if let r = satisfiableInRange {
            out.append("satisfiable: \(r.text) (\(whole))")
        } else {
            out.append("satisfiable: nowhere in \(n(from))...\(n(to)) (\(whole))")
        }
        let unambiguous = self.unambiguous
        if satisfiableInRange != nil {
            out.append("unambiguous: " + (unambiguous.isEmpty ? "nowhere in the satisfiable range" : unambiguous.map(\.text).joined(separator: ", ")))
            for p in pieces where p.isAmbiguous {
                let what = p.ambiguousItems.map { "\($0.name) (\($0.attributes.joined(separator: ", ")))" }.joined(separator: ", ")
                out.append("  ambiguous in \(p.interval.text): \(what)")
            }
            if !complete {
                out.append("  (the walk stopped after \(Self.regionLimit) regions: ambiguity past \(n(pieces.last?.interval.upper ?? from)) was not analysed)")
            }
        }
        for (limit, side) in [(below, "below"), (above, "above")] {
            guard let limit else { continue }
            var head = "\(side) \(n(limit.value)) points \(axis == .horizontal ? "wide" : "tall")"
            if let c = limit.conflict, let b = c.broken, let broken = state.constraint(b) {
                head += ": \(ConstraintWords.label(broken)) \(state.equationText(for: broken)) cannot hold with the rest"
                head += " (UIKit breaks \(broken.handleName))"
            }
            out.append(head)
            if let chain = limit.chain { out.append("    \(chain)") }
            if let c = limit.conflict { out += conflictLines(c, state: state) }
        }
        return out
    }

    func conflictLines(_ c: Conflict, state: LayoutState) -> [String] {
        var out: [String] = []
        for h in c.constraints {
            guard let lc = state.constraint(h) else { continue }
            let text = lc.kind == .encapsulatedSize ? "the root's \(lc.first.attribute == .width ? "width" : "height")" : ConstraintWords.equation(lc, state)
            out.append("    \(lc.handleName)  \(text)" + (h == c.broken ? "  [breaks]" : ""))
        }
        for l in c.sizeLimits {
            out.append("    and: \(state.name(of: l.item))'s \(l.axis == .horizontal ? "width" : "height") cannot be negative")
        }
        return out
    }

    // MARK: - JSON

    public func json(in state: LayoutState) -> JSONValue {
        func interval(_ i: Interval) -> JSONValue {
            .object([("lower", .number(i.lower)), ("upper", .number(i.upper)),
                     ("includesLower", .bool(i.includesLower)), ("includesUpper", .bool(i.includesUpper))])
        }
        func conflict(_ c: Conflict?) -> JSONValue {
            guard let c else { return .null }
            return .object([
                ("constraints", .strings(c.constraints.compactMap { state.constraint($0)?.handleName })),
                ("broken", .optional(c.broken.flatMap { state.constraint($0)?.handleName })),
                ("sizeLimits", .array(c.sizeLimits.map { .object([("item", .string(state.name(of: $0.item))),
                                                                  ("axis", .string($0.axis == .horizontal ? "width" : "height"))]) })),
            ])
        }
        func limit(_ l: Limit?) -> JSONValue {
            guard let l else { return .null }
            return .object([("value", .number(l.value)), ("probe", .number(l.probe)), ("conflict", conflict(l.conflict)),
                            ("chain", .optional(l.chain))])
        }
        return .object([
            ("command", .string("sweep")),
            ("axis", .string(dimension)),
            ("from", .number(from)), ("to", .number(to)),
            ("otherSize", .number(otherSize)),
            ("satisfiable", isSatisfiableSomewhere
                ? .object([("lower", .optional(satisfiableLower)), ("upper", .optional(satisfiableUpper))]) : .null),
            ("satisfiableInRange", satisfiableInRange.map(interval) ?? .null),
            ("never", conflict(never)),
            ("below", limit(below)),
            ("above", limit(above)),
            ("unambiguous", .array(unambiguous.map(interval))),
            ("pieces", .array(pieces.map { p in
                .object([("interval", interval(p.interval)), ("ambiguous", .bool(p.isAmbiguous)),
                         ("items", .array(p.ambiguousItems.map { .object([("name", .string($0.name)), ("attributes", .strings($0.attributes))]) }))])
            })),
            ("complete", .bool(complete)),
        ])
    }
}
