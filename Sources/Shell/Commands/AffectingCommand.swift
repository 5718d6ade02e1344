import LayoutModel
import LayoutSyntax
import LayoutText

/// `affecting VIEW H|V`: constraintsAffectingLayoutForAxis.
enum AffectingCommand: ShellCommand {
    static let name = "affecting"
    static let abstract = "The constraints that determine one axis of a view (constraintsAffectingLayoutForAxis)"
    static let signature = CommandSignature(.parameter(item), .parameter(axis))
    static let item = Parameter("VIEW", .itemName, missing: "a view")
    static let axis = Parameter.oneOf(["H", "V"], missing: "an axis (H or V)")
    static let discussion = """
        Every constraint in force that takes part in placing or sizing the view along the axis:
        its own, those on other views linked to it through shared items, the system's (the root's
        size, content size, autoresizing) — the set UIKit's constraintsAffectingLayoutForAxis:
        returns.
        """
    static let examples = ["affecting label H", "affecting V0 V", "affecting label H --json"]
    static let printsJSON = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let item = try shell.item(try Arguments.word(words, 1, self.item, for: self))
        let axis = try Arguments.axis(try Arguments.word(words, 2, self.axis, for: self))
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
