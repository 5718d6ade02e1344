import LayoutModel
import LayoutSyntax
/// `activate TARGET`.
enum ActivateCommand: ShellCommand {
    static let name = "activate"
    static let abstract = "Put a deactivated constraint (or group) back in force"
    static let signature = CommandSignature(.parameter(ConstraintActivation.target))
    static let examples = ["activate c3"]
    static let changesLayout = true
    static let reportsMovedViews = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        try ConstraintActivation.set(words, shell, true, for: self)
    }
}
