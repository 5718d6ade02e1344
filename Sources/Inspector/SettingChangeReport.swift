import LayoutModel
import LayoutText

/// What a layout setting (`set rtl`, `set double-strings`, `set text-scale`) changed: the
/// conflicts that appeared and went away, and every view that moved, with its frame before and
/// after (superview coordinates, as `frames` prints them).
public struct SettingChangeReport: Sendable, Equatable {
    public struct Move: Sendable, Equatable {
        public var view: ViewID
        public var name: String
        public var before: Rect
        public var after: Rect
    }

    /// `rtl on`, `text-scale 1.5`.
    public var setting: String
    /// The setting already had that value: nothing was re-solved.
    public var unchanged: Bool
    /// Constraints broken after the change that were not before, and the reverse (handles).
    public var newlyBroken: [ConstraintHandle]
    public var holdingAgain: [ConstraintHandle]
    public var moves: [Move]

    /// The session before a change: take it, change the session, then ask `report`.
    /// Frames are kept by pseudo-address, which stays with a view when others are removed
    /// (`remove view` renumbers views; the edit reports of the shell take snapshots too).
    public struct Snapshot: Sendable {
        let frames: [UInt64: Rect]
        let broken: Set<ConstraintHandle>

        public init(_ session: LayoutSession) {
            // Every frame from one read of the solution (`frames()`), not one read per view.
            let all = session.frames(), views = session.state.views
            var frames: [UInt64: Rect] = [:]
            frames.reserveCapacity(views.count)
            for i in views.indices { frames[views[i].address] = all[i] }
            self.frames = frames
            broken = Set(session.state.constraints.filter { $0.isActive && $0.isBroken }.map(\.handle))
        }

        /// What changed since the snapshot. `changed` tells whether the setting had another
        /// value before (when not, nothing was re-solved).
        public func report(_ session: LayoutSession, setting: String, changed: Bool) -> SettingChangeReport {
            let state = session.state
            let brokenAfter = Set(state.constraints.filter { $0.isActive && $0.isBroken }.map(\.handle))
            var moves: [Move] = []
            let all = session.frames()
            for v in state.viewIDs {
                guard let before = frames[state[v].address] else { continue }
                let after = all[v.index]
                if !same(before, after) { moves.append(Move(view: v, name: state[v].name, before: before, after: after)) }
            }
            return SettingChangeReport(
                setting: setting, unchanged: !changed,
                newlyBroken: brokenAfter.subtracting(broken).sorted(),
                holdingAgain: broken.subtracting(brokenAfter).sorted(),
                moves: moves)
        }
    }

    /// The report of a change that moved nothing and caused or ended no conflict (an edit
    /// that cannot move a view, such as a nametag: nobody compared frames for it).
    public static func nothingMoved(_ setting: String) -> SettingChangeReport {
        SettingChangeReport(setting: setting, unchanged: false, newlyBroken: [], holdingAgain: [], moves: [])
    }

    /// Frames equal as printed (readable numbers: three decimals).
    static func same(_ a: Rect, _ b: Rect) -> Bool { a.readableDescription == b.readableDescription }

    /// `rtl on: 2 views moved, 1 conflict appeared (c6 broken)` and one line per moved view.
    public func lines(in state: LayoutState) -> [String] {
        if unchanged { return ["\(setting): already so; nothing changed"] }
        var parts: [String] = []
        parts.append(moves.isEmpty ? "no view moved" : "\(moves.count) view\(moves.count == 1 ? "" : "s") moved")
        let handle = { (h: ConstraintHandle) in state.constraint(h)?.handleName ?? "#\(h)" }
        if !newlyBroken.isEmpty {
            parts.append("\(newlyBroken.count) conflict\(newlyBroken.count == 1 ? "" : "s") appeared (\(newlyBroken.map(handle).joined(separator: ", ")) broken)")
        }
        if !holdingAgain.isEmpty {
            parts.append("\(holdingAgain.count) conflict\(holdingAgain.count == 1 ? "" : "s") gone (\(holdingAgain.map(handle).joined(separator: ", ")) holds again)")
        }
        if newlyBroken.isEmpty && holdingAgain.isEmpty { parts.append("no new conflicts") }
        var out = ["\(setting): " + parts.joined(separator: ", ")]
        let width = moves.map(\.name.count).max() ?? 0
        for m in moves {
            out.append("  " + m.name + String(repeating: " ", count: width - m.name.count) + "  "
                + m.before.readableDescription + " → " + m.after.readableDescription)
        }
        return out
    }
}
