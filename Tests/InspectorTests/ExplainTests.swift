import Testing
@testable import Shell
import Inspector
import LayoutModel
import LayoutText
import LayoutSyntax
import ShellTestSupport

@Suite struct ConflictExplainTests {
    @Test func seedScenarioOffersVerifiedFixes() throws {
        let r = runShell(Scenarios.seed)
        let session = r.shell.context.session
        let report = try #require(ConflictExplainer.conflict(in: session))
        let e = ConflictExplainer.explain(report, in: session)
        #expect(e.chain == "8 (margin) + label ≥ 400 + 8 + field + 8 (margin) needs at least 424, but the root is 320 wide")
        #expect(e.bound == "Without c4, the others allow label.width from 0 to 296; 'Label Width' needs label.width ≥ 400 — 104 more than they allow.")
        #expect(e.limits.first?.hasPrefix("field's width cannot be negative") == true)
        let lower = try #require(e.fixes.first { $0.summary == "lower 'Label Width' to 999" })
        #expect(lower.commands == ["deactivate c4", "priority c4 999", "activate c4"])
        #expect(lower.frames.map(\.name) == ["label", "field"])
        #expect(lower.frames.map(\.frame.readableDescription) == ["(8 0; 296 21)", "(312 0; 0 21)"])
        // Ranked: fixes without problems first, then by movement, kind and handle.
        let keys = e.fixes.map { ($0.problems.isEmpty ? 0 : 1, $0.movement, $0.kind.rawValue, $0.handle) }
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 })
        // Every fix shown works when typed into a copy of the session.
        for fix in e.fixes { #expect(applyLeavesNothingBroken(fix, to: session), "\(fix.summary)") }
    }

    @Test func seedTranscript() {
        let out = lastOutput(Scenarios.seed + "\nexplain")
        #expect(out.hasPrefix("""
            Conflict: 5 required constraints cannot all hold; c4 'Label Width' was broken.
              s1  root.width == 320 id "UIView-Encapsulated-Layout-Width"
                  the root is 320 points wide: the size the window (or the table or collection view holding it) gives the root view; plumb changes it only with `root`.
              c1  label.leading == root.leadingMargin
                  label's leading edge equals the root's leading margin.
              c2  field.leading == label.trailing + 8
                  field's leading edge equals label's trailing edge + 8.
              c3  field.trailing == root.trailingMargin
                  field's trailing edge equals the root's trailing margin.
              c4  label.width >= 400 id "Label Width" [broken]
                  label is at least 400 points wide.
              and: field's width cannot be negative (the engine keeps every size ≥ 0; no one added that rule, so it is not in the list)
            Along the axis: 8 (margin) + label ≥ 400 + 8 + field + 8 (margin) needs at least 424, but the root is 320 wide.
            Without c4, the others allow label.width from 0 to 296; 'Label Width' needs label.width ≥ 400 — 104 more than they allow.
            'Label Width' (c4) was broken: as UIKit does, plumb breaks the constraint whose activation made the required constraints unsatisfiable; system constraints (s1) are kept. It stays in the model, marked broken, and comes back by itself when it can hold again.
            Rule 2: required constraints must not contradict each other — remove one, or lower a priority so that one can give way.
            Fixes, each checked by re-solving a copy of the session (least movement first; fixes that collapse, push out or overlap a view last):
            """))
        #expect(out.contains("""
              2. lower 'Label Width' to 999: deactivate c4; priority c4 999; activate c4
                 frames: label (8 0; 296 21), field (312 0; 0 21); moves 48 points
                 but: collapses field to 0 wide
                 adds no ambiguity (2 views stay ambiguous as before)
            """))
        // `explain c4` and `explain "Label Width"` show the same conflict.
        #expect(lastOutput(Scenarios.seed + "\nexplain c4") == out)
        #expect(lastOutput(Scenarios.seed + "\nexplain \"Label Width\"") == out)
    }

    @Test func example51NamesRule1AndTheTranslatesFix() throws {
        let out = lastOutput(Scenarios.example51 + "\nexplain")
        #expect(out.contains("Rule 1: autoresizing constraints (NSAutoresizingMaskLayoutConstraint) are in the set: label still translates its autoresizing mask into constraints."))
        #expect(out.contains("turn off autoresizing translation for label (Rule 1): translates label off"))
        let session = runShell(Scenarios.example51).shell.context.session
        for r in ConflictExplainer.conflicts(in: session) {
            for fix in ConflictExplainer.explain(r, in: session).fixes { #expect(applyLeavesNothingBroken(fix, to: session)) }
        }
    }

    @Test func example52RemoveAndLowerBothAppear() {
        let out = lastOutput(Scenarios.example52 + "\nexplain")
        #expect(out == """
            Conflict: 2 required constraints cannot all hold; c3 was broken.
              c2  label.leading == root.leading + 50
                  label's leading edge equals the root's leading edge + 50.
              c3  label.leading == root.leading + 80 [broken]
                  label's leading edge equals the root's leading edge + 80.
            Without c3, the others allow label.leading − root.leading only 50; c3 needs label.leading − root.leading == 80 — 30 more than they allow.
            c3 was broken: as UIKit does, plumb breaks the constraint whose activation made the required constraints unsatisfiable. It stays in the model, marked broken, and comes back by itself when it can hold again.
            Rule 2: required constraints must not contradict each other — remove one, or lower a priority so that one can give way.
            Fixes, each checked by re-solving a copy of the session (least movement first; fixes that collapse, push out or overlap a view last):
              1. lower c3 to 999: deactivate c3; priority c3 999; activate c3
                 frames: label (50 20; 39 21); moves 0 points
                 nothing ambiguous
              2. make c3 ≤ instead of ==: remove c3; add label.leading <= root.leading + 80
                 frames: label (50 20; 39 21); moves 0 points
                 nothing ambiguous
              3. remove c3: remove c3
                 frames: label (50 20; 39 21); moves 0 points
                 nothing ambiguous
              4. lower c2 to 999: deactivate c2; priority c2 999; activate c2
                 frames: label (80 20; 39 21); moves 30 points
                 nothing ambiguous
              5. make c2 ≥ instead of ==: remove c2; add label.leading >= root.leading + 50
                 frames: label (80 20; 39 21); moves 30 points
                 nothing ambiguous
              6. remove c2: remove c2
                 frames: label (80 20; 39 21); moves 30 points
                 nothing ambiguous

            """)
    }

    @Test func noConflict() {
        #expect(lastOutput(Scenarios.example511 + "\nexplain") == "no conflict: every active constraint is in force (try explain VIEW or explain CONSTRAINT)\n")
    }
}

@Suite struct ViewExplainTests {
    @Test func example511ProposesTopOrCenterY() {
        #expect(lastOutput(Scenarios.example511 + "\nexplain V0") == """
            V0 (211 0; 50 50)
              minX   211: c1 V0.left == root.left + 211
              minY   ambiguous (now 0, but other values are just as valid); pin it with one of: add V0.top == root.top + 0  |  add V0.centerY == root.centerY
              width  50: c2 V0.width == 50
              height 50: c3 V0.height == 50
            Rule 7: an underconstrained view shows up missing, partly off screen or at a random place; V0 is ambiguous in minY.
            Rule 6: c1 is installed on an ancestor, not on V0 itself (`refs V0` lists every one).

            """)
    }

    @Test func example58ConstraintsBeatWeakHugging() {
        let out = lastOutput(Scenarios.image(hugging: 50, wanted: 250) + "\nexplain img")
        #expect(out.contains("  width  100: c1 img.width == 100 @250\n"))
        #expect(out.contains("c1 img.width == 100 @250 beats hugging 50 (img.width ≤ 64), so img is 100 wide (off by 36).\n"))
        #expect(out.contains("c2 img.height == 100 @250 beats hugging 50 (img.height ≤ 64), so img is 100 tall (off by 36).\n"))
        #expect(out.contains("Rule 5:"))
    }

    @Test func example59HuggingBeatsWeakerSize() {
        let out = lastOutput(Scenarios.image(hugging: 750, wanted: 500) + "\nexplain img")
        #expect(out.hasPrefix("img (128 220; 64 64)\n"))
        #expect(out.contains("hugging 750 (img.width ≤ 64) beats c1 img.width == 100 @500, so img is 64 wide (off by 36).\n"))
        #expect(out.contains("hugging 750 (img.height ≤ 64) beats c2 img.height == 100 @500, so img is 64 tall (off by 36).\n"))
    }
}

@Suite struct ConstraintExplainTests {
    @Test func meanings() {
        let seed = Scenarios.seed
        #expect(lastOutput(seed + "\nexplain c1").hasPrefix("c1  label.leading == root.leadingMargin\n  label's leading edge equals the root's leading margin.\n"))
        let optional = "add view label UILabel text \"Name\"\nadd label.width >= 400 @999 id \"Label Width\"\nexplain c1"
        #expect(lastOutput(optional).contains("  label is at least 400 points wide (priority 999).\n"))
        let content = lastOutput("add view label UILabel text \"Name\"\nexplain s3")
        #expect(content.contains("label hugs its content at 250 and resists compression at 750 around its 44-point text width"))
        let mask = lastOutput(Scenarios.example51 + "\nexplain s5")
        #expect(mask.contains("fixed left margin, fixed width, flexible right margin"))
        #expect(mask.contains("Rule 1"))
        #expect(lastOutput(seed + "\nexplain s1").contains("the size the window (or the table or collection view holding it) gives the root view"))
    }

    @Test func unknownTarget() {
        let out = lastOutput("add view label\nexplain lable")
        #expect(out.contains("error:"))
    }
}

/// Types a fix's commands into a copy of the session; true when afterwards nothing is broken.
func applyLeavesNothingBroken(_ fix: Fix, to session: LayoutSession) -> Bool {
    let r = runShell(lines: fix.commands, session: session.copy())
    return r.ok && !r.session.state.constraints.contains { $0.isActive && $0.isBroken }
}
