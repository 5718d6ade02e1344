import LayoutModel
import LayoutSyntax
import SwiftParser
import SwiftSyntax

/// Reads Swift constraint code with swift-syntax's parser into `ConstraintCode`: anchors,
/// `NSLayoutConstraint` (initializer, `activate`, visual format), priorities, identifiers,
/// hierarchy, content priorities, stack-view properties and SnapKit (docs/code-import.md).
/// Statements are read in source order, into every body (types, functions, closures, `if`);
/// each one that is layout code and cannot be read becomes an error at its line and column
/// naming what was expected, and the rest is still read.
public struct SwiftCodeReader {
    /// The most statements one read looks at (a paste is small; a generated file is refused
    /// past this rather than read for ever).
    public static let statementLimit = 20_000

    var code = ConstraintCode()
    let converter: SourceLocationConverter
    /// Variables bound to values (constraints, numbers, dictionaries, arrays, aliases of views).
    var variables: [String: CodeValue] = [:]
    var statementsSeen = 0
    /// Statements that were not layout code.
    var otherStatements = 0
    /// The root's bounds when the code runs (`view.bounds`, `UIScreen.main.bounds`).
    var rootBounds: Rect? = nil
    /// Functions the code defines: a call to one is not layout code to read (its body is read
    /// where it is written).
    var definedFunctions: Set<String> = []
    /// Views SnapKit made constraints for (their translation is turned off).
    var snapViews: [String] = []

    init(tree: SourceFileSyntax) {
        converter = SourceLocationConverter(fileName: "", tree: tree)
    }

    /// Reads `text` (any Swift: a file, a function, a few statements).
    /// `rootBounds`: what `view.bounds`, `view.frame` and `UIScreen.main.bounds` are (the
    /// session's root when the code runs); nil leaves them unreadable.
    public static func read(_ text: String, rootBounds: Rect? = nil) -> ConstraintCode {
        if let deep = SwiftBracketNesting.firstTooDeep(text) {
            var refused = ConstraintCode()
            refused.diagnostics.append(Diagnostic(.error, line: deep.line, column: deep.column,
                "brackets nested too deep (more than \(SwiftBracketNesting.limit) '[' or \(SwiftBracketNesting.totalLimit) brackets in all): plumb does not read Swift nested this deep (nothing was read)"))
            return refused
        }
        let tree = Parser.parse(source: text)
        if let deep = SwiftSyntaxDepth.firstTooDeep(tree) {
            var refused = ConstraintCode()
            // (Not a SourceLocationConverter: making one walks the tree by recursion too.)
            let offset = deep.positionAfterSkippingLeadingTrivia.utf8Offset
            let before = text.utf8.prefix(offset)
            let line = before.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            let column = before.count - (before.lastIndex(of: UInt8(ascii: "\n")).map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
            refused.diagnostics.append(Diagnostic(.error, line: line, column: column,
                "expressions nested too deep (more than \(SwiftSyntaxDepth.limit) levels, as in a chain of hundreds of '.member' or calls): plumb does not read Swift nested this deep (nothing was read)"))
            return refused
        }
        var reader = SwiftCodeReader(tree: tree)
        let functions = FunctionNames(viewMode: .sourceAccurate)
        functions.walk(tree)
        reader.definedFunctions = functions.names
        reader.rootBounds = rootBounds
        reader.code.diagnostics += SwiftSyntaxErrors.diagnostics(tree, converter: reader.converter)
        reader.walk(tree.statements)
        reader.code.statementsRead = reader.statementsSeen - reader.otherStatements
        return reader.code
    }

    func location(_ node: some SyntaxProtocol) -> CodeLocation {
        let l = node.startLocation(converter: converter)
        return CodeLocation(line: l.line, column: l.column)
    }

    mutating func error(_ node: some SyntaxProtocol, _ message: String) {
        let l = location(node)
        code.diagnostics.append(Diagnostic(.error, line: l.line, column: l.column, message))
    }

    mutating func note(_ node: some SyntaxProtocol, _ message: String) {
        let l = location(node)
        code.diagnostics.append(Diagnostic(.note, line: l.line, column: l.column, message))
    }

    // MARK: - Walking statements

    mutating func walk(_ items: CodeBlockItemListSyntax) {
        for item in items {
            guard statementsSeen < Self.statementLimit else {
                if statementsSeen == Self.statementLimit {
                    error(item, "too many statements: plumb reads the first \(Self.statementLimit)")
                    statementsSeen += 1
                }
                return
            }
            switch item.item {
            case .decl(let d): declaration(d)
            case .stmt(let s):
                if let e = s.as(ExpressionStmtSyntax.self) {
                    statement(e.expression)
                } else if let loop = s.as(ForStmtSyntax.self), let variable = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    forLoop(loop, variable)
                } else {
                    walkInside(s)
                }
            case .expr(let e): statement(e)
            }
        }
    }

    /// `for v in [a, b] { … }`: the body once per element of an array literal (or array
    /// variable); over anything else the loop variable stands for nothing plumb can know.
    mutating func forLoop(_ loop: ForStmtSyntax, _ variable: String) {
        statementsSeen += 1
        let saved = variables[variable]
        if case .array(let elements) = evaluate(loop.sequence) {
            for element in elements {
                variables[variable] = element
                walk(loop.body.statements)
            }
        } else {
            variables[variable] = .unknown("cannot read '\(variable)': it runs over '\(Self.short(loop.sequence))', which is not an array literal of views")
            walk(loop.body.statements)
        }
        variables[variable] = saved
    }

    /// `if`: the branch its conditions choose when plumb can tell — `#available` is true (plumb
    /// lays out for today's iOS), `if let v = x` is true when x holds a view and false when it is
    /// nil (binding v in the branch), `true`/`false`; with a condition it cannot tell, the branch
    /// where it holds is read and a warning says so.
    mutating func ifStatement(_ i: IfExprSyntax) {
        statementsSeen += 1
        otherStatements += 1
        var holds: Bool? = true
        var bindings: [(String, CodeValue)] = []
        var unknownCondition: ConditionElementSyntax? = nil
        for element in i.conditions {
            switch element.condition {
            case .availability:
                continue
            case .optionalBinding(let b):
                guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { holds = nil; break }
                let value = b.initializer.map { evaluate($0.value) } ?? reference(name)
                switch value {
                case .null: holds = holds == nil ? nil : false
                case .unknown: if holds == true { holds = nil }
                default: bindings.append((name, value))
                }
            case .expression(let e):
                if case .bool(let b) = evaluate(e) {
                    if !b { holds = holds == nil ? nil : false }
                } else if holds == true {
                    holds = nil
                }
            default:
                if holds == true { holds = nil }
            }
            if holds == nil, unknownCondition == nil { unknownCondition = element }
            if holds == false { break }
        }
        if holds == false {
            switch i.elseBody {
            case .ifExpr(let next)?: ifStatement(next)
            case .codeBlock(let block)?: walk(block.statements)
            case nil: break
            }
            return
        }
        if holds == nil, let c = unknownCondition, CodeVocabulary.looksLikeLayout(i.trimmedDescription) {
            let at = location(c)
            code.diagnostics.append(Diagnostic(.warning, line: at.line, column: at.column,
                "cannot tell whether '\(Self.short(c))' holds: plumb reads the branch where it does" + (i.elseBody == nil ? "" : " and skips the else branch")))
        }
        let saved = bindings.map { ($0.0, variables[$0.0]) }
        for (name, value) in bindings { variables[name] = value }
        walk(i.body.statements)
        for (name, value) in saved { variables[name] = value }
    }

    /// Statements inside a construct the reader does not interpret (`if`, `guard`, `for`, `do`,
    /// `switch`): their outermost blocks, in order.
    mutating func walkInside(_ node: some SyntaxProtocol) {
        let blocks = OutermostBlocks(viewMode: .sourceAccurate)
        blocks.walk(node)
        for b in blocks.found {
            if let list = b.as(CodeBlockItemListSyntax.self) { walk(list) }
            else if let members = b.as(MemberBlockItemListSyntax.self) {
                for m in members { declaration(m.decl) }
            }
        }
    }

    mutating func declaration(_ d: DeclSyntax) {
        if let v = d.as(VariableDeclSyntax.self) {
            for binding in v.bindings { variableBinding(binding) }
        } else {
            walkInside(d)
        }
    }

    mutating func variableBinding(_ binding: PatternBindingSyntax) {
        statementsSeen += 1
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            otherStatements += 1
            return
        }
        let declaredType = binding.typeAnnotation?.type.trimmedDescription
        guard let initial = binding.initializer?.value else {
            // `var label: UILabel!` (an outlet, or set later) or a computed property.
            if let accessors = binding.accessorBlock {
                otherStatements += 1
                walkInside(accessors)
            } else if let t = declaredType, CodeVocabulary.isViewClass(Self.bareType(t)) {
                // A local `var previous: UILabel?` starts as nil; a property (an outlet, or set
                // by code outside the paste) is a view.
                let local = binding.parent?.parent?.parent?.is(CodeBlockItemSyntax.self) ?? false
                variables[name] = t.hasSuffix("?") && local ? .null : nil
                code.declaredClasses[name] = Self.bareType(t)
            } else {
                otherStatements += 1
            }
            return
        }
        // `let label: UILabel = { let l = UILabel(); …; return l }()`: the closure's local view is
        // this variable.
        if let call = initial.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
           let closure = call.calledExpression.as(ClosureExprSyntax.self) {
            initializerClosure(closure, for: name, declaredType: declaredType, at: binding)
            return
        }
        var value = evaluate(initial)
        // `let label: UILabel = makeLabel()`: a view made by a function plumb cannot follow is
        // still a view of the declared class.
        if case .unknown = value, !CodeVocabulary.looksLikeLayout(initial.trimmedDescription),
           let t = declaredType.map(Self.bareType), CodeVocabulary.isViewClass(t) {
            value = .newView(t.hasSuffix("StackView") ? "UIStackView" : t, arranged: [], frame: nil)
        }
        bind(aliases[name] ?? name, to: value, at: binding, text: initial.trimmedDescription)
    }

    static func bareType(_ t: String) -> String {
        var s = t
        while let last = s.last, last == "!" || last == "?" { s.removeLast() }
        return s
    }

    /// `name = value`: a new view is declared; other values are remembered for later statements.
    mutating func bind(_ name: String, to value: CodeValue, at node: some SyntaxProtocol, text: String) {
        switch value {
        case .newView(let cls, let arranged, let frame):
            let view = code.assignNewView(to: name, className: cls, frame: frame, at: location(node), variables: &variables)
            for a in arranged {
                guard let child = viewName(a) else { continue }
                code.arrangedSubviews.append(CodeSubview(parent: view, child: child, location: location(node)))
            }
        case .unknown(let why):
            if CodeVocabulary.looksLikeLayout(text) {
                error(node, why)
                // Later uses say where the value came from instead of guessing a view.
                variables[name] = .unknown("cannot read '\(name)': its value (line \(location(node).line)) could not be read")
            } else {
                otherStatements += 1
                variables[name] = nil
            }
        case .name(let other) where other != name:
            variables[name] = .name(other)
        default:
            variables[name] = value
        }
    }

    mutating func initializerClosure(_ closure: ClosureExprSyntax, for name: String, declaredType: String?, at node: some SyntaxProtocol) {
        // The returned local is the variable: bind it before reading the body.
        var local: String? = nil
        for item in closure.statements {
            if case .stmt(let s) = item.item, let r = s.as(ReturnStmtSyntax.self),
               let e = r.expression?.as(DeclReferenceExprSyntax.self) {
                local = e.baseName.text
            }
        }
        if let local { aliases[local] = name }
        if let t = declaredType, CodeVocabulary.isViewClass(Self.bareType(t)) {
            _ = code.assignNewView(to: name, className: Self.bareType(t), frame: nil, at: location(node), variables: &variables)
        }
        walk(closure.statements)
        if let local { aliases[local] = nil }
    }

    /// Locals that stand for another variable (the `l` of `let label = { let l = UILabel(); return l }()`).
    var aliases: [String: String] = [:]

    // MARK: - Statements

    mutating func statement(_ e: ExprSyntax) {
        if let i = e.as(IfExprSyntax.self) {
            ifStatement(i)
            return
        }
        if e.is(SwitchExprSyntax.self) {
            walkInside(e)
            return
        }
        statementsSeen += 1
        // A call of a function the code defines: its body is read where it is written.
        if callsDefinedFunction(e) {
            otherStatements += 1
            return
        }
        if let seq = e.as(SequenceExprSyntax.self), seq.elements.count >= 3 {
            let elements = Array(seq.elements)
            if elements[1].is(AssignmentExprSyntax.self) {
                assignment(elements[0], rhs: Array(elements[2...]), seq: seq)
                return
            }
            if let op = elements[1].as(BinaryOperatorExprSyntax.self), op.operator.text == "+=", elements.count == 3 {
                appendAssignment(elements[0], elements[2])
                return
            }
        }
        let value = evaluate(e)
        switch value {
        case .unknown(let why):
            if CodeVocabulary.looksLikeLayout(e.trimmedDescription) { error(e, why) } else { otherStatements += 1 }
        case .constraints, .null, .newView:
            break
        default:
            if !CodeVocabulary.looksLikeLayout(e.trimmedDescription) { otherStatements += 1 }
        }
    }

    /// `constraints += […]`.
    mutating func appendAssignment(_ lhs: ExprSyntax, _ rhs: ExprSyntax) {
        let value = evaluate(rhs)
        guard let name = Self.variableName(lhs), let refs = value.constraintRefs else {
            if CodeVocabulary.looksLikeLayout(rhs.trimmedDescription) {
                if case .unknown(let why) = value { error(rhs, why) } else { error(lhs, "cannot read this '+=': expected an array of constraints on the right") }
            } else {
                otherStatements += 1
            }
            return
        }
        let before = variables[name]?.constraintRefs ?? []
        variables[name] = .constraints(before + refs)
    }

    static func variableName(_ e: ExprSyntax) -> String? {
        if let d = e.as(DeclReferenceExprSyntax.self) { return d.baseName.text }
        if let m = e.as(MemberAccessExprSyntax.self), let b = m.base?.as(DeclReferenceExprSyntax.self), b.baseName.text == "self" {
            return m.declName.baseName.text
        }
        return nil
    }

    /// `lhs = rhs…` (the right side may be a sequence: `.defaultLow + 1`).
    mutating func assignment(_ lhs: ExprSyntax, rhs rhsElements: [ExprSyntax], seq: SequenceExprSyntax) {
        guard let rhs = rhsElements.first else { return }
        if rhsElements.count > 1 {
            // Evaluate the sequence once, then read the assignment with its value.
            let value = sequence(rhsElements, at: seq)
            if let m = lhs.as(MemberAccessExprSyntax.self), let base = m.base {
                if propertyAssignment(base: base, property: m.declName.baseName.text, value: value, rhs: rhs, node: seq) { return }
            } else if let name = Self.variableName(lhs) {
                bind(aliases[name] ?? name, to: value, at: seq, text: seq.trimmedDescription)
                return
            }
            if CodeVocabulary.looksLikeLayout(seq.trimmedDescription) { error(seq, "cannot read this assignment") } else { otherStatements += 1 }
            return
        }
        if let m = lhs.as(MemberAccessExprSyntax.self), let base = m.base {
            let property = m.declName.baseName.text
            if propertyAssignment(base: base, property: property, value: nil, rhs: rhs, node: seq) { return }
            if CodeVocabulary.looksLikeLayout(property) {
                error(m.declName, "cannot read '\(property) = …': expected translatesAutoresizingMaskIntoConstraints, isActive, priority, identifier, or a stack view's axis, spacing, alignment, distribution, isLayoutMarginsRelativeArrangement, isBaselineRelativeArrangement")
            } else {
                otherStatements += 1
            }
            return
        }
        if let name = Self.variableName(lhs) {
            if let call = rhs.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
               let closure = call.calledExpression.as(ClosureExprSyntax.self) {
                initializerClosure(closure, for: name, declaredType: nil, at: seq)
                return
            }
            bind(aliases[name] ?? name, to: evaluate(rhs), at: seq, text: rhs.trimmedDescription)
            return
        }
        if CodeVocabulary.looksLikeLayout(seq.trimmedDescription) {
            error(lhs, "cannot read this assignment: expected a variable or PROPERTY on the left")
        } else {
            otherStatements += 1
        }
    }

    /// `x.property = value` for the properties plumb reads; false when `property` is not one.
    mutating func propertyAssignment(base: ExprSyntax, property: String, value given: CodeValue?, rhs: ExprSyntax, node: some SyntaxProtocol) -> Bool {
        let at = location(node)
        // The right side's value (evaluated once; given when it was a sequence).
        var rhsValue: CodeValue? = given
        func value() -> CodeValue {
            if let v = rhsValue { return v }
            let v = evaluate(rhs)
            rhsValue = v
            return v
        }
        // What the left side's base is, with its own reason when it cannot be read.
        func baseValue(_ what: String) -> CodeValue? {
            let b = evaluate(base)
            if case .unknown(let why) = b { error(base, why); return nil }
            return b
        }
        switch property {
        case "translatesAutoresizingMaskIntoConstraints":
            guard let b = baseValue("a view") else { return true }
            guard let view = viewName(b) else {
                error(base, "cannot read '\(base.trimmedDescription)': expected a view")
                return true
            }
            guard case .bool(let b) = value() else {
                error(rhs, "cannot read '\(rhs.trimmedDescription)': expected true or false")
                return true
            }
            code.translates.append(CodeFlag(view: view, value: b, location: at))
        case "isActive":
            guard let b = baseValue("a constraint") else { return true }
            guard let refs = b.constraintRefs else {
                error(base, "cannot read '\(Self.short(base))': expected a constraint before '.isActive', found \(b.kind)")
                return true
            }
            guard case .bool(let b) = value() else {
                error(rhs, "cannot read '\(rhs.trimmedDescription)': expected true or false")
                return true
            }
            setActive(refs, b)
        case "priority":
            guard let b = baseValue("a constraint") else { return true }
            guard let refs = b.constraintRefs else {
                error(base, "cannot read '\(Self.short(base))': expected a constraint before '.priority', found \(b.kind)")
                return true
            }
            guard let p = priority(value(), rhs) else { return true }
            for r in refs { if case .single(let i) = r { code.constraints[i].priority = p } }
        case "identifier":
            guard let b = baseValue("a constraint") else { return true }
            guard let refs = b.constraintRefs else {
                error(base, "cannot read '\(Self.short(base))': expected a constraint before '.identifier', found \(b.kind)")
                return true
            }
            guard case .string(let s) = value() else {
                error(rhs, "cannot read '\(rhs.trimmedDescription)': expected a string literal")
                return true
            }
            for r in refs { if case .single(let i) = r { code.constraints[i].identifier = s } }
        case "frame":
            guard let view = viewName(evaluate(base)), case .rect(let r) = value() else { return false }
            if let i = code.declaredViews.firstIndex(where: { $0.name == view }) { code.declaredViews[i].frame = r }
        case "axis", "spacing", "alignment", "distribution", "isLayoutMarginsRelativeArrangement", "isBaselineRelativeArrangement":
            guard let stack = viewName(evaluate(base)) else { return false }
            var setting: CodeStackSetting.Property? = nil
            switch (property, value()) {
            case ("axis", .member(let m)): setting = CodeVocabulary.axis(m).map { .axis($0) }
            case ("spacing", .number(let x)): setting = .spacing(x)
            case ("alignment", .member(let m)): setting = StackAlignment(rawValue: m).map { .alignment($0) }
            case ("distribution", .member(let m)): setting = StackDistribution(rawValue: m).map { .distribution($0) }
            case ("isLayoutMarginsRelativeArrangement", .bool(let b)): setting = .layoutMarginsRelative(b)
            case ("isBaselineRelativeArrangement", .bool(let b)): setting = .baselineRelative(b)
            default: break
            }
            guard let setting else {
                let expected: String
                switch property {
                case "axis": expected = ".horizontal or .vertical"
                case "spacing": expected = "a number"
                case "alignment": expected = StackAlignment.allCases.map { "." + $0.rawValue }.joined(separator: ", ")
                case "distribution": expected = StackDistribution.allCases.map { "." + $0.rawValue }.joined(separator: ", ")
                default: expected = "true or false"
                }
                error(rhs, "cannot read '\(rhs.trimmedDescription)' for \(property): expected \(expected)")
                return true
            }
            code.stackSettings.append(CodeStackSetting(stack: stack, property: setting, location: at))
        default:
            return false
        }
        return true
    }

    mutating func setActive(_ refs: [CodeValue.ConstraintRef], _ active: Bool) {
        for r in refs {
            switch r {
            case .single(let i): code.constraints[i].isActive = active
            case .visualFormat(let i): code.visualFormats[i].isActive = active
            }
        }
    }

    mutating func priority(_ e: ExprSyntax) -> LayoutPriority? { priority(evaluate(e), e) }

    /// The priority `v` (evaluated from `e`), or an error at `e`.
    mutating func priority(_ v: CodeValue, _ e: ExprSyntax) -> LayoutPriority? {
        if let p = v.priority { return p }
        if case .number(let x) = v {
            error(e, "priority \(formatNumber(x)) is out of range: UIKit's priorities are above 0 and at most 1000")
        } else {
            error(e, "cannot read '\(e.trimmedDescription)': expected a priority (.required, .defaultHigh, .defaultLow, UILayoutPriority(750) or a number)")
        }
        return nil
    }

    /// The view a value names (`label`, `self.label`; `view` is the root unless declared).
    func viewName(_ v: CodeValue) -> String? {
        switch v {
        case .name(let n): return n
        case .snp(.view(let n), let attributes) where attributes.isEmpty: return n
        case .item(.view(let n)): return n
        default: return nil
        }
    }
}

/// The names of the functions a piece of code defines.
final class FunctionNames: SyntaxVisitor {
    var names: Set<String> = []
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }
}

/// The outermost statement lists and member lists inside a node, in source order.
final class OutermostBlocks: SyntaxVisitor {
    var found: [Syntax] = []
    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        found.append(Syntax(node))
        return .skipChildren
    }
    override func visit(_ node: MemberBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        found.append(Syntax(node))
        return .skipChildren
    }
}

func formatNumber(_ x: Double) -> String {
    x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
}
