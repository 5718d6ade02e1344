import LayoutModel
import ConstraintSolver
import LayoutSyntax
import LayoutText

/// `refs VIEW`: the book's referencingConstraints, across the whole hierarchy.
enum RefsCommand: ShellCommand {
    static let name = "refs"
    static let abstract = "Every constraint that mentions a view, and where each is installed"
    static let usage = ["refs VIEW|GUIDE"]
    static let discussion = """
        The book's referencingConstraints (Rule 6): constraints that mention the view live on the
        view itself or on any ancestor — position constraints always on an ancestor. Each line
        gives the handle, the constraint, its class when it is not an NSLayoutConstraint, its
        state, and the view it is installed on.
        """
    static let examples = ["refs V0", "refs V0 --json"]
    static let arguments: [ArgumentKind] = [.itemName]
    static let printsJSON = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
        let item = try shell.item(try Arguments.word(words, 1, "a view", for: self))
        try Arguments.noMore(words, after: 2, for: self)
        let state = shell.session.state
        let refs = state.referencingConstraints(item)
        if shell.wantsJSON {
            shell.print(json: .object([
                ("command", .string(name)), ("item", .string(state.name(of: item))),
                ("constraints", .array(refs.map { shell.session.json($0, style: shell.settings.logStyle) })),
            ]))
            return
        }
        guard !refs.isEmpty else {
            shell.print("no constraint mentions \(state.name(of: item))")
            return
        }
        let width = refs.map(\.handleName.count).max() ?? 2
        for c in refs {
            var line = c.handleName.padding(width) + "  " + state.bookDescription(of: c)
            if c.kind.className != "NSLayoutConstraint" { line += " (\(c.kind.className))" }
            if !c.isActive { line += " [inactive]" } else if c.isBroken { line += " [broken]" }
            if let v = state.installationView(of: c) { line += "   installed on \(state.views[v].name)" }
            shell.print(line)
        }
    }
}

/// `affecting VIEW H|V`: constraintsAffectingLayoutForAxis.
enum AffectingCommand: ShellCommand {
    static let name = "affecting"
    static let abstract = "The constraints that determine one axis of a view (constraintsAffectingLayoutForAxis)"
    static let usage = ["affecting VIEW H|V"]
    static let discussion = """
        Every constraint in force that takes part in placing or sizing the view along the axis:
        its own, those on other views linked to it through shared items, the system's (the root's
        size, content size, autoresizing) — the set UIKit's constraintsAffectingLayoutForAxis:
        returns.
        """
    static let examples = ["affecting label H", "affecting V0 V", "affecting label H --json"]
    static let arguments: [ArgumentKind] = [.itemName, .keyword(["H", "V"])]
    static let printsJSON = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
        let item = try shell.item(try Arguments.word(words, 1, "a view", for: self))
        let axis = try Arguments.axis(try Arguments.word(words, 2, "an axis (H or V)", for: self))
        try Arguments.noMore(words, after: 3, for: self)
        let state = shell.session.state
        let affecting = state.constraintsAffecting(item, axis: axis)
        if shell.wantsJSON {
            shell.print(json: .object([
                ("command", .string(name)), ("item", .string(state.name(of: item))),
                ("axis", .string(axis == .horizontal ? "H" : "V")),
                ("constraints", .array(affecting.map { shell.session.json($0, style: shell.settings.logStyle) })),
            ]))
            return
        }
        guard !affecting.isEmpty else {
            shell.print("no constraint affects \(state.name(of: item)) along \(axis == .horizontal ? "H" : "V")")
            return
        }
        let width = affecting.map(\.handleName.count).max() ?? 2
        for c in affecting {
            var line = c.handleName.padding(width) + "  " + state.appleDescription(of: c, style: shell.settings.logStyle)
            if c.priority < 1000 && c.kind == .user { line += "   @\(c.priority)" }
            shell.print(line)
        }
    }
}

extension LayoutState {
    /// The constraints in force linked to the item's axis through shared items (and the root's
    /// encapsulated size along that axis), in order.
    public func constraintsAffecting(_ item: LayoutItem, axis: Axis) -> [LayoutConstraint] {
        let inForce = constraints.filter { $0.isInForce && $0.first.attribute.axis == axis }
        var reached: Set<LayoutItem> = [item]
        var result: Set<Int> = []
        var changed = true
        while changed {
            changed = false
            for c in inForce where !result.contains(c.handle) && c.items.contains(where: reached.contains) {
                result.insert(c.handle)
                for i in c.items where !reached.contains(i) {
                    reached.insert(i)
                    changed = true
                }
                changed = true
            }
        }
        return constraints.filter { result.contains($0.handle) }
    }
}

/// `exercise VIEW`: two valid frames of an ambiguous view.
enum ExerciseCommand: ShellCommand {
    static let name = "exercise"
    static let abstract = "Show two different valid frames of an ambiguous view, side by side"
    static let usage = ["exercise VIEW"]
    static let discussion = """
        UIKit's exerciseAmbiguityInLayout moves an ambiguous view to another valid place at
        random; plumb shows two optimal solutions (the least and the greatest value of the first
        free attribute) and which attributes differ between them. Both satisfy every required
        constraint with the same error at every priority.
        """
    static let examples = ["exercise V0", "exercise V0 --json"]
    static let arguments: [ArgumentKind] = [.viewName]
    static let printsJSON = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
        let viewWord = try Arguments.word(words, 1, "a view", for: self)
        let view = try shell.view(viewWord)
        try Arguments.noMore(words, after: 2, for: self)
        let session = shell.session
        let state = session.state
        let name = state.views[view].name
        let free = session.ambiguousAttributes(of: .view(view))
        guard let firstFree = free.first else {
            if shell.wantsJSON {
                shell.print(json: .object([
                    ("command", .string(self.name)), ("view", .string(name)), ("ambiguous", .array([])),
                    ("frames", .array([session.frame(of: view).json])), ("differs", .array([])), ("movingWith", .array([])),
                ]))
                return
            }
            shell.print("\(name) is not ambiguous: its frame \(session.frame(of: view).readableDescription) is the only valid one")
            return
        }
        let vars = session.engineVariables(of: .view(view))
        let variable: Variable = switch firstFree {
        case "minX": vars.minX
        case "minY": vars.minY
        case "width": vars.width
        default: vars.height
        }
        guard case .ambiguous(let witness)? = try? session.engine.ambiguity(of: variable) else {
            shell.print("\(name) is not ambiguous")
            return
        }
        func frame(_ s: Solution) -> Rect {
            var f = Rect(x: s[vars.minX], y: s[vars.minY], width: s[vars.width], height: s[vars.height])
            if let sup = state.views[view].superview {
                let sv = session.engineVariables(of: .view(sup))
                f.x -= s[sv.minX]
                f.y -= s[sv.minY]
            }
            return f
        }
        let a = frame(witness.first), b = frame(witness.second)
        var differs: [String] = []
        if a.x != b.x { differs.append("minX") }
        if a.y != b.y { differs.append("minY") }
        if a.width != b.width { differs.append("width") }
        if a.height != b.height { differs.append("height") }
        let moved = witness.freeVariables.compactMap { v -> String? in
            let n = session.engine.name(of: v)
            return n.hasPrefix(name + ".") ? nil : n
        }
        if shell.wantsJSON {
            shell.print(json: .object([
                ("command", .string(self.name)), ("view", .string(name)), ("ambiguous", .strings(free)),
                ("frames", .array([a.json, b.json])), ("differs", .strings(differs)), ("movingWith", .strings(moved)),
            ]))
            return
        }
        shell.print("\(name) is ambiguous in \(free.joined(separator: ", "))")
        shell.print("  one valid frame:      \(a.readableDescription)")
        shell.print("  another valid frame:  \(b.readableDescription)")
        shell.print("  differs in: \(differs.joined(separator: ", "))")
        if !moved.isEmpty { shell.print("  moving with it: \(moved.joined(separator: ", "))") }
    }
}

extension String {
    /// Left-aligned in `width` columns.
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
