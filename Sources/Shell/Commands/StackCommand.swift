import LayoutModel
import LayoutSyntax
/// `stack STACK PROPERTY VALUE`.
enum StackCommand: ShellCommand {
    static let name = "stack"
    static let abstract = "Change a stack view's axis or orientation, distribution, alignment, spacing, insets or flags"
    static let signature = CommandSignature([
        CommandForm(.parameter(stack), .literal("axis"), .parameter(AddCommand.stackAxis)),
        CommandForm(.parameter(stack), .literal("distribution"), .parameter(AddCommand.stackDistribution)),
        CommandForm(.parameter(stack), .literal("alignment"), .parameter(AddCommand.stackAlignment)),
        CommandForm(.parameter(stack), .literal("spacing"), .parameter(spacing)),
        CommandForm(.parameter(stack), .literal("spacing-after"), .parameter(arrangedView), .parameter(customSpacing)),
        CommandForm(.parameter(stack), .oneOf(flagNames), .parameter(onOff)),
        CommandForm(.parameter(stack), .literal("orientation"), .parameter(AddCommand.stackAxis)),
        CommandForm(.parameter(stack), .literal("distribution"), .parameter(AddCommand.nsDistribution)),
        CommandForm(.parameter(stack), .literal("alignment"), .parameter(AddCommand.nsAlignment)),
        CommandForm([.parameter(stack), .literal("insets")] + ["TOP", "LEFT", "BOTTOM", "RIGHT"].map { .word($0, .number) }),
        CommandForm(.parameter(stack), .literal("detaches-hidden"), .parameter(onOff)),
        CommandForm(.parameter(stack), .literal("visibility"), .parameter(arrangedView2), .parameter(visibility)),
    ])
    static let arrangedView2 = Parameter("VIEW", .viewName, missing: "an arranged view after 'visibility'")
    static let visibility = Parameter("PRIORITY|mustHold|detachOnlyIfNecessary|notVisible", .number, missing: "a visibility priority")
    /// An NSStackView's own properties.
    static let appKitPropertyNames = ["orientation", "distribution", "alignment", "spacing", "spacing-after", "insets", "detaches-hidden", "visibility"]
    static let stack = Parameter("STACK", .viewName, missing: "a stack view")
    static let spacing = Parameter("N", .number, missing: "a spacing")
    static let arrangedView = Parameter("VIEW", .viewName, missing: "an arranged view after 'spacing-after'")
    static let customSpacing = Parameter("N|default", .number, missing: "a spacing (or default)")
    static let onOff = Parameter.oneOf(["on", "off"], missing: "on or off")
    static let flagNames = ["margins-relative", "baseline-relative"]
    static let propertyNames = ["axis", "distribution", "alignment", "spacing", "spacing-after"] + flagNames
    static let discussion = """
        UIStackView's properties: axis (horizontal or vertical), distribution (fill, fillEqually,
        fillProportionally, equalSpacing, equalCentering), alignment (fill, leading/top, center,
        trailing/bottom, firstBaseline, lastBaseline), spacing (strict for the fill
        distributions, a minimum for the spacing ones; negative overlaps), spacing-after
        (setCustomSpacing(_:after:) for one arranged view; 'default' goes back to spacing),
        margins-relative (isLayoutMarginsRelativeArrangement: arrange inside the stack's layout
        margins) and baseline-relative (isBaselineRelativeArrangement: a vertical stack spaces
        baselines). The stack makes its constraints again at once.
        An NSStackView's: orientation (horizontal or vertical; a centred alignment follows it),
        distribution (gravityAreas, fill, fillEqually, fillProportionally, equalSpacing,
        equalCentering), alignment (top, centerY, bottom, firstBaseline, lastBaseline across a
        horizontal stack; leading, centerX, trailing across a vertical one; none; an attribute of
        the other axis is ignored, as AppKit ignores it), spacing, spacing-after, insets
        (edgeInsets, top left bottom right: they do not flip), detaches-hidden (a hidden view
        leaves the arrangement; off: it keeps its place) and visibility (a view's visibility
        priority: notVisible, 0, detaches it; plumb's stacks never clip, so any other priority
        keeps it attached).
        """
    static let examples = [
        "stack form axis vertical", "stack row distribution fillEqually", "stack form spacing 8",
        "stack form spacing-after name 24", "stack form margins-relative on",
        "stack bar insets 4 8 4 8", "stack bar visibility help notVisible",
    ]
    static let changesLayout = true
    static let reportsMovedViews = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let stackWord = try Arguments.word(words, 1, self.stack, for: self)
        let stack = try shell.view(stackWord)
        let propertyWord = try Arguments.word(words, 2, "a property (\(propertyNames.joined(separator: ", ")))", for: self)
        let state = shell.session.state
        guard let config = state[stack].stack else {
            throw Diagnostic(LayoutError.stack(.notAStackView(view: state[stack].name, className: state[stack].className)), at: stackWord.range)
        }
        if config.appKit != nil { return try runAppKit(words, stack: stack, propertyWord: propertyWord, in: shell) }
        if NSStackArguments.appKitWords[propertyWord.text] != nil {
            throw NSStackArguments.wrongKind(propertyWord, stack: state[stack].name, appKit: false)
        }
        var p = config.properties
        let name = state[stack].name
        let what: String
        switch propertyWord.text {
        case "spacing-after":
            return try runSpacingAfter(words, stack: stack, in: shell)
        case "axis", "distribution", "alignment", "spacing", "margins-relative", "baseline-relative":
            let valueWord = try Arguments.word(words, 3, propertyWord.text == "spacing" ? "a spacing" : "a value", for: self)
            try Arguments.noMore(words, after: 4, for: self)
            let before: String
            switch propertyWord.text {
            case "axis":
                before = StackArguments.axisName(p.axis)
                p.axis = try StackArguments.axis(valueWord)
                what = StackArguments.axisName(p.axis)
            case "distribution":
                before = p.distribution.rawValue
                try StackArguments.refuseAppKitValue(valueWord, "distribution")
                p.distribution = try StackArguments.distribution(valueWord)
                what = p.distribution.rawValue
            case "alignment":
                before = p.alignment.rawValue
                try StackArguments.refuseAppKitValue(valueWord, "alignment")
                p.alignment = try StackArguments.alignment(valueWord)
                what = p.alignment.rawValue
            case "spacing":
                before = readable(p.spacing)
                p.spacing = try StackArguments.spacing(valueWord)
                what = readable(p.spacing)
            case "margins-relative":
                before = p.isLayoutMarginsRelativeArrangement ? "on" : "off"
                p.isLayoutMarginsRelativeArrangement = try Arguments.onOff(valueWord)
                what = p.isLayoutMarginsRelativeArrangement ? "on" : "off"
            default:
                before = p.isBaselineRelativeArrangement ? "on" : "off"
                p.isBaselineRelativeArrangement = try Arguments.onOff(valueWord)
                what = p.isBaselineRelativeArrangement ? "on" : "off"
            }
            do { try shell.session.setStackProperties(stack, p) } catch { throw Diagnostic(error, at: valueWord.range) }
            shell.changed("stack \(name) \(propertyWord.text): " + EditSummary.change([before], what))
        default:
            var message = "unknown stack property '\(shownToken(propertyWord.text))'"
            if let s = suggestion(for: propertyWord.text, among: propertyNames) { message += "; did you mean '\(s)'?" }
            throw Diagnostic(message + " (one of: \(propertyNames.joined(separator: ", ")))", range: propertyWord.range)
        }
    }

    /// `stack STACK spacing-after VIEW N|default` (setCustomSpacing(_:after:)), either kind of stack.
    static func runSpacingAfter(_ words: CommandWords, stack: ViewID, in shell: ShellContext) throws(Diagnostic) {
        let state = shell.session.state
        let viewWord = try Arguments.word(words, 3, arrangedView, for: self)
        let view = try shell.view(viewWord)
        let valueWord = try Arguments.word(words, 4, customSpacing, for: self)
        try Arguments.noMore(words, after: 5, for: self)
        let value: Double? = valueWord.text == "default" ? nil : try Arguments.number(valueWord, "a spacing (or default)")
        let before = state[stack].stack!.customSpacingAfter[view].map(readable) ?? "default"
        do { try shell.session.setCustomSpacing(value, after: view, in: stack) } catch { throw Diagnostic(error, at: viewWord.range) }
        shell.changed("stack \(state[stack].name) spacing-after \(state[view].name): " + EditSummary.change([before], value.map(readable) ?? "default"))
    }
}
