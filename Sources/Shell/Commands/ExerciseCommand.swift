import Inspector
import LayoutModel
import LayoutSyntax
import LayoutText

/// `exercise VIEW`: two valid frames of an ambiguous view.
enum ExerciseCommand: ShellCommand {
    static let name = "exercise"
    static let abstract = "Show two different valid frames of an ambiguous view, side by side"
    static let signature = CommandSignature(.parameter(view))
    static let view = Parameter("VIEW", .viewName, missing: "a view")
    static let discussion = """
        UIKit's exerciseAmbiguityInLayout moves an ambiguous view to another valid place at
        random; plumb shows two optimal solutions (the least and the greatest value of the first
        free attribute) and which attributes differ between them. Both satisfy every required
        constraint with the same error at every priority.
        """
    static let examples = ["exercise V0", "exercise V0 --json"]
    static let printsJSON = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let viewWord = try Arguments.word(words, 1, self.view, for: self)
        let view = try shell.view(viewWord)
        try Arguments.noMore(words, after: 2, for: self)
        let session = shell.session
        let name = session.state[view].name
        let exercise = AmbiguityExercise.run(session, view: view)
        let free = exercise.ambiguous
        guard !free.isEmpty else {
            let frame = exercise.frames[0]
            if shell.wantsJSON {
                shell.print(json: .object([
                    ("command", .string(self.name)), ("view", .string(name)), ("ambiguous", .array([])),
                    ("frames", .array([frame.json])), ("differs", .array([])), ("movingWith", .array([])),
                ]))
                return
            }
            shell.print("\(name) is not ambiguous: its frame \(frame.readableDescription) is the only valid one")
            return
        }
        guard exercise.frames.count == 2 else {
            shell.print("\(name) is not ambiguous")
            return
        }
        let (a, b) = (exercise.frames[0], exercise.frames[1])
        let differs = exercise.differs, moved = exercise.movingWith
        if shell.wantsJSON {
            shell.print(json: .object([
                ("command", .string(self.name)), ("view", .string(name)), ("ambiguous", .strings(free)),
                ("frames", .array([a.json, b.json])), ("differs", .strings(differs)), ("movingWith", .strings(moved)),
            ]))
            return
        }
        shell.print("\(name) is ambiguous in \(free.joined(separator: ", "))")
        shell.print("  one valid frame:      \(a.readableDescription)")
        shell.print("  another valid frame:  \(b.readableDescription)")
        shell.print("  differs in: \(differs.joined(separator: ", "))")
        if !moved.isEmpty { shell.print("  moving with it: \(moved.joined(separator: ", "))") }
    }
}
