import Foundation
import LayoutModel
import LayoutText
import LayoutSyntax
import LogImport
import Testing
import PlumbTestSupport
@testable import Shell

/// Round trip: the conflict logs plumb prints itself (`set log-style classic|modern`,
/// Sources/LayoutText/ConflictLog.swift) import back to the same constraints — same addresses, same
/// items (by address), same linear relation (Apple prints some constraints mirrored, e.g. a
/// guide's trailing edge as `[guide]-(8)-|`, and autoresizing ones relative to the superview's
/// bounds: the comparison is of the relation itself, not its spelling).
@Suite struct PrintedLogRoundTripTests {
    typealias Random = SplitMix64

    /// A random session script that ends in conflicts: views (some nested, some labels, some
    /// translating their mask), constraints in every form the shell takes.
    static func script(_ seed: UInt64, style: String) -> [String] {
        var r = Random(state: seed)
        var lines = ["set log-style " + style, "root \([320, 375, 414][r.below(3)])x\([504, 667, 812][r.below(3)])"]
        var views: [String] = []
        let count = 2 + r.below(3)
        for i in 0..<count {
            let name = "v\(i)"
            let parent = i > 0 && r.below(3) == 0 ? views[r.below(views.count)] : "root"
            switch r.below(3) {
            case 0: lines.append("add view \(name) UILabel in \(parent) text \"Label \(i)\"")
            case 1: lines.append("add view \(name) UIButton in \(parent) text \"OK\"")
            default: lines.append("add view \(name) in \(parent)")
            }
            views.append(name)
        }
        func v() -> String { views[r.below(views.count)] }
        func n() -> Int { [0, 8, 12, 20, 44, 100, 250, 400][r.below(8)] }
        let id = { (k: Int) -> String in r.below(3) == 0 ? " id \"Rule \(k)\"" : "" }
        for k in 0..<(4 + r.below(6)) {
            let a = v(), b = v()
            switch r.below(12) {
            case 0: lines.append("pin H:|-\(n())-[\(a)]")
            case 1: lines.append("pin H:[\(a)]-\(n())-|")
            case 2: lines.append("pin V:|-(>=\(n()))-[\(a)]")
            case 3: if a != b { lines.append("pin H:[\(a)]-[\(b)]") }
            case 4: lines.append("pin V:[\(a)(\(n()))]")
            case 5: lines.append("add \(a).width >= \(n())" + id(k))
            case 6: lines.append("add \(a).leading == root.leadingMargin + \(n())" + id(k))
            case 7: if a != b { lines.append("add \(a).width == 0.5 * \(b).width + \(n())" + id(k)) }
            case 8: lines.append("add \(a).top == root.safeArea.top + \(n())")
            case 9: lines.append("add \(a).trailing <= root.margins.trailing - \(n())")
            case 10: lines.append("add \(a).centerX == root.centerX")
            default:
                if lines.contains(where: { $0.hasPrefix("add view \(a) ") && $0.contains(" in root") }) {
                    lines.append("translates \(a) on mask \(["h=--& v=--&", "h=-&- v=-&-", "h=&-& v=&--"][r.below(3)]) frame \(n()) \(n()) \(n() + 10) \(n() + 10)")
                }
            }
        }
        lines.append("add \(v()).width == \(2000 + r.below(100))")
        return lines
    }

    /// The printed logs in an interpreter's output.
    static func logs(in output: String) -> [String] {
        var out: [String] = []
        var current: [String]? = nil
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.contains("Unable to simultaneously satisfy constraints") { current = [] }
            current?.append(String(line))
            if line.hasPrefix("The methods in the UIConstraintBasedLayoutDebugging"), let c = current {
                out.append(c.joined(separator: "\n"))
                current = nil
            }
        }
        return out
    }

    /// `first − m·second − k` as terms by (address, attribute), the relation as `≥ 0` or `== 0`,
    /// signs normalized.
    struct Form: Equatable, CustomStringConvertible {
        var terms: [String: Double]
        var constant: Double
        var isEquality: Bool

        init(_ c: LayoutConstraint, _ state: LayoutState) {
            var t: [String: Double] = [:]
            func key(_ a: Anchor) -> String { hexAddress(state.address(of: a.item)) + "." + a.attribute.name }
            t[key(c.first), default: 0] += 1
            if let s = c.second { t[key(s), default: 0] -= c.multiplier }
            var k = -c.constant
            var sign = c.relation == .lessThanOrEqual ? -1.0 : 1.0
            if c.relation == .equal, let firstKey = t.keys.sorted().first(where: { abs(t[$0]!) > 1e-12 }), t[firstKey]! < 0 { sign = -1 }
            t = t.filter { abs($0.value) > 1e-12 }.mapValues { $0 * sign }
            k *= sign
            terms = t
            constant = k
            isEquality = c.relation == .equal
        }

        static func == (a: Form, b: Form) -> Bool {
            guard a.isEquality == b.isEquality, Set(a.terms.keys) == Set(b.terms.keys), abs(a.constant - b.constant) < 1e-6 else { return false }
            return a.terms.allSatisfy { abs($0.value - b.terms[$0.key]!) < 1e-6 }
        }

        var description: String {
            terms.keys.sorted().map { "\(terms[$0]!)·\($0)" }.joined(separator: " + ") + " + \(constant) " + (isEquality ? "== 0" : ">= 0")
        }
    }

    @Test(arguments: ["classic", "modern"])
    func printedLogsImportBack(_ style: String) throws {
        var logsChecked = 0, constraintsChecked = 0
        for seed in 0..<UInt64(60) {
            let output = OutputBuffer()
            let interpreter = Interpreter(output: output)
            // Each log is compared with the session as it was when the log was printed (a later
            // `translates` changes an autoresizing constraint in place).
            var printed: [(log: String, state: LayoutState)] = []
            for line in Self.script(seed &* 7919 &+ (style == "modern" ? 1 : 0), style: style) {
                let before = output.standardOutput.count
                interpreter.execute(line)
                let new = String(output.standardOutput.dropFirst(before))
                for log in Self.logs(in: new) { printed.append((log, interpreter.context.session.state)) }
            }
            for (log, original) in printed {
                let result = LogImporter.importLog(log)
                let errors = result.diagnostics.filter { $0.severity == .error }
                #expect(errors.isEmpty, "seed \(seed): \(errors)\n\(log)")
                let state = result.session.state
                guard let conflict = state.importedConflicts.first else {
                    Issue.record("seed \(seed): no conflict imported from\n\(log)")
                    continue
                }
                logsChecked += 1
                for h in conflict.listed + [conflict.appleBroken].compactMap({ $0 }) {
                    let c = state[h]
                    guard let o = original.constraints.first(where: { $0.address == c.address }) else {
                        Issue.record("seed \(seed): \(hexAddress(c.address)) is not a constraint of the session\n\(log)")
                        continue
                    }
                    constraintsChecked += 1
                    #expect(Form(c, state) == Form(o, original), "seed \(seed): \(hexAddress(c.address)) imported as \(Form(c, state)), was \(Form(o, original))\n\(log)")
                    #expect(c.identifier == o.identifier || o.kind != .user, "seed \(seed): identifier of \(hexAddress(c.address))")
                    #expect(c.priority == o.priority || o.kind != .user)
                }
                // The broken one is the one the log says.
                if let b = conflict.appleBroken {
                    let address = state[b].address
                    #expect(log.contains("breaking constraint \n<" + (state[b].imported?.className ?? "") + ":" + hexAddress(address)))
                }
            }
        }
        print("round trip (\(style)): \(logsChecked) logs, \(constraintsChecked) constraints compared")
        #expect(logsChecked >= 40)
    }
}
