import LayoutModel
import LayoutText

/// `export json` and `export vfl`: the model as data and the constraints as Visual Format
/// Language. The JSON schema is documented in docs/json.md ("export json").
public enum LayoutExport {
    /// The version of the `export json` schema; it changes when a field changes meaning or goes.
    public static let jsonVersion = 1

    /// The whole model with its solved frames. Keys in schema order; views, guides and
    /// constraints in the order they were made. Views and constraints extend the shared View and
    /// Constraint objects of docs/json.md.
    public static func json(for session: LayoutSession) -> JSONValue {
        let state = session.state
        func insets(_ e: EdgeInsets) -> JSONValue {
            .object([("top", .number(e.top)), ("left", .number(e.left)), ("bottom", .number(e.bottom)), ("right", .number(e.right))])
        }
                func address(_ a: UInt64) -> JSONValue { .string("0x" + String(a, radix: 16)) }

        var views: [JSONValue] = []
        for (v, view) in zip(state.viewIDs, state.views) {
            let intrinsic = state.intrinsicSize(of: v)
            let frame = session.rootFrame(of: .view(v))
            let e = view.alignmentRectInsets
            let alignment = Rect(x: frame.x + e.left, y: frame.y + e.top, width: frame.width - e.left - e.right,
                                 height: frame.height - e.top - e.bottom)
            let containment = view.superview.map { Containment.of(frame, in: session.rootFrame(of: .view($0))) } ?? .inside
            guard case .object(var members) = session.json(view: v) else { continue }
            members += [
                ("nametag", .optional(view.nametag)),
                ("subviews", .strings(view.subviews.map { state[$0].name })),
                ("text", .optional(view.text)),
                ("rootFrame", frame.json),
                ("alignmentRect", alignment.json),
                ("intrinsicContentSize", intrinsic == .none ? .null : intrinsic.json),
                ("hugging", .priorities(view.hugging)),
                ("compressionResistance", .priorities(view.resistance)),
                ("layoutMargins", insets(view.layoutMargins)),
                ("alignmentRectInsets", insets(e)),
                ("contentMode", .string(view.contentMode.rawValue)),
                ("autoresizingMask", view.translatesAutoresizingMask ? .optional(state.maskCodes(of: v)) : .null),
                ("clipsToBounds", .bool(view.clipsToBounds)),
                ("hidden", .bool(view.isHidden)),
                ("brokenConstraints", .strings(state.constraints
                    .filter { c in c.isActive && c.isBroken && LayoutPicture.placedViews(of: c, in: state).contains(v) }.map(\.handleName))),
                ("containment", .string(containment == .inside ? "inside" : containment == .partlyOutside ? "partlyOutside" : "outside")),
            ]
            views.append(.object(members))
        }

        var guides: [JSONValue] = []
        for (g, guide) in zip(state.guideIDs, state.guides) {
            let kind: String
            switch guide.kind {
            case .layoutMargins: kind = "layoutMargins"
            case .safeArea: kind = "safeArea"
            case .user: kind = "user"
            case .stackSpacer: kind = "stackSpacer"
            }
            guides.append(.object([
                ("name", .string(guide.name)),
                ("kind", .string(kind)),
                ("owner", .string(state[guide.owner].name)),
                ("address", address(guide.address)),
                ("rootFrame", session.rootFrame(of: .guide(g)).json),
            ]))
        }

        var constraints: [JSONValue] = []
        for c in state.constraints {
            guard case .object(var members) = session.json(c) else { continue }
            members.append(("equation", .string(state.equationText(for: c))))
            constraints.append(.object(members))
        }

        return .object([
            ("format", .string("plumb-layout")),
            ("version", .int(jsonVersion)),
            ("root", .object([("name", .string(state[state.root].name)),
                              ("width", .number(state.rootSize.width)), ("height", .number(state.rootSize.height))])),
            ("settings", .object([
                ("rightToLeft", .bool(state.settings.rightToLeft)),
                ("doubleStrings", .bool(state.settings.doubleStrings)),
                ("textScale", .number(state.settings.textScale)),
                ("safeAreaInsets", insets(state.settings.safeAreaInsets)),
            ])),
            ("views", .array(views)),
            ("guides", .array(guides)),
            ("constraints", .array(constraints)),
        ])
    }

    /// The user's constraints as Visual Format Language, one format per line (what `pin` reads
    /// back), then the constraints VFL cannot say, as commented equations with their handles.
    /// Broken constraints are left out of the formats (they do not hold) and listed as broken.
    public static func visualFormatText(for state: LayoutState) -> String {
        let user = state.constraints.filter { $0.kind == .user }
        let export = state.visualFormats(for: user.filter { !$0.isBroken }.map(\.handle))
        var out = "# Visual Format Language for the layout's constraints (plumb export vfl).\n"
        out += "# Each line is the argument of `pin`; what VFL cannot say follows as comments.\n"
        for f in export.formats { out += f + "\n" }
        let rest = export.rest.compactMap { state.constraint($0) }
        if !rest.isEmpty {
            out += "# not expressible in VFL:\n"
            for c in rest { out += "#   \(c.handleName)  \(state.equationText(for: c))\(c.isActive ? "" : "  (inactive)")\n" }
        }
        let broken = user.filter(\.isBroken)
        if !broken.isEmpty {
            out += "# broken by a conflict:\n"
            for c in broken { out += "#   \(c.handleName)  \(state.equationText(for: c))\n" }
        }
        return out
    }
}
