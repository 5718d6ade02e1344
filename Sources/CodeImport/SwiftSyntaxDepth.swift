import SwiftSyntax

/// How deep a parsed Swift tree nests, measured without recursion before anything walks it.
///
/// swift-syntax parses a chain of postfix expressions (`a.a.a…`, `f()()…`) in a loop, but the
/// tree it builds nests one level per link, and every visitor (`SyntaxVisitor.walk`, plumb's
/// reader and swift-syntax's own diagnostics) descends it by recursion: a 20 KB chain of 10,000
/// links overflowed the stack and killed the session (issue 34). Constraint code nests a few dozen
/// levels (a type, a function, a closure, `activate([...])`, an anchor chain: the code corpus
/// reaches 26), so a tree deeper than `limit` is refused before it is walked.
enum SwiftSyntaxDepth {
    static let limit = 400

    /// The first node (in source order) deeper than `limit`, or nil.
    static func firstTooDeep(_ tree: some SyntaxProtocol) -> Syntax? {
        var stack: [(Syntax, Int)] = [(Syntax(tree), 1)]
        while let (node, depth) = stack.popLast() {
            if depth > limit { return node }
            for child in node.children(viewMode: .sourceAccurate).reversed() { stack.append((child, depth + 1)) }
        }
        return nil
    }

    /// The depth of the deepest node (for tests that measure real code).
    static func depth(_ tree: some SyntaxProtocol) -> Int {
        var deepest = 0
        var stack: [(Syntax, Int)] = [(Syntax(tree), 1)]
        while let (node, depth) = stack.popLast() {
            deepest = max(deepest, depth)
            for child in node.children(viewMode: .sourceAccurate) { stack.append((child, depth + 1)) }
        }
        return deepest
    }
}
