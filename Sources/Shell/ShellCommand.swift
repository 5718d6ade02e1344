import LayoutModel
import LayoutSyntax
/// A shell command, as a type: its name, help and signature next to the code that runs it.
/// `CommandRegistry` lists every command; `help`, `apropos`, completion and docs/commands.md all
/// read from it.
public protocol ShellCommand {
    static var name: String { get }
    static var aliases: [String] { get }
    /// One line, no final period.
    static var abstract: String { get }
    /// The command's forms and their parameters, declared once: usage lines, completion and the
    /// names of missing words come from it (`CommandSignature`).
    static var signature: CommandSignature { get }
    /// A paragraph or two of help (may be empty).
    static var discussion: String { get }
    static var examples: [String] { get }
    /// Whether the command can change the layout (undo records it; `save` replays the result).
    static var changesLayout: Bool { get }
    /// Whether the command's edit line (`ShellContext.changed`) can say which views moved and
    /// which conflicts it caused: when the line echoes, the interpreter then takes every view's
    /// frame and the broken constraints before it runs (`SettingChangeReport.Snapshot`). That
    /// costs a read of the whole layout, so only these commands pay it: a command whose echo is
    /// what it made (`add`, `pin`) or a change that cannot move a view (`nametag`, `mode`) does
    /// not, and echoing a long script of them stays linear in its length.
    static var reportsMovedViews: Bool { get }
    /// Whether the command runs a script's commands (`load`): a solver failure inside it was
    /// already reported by the line that met it, and the command's own error says what became
    /// of the script.
    static var runsScript: Bool { get }
    /// Whether the command is an inspector with a JSON form: it takes `--json` anywhere on its
    /// line (the interpreter removes the word) and prints JSON when `shell.wantsJSON` (the flag
    /// or `set json on`). docs/json.md gives each command's schema.
    static var printsJSON: Bool { get }
    /// Runs the command. `words[0]` is the command name as typed. A command that throws must
    /// leave the session as it was (the interpreter also restores the state if it did not).
    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic)
    /// Whether this command line, when it fails, is sure to have changed nothing by itself (one
    /// model call that validates before it changes anything). Inside `load` the interpreter then
    /// skips its snapshot of the state: with the snapshot alive, the first change of the command
    /// copies the whole state, which makes loading a large script quadratic.
    static func failsAtomically(_ words: CommandWords) -> Bool
    /// Whether this command line, which fails atomically (`failsAtomically`; only such lines are
    /// asked), may run inside a held run of a script's lines (`HeldRun`), its solver work held:
    /// it only adds — views, guides, constraints — or changes what the solver never reads (a
    /// nametag). A line that changes what solver work already held reads (a priority, a
    /// constant, an arrangement) must not be held: the work would then be done with the new
    /// value instead of the old one.
    static func isHeld(_ words: CommandWords) -> Bool
    /// Whether any line of this command can be held (`isHeld(_:)`): a script's lines are looked
    /// at by their first word, before they are parsed, to tell whether a run is long enough.
    static var canBeHeld: Bool { get }
}

extension ShellCommand {
    public static var aliases: [String] { [] }
    public static var discussion: String { "" }
    public static var examples: [String] { [] }
    public static var changesLayout: Bool { false }
    public static var reportsMovedViews: Bool { false }
    public static var runsScript: Bool { false }
    public static var printsJSON: Bool { false }
    public static func failsAtomically(_ words: CommandWords) -> Bool { false }
    public static func isHeld(_ words: CommandWords) -> Bool { false }
    public static var canBeHeld: Bool { false }

    /// Usage lines (`add view NAME [CLASS] [in SUPERVIEW] …`), one per form of the signature.
    public static var usage: [String] { signature.usage(name) }

    /// The usage error for this command.
    static func usageError(_ detail: String? = nil, range: SourceRange? = nil) -> Diagnostic {
        let text = usage.map { "usage: \($0)" }.joined(separator: "\n")
        return Diagnostic((detail.map { $0 + "\n" } ?? "") + text, range: range)
    }
}
