import LayoutModel
/// The conflict log in Apple's shape (SPEC §3.4; ../shared/formats/console-log-grammar.md §1.1):
/// the header, Apple's advice (with the autoresizing note: always in the classic log, only when an
/// NSAutoresizingMaskLayoutConstraint is in the list in the modern one), the parenthesised list of quoted
/// descriptions — the irreducible conflicting set — the constraint broken to recover, and
/// Apple's footer. `.classic` is the iOS ≤ 9 log of the seeds; `.modern` the iOS 10+ one, with the
/// `[LayoutConstraints]` tag, the multi-line advice and `(active)` markers.
public enum ConflictLog {
    public static func text(for report: ConflictReport, in session: LayoutSession, style: LogStyle) -> String {
        let state = session.state
        let constraints = report.constraints.compactMap { state.constraint($0) }
        let hasAutoresizing = constraints.contains { $0.kind == .autoresizing }
        func describe(_ c: LayoutConstraint) -> String {
            var copy = c
            // Describe the broken one as it was when UIKit listed it: in the set, active.
            copy.isBroken = false
            return state.appleDescription(of: copy, style: style)
        }
        let note = "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) "
        var lines: [String] = []
        switch style {
        case .classic:
            // iOS ≤ 9 prints the note in every log, autoresizing constraint or not (the seed logs
            // 000 and 003, the book's Example 5-2).
            lines.append("Unable to simultaneously satisfy constraints.")
            lines.append("\tProbably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it. " + note)
        case .modern:
            lines.append("[LayoutConstraints] Unable to simultaneously satisfy constraints.")
            lines.append("\tProbably at least one of the constraints in the following list is one you don't want. ")
            lines.append("\tTry this: ")
            lines.append("\t\t(1) look at each constraint and try to figure out which you don't expect; ")
            lines.append("\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ")
            if hasAutoresizing { lines.append("\t" + note) }
        }
        lines.append("(")
        for (i, c) in constraints.enumerated() {
            lines.append("    \"" + describe(c) + "\"" + (i + 1 < constraints.count ? "," : ""))
        }
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        if let broken = state.constraint(report.broken) { lines.append(describe(broken)) }
        lines.append("")
        lines.append("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
        let header = style == .classic ? "<UIKit/UIView.h>" : "<UIKitCore/UIView.h>"
        lines.append("The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in \(header) may also be helpful.")
        return lines.joined(separator: "\n")
    }
}
