import LayoutModel
import LayoutSyntax
/// `stack STACK PROPERTY VALUE` for an NSStackView: AppKit's properties (docs/stack-views.md §6).
extension StackCommand {
    static func runAppKit(_ words: CommandWords, stack: ViewID, propertyWord: CommandWords.Word, in shell: ShellContext) throws(Diagnostic) {
        let state = shell.session.state
        let name = state[stack].name
        let config = state[stack].stack!
        var p = config.appKit!.properties
        let before: String, after: String
        var note = ""
        switch propertyWord.text {
        case "spacing-after":
            // The shared path (setCustomSpacing), as a UIStackView's.
            return try runSpacingAfter(words, stack: stack, in: shell)
        case "visibility":
            let viewWord = try Arguments.word(words, 3, arrangedView2, for: self)
            let view = try shell.view(viewWord)
            let valueWord = try Arguments.word(words, 4, visibility, for: self)
            try Arguments.noMore(words, after: 5, for: self)
            let priority = try NSStackArguments.visibility(valueWord)
            let was = NSStackArguments.visibilityName(config.appKit!.visibility(of: view))
            do { try shell.session.setVisibilityPriority(priority, of: view, in: stack) } catch { throw Diagnostic(error, at: viewWord.range) }
            let detached = shell.session.isDetached(view)
            shell.changed("stack \(name) visibility \(state[view].name): " + EditSummary.change([was], NSStackArguments.visibilityName(priority))
                + (detached ? " (detached from \(name))" : ""))
            return
        case "insets":
            var n: [Double] = []
            for k in 3..<7 { n.append(try Arguments.number(try Arguments.word(words, k, "four insets (top left bottom right)", for: self), "an inset")) }
            try Arguments.noMore(words, after: 7, for: self)
            before = NSStackArguments.insets(p.edgeInsets)
            p.edgeInsets = EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
            after = NSStackArguments.insets(p.edgeInsets)
        case "orientation", "distribution", "alignment", "spacing", "detaches-hidden":
            let valueWord = try Arguments.word(words, 3, propertyWord.text == "spacing" ? "a spacing" : "a value", for: self)
            try Arguments.noMore(words, after: 4, for: self)
            switch propertyWord.text {
            case "orientation":
                before = StackArguments.axisName(p.orientation)
                let old = p.orientation
                p.orientation = try NSStackArguments.orientation(valueWord)
                // [inf] rule 35b: a centred alignment follows the orientation.
                if p.orientation != old, p.alignment == NSStackAlignment.defaultValue(for: old) {
                    p.alignment = NSStackAlignment.defaultValue(for: p.orientation)
                    note = " (alignment \(p.alignment.rawValue))"
                }
                after = StackArguments.axisName(p.orientation)
            case "distribution":
                before = p.distribution.rawValue
                p.distribution = try NSStackArguments.distribution(valueWord)
                after = p.distribution.rawValue
            case "alignment":
                before = p.alignment.rawValue
                p.alignment = try NSStackArguments.alignment(valueWord)
                after = p.alignment.rawValue
            case "spacing":
                before = readable(p.spacing)
                p.spacing = try StackArguments.spacing(valueWord)
                after = readable(p.spacing)
            default:
                before = p.detachesHiddenViews ? "on" : "off"
                p.detachesHiddenViews = try Arguments.onOff(valueWord)
                after = p.detachesHiddenViews ? "on" : "off"
            }
            if p.alignment != .none, !p.alignment.applies(to: p.orientation) {
                note += " (\(p.alignment.rawValue) is ignored across a \(StackArguments.axisName(p.orientation)) stack, as AppKit ignores it)"
            }
            do { try shell.session.setNSStackProperties(stack, p) } catch { throw Diagnostic(error, at: valueWord.range) }
            shell.changed("stack \(name) \(propertyWord.text): " + EditSummary.change([before], after) + note)
            return
        default:
            if NSStackArguments.uiKitWords[propertyWord.text] != nil {
                throw NSStackArguments.wrongKind(propertyWord, stack: name, appKit: true)
            }
            var message = "unknown stack property '\(shownToken(propertyWord.text))'"
            if let s = suggestion(for: propertyWord.text, among: appKitPropertyNames) { message += "; did you mean '\(s)'?" }
            throw Diagnostic(message + " (an NSStackView's: \(appKitPropertyNames.joined(separator: ", ")))", range: propertyWord.range)
        }
        do { try shell.session.setNSStackProperties(stack, p) } catch { throw Diagnostic(error, at: propertyWord.range) }
        shell.changed("stack \(name) \(propertyWord.text): " + EditSummary.change([before], after) + note)
    }
}
