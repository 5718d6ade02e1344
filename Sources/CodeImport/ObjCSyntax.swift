import LayoutSyntax

/// The part of Objective-C that constraint code is written in, as a syntax tree: message sends,
/// property access, C calls (`NSDictionaryOfVariableBindings`, `CGSizeMake`), literals
/// (`@"…"`, `@[…]`, `@{…}`, `@16`), blocks (`^(MASConstraintMaker *make) { … }`), arithmetic.
/// Built by `ObjCParser`; read by `ObjCCodeReader` (docs/code-import.md "Objective-C").
indirect enum ObjCExpr: CustomStringConvertible {
    case identifier(String, CodeLocation)
    case number(Double, CodeLocation)
    case string(String, CodeLocation)
    /// `@16`, `@(x)`.
    case boxed(ObjCExpr, CodeLocation)
    case array([ObjCExpr], CodeLocation)
    case dictionary([(key: ObjCExpr, value: ObjCExpr)], CodeLocation)
    /// `[receiver part:arg part:arg]` (a unary send has one part and no argument).
    case send(receiver: ObjCExpr, parts: [(name: String, argument: ObjCExpr?)], CodeLocation)
    /// `base.name`.
    case member(ObjCExpr, String, CodeLocation)
    /// `name(args)`: a C function or a Masonry chain call (`make.left.equalTo(x)` is a member
    /// `equalTo` called with `x`).
    case call(ObjCExpr, [ObjCExpr], CodeLocation)
    /// `^(MASConstraintMaker *make) { … }`: the parameter names and the statements.
    case block([String], [ObjCStatement], CodeLocation)
    case unary(String, ObjCExpr, CodeLocation)
    case binary(String, ObjCExpr, ObjCExpr, CodeLocation)
    /// `target = value` (also `x.active = YES`).
    case assign(ObjCExpr, ObjCExpr, CodeLocation)

    var location: CodeLocation {
        switch self {
        case .identifier(_, let l), .number(_, let l), .string(_, let l), .boxed(_, let l), .array(_, let l),
             .dictionary(_, let l), .send(_, _, let l), .member(_, _, let l), .call(_, _, let l), .block(_, _, let l),
             .unary(_, _, let l), .binary(_, _, _, let l), .assign(_, _, let l):
            return l
        }
    }

    /// The names and strings in the expression, for deciding whether it is layout code.
    var description: String {
        switch self {
        case .identifier(let n, _): return n
        case .number(let x, _): return formatNumber(x)
        case .string(let s, _): return "@\"" + s + "\""
        case .boxed(let e, _): return "@(" + e.description + ")"
        case .array(let items, _): return "@[" + items.map(\.description).joined(separator: ", ") + "]"
        case .dictionary(let entries, _): return "@{" + entries.map { $0.key.description + ": " + $0.value.description }.joined(separator: ", ") + "}"
        case .send(let r, let parts, _): return "[" + r.description + " " + parts.map { $0.name + ($0.argument.map { ":" + $0.description } ?? "") }.joined(separator: " ") + "]"
        case .member(let b, let n, _): return b.description + "." + n
        case .call(let f, let args, _): return f.description + "(" + args.map(\.description).joined(separator: ", ") + ")"
        case .block(let ps, _, _): return "^(" + ps.joined(separator: ", ") + ") { … }"
        case .unary(let op, let e, _): return op + e.description
        case .binary(let op, let a, let b, _): return a.description + " " + op + " " + b.description
        case .assign(let t, let v, _): return t.description + " = " + v.description
        }
    }
}

/// One statement: an expression, a declaration `Type *name = value;` (value optional), or a
/// block of statements (`{ … }`, a method body, an `if`'s branch).
indirect enum ObjCStatement {
    case expression(ObjCExpr)
    case declaration(name: String, type: String, value: ObjCExpr?, CodeLocation)
    case block([ObjCStatement])
    /// Something the parser skipped: a line it could not read, with why.
    case unreadable(String, CodeLocation)
}
