import LayoutModel

/// Fixes that change a stack view's properties (issue 14: "fixes change the stack view's
/// properties or the app's own constraints"). A conflict that a stack view's generated
/// constraints take part in can go away when the stack arranges differently: another
/// distribution when the rules along its axis are in the set, another alignment when the rules
/// across it are. Each candidate is tried on a copy like every other fix, so only changes that
/// leave every constraint in force reach the user.
enum StackPropertyFixes {
    struct Candidate {
        var stack: ViewID
        /// The stack's first generated constraint in the conflict's set (the fix's handle).
        var handle: ConstraintHandle
        var properties: StackViewProperties
        var summary: String
        var command: String
    }

    /// The alignments tried across the axis. Baseline alignments are left out: they are a
    /// choice about text, not a way out of a conflict, and they only differ from top/bottom
    /// for views with text.
    static let alignments: [StackAlignment] = [.fill, .leading, .center, .trailing]

    /// The candidates for the stack views whose generated constraints are in `set`, in the
    /// order stacks first appear in the set.
    static func candidates(for set: [LayoutConstraint], in state: LayoutState) -> [Candidate] {
        var stacks: [ViewID] = []
        var firstHandle: [ViewID: ConstraintHandle] = [:]
        var along: Set<ViewID> = [], across: Set<ViewID> = []
        for c in set where c.kind == .stackView {
            // An NSStackView's properties are AppKit's: no UIStackView distribution or alignment to offer.
            guard let stack = owner(of: c.handle, in: state), let config = state[stack].stack, config.appKit == nil else { continue }
            if firstHandle[stack] == nil {
                stacks.append(stack)
                firstHandle[stack] = c.handle
            }
            if c.first.attribute.axis == config.properties.axis { along.insert(stack) } else { across.insert(stack) }
        }
        var out: [Candidate] = []
        for stack in stacks {
            guard let config = state[stack].stack, let handle = firstHandle[stack] else { continue }
            let name = state[stack].name
            let current = config.properties
            if along.contains(stack) {
                for d in StackDistribution.allCases where d != current.distribution {
                    var p = current
                    p.distribution = d
                    out.append(Candidate(stack: stack, handle: handle, properties: p,
                                         summary: "make \(ConstraintWords.possessive(name)) distribution \(d.rawValue) instead of \(current.distribution.rawValue)",
                                         command: "stack \(name) distribution \(d.rawValue)"))
                }
            }
            if across.contains(stack) {
                // `top`/`bottom` are `leading`/`trailing`; a horizontal stack reads better with them.
                let spelled = { (a: StackAlignment) -> String in
                    guard current.axis == .horizontal else { return a.rawValue }
                    switch a {
                    case .leading: return StackAlignment.top.rawValue
                    case .trailing: return StackAlignment.bottom.rawValue
                    default: return a.rawValue
                    }
                }
                for a in alignments where a != current.alignment.canonical {
                    var p = current
                    p.alignment = a
                    out.append(Candidate(stack: stack, handle: handle, properties: p,
                                         summary: "make \(ConstraintWords.possessive(name)) alignment \(spelled(a)) instead of \(current.alignment.rawValue)",
                                         command: "stack \(name) alignment \(spelled(a))"))
                }
            }
        }
        return out
    }

    /// The stack view that generated `handle`.
    static func owner(of handle: ConstraintHandle, in state: LayoutState) -> ViewID? {
        state.viewIDs.first { state[$0].stack?.generated.contains(handle) == true }
    }
}
