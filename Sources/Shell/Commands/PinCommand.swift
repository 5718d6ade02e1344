import LayoutModel
import LayoutSyntax
import LayoutText
/// `pin VFL [options]`: constraints in Visual Format Language.
enum PinCommand: ShellCommand {
    static let name = "pin"
    static let abstract = "Add constraints written in Visual Format Language (VFL)"
    static let signature = CommandSignature(.rest([
        .parameter(format),
        .anyOrder([
            [.literal("align"), .word("ATTR[,ATTR…]", .attributeList)],
            [.literal("direction"), .oneOf(["leading-to-trailing", "left-to-right", "right-to-left"])],
            [.literal("spacing"), .oneOf(["edge-to-edge", "baseline-to-baseline"])],
        ]),
    ]))
    static let format = Parameter("[H:|V:]FORMAT", .visualFormat, missing: "a format")
    static let discussion = """
        The whole of Apple's Visual Format Language with views by name: '|' is the superview,
        '-' the standard spacing (8 between siblings, 20 to the superview), -(>=20@750)- a gap
        with a relation and priority, [a(>=50,<=100)] size predicates, [a(==b)] a view-to-view
        predicate. 'align' makes every view's attribute equal to the first view's. 'direction'
        picks the horizontal attributes: leading/trailing (the default), left/right, or
        right/left — right-to-left lays the format out from the superview's right edge leftwards
        (|-20-[a] is root.right == a.right + 20), as NSLayoutFormatDirectionRightToLeft does. Every
        constraint is checked before any is added; typed, each new one is printed with its handle
        (in a script only with set echo on).
        """
    static let examples = ["pin H:|-50-[v0]", "pin H:|-[label]-[field(>=50@750)]-|", "pin V:[a]-(==20)-[b] align centerX"]
    static let changesLayout = true
    /// The model resolves and checks every constraint of the format before adding any (a guide
    /// named by `.margins`, `.safeArea`, `.readableContentGuide` or `.keyboardLayoutGuide` would be made on the way).
    static func failsAtomically(_ words: CommandWords) -> Bool {
        !LayoutGuide.namesSystemGuide(words.line)
    }

    /// Held in a long run of a script (`HeldRun`) whenever it fails atomically: it only adds.
    static func isHeld(_ words: CommandWords) -> Bool { true }
    static let canBeHeld = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        _ = try Arguments.word(words, 1, format, for: self)
        let (text, column) = words.rest(from: 1)
        let handles: [ConstraintHandle]
        do { handles = try shell.session.pin(parsing: text) } catch { throw error.shifted(by: column - 1) }
        for h in handles { AddCommand.announce(h, shell) }
    }
}
