import LayoutModel
/// The book's text forms (iOS Auto Layout Demystified, chapter 5): object names (Listing 5-2),
/// constraint `stringValue` (Listing 5-1) and the readable frame of its reports (Listing 5-3).
/// docs/report-format.md shows each with examples.
extension LayoutState {
    /// The class plumb prints for an item: the view's class, `UILayoutGuide` for guides.
    public func className(of item: LayoutItem) -> String {
        switch item {
        case .view(let v): return self[v].className
        // An NSStackView's own guides are AppKit's.
        case .guide(let g): return self[g].kind == .stackSpacer && self[self[g].owner].stack?.appKit != nil ? "NSLayoutGuide" : self[g].className
        }
    }

    /// The address of an item.
    public func address(of item: LayoutItem) -> UInt64 {
        switch item {
        case .view(let v): return self[v].address
        case .guide(let g): return self[g].address
        }
    }

    /// The book's object name (Listing 5-2): `V0:0x7133370` — the nametag when the view has one,
    /// else its class — then the address.
    public func bookName(of item: LayoutItem) -> String {
        var name = className(of: item)
        if case .view(let v) = item, let tag = self[v].nametag, !tag.isEmpty { name = tag }
        return name + ":" + hexAddress(address(of: item))
    }

    /// `<V0:0x7133370>.left`.
    public func bookDescription(of anchor: Anchor) -> String {
        "<" + bookName(of: anchor.item) + ">." + anchor.attribute.name
    }

    /// The book's `stringValue` (Listing 5-1):
    /// `<V0:0x7133370>.left == <RootView:0x71331c0>.left + 211.0`, unary
    /// `<UIView:0x714a040>.height == 20.0`, multiplier `… == <UIView:0x8b50ce0>.width * 0.5`.
    ///
    /// Numbers are `%0.1f` as in the listing (the multiplier too, so 0.25 prints `0.2`); the
    /// multiplier is written when it is not 1, the constant when it is not 0, as `+ c` or `- |c|`;
    /// a unary constraint always prints its constant with its sign (`== -8.0`). One change from
    /// the listing: a negative zero prints `0.0`, not C's `-0.0`. A content-size constraint
    /// prints as the book shows it, its constant being the intrinsic size:
    /// `<UIImageView:0x8c33c20>.width == 64.0`.
    public func bookDescription(of c: LayoutConstraint) -> String {
        let first = bookDescription(of: c.first)
        let relation = c.relation.symbol
        guard let second = c.second else {
            return first + " " + relation + " " + NumberFormatting.fixed(c.constant == 0 ? 0 : c.constant, places: 1)
        }
        var rhs = bookDescription(of: second)
        if c.multiplier != 1 {
            rhs += " * " + NumberFormatting.fixed(c.multiplier, places: 1)
        }
        if c.constant > 0 {
            rhs += " + " + NumberFormatting.fixed(c.constant, places: 1)
        } else if c.constant < 0 {
            rhs += " - " + NumberFormatting.fixed(-c.constant, places: 1)
        }
        return first + " " + relation + " " + rhs
    }
}

extension Rect {
    /// The book's readable frame: `(110 202; 100 100)` — origin then size, numbers as
    /// ``NumberFormatting/readable(_:)`` (`(12.5 3; 100.333 20)`).
    public var readableDescription: String {
        let n = NumberFormatting.readable
        return "(\(n(x)) \(n(y)); \(n(width)) \(n(height)))"
    }
}

extension Size {
    /// `{64, 64}`, `{-1, -1}` for no intrinsic size (numbers as the readable frame's).
    public var readableDescription: String {
        "{\(NumberFormatting.readable(width)), \(NumberFormatting.readable(height))}"
    }
}

extension AffineTransform {
    /// `[a, b, c, d, tx, ty]`, as UIKit's `NSStringFromCGAffineTransform` (numbers readable).
    public var readableDescription: String {
        "[" + [a, b, c, d, tx, ty].map(NumberFormatting.readable).joined(separator: ", ") + "]"
    }
}
