import LayoutModel
import LayoutSyntax
/// `add view …`, `add guide …`, `add EQUATION`.
enum AddCommand: ShellCommand {
    static let name = "add"
    static let abstract = "Add a view, a layout guide or a constraint"
    static let signature = CommandSignature([
        CommandForm(
            .literal("view"), .parameter(viewName), .optional(.word("CLASS", .viewClass)),
            .anyOrder([
                [.literal("in"), .parameter(superview)],
                [.literal("text"), .parameter(text)],
                [.literal("intrinsic"), .parameter(intrinsic)],
                [.literal("frame")] + frame.map { .parameter($0) },
            ])
        ),
        CommandForm(
            .literal("view"), .parameter(viewName), .literal("UIStackView"),
            .anyOrder([
                [.literal("in"), .parameter(superview)],
                [.literal("axis"), .parameter(stackAxis)],
                [.literal("distribution"), .parameter(stackDistribution)],
                [.literal("alignment"), .parameter(stackAlignment)],
                [.literal("spacing"), .parameter(stackSpacing)],
            ])
        ),
        CommandForm(
            .literal("view"), .parameter(viewName), .literal("NSStackView"),
            .anyOrder([
                [.literal("in"), .parameter(superview)],
                [.literal("orientation"), .parameter(stackAxis)],
                [.literal("distribution"), .parameter(nsDistribution)],
                [.literal("alignment"), .parameter(nsAlignment)],
                [.literal("spacing"), .parameter(stackSpacing)],
            ])
        ),
        CommandForm(.literal("guide"), .parameter(guideName), .optional(.literal("in"), .parameter(owner))),
        CommandForm(.rest([
            anchor, relation, .optional(.word("MULTIPLIER", .number), .literal("*")), anchor,
            .optional(.literal("*"), .word("MULTIPLIER", .number)), constant, priority, identifier,
        ])),
        CommandForm(.rest([anchor, relation, .word("CONSTANT", .number), priority, identifier])),
    ])
    static let viewName = Parameter("NAME", .text, missing: "the view's name")
    static let superview = Parameter("SUPERVIEW", .viewName, missing: "the superview after 'in'")
    static let text = Parameter("\"…\"", .text, missing: "the text after 'text'")
    static let intrinsic = Parameter("WxH", .number, missing: "a size after 'intrinsic'")
    static let frame = ["X", "Y", "W", "H"].map { Parameter($0, .number, missing: "X Y W H after 'frame'") }
    static let stackAxis = Parameter.oneOf(StackArguments.axisNames, missing: "an axis after 'axis'")
    static let stackDistribution = Parameter.oneOf(StackArguments.distributionNames, missing: "a distribution after 'distribution'")
    static let stackAlignment = Parameter.oneOf(StackArguments.alignmentNames, missing: "an alignment after 'alignment'")
    static let stackSpacing = Parameter("N", .number, missing: "a spacing after 'spacing'")
    static let nsDistribution = Parameter.oneOf(NSStackArguments.distributionNames, missing: "a distribution after 'distribution'")
    static let nsAlignment = Parameter.oneOf(NSStackArguments.alignmentNames, missing: "an alignment after 'alignment'")
    /// The options only a stack view (UIStackView or NSStackView) takes.
    static let stackOptions = ["axis", "distribution", "alignment", "spacing", "orientation"]
    static let guideName = Parameter("NAME", .text, missing: "the guide's name")
    static let owner = Parameter("VIEW", .viewName, missing: "the view after 'in'")
    // The parts of an equation (the rest of the line, read by the model's parser).
    private static let anchor = ArgumentPart.word("ITEM.ATTR", .anchor)
    private static let relation = ArgumentPart.word("(==|<=|>=)", .keyword(["==", "<=", ">="]))
    private static let constant = ArgumentPart.optional(.oneOf(["+", "-"]), .word("CONSTANT", .number))
    private static let priority = ArgumentPart.optional(.word("@PRIORITY", .number))
    private static let identifier = ArgumentPart.optional(.literal("id"), .word("\"IDENTIFIER\"", .text))
    static let discussion = """
        A view goes into the root unless 'in' names its superview; its class (UIView by default)
        only changes defaults and descriptions; any name is taken (the app's own classes), with a
        warning when a UI…/NS… name is a near miss of a UIKit class (UILabl: did you mean UILabel?).
        Labels, buttons and fields get an intrinsic size from their text. 'frame' gives a view
        that translates its autoresizing mask its frame.
        A UIStackView takes its properties too (UIKit's defaults: axis horizontal, distribution
        fill, alignment fill, spacing 0); 'arrange' gives it arranged subviews and 'stack'
        changes its properties later. Its constraints are its own (UISV-…, see 'arrange').
        An NSStackView takes AppKit's (defaults: orientation horizontal, distribution
        gravityAreas, alignment centerY — centerX when vertical —, spacing 8); its constraints
        are NSStackView.… (docs/stack-views.md §6).
        A constraint is an equation: items by name, pseudo-address (0x7a8724b0), the book's
        <V0:0x7133370> or Apple's UILabel:0x7a8724b0'Name'; the multiplier before or after the
        second item; priority after @ (1000, required, by default). Typed, the new view's or
        constraint's handle is printed with its description (in a script only with set echo on);
        a conflict always prints Apple's log and breaks a constraint.
        """
    static let examples = [
        "add view img UIImageView in root intrinsic 64x64",
        "add view label UILabel text \"Name\"",
        "add view form UIStackView axis vertical spacing 8",
        "add view bar NSStackView orientation horizontal spacing 12",
        "add img.width == 100 @250",
        "add a.width == 0.5 * b.width + 20",
        "add label.width >= 400 @999 id \"Label Width\"",
    ]
    static let changesLayout = true
    /// One model call each — except a view with a frame (the view, then its autoresizing), and
    /// an equation that names a view's margins, safe-area, readable-content or keyboard guide, which is made when named.
    static func failsAtomically(_ words: CommandWords) -> Bool {
        if words.words.count > 1 && words.words[1].text == "view" {
            return !words.words.contains { ($0.text == "frame" || stackOptions.contains($0.text)) && !$0.isQuoted }
        }
        return !LayoutGuide.namesSystemGuide(words.line)
    }

    /// Held in a long run of a script (`HeldRun`) whenever it fails atomically: it only adds.
    static func isHeld(_ words: CommandWords) -> Bool { true }
    static let canBeHeld = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        // The stack view's form is shown in its own errors and in help, not in every add's.
        let kind: CommandWords.Word
        do { kind = try Arguments.word(words, 1, "what to add (view, guide or an equation)", for: self) } catch {
            throw error.droppingUsage("add view NAME UIStackView").droppingUsage("add view NAME NSStackView")
        }
        // A usage error about `add view` shows the `add view` usage, not all four forms.
        switch kind.text {
        case "view":
            // A stack view's usage error shows its own form; any other view's the general one.
            let stackClass = words.words.count > 3 && ["UIStackView", "NSStackView"].contains(words.words[3].text) ? words.words[3].text : nil
            do { try addView(words, shell) } catch { throw error.keepingUsage(stackClass.map { "add view NAME \($0)" } ?? "add view NAME [CLASS]") }
        case "guide": do { try addGuide(words, shell) } catch { throw error.keepingUsage("add guide") }
        default:
            do { try addConstraint(words, shell) } catch {
                throw error.droppingUsage("add view NAME UIStackView").droppingUsage("add view NAME NSStackView")
            }
        }
    }

    /// Prints a new constraint's handle and description — the echo of `add` and `pin`, shown
    /// only when the line echoes (typed, or `set echo on`; docs/scripts.md, "Echo").
    static func announce(_ handle: ConstraintHandle, _ shell: ShellContext) {
        guard shell.echoes else { return }
        let state = shell.session.state
        // A new constraint is the last one (or near it): look there before searching them all.
        let recent = state.constraints.suffix(8).last { $0.handle == handle }
        guard let c = recent ?? state.constraint(handle) else { return }
        shell.print(c.handleName + "  " + state.appleDescription(of: c, style: shell.settings.logStyle))
    }

    private static func addConstraint(_ words: CommandWords, _ shell: ShellContext) throws(Diagnostic) {
        let (text, column) = words.rest(from: 1)
        let handle: ConstraintHandle
        do { handle = try shell.session.addConstraint(parsing: text) } catch {
            throw error.shifted(by: column - 1)
        }
        announce(handle, shell)
    }

    private static func addView(_ words: CommandWords, _ shell: ShellContext) throws(Diagnostic) {
        let nameWord = try Arguments.word(words, 2, viewName, for: self)
        var className = "UIView"
        var superview: ViewID?
        var text: String?
        var intrinsic: Size?
        var frame: Rect?
        var properties = StackViewProperties()
        var stackOption: CommandWords.Word?
        var appKit = NSStackViewProperties()
        var appKitAlignment: NSStackAlignment?
        var i = 3
        if i < words.words.count, !(["in", "text", "intrinsic", "frame"] + stackOptions).contains(words.words[i].text) {
            let w = words.words[i]
            guard w.text.first?.isLetter == true, w.text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
                throw usageError("'\(w.text)' is not a class name", range: w.range)
            }
            className = w.text
            i += 1
        }
        while i < words.words.count {
            let key = words.words[i]
            switch key.text {
            case "in":
                superview = try shell.view(try Arguments.word(words, i + 1, self.superview, for: self))
                i += 2
            case "text":
                let t = try Arguments.word(words, i + 1, self.text, for: self)
                text = t.text
                i += 2
            case "intrinsic":
                intrinsic = try Arguments.size(try Arguments.word(words, i + 1, self.intrinsic, for: self))
                i += 2
            case "frame":
                var n: [Double] = []
                for k in 1...4 { n.append(try Arguments.number(try Arguments.word(words, i + k, self.frame[k - 1], for: self), "a frame value")) }
                frame = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
                i += 5
            case "axis", "distribution", "alignment", "spacing", "orientation":
                guard className == "UIStackView" || className == "NSStackView" else {
                    let form = key.text == "orientation" ? "NSStackView" : "UIStackView"
                    throw usageError("'\(key.text)' is a stack view's property: only 'add view NAME \(form)' takes it", range: key.range)
                }
                stackOption = key
                if className == "NSStackView" {
                    if key.text == "axis" { throw NSStackArguments.wrongKind(key, stack: nameWord.text, appKit: true) }
                    switch key.text {
                    case "orientation": appKit.orientation = try NSStackArguments.orientation(try Arguments.word(words, i + 1, stackAxis, for: self))
                    case "distribution":
                        appKit.distribution = try NSStackArguments.distribution(try Arguments.word(words, i + 1, nsDistribution, for: self))
                    case "alignment": appKitAlignment = try NSStackArguments.alignment(try Arguments.word(words, i + 1, nsAlignment, for: self))
                    default: appKit.spacing = try StackArguments.spacing(try Arguments.word(words, i + 1, stackSpacing, for: self))
                    }
                    i += 2
                    continue
                }
                if key.text == "orientation" { throw NSStackArguments.wrongKind(key, stack: nameWord.text, appKit: false) }
                if key.text == "distribution" || key.text == "alignment" {
                    try StackArguments.refuseAppKitValue(try Arguments.word(words, i + 1, key.text == "alignment" ? stackAlignment : stackDistribution, for: self), key.text)
                }
                switch key.text {
                case "axis": properties.axis = try StackArguments.axis(try Arguments.word(words, i + 1, stackAxis, for: self))
                case "distribution":
                    properties.distribution = try StackArguments.distribution(try Arguments.word(words, i + 1, stackDistribution, for: self))
                case "alignment": properties.alignment = try StackArguments.alignment(try Arguments.word(words, i + 1, stackAlignment, for: self))
                default: properties.spacing = try StackArguments.spacing(try Arguments.word(words, i + 1, stackSpacing, for: self))
                }
                i += 2
            default:
                throw usageError("unexpected '\(key.text)'", range: key.range)
            }
        }
        let view: ViewID
        do {
            view = try shell.session.addView(name: nameWord.text, className: className, superview: superview, text: text,
                                             intrinsicSize: intrinsic)
            if let frame { try shell.session.setTranslatesAutoresizingMask(view, true, frame: frame) }
            if stackOption != nil, className == "NSStackView" {
                appKit.alignment = appKitAlignment ?? NSStackAlignment.defaultValue(for: appKit.orientation)
                try shell.session.setNSStackProperties(view, appKit)
            } else if stackOption != nil {
                try shell.session.setStackProperties(view, properties)
            }
        } catch {
            throw Diagnostic(error, at: nameWord.range)
        }
        // (The view is read only for what is printed: a script prints nothing here.)
        shell.echo({ let v = shell.session.state[view]; return "\(v.name)  <\(v.className):\(hexAddress(v.address))>" }())
        if let typo = likelyTypo(className) {
            shell.note("warning: '\(className)' is not a UIKit class plumb knows; did you mean '\(typo)'? (\(nameWord.text) is made as a custom class of that name)")
        }
    }

    /// The known UIKit/AppKit class a `UI…`/`NS…` class name is a near miss of, if any; other
    /// names may be the app's own classes and pass without a word.
    static func likelyTypo(_ className: String) -> String? {
        guard className.hasPrefix("UI") || className.hasPrefix("NS"), !ViewClass.knownClasses.contains(className) else { return nil }
        return suggestion(for: className, among: ViewClass.knownClasses)
    }

    private static func addGuide(_ words: CommandWords, _ shell: ShellContext) throws(Diagnostic) {
        let nameWord = try Arguments.word(words, 2, guideName, for: self)
        var owner = shell.session.state.root
        if words.words.count > 3 {
            guard words.words[3].text == "in" else { throw usageError("unexpected '\(words.words[3].text)'", range: words.words[3].range) }
            owner = try shell.view(try Arguments.word(words, 4, self.owner, for: self))
            try Arguments.noMore(words, after: 5, for: self)
        }
        let g: GuideID
        do { g = try shell.session.addLayoutGuide(name: nameWord.text, in: owner) } catch {
            throw Diagnostic(error, at: nameWord.range)
        }
        let guide = shell.session.state[g]
        shell.echo("\(guide.name)  <UILayoutGuide:\(hexAddress(guide.address))>")
    }
}
