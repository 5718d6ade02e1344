import LayoutModel
import LayoutSyntax
/// `keyboard 336`, `keyboard off`, `keyboard`: show a keyboard of a height over the root, hide it,
/// or say which is shown.
enum KeyboardCommand: ShellCommand {
    static let name = "keyboard"
    static let abstract = "Show or hide a keyboard (keyboardLayoutGuide follows it)"
    static let height = Parameter("HEIGHT", .number, missing: "a keyboard height or off")
    static let signature = CommandSignature([
        CommandForm(),
        CommandForm(.parameter(height)),
        CommandForm(.literal("off")),
    ])
    static let discussion = """
        Every view's keyboardLayoutGuide (UIKeyboardLayoutGuide, iOS 15; name it
        VIEW.keyboardLayoutGuide in equations) is the keyboard's frame in the window: the root's
        full width along its bottom edge, HEIGHT points tall. With no keyboard shown (the start,
        or 'keyboard off') its top sits on the bottom of the root's safe area and its height is the
        bottom safe-area inset (usesBottomSafeArea, UIKit's default). Constraints to the guide
        re-solve and the views that move are listed. The guide's top holds at priority 999, its
        other edges required (UIKit's -[UIKeyboardLayoutGuide constrainToReference:]). Without
        an argument, prints the keyboard shown.
        """
    static let examples = ["keyboard 336", "keyboard off", "add input.bottom == root.keyboardLayoutGuide.top - 8"]
    static let changesLayout = true
    static let reportsMovedViews = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        try Arguments.noMore(words, after: 2, for: self)
        let before = shell.session.state.settings.keyboardHeight
        guard words.words.count == 2 else {
            shell.print("keyboard " + describe(before))
            return
        }
        let w = words.words[1]
        let height: Double? = w.text == "off" ? nil : try Arguments.number(w, "a keyboard height")
        do { try shell.session.setKeyboardHeight(height) } catch { throw Diagnostic(error, at: w.range) }
        shell.changed("keyboard: \(describe(before)) → \(describe(height))")
    }

    /// `336` or `off`.
    static func describe(_ height: Double?) -> String {
        height.map(readable) ?? "off"
    }
}
