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
        func address(_ a: UInt64) -> JSONValue { .string("0x" + String(a, radix: 16)) }
        // A stack view's configuration, as `arrange` and `stack` set it; null for other views.
        func stack(of v: ViewID) -> JSONValue {
            guard let config = state[v].stack else { return .null }
            if let appKit = config.appKit {
                // An NSStackView's (docs/json.md): AppKit's properties, each arranged view's gravity
                // area, visibility priority and whether it is detached.
                let p = appKit.properties
                return .object([
                    ("orientation", .string(p.orientation == .horizontal ? "horizontal" : "vertical")),
                    ("distribution", .string(p.distribution.rawValue)),
                    ("alignment", .string(p.alignment.rawValue)),
                    ("spacing", .number(p.spacing)),
                    ("customSpacing", .array(config.arranged.compactMap { a in
                        config.customSpacingAfter[a].map { .object([("after", .string(state[a].name)), ("spacing", .number($0))]) }
                    })),
                    ("edgeInsets", p.edgeInsets.json),
                    ("detachesHiddenViews", .bool(p.detachesHiddenViews)),
                    ("arranged", .array(config.arranged.map { a in
                        .object([("view", .string(state[a].name)), ("gravity", .string(appKit.gravity(of: a).name(in: p.orientation))),
                                 ("visibilityPriority", .number(Double(appKit.visibility(of: a)))),
                                 ("detached", .bool(state.detachingStack(of: a) != nil))])
                    })),
                ])
            }
            let p = config.properties
            return .object([
                ("axis", .string(p.axis == .horizontal ? "horizontal" : "vertical")),
                ("distribution", .string(p.distribution.rawValue)),
                ("alignment", .string(p.alignment.rawValue)),
                ("spacing", .number(p.spacing)),
                ("customSpacing", .array(config.arranged.compactMap { a in
                    config.customSpacingAfter[a].map { .object([("after", .string(state[a].name)), ("spacing", .number($0))]) }
                })),
                ("layoutMarginsRelative", .bool(p.isLayoutMarginsRelativeArrangement)),
                ("baselineRelative", .bool(p.isBaselineRelativeArrangement)),
                ("arranged", .strings(config.arranged.map { state[$0].name })),
            ])
        }

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
                ("layoutMargins", view.layoutMargins.json),
                ("alignmentRectInsets", e.json),
                ("contentMode", .string(view.contentMode.rawValue)),
                ("autoresizingMask", view.translatesAutoresizingMask ? .optional(state.maskCodes(of: v)) : .null),
                ("clipsToBounds", .bool(view.clipsToBounds)),
                ("hidden", .bool(view.isHidden)),
                ("brokenConstraints", .strings(state.constraints
                    .filter { c in c.isActive && c.isBroken && LayoutPicture.placedViews(of: c, in: state).contains(v) }.map(\.handleName))),
                ("containment", .string(containment == .inside ? "inside" : containment == .partlyOutside ? "partlyOutside" : "outside")),
                ("stack", stack(of: v)),
            ]
            views.append(.object(members))
        }

        var guides: [JSONValue] = []
        // A scroll view's guides with `scroll-guides off` are the engine's content area, not guides.
        for (g, guide) in zip(state.guideIDs, state.guides) where !guide.kind.isScrollGuide || state.isVisible(g) {
            let kind: String
            switch guide.kind {
            case .layoutMargins: kind = "layoutMargins"
            case .safeArea: kind = "safeArea"
            case .user: kind = "user"
            case .stackSpacer: kind = "stackSpacer"
            case .scrollContent: kind = "scrollContent"
            case .scrollFrame: kind = "scrollFrame"
            case .readableContent: kind = "readableContent"
            case .keyboard: kind = "keyboard"
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
                ("safeAreaInsets", state.settings.safeAreaInsets.json),
                ("scrollGuides", .bool(state.settings.scrollGuides)),
            ] + (state.settings.keyboardHeight.map { [("keyboardHeight", JSONValue.number($0))] } ?? []))),
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
        // A stack view's constraints are made by the stack from its properties (issue 14): they
        // are not formats to pin, but the stack is part of the layout.
        let stacks = state.viewIDs.compactMap { v in state.stackDescription(of: v).map { state[v].name + ": " + $0 } }
        if !stacks.isEmpty {
            out += "# stack views (they make their own constraints; `arrange` and `stack` set them up):\n"
            for s in stacks { out += "#   \(s)\n" }
        }
        return out
    }
}
