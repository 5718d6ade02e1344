import LayoutModel
import LayoutText

/// A constraint as Xcode's canvas shows it: an axis-parallel segment in root coordinates.
///
/// - Spacing (`b.leading == a.trailing + 8`, `label.top == root.topMargin`): an I-bar along the
///   axis between the two anchors' positions, across the middle of the part the two items share
///   on the other axis (or the first item's middle when they share none).
/// - Size (`img.width == 100`, `a.width == b.width`): an I-bar across the first item, three
///   quarters of the way along the other axis (so the width and height bars of one view do not
///   cross at its centre, where spacing bars run).
/// - Alignment (two anchors at the same position: `img.centerX == root.centerX`,
///   `a.left == b.left`): a plain line at that position, no caps, across the first item and on to
///   the second item's middle — or, when one item contains the other, across the inner one.
///
/// Only user constraints that are active are drawn (system constraints are UIKit's business, as
/// in Xcode). A spacing that does not hold — broken (drawn as conflicting) or optional and
/// outweighed — is drawn as the space it asks for, not the space there is.
public struct ConstraintLine: Hashable, Sendable {
    public enum Shape: Hashable, Sendable {
        /// An I-bar: caps at both ends.
        case spacing
        /// An I-bar across a view.
        case size
        /// A line without caps.
        case alignment
    }

    /// Xcode's colours: blue for a constraint that holds, red for a conflicting (broken) one,
    /// orange for one on an ambiguous view.
    public enum Status: Hashable, Sendable {
        case satisfied, conflicting, ambiguous
    }

    /// `c3`.
    public var handle: String
    public var shape: Shape
    /// The axis the segment runs along.
    public var axis: Axis
    public var start: (x: Double, y: Double)
    public var end: (x: Double, y: Double)
    /// Required constraints are solid, optional ones dashed.
    public var isRequired: Bool
    public var status: Status
    /// What the constraint asks for, short: `20`, `≥400`, `=b`, `×0.5` (empty for alignments).
    public var label: String

    public static func == (a: ConstraintLine, b: ConstraintLine) -> Bool {
        a.handle == b.handle && a.shape == b.shape && a.axis == b.axis && a.start == b.start && a.end == b.end
            && a.isRequired == b.isRequired && a.status == b.status && a.label == b.label
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(handle); hasher.combine(start.x); hasher.combine(start.y); hasher.combine(end.x); hasher.combine(end.y)
    }

    /// The label with ASCII relation signs (`>=400`).
    public var asciiLabel: String {
        var out = ""
        for ch in label {
            switch ch {
            case "≥": out += ">="
            case "≤": out += "<="
            case "×": out += "x"
            default: out.append(ch)
            }
        }
        return out
    }

    /// The lines of the active user constraints whose items all belong to `views`, and of the
    /// gaps stack views keep between their arranged views ('UISV-spacing' with a non-zero
    /// spacing: the one rule of a stack a developer sets as a length), in the order the
    /// constraints were made.
    static func lines(in session: LayoutSession, drawing views: Set<ViewID>) -> [ConstraintLine] {
        let state = session.state
        var out: [ConstraintLine] = []
        func position(_ anchor: Anchor) -> Double {
            session.expression(anchor).value { session.engine.value(of: $0) }
        }
        let drawn = { (c: LayoutConstraint) in
            c.kind == .user || (c.kind == .stackView && c.identifier == StackIdentifier.spacing.rawValue && c.constant != 0)
        }
        for c in state.constraints where drawn(c) && c.isActive {
            guard c.items.allSatisfy({ views.contains(state.owningView(of: $0)) }) else { continue }
            let axis = c.first.attribute.axis
            let firstFrame = session.rootFrame(of: c.first.item)
            let ambiguous = c.items.contains { session.hasAmbiguousLayout(.view(state.owningView(of: $0))) }
            let status: Status = c.isBroken ? .conflicting : (ambiguous ? .ambiguous : .satisfied)
            let relation = c.relation == .equal ? "" : (c.relation == .greaterThanOrEqual ? "≥" : "≤")

            if c.first.attribute.isSize {
                // Across the first item, three quarters along the other axis.
                var label = relation
                if let second = c.second {
                    label += c.multiplier == 1 ? "=" : "×" + NumberFormatting.readable(c.multiplier) + " "
                    label += state.name(of: second.item)
                    if c.constant != 0 { label += (c.constant > 0 ? "+" : "") + NumberFormatting.readable(c.constant) }
                } else {
                    label += NumberFormatting.readable(c.constant)
                }
                let line: ConstraintLine
                if c.first.attribute == .width {
                    let y = firstFrame.y + 0.75 * firstFrame.height
                    line = ConstraintLine(handle: c.handleName, shape: .size, axis: .horizontal,
                                          start: (firstFrame.x, y), end: (firstFrame.maxX, y),
                                          isRequired: c.isRequired, status: status, label: label)
                } else {
                    let x = firstFrame.x + 0.75 * firstFrame.width
                    line = ConstraintLine(handle: c.handleName, shape: .size, axis: .vertical,
                                          start: (x, firstFrame.y), end: (x, firstFrame.maxY),
                                          isRequired: c.isRequired, status: status, label: label)
                }
                out.append(line)
                continue
            }
            // A location always has a second location on the same axis (the model validates it).
            guard let second = c.second, !second.attribute.isSize, second.attribute.axis == axis else { continue }
            let secondFrame = session.rootFrame(of: second.item)
            let p2 = position(second)
            // A broken constraint has no effect: draw what it asks for (the first anchor where it
            // wants it), not the space that is there. Right-to-left mirrors directional ones.
            var p1 = position(c.first)
            let mirrored = state.settings.rightToLeft && (c.first.attribute.isDirectional || second.attribute.isDirectional)
            let wanted = c.multiplier * p2 + (mirrored ? -c.constant : c.constant)
            // Also an optional constraint that lost: the space it asks for.
            let sign = mirrored ? -1.0 : 1.0
            let holds: Bool
            switch c.relation {
            case .equal: holds = abs(p1 - wanted) <= 1e-6
            case .greaterThanOrEqual: holds = sign * p1 >= sign * wanted - 1e-6
            case .lessThanOrEqual: holds = sign * p1 <= sign * wanted + 1e-6
            }
            if c.isBroken || !holds { p1 = wanted }
            // The other axis: the two items' shared extent, else the first item's.
            func extent(_ r: Rect) -> (Double, Double) { axis == .horizontal ? (r.y, r.maxY) : (r.x, r.maxX) }
            let (a0, a1) = extent(firstFrame), (b0, b1) = extent(secondFrame)
            let lo = max(a0, b0), hi = min(a1, b1)
            let across = lo <= hi ? (lo + hi) / 2 : (a0 + a1) / 2
            var label = relation
            if c.multiplier != 1 { label += "×" + NumberFormatting.readable(c.multiplier) + (c.constant != 0 ? " " : "") }
            if c.constant != 0 || c.multiplier == 1 {
                label += (c.multiplier != 1 && c.constant > 0 ? "+" : "") + NumberFormatting.readable(c.constant)
            }
            if abs(p1 - p2) > 1e-9 {
                let (from, to) = (min(p1, p2), max(p1, p2))
                let line = axis == .horizontal
                    ? ConstraintLine(handle: c.handleName, shape: .spacing, axis: .horizontal, start: (from, across), end: (to, across),
                                     isRequired: c.isRequired, status: status, label: label)
                    : ConstraintLine(handle: c.handleName, shape: .spacing, axis: .vertical, start: (across, from), end: (across, to),
                                     isRequired: c.isRequired, status: status, label: label)
                out.append(line)
            } else {
                // An alignment: across the first item, reaching the second item's middle when that
                // lies beyond it — unless one item contains the other (a view and its superview or
                // its margins): then across the inner one only.
                let v1 = state.owningView(of: c.first.item), v2 = state.owningView(of: second.item)
                let nested = state.ancestors(of: v1).contains(v2) || state.ancestors(of: v2).contains(v1)
                let inner = nested && state.ancestors(of: v2).contains(v1) && v1 != v2 ? (b0, b1) : (a0, a1)
                let m = (b0 + b1) / 2
                let from = nested ? inner.0 : min(a0, m), to = nested ? inner.1 : max(a1, m)
                let line = axis == .horizontal
                    ? ConstraintLine(handle: c.handleName, shape: .alignment, axis: .vertical, start: (p1, from), end: (p1, to),
                                     isRequired: c.isRequired, status: status, label: "")
                    : ConstraintLine(handle: c.handleName, shape: .alignment, axis: .horizontal, start: (from, p1), end: (to, p1),
                                     isRequired: c.isRequired, status: status, label: "")
                out.append(line)
            }
        }
        return out
    }
}
