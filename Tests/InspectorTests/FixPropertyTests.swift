import Testing
@testable import Shell
import Inspector
import LayoutModel
import LayoutText
import LayoutSyntax
import PlumbTestSupport
import ShellTestSupport

/// For random conflicting sessions, every fix `explain` suggests, typed into a copy of the
/// session, leaves every constraint in force.
@Suite struct FixPropertyTests {
    typealias Generator = SplitMix64

    static func script(seed: UInt64) -> String {
        var g = Generator(state: seed)
        var lines: [String] = []
        let count = 2 + g.int(3)
        let names = (0..<count).map { "v\($0)" }
        for n in names { lines.append(g.int(3) == 0 ? "add view \(n) UILabel text \"Hi\"" : "add view \(n)") }
        let all = ["root"] + names
        let h = ["leading", "trailing", "left", "right", "centerX", "width"]
        let v = ["top", "bottom", "centerY", "height"]
        for _ in 0..<(4 + g.int(6)) {
            let a = names[g.int(names.count)]
            let attrs = g.int(2) == 0 ? h : v
            let attr = attrs[g.int(attrs.count)]
            let rel = ["==", "==", "<=", ">="][g.int(4)]
            let k = [0, 8, 20, 50, 100, 200, 400, -30][g.int(8)]
            let pri = g.int(4) == 0 ? " @\([250, 750, 999][g.int(3)])" : ""
            if (attr == "width" || attr == "height") && g.int(2) == 0 {
                lines.append("add \(a).\(attr) \(rel) \(abs(k))\(pri)")
            } else {
                var b = all[g.int(all.count)]
                if b == a { b = "root" }
                let battr = attrs[g.int(attrs.count)]
                guard (battr == "width" || battr == "height") == (attr == "width" || attr == "height") else { continue }
                lines.append("add \(a).\(attr) \(rel) \(b).\(battr) + \(k)\(pri)")
            }
        }
        if g.int(3) == 0 { lines.append("translates \(names[0]) on mask h=--& v=--& frame 10 10 50 50") }
        return lines.joined(separator: "\n")
    }

    @Test func everySuggestedFixResolves() {
        var conflicts = 0, fixes = 0
        for seed in 1...60 {
            let r = runShell(Self.script(seed: UInt64(seed)))
            let session = r.shell.context.session
            for report in ConflictExplainer.conflicts(in: session) {
                conflicts += 1
                let e = ConflictExplainer.explain(report, in: session)
                #expect(e.constraints.contains(e.broken))
                for fix in e.fixes {
                    fixes += 1
                    #expect(applyLeavesNothingBroken(fix, to: session), "seed \(seed): \(fix.summary)")
                }
            }
        }
        #expect(conflicts > 10)
        #expect(fixes > 10)
    }
}
