import LayoutModel
import ConstraintSolver
import LayoutSyntax
import LayoutText
/// `priority TARGET VALUE`.
enum PriorityCommand: ShellCommand {
    static let name = "priority"
    static let abstract = "Change the priority of a constraint or a nametag group"
    static let usage = ["priority TARGET 1…1000|required"]
    static let discussion = """
        TARGET is a handle (c3), an identifier, a pseudo-address or a nametag (every constraint
        with that nametag). As in UIKit, an active constraint cannot move between required
        (1000) and optional: deactivate it, change the priority, activate it again.
        """
    static let examples = ["priority c3 999", "priority \"Label Width\" 999"]
    static let arguments: [ArgumentKind] = [.constraintTarget, .text]
    static let changesLayout = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
        let target = try Arguments.word(words, 1, "a constraint", for: self)
        let value = try Arguments.priority(try Arguments.word(words, 2, "a priority", for: self))
        try Arguments.noMore(words, after: 3, for: self)
        let handles = try shell.constraints(target)
        do { try shell.session.setPriority(handles, value) } catch { throw ShellError(error, at: target.range) }
    }
}

/// `constant TARGET VALUE`.
enum ConstantCommand: ShellCommand {
    static let name = "constant"
    static let abstract = "Change the constant of a constraint or a nametag group"
    static let usage = ["constant TARGET VALUE"]
    static let discussion = "Every constraint the target names gets the new constant (the book's \"Position Constraint\" group moves together)."
    static let examples = ["constant c3 40", "constant \"Position Constraint\" 40"]
    static let arguments: [ArgumentKind] = [.constraintTarget, .text]
    static let changesLayout = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
        let target = try Arguments.word(words, 1, "a constraint", for: self)
        let value = try Arguments.number(try Arguments.word(words, 2, "a constant", for: self), "a constant")
        try Arguments.noMore(words, after: 3, for: self)
        let handles = try shell.constraints(target)
        do { try shell.session.setConstant(handles, value) } catch { throw ShellError(error, at: target.range) }
    }
}

/// `remove TARGET` / `remove view NAME`.
enum RemoveCommand: ShellCommand {
    static let name = "remove"
    static let abstract = "Remove a constraint (or a group), or a view with everything that mentions it"
    static let usage = ["remove TARGET", "remove view NAME"]
    static let discussion = "Removing a view removes its subviews and every constraint that mentions any of them, as removeFromSuperview does. System constraints cannot be removed: change their view instead."
    static let examples = ["remove c3", "remove view badge"]
    static let arguments: [ArgumentKind] = [.constraintTarget]
    static let changesLayout = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
        let target = try Arguments.word(words, 1, "a constraint or 'view NAME'", for: self)
        if target.text == "view" && !target.isQuoted {
            let nameWord = try Arguments.word(words, 2, "the view's name", for: self)
            try Arguments.noMore(words, after: 3, for: self)
            let v = try shell.view(nameWord)
            if v == shell.session.state.root {
                throw ShellError("the root view cannot be removed (remove its subviews instead)", range: nameWord.range)
            }
            do { try shell.session.removeView(v) } catch { throw ShellError(error, at: nameWord.range) }
            return
        }
        try Arguments.noMore(words, after: 2, for: self)
        for h in try shell.constraints(target) {
            do { try shell.session.removeConstraint(h) } catch { throw ShellError(error, at: target.range) }
        }
    }
}

/// `activate TARGET` and `deactivate TARGET`.
enum ActivateCommand: ShellCommand {
    static let name = "activate"
    static let abstract = "Put a deactivated constraint (or group) back in force"
    static let usage = ["activate TARGET"]
    static let examples = ["activate c3"]
    static let arguments: [ArgumentKind] = [.constraintTarget]
    static let changesLayout = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
        try setActive(words, shell, true, for: self)
    }
}

enum DeactivateCommand: ShellCommand {
    static let name = "deactivate"
    static let abstract = "Take a constraint (or group) out of force without removing it"
    static let usage = ["deactivate TARGET"]
    static let examples = ["deactivate c3"]
    static let arguments: [ArgumentKind] = [.constraintTarget]
    static let changesLayout = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
        try setActive(words, shell, false, for: self)
    }
}

private func setActive<C: ShellCommand>(_ words: CommandWords, _ shell: ShellContext, _ on: Bool, for c: C.Type) throws(ShellError) {
    let target = try Arguments.word(words, 1, "a constraint", for: c)
    try Arguments.noMore(words, after: 2, for: c)
    let handles = try shell.constraints(target)
    do { try shell.session.setActive(handles, on) } catch { throw ShellError(error, at: target.range) }
}

/// `nametag TARGET NAME`.
enum NametagCommand: ShellCommand {
    static let name = "nametag"
    static let abstract = "Name a view or a constraint (constraints sharing a nametag form a group)"
    static let usage = ["nametag VIEW|ADDRESS|CONSTRAINT NAME", "nametag VIEW|CONSTRAINT none"]
    static let discussion = """
        A view's nametag replaces its class in the book's descriptions (<NameLabel:0x7a8724b0>).
        Constraints with the same nametag act as a group for constant, priority, activate,
        deactivate and remove (the book's "Position Constraint").
        """
    static let examples = ["nametag label NameLabel", "nametag 0x7a8724b0 NameLabel", "nametag c3 \"Position Constraint\""]
    static let arguments: [ArgumentKind] = [.itemName, .text]
    static let changesLayout = true
    /// Everything is resolved before the one change (a failed nametag changes nothing).
    static func failsAtomically(_ words: CommandWords) -> Bool { true }

    static func run(_ words: CommandWords, in shell: ShellContext) throws(ShellError) {
        let target = try Arguments.word(words, 1, "a view or a constraint", for: self)
        let tagWord = try Arguments.word(words, 2, "the nametag", for: self)
        try Arguments.noMore(words, after: 3, for: self)
        let tag: String? = (tagWord.text == "none" && !tagWord.isQuoted) ? nil : tagWord.text
        if let tag, tag.isEmpty { throw ShellError("a nametag cannot be empty", range: tagWord.range) }
        if let item = shell.session.resolve(ShellContext.reference(target.text)), case .view(let v) = item {
            try? shell.session.setNametag(view: v, tag)
            return
        }
        let handles = try shell.constraintsOrViewError(target)
        for h in handles { try? shell.session.setNametag(constraint: h, tag) }
    }
}
