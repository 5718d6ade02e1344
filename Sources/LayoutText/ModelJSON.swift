import LayoutModel
/// The JSON forms of the model's objects that every `--json` result and `export json` share:
/// rectangles, sizes, anchors, constraints and views. The schema is in docs/json.md; keys come
/// in the order written here.
extension Rect {
    /// `{"x": 20, "y": 20, "width": 44, "height": 21}`.
    public var json: JSONValue {
        .object([("x", .number(x)), ("y", .number(y)), ("width", .number(width)), ("height", .number(height))])
    }
}

extension EdgeInsets {
    /// `{"top": 0, "left": 16, "bottom": 0, "right": 16}`.
    public var json: JSONValue {
        .object([("top", .number(top)), ("left", .number(left)), ("bottom", .number(bottom)), ("right", .number(right))])
    }
}

extension Size {
    /// `{"width": 44, "height": 21}`; an absent intrinsic dimension (-1) is null.
    public var json: JSONValue {
        func dimension(_ d: Double) -> JSONValue { d == Size.noIntrinsicMetric ? .null : .number(d) }
        return .object([("width", dimension(width)), ("height", dimension(height))])
    }
}

extension ContentSize {
    /// `{"width": 280, "height": 600, "undetermined": ["width"]}`.
    public var json: JSONValue {
        .object([("width", .number(size.width)), ("height", .number(size.height)), ("undetermined", .strings(undetermined))])
    }
}

extension LayoutConstraint.Kind {
    /// The kind as a word: user, autoresizing, contentSize, encapsulatedSize, marginsGuide,
    /// safeAreaGuide, stackView, scrollGuide, readableContentGuide, keyboardGuide.
    public var jsonName: String {
        switch self {
        case .user: return "user"
        case .autoresizing: return "autoresizing"
        case .contentSize: return "contentSize"
        case .encapsulatedSize: return "encapsulatedSize"
        case .marginsGuide: return "marginsGuide"
        case .safeAreaGuide: return "safeAreaGuide"
        case .stackView: return "stackView"
        case .scrollGuide: return "scrollGuide"
        case .readableContentGuide: return "readableContentGuide"
        case .keyboardGuide: return "keyboardGuide"
        }
    }
}

extension LayoutSession {
    /// `{"item": "label", "attribute": "leading"}`.
    public func json(_ anchor: Anchor) -> JSONValue {
        .object([("item", .string(state.name(of: anchor.item))), ("attribute", .string(anchor.attribute.rawValue))])
    }

    /// A constraint: identity (handle, address, class, kind), the equation's parts, its
    /// state, where UIKit installs it and Apple's description of it.
    public func json(_ c: LayoutConstraint, style: LogStyle = .classic) -> JSONValue {
        let installed = state.installationView(of: c).map { JSONValue.string(state[$0].name) } ?? .null
        return .object([
            ("handle", .string(c.handleName)),
            ("address", .string(hexAddress(c.address))),
            ("class", .string(c.kind.className)),
            ("kind", .string(c.kind.jsonName)),
            ("first", json(c.first)),
            ("relation", .string(c.relation.symbol)),
            ("second", c.second.map { json($0) } ?? .null),
            ("multiplier", .number(c.multiplier)),
            ("constant", .number(c.constant)),
            ("priority", .priority(c.priority)),
            ("identifier", .optional(c.identifier)),
            ("nametag", .optional(c.nametag)),
            ("active", .bool(c.isActive)),
            ("broken", .bool(c.isBroken)),
            ("installedOn", installed),
            ("description", .string(state.appleDescription(of: c, style: style))),
        ])
    }

    /// A view: name, class, address, superview, frame (superview coordinates), the attributes
    /// whose value is ambiguous, and whether it translates its autoresizing mask; `ib` and
    /// `customClass` for a view read from an Interface Builder document.
    ///
    /// A scroll view adds its `contentSize`: `{"width", "height", "undetermined"}`, the dimensions
    /// its content's constraints leave undetermined ("width", "height").
    public func json(view v: ViewID) -> JSONValue {
        let view = state[v]
        var members: [(String, JSONValue)] = [
            ("name", .string(view.name)),
            ("class", .string(view.className)),
            ("address", .string(hexAddress(view.address))),
            ("superview", view.superview.map { .string(state[$0].name) } ?? .null),
            ("frame", frame(of: v).json),
            ("ambiguous", .strings(ambiguousAttributes(of: .view(v)))),
            ("translatesAutoresizingMask", .bool(view.translatesAutoresizingMask)),
        ]
        if let content = contentSize(of: v) { members.append(("contentSize", content.json)) }
        // Read from Interface Builder: its IB id and custom class.
        if let ib = view.interfaceBuilder {
            if let id = ib.id { members.append(("ib", .string(id))) }
            if let custom = ib.customClass { members.append(("customClass", .string(custom))) }
        }
        return .object(members)
    }
}
