import LayoutModel
import LayoutText
import LayoutSyntax
import LogImport
import Testing

/// Fractional priorities in Apple's descriptions (`@999.5`, `(>=8@999.999)`, `Hug:250.5`) import
/// exactly and print back byte for byte.
@Suite struct FractionalPriorityImportTests {
    /// A modern conflict log as plumb prints it (`set log-style modern`; the two entries with
    /// `@999.5` and `@999.999` were added to the list by hand to carry both printed forms — UIKit
    /// lists only required constraints in a conflict, but its descriptions of optional ones have
    /// this form: `priority:%g`-style numbers, docs/log-import.md).
    static let log = """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
        (
            "<NSContentSizeLayoutConstraint:0x7c08d570 UIView:0x7a85e3a0.width == 100 Hug:250.5 CompressionResistance:1000   (active)>",
            "<NSLayoutConstraint:0x7b82f1d0 UIView:0x7a85e3a0.width == 50 @999.5   (active)>",
            "<NSLayoutConstraint:0x7b85e3a0 H:|-(>=8@999.999)-[UIView:0x7a85e3a0]   (active, names: '|':UIView:0x7a82f1d0 )>",
            "<NSLayoutConstraint:0x7b88d570 'Narrow' UIView:0x7a85e3a0.width <= 40   (active)>"
        )

        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint:0x7b88d570 'Narrow' UIView:0x7a85e3a0.width <= 40   (active)>

        """

    @Test func importsAndPrintsBackByteForByte() throws {
        let result = LogImporter.importLog(Self.log)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors)")
        let state = result.session.state
        let conflict = try #require(state.importedConflicts.first)
        let entries = Self.log.split(separator: "\n").filter { $0.hasPrefix("    \"<") }
            .map { String($0.dropFirst(5).dropLast($0.hasSuffix(",") ? 2 : 1)) }
        #expect(conflict.listed.count == entries.count)
        for (h, entry) in zip(conflict.listed, entries) {
            #expect(state.appleDescription(of: state[h], style: .modern) == entry)
        }
        let priorities = conflict.listed.map { state[$0].priority.description }
        // The content-size constraint prints as required (its parts carry Hug/CompressionResistance).
        #expect(priorities == ["1000", "999.5", "999.999", "1000"])
        let view = try #require(state.view(named: state.name(of: state[conflict.listed[0]].first.item)))
        #expect(state[view].hugging.horizontal == 250.5)
    }

    /// A priority UIKit refuses, or finer than thousandths, is a parse error of that description.
    @Test(arguments: ["@0", "@1000.5", "@999.9999"])
    func refusesImpossiblePriorities(_ suffix: String) {
        let log = Self.log.replacingOccurrences(of: "== 50 @999.5", with: "== 50 " + suffix)
        let result = LogImporter.importLog(log)
        // e.g. "priority must be greater than 0 and at most 1000, found '1000.5'", at its column.
        #expect(result.diagnostics.contains { $0.severity == .error && $0.message.hasPrefix("priority must") },
                "\(result.diagnostics.map(\.message))")
        #expect(result.session.state.importedConflicts.first?.skippedEntries == 1)
    }
}
