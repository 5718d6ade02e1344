import LayoutModel
import LayoutText

/// Names in one imported session → the same objects' names in another import of the same log.
///
/// `explain N` explains conflict N from its message imported alone (`LogConflictExplainer`), but
/// the user works in the session `import log` built from every message, where the same
/// constraint may be `c7` rather than `c2` and the same view `label2` rather than `label`. The
/// explanation's handles, view names and commands are renamed to that session's, matching
/// objects by what the log printed for them: the address (or Masonry key) and class, else the
/// description.
public struct SessionRenaming: Sendable {
    var names: [String: String] = [:]

    /// Nothing renamed.
    public static var identity: SessionRenaming { SessionRenaming() }

    public init() {}

    /// What renaming into a session looks up there, built once: a log's messages are each
    /// renamed into the one session of the whole log, and building these per message made
    /// explaining a log of n conflicts take time in n² (1,000 messages: 8 s).
    public struct Target: Sendable {
        /// View key (`key(_:_:_:)`) → name.
        var views: [String: String] = [:]
        var viewNames: Set<String> = []
        /// Guide identifier and owning view's name → the names of such guides, in order.
        var guides: [GuideKey: [String]] = [:]
        /// Constraint key (`constraintKey(_:_:)`) → handle name.
        var constraints: [String: String] = [:]

        struct GuideKey: Hashable, Sendable {
            var identifier: String
            var owner: String
        }

        public init(_ session: LayoutSession) {
            let b = session.state
            for v in b.viewIDs {
                views[SessionRenaming.key(b[v].importInfo?.handle, b[v].importInfo?.printedClass ?? b[v].className, b[v].address)] = b[v].name
                viewNames.insert(b[v].name)
            }
            for h in b.guideIDs {
                guides[GuideKey(identifier: b[h].identifier, owner: b[b.owningView(of: .guide(h))].name), default: []].append(b[h].name)
            }
            for c in b.constraints { constraints[SessionRenaming.constraintKey(c, b)] = c.handleName }
        }
    }

    /// The renaming of `from`'s names into the session `target` indexes.
    public init(from: LayoutSession, to target: Target) {
        let a = from.state
        for v in a.viewIDs {
            if let name = target.views[Self.key(a[v].importInfo?.handle, a[v].importInfo?.printedClass ?? a[v].className, a[v].address)], name != a[v].name {
                names[a[v].name] = name
            }
        }
        for g in a.guideIDs {
            let owner = a.owningView(of: .guide(g))
            guard let ownerName = names[a[owner].name] ?? (target.viewNames.contains(a[owner].name) ? a[owner].name : nil) else { continue }
            // The last such guide whose name differs, as a search of the target's guides in order finds it.
            if let name = target.guides[Target.GuideKey(identifier: a[g].identifier, owner: ownerName)]?.last(where: { $0 != a[g].name }) {
                names[a[g].name] = name
            }
        }
        for c in a.constraints {
            if let name = target.constraints[Self.constraintKey(c, a)], name != c.handleName { names[c.handleName] = name }
        }
    }

    static func key(_ handle: String?, _ cls: String, _ address: UInt64) -> String {
        if let handle, !handle.isEmpty { return cls + "|" + handle }
        return cls + "|" + String(address, radix: 16)
    }

    static func constraintKey(_ c: LayoutConstraint, _ state: LayoutState) -> String {
        if let info = c.imported { return info.className + "|" + info.handle + "|" + state.appleDescription(of: c) }
        return "made|" + state.appleDescription(of: c)
    }

    /// `text` with every name (a run of letters, digits and `_`) renamed.
    public func apply(_ text: String) -> String {
        guard !names.isEmpty else { return text }
        var out = ""
        var word = ""
        func flush() {
            out += names[word] ?? word
            word = ""
        }
        for ch in text {
            if ch.isLetter || ch.isNumber || ch == "_" { word.append(ch) } else { flush(); out.append(ch) }
        }
        flush()
        return out
    }

    /// The same for every string of a JSON value (keys stay).
    public func apply(_ value: JSONValue) -> JSONValue {
        guard !names.isEmpty else { return value }
        switch value {
        case .string(let s): return .string(apply(s))
        case .array(let a): return .array(a.map { apply($0) })
        case .object(let o): return .object(o.map { ($0.0, apply($0.1)) })
        default: return value
        }
    }
}
