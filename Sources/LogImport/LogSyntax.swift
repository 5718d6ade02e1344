import LayoutModel
import LayoutSyntax

/// The syntax of Apple's constraint descriptions as printed in console logs
/// (../shared/formats/console-log-grammar.md §2), with source positions. Produced by
/// ``DescriptionParser``; read by ``Reconstruction``.

/// A layout item as printed: `UILabel:0x7a8724b0'Name'`, `UILabel:blueView` (Masonry key),
/// `AddressToolbar.lockIcon` (a view identifier, no address) or `|` in a VFL body.
public struct LogItem: Hashable, Sendable {
    /// The class (`UILabel`, `Trust.BrowserNavigationBar`); nil for a bare name.
    public var className: String?
    /// The address, when the handle is hexadecimal.
    public var address: UInt64?
    /// The handle as printed (`0x7a8724b0`, `blueView`), or the bare name.
    public var handle: String
    /// The text in quotes after the handle.
    public var label: String?
    /// Columns (0-based offsets into the description) of the item's text.
    public var start: Int
    public var end: Int

    /// The superview placeholder of VFL.
    public var isPipe: Bool { className == nil && handle == "|" }

    /// The key that identifies the object across the log: its address, else class and key,
    /// else its name.
    public var key: String {
        if let a = address { return "0x" + String(a, radix: 16) }
        if let c = className { return c + ":" + handle }
        return handle
    }

    /// Whether the item is a layout guide (by class or by its guide identifier).
    public var isGuide: Bool {
        if let c = className, ["UILayoutGuide", "_UILayoutGuide", "_UILayoutSpacer", "_UIScrollViewLayoutGuide", "UIKeyboardLayoutGuide", "NSLayoutGuide", "NSViewSafeAreaLayoutGuide"].contains(c) { return true }
        return label == "UIViewSafeAreaLayoutGuide" || label == "UIViewLayoutMarginsGuide"
    }
}

/// An anchor: `item.attribute`, with the attribute as printed (`leadingMargin`, `minX`, `Width`).
public struct LogAnchor: Hashable, Sendable {
    public var item: LogItem
    public var attribute: String
}

/// A VFL gap or predicate: `(>=NSSpace(8)@750)`.
public struct LogPredicate: Hashable, Sendable {
    public var relation: LayoutRelation
    public var value: Double
    /// `NSSpace(n)` or `NSLayoutAnchorConstraintSpace(n)`: the system's spacing, resolved.
    public var isSystemSpacing: Bool
    public var priority: LayoutPriority?
}

/// The body of a description.
public enum LogBody: Hashable, Sendable {
    /// `lhs REL [m*]rhs.attr [* m] [± c] [NSSpace(n)]`, or `lhs REL c`.
    case equation(lhs: LogAnchor, relation: LayoutRelation, rhs: LogAnchor?, multiplier: Double, constant: Double, systemSpacing: Double?)
    /// `H:[item(pred)]`.
    case vflSize(axis: Axis, item: LogItem, predicate: LogPredicate)
    /// `H:|-(gap)-[item]`: the item's leading (top) edge from its superview's.
    case vflLeadingEdge(axis: Axis, item: LogItem, gap: LogPredicate, ltr: Bool)
    /// `H:[item]-(gap)-|`: the superview's trailing (bottom) edge from the item's.
    case vflTrailingEdge(axis: Axis, item: LogItem, gap: LogPredicate, ltr: Bool)
    /// `H:[first]-(gap)-[second]`: second's leading edge from first's trailing edge.
    case vflSiblings(axis: Axis, first: LogItem, second: LogItem, gap: LogPredicate, ltr: Bool)
}

/// One constraint description: `<Class:handle ['identifier'] [h=… v=…] body [flags]>`.
public struct LogConstraint: Hashable, Sendable {
    public var className: String
    /// The handle as printed (address, Masonry key; SnapKit's `@File.swift#17` included).
    public var handle: String
    public var address: UInt64?
    /// SnapKit's `File.swift#17`.
    public var sourceLocation: String?
    public var identifier: String?
    /// `h=--&` / `v=--&` codes (autoresizing constraints).
    public var horizontalMask: String?
    public var verticalMask: String?
    public var body: LogBody
    /// `(active)`, `(active, names: …)`: true; `(Names: …)` or nothing: nil.
    public var active: Bool?
    /// `names:` bindings, `'|'` included, in order.
    public var names: [(name: String, item: LogItem)]
    /// `priority:251` or `@251` after an equation.
    public var priority: LayoutPriority?
    /// `Hug:250 CompressionResistance:750` (content-size constraints).
    public var hugging: LayoutPriority?
    public var compressionResistance: LayoutPriority?
    /// Where the description starts: line and column (1-based) in the log.
    public var line: Int
    public var column: Int
    /// The text as read (escapes decoded), for messages and matching.
    public var text: String

    public static func == (a: LogConstraint, b: LogConstraint) -> Bool {
        a.text == b.text && a.line == b.line && a.column == b.column
    }

    public func hash(into h: inout Hasher) {
        h.combine(text)
        h.combine(line)
        h.combine(column)
    }

    /// The key that identifies the constraint across messages: its address, else class and handle.
    public var key: String { address.map { "0x" + String($0, radix: 16) } ?? (className + ":" + handle) }

    /// The `'|'` binding.
    public var pipe: LogItem? { names.first { $0.name == "|" }?.item }
}
