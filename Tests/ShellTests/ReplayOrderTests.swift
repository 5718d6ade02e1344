import Testing
import LayoutModel
import PlumbTestSupport
import ShellTestSupport
@testable import Shell

/// Which constraint a conflict breaks depends on the order constraints came into force: the one
/// being activated breaks. Rebuilding a session (undo, redo, remove view, save and load) must
/// keep the constraints it broke broken, not replay them in handle order and break others.
@Suite struct ReplayOrderTests {
    /// What a user can see of a session: its saved script, its frames and the report of every view.
    static func fingerprint(_ session: LayoutSession) -> String {
        let probe = runShell(lines: ["frames", "report root --descend"], session: session.copy())
        return SessionScript.text(for: session) + "\n" + probe.out + probe.err
    }

    /// Issue 12's case: c1 (width 100) re-activated against c2 (width 200) breaks c1, so a is
    /// 200 wide; undoing an unrelated `add view q` used to rebuild in handle order, break c2
    /// and make a 100 wide, without a word.
    @Test func undoingAnUnrelatedCommandKeepsWhatAConflictBroke() throws {
        let r = runShell(lines: ["add view a", "add a.width == 100", "deactivate c1", "add a.width == 200", "activate c1", "add view q"])
        let a = try #require(r.session.state.view(named: "a"))
        #expect(r.session.frame(of: a).width == 200)
        let before = r.output.standardOutput.count
        #expect(r.shell.execute("undo"))
        #expect(r.session.frame(of: a).width == 200)
        #expect(r.session.state.constraints.filter(\.isBroken).map(\.number) == [1])
        // Nothing new conflicts, so nothing is printed as a conflict.
        #expect(!r.output.standardOutput.dropFirst(before).contains("Unable to simultaneously satisfy"))
        #expect(r.shell.execute("redo"))
        #expect(r.session.frame(of: a).width == 200)
    }

    /// `remove view z` printed again every conflict that already existed (the rebuild met them
    /// anew). A command prints a conflict log only for a conflict it causes.
    @Test func removingAViewDoesNotReprintOldConflicts() {
        let r = runShell(lines: ["add view a", "add view z", "add a.width == 100", "add a.width == 200"])
        #expect(r.out.components(separatedBy: "Unable to simultaneously satisfy").count == 2)
        let before = r.output.standardOutput.count
        #expect(r.shell.execute("remove view z"))
        #expect(!r.output.standardOutput.dropFirst(before).contains("Unable to simultaneously satisfy"))
        #expect(r.session.state.constraints.filter(\.isBroken).map(\.number) == [2])
    }

    /// Random sessions with conflicts: after any command, `undo` restores exactly what the user
    /// saw before it and `redo` what they saw after it; a saved script loads back to the same.
    @Test func undoRedoAndSaveLoadRestoreEverything() {
        var compared = 0, withConflicts = 0, framesAfterLoad = 0
        for seed in 0..<60 {
            var g = SplitMix64(seed: 0xBADD_0000 + UInt64(seed))
            let views = ["a", "b", "c"]
            var lines = views.map { "add view \($0)" }
            let attributes = ["width", "height", "leading", "top", "centerX"]
            for _ in 0..<(8 + g.int(8)) {
                let v = g.pick(views)
                switch g.int(10) {
                case 0...4:
                    let attribute = g.pick(attributes)
                    let target = attribute == "width" || attribute == "height" ? "\(10 * (1 + g.int(20)))"
                        : "root.\(attribute) + \(10 * g.int(10))"
                    lines.append("add \(v).\(attribute) \(g.pick(["==", "==", ">=", "<="])) \(target)" + (g.int(4) == 0 ? " @\(g.pick([250, 750, 999]))" : ""))
                case 5: lines.append("deactivate c\(1 + g.int(6))")
                case 6: lines.append("activate c\(1 + g.int(6))")
                case 7: lines.append("constant c\(1 + g.int(6)) \(10 * g.int(30))")
                case 8: lines.append("root \(200 + 20 * g.int(10))x504")
                default: lines.append("priority c\(1 + g.int(6)) \(g.pick([999, 1000, 500]))")
                }
            }
            let shell = runShell(lines: []).shell
            var prints: [String] = [Self.fingerprint(shell.context.session)]
            var ran: [String] = []
            for line in lines {
                // A command that changed no state (a failed one, activating an active constraint)
                // is no undo step; undo goes back to what the user saw just before the next one.
                let steps = shell.context.undoStack.count
                let ok = shell.execute(line)
                guard ok, shell.context.undoStack.count > steps else {
                    prints[prints.count - 1] = Self.fingerprint(shell.context.session)
                    continue
                }
                ran.append(line)
                prints.append(Self.fingerprint(shell.context.session))
            }
            if shell.context.session.state.constraints.contains(where: \.isBroken) { withConflicts += 1 }
            // Undo walks back through every state; redo walks forward again.
            for k in stride(from: ran.count, to: 0, by: -1) {
                #expect(shell.execute("undo"))
                #expect(Self.fingerprint(shell.context.session) == prints[k - 1], "seed \(seed): undo of '\(ran[k - 1])'\n\(ran.joined(separator: "\n"))")
                compared += 1
            }
            for k in 1...max(1, ran.count) where k <= ran.count {
                #expect(shell.execute("redo"))
                #expect(Self.fingerprint(shell.context.session) == prints[k], "seed \(seed): redo of '\(ran[k - 1])'\n\(ran.joined(separator: "\n"))")
                compared += 1
            }
            // Save and load: a fresh shell running the saved script has the same script, breaks
            // the same constraints and gives every determined view the same frame (an ambiguous
            // view's frame is whatever the solver's history left: no script can promise it).
            let live = shell.context.session
            let saved = SessionScript.text(for: live)
            let loaded = runShell(saved, file: "saved.plumb").session
            #expect(SessionScript.text(for: loaded) == saved, "seed \(seed): save/load\n\(saved)")
            #expect(loaded.state.constraints.filter(\.isBroken).map(\.handleName) == live.state.constraints.filter(\.isBroken).map(\.handleName),
                    "seed \(seed): save/load broke other constraints\n\(saved)")
            for v in live.state.viewIDs where !live.hasAmbiguousLayout(.view(v)) {
                #expect(loaded.frame(of: v) == live.frame(of: v), "seed \(seed): \(live.state[v].name) after save/load\n\(saved)")
                framesAfterLoad += 1
            }
        }
        #expect(compared >= 400, "only \(compared) undo/redo steps compared")
        #expect(framesAfterLoad >= 60, "only \(framesAfterLoad) frames compared after save/load")
        #expect(withConflicts >= 10, "only \(withConflicts) sessions ended with a broken constraint")
    }
}
