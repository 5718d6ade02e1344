import LayoutModel
import ConstraintSolver
import LayoutSyntax
import LayoutText

/// A conflict, explained: the set as arithmetic, why the broken constraint was chosen, and fixes
/// each verified on a copy of the session.
public struct ConflictExplanation: Sendable, Equatable {
    /// The irreducible conflicting set (handles, in order) and the broken constraint.
    public var constraints: [ConstraintHandle]
    public var broken: ConstraintHandle
    public var sizeLimits: [EngineRule]
    /// `8 (margin) + label ≥ 400 + 8 + field + 8 (margin) needs at least 424, but the root is 320 wide`.
    public var chain: String?
    /// What the others allow for the broken constraint's terms, and what it needs.
    public var bound: String?
    /// Engine rules in words (`field's width cannot be negative`).
    public var limits: [String]
    public var whyBroken: String
    public var rules: [String]
    public var fixes: [Fix]
}

/// A change that resolves a conflict, checked on a copy of the session.
public struct Fix: Sendable, Equatable {
    public enum Kind: Int, Sendable, Comparable {
        case lowerPriority, relax, stopTranslating, lowerContentPriority, changeStackProperty, remove, changeConstant
        public static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
    }
    public var kind: Kind
    /// The constraint changed (or the view's first constraint of the set, for view fixes).
    public var handle: ConstraintHandle
    /// In words: `lower 'Label Width' to 999`.
    public var summary: String
    /// The shell commands that make the change.
    public var commands: [String]
    /// Frames (superview coordinates) of the views in the set after the fix.
    public var frames: [(name: String, frame: Rect)]
    /// Ambiguity the fix brings: views and the free attributes they did not have before it
    /// (an imported log leaves much unknown; what was already ambiguous is not the fix's doing).
    public var ambiguous: [(name: String, attributes: [String])]
    /// How many views were ambiguous before the fix, and how many are after it.
    public var alreadyAmbiguous = 0
    public var ambiguousAfter = 0
    /// Σ |Δx|+|Δy|+|Δw|+|Δh| over every view, against the current layout.
    public var movement: Double
    /// What the fix does to the views of the set that a developer would not want, in words:
    /// `collapses label to 0 wide`, `pushes label outside root`, `puts label over field`. A fix
    /// without problems ranks before every fix with some.
    public var problems: [String] = []

    public static func == (a: Fix, b: Fix) -> Bool {
        a.kind == b.kind && a.handle == b.handle && a.summary == b.summary && a.commands == b.commands
            && a.movement == b.movement && a.frames.map(\.name) == b.frames.map(\.name)
            && a.frames.map(\.frame) == b.frames.map(\.frame)
    }
}

public enum ConflictExplainer {
    /// The conflicts of the session that are still there: one per broken constraint, latest last.
    public static func conflicts(in session: LayoutSession) -> [ConflictReport] {
        try! conflicts(in: session, stop: .never)
    }

    /// The same, asking `stop` before each conflict is recomputed (a copy and two re-solves)
    /// and inside the copy's solver.
    public static func conflicts(in session: LayoutSession, stop: StopCheck) throws(Diagnostic) -> [ConflictReport] {
        var out: [ConflictReport] = []
        for c in session.state.constraints where c.isActive && c.isBroken {
            try stop.check()
            if let r = try report(forBroken: c.handle, in: session, stop: stop) { out.append(r) }
        }
        return out
    }

    /// The conflict in which `handle` was broken, recomputed on a copy: deactivate it, activate it
    /// again, read the conflict the copy reports.
    public static func report(forBroken handle: ConstraintHandle, in session: LayoutSession) -> ConflictReport? {
        try! report(forBroken: handle, in: session, stop: nil)
    }

    /// The same, with `stop` asked inside the copy's solver (activating the constraint again
    /// searches the conflict's minimal set, one long solver call on a large conflict).
    static func report(forBroken handle: ConstraintHandle, in session: LayoutSession,
                       stop: StopCheck?) throws(Diagnostic) -> ConflictReport? {
        guard let c = session.state.constraint(handle), c.isActive, c.isBroken, c.kind == .user else { return nil }
        let copy = session.copy()
        copy.stop = stop
        let deactivated = (try? copy.setActive([handle], false)) != nil
        try copy.checkInterrupted()
        guard deactivated else { return nil }
        let activated = (try? copy.setActive([handle], true)) != nil
        try copy.checkInterrupted()
        guard activated else { return nil }
        for case .conflict(let r) in copy.events where r.broken == handle { return r }
        for case .conflict(var r) in copy.events where r.constraints.contains(handle) {
            r.broken = handle
            return r
        }
        return nil
    }

    /// The latest conflict (the one whose broken constraint was made last), or the one a
    /// constraint was broken in or belongs to.
    public static func conflict(involving handle: ConstraintHandle? = nil, in session: LayoutSession) -> ConflictReport? {
        try! conflict(involving: handle, in: session, stop: .never)
    }

    /// The same, asking `stop` between conflicts.
    public static func conflict(involving handle: ConstraintHandle? = nil, in session: LayoutSession,
                                stop: StopCheck) throws(Diagnostic) -> ConflictReport? {
        let all = try conflicts(in: session, stop: stop)
        guard let handle else { return all.last }
        return all.first { $0.broken == handle } ?? all.first { $0.constraints.contains(handle) }
    }

    public static func explain(_ report: ConflictReport, in session: LayoutSession) -> ConflictExplanation {
        try! explain(report, in: session, stop: .never)
    }

    /// The explanation, asking `stop` before the arithmetic (a fresh solver) and throughout the
    /// fix trials (see ``fixes(for:in:stop:)``); throws `Diagnostic.interrupted` when it says to
    /// stop. The session is only read.
    public static func explain(_ report: ConflictReport, in session: LayoutSession,
                               stop: StopCheck) throws(Diagnostic) -> ConflictExplanation {
        try stop.check()
        let state = session.state
        let set = report.constraints.compactMap { state.constraint($0) }
        let broken = state[report.broken]
        var limits: [String] = []
        for l in report.sizeLimits {
            let name = state.name(of: l.item)
            limits.append("\(name)'s \(l.axis == .horizontal ? "width" : "height") cannot be negative (the engine keeps every size ≥ 0; no one added that rule, so it is not in the list)")
        }
        let chain = Self.chain(set, session: session)
        try stop.check()
        let bound = try Self.bound(broken, others: set.filter { $0.handle != broken.handle }, session: session, stop: stop)
        let systemInSet = set.filter { $0.kind.isSystem }
        let brokenName = broken.identifier == nil ? broken.handleName : "\(ConstraintWords.label(broken)) (\(broken.handleName))"
        var why = "\(brokenName) was broken: as UIKit does, plumb breaks the constraint whose activation made the required constraints unsatisfiable"
        if !systemInSet.isEmpty {
            why += "; system constraints (\(systemInSet.map(\.handleName).joined(separator: ", "))) are kept"
        }
        why += ". It stays in the model, marked broken, and comes back by itself when it can hold again."
        var rules = ["Rule 2: required constraints must not contradict each other — remove one, or lower a priority so that one can give way."]
        if set.contains(where: { $0.kind == .autoresizing }) {
            let views = Set(set.filter { $0.kind == .autoresizing }.map { state.name(of: $0.first.item) }).sorted()
            rules.insert("Rule 1: autoresizing constraints (NSAutoresizingMaskLayoutConstraint) are in the set: \(views.joined(separator: ", ")) still translates its autoresizing mask into constraints. If you place it with constraints, turn translatesAutoresizingMaskIntoConstraints off.", at: 0)
        }
        if set.contains(where: { $0.kind == .contentSize }) {
            rules.append("Rule 5: content hugging and compression resistance take part like any constraint; their priorities can overrule yours.")
        }
        return ConflictExplanation(
            constraints: report.constraints, broken: report.broken, sizeLimits: report.sizeLimits, chain: chain,
            bound: bound, limits: limits, whyBroken: why, rules: rules, fixes: try fixes(for: report, in: session, stop: stop))
    }

    // MARK: - Arithmetic

    /// What the others allow for the terms of `broken`, computed on a fresh solver.
    /// `without`: whether the sentence names the constraint left out (`Without c4, the others
    /// allow …`) or starts with `The others allow …` (when nothing was left out).
    static func bound(_ broken: LayoutConstraint, others: [LayoutConstraint], session: LayoutSession,
                      name itemName: ((LayoutItem) -> String)? = nil, without: Bool = true,
                      stop: StopCheck) throws(Diagnostic) -> String? {
        guard let range = try allowedRange(of: broken, others: others, session: session, stop: stop) else { return nil }
        let state = session.state
        let named = { (item: LayoutItem) in itemName?(item) ?? state.name(of: item) }
        var name = "\(named(broken.first.item)).\(broken.first.attribute.name)"
        if let s = broken.second {
            let m = broken.multiplier == 1 ? "" : ConstraintWords.n(broken.multiplier) + " × "
            name += " − " + m + "\(named(s.item)).\(s.attribute.name)"
        }
        let n = ConstraintWords.n
        let allowed: String
        switch (range.minimum, range.maximum) {
        case let (lo?, hi?) where abs(hi - lo) < 1e-9: allowed = "only \(n(lo))"
        case let (lo?, hi?): allowed = "from \(n(lo)) to \(n(hi))"
        case let (lo?, nil): allowed = "at least \(n(lo))"
        case let (nil, hi?): allowed = "at most \(n(hi))"
        case (nil, nil): allowed = "any value"
        }
        let need: String = switch broken.relation {
        case .equal: "== \(n(broken.constant))"
        case .lessThanOrEqual: "≤ \(n(broken.constant))"
        case .greaterThanOrEqual: "≥ \(n(broken.constant))"
        }
        var text = (without ? "Without \(broken.handleName), the others" : "The others") + " allow \(name) \(allowed); \(ConstraintWords.label(broken)) needs \(name) \(need)"
        let k = broken.constant
        if let hi = range.maximum, k > hi, broken.relation != .lessThanOrEqual {
            text += " — \(n(k - hi)) more than they allow"
        } else if let lo = range.minimum, k < lo, broken.relation != .greaterThanOrEqual {
            text += " — \(n(lo - k)) less than they allow"
        }
        return text + "."
    }

    /// The range the others allow for the terms of `broken` (its expression without its
    /// constant), on a fresh solver; nil when they cannot hold.
    static func allowedRange(of broken: LayoutConstraint, others: [LayoutConstraint], session: LayoutSession,
                             stop: StopCheck) throws(Diagnostic) -> ValueRange? {
        guard let part = session.engineParts(of: broken).first(where: { $0.priority.isRequired || $0.role == .main }) else { return nil }
        let target = part.expression + LinearExpression(constant: broken.constant)
        // The engine's rules (sizes ≥ 0) hold for the broken constraint's items too.
        return try EngineMath.range(of: target, holding: others, in: session, alsoItems: broken.items, stop: stop)
    }

    /// A chain of items from one edge of the root to the other along one axis (left to right or
    /// top to bottom), with the least length each needs: `8 (margin) + label ≥ 400 + 8 + field +
    /// 8 (margin) needs at least 424, but the root is 320 wide`. nil when the set is not such a chain.
    static func chain(_ set: [LayoutConstraint], session: LayoutSession, name: ((LayoutItem) -> String)? = nil) -> String? {
        let state = session.state
        guard !state.settings.rightToLeft, let axisAttr = set.first?.first.attribute else { return nil }
        let axis = axisAttr.axis
        guard set.allSatisfy({ $0.first.attribute.axis == axis }) else { return nil }
        let size: LayoutAttribute = axis == .horizontal ? .width : .height
        // The container whose size the chain must fit: the root's encapsulated size, else any
        // item's fixed size in the set (a cell's content view at 44, a view's height == 0).
        var containers = set.filter { $0.kind == .encapsulatedSize && $0.first.attribute == size && $0.first.item == .view(state.root) }
        containers += set.filter { c in
            c.isUnary && c.relation == .equal && c.first.attribute == size && !containers.contains { $0.handle == c.handle }
        }
        for container in containers {
            if let text = chain(set, session: session, container: container, name: name) { return text }
        }
        return nil
    }

    static func chain(_ set: [LayoutConstraint], session: LayoutSession, container rootSize: LayoutConstraint,
                      name: ((LayoutItem) -> String)?) -> String? {
        let state = session.state
        let axis = rootSize.first.attribute.axis
        let root = rootSize.first.item
        let starts: Set<LayoutAttribute> = axis == .horizontal ? [.left, .leading, .leftMargin, .leadingMargin] : [.top, .topMargin]
        let ends: Set<LayoutAttribute> = axis == .horizontal ? [.right, .trailing, .rightMargin, .trailingMargin] : [.bottom, .bottomMargin]
        let size: LayoutAttribute = axis == .horizontal ? .width : .height
        var used: Set<ConstraintHandle> = [rootSize.handle]
        var terms: [String] = []
        var total = 0.0
        let n = ConstraintWords.n
        func margin(_ a: Anchor) -> Double {
            guard a.attribute.isMargin, case .view(let v) = a.item else { return 0 }
            let m = state[v].layoutMargins
            return axis == .horizontal ? (starts.contains(a.attribute) ? m.left : m.right) : (starts.contains(a.attribute) ? m.top : m.bottom)
        }
        func addGap(_ gap: Double, margin: Double) {
            let g = gap + margin
            guard abs(g) > 1e-9 else { return }
            total += g
            terms.append(margin != 0 ? (gap == 0 ? "\(n(margin)) (margin)" : "\(n(g)) (margin + \(n(gap)))") : n(g))
        }
        // Finds `next.startAttr == current.endAttr + k` (either way round) among unused constraints.
        func link(from current: LayoutItem, fromAttrs: Set<LayoutAttribute>, toAttrs: Set<LayoutAttribute>, toRoot: Bool)
            -> (LayoutItem, Double, Double)? {
            for c in set where !used.contains(c.handle) && c.relation == .equal && c.multiplier == 1 {
                guard let s = c.second else { continue }
                for (a, b, sign) in [(c.first, s, 1.0), (s, c.first, -1.0)] {
                    // a = b + sign·k, with b on `current`, a the next item's start (or the root's end).
                    guard b.item == current, fromAttrs.contains(b.attribute), toAttrs.contains(a.attribute),
                          (a.item == root) == toRoot, a.item != current else { continue }
                    if b.attribute.isMargin && b.item != root { continue }
                    if a.attribute.isMargin && a.item != root { continue }
                    used.insert(c.handle)
                    let gap = sign * c.constant
                    return (a.item, gap, margin(b) + margin(a))
                }
            }
            return nil
        }
        var current = root
        var fromAttrs = starts
        var exact = true
        for _ in 0..<set.count {
            if current != root || fromAttrs == ends {
                if let (_, gap, m) = link(from: current, fromAttrs: ends, toAttrs: ends, toRoot: true) {
                    addGap(gap, margin: m)
                    break
                }
            }
            guard let (next, gap, m) = link(from: current, fromAttrs: fromAttrs, toAttrs: starts, toRoot: false) else { return nil }
            // Every item of the chain lies inside the container.
            if case .view(let c) = root, c != state.root {
                var v: ViewID? = state[state.owningView(of: next)].superview
                while let x = v, x != c { v = state[x].superview }
                if v == nil { return nil }
            }
            addGap(gap, margin: m)
            // The item's own length: a unary size constraint in the set, else just its name (≥ 0).
            var term = name?(next) ?? state.name(of: next)
            var least = 0.0
            if let w = set.first(where: { !used.contains($0.handle) && $0.isUnary && $0.first == Anchor(next, size) && $0.relation != .lessThanOrEqual }) {
                used.insert(w.handle)
                term += (w.relation == .equal ? " = " : " ≥ ") + n(w.constant)
                least = w.constant
                if w.relation != .equal { exact = false }
            } else {
                exact = false
            }
            total += least
            terms.append(term)
            current = next
            fromAttrs = ends
        }
        // One term is a chain too inside a view that is not the root (a header filling a cell).
        let imported = state[state.root].importInfo != nil
        guard used.count == set.count, terms.count >= (root == .view(state.root) && !imported ? 2 : 1) else { return nil }
        let container = name?(root) ?? (root == .view(state.root) ? "the root" : state.name(of: root))
        let what = exact ? "adds up to exactly" : "needs at least"
        // Negative gaps (a view overlapping the edge) read as subtraction: `20 − 10 + label`.
        var sum = ""
        for (i, t) in terms.enumerated() {
            if t.hasPrefix("-") { sum += (i == 0 ? "−" : " − ") + t.dropFirst() } else { sum += (i == 0 ? "" : " + ") + t }
        }
        return sum + " \(what) \(n(total)), but \(container) is \(n(rootSize.constant)) \(axis == .horizontal ? "wide" : "tall")"
    }

    // MARK: - Fixes

    static func allFrames(_ s: LayoutSession) -> [Rect] { s.frames() }

    /// Every candidate fix that leaves every constraint of the copy in force, ranked.
    public static func fixes(for report: ConflictReport, in session: LayoutSession) -> [Fix] {
        try! fixes(for: report, in: session, stop: .never)
    }

    /// The fixes, asking `stop` before each trial (a change to a copy and its re-solve), after the change is
    /// made, and before each view's ambiguity question (before the trials and in each trial).
    public static func fixes(for report: ConflictReport, in session: LayoutSession,
                             stop: StopCheck) throws(Diagnostic) -> [Fix] {
        let state = session.state
        let set = report.constraints.compactMap { state.constraint($0) }
        let before = allFrames(session)
        var ambiguousBefore: [[String]] = []
        for v in state.viewIDs {
            try stop.check()
            ambiguousBefore.append(session.ambiguousAttributes(of: .view(v)))
        }
        let alreadyAmbiguous = ambiguousBefore.filter { !$0.isEmpty }.count
        var views: [ViewID] = []
        for c in set { for i in c.items { let v = state.owningView(of: i); if v != state.root && !views.contains(v) { views.append(v) } } }
        views.sort()
        var out: [Fix] = []
        let axes = Set(set.map { $0.first.attribute.axis })
        // Every fix is tried on one copy of the session, put back to what a fresh copy is after
        // each trial (`becomeCopy(of:)`): a trial costs its change, not a copy of the session.
        let scratch = session.copy()
        // A trial that leaves a user constraint broken is dropped, whatever that constraint
        // conflicted with: the copy need not search the conflict's minimal set (the breaking and
        // the frames are the same, LayoutSession.searchesConflictSets), which for a long chain was
        // nearly all of explain's time (a 100-view row: 200 trials, each searching a set of 201).
        scratch.searchesConflictSets = false
        var scratchIsCopy = true
        func attempt(_ kind: Fix.Kind, _ handle: ConstraintHandle, _ summary: String, _ commands: [String],
                     _ change: (LayoutSession) throws -> Void) throws(Diagnostic) {
            try stop.check()
            if !scratchIsCopy { scratch.becomeCopy(of: session) }
            scratchIsCopy = false
            let copy = scratch
            // The copy's solver asks too: a change that meets the conflict again searches its
            // minimal set, one long solver call.
            copy.stop = stop
            do { try change(copy) } catch {
                try copy.checkInterrupted()
                return
            }
            try copy.checkInterrupted()
            try stop.check()
            guard !copy.state.constraints.contains(where: { $0.isActive && $0.isBroken }) else { return }
            let after = allFrames(copy)
            var movement = 0.0
            for (a, b) in zip(before, after) {
                movement += abs(a.x - b.x) + abs(a.y - b.y) + abs(a.width - b.width) + abs(a.height - b.height)
            }
            let frames = views.map { (name: copy.state[$0].name, frame: copy.frame(of: $0)) }
            var ambiguousAfter = 0
            var ambiguous: [(name: String, attributes: [String])] = []
            for v in copy.state.viewIDs {
                try stop.check()
                let old = v.index < ambiguousBefore.count ? ambiguousBefore[v.index] : []
                let all = copy.ambiguousAttributes(of: .view(v))
                try copy.checkInterrupted()
                if !all.isEmpty { ambiguousAfter += 1 }
                let free = all.filter { !old.contains($0) }
                if !free.isEmpty { ambiguous.append((copy.state[v].name, free)) }
            }
            var fix = Fix(kind: kind, handle: handle, summary: summary, commands: commands, frames: frames,
                          ambiguous: ambiguous, movement: (movement * 1e6).rounded() / 1e6)
            fix.alreadyAmbiguous = alreadyAmbiguous
            fix.ambiguousAfter = ambiguousAfter
            fix.problems = problems(views, axes: axes, before: session, after: copy, free: ambiguous)
            out.append(fix)
        }
        for c in set where c.kind == .user {
            let h = c.handle, name = c.handleName, label = ConstraintWords.label(c)
            if c.isRequired {
                try attempt(.lowerPriority, h, "lower \(label) to 999", ["deactivate \(name)", "priority \(name) 999", "activate \(name)"]) { s in
                    try s.setActive([h], false)
                    try s.setPriority([h], 999)
                    try s.setActive([h], true)
                }
            }
            if c.relation == .equal {
                for relation in [LayoutRelation.lessThanOrEqual, .greaterThanOrEqual] {
                    var changed = c
                    changed.relation = relation
                    let text = state.equationText(for: changed)
                    try attempt(.relax, h, "make \(label) \(relation == .lessThanOrEqual ? "≤" : "≥") instead of ==", ["remove \(name)", "add \(text)"]) { s in
                        try s.removeConstraint(h)
                        _ = try s.addConstraint(c.first, relation, c.second, multiplier: c.multiplier, constant: c.constant,
                                                priority: c.priority, identifier: c.identifier)
                    }
                }
            }
        }
        for v in views where state[v].translatesAutoresizingMask {
            guard let first = set.first(where: { $0.kind == .autoresizing && state.owningView(of: $0.first.item) == v }) else { continue }
            let name = state[v].name
            try attempt(.stopTranslating, first.handle, "turn off autoresizing translation for \(name) (Rule 1)", ["translates \(name) off"]) { s in
                try s.setTranslatesAutoresizingMask(v, false)
            }
        }
        for c in set where c.kind == .contentSize {
            guard case .view(let v) = c.first.item else { continue }
            let axis = c.first.attribute.axis, name = state[v].name, code = axis == .horizontal ? "H" : "V"
            if state[v].resistance[axis] == 1000 {
                try attempt(.lowerContentPriority, c.handle, "lower \(name)'s compression resistance (\(code)) to 999", ["resist \(name) \(code) 999"]) { s in
                    try s.setResistance(v, axis, 999)
                }
            }
            if state[v].hugging[axis] == 1000 {
                try attempt(.lowerContentPriority, c.handle, "lower \(name)'s content hugging (\(code)) to 999", ["hug \(name) \(code) 999"]) { s in
                    try s.setHugging(v, axis, 999)
                }
            }
        }
        for candidate in StackPropertyFixes.candidates(for: set, in: state) {
            try attempt(.changeStackProperty, candidate.handle, candidate.summary, [candidate.command]) { s in
                try s.setStackProperties(candidate.stack, candidate.properties)
            }
            // Another arrangement that trades the conflict for views it leaves undetermined is
            // no way out: only the ones that decide every view they arrange stay.
            // One arrangement is offered once: a second property value that lays the views out
            // the same way (fillProportionally where fill already does it) says nothing new.
            guard let last = out.last, last.kind == .changeStackProperty else { continue }
            let same = out.dropLast().contains { $0.kind == .changeStackProperty && $0.handle == last.handle
                && $0.frames.map(\.frame) == last.frames.map(\.frame) }
            if !last.ambiguous.isEmpty || same { out.removeLast() }
        }
        for c in set where c.kind == .user {
            let h = c.handle
            try attempt(.remove, h, "remove \(ConstraintWords.label(c))", ["remove \(c.handleName)"]) { s in try s.removeConstraint(h) }
        }
        // A size of 0 against another size of the same view: the view was given no size (a zero
        // frame at init, a placeholder) where it has one — give it that one.
        for c in set where c.kind == .user && c.isUnary && c.relation == .equal && c.constant == 0
            && (c.first.attribute == .width || c.first.attribute == .height) {
            guard let other = set.first(where: { $0.handle != c.handle && $0.isUnary && $0.relation == .equal && $0.first == c.first && $0.constant > 0 }) else { continue }
            let h = c.handle, value = other.constant
            try attempt(.changeConstant, h, "make \(ConstraintWords.label(c)) \(ConstraintWords.n(value)) instead of 0 (the \(c.first.attribute.name) \(other.handleName) gives)",
                        ["constant \(c.handleName) \(ConstraintWords.n(value))"]) { s in try s.setConstant([h], value) }
        }
        // A view squeezed to nothing where another fix gives it a size (the layout before may
        // have had it at 0 already: an imported log leaves sizes unknown).
        for i in out.indices {
            for (k, (name, frame)) in out[i].frames.enumerated() {
                for (axis, word) in [(Axis.horizontal, "wide"), (.vertical, "tall")] where axes.contains(axis) {
                    let size = { (r: Rect) in axis == .horizontal ? r.width : r.height }
                    let phrase = "collapses \(name) to 0 \(word)"
                    // A size the fix leaves free is unknown, not squeezed.
                    let free = out[i].ambiguous.contains { $0.name == name && $0.attributes.contains(axis == .horizontal ? "width" : "height") }
                    guard size(frame) < 0.5, !free, !out[i].problems.contains(phrase),
                          out.contains(where: { k < $0.frames.count && size($0.frames[k].frame) >= 0.5 }) else { continue }
                    out[i].problems.append(phrase)
                }
            }
        }
        return out.sorted { ($0.problems.isEmpty ? 0 : 1, $0.movement, $0.kind, $0.handle) < ($1.problems.isEmpty ? 0 : 1, $1.movement, $1.kind, $1.handle) }
    }

    /// What a fix does to the set's views that the layout did not do before it: a view that had
    /// a size along an axis of the conflict now has none; a view inside its superview now sticks
    /// out; two siblings that did not overlap now do.
    static func problems(_ views: [ViewID], axes: Set<Axis>, before: LayoutSession, after: LayoutSession,
                         free: [(name: String, attributes: [String])] = []) -> [String] {
        let state = after.state
        var out: [String] = []
        let eps = 0.5
        func inside(_ f: Rect, _ s: Rect) -> Bool {
            f.x >= -eps && f.y >= -eps && f.x + f.width <= s.width + eps && f.y + f.height <= s.height + eps
        }
        func overlap(_ a: Rect, _ b: Rect) -> Bool {
            min(a.x + a.width, b.x + b.width) - max(a.x, b.x) > eps && min(a.y + a.height, b.y + b.height) - max(a.y, b.y) > eps
        }
        for v in views {
            let old = before.frame(of: v), new = after.frame(of: v)
            let name = state[v].name
            // (A size the fix leaves free is unknown, not squeezed.)
            let isFree = { (a: String) in free.contains { $0.name == name && $0.attributes.contains(a) } }
            if axes.contains(.horizontal) && new.width < eps && old.width >= eps && !isFree("width") {
                out.append("collapses \(name) to 0 wide")
            } else if axes.contains(.vertical) && new.height < eps && old.height >= eps && !isFree("height") {
                out.append("collapses \(name) to 0 tall")
            }
            if let s = state[v].superview, inside(old, before.frame(of: s)), !inside(new, after.frame(of: s)) {
                out.append("pushes \(name) outside \(state[s].name)")
            }
        }
        // Each view's frames and superview once: the pairs below are n² (a row of 100 views
        // tried in 600 fixes made 12 million frame look-ups).
        let superviews = views.map { state[$0].superview }
        let framesBefore = views.map { before.frame(of: $0) }
        let framesAfter = views.map { after.frame(of: $0) }
        for i in views.indices {
            for j in (i + 1)..<views.count where superviews[i] == superviews[j] {
                if overlap(framesAfter[i], framesAfter[j]) && !overlap(framesBefore[i], framesBefore[j]) {
                    out.append("puts \(state[views[i]].name) over \(state[views[j]].name)")
                }
            }
        }
        return out
    }
}
