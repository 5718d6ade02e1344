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
        A UIScrollView has contentSize (its contentLayoutGuide's solved size; when the content's
        constraints leave it open, a line says so: the scroll view's content width is not
        determined). Key paths go through frame, bounds, center and contentSize
        (img.frame.size.width, img.bounds.size, img.center.x, sv.contentSize.height; a rect
        also has origin, size, width, height, minX … maxY), and a constraint has NSLayoutConstraint's properties (c4.constant, multiplier, priority,
        identifier, isActive or active, relation, firstItem, firstAttribute, secondItem,
        secondAttribute). Values print as lldb's po prints them in an Objective-C frame: numbers
        bare (41), CGPoint (x = 20, y = 20), CGSize (width = 41, height = 21), enums by their
        constant (NSLayoutAttributeWidth), strings unquoted, no object as nil.
        """
    static let examples = ["po trace", "po img.frame", "po V0.hasAmbiguousLayout", "po c3", "po c3.constant", "po img.frame.size.width", "po sv.contentSize"]
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
            case .contentSize:
                let content = try contentSize(of: view, w, shell)
                shell.print(Geometry.size(width: content.size.width, height: content.size.height).text)
                shell.print(lines: content.sentences.map { $0 + " (the value above is one of many)" })
            }
        case .item(.view(let v)): shell.print(viewDescription(v, shell))
        case .item(.guide(let g)):
            // Naming `VIEW.margins` makes the guide on first use: read the state again.
            let guide = session.state[g]
            let f = session.rootFrame(of: .guide(g))
            shell.print("<\(guide.className): \(hexAddress(guide.address)) - \"\(guide.identifier)\", layoutFrame = {{\(readable(f.x)), \(readable(f.y))}, {\(readable(f.width)), \(readable(f.height))}}, owningView = \(viewDescription(guide.owner, shell))>")
        case .constraints(let handles):
            for h in handles { shell.print(state.appleDescription(of: state[h], style: shell.settings.logStyle)) }
        case .geometry(let view, let path):
            shell.print(try geometry(of: view, path, shell).text)
            // `sv.contentSize.width`: say when that dimension is one of many.
            if path[0].name == "contentSize", let content = session.contentSize(of: view) {
                let asked = content.undetermined.filter { path.count == 1 || path[1].name == $0 }
                shell.print(lines: ContentSize(size: content.size, undetermined: asked).sentences.map { $0 + " (the value above is one of many)" })
            }
        case .constraintProperty(let handles, let property):
            for h in handles { shell.print(constraintText(state[h], property, shell)) }
        }
    }

    /// What `po` was asked to print.
    enum Target {
        case property(view: ViewID, Property)
        case item(LayoutItem)
        case constraints([ConstraintHandle])
        /// `frame.size.width`, `bounds.size`, `center.x`: each step with its columns.
        case geometry(view: ViewID, [(name: String, range: SourceRange)])
        case constraintProperty([ConstraintHandle], ConstraintProperty)
    }

    enum Property: String, CaseIterable {
        case frame, bounds, constraints, intrinsicContentSize, hasAmbiguousLayout, superview, subviews, contentSize
    }

    /// A scroll view's content size (its content guide's solved size), or the error for a view
    /// that is not a UIScrollView.
    static func contentSize(of view: ViewID, _ w: CommandWords.Word, _ shell: ShellContext) throws(Diagnostic) -> ContentSize {
        guard let content = shell.session.contentSize(of: view) else {
            let v = shell.session.state[view]
            throw Diagnostic(LayoutError.notAScrollView(view: v.name, className: v.className), at: w.range)
        }
        return content
    }

    /// Reads `po`'s argument: a view or guide by name (a guide's name has a dot too:
    /// `root.margins`, so names come first), then `VIEW.property`, then constraints.
    static func target(_ w: CommandWords.Word, _ shell: ShellContext) throws(Diagnostic) -> Target {
        if let item = shell.session.resolve(ShellContext.reference(w.text)) { return .item(item) }
        if let off = shell.session.scrollGuidesOffError(ShellContext.reference(w.text)) { throw Diagnostic(off, at: w.range) }
        // A bracketed description (`<V0:0x…>.frame`) may hold dots of its own: only dots after it count.
        let after = w.text.lastIndex(of: ">").map { w.text.index(after: $0) } ?? w.text.startIndex
        let dots = w.text.indices.filter { $0 >= after && w.text[$0] == "." }
        guard let firstDot = dots.first else { return .constraints(try shell.constraintsOrViewError(w)) }
        func prefix(_ dot: String.Index) -> CommandWords.Word {
            CommandWords.Word(text: String(w.text[..<dot]), range: SourceRange(start: w.range.start, end: w.range.start + w.text.distance(from: w.text.startIndex, to: dot)), isQuoted: false)
        }
        func components(_ dot: String.Index) -> [(name: String, range: SourceRange)] {
            var result: [(name: String, range: SourceRange)] = []
            var start = w.text.index(after: dot)
            for end in dots.filter({ $0 > dot }) + [w.text.endIndex] {
                let column = w.range.start + w.text.distance(from: w.text.startIndex, to: start)
                result.append((String(w.text[start..<end]), SourceRange(start: column, end: column + w.text.distance(from: start, to: end))))
                if end < w.text.endIndex { start = w.text.index(after: end) }
            }
            return result
        }
        // The longest name that is a view (guides' names hold dots) or a constraint comes first.
        for dot in dots.reversed() {
            let base = prefix(dot)
            let path = components(dot)
            if case .view(let view)? = shell.session.resolve(ShellContext.reference(base.text)) {
                if geometryRoots.contains(path[0].name), path.count > 1 || path[0].name == "center" {
                    return .geometry(view: view, path)
                }
                if path.count == 1, let property = Property(rawValue: path[0].name) { return .property(view: view, property) }
                let known = properties + ["center"]
                var message = "unknown property '\(path.map(\.name).joined(separator: "."))'"
                if path.count == 1, let s = suggestion(for: path[0].name, among: known) { message += "; did you mean '\(s)'?" }
                throw Diagnostic(message + " (one of: \(known.joined(separator: ", ")))",
                                 range: SourceRange(start: base.range.end + 1, end: w.range.end))
            }
            if case .guide? = shell.session.resolve(ShellContext.reference(base.text)) { _ = try shell.view(base) }
            if let handles = try? shell.constraints(base) {
                guard path.count == 1, let property = ConstraintProperty(rawValue: path[0].name) else {
                    let name = path.map(\.name).joined(separator: ".")
                    var message = "a constraint has no property '\(name)'"
                    if let s = suggestion(for: name, among: constraintProperties) { message += "; did you mean '\(s)'?" }
                    throw Diagnostic(message + " (one of: \(constraintProperties.joined(separator: ", ")))",
                                     range: SourceRange(start: base.range.end + 1, end: w.range.end))
                }
                return .constraintProperty(handles, property)
            }
        }
        // Nothing before a dot names anything: say so about the first name.
        let base = prefix(firstDot)
        if let n = base.text.first, n == "c" || n == "s", Int(base.text.dropFirst()) != nil {
            _ = try shell.constraints(base)
        }
        _ = try shell.view(base)
        return .constraints(try shell.constraintsOrViewError(w))
    }

    /// UIKit's view description: `<UILabel: 0x7a8724b0; frame = (20 20; 41 21); text = 'Name'>`.
    static func viewDescription(_ v: ViewID, _ shell: ShellContext) -> String {
        let view = shell.session.state[v]
        // A view from Interface Builder prints as its custom class, as UIKit's description does.
        let shownClass = view.interfaceBuilder?.customClass ?? view.className
        var parts = ["<\(shownClass): \(hexAddress(view.address))", "frame = \(shell.session.frame(of: v).readableDescription)"]
        if let text = shell.session.state.displayedText(of: v) { parts.append("text = '\(text)'") }
        if view.clipsToBounds { parts.append("clipsToBounds = YES") }
        if view.isHidden { parts.append("hidden = YES") }
        if view.translatesAutoresizingMask { parts.append("autoresize = \(view.autoresizingMask.isEmpty ? "NONE" : view.autoresizingMask.codes)") }
        if let tag = view.nametag { parts.append("nametag = '\(tag)'") }
        if let id = view.interfaceBuilder?.id { parts.append("ib = '\(id)'") }
        // UIScrollView's description ends with its scrolling state, as UIKit prints it.
        if let content = shell.session.contentSize(of: v) {
            parts.append("contentOffset: {0, 0}; contentSize: {\(readable(content.size.width)), \(readable(content.size.height))}; adjustedContentInset: {0, 0, 0, 0}")
        }
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
            // A scroll view whose content size its content leaves open (rule 40).
            if let content = session.contentSize(of: v), !content.undetermined.isEmpty {
                line += "- AMBIGUOUS CONTENT SIZE: " + content.sentences.joined(separator: "; ")
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
            case .contentSize: return result(try contentSize(of: view, w, shell).json)
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
        case .geometry(let view, let path):
            return result(try geometry(of: view, path, shell).json)
        case .constraintProperty(let handles, let property):
            let values = handles.map { constraintJSON(state[$0], property, shell) }
            return result(values.count == 1 ? values[0] : .array(values))
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
            ] + (session.contentSize(of: v).map { [("contentSize", $0.json)] } ?? []))
        }
        return .object([("command", .string("po trace")), ("views", .array(views))])
    }
}
