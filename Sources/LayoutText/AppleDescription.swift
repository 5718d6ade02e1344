import LayoutModel
import LayoutSyntax
/// Apple's descriptions of constraints, as UIKit prints them in console logs
/// (../shared/formats/console-log-grammar.md §2): `<NSLayoutConstraint:0x7a87b000 'Label Width'
/// H:[UILabel:0x7a8724b0'Name'(>=400)]>`. docs/report-format.md lists every form with examples.
public enum LogStyle: String, Hashable, Sendable, CaseIterable {
    /// iOS ≤ 9 (the seed logs): sizes in VFL (`H:[UIView:0x…(320)]`), the multiplier after the
    /// item (`B.width * 0.5`), `   (Names: '|':UIView:0x… )` after formats that use `|`, no
    /// active flag.
    case classic
    /// iOS 10 and later: sizes as equations (`UIView:0x….width == 320`), the multiplier before the
    /// item (`0.5*B.width`), `   (active)` or `   (active, names: '|':UIView:0x… )`.
    case modern
}

extension LayoutState {
    /// How Apple prints an item: `UILabel:0x7a8724b0'Name'` — class, address, then the text a
    /// label, button or field shows (truncated to 25 characters and `...`, as UIKit does);
    /// guides print `UILayoutGuide:0x…'UIViewLayoutMarginsGuide'` (their identifier).
    public func appleName(of item: LayoutItem) -> String {
        var text = className(of: item) + ":" + hexAddress(address(of: item))
        let label: String?
        switch item {
        case .view(let v):
            // An imported view keeps the label as the log printed it (already truncated).
            if let info = self[v].importInfo {
                if let l = info.label, !l.isEmpty { return text + "'" + l + "'" }
                return text
            }
            label = self[v].showsText ? displayedText(of: v) : nil
        case .guide(let g):
            if let info = self[g].importInfo {
                return info.printedClass + ":" + hexAddress(self[g].address) + (info.label.map { "'" + $0 + "'" } ?? "")
            }
            // UIKit prints a guide's identifier whole ('UIScrollView-contentLayoutGuide', 31
            // characters, in its dumps): only a view's text is truncated.
            let id = self[g].identifier
            return id.isEmpty ? text : text + "'" + id + "'"
        }
        if let label, !label.isEmpty { text += "'" + Self.appleTruncated(label) + "'" }
        return text
    }

    /// UIKit's label truncation in descriptions: more than 25 characters become the first 25
    /// and `...` (`'Testing out NSLayoutConst...'`).
    public static func appleTruncated(_ text: String) -> String {
        text.count > 25 ? String(text.prefix(25)) + "..." : text
    }

    /// Apple's description of a constraint, in the style of `style`:
    /// `<Class:0xADDR['identifier'][ h=--& v=--&] BODY[ Hug:H CompressionResistance:R][FLAGS]>`.
    ///
    /// BODY is a VFL fragment where Apple prints one, else an equation:
    /// - a size against a constant: `H:[UILabel:0x…'Name'(>=400)]` (classic) or
    ///   `UILabel:0x…'Name'.width >= 400` (modern);
    /// - `F.leading == S.leading + c` with S the superview (or a guide's owner):
    ///   `H:|-(c)-[F]   (Names: '|':S )`; `S.trailing == F.trailing + c` with S F's superview:
    ///   `H:[F]-(c)-|`; `F.leading == E.trailing + c` between two items: `H:[E]-(c)-[F]`
    ///   (top/bottom: `V:`; left/right: the same with `(LTR)` after the last `]` or `|`); the
    ///   gap is `(c)`, `(>=c)`, `(c@750)`, or `(NSSpace(8))` when `standardSpacing`;
    /// - anything else (margins, centres, multipliers, other pairs):
    ///   `UILabel:0x…'Name'.leading == UIView:0x….leadingMargin`, with ` + c`/` - c`, the
    ///   multiplier as `B.x * 0.5` (classic) or `0.5*B.x` (modern), and `NSSpace(8)` in place of
    ///   the constant when `standardSpacing`;
    /// - a priority below 1000 as `@750` inside a VFL predicate or ` @750` after an equation.
    ///
    /// Content-size constraints add ` Hug:250 CompressionResistance:750` (the view's priorities
    /// on that axis). Autoresizing constraints add their view's mask codes and are written
    /// relative to the superview's bounds, as Apple's are: `UILabel:0x….midX == + 50` (a
    /// position from the superview's left/top edge), `….maxX == UIView:0x….width - 40` (from
    /// its right/bottom edge), `….width == 0.5*UIView:0x….width` (proportional), sizes as above.
    ///
    /// `standardSpacing` says the constraint came from standard spacing (`-` in VFL), which the
    /// model does not record; the caller knows it.
    public func appleDescription(of c: LayoutConstraint, style: LogStyle = .classic, standardSpacing: Bool? = nil) -> String {
        let standardSpacing = standardSpacing ?? c.usesStandardSpacing
        var text = "<" + (c.imported?.className ?? c.kind.className) + ":" + hexAddress(c.address)
        if let id = c.identifier { text += " '" + id + "'" }
        if c.kind == .autoresizing, case .view(let v) = c.first.item, let codes = maskCodes(of: v) { text += " " + codes }
        let body = appleBody(of: c, style: style, standardSpacing: standardSpacing)
        text += " " + body.text
        if c.kind == .contentSize, case .view(let v) = c.first.item {
            let axis = c.first.attribute.axis
            text += " Hug:\(self[v].hugging[axis]) CompressionResistance:\(self[v].resistance[axis])"
        }
        let names = body.superview.map { "'|':" + appleName(of: $0) }
        switch style {
        case .classic:
            if let names { text += "   (Names: " + names + " )" }
        case .modern:
            var flags: [String] = []
            if c.isActive { flags.append("active") }
            if let names { flags.append("names: " + names) }
            if !flags.isEmpty { text += "   (" + flags.joined(separator: ", ") + (names == nil ? ")" : " )") }
        }
        return text + ">"
    }

    /// The body of a description and, for a VFL body that uses `|`, the item `|` stands for.
    struct AppleBody {
        var text: String
        var superview: LayoutItem?
    }

    func appleBody(of c: LayoutConstraint, style: LogStyle, standardSpacing: Bool) -> AppleBody {
        let priority: LayoutPriority = c.kind == .contentSize || c.kind == .autoresizing ? .required : c.priority
        if c.second == nil {
            if style == .classic {
                return AppleBody(text: vflSize(c, priority: priority, standardSpacing: standardSpacing))
            }
            let lhs = appleName(of: c.first.item) + "." + appleAttributeName(c.first, kind: c.kind)
            return AppleBody(text: appleEquation(lhs, c.relation, second: nil, multiplier: 1, constant: c.constant,
                                                 priority: priority, style: style, standardSpacing: standardSpacing))
        }
        if c.kind == .autoresizing { return AppleBody(text: autoresizingBody(c, style: style)) }
        if let vfl = vflBody(c, standardSpacing: standardSpacing) { return vfl }
        if c.kind == .marginsGuide || c.kind == .safeAreaGuide, let vfl = vflBody(mirrored(c), standardSpacing: standardSpacing) {
            // Apple stores a guide's right/bottom edge as `owner.right == guide.right + inset`
            // and prints `[guide]-(inset)-|`; the model keeps the guide first.
            return vfl
        }
        let second = c.second!
        let lhs = appleName(of: c.first.item) + "." + c.first.attribute.name
        let rhs = appleName(of: second.item) + "." + second.attribute.name
        return AppleBody(text: appleEquation(lhs, c.relation, second: rhs, multiplier: c.multiplier, constant: c.constant,
                                             priority: priority, style: style, standardSpacing: standardSpacing))
    }

    /// The attribute name Apple prints: engine names (`minX`, `midY` …) for autoresizing constraints.
    func appleAttributeName(_ anchor: Anchor, kind: LayoutConstraint.Kind) -> String {
        guard kind == .autoresizing else { return anchor.attribute.name }
        switch anchor.attribute.base {
        case .left, .leading: return "minX"
        case .right, .trailing: return "maxX"
        case .centerX: return "midX"
        case .top: return "minY"
        case .bottom: return "maxY"
        case .centerY: return "midY"
        default: return anchor.attribute.name
        }
    }

    /// `H:[UIView:0x…(>=400@750)]`.
    func vflSize(_ c: LayoutConstraint, priority: LayoutPriority, standardSpacing: Bool) -> String {
        let axis = c.first.attribute.axis.rawValue
        return axis + ":[" + appleName(of: c.first.item) + "("
            + vflPredicate(c.relation, c.constant, priority: priority, standardSpacing: standardSpacing) + ")]"
    }

    /// `>=400@750`, `8`, `NSSpace(8)`: the relation unless `==`, the number, the priority below 1000.
    func vflPredicate(_ relation: LayoutRelation, _ constant: Double, priority: LayoutPriority, standardSpacing: Bool) -> String {
        var text = relation == .equal ? "" : relation.symbol
        let number = NumberFormatting.general(constant == 0 ? 0 : constant)
        text += standardSpacing ? "NSSpace(" + number + ")" : number
        if !priority.isRequired { text += "@\(priority)" }
        return text
    }

    /// The item a VFL `|` next to `item` stands for: a view's superview, a guide's owner.
    func container(of item: LayoutItem) -> LayoutItem? {
        switch item {
        case .view(let v): return self[v].superview.map { .view($0) }
        case .guide(let g): return .view(self[g].owner)
        }
    }

    /// The VFL form of a two-item constraint, when it has one (see ``appleDescription(of:style:standardSpacing:)``).
    func vflBody(_ c: LayoutConstraint, standardSpacing: Bool) -> AppleBody? {
        guard let s = c.second, c.multiplier == 1 else { return nil }
        let f = c.first
        let fa = f.attribute, sa = s.attribute
        guard !fa.isMargin, !sa.isMargin, f.item != s.item else { return nil }
        let axis = fa.axis.rawValue + ":"
        let ltr = fa == .left || fa == .right ? "(LTR)" : ""
        let gap = "-(" + vflPredicate(c.relation, c.constant, priority: c.priority, standardSpacing: standardSpacing) + ")-"
        let starts: [LayoutAttribute] = [.leading, .left, .top]
        let ends: [LayoutAttribute] = [.trailing, .right, .bottom]
        if fa == sa, starts.contains(fa), container(of: f.item) == s.item {
            return AppleBody(text: axis + "|" + gap + "[" + appleName(of: f.item) + "]" + ltr, superview: s.item)
        }
        if fa == sa, ends.contains(fa), container(of: s.item) == f.item {
            return AppleBody(text: axis + "[" + appleName(of: s.item) + "]" + gap + "|" + ltr, superview: f.item)
        }
        if let i = starts.firstIndex(of: fa), ends[i] == sa {
            return AppleBody(text: axis + "[" + appleName(of: s.item) + "]" + gap + "[" + appleName(of: f.item) + "]" + ltr)
        }
        return nil
    }

    /// The same constraint with its sides swapped: `a <= b + c` → `b >= a - c` (multiplier 1).
    func mirrored(_ c: LayoutConstraint) -> LayoutConstraint {
        guard let s = c.second, c.multiplier == 1 else { return c }
        var m = c
        m.first = s
        m.second = c.first
        m.constant = -c.constant
        switch c.relation {
        case .lessThanOrEqual: m.relation = .greaterThanOrEqual
        case .greaterThanOrEqual: m.relation = .lessThanOrEqual
        case .equal: break
        }
        return m
    }

    /// An equation: `LHS REL [m*]RHS [± c | NSSpace(c)] [@p]`; with no right-hand item, the
    /// constant alone: `== 40`, `== - 16` (modern) or
    /// `== + 70`, `== - 16` (classic, Apple's old autoresizing form).
    func appleEquation(
        _ lhs: String, _ relation: LayoutRelation, second: String?, multiplier: Double, constant: Double,
        priority: LayoutPriority, style: LogStyle, standardSpacing: Bool
    ) -> String {
        let g = { (x: Double) in NumberFormatting.general(x) }
        var rhs: String
        if let second {
            // `0.5*UIView:0x754b390.width + 20` in both styles (the book's Example 5-7, iOS 7;
            // iOS 10+ logs). The `second * m` form belongs to older logs and to the book's own
            // stringValue, not to the logs plumb prints.
            rhs = multiplier == 1 ? second : g(multiplier) + "*" + second
            if standardSpacing {
                rhs += " NSSpace(" + g(abs(constant)) + ")"
            } else if constant > 0 {
                rhs += " + " + g(constant)
            } else if constant < 0 {
                rhs += " - " + g(-constant)
            }
        } else if constant < 0 {
            rhs = "- " + g(-constant)
        } else {
            rhs = (style == .classic ? "+ " : "") + g(constant == 0 ? 0 : constant)
        }
        var text = lhs + " " + relation.symbol + " " + rhs
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }

    /// An autoresizing constraint with a superview term, relative to the superview's bounds
    /// (its left/top edge is 0, its right/bottom edge its width/height), as Apple writes them.
    func autoresizingBody(_ c: LayoutConstraint, style: LogStyle) -> String {
        let s = c.second!
        let lhs = appleName(of: c.first.item) + "." + appleAttributeName(c.first, kind: .autoresizing)
        let sizeName = appleName(of: s.item) + "." + (s.attribute.axis == .horizontal ? "width" : "height")
        let second: String?
        var multiplier = c.multiplier
        switch s.attribute.base {
        case .left, .top, .leading:
            second = nil
        case .centerX, .centerY:
            second = sizeName
            multiplier *= 0.5
        default:
            second = sizeName
        }
        return appleEquation(lhs, c.relation, second: second, multiplier: multiplier, constant: c.constant,
                             priority: 1000, style: style, standardSpacing: false)
    }
}
