import LayoutSyntax

/// A recursive-descent parser for the Objective-C constraint code is written in: statements
/// (declarations `UILabel *a = …;`, expressions, blocks, `if`/`for` bodies, method bodies) and
/// expressions (message sends, dot access, C calls, literals, blocks, arithmetic, casts). What it
/// cannot parse becomes `.unreadable` at its position and parsing resumes after the next `;` or
/// `}`. Depth is bounded, so no input can exhaust the stack.
struct ObjCParser {
    static let maximumDepth = 200

    var tokens: [ObjCToken]
    var i = 0
    var depth = 0

    struct Failure: Error {
        var message: String
        var location: CodeLocation
    }

    init(_ text: String) { tokens = ObjCTokenizer.tokens(text) }

    static func parse(_ text: String) -> [ObjCStatement] {
        var p = ObjCParser(text)
        return p.statements(until: nil)
    }

    var current: ObjCToken? { i < tokens.count ? tokens[i] : nil }
    func peek(_ n: Int = 1) -> ObjCToken? { i + n < tokens.count ? tokens[i + n] : nil }
    func isPunct(_ t: String) -> Bool { current?.kind == .punctuation && current?.text == t }
    var here: CodeLocation { current?.location ?? tokens.last.map { CodeLocation(line: $0.location.line, column: $0.location.column + $0.text.count) } ?? .start }

    mutating func expect(_ t: String) throws(Failure) {
        guard isPunct(t) else { throw Failure(message: "expected '\(t)', found \(describe(current))", location: here) }
        i += 1
    }

    func describe(_ t: ObjCToken?) -> String {
        guard let t else { return "the end of the code" }
        return t.kind == .string ? "a string" : "'\(t.text)'"
    }

    /// Skips to just after the next `;` at this depth (or before a `}` that closes it).
    mutating func recover() {
        var nesting = 0
        while let t = current {
            if t.kind == .punctuation {
                if ["(", "[", "{"].contains(t.text) { nesting += 1 }
                if [")", "]", "}"].contains(t.text) {
                    if nesting == 0 && t.text == "}" { return }
                    nesting = max(0, nesting - 1)
                    if nesting == 0 && t.text == "}" { i += 1; if isPunct(";") { i += 1 }; return }
                }
                if t.text == ";" && nesting == 0 { i += 1; return }
            }
            i += 1
        }
    }

    mutating func statements(until closer: String?) -> [ObjCStatement] {
        var out: [ObjCStatement] = []
        while let t = current {
            if let closer, t.kind == .punctuation, t.text == closer { return out }
            let before = i
            do {
                if let s = try statement() { out.append(s) }
            } catch {
                out.append(.unreadable(error.message, error.location))
                recover()
            }
            if i == before { i += 1 } // always progress
        }
        return out
    }

    mutating func block() throws(Failure) -> [ObjCStatement] {
        try expect("{")
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maximumDepth else { throw Failure(message: "blocks nested too deeply", location: here) }
        let body = statements(until: "}")
        try expect("}")
        return body
    }

    static let controlWords: Set<String> = ["if", "while", "for", "switch", "@synchronized", "@autoreleasepool"]
    static let declarationSkips: Set<String> = ["@interface", "@implementation", "@end", "@property", "@synthesize", "@class", "@import", "@protocol", "@optional", "@required", "@dynamic"]

    mutating func statement() throws(Failure) -> ObjCStatement? {
        guard let t = current else { return nil }
        if t.kind == .punctuation && t.text == ";" { i += 1; return nil }
        if t.kind == .punctuation && t.text == "{" { return .block(try block()) }
        if t.kind == .atKeyword && Self.declarationSkips.contains(t.text) {
            // The rest of the line (`@interface Foo : UIView`, `@property (nonatomic) UILabel *a;`).
            let line = t.location.line
            i += 1
            while let n = current, n.location.line == line, !(n.kind == .punctuation && n.text == "{") { i += 1; if n.text == ";" { break } }
            if isPunct("{") { _ = try block() } // instance variables
            return nil
        }
        // A method: `- (void)viewDidLoad {` or `+ (instancetype)…`.
        if t.kind == .punctuation && (t.text == "-" || t.text == "+") && peek()?.text == "(" && (i == 0 || tokens[i - 1].text == "}" || tokens[i - 1].text == ";" || tokens[i - 1].kind == .atKeyword || tokens[i - 1].location.line < t.location.line) {
            while let n = current, !(n.kind == .punctuation && (n.text == "{" || n.text == ";")) { i += 1 }
            if isPunct(";") { i += 1; return nil }
            return .block(try block())
        }
        if t.kind == .identifier && (Self.controlWords.contains(t.text) || t.text == "else" || t.text == "do") {
            i += 1
            if t.text != "else" && t.text != "do" && isPunct("(") { try skipParenthesized() }
            if isPunct("{") { return .block(try block()) }
            return try statement()
        }
        if t.kind == .identifier && t.text == "return" {
            i += 1
            if isPunct(";") { i += 1; return nil }
            let e = try expression()
            if isPunct(";") { i += 1 }
            return .expression(e)
        }
        if let d = try declaration() { return d }
        let e = try expression()
        if isPunct(";") { i += 1 } else if !isPunct("}") && current != nil {
            throw Failure(message: "expected ';' after the statement, found \(describe(current))", location: here)
        }
        return .expression(e)
    }

    mutating func skipParenthesized() throws(Failure) {
        var nesting = 0
        repeat {
            guard let t = current else { throw Failure(message: "expected ')'", location: here) }
            if t.kind == .punctuation && t.text == "(" { nesting += 1 }
            if t.kind == .punctuation && t.text == ")" { nesting -= 1 }
            i += 1
        } while nesting > 0
    }

    static let typeQualifiers: Set<String> = ["const", "static", "__weak", "__strong", "__block", "__unsafe_unretained", "nonnull", "nullable", "_Nonnull", "_Nullable", "extern", "unsigned", "__kindof"]

    /// `Type *name = value, *other = value;` or `CGFloat name = value;` — nil when the tokens
    /// are not a declaration.
    mutating func declaration() throws(Failure) -> ObjCStatement? {
        var j = i
        while j < tokens.count, tokens[j].kind == .identifier, Self.typeQualifiers.contains(tokens[j].text) { j += 1 }
        guard j + 1 < tokens.count, tokens[j].kind == .identifier else { return nil }
        var type = tokens[j].text
        var k = j + 1
        // Generic arguments: NSArray<NSLayoutConstraint *> *a
        if k < tokens.count, tokens[k].text == "<" {
            var nesting = 0
            repeat {
                if tokens[k].text == "<" { nesting += 1 }
                if tokens[k].text == ">" { nesting -= 1 }
                k += 1
            } while k < tokens.count && nesting > 0
        }
        var pointer = false
        while k < tokens.count, tokens[k].text == "*" || (tokens[k].kind == .identifier && Self.typeQualifiers.contains(tokens[k].text)) {
            if tokens[k].text == "*" { pointer = true }
            k += 1
        }
        guard k < tokens.count, tokens[k].kind == .identifier else { return nil }
        let next = k + 1 < tokens.count ? tokens[k + 1].text : ""
        // `a = b` and `a.b` are expressions; `Type name =` / `Type *name;` are declarations.
        guard pointer || ["CGFloat", "NSInteger", "NSUInteger", "int", "float", "double", "BOOL", "UILayoutPriority", "id", "CGSize", "CGRect", "UIEdgeInsets", "NSDictionary", "NSArray"].contains(type),
              next == "=" || next == ";" || next == "," else { return nil }
        if type == "id" { type = "id" }
        i = k
        var declarations: [ObjCStatement] = []
        while true {
            guard let nameToken = current, nameToken.kind == .identifier else {
                throw Failure(message: "expected a name in the declaration, found \(describe(current))", location: here)
            }
            i += 1
            var value: ObjCExpr? = nil
            if isPunct("=") {
                i += 1
                value = try expression()
            }
            declarations.append(.declaration(name: nameToken.text, type: type, value: value, nameToken.location))
            if isPunct(",") {
                i += 1
                while isPunct("*") { i += 1 }
                continue
            }
            break
        }
        if isPunct(";") { i += 1 } else if current != nil && !isPunct("}") {
            throw Failure(message: "expected ';' after the declaration, found \(describe(current))", location: here)
        }
        return declarations.count == 1 ? declarations[0] : .block(declarations)
    }

    // MARK: - Expressions

    mutating func expression() throws(Failure) -> ObjCExpr {
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maximumDepth else { throw Failure(message: "expression nested too deeply", location: here) }
        let lhs = try ternary()
        if isPunct("=") || isPunct("+=") || isPunct("-=") {
            let op = current!
            i += 1
            let rhs = try expression()
            if op.text == "=" { return .assign(lhs, rhs, op.location) }
            return .assign(lhs, .binary(String(op.text.prefix(1)), lhs, rhs, op.location), op.location)
        }
        return lhs
    }

    mutating func ternary() throws(Failure) -> ObjCExpr {
        let c = try binary(0)
        if isPunct("?") {
            i += 1
            let a = try expression()
            try expect(":")
            let b = try expression()
            return .call(.identifier("?:", c.location), [c, a, b], c.location)
        }
        return c
    }

    static let precedence: [[String]] = [["||"], ["&&"], ["|"], ["&"], ["==", "!="], ["<", ">", "<=", ">="], ["+", "-"], ["*", "/", "%"]]

    mutating func binary(_ level: Int) throws(Failure) -> ObjCExpr {
        guard level < Self.precedence.count else { return try unary() }
        var lhs = try binary(level + 1)
        while let t = current, t.kind == .punctuation, Self.precedence[level].contains(t.text) {
            i += 1
            let rhs = try binary(level + 1)
            lhs = .binary(t.text, lhs, rhs, t.location)
        }
        return lhs
    }

    mutating func unary() throws(Failure) -> ObjCExpr {
        guard let t = current else { throw Failure(message: "expected an expression, found the end of the code", location: here) }
        if t.kind == .punctuation && ["-", "!", "+", "&", "*", "~"].contains(t.text) {
            i += 1
            depth += 1
            defer { depth -= 1 }
            guard depth < Self.maximumDepth else { throw Failure(message: "expression nested too deeply", location: here) }
            return .unary(t.text, try unary(), t.location)
        }
        // Casts: (UIView *)x, (CGFloat)16, (void)make.center (a value made and dropped).
        if t.kind == .punctuation && t.text == "(", let a = peek(), a.kind == .identifier, let b = peek(2),
           b.text == "*" || (b.text == ")" && ["CGFloat", "NSInteger", "NSUInteger", "int", "float", "double", "id", "UILayoutPriority", "BOOL", "void"].contains(a.text)) {
            var j = i + 1
            while j < tokens.count && tokens[j].text != ")" { j += 1 }
            i = j + 1
            return try unary()
        }
        return try postfix()
    }

    mutating func postfix() throws(Failure) -> ObjCExpr {
        var e = try primary()
        while let t = current, t.kind == .punctuation {
            if t.text == "." || t.text == "->" {
                i += 1
                guard let name = current, name.kind == .identifier else {
                    throw Failure(message: "expected a property name after '\(t.text)', found \(describe(current))", location: here)
                }
                i += 1
                e = .member(e, name.text, name.location)
            } else if t.text == "(" {
                i += 1
                var args: [ObjCExpr] = []
                while !isPunct(")") {
                    args.append(try expression())
                    if isPunct(",") { i += 1 } else { break }
                }
                try expect(")")
                e = .call(e, args, t.location)
            } else if t.text == "++" || t.text == "--" {
                i += 1
            } else {
                break
            }
        }
        return e
    }

    mutating func primary() throws(Failure) -> ObjCExpr {
        guard let t = current else { throw Failure(message: "expected an expression, found the end of the code", location: here) }
        switch t.kind {
        case .identifier:
            i += 1
            return .identifier(t.text, t.location)
        case .number:
            i += 1
            let text = t.text.lowercased()
            if text.hasPrefix("0x"), let v = UInt64(text.dropFirst(2), radix: 16) { return .number(Double(v), t.location) }
            guard let v = Double(t.text) else { throw Failure(message: "cannot read the number '\(t.text)'", location: t.location) }
            return .number(v, t.location)
        case .string:
            i += 1
            var text = t.text
            // Adjacent literals concatenate: @"H:|-[a]" @"-|".
            while let n = current, n.kind == .string { text += n.text; i += 1 }
            return .string(text, t.location)
        case .atKeyword:
            i += 1
            switch t.text {
            case "@YES", "@true": return .boxed(.identifier("YES", t.location), t.location)
            case "@NO", "@false": return .boxed(.identifier("NO", t.location), t.location)
            case "@selector", "@encode", "@protocol":
                try skipParenthesized()
                return .identifier(t.text, t.location)
            default:
                throw Failure(message: "unexpected '\(t.text)' in an expression", location: t.location)
            }
        case .punctuation:
            switch t.text {
            case "(":
                i += 1
                let e = try expression()
                try expect(")")
                return e
            case "[":
                return try send()
            case "^":
                return try blockLiteral()
            case "@":
                i += 1
                guard let n = current else { throw Failure(message: "expected a literal after '@'", location: here) }
                if n.text == "[" {
                    i += 1
                    var items: [ObjCExpr] = []
                    while !isPunct("]") {
                        items.append(try expression())
                        if isPunct(",") { i += 1 } else { break }
                    }
                    try expect("]")
                    return .array(items, t.location)
                }
                if n.text == "{" {
                    i += 1
                    var entries: [(key: ObjCExpr, value: ObjCExpr)] = []
                    while !isPunct("}") {
                        let k = try expression()
                        try expect(":")
                        let v = try expression()
                        entries.append((k, v))
                        if isPunct(",") { i += 1 } else { break }
                    }
                    try expect("}")
                    return .dictionary(entries, t.location)
                }
                if n.text == "(" {
                    i += 1
                    let e = try expression()
                    try expect(")")
                    return .boxed(e, t.location)
                }
                if n.kind == .number || n.text == "-" {
                    return .boxed(try unary(), t.location)
                }
                throw Failure(message: "expected @[…], @{…}, @(…) or a number after '@', found \(describe(n))", location: n.location)
            default:
                throw Failure(message: "expected an expression, found \(describe(t))", location: t.location)
            }
        }
    }

    /// `[receiver name]` or `[receiver part:arg part:arg, extra…]`.
    mutating func send() throws(Failure) -> ObjCExpr {
        let open = current!.location
        try expect("[")
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maximumDepth else { throw Failure(message: "message sends nested too deeply", location: here) }
        let receiver = try postfix()
        var parts: [(name: String, argument: ObjCExpr?)] = []
        while let t = current, !(t.kind == .punctuation && t.text == "]") {
            var name = ""
            if t.kind == .identifier { name = t.text; i += 1 }
            if isPunct(":") {
                i += 1
                let arg = try expression()
                parts.append((name, arg))
                while isPunct(",") { i += 1; _ = try expression() } // variadic arguments
            } else if parts.isEmpty && !name.isEmpty {
                parts.append((name, nil))
                break
            } else {
                throw Failure(message: "expected a selector part 'name:' or ']', found \(describe(current))", location: here)
            }
        }
        guard !parts.isEmpty else { throw Failure(message: "expected a message after the receiver, found \(describe(current))", location: here) }
        try expect("]")
        return .send(receiver: receiver, parts: parts, open)
    }

    /// `^(MASConstraintMaker *make) { … }`, `^{ … }`, `^void(Type *x) { … }`.
    mutating func blockLiteral() throws(Failure) -> ObjCExpr {
        let start = current!.location
        try expect("^")
        if let t = current, t.kind == .identifier { i += 1 } // a return type
        var parameters: [String] = []
        if isPunct("(") {
            i += 1
            var last: String? = nil
            while let t = current, !(t.kind == .punctuation && t.text == ")") {
                if t.kind == .identifier { last = t.text }
                if t.text == "," { if let l = last { parameters.append(l) }; last = nil }
                i += 1
            }
            if let l = last, l != "void" { parameters.append(l) }
            try expect(")")
        }
        let body = try block()
        return .block(parameters, body, start)
    }
}
