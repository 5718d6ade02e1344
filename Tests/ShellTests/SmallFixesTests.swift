import ShellTestSupport
import Testing
@testable import Shell

/// The smaller items of issue 12 (item 17), one test each.
@Suite struct SmallFixesTests {
    @Test(arguments: ["nan", "inf", "-inf", "1e400"])
    func nonFiniteConstantsAreNamedAsSuch(_ value: String) {
        let run = runShell("add view a\nadd a.width == 10\nconstant c1 \(value)\n", file: nil)
        #expect(run.err.hasPrefix("error: '\(value)' is not a finite number\n"))
        #expect(run.session.state.constraints.first { $0.handleName == "c1" }?.constant == 10)
    }

    @Test(arguments: ["field", "root"])
    func aNametagMayNotBeAnotherViewsName(_ tag: String) {
        let run = runShell("add view label\nadd view field\nnametag label \(tag)\n", file: nil)
        #expect(run.err.hasPrefix("error: '\(tag)' is the name of another view: a nametag that hides it would make '\(tag)' ambiguous\n"))
        #expect(run.session.state.views.allSatisfy { $0.nametag == nil })
        // Its own name is fine.
        #expect(run.shell.execute("nametag label label"))
    }

    @Test func aproposVFLFindsPin() {
        let run = runShell("apropos vfl\n", file: nil)
        #expect(run.out.split(separator: "\n").contains { $0.hasPrefix("pin ") })
    }
}
