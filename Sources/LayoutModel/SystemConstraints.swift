import LayoutSyntax
/// The constraints UIKit makes by itself, kept in sync with the views they come from:
/// - the root's size: 'UIView-Encapsulated-Layout-Width' / '-Height', required;
/// - content size (NSContentSizeLayoutConstraint), one per axis with an intrinsic size: `≤` at the
///   hugging priority and `≥` at the compression resistance, shown as one `width == 64` line;
/// - autoresizing (NSAutoresizingMaskLayoutConstraint) from the frame and mask of a view that
///   translates its mask (docs/layout-model.md has the rules per mask);
/// - the edges of layout-margins guides ('UIView-leftMargin-guide-constraint' …) and safe-area
///   guides ('UIViewSafeAreaLayoutGuide-left' …);
/// - a scroll view's guides ('UIScrollView-contentLayoutGuide-minX' …, `ScrollView.swift`);
/// - readable-content guides ('UIViewReadableContentGuide-top' …) and keyboard guides
///   ('UIViewKeyboardLayoutGuide-topConstraint' …), docs/layout-model.md.
///
/// Regenerating keeps the handle and address of a constraint that fills the same slot (same
/// kind, item and attribute), so `c3` stays `c3` when a label's text changes.
extension LayoutSession {
    struct Slot: Hashable {
        let kind: LayoutConstraint.Kind
        let first: Anchor
    }

    struct Wanted {
        var first: Anchor
        var relation: LayoutRelation = .equal
        var second: Anchor?
        var multiplier = 1.0
        var constant: Double
        var identifier: String?
        var kind: LayoutConstraint.Kind
        var priority = LayoutPriority.required
    }

    /// The system constraints a view (and its guides) should have now.
    func wantedSystemConstraints(for view: ViewID) -> [Wanted] {
        var out: [Wanted] = []
        let item = LayoutItem.view(view)
        // (The view's fields read in place, not a copy of the whole view: issue 17.)
        if view == state.root {
            // An imported root whose size the log does not give has no size constraint there.
            let unknown = state[view].importInfo?.rootSizeUnknown ?? []
            if !unknown.contains(.horizontal) {
                out.append(Wanted(first: Anchor(item, .width), constant: state.rootSize.width,
                                  identifier: "UIView-Encapsulated-Layout-Width", kind: .encapsulatedSize, priority: state.rootSizePriority))
            }
            if !unknown.contains(.vertical) {
                out.append(Wanted(first: Anchor(item, .height), constant: state.rootSize.height,
                                  identifier: "UIView-Encapsulated-Layout-Height", kind: .encapsulatedSize, priority: state.rootSizePriority))
            }
        }
        let intrinsic = state.intrinsicSize(of: view)
        if intrinsic.width >= 0 { out.append(Wanted(first: Anchor(item, .width), constant: intrinsic.width, kind: .contentSize)) }
        if intrinsic.height >= 0 { out.append(Wanted(first: Anchor(item, .height), constant: intrinsic.height, kind: .contentSize)) }
        // An imported view's autoresizing constraints are the log's (LayoutSession+Import).
        if state[view].translatesAutoresizingMask, state[view].importInfo == nil, let superview = state[view].superview {
            out += autoresizingConstraints(view, in: superview)
        }
        for g in state.guides.indices where state.guides[g].owner == view && !state.guides[g].fromLog {
            out += guideConstraints(GuideID(g))
        }
        return out
    }

    private func autoresizingConstraints(_ view: ViewID, in superview: ViewID) -> [Wanted] {
        let v = state[view]
        let item = LayoutItem.view(view), sup = LayoutItem.view(superview)
        let reference = v.autoresizingReference
        var out: [Wanted] = []
        for axis in Axis.allCases {
            let code = Array(v.autoresizingMask.code(axis))
            let flexibleStart = code[0] == "&", flexibleSize = code[1] == "&", flexibleEnd = code[2] == "&"
            let origin = axis == .horizontal ? v.frame.x : v.frame.y
            let size = axis == .horizontal ? v.frame.width : v.frame.height
            let superSize = reference[axis]
            let endMargin = superSize - origin - size
            let (startAttr, endAttr, centerAttr, sizeAttr): (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
                axis == .horizontal ? (.left, .right, .centerX, .width) : (.top, .bottom, .centerY, .height)
            func make(_ a: LayoutAttribute, _ second: Anchor?, multiplier: Double = 1, _ constant: Double) -> Wanted {
                Wanted(first: Anchor(item, a), second: second, multiplier: multiplier, constant: constant, kind: .autoresizing)
            }
            if !flexibleSize {
                out.append(make(sizeAttr, nil, size))
                if !flexibleStart {
                    out.append(make(centerAttr, Anchor(sup, startAttr), origin + size / 2))
                } else if !flexibleEnd {
                    out.append(make(centerAttr, Anchor(sup, endAttr), -(endMargin + size / 2)))
                } else {
                    out.append(make(centerAttr, Anchor(sup, centerAttr), origin + size / 2 - superSize / 2))
                }
            } else {
                if !flexibleStart && !flexibleEnd {
                    out.append(make(startAttr, Anchor(sup, startAttr), origin))
                    out.append(make(endAttr, Anchor(sup, endAttr), -endMargin))
                } else {
                    let ratio = superSize > 0 ? size / superSize : 1
                    out.append(make(sizeAttr, Anchor(sup, sizeAttr), multiplier: ratio, 0))
                    if !flexibleStart {
                        out.append(make(startAttr, Anchor(sup, startAttr), origin))
                    } else if !flexibleEnd {
                        out.append(make(endAttr, Anchor(sup, endAttr), -endMargin))
                    } else {
                        out.append(make(centerAttr, Anchor(sup, centerAttr), origin + size / 2 - superSize / 2))
                    }
                }
            }
        }
        return out
    }

    private func guideConstraints(_ g: GuideID) -> [Wanted] {
        let guide = state[g]
        let owner = LayoutItem.view(guide.owner), item = LayoutItem.guide(g)
        let insets: EdgeInsets
        let kind: LayoutConstraint.Kind
        let names: [String]
        switch guide.kind {
        case .user, .stackSpacer:
            return []
        case .scrollContent, .scrollFrame:
            return scrollGuideConstraints(g)
        case .readableContent:
            return readableContentConstraints(g)
        case .keyboard:
            return keyboardConstraints(g)
        case .layoutMargins:
            insets = state[guide.owner].layoutMargins
            kind = .marginsGuide
            names = ["UIView-leftMargin-guide-constraint", "UIView-rightMargin-guide-constraint",
                     "UIView-topMargin-guide-constraint", "UIView-bottomMargin-guide-constraint"]
        case .safeArea:
            insets = guide.owner == state.root ? state.settings.safeAreaInsets : .zero
            kind = .safeAreaGuide
            names = ["UIViewSafeAreaLayoutGuide-left", "UIViewSafeAreaLayoutGuide-right",
                     "UIViewSafeAreaLayoutGuide-top", "UIViewSafeAreaLayoutGuide-bottom"]
        }
        return [
            Wanted(first: Anchor(item, .left), second: Anchor(owner, .left), constant: insets.left, identifier: names[0], kind: kind),
            Wanted(first: Anchor(item, .right), second: Anchor(owner, .right), constant: -insets.right, identifier: names[1], kind: kind),
            Wanted(first: Anchor(item, .top), second: Anchor(owner, .top), constant: insets.top, identifier: names[2], kind: kind),
            Wanted(first: Anchor(item, .bottom), second: Anchor(owner, .bottom), constant: -insets.bottom, identifier: names[3], kind: kind),
        ]
    }

    /// A scroll view's guide to its scroll view (rules 38, 39), with `scroll-guides on` only:
    /// the content guide's origin ('UIScrollView-contentLayoutGuide-minX' / '-minY', UIKit's
    /// `H:|-(0)-[_UIScrollViewLayoutGuide…]`); the frame guide's origin and size
    /// ('UIScrollView-frameLayoutGuide-minX' / '-minY' / '-width' / '-height').
    private func scrollGuideConstraints(_ g: GuideID) -> [Wanted] {
        guard state.settings.scrollGuides else { return [] }
        let guide = state[g]
        let owner = LayoutItem.view(guide.owner), item = LayoutItem.guide(g)
        let prefix = guide.identifier + "-"
        var attributes: [(LayoutAttribute, String)] = [(.left, "minX"), (.top, "minY")]
        if guide.kind == .scrollFrame { attributes += [(.width, "width"), (.height, "height")] }
        return attributes.map { attribute, suffix in
            Wanted(first: Anchor(item, attribute), second: Anchor(owner, attribute), constant: 0,
                   identifier: prefix + suffix, kind: .scrollGuide)
        }
    }

    /// A readable-content guide to its view: top and bottom on the margins, centred between the
    /// side margins, never wider than the readable width nor outside the margins, and as wide as
    /// the margins allow (at 999, so the readable width wins on a wide view). UIKit's
    /// constraints for it were not found in any log; the identifiers are plumb's, in UIKit's
    /// 'UIViewSafeAreaLayoutGuide-left' pattern (docs/layout-model.md).
    private func readableContentConstraints(_ g: GuideID) -> [Wanted] {
        let guide = state[g]
        let owner = LayoutItem.view(guide.owner), item = LayoutItem.guide(g)
        let m = state[guide.owner].layoutMargins
        let k = LayoutConstraint.Kind.readableContentGuide
        let prefix = guide.identifier + "-"
        return [
            Wanted(first: Anchor(item, .top), second: Anchor(owner, .top), constant: m.top, identifier: prefix + "top", kind: k),
            Wanted(first: Anchor(item, .bottom), second: Anchor(owner, .bottom), constant: -m.bottom, identifier: prefix + "bottom", kind: k),
            Wanted(first: Anchor(item, .centerX), second: Anchor(owner, .centerX), constant: (m.left - m.right) / 2,
                   identifier: prefix + "centerX", kind: k),
            Wanted(first: Anchor(item, .width), relation: .lessThanOrEqual, constant: LayoutGuide.readableWidth,
                   identifier: prefix + "maxWidth", kind: k),
            Wanted(first: Anchor(item, .left), relation: .greaterThanOrEqual, second: Anchor(owner, .left), constant: m.left,
                   identifier: prefix + "left", kind: k),
            Wanted(first: Anchor(item, .right), second: Anchor(owner, .right), constant: -m.right,
                   identifier: prefix + "right", kind: k, priority: 999),
        ]
    }

    /// A keyboard guide: the keyboard's frame in the window (the root), as UIKit's
    /// `-[UIKeyboardLayoutGuide constrainToReference:]` ties a view's guide to the window's —
    /// leading, trailing and bottom required, top at 999 — with the top `keyboard` points above
    /// the root's bottom, or the root's bottom safe-area inset with no keyboard shown.
    private func keyboardConstraints(_ g: GuideID) -> [Wanted] {
        let item = LayoutItem.guide(g), root = LayoutItem.view(state.root)
        let height = state.settings.keyboardHeight ?? state.settings.safeAreaInsets.bottom
        let k = LayoutConstraint.Kind.keyboardGuide
        let prefix = state[g].identifier + "-"
        return [
            Wanted(first: Anchor(item, .top), second: Anchor(root, .bottom), constant: -height,
                   identifier: prefix + "topConstraint", kind: k, priority: 999),
            Wanted(first: Anchor(item, .leading), second: Anchor(root, .leading), constant: 0,
                   identifier: prefix + "leadingConstraint", kind: k),
            Wanted(first: Anchor(item, .bottom), second: Anchor(root, .bottom), constant: 0,
                   identifier: prefix + "bottomConstraint", kind: k),
            Wanted(first: Anchor(item, .trailing), second: Anchor(root, .trailing), constant: 0,
                   identifier: prefix + "trailingConstraint", kind: k),
        ]
    }

    /// Brings a view's system constraints in line with the view: updates those that fill the same
    /// slot, makes the missing ones, removes the ones no longer wanted.
    ///
    /// A view just made has none yet (`isNew`): its caller says so, which spares a walk over
    /// every constraint of the session — loading a script of N views would otherwise be
    /// quadratic.
    package func regenerateSystemConstraints(for view: ViewID, isNew: Bool = false) {
        pruneImportedAutoresizing(for: view)
        let wanted = wantedSystemConstraints(for: view)
        // A new view that wants none (a plain view) has nothing to bring in line.
        if isNew && wanted.isEmpty { return }
        var existing: [Slot: ConstraintHandle] = [:]
        if !isNew {
            let items = Set([LayoutItem.view(view)] + state.guideIDs.filter { state[$0].owner == view }.map { .guide($0) })
            for i in state.constraints.indices {
                let kind = state.constraints[i].kind
                guard kind.isSystem && kind != .stackView else { continue }
                let first = state.constraints[i].first
                guard items.contains(first.item) else { continue }
                if let imported = state.constraints[i].imported, !imported.fillsSystemSlot { continue }
                existing[Slot(kind: kind, first: first)] = state.constraints[i].handle
            }
        }
        // First take out everything that changes or goes, so the new constraints are never
        // checked against the old ones (a mask change must not conflict with the old mask).
        var unchanged: Set<ConstraintHandle> = []
        var wantedSlots: Set<Slot> = []
        for w in wanted {
            let slot = Slot(kind: w.kind, first: w.first)
            wantedSlots.insert(slot)
            guard let handle = existing[slot] else { continue }
            let old = state[handle]
            if old.second == w.second && old.multiplier == w.multiplier && old.constant == w.constant
                && old.relation == w.relation && old.priority == w.priority && old.kind != .contentSize {
                unchanged.insert(handle)
            }
        }
        // A change of constants only (the root resized): in place, in the order the rest below
        // would put them in, while each holds; from the first that cannot, the general way. That
        // ends where taking out every change first does: each done in place held with more in force.
        if wantedSlots.count == wanted.count {
            for w in wanted {
                guard let handle = existing[Slot(kind: w.kind, first: w.first)] else { break }
                if unchanged.contains(handle) { continue }
                let old = state[handle]
                guard old.kind != .contentSize, old.second == w.second, old.multiplier == w.multiplier,
                      old.relation == w.relation, old.priority == w.priority, old.isActive, !old.isBroken else { break }
                state[handle].constant = w.constant
                guard changeConstantsInPlace(handle) else {
                    state[handle].constant = old.constant
                    break
                }
                unchanged.insert(handle)
            }
        }
        for (slot, handle) in existing.sorted(by: { $0.value < $1.value }) where !unchanged.contains(handle) {
            takeOutOfForce(handle)
            if !wantedSlots.contains(slot) { state.constraints.removeAll { $0.handle == handle } }
        }
        for w in wanted {
            let slot = Slot(kind: w.kind, first: w.first)
            if let handle = existing[slot] {
                if unchanged.contains(handle) { continue }
                state[handle].second = w.second
                state[handle].multiplier = w.multiplier
                state[handle].constant = w.constant
                state[handle].relation = w.relation
                state[handle].priority = w.priority
                state[handle].isBroken = false
                putInForce(handle)
            } else {
                insertConstraint(LayoutConstraint(
                    handle: .unassigned, address: state.addresses.allocate(.systemConstraint), first: w.first,
                    relation: w.relation, second: w.second, multiplier: w.multiplier, constant: w.constant,
                    priority: w.priority, identifier: w.identifier, kind: w.kind))
            }
        }
    }

}
