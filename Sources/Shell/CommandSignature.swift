import LayoutModel
/// What a command's words are, declared once: its forms, each one usage line. `help`, `apropos`,
/// docs/commands.md and usage errors print the forms (`usage`); Tab completion matches the words
/// typed so far against them (`SignatureMatching`) and completes what may come next; commands read
/// their words with the parameters they declared, so a missing word is named as declared.
///
/// The words themselves are plumb's own (`CommandWords`: columns for carets, quotes, the raw rest
/// of the line for equations and Visual Format Language).
public struct CommandSignature: Sendable {
    public var forms: [CommandForm]

    public init(_ forms: [CommandForm]) { self.forms = forms }

    /// One form.
    public init(_ parts: ArgumentPart...) { forms = [CommandForm(parts)] }

    /// The usage lines of the command named `name`, one per form.
    public func usage(_ name: String) -> [String] { forms.map { $0.usage(name) } }
}

/// One way of calling a command: the parts after its name.
public struct CommandForm: Sendable {
    public var parts: [ArgumentPart]
    /// The name this form is written with, when it is an alias (`source FILE`).
    public var alias: String?

    public init(_ parts: [ArgumentPart], alias: String? = nil) {
        self.parts = parts
        self.alias = alias
    }

    public init(_ parts: ArgumentPart...) { self.init(parts) }

    /// `add view NAME [CLASS] …`.
    public func usage(_ name: String) -> String {
        ([alias ?? name] + parts.map(\.usage)).joined(separator: " ")
    }
}

/// A piece of a form.
public indirect enum ArgumentPart: Sendable {
    /// A word typed as it stands: a subcommand (`view`), a keyword (`in`), a flag (`--descend`).
    case literal(String)
    /// A word the user chooses (`VIEW`, `H|V`, `WIDTHxHEIGHT`).
    case parameter(Parameter)
    /// Parts that may be left out: `[in SUPERVIEW]`.
    case optional([ArgumentPart])
    /// Groups that may each be given once, in any order: `[--descend] [--handles]`.
    case anyOrder([[ArgumentPart]])
    /// A part given once or more: `WORD…`.
    case repeated(ArgumentPart)
    /// The rest of the line, read as written (an equation, Visual Format Language): the command
    /// takes it whole with `CommandWords.rest(from:)`; the parts say what it holds, for usage and
    /// completion.
    case rest([ArgumentPart])

    /// How usage lines show the part.
    public var usage: String {
        switch self {
        case .literal(let word): return word
        case .parameter(let p): return p.placeholder
        case .optional(let parts): return "[" + parts.map(\.usage).joined(separator: " ") + "]"
        case .anyOrder(let groups): return groups.map { ArgumentPart.optional($0).usage }.joined(separator: " ")
        case .repeated(let part): return part.usage + "…"
        case .rest(let parts): return parts.map(\.usage).joined(separator: " ")
        }
    }
}

/// A word the user chooses: how usage shows it, what it is (for completion) and how a usage
/// error names it when it is missing.
public struct Parameter: Sendable {
    /// `VIEW`, `H|V`, `"TEXT"`.
    public var placeholder: String
    public var kind: ArgumentKind
    /// What "missing …" says when the word is not there (`a view`); nil where the command says it.
    public var missing: String?

    public init(_ placeholder: String, _ kind: ArgumentKind, missing: String? = nil) {
        self.placeholder = placeholder
        self.kind = kind
        self.missing = missing
    }

    /// One of `words`, shown as `A|B|C`.
    public static func oneOf(_ words: [String], missing: String? = nil) -> Parameter {
        Parameter(words.joined(separator: "|"), .keyword(words), missing: missing)
    }
}

/// What a parameter is: what Tab offers for it.
public enum ArgumentKind: Hashable, Sendable {
    /// One of these words.
    case keyword([String])
    /// An existing view: its name or nametag.
    case viewName
    /// An existing view or layout guide.
    case itemName
    /// `ITEM.ATTR` — items, then the attribute after the dot.
    case anchor
    /// A constraint target: handle, identifier, address or nametag.
    case constraintTarget
    /// A view, a layout guide or a constraint (`po`, `nametag`).
    case itemOrConstraint
    /// `VIEW.property`: the properties after the dot.
    case viewProperty([String])
    /// A view class (`UILabel`): UIKit's usual classes (any name is accepted).
    case viewClass
    /// A command name.
    case commandName
    /// A path.
    case filePath
    /// A priority: greater than 0 and at most 1000, to thousandths (`999.5`), or `required`.
    case priority
    /// A number, a size (`320x504`), a range (`100...400`): typed, not chosen.
    case number
    /// Visual Format Language: view names inside brackets.
    case visualFormat
    /// `ATTR[,ATTR…]`: attribute names.
    case attributeList
    /// A new name, or free text: nothing to complete.
    case text
}

extension ArgumentPart {
    /// A parameter part.
    static func word(_ placeholder: String, _ kind: ArgumentKind, missing: String? = nil) -> ArgumentPart {
        .parameter(Parameter(placeholder, kind, missing: missing))
    }

    /// A parameter that is one of `words`, shown as `A|B|C`.
    static func oneOf(_ words: [String], missing: String? = nil) -> ArgumentPart {
        .parameter(.oneOf(words, missing: missing))
    }

    /// An optional part made of `parts`.
    static func optional(_ parts: ArgumentPart...) -> ArgumentPart { .optional(parts) }
}
