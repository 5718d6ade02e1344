import ConstraintSolver
import LayoutSyntax

/// One of the engine's own rules, which no one writes and no list shows: an item's width and
/// height are never negative, and the root's origin is fixed at (0, 0). Named by the item and
/// the axis it holds (a conflict that needs one says "its width cannot be negative").
public struct EngineRule: Hashable, Sendable {
    public var item: LayoutItem
    public var axis: Axis

    public init(item: LayoutItem, axis: Axis) {
        self.item = item
        self.axis = axis
    }
}

/// One solver-side part of a model constraint, `expression REL 0` in the session's engine
/// variables. A content-size constraint has two: hugging (`≤`) and compression resistance (`≥`),
/// and in a fill stack view two more for UIKit's arrangement order (`ArrangementOrder`).
public struct EnginePart: Sendable {
    public enum Role: Sendable, Equatable {
        case main, hugging, resistance
        /// The arrangement-order tie-break of an arranged view's hugging (`≤`) or compression
        /// resistance (`≥`), just below that priority (`ArrangementOrder`).
        case arrangementOrder
    }
    /// `lhs − rhs`, as the constraint is written (mirrored for right-to-left).
    public var expression: LinearExpression
    public var relation: Relation
    public var priority: LayoutPriority
    public var role: Role

    /// A new solver constraint for this part (the solver knows constraints by identity).
    public func makeConstraint() -> Constraint { Constraint(expression, relation, priority: priority.solverPriority) }
}

/// A rule of the engine as a solver constraint `expression REL 0` (always required).
public struct EngineRulePart: Sendable {
    public var rule: EngineRule
    public var expression: LinearExpression
    public var relation: Relation

    public func makeConstraint() -> Constraint { Constraint(expression, relation) }
}

/// The one translation of the layout model into solver constraints. The live session, `explain`,
/// `sweep` and `check` all read the layout through it (the session's `engineParts(of:)` and
/// `engineRuleParts(of:)`), so they cannot disagree.
extension LayoutEngine {
    /// The attribute as a linear expression of the item's variables.
    ///
    /// Each item (view or guide) has four solver variables — minX, minY, width, height — in root
    /// coordinates: `centerX = minX + width/2`, margins add the view's margins, leading and
    /// trailing follow the layout direction, a label's baselines sit half the ascender minus
    /// descender below its centre (one line of text, centred vertically).
    func expression(_ anchor: Anchor, in state: LayoutState) -> LinearExpression {
        expression(anchor, in: state, contentArea: nil)
    }

    /// The attribute, read against a scroll view's content area (rule 37) when `contentArea` is
    /// its content guide: the scroll view's origin, the content guide's size, the scroll view's
    /// margins.
    func expression(_ anchor: Anchor, in state: LayoutState, contentArea: GuideID?) -> LinearExpression {
        let own = variables(of: anchor.item)
        let v = contentArea.map { g in
            let c = variables(of: .guide(g))
            return ItemVariables(minX: own.minX, minY: own.minY, width: c.width, height: c.height)
        } ?? own
        let rtl = state.settings.rightToLeft
        var margins = EdgeInsets.zero
        if anchor.attribute.isMargin, case .view(let view) = anchor.item { margins = state[view].layoutMargins }
        // Only the edges the attribute needs are built (each is an expression of its own: four
        // for every anchor of a long script was a tenth of the translation; issue 17).
        // Each is made whole, with the terms and the arithmetic on each number of the operators
        // `v.minX + margins.left` and `v.minX + v.width - margins.right` (0 + x, and x × −1 for
        // a subtracted number), without the expression of one variable each operand made first.
        func left() -> LinearExpression { LinearExpression([Term(v.minX)], constant: 0 + margins.left) }
        func right() -> LinearExpression { LinearExpression([Term(v.minX), Term(v.width)], constant: 0 + margins.right * -1.0) }
        func top() -> LinearExpression { LinearExpression([Term(v.minY)], constant: 0 + margins.top) }
        func bottom() -> LinearExpression { LinearExpression([Term(v.minY), Term(v.height)], constant: 0 + margins.bottom * -1.0) }
        switch anchor.attribute {
        case .left, .leftMargin: return left()
        case .right, .rightMargin: return right()
        case .leading, .leadingMargin: return rtl ? right() : left()
        case .trailing, .trailingMargin: return rtl ? left() : right()
        case .top, .topMargin: return top()
        case .bottom, .bottomMargin: return bottom()
        case .centerX, .centerXWithinMargins: return 0.5 * left() + 0.5 * right()
        case .centerY, .centerYWithinMargins: return 0.5 * top() + 0.5 * bottom()
        case .width: return LinearExpression(v.width)
        case .height: return LinearExpression(v.height)
        case .firstBaseline, .lastBaseline:
            guard case .view(let view) = anchor.item, state[view].showsText else { return bottom() }
            let size = state.effectiveFontSize(of: view)
            let offset = (TextMetrics.ascender(fontSize: size) - TextMetrics.descender(fontSize: size)) / 2
            return v.minY + 0.5 * v.height + offset
        }
    }

    /// The parts of a model constraint as the engine holds them.
    ///
    /// Right-to-left: a constraint that uses leading or trailing is laid out mirrored, in an x
    /// that grows towards the trailing (left) edge, as UIKit does: both sides are negated, so
    /// `a.leading == root.leading + 20` puts a's right edge 20 points inside the root's right
    /// edge, and `b.leading >= a.trailing + 8` puts b at least 8 points left of a.
    ///
    /// A content-size constraint splits into hugging (`≤`, at the view's hugging priority) and
    /// compression resistance (`≥`, at its resistance priority) along its axis.
    func parts(of c: LayoutConstraint, in state: LayoutState) -> [EnginePart] {
        let mirrored = state.settings.rightToLeft
            && (c.first.attribute.isDirectional || c.second?.attribute.isDirectional == true)
        // Rule 37: a scroll view's edges and margins against its content mean the content area.
        let firstArea = state.contentAreaScrollView(c.first, against: c.second)?.content
        let secondArea = c.second.flatMap { state.contentAreaScrollView($0, against: c.first)?.content }
        // Negated when mirrored (a product by 1 would change nothing: it is skipped).
        func signed(_ x: LinearExpression) -> LinearExpression { mirrored ? -1.0 * x : x }
        let lhs = signed(expression(c.first, in: state, contentArea: firstArea))
        let rhs = c.second.map { signed(expression($0, in: state, contentArea: secondArea)) }
        let e = difference(lhs, c.multiplier, rhs, c.constant)
        if c.kind == .contentSize, case .view(let view) = c.first.item {
            let axis = c.first.attribute.axis
            let v = state[view]
            var parts = [
                EnginePart(expression: e, relation: .lessThanOrEqual, priority: v.hugging[axis], role: .hugging),
                EnginePart(expression: e, relation: .greaterThanOrEqual, priority: v.resistance[axis], role: .resistance),
            ]
            if let rank = ArrangementOrder.rank(of: view, along: axis, in: state) {
                for (relation, p) in [(Relation.lessThanOrEqual, v.hugging[axis]), (.greaterThanOrEqual, v.resistance[axis])] {
                    if let tie = ArrangementOrder.priority(below: p, rank: rank) {
                        parts.append(EnginePart(expression: e, relation: relation, priority: tie, role: .arrangementOrder))
                    }
                }
            }
            return parts
        }
        let relation: Relation = switch c.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return [EnginePart(expression: e, relation: relation, priority: c.priority, role: .main)]
    }

    /// `lhs − (multiplier × rhs + constant)` — or `lhs − constant` without `rhs` — as one
    /// expression built in one pass: the same terms in the same order, and the same arithmetic on
    /// each number, as the operators `lhs - (multiplier * rhs + constant)` and
    /// `lhs - LinearExpression(constant:)` (a product by 1 is skipped: it is the number itself,
    /// to the bit), without the expressions they make on the way.
    private func difference(_ lhs: LinearExpression, _ multiplier: Double, _ rhs: LinearExpression?, _ constant: Double) -> LinearExpression {
        guard let rhs else { return LinearExpression(lhs.terms, constant: lhs.constant + constant * -1.0) }
        var terms = lhs.terms
        terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        for t in rhs.terms {
            terms.append(Term(t.variable, (multiplier == 1 ? t.coefficient : t.coefficient * multiplier) * -1.0))
        }
        let right = (multiplier == 1 ? rhs.constant : rhs.constant * multiplier) + constant
        return LinearExpression(terms, constant: lhs.constant + right * -1.0)
    }

    /// The engine's rules for one item, in the order the engine adds them: width ≥ 0,
    /// height ≥ 0, and for the root minX == 0, minY == 0.
    func ruleParts(of item: LayoutItem, in state: LayoutState) -> [EngineRulePart] {
        let v = variables(of: item)
        var parts = [
            EngineRulePart(rule: EngineRule(item: item, axis: .horizontal), expression: LinearExpression(v.width), relation: .greaterThanOrEqual),
            EngineRulePart(rule: EngineRule(item: item, axis: .vertical), expression: LinearExpression(v.height), relation: .greaterThanOrEqual),
        ]
        if item == .view(state.root) {
            parts.append(EngineRulePart(rule: EngineRule(item: item, axis: .horizontal), expression: LinearExpression(v.minX), relation: .equal))
            parts.append(EngineRulePart(rule: EngineRule(item: item, axis: .vertical), expression: LinearExpression(v.minY), relation: .equal))
        }
        // `scroll-guides off` (rule 42): a scroll view's guides have no constraints; the engine
        // keeps the content area's origin, and the frame guide, on the scroll view. No constraint
        // can name them then, so these rules never meet a conflict.
        if case .guide(let g) = item, state[g].kind.isScrollGuide, !state.settings.scrollGuides, !state[g].fromLog {
            let s = variables(of: .view(state[g].owner))
            var pairs = [(v.minX, s.minX, Axis.horizontal), (v.minY, s.minY, .vertical)]
            if state[g].kind == .scrollFrame { pairs += [(v.width, s.width, .horizontal), (v.height, s.height, .vertical)] }
            for (a, b, axis) in pairs {
                parts.append(EngineRulePart(rule: EngineRule(item: item, axis: axis), expression: a - b, relation: .equal))
            }
        }
        return parts
    }
}

extension LayoutState {
    /// Every item in the order the engine makes their variables: views, then guides.
    public var engineItems: [LayoutItem] {
        viewIDs.map { LayoutItem.view($0) } + guideIDs.map { LayoutItem.guide($0) }
    }
}

extension LayoutPriority {
    /// The solver's priority for this one: the same value (thousandths / 1000 as a Double), so
    /// the solver's levels are the model's priorities in the same order.
    public var solverPriority: Priority { Priority(value) }
}
