import LayoutModel
import LayoutSyntax
import LayoutText

/// `po VIEW.frame.size.width`, `po c4.constant`: key paths through a view's geometry and
/// NSLayoutConstraint's properties, printed as lldb's `po` prints them in an Objective-C frame —
/// numbers bare (`41`, `40.5`), `CGPoint` as `(x = 20, y = 20)`, `CGSize` as
/// `(width = 41, height = 21)`, enums by their constant's name (`NSLayoutAttributeWidth`),
/// strings unquoted and a missing object as `nil` (docs/commands.md, `help po`).
extension PoCommand {
    /// A geometry value along a key path.
    enum Geometry {
        case number(Double)
        case point(x: Double, y: Double)
        case size(width: Double, height: Double)
        case rect(Rect)

        var text: String {
            switch self {
            case .number(let n): return readable(n)
            case .point(let x, let y): return "(x = \(readable(x)), y = \(readable(y)))"
            case .size(let w, let h): return "(width = \(readable(w)), height = \(readable(h)))"
            case .rect(let r): return r.readableDescription
            }
        }

        var json: JSONValue {
            switch self {
            case .number(let n): return .number(n)
            case .point(let x, let y): return .object([("x", .number(x)), ("y", .number(y))])
            case .size(let w, let h): return .object([("width", .number(w)), ("height", .number(h))])
            case .rect(let r): return r.json
            }
        }

        /// The members a value of this kind has, as CGRect, CGPoint and CGSize have them in Swift.
        var members: [String] {
            switch self {
            case .number: return []
            case .point: return ["x", "y"]
            case .size: return ["width", "height"]
            case .rect: return ["origin", "size", "width", "height", "minX", "midX", "maxX", "minY", "midY", "maxY"]
            }
        }

        func member(_ name: String) -> Geometry? {
            switch (self, name) {
            case (.point(let x, _), "x"): return .number(x)
            case (.point(_, let y), "y"): return .number(y)
            case (.size(let w, _), "width"): return .number(w)
            case (.size(_, let h), "height"): return .number(h)
            case (.rect(let r), "origin"): return .point(x: r.x, y: r.y)
            case (.rect(let r), "size"): return .size(width: r.width, height: r.height)
            case (.rect(let r), "width"): return .number(r.width)
            case (.rect(let r), "height"): return .number(r.height)
            case (.rect(let r), "minX"): return .number(r.x)
            case (.rect(let r), "midX"): return .number(r.x + r.width / 2)
            case (.rect(let r), "maxX"): return .number(r.x + r.width)
            case (.rect(let r), "minY"): return .number(r.y)
            case (.rect(let r), "midY"): return .number(r.y + r.height / 2)
            case (.rect(let r), "maxY"): return .number(r.y + r.height)
            default: return nil
            }
        }
    }

    /// The view properties a geometry key path starts with.
    static let geometryRoots = ["frame", "bounds", "center", "contentSize"]

    /// Follows `frame.size.width` from a view; each unknown member is refused at its column.
    static func geometry(of view: ViewID, _ path: [(name: String, range: SourceRange)], _ shell: ShellContext) throws(Diagnostic) -> Geometry {
        let f = shell.session.frame(of: view)
        var value: Geometry
        switch path[0].name {
        case "frame": value = .rect(f)
        case "bounds": value = .rect(Rect(x: 0, y: 0, width: f.width, height: f.height))
        case "contentSize":
            let content = try contentSize(of: view, CommandWords.Word(text: "contentSize", range: path[0].range, isQuoted: false), shell)
            value = .size(width: content.size.width, height: content.size.height)
        default: value = .point(x: f.x + f.width / 2, y: f.y + f.height / 2)
        }
        var reached = path[0].name
        for component in path.dropFirst() {
            guard let next = value.member(component.name) else {
                let members = value.members
                var message = "'\(reached)' has no member '\(component.name)'"
                if members.isEmpty {
                    message += " (it is a number)"
                } else {
                    if let s = suggestion(for: component.name, among: members) { message += "; did you mean '\(s)'?" }
                    message += " (one of: \(members.joined(separator: ", ")))"
                }
                throw Diagnostic(message, range: component.range)
            }
            value = next
            reached += "." + component.name
        }
        return value
    }

    /// NSLayoutConstraint's properties, as `po c4.NAME` reads them.
    enum ConstraintProperty: String, CaseIterable {
        case constant, multiplier, priority, identifier, isActive, active, relation
        case firstItem, firstAttribute, secondItem, secondAttribute
    }

    static let constraintProperties = ConstraintProperty.allCases.map(\.rawValue)

    /// `NSLayoutAttributeWidth`, `NSLayoutAttributeNotAnAttribute` for none.
    static func attributeConstant(_ a: LayoutAttribute?) -> String {
        guard let a else { return "NSLayoutAttributeNotAnAttribute" }
        return "NSLayoutAttribute" + a.rawValue.prefix(1).uppercased() + a.rawValue.dropFirst()
    }

    static func relationConstant(_ r: LayoutRelation) -> String {
        switch r {
        case .equal: return "NSLayoutRelationEqual"
        case .lessThanOrEqual: return "NSLayoutRelationLessThanOrEqual"
        case .greaterThanOrEqual: return "NSLayoutRelationGreaterThanOrEqual"
        }
    }

    static func itemText(_ item: LayoutItem?, _ shell: ShellContext) -> String {
        switch item {
        case nil: return "nil"
        case .view(let v): return viewDescription(v, shell)
        case .guide(let g):
            let guide = shell.session.state[g]
            return "<UILayoutGuide: \(hexAddress(guide.address)) - \"\(guide.identifier)\">"
        }
    }

    static func constraintText(_ c: LayoutConstraint, _ p: ConstraintProperty, _ shell: ShellContext) -> String {
        switch p {
        case .constant: return readable(c.constant)
        case .multiplier: return readable(c.multiplier)
        case .priority: return c.priority.description
        case .identifier: return c.identifier ?? "nil"
        case .isActive, .active: return c.isActive ? "true" : "false"
        case .relation: return relationConstant(c.relation)
        case .firstItem: return itemText(c.first.item, shell)
        case .firstAttribute: return attributeConstant(c.first.attribute)
        case .secondItem: return itemText(c.second?.item, shell)
        case .secondAttribute: return attributeConstant(c.second?.attribute)
        }
    }

    static func itemJSON(_ item: LayoutItem?, _ shell: ShellContext) -> JSONValue {
        switch item {
        case nil: return .null
        case .view(let v): return shell.session.json(view: v)
        case .guide(let g): return .string(shell.session.state[g].name)
        }
    }

    static func constraintJSON(_ c: LayoutConstraint, _ p: ConstraintProperty, _ shell: ShellContext) -> JSONValue {
        switch p {
        case .constant: return .number(c.constant)
        case .multiplier: return .number(c.multiplier)
        case .priority: return .priority(c.priority)
        case .identifier: return c.identifier.map(JSONValue.string) ?? .null
        case .isActive, .active: return .bool(c.isActive)
        case .relation: return .string(relationConstant(c.relation))
        case .firstItem: return itemJSON(c.first.item, shell)
        case .firstAttribute: return .string(attributeConstant(c.first.attribute))
        case .secondItem: return itemJSON(c.second?.item, shell)
        case .secondAttribute: return .string(attributeConstant(c.second?.attribute))
        }
    }
}
