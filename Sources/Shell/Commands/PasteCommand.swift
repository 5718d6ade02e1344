import CodeImport
import LayoutSyntax

/// `paste [--swift|--objc]`: Swift or Objective-C constraint code typed or pasted at the prompt, added to the session
/// (docs/code-import.md). The same as `import code -`.
enum PasteCommand: ShellCommand {
    static let name = "paste"
    static let abstract = "Paste Swift or Objective-C constraint code into the session"
    static let signature = CommandSignature([
        CommandForm(.optional(.oneOf(["--swift", "--objc"]))),
    ])
    static let discussion = """
        Reads lines until a line holding a single '.' (or the end of input) and adds what the code
        describes to the session: views (named by their variables; the class from UILabel() and
        the like when the code makes them, else UIView, and said so), addSubview and
        addArrangedSubview, anchors' constraint(equalTo:…) with constant, multiplier, system
        spacing, priority, identifier and isActive, NSLayoutConstraint.activate, the
        NSLayoutConstraint(item:…) initializer, constraints(withVisualFormat:options:metrics:views:),
        translatesAutoresizingMaskIntoConstraints, content hugging and compression resistance,
        UIStackView properties, and SnapKit's snp.makeConstraints. Objective-C (detected by its
        message sends and @-literals, or --objc) is read in the same forms:
        [NSLayoutConstraint constraintWithItem:…], constraintsWithVisualFormat:options:metrics:views:
        with NSDictionaryOfVariableBindings or @{…}, [a.leadingAnchor constraintEqualToAnchor:…],
        .active = YES, activateConstraints:@[…], addSubview:, and Masonry's
        mas_makeConstraints:^(MASConstraintMaker *make){ … }. 'view' and 'self.view' are
        the root unless the code makes a view of that name; a view of the session with the same
        name is used as it is. A view made in code that never turns translatesAutoresizingMaskIntoConstraints
        off translates its mask, as in UIKit. What cannot be read is reported as
        <paste>:LINE:COL with what was expected; the rest is still added. A constraint the code
        makes and never activates is added inactive. 'undo' takes the whole paste back.
        """
    static let examples = ["paste", "paste --swift", "paste --objc"]
    static let changesLayout = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let language = try CodeImportRun.languageOption(words, at: 1, form: "paste", for: self)
        let text = try CodeImportRun.readPaste(shell).text(shown: "<paste>", what: "code", range: words.words[0].range)
        try CodeImportRun.run(text, shown: "<paste>", language: language, range: words.words[0].range, in: shell)
    }
}
