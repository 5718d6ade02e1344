import LayoutModel
import LayoutSyntax
/// `hidden VIEW on|off`.
enum HiddenCommand: ShellCommand {
    static let name = "hidden"
    static let abstract = "Hide or show a view (an arranged one collapses, or detaches from an NSStackView)"
    static let signature = CommandSignature(.parameter(view), .parameter(onOff))
    static let view = Parameter("VIEW", .viewName, missing: "a view")
    static let onOff = Parameter.oneOf(["on", "off"], missing: "on or off")
    static let discussion = """
        UIView's isHidden. A hidden arranged subview of a stack view collapses: its stack makes
        its constraints again with UISV-hiding (its length along the axis is 0) and the spacing
        next to it goes. A hidden arranged subview of an NSStackView detaches (detachesHiddenViews,
        on by default): it leaves the arrangement and has no constraints from the stack until it
        is shown again; with 'stack S detaches-hidden off' it keeps its place. Any other hidden
        view keeps its frame (hiding does not change layout in UIKit); it is marked hidden in
        reports and pictures.
        """
    static let examples = ["hidden email on", "hidden email off"]
    static let changesLayout = true
    static let reportsMovedViews = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let viewWord = try Arguments.word(words, 1, self.view, for: self)
        let view = try shell.view(viewWord)
        let on = try Arguments.onOff(try Arguments.word(words, 2, onOff, for: self))
        try Arguments.noMore(words, after: 3, for: self)
        let before = shell.session.state[view].isHidden
        do { try shell.session.setHidden(view, on) } catch { throw Diagnostic(error, at: viewWord.range) }
        let state = shell.session.state
        let how: String
        if let stack = shell.session.arrangingStack(of: view), let appKit = state[stack].stack?.appKit {
            if !appKit.properties.detachesHiddenViews {
                how = "keeps its place in \(state[stack].name), which does not detach hidden views"
            } else {
                how = on ? "detaches from \(state[stack].name)" : (shell.session.isDetached(view) ? "stays detached: its visibility is notVisible" : "attaches to \(state[stack].name) again")
            }
        } else if let stack = shell.session.arrangingStack(of: view) {
            how = on ? "collapses in \(state[stack].name)" : "takes its place in \(state[stack].name) again"
        } else {
            how = "not arranged: keeps its frame"
        }
        shell.changed("hidden \(state[view].name): \(before ? "on" : "off") → \(on ? "on" : "off") (\(how))")
    }
}
