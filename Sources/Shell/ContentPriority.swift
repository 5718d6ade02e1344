import LayoutModel
import LayoutSyntax
import LayoutText
/// What `hug` and `resist` share: `VIEW H|V PRIORITY`, a content priority of a view on one axis.
enum ContentPriority {
    static let view = Parameter("VIEW", .viewName, missing: "a view")
    static let axis = Parameter.oneOf(["H", "V"], missing: "an axis (H or V)")
    static let priority = Parameter("PRIORITY", .priority, missing: "a priority")
    static let signature = CommandSignature(.parameter(view), .parameter(axis), .parameter(priority))

    static func read<C: ShellCommand>(_ words: CommandWords, _ shell: ShellContext, for c: C.Type)
        throws(Diagnostic) -> (ViewID, Axis, LayoutPriority)
    {
        let view = try shell.view(try Arguments.word(words, 1, self.view, for: c))
        let axis = try Arguments.axis(try Arguments.word(words, 2, self.axis, for: c))
        let p = try Arguments.priority(try Arguments.word(words, 3, priority, for: c))
        try Arguments.noMore(words, after: 4, for: c)
        return (view, axis, p)
    }

    /// `hug img H: 250 → 50`.
    static func change(_ command: String, _ view: ViewID, _ axis: Axis, _ before: LayoutPriority, _ after: LayoutPriority, _ shell: ShellContext) -> String {
        "\(command) \(shell.session.state[view].name) \(axis == .horizontal ? "H" : "V"): \(before) → \(after)"
    }
}
