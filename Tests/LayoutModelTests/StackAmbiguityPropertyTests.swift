import Testing
import LayoutModel
import LayoutSyntax
import PlumbTestSupport

/// Issue 14's property: random stack views are never ambiguous unless UIKit's would be, and are
/// ambiguous where UIKit's are. Built through the session's own API (`arrange`,
/// `setStackProperties`, `setHidden`), as the shell builds them.
///
/// The oracle is the rules of docs/stack-views.md, on two families of stacks:
/// - **Determinate.** Every arranged view has an intrinsic size on both axes, and no two views
///   share a hugging or a compression-resistance priority on either axis (the one position UIKit
///   leaves open, a hidden view's in the spacing distributions, is excepted below). Every rule UIKit adds
///   along the axis (rules 3–16) and across it (rules 20–27) then has one best solution: each
///   length is either fixed by a required rule or decided by the strictly ordered priorities of
///   hugging and resistance around a known intrinsic length, and every position follows from the
///   lengths and the spacing. UIKit lays such a stack out with no ambiguity; so must plumb.
/// - **Ambiguous.** Distribution fill with two visible views that have no intrinsic length along
///   the axis, in a stack whose length along the axis is fixed: the length left over after the
///   other views can be split between the two in any way (rule 11: fill resizes "according to
///   hugging priorities", and hugging has nothing to hold a view without an intrinsic length to;
///   Interface Builder reports such a stack as ambiguous). plumb must report one of the two as
///   ambiguous along the axis.
@Suite(.tags(.slow)) struct StackAmbiguityPropertyTests {
    /// A random stack in a 1000 × 1000 root, pinned at (10, 20); `free` views have no intrinsic
    /// length along the axis.
    struct RandomStack {
        let session = LayoutSession(rootSize: Size(width: 1000, height: 1000))
        var stack = ViewID(0)
        var views: [ViewID] = []
        var properties = StackViewProperties()

        init(seed: UInt64, forceFill: Bool = false, free: Set<Int> = [], count: Int? = nil) throws {
            var rng = SplitMix64(seed: 0xA4B1_0000 &+ seed)
            stack = try session.addView(name: "s", className: "UIStackView")
            let axis: Axis = rng.chance(50) ? .horizontal : .vertical
            properties = StackViewProperties(
                axis: axis, distribution: forceFill ? .fill : rng.pick(StackDistribution.allCases),
                alignment: rng.pick(StackAlignment.allCases.filter { axis == .horizontal || ($0 != .firstBaseline && $0 != .lastBaseline) }),
                spacing: Double(rng.int(0...20)),
                isLayoutMarginsRelativeArrangement: rng.chance(30), isBaselineRelativeArrangement: rng.chance(30))
            try session.setLayoutMargins(stack, EdgeInsets(top: 3, left: 5, bottom: 7, right: 11))
            try session.setStackProperties(stack, properties)
            _ = try session.addConstraint(parsing: "s.leading == root.leading + 10")
            _ = try session.addConstraint(parsing: "s.top == root.top + 20")
            // Lengths ≥ 200 leave room for 4 gaps of 20 and the margins (no required conflict).
            let alongFixed = forceFill || rng.chance(70)
            let acrossFixed = rng.chance(70)
            let along = axis == .horizontal ? "width" : "height", across = axis == .horizontal ? "height" : "width"
            // The ambiguous family gets room to spare (five views of at most 120, four gaps of at
            // most 30 and the margins fit in 900): short of room, views with no intrinsic length
            // would be squeezed to 0 by the engine's sizes-are-never-negative rule, which UIKit
            // does not have.
            if alongFixed { _ = try session.addConstraint(parsing: "s.\(along) == \(forceFill ? 900 : rng.int(200...600))") }
            if acrossFixed { _ = try session.addConstraint(parsing: "s.\(across) == \(rng.int(200...600))") }
            let n = count ?? rng.int(2...5)
            var hugs = [Array(0..<n).shuffled(using: &rng), Array(0..<n).shuffled(using: &rng)]
            var resists = [Array(0..<n).shuffled(using: &rng), Array(0..<n).shuffled(using: &rng)]
            for i in 0..<n {
                var size = Size(width: Double(rng.int(10...120)), height: Double(rng.int(10...120)))
                if free.contains(i) {
                    if axis == .horizontal { size.width = Size.noIntrinsicMetric } else { size.height = Size.noIntrinsicMetric }
                }
                let v = try session.addView(name: "v\(i)", superview: stack, intrinsicSize: size)
                for (k, a) in [Axis.horizontal, .vertical].enumerated() {
                    try session.setHugging(v, a, LayoutPriority(whole: 240 + hugs[k].removeLast())!)
                    try session.setResistance(v, a, LayoutPriority(whole: 740 + resists[k].removeLast())!)
                }
                // The free views stay visible: hiding one would collapse it and decide it.
                if !free.contains(i) && rng.chance(20) { try session.setHidden(v, true) }
                views.append(v)
            }
            try session.arrange(views, in: stack)
            for (i, v) in views.enumerated() where i < n - 1 && rng.chance(25) {
                try session.setCustomSpacing(Double(rng.int(0...30)), after: v, in: stack)
            }
        }

        var hasConflict: Bool { session.state.constraints.contains { $0.isActive && $0.isBroken } }
        func ambiguous(_ v: ViewID) -> [String] { session.ambiguousAttributes(of: .view(v)) }
    }

    @Test func determinateStacksAreNotAmbiguous() throws {
        var checked = 0, conflicts = 0, hidden = 0, allHidden = 0
        var seen: Set<String> = []
        for seed in UInt64(0)..<400 {
            let r = try RandomStack(seed: seed)
            // A stack shorter than its views' resistance allows breaks nothing required; a
            // required conflict would make the frames meaningless, so it is counted, not judged.
            if r.hasConflict { conflicts += 1; continue }
            // Every item hidden (rule 9): the spanning boundaries go with the visible items
            // (rule 21), so nothing holds the stack's size across the axis or its hidden items'
            // places, in UIKit's rules as in plumb's. Counted, not judged.
            if r.views.allSatisfy({ r.session.state[$0].isHidden }) { allHidden += 1; continue }
            for v in [r.stack] + r.views {
                var free = r.ambiguous(v)
                // A hidden view in equalSpacing or equalCentering is placed only by its
                // 'UISV-spacing-hidden' `>=` at priority 50 (rule 7): any place past its neighbour
                // satisfies it, so UIKit leaves that position open too. It has no size along the
                // axis ('UISV-hiding') and is not drawn.
                if r.session.state[v].isHidden && r.properties.distribution.spacingIsMinimum {
                    free.removeAll { $0 == (r.properties.axis == .horizontal ? "minX" : "minY") }
                }
                #expect(free.isEmpty, "seed \(seed): \(r.properties) leaves \(r.session.state[v].name) free in \(free)")
            }
            if r.views.contains(where: { r.session.state[$0].isHidden }) { hidden += 1 }
            seen.insert("\(r.properties.axis) \(r.properties.distribution.rawValue) \(r.properties.alignment.canonical.rawValue)")
            checked += 1
        }
        #expect(checked >= 370, "only \(checked) stacks checked (\(conflicts) with a conflict, \(allHidden) with every item hidden)")
        #expect(hidden >= 100, "only \(hidden) stacks with a hidden view")
        // Every distribution × alignment on both axes (baselines only horizontally): 2 × 5 × 4 + 5 × 2.
        #expect(seen.count >= 48, "only \(seen.count) kinds of stack: \(seen.sorted())")
    }

    @Test func fillWithTwoViewsOfNoIntrinsicLengthIsAmbiguous() throws {
        var checked = 0
        for seed in UInt64(0)..<200 {
            let r = try RandomStack(seed: seed, forceFill: true, free: [0, 2], count: 3 + Int(seed % 3))
            #expect(!r.hasConflict, "seed \(seed)")
            let along = r.properties.axis == .horizontal ? ["width", "minX"] : ["height", "minY"]
            let free = [r.views[0], r.views[2]].flatMap(r.ambiguous)
            #expect(free.contains(where: along.contains), "seed \(seed): \(r.properties): v0 and v2 should share the rest freely; ambiguous: \(free)")
            checked += 1
        }
        #expect(checked == 200)
    }
}
