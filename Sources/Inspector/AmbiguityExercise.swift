import LayoutModel
import ConstraintSolver

/// `exercise VIEW`: two different valid frames of an ambiguous view, side by side. UIKit's
/// exerciseAmbiguityInLayout moves the view to another valid place at random; this takes the
/// least and the greatest value of the first free attribute over the optimal solutions, so the
/// answer is the same on every run.
public struct AmbiguityExercise: Sendable {
    /// The view's free attributes, of minX, minY, width and height (empty: not ambiguous).
    public var ambiguous: [String]
    /// In superview coordinates: the view's one frame when it is not ambiguous; two valid frames
    /// when it is; none when the solver found no second solution after all.
    public var frames: [Rect]
    /// The attributes in which the two frames differ.
    public var differs: [String]
    /// The engine variables of other items that move with the view between the two solutions.
    public var movingWith: [String]

    /// Exercises view `view` of the session (the session does not change).
    public static func run(_ session: LayoutSession, view: ViewID) -> AmbiguityExercise {
        let state = session.state
        let name = state[view].name
        let free = session.ambiguousAttributes(of: .view(view))
        guard let firstFree = free.first else {
            return AmbiguityExercise(ambiguous: [], frames: [session.frame(of: view)], differs: [], movingWith: [])
        }
        let vars = session.engineVariables(of: .view(view))
        let variable: Variable = switch firstFree {
        case "minX": vars.minX
        case "minY": vars.minY
        case "width": vars.width
        default: vars.height
        }
        guard case .ambiguous(let witness)? = try? session.engine.ambiguity(of: variable) else {
            return AmbiguityExercise(ambiguous: free, frames: [], differs: [], movingWith: [])
        }
        func frame(_ s: Solution) -> Rect {
            var f = Rect(x: s[vars.minX], y: s[vars.minY], width: s[vars.width], height: s[vars.height])
            if let sup = state[view].superview {
                let sv = session.engineVariables(of: .view(sup))
                f.x -= s[sv.minX]
                f.y -= s[sv.minY]
            }
            return f
        }
        let a = frame(witness.first), b = frame(witness.second)
        var differs: [String] = []
        if a.x != b.x { differs.append("minX") }
        if a.y != b.y { differs.append("minY") }
        if a.width != b.width { differs.append("width") }
        if a.height != b.height { differs.append("height") }
        let moved = witness.freeVariables.compactMap { v -> String? in
            let n = session.engine.name(of: v)
            return n.hasPrefix(name + ".") ? nil : n
        }
        return AmbiguityExercise(ambiguous: free, frames: [a, b], differs: differs, movingWith: moved)
    }
}
