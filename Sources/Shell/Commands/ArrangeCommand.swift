import LayoutModel
import LayoutSyntax
/// `arrange STACK VIEW… [at INDEX] [gravity GRAVITY]`.
enum ArrangeCommand: ShellCommand {
    static let name = "arrange"
    static let abstract = "Add views to a stack view's arranged subviews"
    static let signature = CommandSignature(
        .parameter(stack), .repeated(.parameter(view)), .optional(.literal("at"), .parameter(index)),
        .optional(.literal("gravity"), .parameter(gravity))
    )
    static let gravity = Parameter.oneOf(NSStackArguments.gravityNames, missing: "a gravity area after 'gravity'")
    static let stack = Parameter("STACK", .viewName, missing: "a stack view")
    static let view = Parameter("VIEW", .viewName, missing: "a view to arrange")
    static let index = Parameter("INDEX", .number, missing: "an index after 'at'")
    static let discussion = """
        UIStackView's addArrangedSubview (insertArrangedSubview(_:at:) with 'at'): the views join
        the arrangement in the order given, at the end or from INDEX on (0 is first). A view that
        is not yet a subview of the stack becomes one (leaving any stack that arranged it); one
        already arranged moves. Arranged views stop translating their autoresizing masks, as
        UIKit's do. The stack then makes its constraints again as UIKit makes them
        (UISV-canvas-connection, UISV-spacing, UISV-alignment, UISV-fill-equally, UISV-hiding, …,
        docs/stack-views.md): they show as the stack view's in refs, report and Apple's logs,
        are never offered as explain's fixes and are never saved (save writes the arrange and
        stack commands instead). 'unarrange' takes a view out again.
        An NSStackView keeps its views in gravity areas — leading, center, trailing (top, center,
        bottom when vertical): 'gravity' names the area (leading by default, as
        addArrangedSubview), and 'at' counts within it (insertView(_:at:in:)). The areas only
        place views apart in the gravityAreas distribution; the others arrange the areas' views
        in order (leading ones first). Its constraints are NSStackView.… (docs/stack-views.md §6).
        """
    static let examples = ["arrange form name email password", "arrange form title at 0", "arrange bar help gravity trailing"]
    static let changesLayout = true
    static let reportsMovedViews = true

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let stackWord = try Arguments.word(words, 1, self.stack, for: self)
        let stack = try shell.view(stackWord)
        var last = words.words.count
        var at: Int?
        var gravity: NSStackGravity?
        var gravityWord: CommandWords.Word?
        // `at INDEX` and `gravity GRAVITY`, in either order, at the end.
        while last >= 4 && !words.words[last - 2].isQuoted {
            let key = words.words[last - 2].text, w = words.words[last - 1]
            if key == "at" && at == nil {
                let i = try Arguments.integer(w, "an index")
                guard i >= 0 else { throw Diagnostic("an index cannot be negative, found \(i)", range: w.range) }
                at = i
            } else if key == "gravity" && gravity == nil {
                gravity = try NSStackArguments.gravity(w)
                gravityWord = words.words[last - 2]
            } else {
                break
            }
            last -= 2
        }
        if let gravityWord, shell.session.state[stack].stack != nil, shell.session.state[stack].stack?.appKit == nil {
            throw NSStackArguments.wrongKind(gravityWord, stack: shell.session.state[stack].name, appKit: false)
        }
        _ = try Arguments.word(words, 2, self.view, for: self)
        guard last > 2 else { throw usageError("missing a view to arrange", range: words.words[last].range) }
        var views: [ViewID] = []
        for k in 2..<last { views.append(try shell.view(words.words[k])) }
        let before = arranged(stack, shell)
        let translating = views.filter { shell.session.state[$0].translatesAutoresizingMask }
        do { try shell.session.arrange(views, in: stack, at: at, gravity: gravity) } catch {
            // A mistake about one view points at that view (the second time for one named twice).
            let state = shell.session.state
            func word(of name: String, last: Bool = false) -> SourceRange {
                let k = last ? views.lastIndex { state[$0].name == name } : views.firstIndex { state[$0].name == name }
                return k.map { words.words[2 + $0].range } ?? stackWord.range
            }
            var range = stackWord.range
            if case .stack(let e) = error {
                switch e {
                case .arrangedInItself(let v), .arrangedInDescendant(let v, _): range = word(of: v)
                case .namedTwice(let v): range = word(of: v, last: true)
                case .indexOutOfRange, .gravityIndexOutOfRange:
                    range = words.words.lastIndex { $0.text == "at" && !$0.isQuoted }.map { words.words[$0 + 1].range } ?? range
                default: break
                }
            }
            throw Diagnostic(error, at: range)
        }
        var what = "arrange \(shell.session.state[stack].name): " + EditSummary.change([before], arranged(stack, shell))
        if !translating.isEmpty {
            what += " (\(translating.map { shell.session.state[$0].name }.joined(separator: ", ")) no longer \(translating.count == 1 ? "translates its autoresizing mask" : "translate their autoresizing masks"))"
        }
        shell.changed(what)
    }

    /// `a, b, c` (or `none`): the stack's arranged subviews; an NSStackView's with the gravity
    /// areas other than leading named (`a, b (center), c (trailing)`).
    static func arranged(_ stack: ViewID, _ shell: ShellContext) -> String {
        let state = shell.session.state
        guard let config = state[stack].stack else { return "none" }
        let names = config.arranged.map { v in
            guard let appKit = config.appKit, appKit.gravity(of: v) != .leading else { return state[v].name }
            return state[v].name + " (\(appKit.gravity(of: v).name(in: appKit.properties.orientation)))"
        }
        return names.isEmpty ? "none" : names.joined(separator: ", ")
    }
}
