import LayoutModel
import LayoutSyntax
import LayoutText
/// `po EXPR`, as lldb's: a view, a constraint, a property of a view, or `trace`.
enum PoCommand: ShellCommand {
    static let name = "po"
    static let abstract = "Print an object or property as lldb's po would (po trace: _autolayoutTrace)"
    static let signature = CommandSignature([
        CommandForm(.literal("trace")),
        CommandForm(.word("VIEW|CONSTRAINT", .itemOrConstraint)),
        CommandForm(.word("VIEW." + properties.joined(separator: "|"), .viewProperty(properties))),
    ])
    static let discussion = """
        po trace prints UIKit's _autolayoutTrace: the view tree indented with '|   ', '*' before
        views laid out with Auto Layout, '+' before views that translate their autoresizing
        mask, and '- AMBIGUOUS LAYOUT for …' naming each ambiguous view's free engine variables.
        """
    static let examples = ["po trace", "po img.frame", "po V0.hasAmbiguousLayout", "po c3"]
    static let printsJSON = true

    static let properties = Property.allCases.map(\.rawValue)

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let w = try Arguments.word(words, 1, "what to print", for: self)
        try Arguments.noMore(words, after: 2, for: self)
        if w.text == "trace" {
            shell.print(shell.wantsJSON ? traceJSON(shell).prettyText : trace(shell))
            return
        }
        if shell.wantsJSON {
            shell.print(json: try json(w, shell))
            return
        }
        let session = shell.session
        let state = session.state
        switch try target(w, shell) {
        case .property(let view, let property):
            switch property {
            case .frame: shell.print(session.frame(of: view).readableDescription)
            case .bounds:
                let f = session.frame(of: view)
                shell.print(Rect(x: 0, y: 0, width: f.width, height: f.height).readableDescription)
            case .constraints:
                let cs = state.installedConstraints(on: view)
                shell.print(appleArray(cs.map { state.appleDescription(of: $0, style: shell.settings.logStyle) }))
            case .intrinsicContentSize:
                let s = state.intrinsicSize(of: view)
                shell.print("(width = \(readable(s.width)), height = \(readable(s.height)))")
            case .hasAmbiguousLayout: shell.print(session.hasAmbiguousLayout(.view(view)) ? "true" : "false")
            case .superview:
                if let s = state[view].superview { shell.print(viewDescription(s, shell)) } else { shell.print("nil") }
            case .subviews:
                shell.print(appleArray(state[view].subviews.map { viewDescription($0, shell) }))
            }
        case .item(.view(let v)): shell.print(viewDescription(v, shell))
        case .item(.guide(let g)):
            // Naming `VIEW.margins` makes the guide on first use: read the state again.
            let guide = session.state[g]
            let f = session.rootFrame(of: .guide(g))
            shell.print("<UILayoutGuide: \(hexAddress(guide.address)) - \"\(guide.identifier)\", layoutFrame = {{\(readable(f.x)), \(readable(f.y))}, {\(readable(f.width)), \(readable(f.height))}}, owningView = \(viewDescription(guide.owner, shell))>")
        case .constraints(let handles):
            for h in handles { shell.print(state.appleDescription(of: state[h], style: shell.settings.logStyle)) }
        }
    }

    /// What `po` was asked to print.
    enum Target {
        case property(view: ViewID, Property)
        case item(LayoutItem)
        case constraints([ConstraintHandle])
    }

    enum Property: String, CaseIterable {
        case frame, bounds, constraints, intrinsicContentSize, hasAmbiguousLayout, superview, subviews
    }

    /// Reads `po`'s argument: a view or guide by name (a guide's name has a dot too:
    /// `root.margins`, so names come first), then `VIEW.property`, then constraints.
    static func target(_ w: CommandWords.Word, _ shell: ShellContext) throws(Diagnostic) -> Target {
        if let item = shell.session.resolve(ShellContext.reference(w.text)) { return .item(item) }
        // A bracketed description (`<V0:0x…>.frame`) may hold dots of its own: only a dot after it counts.
        if let dot = w.text.lastIndex(of: "."), w.text.lastIndex(of: ">").map({ $0 < dot }) ?? true {
            let base = CommandWords.Word(text: String(w.text[..<dot]), range: SourceRange(start: w.range.start, end: w.range.start + w.text.distance(from: w.text.startIndex, to: dot)), isQuoted: false)
            let name = String(w.text[w.text.index(after: dot)...])
            let view = try shell.view(base)
            guard let property = Property(rawValue: name) else {
                var message = "unknown property '\(name)'"
                if let s = suggestion(for: name, among: properties) { message += "; did you mean '\(s)'?" }
                throw Diagnostic(message + " (one of: \(properties.joined(separator: ", ")))",
                                 range: SourceRange(start: base.range.end + 1, end: w.range.end))
            }
            return .property(view: view, property)
        }
        return .constraints(try shell.constraintsOrViewError(w))
    }

    /// UIKit's view description: `<UILabel: 0x7a8724b0; frame = (20 20; 41 21); text = 'Name'>`.
    static func viewDescription(_ v: ViewID, _ shell: ShellContext) -> String {
        let view = shell.session.state[v]
        var parts = ["<\(view.className): \(hexAddress(view.address))", "frame = \(shell.session.frame(of: v).readableDescription)"]
        if let text = shell.session.state.displayedText(of: v) { parts.append("text = '\(text)'") }
        if view.clipsToBounds { parts.append("clipsToBounds = YES") }
        if view.isHidden { parts.append("hidden = YES") }
        if view.translatesAutoresizingMask { parts.append("autoresize = \(view.autoresizingMask.isEmpty ? "NONE" : view.autoresizingMask.codes)") }
        if let tag = view.nametag { parts.append("nametag = '\(tag)'") }
        return parts.joined(separator: "; ") + ">"
    }

    /// An NSArray description.
    static func appleArray(_ items: [String]) -> String {
        if items.isEmpty { return "<__NSArray0 0x0>(\n\n)" }
        return "(\n" + items.enumerated().map { "    \"\($0.element)\"" + ($0.offset + 1 < items.count ? "," : "") }.joined(separator: "\n") + "\n)"
    }

    /// `_autolayoutTrace`.
    static func trace(_ shell: ShellContext) -> String {
        let session = shell.session
        let state = session.state
        var lines: [String] = []
        let rootDepth = 0
        for v in state.descendants(of: state.root) {
            let depth = state.ancestors(of: v).count - 1 - rootDepth
            let view = state[v]
            var line = String(repeating: "|   ", count: depth)
            if v == state.root {
                line += "•"
            } else {
                line += view.translatesAutoresizingMask ? "+" : "*"
            }
            line += state.appleName(of: .view(v))
            let free = session.ambiguousAttributes(of: .view(v))
            if !free.isEmpty {
                let ids = session.engineVariableIDs(of: .view(v))
                let named = state.appleName(of: .view(v))
                let parts = free.map { attribute -> String in
                    let (label, id) = switch attribute {
                    case "minX": ("minX", ids.minX)
                    case "minY": ("minY", ids.minY)
                    case "width": ("Width", ids.width)
                    default: ("Height", ids.height)
                    }
                    return "\(named).\(label){id: \(id)}"
                }
                line += "- AMBIGUOUS LAYOUT for " + parts.joined(separator: ", ")
            }
            lines.append(line)
        }
        lines.append("")
        lines.append("Legend:")
        lines.append("\t* - is laid out with auto layout")
        lines.append("\t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES")
        lines.append("\t• - layout engine host")
        return lines.joined(separator: "\n")
    }
}

extension PoCommand {
    /// `po --json`: the object or property as JSON — `{"command": "po", "expression": …,
    /// "value": …}`.
    static func json(_ w: CommandWords.Word, _ shell: ShellContext) throws(Diagnostic) -> JSONValue {
        let session = shell.session
        let state = session.state
        let style = shell.settings.logStyle
        func result(_ value: JSONValue) -> JSONValue {
            .object([("command", .string(name)), ("expression", .string(w.text)), ("value", value)])
        }
        switch try target(w, shell) {
        case .property(let view, let property):
            switch property {
            case .frame: return result(session.frame(of: view).json)
            case .bounds:
                let f = session.frame(of: view)
                return result(Rect(x: 0, y: 0, width: f.width, height: f.height).json)
            case .constraints: return result(.array(state.installedConstraints(on: view).map { session.json($0, style: style) }))
            case .intrinsicContentSize: return result(state.intrinsicSize(of: view).json)
            case .hasAmbiguousLayout: return result(.bool(session.hasAmbiguousLayout(.view(view))))
            case .superview: return result(state[view].superview.map { session.json(view: $0) } ?? .null)
            case .subviews: return result(.array(state[view].subviews.map { session.json(view: $0) }))
            }
        case .item(.view(let v)): return result(session.json(view: v))
        case .item(.guide(let g)):
            // Naming `VIEW.margins` makes the guide on first use: read the state again.
            let guide = session.state[g]
            return result(.object([
                ("name", .string(guide.name)),
                ("identifier", .string(guide.identifier)),
                ("address", .string(hexAddress(guide.address))),
                ("owningView", .string(session.state[guide.owner].name)),
                ("layoutFrame", session.rootFrame(of: .guide(g)).json),
            ]))
        case .constraints(let handles):
            return result(.array(handles.map { session.json(state[$0], style: style) }))
        }
    }

    /// `po trace --json`: each view in trace order with its depth, how it is laid out (`host`,
    /// `auto` for Auto Layout, `autoresizing`) and its ambiguous attributes.
    static func traceJSON(_ shell: ShellContext) -> JSONValue {
        let session = shell.session
        let state = session.state
        let views: [JSONValue] = state.descendants(of: state.root).map { v in
            let view = state[v]
            let layout = v == state.root ? "host" : view.translatesAutoresizingMask ? "autoresizing" : "auto"
            return .object([
                ("name", .string(view.name)),
                ("class", .string(view.className)),
                ("address", .string(hexAddress(view.address))),
                ("depth", .int(state.ancestors(of: v).count - 1)),
                ("layout", .string(layout)),
                ("ambiguous", .strings(session.ambiguousAttributes(of: .view(v)))),
            ])
        }
        return .object([("command", .string("po trace")), ("views", .array(views))])
    }
}
