import LayoutModel
import LayoutText
import LayoutSyntax

/// `check`: the layout at a list of root sizes × left-to-right/right-to-left × normal/doubled
/// strings, looking for conflicts, ambiguity and clipping; for each kind, how many
/// combinations fail and the first that does, with the lines that reproduce it.
///
/// Each combination starts from a copy of the session: the settings are set (a re-solve from
/// scratch, as `set rtl on` does), then the root is resized (as `root W×H` does). The reproducing
/// script is the session's `save` script followed by exactly those commands, so it ends in the
/// same state.
public struct LayoutCheck: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case conflict, ambiguity, clipping
    }

    public struct Combination: Sendable, Equatable {
        public var size: Size
        public var rightToLeft: Bool
        public var doubleStrings: Bool

        /// `320x568, right-to-left, doubled strings`.
        public var text: String {
            "\(LayoutCheck.sizeText(size)), \(rightToLeft ? "right-to-left" : "left-to-right"), \(doubleStrings ? "doubled" : "normal") strings"
        }
    }

    /// The first failing combination of a kind.
    public struct Failure: Sendable, Equatable {
        public var kind: Kind
        /// How many combinations fail this way.
        public var count: Int
        public var first: Combination
        /// What fails there, one finding a line.
        public var details: [String]
        /// What each line of `details` is about: the broken constraint, the ambiguous item or
        /// the clipped view (`plumb check` on an IB document points at its element by it).
        public var subjects: [Subject]
        /// The commands that take the session there, after its own `save` script.
        public var commands: [String]
        /// The whole script: the session's `save` script, then `commands`.
        public var script: String
    }

    /// What one finding is about.
    public enum Subject: Sendable, Equatable {
        case constraint(ConstraintHandle)
        case item(LayoutItem)
    }

    /// What a root size brings besides itself (`plumb check` on an Interface Builder document:
    /// the device's safe area at that size and a view controller root's margins there).
    public struct RootEnvironment: Sendable, Equatable {
        public var safeAreaInsets: EdgeInsets
        /// nil: the root keeps its margins.
        public var rootMargins: EdgeInsets?

        public init(safeAreaInsets: EdgeInsets, rootMargins: EdgeInsets?) {
            self.safeAreaInsets = safeAreaInsets
            self.rootMargins = rootMargins
        }
    }

    public var sizes: [Size]
    public var combinations: Int
    /// One per kind that fails, in the order conflict, ambiguity, clipping.
    public var failures: [Failure]

    public var isClean: Bool { failures.isEmpty }

    /// The common iPhone and iPad sizes, portrait then landscape: iPhone SE (1st generation),
    /// iPhone SE/8, iPhone 15, iPhone 15 Pro Max, iPad (10th generation), iPad Pro 12.9".
    public static let defaultSizes: [Size] = {
        let portrait = [(320.0, 568.0), (375, 667), (393, 852), (430, 932), (820, 1180), (1024, 1366)]
        return portrait.map { Size(width: $0.0, height: $0.1) } + portrait.map { Size(width: $0.1, height: $0.0) }
    }()

    static func sizeText(_ s: Size) -> String { "\(ConstraintWords.n(s.width))x\(ConstraintWords.n(s.height))" }

    /// Runs the matrix. `script` is the session's `save` script (the shell writes it; the
    /// Inspector does not know the command language).
    public static func run(_ session: LayoutSession, sizes: [Size] = defaultSizes, environments: [RootEnvironment?] = [], script: String) -> LayoutCheck {
        try! run(session, sizes: sizes, environments: environments, script: script, stop: .never)
    }

    /// Runs the matrix, asking `stop` before each step of each combination (a copy and its
    /// re-solve, the conflict details, the ambiguity question, the clipping walk); throws
    /// `Diagnostic.interrupted` when it says to stop. The session is only read.
    ///
    /// The four direction × strings groups are independent copies of the session and run at
    /// the same time (`MatrixWork`: one task each, both cores). Each finds, per kind, how many
    /// of its sizes fail and the details at its first failing size; the results are put
    /// together in the order the sequential walk visits them (the settings, then the sizes), so
    /// the counts, the first combination and its details are the same as one after the other.
    /// `stop` is asked from the tasks one question at a time (`SharedStop`), as often as the
    /// walk one after the other asks it; once it says stop, every task stops at its next step.
    /// `environments[i]`, when given, applies with `sizes[i]` (after the resize, as the
    /// `safe-area` and `margins root` commands do).
    public static func run(_ session: LayoutSession, sizes: [Size] = defaultSizes, environments: [RootEnvironment?] = [], script: String,
                           stop: StopCheck) throws(Diagnostic) -> LayoutCheck {
        try run(session, sizes: sizes, environments: environments, script: script, stop: stop, concurrently: true)
    }

    /// The matrix with the groups at the same time or (`concurrently` false, for tests that
    /// compare the two) one after the other.
    static func run(_ session: LayoutSession, sizes: [Size], environments: [RootEnvironment?] = [], script: String, stop: StopCheck,
                    concurrently: Bool) throws(Diagnostic) -> LayoutCheck {
        let original = session.state.settings
        let settings = [(false, false), (true, false), (false, true), (true, true)]
        let shared = SharedStop(stop)
        // The copies are made here, one per group, and each goes to one task only.
        let copies = settings.map { _ in MatrixWork.Handoff(session.copy()) }
        let results = MatrixWork.run(settings.count, concurrently: concurrently) { g in
            let (rtl, doubled) = settings[g]
            return Result { () throws(Diagnostic) -> GroupResult in
                try group(copies[g].take(), rightToLeft: rtl, doubleStrings: doubled, sizes: sizes, environments: environments, stop: shared.check)
            }
        }
        if shared.wasRequested { throw Diagnostic.interrupted }
        var found: [Kind: Failure] = [:]
        var counts: [Kind: Int] = [:]
        var total = 0
        for (g, result) in results.enumerated() {
            let groupResult: GroupResult
            switch result {
            case .success(let r): groupResult = r
            case .failure(let error): throw error
            }
            let (rtl, doubled) = settings[g]
            total += sizes.count
            for kind in Kind.allCases {
                guard let first = groupResult.first[kind] else { continue }
                counts[kind, default: 0] += groupResult.counts[kind] ?? 0
                guard found[kind] == nil else { continue }
                let size = sizes[first.sizeIndex]
                let combination = Combination(size: size, rightToLeft: rtl, doubleStrings: doubled)
                var commands: [String] = []
                if rtl != original.rightToLeft { commands.append("set rtl \(rtl ? "on" : "off")") }
                if doubled != original.doubleStrings { commands.append("set double-strings \(doubled ? "on" : "off")") }
                commands.append("root \(sizeText(size))")
                if let environment = first.sizeIndex < environments.count ? environments[first.sizeIndex] : nil {
                    let n = ConstraintWords.n
                    func insets(_ e: EdgeInsets) -> String { "\(n(e.top)) \(n(e.left)) \(n(e.bottom)) \(n(e.right))" }
                    commands.append("safe-area \(insets(environment.safeAreaInsets))")
                    if let m = environment.rootMargins { commands.append("margins root \(insets(m))") }
                }
                found[kind] = Failure(kind: kind, count: 0, first: combination, details: first.findings.map(\.0),
                                      subjects: first.findings.map(\.1), commands: commands,
                                      script: script + "# check: \(combination.text)\n" + commands.joined(separator: "\n") + "\n")
            }
        }
        let failures = Kind.allCases.compactMap { kind -> Failure? in
            guard var f = found[kind] else { return nil }
            f.count = counts[kind] ?? 0
            return f
        }
        return LayoutCheck(sizes: sizes, combinations: total, failures: failures)
    }

    /// What one direction × strings group finds: per kind, how many of its sizes fail, and the
    /// first size that does with what fails there.
    struct GroupResult: Sendable {
        var counts: [Kind: Int] = [:]
        var first: [Kind: (sizeIndex: Int, findings: [(String, Subject)])] = [:]
    }

    /// One group on its own copy of the session: the settings set (a re-solve from scratch),
    /// then each size on a copy of that.
    static func group(_ flipped: LayoutSession, rightToLeft rtl: Bool, doubleStrings doubled: Bool,
                      sizes: [Size], environments: [RootEnvironment?] = [], stop: StopCheck) throws(Diagnostic) -> GroupResult {
        var out = GroupResult()
        try stop.check()
        flipped.stop = stop
        // The matrix reads which constraints broke; what each conflicted with is searched once,
        // on a fresh copy, for the first failing combination (`conflictDetails`). Without this,
        // every re-solve and every resize searched each conflict's minimal set again (a broken
        // constraint is tried again after each resize), most of a conflicting document's check.
        flipped.searchesConflictSets = false
        flipped.setRightToLeft(rtl)
        try flipped.checkInterrupted()
        try stop.check()
        flipped.setDoubleStrings(doubled)
        try flipped.checkInterrupted()
        for (index, size) in sizes.enumerated() {
            try stop.check()
            let copy = flipped.copy()
            copy.stop = stop
            copy.searchesConflictSets = false
            try? copy.resizeRoot(size)
            if let environment = index < environments.count ? environments[index] : nil {
                // Only a change re-makes the root's guide constraints.
                if environment.safeAreaInsets != copy.state.settings.safeAreaInsets { try? copy.setSafeAreaInsets(environment.safeAreaInsets) }
                if let m = environment.rootMargins, m != copy.state[copy.state.root].layoutMargins { try? copy.setLayoutMargins(copy.state.root, m) }
            }
            try copy.checkInterrupted()
            try stop.check()
            func record(_ kind: Kind, _ findings: @autoclosure () throws(Diagnostic) -> [(String, Subject)]) throws(Diagnostic) {
                out.counts[kind, default: 0] += 1
                if out.first[kind] == nil {
                    let f = try findings()
                    out.first[kind] = (index, f)
                }
            }
            if copy.state.constraints.contains(where: { $0.isActive && $0.isBroken }) {
                try record(.conflict, conflictDetails(copy, stop: stop))
            }
            try stop.check()
            let mirror = LayoutMirror(solverOf: copy, stop: stop)
            try mirror.checkInterrupted()
            try stop.check()
            if try mirror.isAmbiguous() {
                try stop.check()
                try record(.ambiguity, mirror.ambiguousItems(copy.state).compactMap { a in
                    a.item.map { ("\(a.name) is ambiguous (\(a.attributes.joined(separator: ", ")))", .item($0)) }
                })
            }
            try stop.check()
            let clipped = !clipping(copy, firstOnly: true).isEmpty
            try copy.checkInterrupted()
            if clipped { try record(.clipping, clipping(copy)) }
        }
        return out
    }

    /// Each broken constraint and the set it conflicts with.
    static func conflictDetails(_ s: LayoutSession, stop: StopCheck = .never) throws(Diagnostic) -> [(String, Subject)] {
        let state = s.state
        return try state.constraints.filter { $0.isActive && $0.isBroken }.map { c throws(Diagnostic) -> (String, Subject) in
            try stop.check()
            var line = "\(ConstraintWords.label(c)) \(state.equationText(for: c)) is broken"
            if c.identifier == nil { line = "\(c.handleName) \(state.equationText(for: c)) is broken" }
            if let report = try ConflictExplainer.report(forBroken: c.handle, in: s, stop: stop) {
                let names = report.constraints.compactMap { state.constraint($0)?.handleName }
                line += "; it conflicts with " + names.filter { $0 != c.handleName }.joined(separator: ", ")
                if !report.sizeLimits.isEmpty { line += " and the engine's sizes ≥ 0" }
            }
            return (line, .constraint(c.handle))
        }
    }

    /// Views cut off: a view showing text that gets less room than its text needs (its
    /// intrinsic size: doubled strings and text scale included), or a view whose frame reaches
    /// outside its superview's bounds. Hidden views (and what they hold) are skipped. With
    /// `firstOnly`, it stops at the first finding (whether any view is clipped).
    static func clipping(_ s: LayoutSession, firstOnly: Bool = false) -> [(String, Subject)] {
        let state = s.state
        let n = ConstraintWords.n
        var out: [(String, Subject)] = []
        for v in state.descendants(of: state.root) where v != state.root {
            if firstOnly && !out.isEmpty { break }
            if state.ancestors(of: v).contains(where: { state[$0].isHidden }) || state[v].isHidden { continue }
            let view = state[v]
            let frame = s.rootFrame(of: .view(v))
            let tolerance = 1e-6
            if view.showsText, let text = state.displayedText(of: v), !text.isEmpty {
                let needs = state.intrinsicSize(of: v)
                if needs.width >= 0, frame.width < needs.width - tolerance {
                    out.append(("\(view.name) is \(n(frame.width)) points wide; its text needs \(n(needs.width))", .item(.view(v))))
                }
                if needs.height >= 0, frame.height < needs.height - tolerance {
                    out.append(("\(view.name) is \(n(frame.height)) points tall; its text needs \(n(needs.height))", .item(.view(v))))
                }
            }
            guard let sup = view.superview else { continue }
            let bounds = s.rootFrame(of: .view(sup))
            var sides: [String] = []
            if frame.x < bounds.x - tolerance { sides.append("\(n(bounds.x - frame.x)) past the left edge") }
            if frame.maxX > bounds.maxX + tolerance { sides.append("\(n(frame.maxX - bounds.maxX)) past the right edge") }
            if frame.y < bounds.y - tolerance { sides.append("\(n(bounds.y - frame.y)) past the top edge") }
            if frame.maxY > bounds.maxY + tolerance { sides.append("\(n(frame.maxY - bounds.maxY)) past the bottom edge") }
            if !sides.isEmpty {
                out.append(("\(view.name) \(s.frame(of: v).readableDescription) reaches outside \(state[sup].name): " + sides.joined(separator: ", "), .item(.view(v))))
            }
        }
        return out
    }

    // MARK: - Output

    public func lines() -> [String] {
        var out = ["check: \(sizes.count) root sizes × left-to-right, right-to-left × normal, doubled strings = \(combinations) combinations"]
        for kind in Kind.allCases {
            guard let f = failures.first(where: { $0.kind == kind }) else {
                out.append("\(kind.rawValue): none")
                continue
            }
            out.append("\(kind.rawValue): \(f.count) of \(combinations) fail; first at \(f.first.text)")
            out += f.details.map { "  " + $0 }
            out.append("  reproduce:")
            out += f.script.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "    " + $0 }
        }
        out.append(isClean ? "check passed" : "check failed: " + failures.map(\.kind.rawValue).joined(separator: ", "))
        return out
    }

    public var json: JSONValue {
        .object([
            ("command", .string("check")),
            ("sizes", .array(sizes.map { .object([("width", .number($0.width)), ("height", .number($0.height))]) })),
            ("combinations", .int(combinations)),
            ("clean", .bool(isClean)),
            ("kinds", .array(Kind.allCases.map { kind in
                let f = failures.first { $0.kind == kind }
                return .object([
                    ("kind", .string(kind.rawValue)),
                    ("failing", .int(f?.count ?? 0)),
                    ("first", f.map { f in
                        .object([
                            ("width", .number(f.first.size.width)), ("height", .number(f.first.size.height)),
                            ("rightToLeft", .bool(f.first.rightToLeft)), ("doubleStrings", .bool(f.first.doubleStrings)),
                            ("details", .strings(f.details)),
                            ("commands", .strings(f.commands)),
                            ("script", .string(f.script)),
                        ])
                    } ?? .null),
                ])
            })),
        ])
    }
}
