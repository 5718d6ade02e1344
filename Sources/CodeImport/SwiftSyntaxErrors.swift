import SwiftDiagnostics
import SwiftParserDiagnostics
import SwiftSyntax

/// The Swift parser's own errors (a missing `)`, an unexpected token) with their positions: the
/// parser recovers and reading goes on, but the user learns where the code is broken.
enum SwiftSyntaxErrors {
    /// At most this many are reported (a paste of something that is not Swift would list hundreds).
    static let limit = 20

    static func diagnostics(_ tree: SourceFileSyntax, converter: SourceLocationConverter) -> [PlumbDiagnostic] {
        let found = ParseDiagnosticsGenerator.diagnostics(for: tree)
        var out: [PlumbDiagnostic] = []
        for d in found.prefix(limit) {
            let l = d.location(converter: converter)
            out.append(PlumbDiagnostic(.error, line: l.line, column: l.column, "Swift syntax: \(d.message)"))
        }
        if found.count > limit, let last = out.last {
            out.append(PlumbDiagnostic(.note, line: last.line, column: last.column, "\(found.count - limit) more Swift syntax errors not shown"))
        }
        return out
    }
}
