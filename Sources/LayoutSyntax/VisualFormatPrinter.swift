extension VisualFormat {
    /// The canonical text: orientation always written, `==` left out only in the simple
    /// connection form (`-8-`, `-pad-`), parentheses only where needed, no spaces:
    /// `H:|-(>=20@750)-[a(==b)]-8-[b(>=50)]-|`. Parsing it gives back this tree (ranges aside).
    public var canonicalText: String {
        var text = orientation.rawValue + ":"
        if let leadingEdge {
            text += "|" + leadingEdge.connection.canonicalText
        }
        for (index, view) in views.enumerated() {
            if index > 0 {
                text += index - 1 < connections.count ? connections[index - 1].canonicalText : ""
            }
            text += view.canonicalText
        }
        if let trailingEdge {
            text += trailingEdge.connection.canonicalText + "|"
        }
        if isLeftToRight { text += "(LTR)" }
        return text
    }

    public var description: String { canonicalText }
}

extension VFLView {
    /// `[name]` or `[name(pred,pred)]`.
    public var canonicalText: String {
        var text = "[" + item.description
        if !predicates.isEmpty {
            text += "(" + predicates.map(\.canonicalText).joined(separator: ",") + ")"
        }
        return text + "]"
    }
}

extension VFLConnection {
    /// `` (adjacent), `-` (standard), `-8-`, `-pad-`, `-(>=8@750)-`, `-(-8)-`.
    public var canonicalText: String {
        switch kind {
        case .adjacent:
            return ""
        case .standard:
            return "-"
        case .predicates(let predicates):
            if predicates.count == 1, let simple = predicates[0].simpleText {
                return "-" + simple + "-"
            }
            return "-(" + predicates.map(\.canonicalText).joined(separator: ",") + ")-"
        }
    }
}

extension VFLPredicate {
    /// `>=20@750`, `100@20`, `-8`, `==b`, `<=pad`: the relation is left out when it is `==` and
    /// the object is a number or system spacing (as Apple prints `(402)`, `-(NSSpace(8))-`),
    /// written otherwise (`==b` could not be told from `b` used as a metric).
    public var canonicalText: String {
        var text = ""
        if relation != .equal {
            text = relation.symbol
        } else if case .reference = object {
            text = relation.symbol
        }
        text += object.canonicalText
        switch priority {
        case .value(let value)?: text += "@" + value.description
        case .metric(let name)?: text += "@" + name
        case nil: break
        }
        return text
    }

    /// The text of Apple's `simplePredicate` form when this predicate can be written that way
    /// (`==`, no priority, a non-negative number or a name), else nil.
    var simpleText: String? {
        guard relation == .equal, priority == nil else { return nil }
        switch object {
        case .constant(let value) where value >= 0: return formatNumber(value)
        case .reference(.name(let name)): return name
        default: return nil
        }
    }
}

extension VFLObject {
    /// `8`, `-8`, `pad`, `0x7a8724b0`, `UILabel:0x7a8724b0'Name'`, `NSSpace(8)`.
    public var canonicalText: String {
        switch self {
        case .constant(let value): return formatNumber(value)
        case .reference(let item): return item.description
        case .systemSpacing(let value, let spelling): return spelling.rawValue + "(" + formatNumber(value) + ")"
        }
    }
}

extension VFLOptions {
    /// ` align top,bottom direction left-to-right spacing baseline-to-baseline` (with a leading
    /// space), or the empty string.
    public var canonicalText: String {
        var text = ""
        if !alignment.isEmpty {
            text += " align " + alignment.map(\.attribute.name).joined(separator: ",")
        }
        if let direction { text += " direction " + direction.rawValue }
        if let spacing { text += " spacing " + spacing.rawValue }
        return text
    }
}

extension PinCommand {
    /// The format's canonical text followed by the options'.
    public var canonicalText: String { format.canonicalText + options.canonicalText }
    public var description: String { canonicalText }
}
