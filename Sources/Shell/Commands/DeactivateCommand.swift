import LayoutModel
import LayoutSyntax
/// `deactivate TARGET`.
enum DeactivateCommand: ShellCommand {
    static let name = "deactivate"
    static let abstract = "Take a constraint (or group) out of force without removing it"
    static let signature = CommandSignature(.parameter(ConstraintActivation.target))
    static let examples = ["deactivate c3"]
    static let changesLayout = true
    static let reportsMovedViews = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        try ConstraintActivation.set(words, shell, false, for: self)
    }
}
