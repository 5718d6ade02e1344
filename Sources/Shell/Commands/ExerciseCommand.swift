import LayoutModel
import ConstraintSolver

/// `exercise VIEW`: two valid frames of an ambiguous view.
enum ExerciseCommand: ShellCommand {
    static let name = "exercise"
    static let abstract = "Show two different valid frames of an ambiguous view, side by side"
    static let signature = CommandSignature(.parameter(view))
    static let view = Parameter("VIEW", .viewName, missing: "a view")
    static let discussion = """
        UIKit's exerciseAmbiguityInLayout moves an ambiguous view to another valid place at
        random; plumb shows two optimal solutions (the least and the greatest value of the first
        free attribute) and which attributes differ between them. Both satisfy every required
        constraint with the same error at every priority.
        """
    static let examples = ["exercise V0", "exercise V0 --json"]
    static let printsJSON = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
        let viewWord = try Arguments.word(words, 1, self.view, for: self)
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
