import LayoutModel
import LayoutSyntax

/// Reads Objective-C constraint code (`ObjCParser`'s tree) into `ConstraintCode`, the same form
/// the Swift reader makes: `[NSLayoutConstraint constraintWithItem:…]`,
/// `constraintsWithVisualFormat:options:metrics:views:` with `NSDictionaryOfVariableBindings` or
/// `@{…}`, anchors (`[a.leadingAnchor constraintEqualToAnchor:b.leadingAnchor constant:16]`),
/// `.active = YES`, `activateConstraints:@[…]`, `addConstraint(s):`, `addSubview:`,
/// `addArrangedSubview:`, hugging/resistance, stack properties, and Masonry's
/// `mas_makeConstraints:^(MASConstraintMaker *make){ … }` (docs/code-import.md "Objective-C").
/// Anything else that is layout code is an error at its line and column.
public struct ObjCCodeReader {
    var code = ConstraintCode()
    var variables: [String: CodeValue] = [:]
    var statementsSeen = 0
    var otherStatements = 0

    /// Methods the code defines (`- (void)setupConstraints {`): a message to self naming one is
    /// not layout code to read (its body is read where it is written).
    var definedMethods: Set<String> = []

    /// The root's bounds when the code runs (`self.view.bounds`, `[UIScreen mainScreen].bounds`).
    var rootBounds: Rect? = nil

    /// `rootBounds`: what `self.view.bounds`/`frame` and `[UIScreen mainScreen].bounds` are (the
    /// session's root when the code runs); nil leaves them unreadable.
    public static func read(_ text: String, rootBounds: Rect? = nil) -> ConstraintCode {
        var reader = ObjCCodeReader()
        reader.rootBounds = rootBounds
        reader.definedMethods = definedMethodNames(text)
        reader.walk(ObjCParser.parse(text))
        reader.code.statementsRead = reader.statementsSeen - reader.otherStatements
        return reader.code
    }

    /// The first selector part of each method definition: `- (void)setupConstraints {`,
    /// `+ (instancetype)cellWithTableView:(UITableView *)t {`.
    static func definedMethodNames(_ text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            var rest = line.drop { $0 == " " || $0 == "\t" }
            guard let sign = rest.first, sign == "-" || sign == "+" else { continue }
            rest = rest.dropFirst().drop { $0 == " " }
            guard rest.first == "(", let close = rest.firstIndex(of: ")") else { continue }
            let name = rest[rest.index(after: close)...].drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.insert(String(name)) }
        }
        return names
    }

    mutating func error(_ at: CodeLocation, _ message: String) {
        code.diagnostics.append(Diagnostic(.error, line: at.line, column: at.column, message))
    }

    mutating func walk(_ statements: [ObjCStatement]) {
        for s in statements {
            guard statementsSeen < SwiftCodeReader.statementLimit else { return }
            switch s {
            case .block(let inner): walk(inner)
            case .unreadable(let message, let at):
                statementsSeen += 1
                error(at, "cannot read this Objective-C: \(message)")
            case .declaration(let name, let type, let value, let at):
                statementsSeen += 1
                guard let value else {
                    if !CodeVocabulary.isViewClass(type) { otherStatements += 1 }
                    continue
                }
                var v = evaluate(value)
                // `UIView *red = [UIView viewWithColor:…]`: a view made by a method plumb cannot
                // follow is still a view of the declared class.
                if case .unknown = v, !Self.mentionsLayout(value), CodeVocabulary.isViewClass(type) {
                    v = .newView(type.hasSuffix("StackView") ? "UIStackView" : type, arranged: [], frame: nil)
                }
                bind(name, v, at: at, layout: Self.mentionsLayout(value))
            case .expression(let e):
                statementsSeen += 1
                statement(e)
            }
        }
    }

    mutating func bind(_ name: String, _ value: CodeValue, at: CodeLocation, layout: Bool) {
        switch value {
        case .newView(let cls, let arranged, let frame):
            let view = code.assignNewView(to: name, className: cls, frame: frame, at: at, variables: &variables)
            for a in arranged {
                if case .name(let child) = a { code.arrangedSubviews.append(CodeSubview(parent: view, child: child, location: at)) }
            }
        case .unknown(let why):
            if layout { error(at, why) } else { otherStatements += 1 }
            variables[name] = nil
        case .name(let other) where other == name:
            break
        default:
            variables[name] = value
        }
    }

    static func mentionsLayout(_ e: ObjCExpr) -> Bool { CodeVocabulary.looksLikeLayout("\(e)") }

    static func name(_ e: ObjCExpr) -> String? {
        switch e {
        case .identifier(let n, _): return n
        case .member(.identifier("self", _), let n, _): return n
        default: return nil
        }
    }

    mutating func statement(_ e: ObjCExpr) {
        // `[self setupConstraints]` of a method the code defines: its body is read where it is written.
        if case .send(.identifier("self", _), let parts, _) = e, let first = parts.first, definedMethods.contains(first.name) {
            otherStatements += 1
            return
        }
        if case .assign(let target, let value, let at) = e {
            assignment(target, value, at: at)
            return
        }
        let v = evaluate(e)
        switch v {
        case .unknown(let why):
            if Self.mentionsLayout(e) { error(e.location, why) } else { otherStatements += 1 }
        case .constraints, .null, .newView: break
        default: if !Self.mentionsLayout(e) { otherStatements += 1 }
        }
    }

    mutating func assignment(_ target: ObjCExpr, _ value: ObjCExpr, at: CodeLocation) {
        if case .member(let base, let property, _) = target {
            if case .identifier("self", _) = base {
                bind(property, evaluate(value), at: at, layout: Self.mentionsLayout(value))
                return
            }
            let b = evaluate(base)
            let v = evaluate(value)
            switch property {
            case "translatesAutoresizingMaskIntoConstraints":
                guard case .name(let view) = b, case .bool(let on) = v else { return error(at, "cannot read this assignment: expected VIEW.translatesAutoresizingMaskIntoConstraints = YES or NO") }
                code.translates.append(CodeFlag(view: view, value: on, location: at))
            case "text":
                guard case .name(let view) = b, case .string(let text) = v else { otherStatements += 1; return }
                code.texts.append(CodeText(view: view, text: text, location: at))
            case "active":
                guard let refs = b.constraintRefs, case .bool(let on) = v else { return error(at, "cannot read this assignment: expected CONSTRAINT.active = YES or NO") }
                setActive(refs, on)
            case "priority":
                guard let refs = b.constraintRefs else { return error(at, "cannot read '.priority =': expected a constraint before it") }
                guard let p = v.priority else { return error(value.location, "cannot read the priority: expected UILayoutPriorityRequired, UILayoutPriorityDefaultHigh, UILayoutPriorityDefaultLow or a number from 1 to 1000") }
                for r in refs { if case .single(let i) = r { code.constraints[i].priority = p } }
            case "identifier":
                guard let refs = b.constraintRefs, case .string(let s) = v else { return error(at, "cannot read '.identifier =': expected a constraint and an @\"…\" string") }
                for r in refs { if case .single(let i) = r { code.constraints[i].identifier = s } }
            case "axis", "spacing", "alignment", "distribution", "layoutMarginsRelativeArrangement", "baselineRelativeArrangement":
                guard case .name(let stack) = b else { return error(at, "cannot read this assignment: expected a stack view before .\(property)") }
                var setting: CodeStackSetting.Property? = nil
                switch (property, v) {
                case ("axis", .member(let m)): setting = CodeVocabulary.axis(m).map { .axis($0) }
                case ("spacing", .number(let x)): setting = .spacing(x)
                case ("alignment", .member(let m)): setting = StackAlignment(rawValue: m).map { .alignment($0) }
                case ("distribution", .member(let m)): setting = StackDistribution(rawValue: m).map { .distribution($0) }
                case ("layoutMarginsRelativeArrangement", .bool(let on)): setting = .layoutMarginsRelative(on)
                case ("baselineRelativeArrangement", .bool(let on)): setting = .baselineRelative(on)
                default: break
                }
                guard let setting else { return error(value.location, "cannot read the value of \(property)") }
                code.stackSettings.append(CodeStackSetting(stack: stack, property: setting, location: at))
            default:
                if Self.mentionsLayout(target) { error(at, "cannot read '.\(property) = …': expected translatesAutoresizingMaskIntoConstraints, active, priority, identifier, or a stack view's axis, spacing, alignment, distribution") } else { otherStatements += 1 }
            }
            return
        }
        if let name = Self.name(target) {
            bind(name, evaluate(value), at: at, layout: Self.mentionsLayout(value))
            return
        }
        if Self.mentionsLayout(target) || Self.mentionsLayout(value) { error(at, "cannot read this assignment") } else { otherStatements += 1 }
    }

    mutating func setActive(_ refs: [CodeValue.ConstraintRef], _ on: Bool) {
        for r in refs {
            switch r {
            case .single(let i): code.constraints[i].isActive = on
            case .visualFormat(let i): code.visualFormats[i].isActive = on
            }
        }
    }
}
