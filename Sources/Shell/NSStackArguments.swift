import LayoutModel
import LayoutSyntax
/// Reading an NSStackView's property values (`add view … NSStackView`, `stack`, `arrange …
/// gravity`): AppKit's spellings, each error at the word's columns with "did you mean" and the
/// choices, and the words that are UIStackView's named as such.
enum NSStackArguments {
    static let distributionNames = NSStackDistribution.allCases.map(\.rawValue)
    static let alignmentNames = NSStackAlignment.allCases.map(\.rawValue)
    static let gravityNames = ["leading", "center", "trailing", "top", "bottom"]
    static let visibilityNames = ["mustHold", "detachOnlyIfNecessary", "notVisible"]

    /// The words only a UIStackView takes, with what an NSStackView has instead.
    static let uiKitWords: [String: String] = [
        "axis": "'orientation'", "margins-relative": "'insets' (edgeInsets)", "baseline-relative": "no such flag",
    ]
    /// The words only an NSStackView takes, with what a UIStackView has instead.
    static let appKitWords: [String: String] = [
        "orientation": "'axis'", "insets": "'margins-relative' with 'margins'", "detaches-hidden": "no such flag (a hidden view collapses)",
        "visibility": "no visibility priorities", "gravity": "no gravity areas",
    ]

    static func orientation(_ w: CommandWords.Word) throws(Diagnostic) -> Axis {
        try StackArguments.choice(w, "orientation", StackArguments.axisNames) == "horizontal" ? .horizontal : .vertical
    }

    static func distribution(_ w: CommandWords.Word) throws(Diagnostic) -> NSStackDistribution {
        NSStackDistribution(rawValue: try StackArguments.choice(w, "NSStackView distribution", distributionNames))!
    }

    static func alignment(_ w: CommandWords.Word) throws(Diagnostic) -> NSStackAlignment {
        // UIStackView's words that AppKit spells otherwise.
        switch w.text.lowercased() {
        case "center": throw Diagnostic("'center' is a UIStackView alignment; an NSStackView aligns on centerY (horizontal) or centerX (vertical)", range: w.range)
        case "fill": throw Diagnostic("'fill' is a UIStackView alignment; an NSStackView has none (pin the views' edges, or use leading and trailing constraints)", range: w.range)
        default: break
        }
        return NSStackAlignment(rawValue: try StackArguments.choice(w, "NSStackView alignment", alignmentNames))!
    }

    static func gravity(_ w: CommandWords.Word) throws(Diagnostic) -> NSStackGravity {
        switch try StackArguments.choice(w, "gravity area", gravityNames) {
        case "leading", "top": return .leading
        case "center": return .center
        default: return .trailing
        }
    }

    /// A visibility priority: AppKit's names, or a number 0…1000.
    static func visibility(_ w: CommandWords.Word) throws(Diagnostic) -> Float {
        if let exact = visibilityNames.first(where: { $0.lowercased() == w.text.lowercased() }) {
            switch exact {
            case "mustHold": return NSStackVisibility.mustHold
            case "detachOnlyIfNecessary": return NSStackVisibility.detachOnlyIfNecessary
            default: return NSStackVisibility.notVisible
            }
        }
        if let x = Double(w.text), x.isFinite {
            guard (0...1000).contains(x) else {
                throw Diagnostic("a visibility priority is 0…1000 (notVisible 0, detachOnlyIfNecessary 900, mustHold 1000), found \(w.text)", range: w.range)
            }
            return Float(x)
        }
        var message = "unknown visibility priority '\(shownToken(w.text))'"
        if let s = suggestion(for: w.text, among: visibilityNames) { message += "; did you mean '\(s)'?" }
        throw Diagnostic(message + " (one of: \(visibilityNames.joined(separator: ", ")), or a number 0…1000)", range: w.range)
    }

    /// A visibility priority as it reads: its AppKit name, else the number.
    static func visibilityName(_ p: Float) -> String {
        switch p {
        case NSStackVisibility.mustHold: return "mustHold"
        case NSStackVisibility.detachOnlyIfNecessary: return "detachOnlyIfNecessary"
        case NSStackVisibility.notVisible: return "notVisible"
        default: return readable(Double(p))
        }
    }

    static func insets(_ e: EdgeInsets) -> String { [e.top, e.left, e.bottom, e.right].map(readable).joined(separator: " ") }

    /// The error for a UIStackView-only `word` given for the NSStackView `stack`, or the other way round.
    static func wrongKind(_ w: CommandWords.Word, stack: String, appKit: Bool) -> Diagnostic {
        if appKit {
            let instead = uiKitWords[w.text] ?? "other properties"
            return Diagnostic("'\(w.text)' is a UIStackView's, and '\(stack)' is an NSStackView (it has \(instead))", range: w.range)
        }
        let instead = appKitWords[w.text] ?? "other properties"
        return Diagnostic("'\(w.text)' is an NSStackView's, and '\(stack)' is a UIStackView (it has \(instead))", range: w.range)
    }
}
