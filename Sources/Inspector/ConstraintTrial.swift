import LayoutModel
import LayoutSyntax

/// A candidate constraint tried on a copy of the session, as `explain` checks the fixes it
/// suggests for an undetermined view or content size: the copy with the constraint added when it
/// parses, is added and leaves nothing broken; nil otherwise. `stop` is asked before the copy and
/// inside its solver (throws `Diagnostic.interrupted`).
enum ConstraintTrial {
    static func adding(_ text: String, to session: LayoutSession, stop: StopCheck) throws(Diagnostic) -> LayoutSession? {
        try stop.check()
        let copy = session.copy()
        copy.stop = stop
        let added = (try? copy.addConstraint(parsing: text)) != nil
        try copy.checkInterrupted()
        guard added, !copy.state.constraints.contains(where: { $0.isActive && $0.isBroken }) else { return nil }
        return copy
    }
}
