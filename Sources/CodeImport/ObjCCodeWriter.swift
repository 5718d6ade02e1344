import LayoutModel
import LayoutText
import LayoutSyntax

/// `export objc`: a session as the Objective-C a developer would write in a view controller's
/// `viewDidLoad` — views made with `[[CLASS alloc] init]` and added, stack views configured,
/// content priorities, then the user's constraints as anchors in one
/// `[NSLayoutConstraint activateConstraints:@[…]]` (`constraintWithItem:…` where anchors cannot
/// say it), or with `visualFormat` the constraints VFL says exactly as
/// `constraintsWithVisualFormat:options:metrics:views:` and anchors for the rest. The root is
/// `self.view`. `ObjCCodeReader` reads it back to the same constraints (docs/code-import.md
/// "Writing Objective-C"); what is shared with `export swift` is in `CodeExportPlan`.
public enum ObjCCodeWriter {
    public typealias Output = ExportedCode

    /// A session the writer cannot spell: a view whose name Objective-C reserves.
    public struct UnwritableName: Error, Equatable {
        public var names: [String]
        public var description: String {
            let list = names.map { "'\($0)'" }.joined(separator: ", ")
            return "cannot write Objective-C: \(list) \(names.count == 1 ? "is a word" : "are words") Objective-C reserves (a C keyword or one of id, self, super, nil, YES, NO …), so \(names.count == 1 ? "it cannot be a variable's" : "they cannot be variables'") name; make the view under another name"
        }
    }

    /// C11's keywords and the words Objective-C gives a meaning of its own (a variable of that
    /// name would not compile, or would not mean the view).
    static let reserved: Set<String> = [
        "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum", "extern",
        "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return", "short", "signed",
        "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void", "volatile", "while",
        "_Alignas", "_Alignof", "_Atomic", "_Bool", "_Complex", "_Generic", "_Imaginary", "_Noreturn",
        "_Static_assert", "_Thread_local",
        "id", "self", "super", "nil", "Nil", "NULL", "YES", "NO", "BOOL", "SEL", "IMP", "Class", "instancetype",
        "true", "false", "bool", "TRUE", "FALSE",
    ]

    /// The views whose names Objective-C reserves, in view order.
    public static func reservedNames(in state: LayoutState) -> [String] {
        state.views.dropFirst().map(\.name).filter { reserved.contains($0) }
    }

    public static func write(_ session: LayoutSession, visualFormat: Bool = false) throws(UnwritableName) -> Output {
        let bad = reservedNames(in: session.state)
        guard bad.isEmpty else { throw UnwritableName(names: bad) }
        var w = Writer(state: session.state, visualFormat: visualFormat)
        w.write()
        return Output(text: w.lines.joined(separator: "\n") + "\n", unsaid: w.plan.unsaid)
    }

    struct Writer {
        let state: LayoutState
        let visualFormat: Bool
        let plan: CodeExportPlan
        var lines: [String] = []

        init(state: LayoutState, visualFormat: Bool) {
            self.state = state
            self.visualFormat = visualFormat
            plan = CodeExportPlan(state, guides: CodeExportPlan.viewGuides, format: "objc")
        }

        /// The Objective-C expression of a view: the root is `self.view`.
        func name(_ v: ViewID) -> String { v == state.root ? "self.view" : state[v].name }

        mutating func write() {
            lines.append("// Written by plumb's export objc: \(plan.views.count) views, \(plan.constraints.count) constraints.")
            lines.append("// self.view is the root (a view controller's view).")
            lines += plan.lines(self)
            constraints()
        }

        mutating func constraints() {
            var formats: [ExportedVisualFormat] = []
            var inFormats: Set<ConstraintHandle> = []
            if visualFormat {
                // Broken constraints stay anchors (export vfl leaves them out too: they do not hold).
                let candidates = plan.constraints.filter { !$0.isBroken }.map(\.handle)
                formats = state.visualFormatExport(for: candidates).formats
                for f in formats { inFormats.formUnion(f.handles) }
            }
            lines += plan.constraintLines(plan.constraints.filter { !inFormats.contains($0.handle) }, self, expression: expression)
            if !formats.isEmpty { lines.append("") }
            for f in formats { lines.append(visualFormatStatement(f)) }
        }

        /// `[NSLayoutConstraint activateConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[a]-|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(a)]];`
        func visualFormatStatement(_ f: ExportedVisualFormat) -> String {
            // pin's options after the format become NSLayoutFormatOptions.
            var format = f.text
            var options: [String] = []
            for (suffix, option) in [(" spacing baseline-to-baseline", "NSLayoutFormatSpacingBaselineToBaseline"),
                                     (" direction left-to-right", "NSLayoutFormatDirectionLeftToRight")] where format.hasSuffix(suffix) {
                format = String(format.dropLast(suffix.count))
                options.insert(option, at: 0)
            }
            // The views it names, in the order it names them: its identifiers after "H:"/"V:"
            // (the export writes numbers, never metrics' names).
            var names: [String] = []
            var word = ""
            for ch in format.dropFirst(2) + " " {
                if ch == "_" || (ch.isASCII && (ch.isLetter || (ch.isNumber && !word.isEmpty))) {
                    word.append(ch)
                } else {
                    if !word.isEmpty && !names.contains(word) { names.append(word) }
                    word = ""
                }
            }
            let rootName = state[state.root].name
            let views = names.contains(rootName)
                ? "@{" + names.map { "@\"\($0)\": \($0 == rootName ? "self.view" : $0)" }.joined(separator: ", ") + "}"
                : "NSDictionaryOfVariableBindings(\(names.joined(separator: ", ")))"
            return "[NSLayoutConstraint activateConstraints:[NSLayoutConstraint constraintsWithVisualFormat:\(ObjCCodeWriter.stringLiteral(format)) options:\(options.isEmpty ? "0" : options.joined(separator: " | ")) metrics:nil views:\(views)]];"
        }

        /// `label.leadingAnchor`'s base: `label`, `self.view.safeAreaLayoutGuide`.
        func itemExpression(_ item: LayoutItem) -> String {
            switch item {
            case .view(let v): return name(v)
            case .guide(let g):
                let guide = state[g]
                return name(guide.owner) + "." + CodeVocabulary.guideProperty(guide.kind)
            }
        }

        func expression(_ c: LayoutConstraint) -> String {
            let relation: String
            switch c.relation {
            case .equal: relation = "Equal"
            case .lessThanOrEqual: relation = "LessThanOrEqual"
            case .greaterThanOrEqual: relation = "GreaterThanOrEqual"
            }
            let form = CodeExportPlan.form(c)
            guard form != .item else {
                let to = c.second.map { itemExpression($0.item) } ?? "nil"
                let toAttribute = c.second.map { "NSLayoutAttribute" + capitalized($0.attribute.rawValue) } ?? "NSLayoutAttributeNotAnAttribute"
                return "[NSLayoutConstraint constraintWithItem:\(itemExpression(c.first.item)) attribute:NSLayoutAttribute\(capitalized(c.first.attribute.rawValue)) relatedBy:NSLayoutRelation\(relation) toItem:\(to) attribute:\(toAttribute) multiplier:\(number(c.multiplier)) constant:\(number(c.constant))]"
            }
            let first = "\(itemExpression(c.first.item)).\(c.first.attribute.rawValue)Anchor"
            guard let s = c.second else {
                return "[\(first) constraint\(relation)ToConstant:\(number(c.constant))]"
            }
            let second = "\(itemExpression(s.item)).\(s.attribute.rawValue)Anchor"
            if form == .systemSpacing {
                let after = c.first.attribute.isHorizontal ? "After" : "Below"
                return "[\(first) constraint\(relation)ToSystemSpacing\(after)Anchor:\(second) multiplier:\(number(c.constant / LayoutSession.standardSiblingSpacing))]"
            }
            var args = "constraint\(relation)ToAnchor:\(second)"
            if c.multiplier != 1 { args += " multiplier:\(number(c.multiplier))" }
            if c.constant != 0 { args += " constant:\(number(c.constant))" }
            return "[\(first) \(args)]"
        }

        func axisName(_ a: Axis) -> String { a == .horizontal ? "UILayoutConstraintAxisHorizontal" : "UILayoutConstraintAxisVertical" }

        func priority(_ p: LayoutPriority) -> String {
            switch p.thousandths {
            case 1_000_000: return "UILayoutPriorityRequired"
            case 750_000: return "UILayoutPriorityDefaultHigh"
            case 250_000: return "UILayoutPriorityDefaultLow"
            case 50_000: return "UILayoutPriorityFittingSizeLevel"
            default: return number(p.value)
            }
        }

        func capitalized(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }

        func number(_ x: Double) -> String { CodeExportPlan.number(x) }
    }

    /// An Objective-C string literal `@"…"`: quotes, backslashes and control characters escaped
    /// (controls as three-digit octal escapes, which end where they say).
    static func stringLiteral(_ s: String) -> String {
        var out = "@\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if u.value < 0x20 || u.value == 0x7F {
                    let octal = String(u.value, radix: 8)
                    out += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}

extension ObjCCodeWriter.Writer: CodeSpelling {
    func makeView(_ v: ViewID) -> String { "\(state[v].className) *\(name(v)) = [[\(state[v].className) alloc] init];" }
    func setText(_ v: ViewID, _ text: String) -> String { "\(name(v)).text = \(ObjCCodeWriter.stringLiteral(text));" }
    func setTranslates(_ v: ViewID, _ on: Bool) -> String { "\(name(v)).translatesAutoresizingMaskIntoConstraints = \(on ? "YES" : "NO");" }
    func addSubview(_ parent: ViewID, _ child: ViewID) -> String { "[\(name(parent)) addSubview:\(name(child))];" }

    func setStack(_ stack: ViewID, _ setting: CodeExportPlan.Setting) -> String {
        let n = name(stack)
        switch setting {
        case .axis(let a): return "\(n).axis = \(axisName(a));"
        case .distribution(let d): return "\(n).distribution = UIStackViewDistribution\(capitalized(d.rawValue));"
        case .alignment(let a): return "\(n).alignment = UIStackViewAlignment\(capitalized(a.rawValue));"
        case .spacing(let s): return "\(n).spacing = \(number(s));"
        case .layoutMarginsRelative: return "\(n).layoutMarginsRelativeArrangement = YES;"
        case .baselineRelative: return "\(n).baselineRelativeArrangement = YES;"
        }
    }

    func addArrangedSubview(_ stack: ViewID, _ view: ViewID) -> String { "[\(name(stack)) addArrangedSubview:\(name(view))];" }
    func setCustomSpacing(_ stack: ViewID, _ spacing: Double, after: ViewID) -> String { "[\(name(stack)) setCustomSpacing:\(number(spacing)) afterView:\(name(after))];" }

    func setContentPriority(_ p: CodeExportPlan.ContentPriority) -> String {
        let method = p.kind == .hugging ? "setContentHuggingPriority" : "setContentCompressionResistancePriority"
        return "[\(name(p.view)) \(method):\(priority(p.priority)) forAxis:\(axisName(p.axis))];"
    }

    func declareConstraint(_ variable: String, _ expression: String) -> String { "NSLayoutConstraint *\(variable) = \(expression);" }
    func setPriority(_ variable: String, _ p: LayoutPriority) -> String { "\(variable).priority = \(priority(p));" }
    func setIdentifier(_ variable: String, _ identifier: String) -> String { "\(variable).identifier = \(ObjCCodeWriter.stringLiteral(identifier));" }
    func deactivate(_ variable: String) -> String? { "\(variable).active = NO;" }

    /// `[NSLayoutConstraint activateConstraints:@[ … ]];`, no comma after the last.
    func activate(_ expressions: [String]) -> [String] {
        ["[NSLayoutConstraint activateConstraints:@["] + expressions.enumerated().map { "    \($1)\($0 == expressions.count - 1 ? "" : ",")" } + ["]];"]
    }
}

