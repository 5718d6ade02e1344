import LayoutModel
import LayoutText

/// Xcode's canvas checks, in text: after solving at the document's canvas size, each view's
/// solved frame against the frame IB stored (more than 0.5 pt apart on any of x, y, width,
/// height: "misplaced"), the views whose frame the constraints leave ambiguous, and the
/// constraints the solver broke (conflicts).
public struct IBCanvasCheck: Sendable {
    public struct Placement: Sendable {
        public var view: ViewID
        public var name: String
        public var line: Int
        public var stored: Rect
        public var solved: Rect
        /// IB marked the view `misplaced` or `ambiguous` itself: it does not count in the figure.
        public var markedByIB: Bool
        /// How far the view's alignment rect (what constraints act on) lies inside its frame
        /// (AppKit controls); `stored` and `solved` are frames.
        public var alignmentInsets = EdgeInsets.zero
        public var matches: Bool {
            abs(stored.x - solved.x) <= IBCanvasCheck.tolerance && abs(stored.y - solved.y) <= IBCanvasCheck.tolerance
                && abs(stored.width - solved.width) <= IBCanvasCheck.tolerance && abs(stored.height - solved.height) <= IBCanvasCheck.tolerance
        }
    }

    public static let tolerance = 0.5

    /// Every imported view but the root (whose frame is the canvas) and views the document gives
    /// no frame, in document order.
    public var placements: [Placement]
    /// Views the document stores no frame for (not compared).
    public var unframed: Int
    /// Views whose stored frame was laid out on another canvas (`IBCanvas.storedFrames`: Any/Any
    /// or a less specific variation's in Xcode 6–7, the other orientation in Xcode 8+), not compared.
    public var otherCanvas: Int
    /// Ambiguous views with their free attributes.
    public var ambiguous: [(name: String, line: Int, attributes: [String])]
    /// Ambiguity the document asks Xcode not to verify (`verifyAmbiguity`): not reported as a
    /// problem, said in a note.
    public var unverified: [(name: String, line: Int, attributes: [String], verification: AmbiguityVerification)]
    /// Broken constraints.
    public var conflicts: [ConstraintHandle]
    /// Each broken constraint as the canvas session writes it (`c5  root.trailing == b.trailing + 20 'id'`):
    /// placeholders among them are only in that session.
    public var conflictTexts: [ConstraintHandle: String]

    public var misplaced: [Placement] { placements.filter { !$0.matches } }
    /// The figure: views IB does not mark, and of those the ones where plumb agrees with IB.
    public var unmarked: Int { placements.filter { !$0.markedByIB }.count }
    public var unmarkedMatching: Int { placements.filter { !$0.markedByIB && $0.matches }.count }

    /// `storedFrames`: which stored frames were laid out on the canvas (the others are not compared).
    /// `bottomUpRoot`: the root is an AppKit view whose children's stored frames count from its
    /// bottom.
    init(session: LayoutSession, views: [IBSceneBuilder.ImportedIBView], storedFrames: IBCanvas.StoredFrames = .all, bottomUpRoot: Bool = false) {
        func compared(_ v: IBSceneBuilder.ImportedIBView) -> Bool {
            switch storedFrames {
            case .all: return true
            case .ofTraits(let t): return v.ib.frameTraits == t
            case .none: return false
            }
        }
        var placements: [Placement] = []
        var ambiguous: [(String, Int, [String])] = []
        var unverified: [(String, Int, [String], AmbiguityVerification)] = []
        unframed = views.filter { $0.parent != nil && $0.ib.frame == nil }.count
        otherCanvas = views.filter { $0.parent != nil && $0.ib.frame != nil && !compared($0) }.count
        // An AppKit root the constraints resized keeps its children's stored distances from its
        // bottom (AppKit's origin): their tops move with its solved height.
        let rootGrowth = bottomUpRoot ? session.frame(of: session.state.root).height - views[0].storedFrame.height : 0
        for v in views {
            let name = session.state[v.id].name
            let all = session.frameAmbiguousAttributes(of: .view(v.id))
            let verification = session.state[v.id].interfaceBuilder?.verifyAmbiguity ?? .positionAndSize
            let free = verification.verified(all)
            if !free.isEmpty { ambiguous.append((name, v.ib.line, free)) }
            if free.count < all.count { unverified.append((name, v.ib.line, all.filter { !free.contains($0) }, verification)) }
            guard v.parent != nil, v.ib.frame != nil, compared(v) else { continue }
            var stored = v.storedFrame
            if v.parent == 0 { stored.y += rootGrowth }
            placements.append(Placement(view: v.id, name: name, line: v.ib.line, stored: stored,
                                        solved: v.ibFrame(fromModel: session.frame(of: v.id)), markedByIB: v.ib.isMisplaced || v.ib.isAmbiguous,
                                        alignmentInsets: v.insets))
        }
        self.placements = placements
        self.ambiguous = ambiguous
        self.unverified = unverified
        let broken = session.state.constraints.filter(\.isBroken)
        conflicts = broken.map(\.handle)
        var texts: [ConstraintHandle: String] = [:]
        for c in broken {
            texts[c.handle] = "\(c.handleName)  \(session.state.bookDescription(of: c))\(c.identifier.map { " '\($0)'" } ?? "")"
        }
        conflictTexts = texts
    }
}
