import Testing
import ShellTestSupport

/// `refs VIEW` is the book's referencingConstraints (Listing 5-4): the constraints views hold,
/// NSLayoutConstraint instances. The engine's NSContentSizeLayoutConstraints are not among
/// them; `refs VIEW --all` lists them too.
@Suite struct RefsContentSizeTests {
    static let script = ["add view l UILabel text \"Hi\"", "add l.leading == root.leading"]

    @Test func contentSizeConstraintsOnlyWithAll() {
        let plain = runShell(lines: Self.script + ["refs l"])
        #expect(plain.ok, "\(plain.err)")
        let listed = plain.out.split(separator: "\n").filter { $0.contains("installed on") }
        #expect(listed.count == 1 && listed[0].hasPrefix("c1 "), "\(plain.out)")
        #expect(!plain.out.contains("NSContentSizeLayoutConstraint"))
        let all = runShell(lines: Self.script + ["refs l --all"])
        #expect(all.out.components(separatedBy: "(NSContentSizeLayoutConstraint)").count == 3, "\(all.out)")
        let json = runShell(lines: Self.script + ["refs l --json"])
        #expect(!json.out.contains("contentSize") && !json.out.contains("NSContentSizeLayoutConstraint"), "\(json.out)")
    }

    @Test func anythingElseIsAUsageError() {
        let r = runShell(lines: Self.script + ["refs l --bogus"])
        #expect(!r.ok)
        #expect(r.err.contains("unexpected '--bogus'") && r.err.contains("usage: refs VIEW|GUIDE [--all]"), "\(r.err)")
    }
}
