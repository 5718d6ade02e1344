import LayoutModel
import LayoutSyntax
/// `safe-area T L B R`.
enum SafeAreaCommand: ShellCommand {
    static let name = "safe-area"
    static let abstract = "Set the root's safe-area insets"
    static let signature = CommandSignature(InsetsArguments.forms)
    static let examples = ["safe-area 44 0 34 0"]
    static let changesLayout = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let insets = try InsetsArguments.read(words, from: 1, for: self)
        do { try shell.session.setSafeAreaInsets(insets) } catch { throw Diagnostic(error) }
    }
}
