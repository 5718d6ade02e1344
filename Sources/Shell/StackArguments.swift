import LayoutModel
import LayoutSyntax
/// Reading a stack view's property values (`add view … UIStackView`, `stack`): UIKit's spellings,
/// each error at the word's columns with "did you mean" and the choices.
enum StackArguments {
    static let axisNames = ["horizontal", "vertical"]
    static let distributionNames = StackDistribution.allCases.map(\.rawValue)
    static let alignmentNames = StackAlignment.allCases.map(\.rawValue)

    /// One of `names` (matched without regard to case), or the error for an unknown `what`.
    static func choice(_ w: CommandWords.Word, _ what: String, _ names: [String]) throws(Diagnostic) -> String {
        if let exact = names.first(where: { $0.lowercased() == w.text.lowercased() }) { return exact }
        var message = "unknown \(what) '\(shownToken(w.text))'"
        if let s = suggestion(for: w.text, among: names) { message += "; did you mean '\(s)'?" }
        throw Diagnostic(message + " (one of: \(names.joined(separator: ", ")))", range: w.range)
    }

    static func axis(_ w: CommandWords.Word) throws(Diagnostic) -> Axis {
        try choice(w, "axis", axisNames) == "horizontal" ? .horizontal : .vertical
    }

    static func axisName(_ a: Axis) -> String { a == .horizontal ? "horizontal" : "vertical" }

    static func distribution(_ w: CommandWords.Word) throws(Diagnostic) -> StackDistribution {
        StackDistribution(rawValue: try choice(w, "distribution", distributionNames))!
    }

    static func alignment(_ w: CommandWords.Word) throws(Diagnostic) -> StackAlignment {
        StackAlignment(rawValue: try choice(w, "alignment", alignmentNames))!
    }

    static func spacing(_ w: CommandWords.Word) throws(Diagnostic) -> Double { try Arguments.number(w, "a spacing") }

    /// `axis vertical distribution fill …` as one line shows a stack's properties (edit lines).
    static func shown(_ p: StackViewProperties) -> String {
        var parts = ["axis \(axisName(p.axis))", "distribution \(p.distribution.rawValue)", "alignment \(p.alignment.rawValue)",
                     "spacing \(readable(p.spacing))"]
        if p.isLayoutMarginsRelativeArrangement { parts.append("margins-relative on") }
        if p.isBaselineRelativeArrangement { parts.append("baseline-relative on") }
        return parts.joined(separator: " ")
    }
}

extension StackArguments {
    /// A distribution or alignment only an NSStackView has, given for a UIStackView: the error
    /// says so (the UIStackView's own choices follow in `distribution`/`alignment`'s errors).
    static func refuseAppKitValue(_ w: CommandWords.Word, _ what: String) throws(Diagnostic) {
        let own = what == "alignment" ? alignmentNames : distributionNames
        let appKit = what == "alignment" ? NSStackArguments.alignmentNames : NSStackArguments.distributionNames
        guard !own.contains(where: { $0.lowercased() == w.text.lowercased() }),
              let word = appKit.first(where: { $0.lowercased() == w.text.lowercased() }) else { return }
        throw Diagnostic("'\(word)' is an NSStackView \(what); a UIStackView's is one of: \(own.joined(separator: ", "))", range: w.range)
    }
}
