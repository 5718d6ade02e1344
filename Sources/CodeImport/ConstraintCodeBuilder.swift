import LayoutModel
import LayoutSyntax

/// Applies `ConstraintCode` (from any reader) to a session through the model's editing API:
/// views (made when the session has none of that name), hierarchy, stack views, autoresizing
/// translation, content priorities, then constraints and visual formats in the code's order.
/// Each part that the model refuses (mixed axes, no common ancestor, an unknown VFL name) is an
/// error at the code's line and column; the rest is still applied (docs/code-import.md "Building").
public struct ConstraintCodeBuilder {
    /// What one application did.
    public struct Result {
        public var diagnostics: [Diagnostic] = []
        /// Views made, in order: name and class.
        public var madeViews: [(name: String, className: String)] = []
        /// Views the code uses but never makes (`UIView`, named by their variable).
        public var madeUp: [String] = []
        /// Views the code declares (an outlet, a property set elsewhere) but never makes, made
        /// with their declared class.
        public var madeAsDeclared: [(name: String, className: String)] = []
        /// Views plumb named (made inline, or a variable's second new view), as made.
        public var plumbNamed: [(name: String, view: CodeView)] = []
        public var constraintsAdded = 0
        /// Constraints a later remake block of their view took back (never added).
        public var removedByRemake = 0
        /// Constraints of update blocks given to earlier ones as their new constants.
        public var updates = 0
        public var inactiveAdded = 0
        public var formatsRead = 0
        public var contentPriorities = 0
        public var stackSettings = 0
        public var translating: [String] = []
        /// The conflicts (and restorations) the constraints caused as they were added, in order:
        /// what `add` would have printed for each (the shell prints them after the paste).
        public var events: [LayoutEvent] = []
        public var changedAnything: Bool {
            !madeViews.isEmpty || constraintsAdded > 0 || contentPriorities > 0 || stackSettings > 0 || !translating.isEmpty
        }
    }

    let session: LayoutSession
    let code: ConstraintCode
    var result = Result()
    var ids: [String: ViewID] = [:]

    /// Applies `code` to `session` (callers pass a copy and keep it only when they want it).
    public static func apply(_ code: ConstraintCode, to session: LayoutSession) -> Result {
        var builder = ConstraintCodeBuilder(session: session, code: code)
        builder.build()
        return builder.result
    }

    init(session: LayoutSession, code: ConstraintCode) {
        self.session = session
        self.code = code
    }

    mutating func error(_ at: CodeLocation, _ message: String) {
        result.diagnostics.append(Diagnostic(.error, line: at.line, column: at.column, message))
    }

    mutating func warning(_ at: CodeLocation, _ message: String) {
        result.diagnostics.append(Diagnostic(.warning, line: at.line, column: at.column, message))
    }

    /// A bare `view` the code never makes is the root (Swift's implicit `self.view`); `self.view`
    /// always is (readers name it `rootName`).
    var rootStandsForView: Bool { !code.declaredViews.contains { $0.name == "view" } }

    mutating func build() {
        makeViews()
        texts()
        arrange()
        translation()
        for p in code.contentPriorities {
            guard let v = ids[p.view] else { continue }
            do {
                switch p.kind {
                case .hugging: try session.setHugging(v, p.axis, p.priority)
                case .resistance: try session.setResistance(v, p.axis, p.priority)
                }
                result.contentPriorities += 1
            } catch {
                self.error(p.location, error.description)
            }
        }
        addConstraints()
    }

    // MARK: - Views

    /// Every view name the code uses, in first-use order.
    func namesUsed() -> [(String, CodeLocation)] {
        var seen = Set<String>()
        var out: [(String, CodeLocation)] = []
        func use(_ n: String, _ at: CodeLocation) { if seen.insert(n).inserted { out.append((n, at)) } }
        func use(_ item: CodeItem, _ at: CodeLocation) {
            switch item {
            case .view(let v), .guide(let v, _), .superview(let v): use(v, at)
            }
        }
        for v in code.declaredViews { use(v.name, v.location) }
        for s in code.subviews + code.arrangedSubviews { use(s.parent, s.location); use(s.child, s.location) }
        for s in code.stackSettings {
            use(s.stack, s.location)
            if case .customSpacing(_, let after) = s.property { use(after, s.location) }
        }
        for t in code.translates { use(t.view, t.location) }
        for p in code.contentPriorities { use(p.view, p.location) }
        for c in code.constraints {
            use(c.first.item, c.location)
            if let s = c.second { use(s.item, c.location) }
        }
        for f in code.visualFormats {
            for key in f.views.keys.sorted() { use(f.views[key]!, f.location) }
        }
        return out
    }

    mutating func makeViews() {
        let state = session.state
        ids[rootName] = state.root
        if rootStandsForView { ids["view"] = state.root }
        // The last addSubview/addArrangedSubview of a view wins, as in UIKit.
        var parent: [String: (String, CodeLocation)] = [:]
        for s in code.subviews + code.arrangedSubviews { parent[s.child] = (s.parent, s.location) }
        let stacks = Set(code.arrangedSubviews.map(\.parent))
        var pending: [(String, CodeLocation)] = []
        for (name, at) in namesUsed() where ids[name] == nil {
            // A view plumb named is new even when the session has a view of that name.
            let plumbNamed = code.declaredViews.contains { $0.name == name && $0.naming != .variable }
            if !plumbNamed, case .view(let v)? = state.item(named: name) { ids[name] = v } else { pending.append((name, at)) }
        }
        // Parents before children; a view whose parent never appears (or that is in a cycle) goes in the root.
        var progress = true
        while !pending.isEmpty && progress {
            progress = false
            var rest: [(String, CodeLocation)] = []
            for (name, at) in pending {
                var superview = state.root
                if let (p, _) = parent[name] {
                    guard let pid = ids[p] else {
                        if pending.contains(where: { $0.0 == p }) { rest.append((name, at)); continue }
                        superview = state.root
                        make(name, at, in: superview, stacks: stacks)
                        progress = true
                        continue
                    }
                    superview = pid
                } else if name != "view" && name != rootName {
                    warning(at, "'\(name)' is never added to a view in this code: plumb puts it in the root")
                }
                make(name, at, in: superview, stacks: stacks)
                progress = true
            }
            pending = rest
        }
        for (name, at) in pending {
            error(at, "'\(name)' is inside itself (addSubview makes a cycle): plumb puts it in the root")
            make(name, at, in: state.root, stacks: stacks)
        }
    }

    mutating func make(_ name: String, _ at: CodeLocation, in superview: ViewID, stacks: Set<String>) {
        let declared = code.declaredViews.last { $0.name == name }
        var className = declared?.className ?? code.declaredClasses[name] ?? (stacks.contains(name) ? "UIStackView" : "UIView")
        if declared == nil, let c = code.declaredClasses[name], c.hasSuffix("StackView") { className = "UIStackView" }
        if stacks.contains(name) && className != "UIStackView" && declared != nil {
            warning(at, "'\(name)' arranges subviews, so it is made a UIStackView (the code says \(className))")
            className = "UIStackView"
        }
        var modelName = name
        if let declared, declared.naming != .variable {
            var n = 2
            while session.state.item(named: modelName) != nil { modelName = "\(name)_\(n)"; n += 1 }
        }
        do {
            let id = try session.addView(name: modelName, className: className, superview: superview)
            ids[name] = id
            result.madeViews.append((modelName, className))
            if declared == nil {
                if code.declaredClasses[name] != nil { result.madeAsDeclared.append((name, className)) } else { result.madeUp.append(name) }
            }
            if let declared, declared.naming != .variable { result.plumbNamed.append((modelName, declared)) }
        } catch {
            self.error(at, "cannot make the view '\(name)': \(error.description)")
        }
    }

    mutating func arrange() {
        var order: [String] = []
        var arranged: [String: [String]] = [:]
        for s in code.arrangedSubviews {
            if arranged[s.parent] == nil { order.append(s.parent) }
            arranged[s.parent, default: []].removeAll { $0 == s.child }
            arranged[s.parent, default: []].append(s.child)
        }
        for stack in order {
            guard let sid = ids[stack] else { continue }
            let children = arranged[stack]!.compactMap { ids[$0] }
            do {
                try session.arrange(children, in: sid)
            } catch {
                let at = code.arrangedSubviews.first { $0.parent == stack }!.location
                self.error(at, error.description)
            }
        }
        var properties: [String: StackViewProperties] = [:]
        var stackOrder: [String] = []
        for s in code.stackSettings {
            guard let sid = ids[s.stack] else { continue }
            guard let config = session.state[sid].stack else {
                error(s.location, "'\(s.stack)' is not a stack view (it is a \(session.state[sid].className)): expected a UIStackView")
                continue
            }
            if properties[s.stack] == nil {
                properties[s.stack] = config.properties
                stackOrder.append(s.stack)
            }
            switch s.property {
            case .axis(let a): properties[s.stack]!.axis = a
            case .distribution(let d): properties[s.stack]!.distribution = d
            case .alignment(let a): properties[s.stack]!.alignment = a
            case .spacing(let x): properties[s.stack]!.spacing = x
            case .layoutMarginsRelative(let b): properties[s.stack]!.isLayoutMarginsRelativeArrangement = b
            case .baselineRelative(let b): properties[s.stack]!.isBaselineRelativeArrangement = b
            case .customSpacing(let x, let after):
                guard let a = ids[after] else { continue }
                do { try session.setCustomSpacing(x, after: a, in: sid) } catch { self.error(s.location, error.description); continue }
            }
            result.stackSettings += 1
        }
        for stack in stackOrder {
            do { try session.setStackProperties(ids[stack]!, properties[stack]!) } catch {
                self.error(code.stackSettings.first { $0.stack == stack }!.location, error.description)
            }
        }
    }

    /// The code's texts, on the views it names (a view it never names otherwise is not made for a text).
    mutating func texts() {
        for t in code.texts {
            guard let v = ids[t.view] else {
                warning(t.location, "'\(t.view)' is not a view in this code: its text is left out")
                continue
            }
            do { try session.setText(v, t.text) } catch { self.error(t.location, error.description) }
        }
    }

    /// Views made in code translate their autoresizing mask unless told not to (UIKit's default),
    /// with the frame the code gives (else a zero frame); arranged views and SnapKit's do not.
    /// A view the code positions with constraints while it still translates gets a warning.
    mutating func translation() {
        var value: [String: Bool] = [:]
        for t in code.translates { value[t.view] = t.value }
        let arranged = Set(code.arrangedSubviews.map(\.child))
        for v in code.declaredViews {
            guard let id = ids[v.name], id != session.state.root, result.madeViews.contains(where: { $0.name == v.name }) else { continue }
            let on = value[v.name] ?? !arranged.contains(v.name)
            guard on else { continue }
            let positioned = code.constraints.contains { $0.first.item == .view(v.name) }
                || code.visualFormats.contains { $0.views.values.contains(v.name) }
            if value[v.name] == nil && positioned {
                warning(v.location, "'\(v.name)' is made in code and never sets translatesAutoresizingMaskIntoConstraints = false: UIKit adds its autoresizing constraints (\(v.frame == nil ? "a zero frame" : "its frame")), and so does plumb")
            }
            do {
                try session.setTranslatesAutoresizingMask(id, true, frame: v.frame ?? .zero)
                result.translating.append(v.name)
            } catch {
                self.error(v.location, error.description)
            }
        }
    }

    // MARK: - Constraints

    mutating func item(_ item: CodeItem, at: CodeLocation) -> LayoutItem? {
        switch item {
        case .view(let v):
            return ids[v].map { .view($0) }
        case .guide(let v, let kind):
            guard let id = ids[v] else { return nil }
            return .guide(session.guide(kind, of: id))
        case .superview(let v):
            guard let id = ids[v] else { return nil }
            guard let s = session.state[id].superview else {
                error(at, "'\(v == rootName ? "self.view" : v)' has no superview (it is the root): expected a view added to another")
                return nil
            }
            return .view(s)
        }
    }

    mutating func addConstraints() {
        // Constraints and visual formats in the code's order.
        enum Step { case constraint(Int), format(Int) }
        var steps: [(CodeLocation, Int, Step)] = []
        for (i, c) in code.constraints.enumerated() { steps.append((c.location, steps.count, .constraint(i))) }
        for (i, f) in code.visualFormats.enumerated() { steps.append((f.location, steps.count, .format(i))) }
        steps.sort { ($0.0, $0.1) < ($1.0, $1.1) }
        for (_, _, step) in steps {
            switch step {
            case .constraint(let i):
                if code.constraints[i].isDropped { continue }
                if code.constraints[i].isUpdate { result.updates += 1 }
                else if code.constraints[i].isRemoved { result.removedByRemake += 1 }
                else { add(code.constraints[i]) }
            case .format(let i): add(code.visualFormats[i])
            }
        }
    }

    mutating func add(_ c: CodeConstraint) {
        guard let first = item(c.first.item, at: c.location) else { return }
        var second: Anchor? = nil
        if let s = c.second {
            guard let i = item(s.item, at: c.location) else { return }
            second = Anchor(i, s.attribute)
        }
        do {
            try session.addConstraint(
                Anchor(first, c.first.attribute), c.relation, second, multiplier: c.multiplier, constant: c.constant,
                priority: c.priority, identifier: c.identifier, active: c.isActive, standardSpacing: c.usesSystemSpacing)
            result.events += session.events
            result.constraintsAdded += 1
            if !c.isActive { result.inactiveAdded += 1 }
        } catch {
            self.error(c.location, error.description)
        }
    }

    mutating func add(_ f: CodeVisualFormat) {
        func at(_ d: Diagnostic) -> CodeLocation {
            CodeLocation(line: f.location.line, column: f.location.column + max(0, d.column - 1))
        }
        var format: VisualFormat
        do {
            format = try VisualFormat.parse(f.format, metrics: f.metrics)
        } catch {
            self.error(at(error), "in the visual format \"\(f.format)\": \(error.message)")
            return
        }
        // Keys of the views dictionary → the session's names.
        func rename(_ r: ItemReference, _ range: SourceRange) -> ItemReference? {
            guard case .name(let key) = r else { return r }
            guard let variable = f.views[key], let id = ids[variable] else {
                let known = f.views.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
                self.error(CodeLocation(line: f.location.line, column: f.location.column + range.start - 1),
                           "'\(key)' is not in the views dictionary (\(known.isEmpty ? "empty" : known)): UIKit raises an exception")
                return nil
            }
            return .name(session.state[id].name)
        }
        for i in format.views.indices {
            guard let r = rename(format.views[i].item, format.views[i].itemRange) else { return }
            format.views[i].item = r
            for k in format.views[i].predicates.indices {
                if case .reference(let ref) = format.views[i].predicates[k].object {
                    guard let r = rename(ref, format.views[i].predicates[k].objectRange) else { return }
                    format.views[i].predicates[k].object = .reference(r)
                }
            }
        }
        let resolved: [LayoutSession.ResolvedEquation]
        do {
            resolved = try session.resolve(PinCommand(format: format, options: f.options))
        } catch {
            self.error(at(error), "in the visual format \"\(f.format)\": \(error.message)")
            return
        }
        result.formatsRead += 1
        for r in resolved {
            do {
                try session.addConstraint(r.first, r.relation, r.second, multiplier: r.multiplier, constant: r.constant,
                                          priority: r.priority, identifier: r.identifier, active: f.isActive,
                                          standardSpacing: r.usesStandardSpacing)
                result.events += session.events
                result.constraintsAdded += 1
                if !f.isActive { result.inactiveAdded += 1 }
            } catch {
                self.error(f.location, error.description)
            }
        }
    }
}
