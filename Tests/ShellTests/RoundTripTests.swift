import Foundation
import LayoutModel
import LayoutText
import LayoutSyntax
import Testing
import PlumbTestSupport
@testable import Shell
import ShellTestSupport

/// `save` then `load` into a fresh interpreter gives the same layout, and `undo` all the way
/// back gives the empty session — for every lesson and for hundreds of random sessions.
///
/// "The same layout" is the output of `report root --descend` and `frames`, except the frame of
/// an ambiguous view (or of a view inside one): any of its valid frames is as right as another,
/// and which one the engine shows depends on the order the constraints went in.
@Suite struct RoundTripTests {
    @Test(arguments: GoldenScript.lessons)
    func lessonSavesAndLoads(_ lesson: GoldenScript) throws {
        let scratch = try GoldenScript.scratchCopy(of: lesson.folder)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let shell = Interpreter(output: OutputBuffer(), workingDirectory: scratch.path)
        _ = try shell.runScriptFile(lesson.url.lastPathComponent)
        #expect(shell.context.failures == 0, "\(lesson.relativePath) has errors")
        try RoundTrip.check(shell, in: scratch, label: lesson.relativePath)
        RoundTrip.checkUndoToStart(shell, label: lesson.relativePath)
    }

    @Test(.tags(.slow)) func randomSessionsSaveAndLoad() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-roundtrip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var failures = 0
        for seed in 1...RoundTrip.randomSessionCount {
            var generator = RandomSession(seed: UInt64(seed))
            let shell = Interpreter(output: OutputBuffer(), workingDirectory: scratch.path)
            generator.build(in: shell)
            let before = failures
            failures += try RoundTrip.check(shell, in: scratch, label: "random session \(seed)", script: generator.script)
            failures += RoundTrip.checkUndoToStart(shell, label: "random session \(seed)", script: generator.script)
            if failures > before && failures >= 5 { break }
        }
    }

    @Test func savedScriptRenumbersAfterRemovals() throws {
        // A saved session whose constraints were removed numbers them without gaps, and its
        // nametag and deactivate lines name the right constraints.
        let out = OutputBuffer()
        let shell = Interpreter(output: out, workingDirectory: "/tmp")
        shell.runScript("""
            add view a
            add a.width == 10
            add a.height == 20
            add a.width >= 5
            nametag c3 Minimum
            deactivate c3
            remove c1
            """, file: "t.plumb")
        let text = SessionScript.text(for: shell.context.session)
        #expect(text.contains("add a.height == 20\nadd a.width >= 5\nnametag c2 \"Minimum\"\ndeactivate c2\n"), "\(text)")
        let loaded = Interpreter(output: OutputBuffer(), workingDirectory: "/tmp")
        #expect(loaded.runScript(text, file: "saved.plumb"))
        let c = loaded.context.session.state.constraints.first { $0.nametag == "Minimum" }
        #expect(c?.isActive == false)
        #expect(c.map { loaded.context.session.state.equationText(for: $0) } == "a.width >= 5")
    }

    @Test func brokenConstraintsBreakAgainAfterLoading() throws {
        // c1 broke when it was activated again, after c2 had taken its place: loading the saved
        // script must break c1 again, not c2 (which a replay in creation order would).
        let shell = Interpreter(output: OutputBuffer(), workingDirectory: "/tmp")
        shell.runScript("""
            add view a
            add a.width == 10
            deactivate c1
            add a.width == 20
            activate c1
            """, file: "t.plumb")
        #expect(shell.context.session.state.constraints.first { $0.handleName == "c1" }?.isBroken == true)
        let loaded = Interpreter(output: OutputBuffer(), workingDirectory: "/tmp")
        #expect(loaded.runScript(SessionScript.text(for: shell.context.session), file: "saved.plumb"))
        let state = loaded.context.session.state
        #expect(state.constraints.first { $0.handleName == "c1" }?.isBroken == true)
        #expect(state.constraints.first { $0.handleName == "c2" }?.isBroken == false)
        #expect(loaded.context.session.frame(of: ViewID(1)).width == 20)
    }

    @Test func autoresizingFramesSurviveARootResize() throws {
        // The mask's constraints depend on the superview's size when the frame was given; the
        // saved script gives the frame at the current size, so the layout is the same.
        let shell = Interpreter(output: OutputBuffer(), workingDirectory: "/tmp")
        shell.runScript("""
            add view bar
            translates bar on mask h=-&- v=--& frame 10 20 300 40
            root 640x504
            """, file: "t.plumb")
        #expect(shell.context.session.frame(of: ViewID(1)) == Rect(x: 10, y: 20, width: 620, height: 40))
        let loaded = Interpreter(output: OutputBuffer(), workingDirectory: "/tmp")
        #expect(loaded.runScript(SessionScript.text(for: shell.context.session), file: "saved.plumb"))
        #expect(loaded.context.session.frame(of: ViewID(1)) == Rect(x: 10, y: 20, width: 620, height: 40))
    }
}

enum RoundTrip {
    static let randomSessionCount = 240

    /// Saves the session, loads the file into a fresh interpreter and compares. Returns the
    /// number of problems recorded.
    @discardableResult
    static func check(_ shell: Interpreter, in folder: URL, label: String, script: [String] = []) throws -> Int {
        let file = folder.appendingPathComponent("saved-\(UUID().uuidString).plumb").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        guard shell.execute("save \(file)") else {
            Issue.record("\(label): save failed")
            return 1
        }
        let loadedOutput = OutputBuffer()
        let loaded = Interpreter(output: loadedOutput, workingDirectory: folder.path)
        _ = try loaded.runScriptFile(file)
        let saved = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
        let context = "\n--- session:\n" + script.joined(separator: "\n") + "\n--- saved script:\n" + saved
        if loaded.context.failures > 0 {
            Issue.record(Comment(rawValue: "\(label): the saved script has errors:\n\(loadedOutput.standardError)\(context)"))
            return 1
        }
        var problems = 0
        for command in ["report root --descend", "frames"] {
            let a = layoutText(command, shell), b = layoutText(command, loaded)
            if a != b {
                Issue.record(Comment(rawValue: "\(label): '\(command)' differs after save and load (- before, + after):\n"
                    + TextDiff.unified(expected: a, actual: b) + context))
                problems += 1
            }
        }
        return problems
    }

    /// Undoes until there is nothing left to undo; the state must be a fresh session's.
    @discardableResult
    static func checkUndoToStart(_ shell: Interpreter, label: String, script: [String] = []) -> Int {
        var steps = 0
        while shell.execute("undo") {
            steps += 1
            if steps > 10_000 { break }
        }
        if shell.context.session.state != LayoutSession().state {
            Issue.record(Comment(rawValue: "\(label): undoing \(steps) steps does not give the empty session\n"
                + script.joined(separator: "\n")))
            return 1
        }
        return 0
    }

    /// A command's output with the frames of ambiguous views (and of views inside them) masked.
    static func layoutText(_ command: String, _ shell: Interpreter) -> String {
        let buffer = shell.context.output as! OutputBuffer
        buffer.clear()
        shell.execute(command)
        let text = buffer.standardOutput
        buffer.clear()
        let session = shell.context.session
        let state = session.state
        // Views whose frame is not unique, in report order and frames order.
        var loose: Set<ViewID> = []
        for v in state.descendants(of: state.root) {
            if session.hasAmbiguousLayout(.view(v)) || state.ancestors(of: v).dropFirst().contains(where: loose.contains) {
                loose.insert(v)
            }
        }
        if command.hasPrefix("frames") {
            let order = state.descendants(of: state.root)
            return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { i, line -> String in
                guard i < order.count, loose.contains(order[i]), let open = line.firstIndex(of: "("),
                      let close = line.firstIndex(of: ")") else { return String(line) }
                return String(line[..<open]) + "(ambiguous)" + String(line[line.index(after: close)...])
            }.joined(separator: "\n")
        }
        // The system's constraints of a view are compared as a set: the order they are listed in
        // is the order they were made, which follows the history, not the layout.
        let order = state.reportedViews(descendingFrom: state.root)
        var out: [String] = []
        for (block, lines) in text.split(separator: "\n", omittingEmptySubsequences: false)
            .split(separator: "", omittingEmptySubsequences: false).enumerated() {
            let view = block < order.count ? order[block] : nil
            let userCount = view.map { v in state.reportedConstraints(on: v).filter { $0.kind == .user }.count } ?? 0
            var constraintIndex = 0
            var system: [String] = []
            for line in lines {
                if line.hasPrefix("Frame:"), let view, loose.contains(view) {
                    out.append("Frame:.........(ambiguous)")
                } else if let dot = line.firstIndex(of: "."), line[..<dot].allSatisfy({ $0 == " " || $0.isNumber }),
                          line.first == " " || line.first?.isNumber == true {
                    constraintIndex += 1
                    if constraintIndex > userCount { system.append(String(line[line.index(after: dot)...])) } else { out.append(String(line)) }
                } else {
                    out.append(String(line))
                }
            }
            out += system.sorted().map { "  (system)" + $0 }
            out.append("")
        }
        return out.joined(separator: "\n")
    }
}

/// SplitMix64 with the seed scrambled, so that small seeds start far apart.
struct SeededGenerator: RandomNumberGenerator {
    var base: SplitMix64
    init(seed: UInt64) { base = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x1234_5678) }
    mutating func next() -> UInt64 { base.next() }
}

/// A random session built command by command against the live state: views of several
/// classes (some inside others), texts, intrinsic sizes, hugging and resistance, constraints as
/// equations and VFL, nametags on views and constraints, identifiers, priorities, constants,
/// deactivations and removals of constraints, autoresizing views, margins and root sizes.
struct RandomSession {
    var rng: SeededGenerator
    /// The commands run, for failure messages.
    var script: [String] = []

    init(seed: UInt64) { rng = SeededGenerator(seed: seed) }

    static let classes = ["UIView", "UIView", "UILabel", "UIButton", "UIImageView", "UITextField"]
    static let words = ["Name", "OK", "Cancel", "A longer title", "Ünïcode ✓", "say \\\"hi\\\"", "x", ""]
    static let horizontal = ["left", "right", "leading", "trailing", "centerX", "leadingMargin", "trailingMargin"]
    static let vertical = ["top", "bottom", "centerY", "firstBaseline", "lastBaseline", "topMargin", "bottomMargin"]
    static let masks = ["--&", "-&-", "&--", "&&&", "---", "&-&", "-&&", "&&-"]

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    mutating func run(_ command: String, in shell: Interpreter) {
        script.append(command)
        shell.execute(command)
    }

    mutating func build(in shell: Interpreter) {
        if chance(0.5) { run("root \(int(200...800))x\(int(300...1000))", in: shell) }
        let viewCount = int(2...7)
        for i in 0..<viewCount {
            let state = shell.context.session.state
            let className = pick(Self.classes)
            var line = "add view v\(i) \(className)"
            let containers = state.viewIDs.filter { ["UIView", "UIImageView"].contains(state[$0].className) }
            if chance(0.4) { line += " in \(state[pick(containers)].name)" }
            if ViewClass.showsText(className), chance(0.8) { line += " text \"\(pick(Self.words))\"" }
            if chance(0.3) { line += " intrinsic \(pick([-1, 0, 20, 64, 100]))x\(pick([-1, 0, 20, 44]))" }
            run(line, in: shell)
        }
        for _ in 0..<int(4...24) { step(in: shell) }
    }

    /// One random change, run.
    mutating func step(in shell: Interpreter) {
        for command in commands(for: shell.context.session.state) { run(command, in: shell) }
    }

    /// The command lines of one random change to `state` (usually one line).
    mutating func commands(for state: LayoutState) -> [String] {
        let views = state.viewIDs.filter { $0 != state.root }.map { state[$0].name }
        let user = state.constraints.filter { $0.kind == .user }
        if views.isEmpty || int(0...29) == 0 {
            let className = pick(Self.classes)
            return ["add view v\(int(0...9)) \(className)" + (ViewClass.showsText(className) ? " text \"\(pick(Self.words))\"" : "")]
        }
        switch int(0...19) {
        case 0...5: return ["add " + equation(state)]
        case 6...7: return ["pin " + format(state)]
        case 8:
            let v = pick(views)
            // Not 1000: a required hugging or resistance can conflict with an autoresizing mask,
            // a conflict between two system constraints, where the one that breaks depends on
            // which came last (docs/scripts.md).
            return ["\(pick(["hug", "resist"])) \(v) \(pick(["H", "V"])) \(pick([1, 50, 249, 250, 251, 500, 749, 750, 751, 999]))"]
        case 9:
            let v = pick(views)
            if chance(0.5) { return ["nametag \(v) Tag\(int(0...3))"] } else { return ["intrinsic \(v) \(int(0...120))x\(int(0...60))"] }
        case 10:
            guard let c = user.randomElement(using: &rng) else { return ["frames"] }
            return ["nametag \(c.handleName) \"Group \(int(0...2))\""]
        case 11:
            guard let c = user.randomElement(using: &rng) else { return ["frames"] }
            return ["\(c.isActive ? "deactivate" : "activate") \(c.handleName)"]
        case 12:
            guard let c = user.randomElement(using: &rng) else { return ["frames"] }
            let p = pick([1, 250, 500, 750, 999, 1000])
            if c.isActive && (c.priority == 1000) != (p == 1000) {
                return ["deactivate \(c.handleName)", "priority \(c.handleName) \(p)", "activate \(c.handleName)"]
            } else {
                return ["priority \(c.handleName) \(p)"]
            }
        case 13:
            guard let c = user.randomElement(using: &rng) else { return ["frames"] }
            return ["constant \(c.handleName) \(int(-50...300))"]
        case 14:
            guard let c = user.randomElement(using: &rng) else { return ["frames"] }
            if chance(0.3) { return ["remove \(c.handleName)"] } else { return ["constant \"Group \(int(0...2))\" \(int(0...100))"] }
        case 15:
            // Not once a view translates its mask: a smaller root can squeeze its margins below
            // zero, a conflict among system constraints only (docs/scripts.md).
            if state.views.contains(where: \.translatesAutoresizingMask) { return ["frames"] }
            return ["root \(int(100...900))x\(int(100...1100))"]
        case 16:
            let v = pick(views)
            let index = state.view(named: v)!
            if ViewClass.showsText(state[index].className) {
                return ["text \(v) \"\(pick(Self.words))\"" + (chance(0.3) ? " size \(pick([12, 17, 22.5]))" : "")]
            } else {
                return ["mode \(v) \(pick(["center", "scale-aspect-fill", "top-left", "redraw"]))"]
            }
        case 17:
            let v = pick(views)
            if chance(0.5) {
                return ["margins \(v) \(pick(["0", "16", "8 12 8 12", "4 0 4 0"]))"]
            } else {
                // A new mask for a view that already translates goes through `off` first
                // (ShellRegressionTests.changingTheMaskWhileAUserConstraintConflicts).
                let on = "translates \(v) on mask h=\(pick(Self.masks)) v=\(pick(Self.masks)) frame \(int(0...100)) \(int(0...100)) \(int(0...200)) \(int(0...200))"
                return state[state.view(named: v)!].translatesAutoresizingMask ? ["translates \(v) off", on] : [on]
            }
        case 18:
            let v = pick(views)
            return ["translates \(v) off"]
        default:
            return ["set \(pick(["rtl", "double-strings"])) \(pick(["on", "off"]))"]
        }
    }

    /// An equation between a random view and its superview, a sibling, or nothing.
    mutating func equation(_ state: LayoutState) -> String {
        let candidates = state.viewIDs.filter { $0 != state.root }
        let a = pick(candidates)
        let sup = state[a].superview!
        let siblings = state[sup].subviews.filter { $0 != a }
        let sizeAttrs = ["width", "height"]
        var text: String
        let relation = pick(["==", "==", "<=", ">="])
        if chance(0.3) {
            text = "\(state[a].name).\(pick(sizeAttrs)) \(relation) \(int(0...200))"
        } else {
            let b = chance(0.5) || siblings.isEmpty ? sup : pick(siblings)
            let horizontal = chance(0.5)
            let attrs = chance(0.3) ? (horizontal ? ["width"] : ["height"]) : (horizontal ? Self.horizontal : Self.vertical)
            let first = pick(attrs), second = attrs == ["width"] || attrs == ["height"] ? first : pick(attrs)
            text = "\(state[a].name).\(first) \(relation) \(state[b].name).\(second)"
            if sizeAttrs.contains(first), chance(0.5) { text += " * \(pick(["0.5", "2", "1.5"]))" }
            let k = int(-40...120)
            if k != 0 { text += k > 0 ? " + \(k)" : " - \(-k)" }
        }
        if chance(0.3) { text += " @\(pick([1, 250, 500, 750, 999]))" }
        if chance(0.1) { text += " id \"Rule \(int(0...9))\"" }
        return text
    }

    /// A VFL format over siblings of one superview.
    mutating func format(_ state: LayoutState) -> String {
        let parents = state.viewIDs.filter { !state[$0].subviews.isEmpty }
        let parent = pick(parents)
        var kids = state[parent].subviews.shuffled(using: &rng)
        kids = Array(kids.prefix(int(1...min(3, kids.count))))
        let axis = pick(["H:", "V:"])
        var f = axis + (chance(0.6) ? "|" + pick(["-", "-20-", "-(>=8)-", ""]) : "")
        for (i, k) in kids.enumerated() {
            if i > 0 { f += pick(["-", "-8-", "-(>=0@750)-", ""]) }
            f += "[" + state[k].name + (chance(0.4) ? "(\(pick(["50", ">=20", "<=200@500", "==80@250"])))" : "") + "]"
        }
        if chance(0.5) { f += pick(["-", "-0-", "-(>=20)-"]) + "|" }
        return f
    }
}
