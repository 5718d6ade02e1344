import LayoutSyntax
import LogImport
import Testing

/// An address of more than 16 hexadecimal digits cannot be a 64-bit pointer UIKit printed. A log
/// used to give such a view or constraint a pseudo-address without a word, and a trace said only
/// "unexpected text after the view" (issue 34). Now a log says so in a note (the object keeps
/// the text as its handle) and a trace line names the address in its error.
@Suite struct OverlongAddressTests {
    @Test func aLogSaysWhichAddressesWereReplaced() throws {
        let a = "<NSLayoutConstraint:0x6000000000000000aa UILabel:0x7f00000000000000bb.height == 20   (active)>"
        let b = "<NSLayoutConstraint:0x6000000000000000ab UILabel:0x7f00000000000000bb.height == 30   (active)>"
        let log = "Unable to simultaneously satisfy constraints.\n(\n    \"\(a)\",\n    \"\(b)\"\n)\n\nWill attempt to recover by breaking constraint \n\(b)\n"
        let result = LogImporter.importLog(log)
        #expect(result.importedAnything)
        let notes = result.diagnostics.filter { $0.severity == .note }.map(\.message)
        #expect(notes.count == 3, "\(notes)")
        #expect(notes.contains { $0.hasPrefix("'UILabel:0x7f00000000000000bb': an address of 18 hexadecimal digits is wider than 64 bits, so it is not one UIKit printed; view root keeps it as its handle and has the pseudo-address 0x") })
        #expect(notes.contains { $0.hasPrefix("'NSLayoutConstraint:0x6000000000000000aa': an address of 18 hexadecimal digits") && $0.contains("; c1 keeps it") })
        #expect(notes.contains { $0.hasPrefix("'NSLayoutConstraint:0x6000000000000000ab': an address of 18 hexadecimal digits") && $0.contains("; c2 keeps it") })
        // 16 digits are an address: no note.
        let ok = log.replacingOccurrences(of: "0x7f00000000000000bb", with: "0x7f000000000000bb")
            .replacingOccurrences(of: "0x6000000000000000a", with: "0x60000000000000a")
        #expect(LogImporter.importLog(ok).diagnostics.isEmpty)
    }

    @Test func aTraceLineNamesTheAddress() {
        let trace = "*UIWindow:0x7f0000000000bb\n|   *UIView:0x7f00000000000000cc- AMBIGUOUS LAYOUT\n"
        let result = TraceImporter.importTrace(trace)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.line == 2 && errors.first?.range?.start == 13)
        #expect(errors.first?.message == "the address '0x7f00000000000000cc' has 18 hexadecimal digits, more than a 64-bit address holds: it is not one UIKit printed (a line joined to the next, or edited?)")
    }
}
