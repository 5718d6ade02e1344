import LayoutModel
import LayoutSyntax
import Foundation

/// What Tab does with the word before the cursor.
public struct Completion: Hashable, Sendable {
    /// The word being completed, as it stands before the cursor (an opening quote included).
    public var word: String
    /// The whole words that fit, in the order a listing shows them.
    public var candidates: [String]
    /// How a listing shows each candidate: attributes without their view, files without their folder.
    public var displayed: [String]
    /// What `word` becomes on Tab: the only candidate and what follows it (a space; `/` after a
    /// folder; `.` after an item where an attribute comes next), or else the candidates' longest
    /// common prefix. Equal to `word` when Tab can add nothing (then a listing helps).
    public var replacement: String

    public init(word: String, candidates: [String] = [], displayed: [String]? = nil, replacement: String? = nil) {
        self.word = word
        self.candidates = candidates
        self.displayed = displayed ?? candidates
        self.replacement = replacement ?? word
    }

    /// Whether Tab changes the line.
    public var extendsWord: Bool { replacement != word }
}

/// Tab completion for the shell: command names, then what each command's signature allows
/// next (`CommandSignature.next(after:)`) — its keywords, view and item names, `view.attribute`
/// after a dot, constraint handles (c1…, s1…), identifiers and nametags, file paths. Pure:
/// reads the session, never changes it, never touches a terminal (the executable calls it from
/// libedit's completion key).
public enum LineCompletion {
    /// Completes the last word of `textBeforeCursor` (the line up to the cursor).
    public static func complete(_ textBeforeCursor: String, in context: ShellContext) -> Completion {
        guard let split = Tokens(textBeforeCursor) else { return Completion(word: "") }
        let typed = split.current
        let choices = self.choices(previous: split.previous, current: typed, in: context)
        return finish(typed: typed, choices: choices)
    }

    // MARK: - Choices

    /// A possible word: its text (unquoted), how a listing shows it, and what follows it when it
    /// is the only match.
    struct Choice: Hashable {
        var text: String
        var display: String
        var suffix: String
        init(_ text: String, display: String? = nil, suffix: String = " ") {
            self.text = text
            self.display = display ?? text
            self.suffix = suffix
        }
    }

    static func choices(previous: [String], current: Tokens.Word, in context: ShellContext) -> [Choice] {
        let registry = context.registry
        guard let commandWord = previous.first else {
            var names: [Choice] = []
            for c in registry.commands { for n in CommandRegistry.names(of: c) { names.append(Choice(n)) } }
            return names
        }
        guard case .found(let command) = registry.lookup(commandWord) else { return [] }
        let text = current.text
        // The interpreter takes `--json` out of an inspector's line wherever it is.
        var arguments = Array(previous.dropFirst())
        if command.printsJSON { arguments.removeAll { $0 == "--json" } }
        var found: [Choice] = []
        for next in command.signature.next(after: arguments) {
            switch next {
            case .literal(let word): found.append(Choice(word))
            case .parameter(let p): found += choices(for: p.kind, text, context)
            }
        }
        if command.printsJSON && text.hasPrefix("-") { found.append(Choice("--json")) }
        return found
    }

    static func choices(for kind: ArgumentKind, _ text: String, _ context: ShellContext) -> [Choice] {
        switch kind {
        case .keyword(let words): return words.map { Choice($0) }
        case .viewName: return views(context)
        case .itemName: return items(context)
        case .anchor:
            if text.contains(".") { return attributes(of: text, context) }
            return items(context).map { Choice($0.text, suffix: ".") }
        case .constraintTarget: return constraintTargets(text, context)
        case .itemOrConstraint: return items(context) + constraintTargets(text, context)
        case .viewProperty(let names): return text.contains(".") ? properties(of: text, names, context) : []
        case .viewClass: return viewClasses.map { Choice($0) }
        case .commandName: return context.registry.commands.map { Choice($0.name) }
        case .filePath: return files(text, context)
        case .priority: return [Choice("required")]
        case .visualFormat: return formatViews(text, context)
        case .attributeList: return attributeList(text)
        case .number, .text: return []
        }
    }

    /// Classes `add view NAME` offers (any class name is accepted).
    static let viewClasses = [
        "UIView", "UILabel", "UIButton", "UIImageView", "UITextField", "UITextView", "UISwitch", "UISlider",
        "UIStackView", "UIScrollView", "UITableView", "UICollectionView",
    ]

    static func views(_ context: ShellContext) -> [Choice] {
        var names: [String] = []
        for v in context.state.views {
            names.append(v.name)
            if let tag = v.nametag { names.append(tag) }
        }
        return names.map { Choice($0) }
    }

    static func items(_ context: ShellContext) -> [Choice] {
        views(context) + context.state.guides.filter { $0.kind == .user }.map { Choice($0.name) }
    }

    /// `ITEM.attr` → the attributes (and, after a view, its `margins`, `safeArea`,
    /// `readableContentGuide` and `keyboardLayoutGuide`; after a scroll view, its
    /// `contentLayoutGuide` and `frameLayoutGuide`).
    static func attributes(of text: String, _ context: ShellContext) -> [Choice] {
        let dot = text.lastIndex(of: ".")!
        let base = String(text[..<dot])
        guard let kind = itemKind(base, context) else { return [] }
        var found: [Choice] = []
        if kind == .view {
            for (suffix, _) in LayoutGuide.namedSystemGuides {
                let guide = String(suffix.dropFirst())
                found.append(Choice(base + "." + guide, display: guide, suffix: "."))
            }
            // A scroll view's own guides, while `scroll-guides` is on.
            let state = context.state
            if let v = state.view(named: base), let g = state.scrollContentGuide(of: v), state.isVisible(g) {
                for guide in ["contentLayoutGuide", "frameLayoutGuide"] { found.append(Choice(base + "." + guide, display: guide, suffix: ".")) }
            }
        }
        for a in LayoutAttribute.allCases { found.append(Choice(base + "." + a.name, display: a.name)) }
        return found
    }

    /// `VIEW.prop` for `po`.
    static func properties(of text: String, _ names: [String], _ context: ShellContext) -> [Choice] {
        let dot = text.lastIndex(of: ".")!
        let base = String(text[..<dot])
        guard itemKind(base, context) == .view else { return [] }
        return names.map { Choice(base + "." + $0, display: $0) }
    }

    enum ItemKind { case view, guide }

    /// What a name refers to, without resolving it (resolving makes guides on first use).
    static func itemKind(_ name: String, _ context: ShellContext) -> ItemKind? {
        let state = context.state
        if state.view(named: name) != nil || state.views.contains(where: { $0.nametag == name }) { return .view }
        if let g = state.guide(named: name) { return state.isVisible(g) ? .guide : nil }
        // A printed form (`UILabel:0x7a85e3a0`, `<V0:0x7a85e3a0>`): by its address.
        if let address = ItemReference(word: name).address {
            if state.views.contains(where: { $0.address == address }) { return .view }
            if state.guides.contains(where: { $0.address == address }) { return .guide }
        }
        for (suffix, _) in LayoutGuide.namedSystemGuides where name.hasSuffix(suffix) {
            if itemKind(String(name.dropLast(suffix.count)), context) == .view { return .guide }
        }
        return nil
    }

    /// Handles of the user's constraints, their identifiers and nametags; system constraints'
    /// handles (s1…) once an `s` is typed and their identifiers once anything is (there are many).
    static func constraintTargets(_ text: String, _ context: ShellContext) -> [Choice] {
        let constraints = context.state.constraints
        var found: [String] = []
        for c in constraints where !c.kind.isSystem { found.append(c.handleName) }
        if text.hasPrefix("s") { for c in constraints where c.kind.isSystem { found.append(c.handleName) } }
        for c in constraints where !c.kind.isSystem || !text.isEmpty {
            if let id = c.identifier { found.append(id) }
        }
        for c in constraints { if let tag = c.nametag { found.append(tag) } }
        return found.map { Choice($0) }
    }

    /// Attribute names after `align`, each after the last comma: `top,bot` → `top,bottom`.
    static func attributeList(_ text: String) -> [Choice] {
        let head = text.lastIndex(of: ",").map { String(text[...$0]) } ?? ""
        return LayoutAttribute.allCases.map { Choice(head + $0.name, display: $0.name) }
    }

    /// View names inside a Visual Format string: `H:|-[la` → `H:|-[label`.
    static func formatViews(_ text: String, _ context: ShellContext) -> [Choice] {
        guard let bracket = text.lastIndex(where: { $0 == "[" || $0 == "(" }) else { return [] }
        let head = String(text[...bracket])
        var start = head
        // `[a(==b` names a view after the relation too.
        if text[bracket] == "(" {
            let rest = text[text.index(after: bracket)...]
            let relation = rest.prefix(while: { "=<>".contains($0) })
            start += relation
        }
        return views(context).map { Choice(start + $0.text, display: $0.text, suffix: "") }
    }

    /// Paths: the entries of the folder named so far whose names start with the rest.
    static func files(_ text: String, _ context: ShellContext) -> [Choice] {
        let slash = text.lastIndex(of: "/")
        let folderPart = slash.map { String(text[...$0]) } ?? ""
        let namePrefix = slash.map { String(text[text.index(after: $0)...]) } ?? text
        var folder = folderPart.isEmpty ? "." : folderPart
        if folder == "~" { folder = "~/" }
        let absolute = context.absolutePath(folder)
        let manager = FileManager.default
        guard let entries = try? manager.contentsOfDirectory(atPath: absolute) else { return [] }
        var found: [Choice] = []
        for entry in entries.sorted() {
            if entry.hasPrefix(".") && !namePrefix.hasPrefix(".") { continue }
            var isDirectory: ObjCBool = false
            _ = manager.fileExists(atPath: absolute + "/" + entry, isDirectory: &isDirectory)
            found.append(isDirectory.boolValue
                ? Choice(folderPart + entry, display: entry + "/", suffix: "/")
                : Choice(folderPart + entry, display: entry))
        }
        return found
    }

    // MARK: - Matching

    static func finish(typed: Tokens.Word, choices: [Choice]) -> Completion {
        var seen = Set<String>()
        var unique: [Choice] = []
        for c in choices where seen.insert(c.text).inserted { unique.append(c) }
        var matches = unique.filter { $0.text.hasPrefix(typed.text) }
        if matches.isEmpty {
            let lowered = typed.text.lowercased()
            matches = unique.filter { $0.text.lowercased().hasPrefix(lowered) }
        }
        let word = typed.raw
        guard !matches.isEmpty else { return Completion(word: word) }
        let candidates = matches.map { needsQuoting($0.text) ? quoted($0.text) : $0.text }
        let displayed = matches.map(\.display)
        if matches.count == 1 {
            let only = matches[0]
            var replacement: String
            if typed.isQuoted || needsQuoting(only.text) {
                replacement = "\"" + escaped(only.text)
                // A folder keeps its quote open: more of the path follows.
                replacement += only.suffix == "/" ? "/" : "\"" + only.suffix
            } else {
                replacement = only.text + only.suffix
            }
            return Completion(word: word, candidates: candidates, displayed: displayed, replacement: replacement)
        }
        var common = matches[0].text
        for m in matches.dropFirst() { common = commonPrefix(common, m.text) }
        // Keep the user's spelling when the case-insensitive matches share nothing longer.
        var replacement = word
        if common.count > typed.text.count || (common.count == typed.text.count && common != typed.text) {
            replacement = typed.isQuoted || needsQuoting(common) ? "\"" + escaped(common) : common
        }
        return Completion(word: word, candidates: candidates, displayed: displayed, replacement: replacement)
    }

    static func needsQuoting(_ s: String) -> Bool {
        s.isEmpty || s.contains(where: { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "#" || $0 == "\\" })
    }

    static func escaped(_ s: String) -> String {
        s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    static func quoted(_ s: String) -> String { "\"" + escaped(s) + "\"" }

    static func commonPrefix(_ a: String, _ b: String) -> String {
        var result = ""
        for (x, y) in zip(a, b) {
            guard x == y else { break }
            result.append(x)
        }
        return result
    }

    // MARK: - Words before the cursor

    /// The line before the cursor as words, as `CommandWords` splits them, tolerating an open
    /// quote in the last word. Nil inside a comment.
    struct Tokens {
        struct Word {
            /// The word's text, quotes removed and escapes applied.
            var text: String
            /// The word as typed.
            var raw: String
            var isQuoted: Bool
        }

        var previous: [String] = []
        var current = Word(text: "", raw: "", isQuoted: false)

        init?(_ line: String) {
            let characters = Array(line)
            let split = CommandWords.split(characters)
            if split.reachedComment { return nil }
            var words = split.words.map { w in
                Word(text: w.text, raw: String(characters[(w.range.start - 1)..<(w.range.end - 1)]), isQuoted: w.isQuoted)
            }
            // The cursor is in the last word unless a space follows it.
            if let last = split.words.last, last.range.end - 1 == characters.count, let word = words.popLast() { current = word }
            previous = words.map(\.text)
        }
    }
}
