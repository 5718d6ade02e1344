import LayoutModel
import LayoutSyntax

/// The languages constraint code comes in.
public enum CodeLanguage: String, Hashable, Sendable {
    case swift = "Swift"
    case objectiveC = "Objective-C"

    /// A guess from the text: Objective-C's message sends, literals and blocks, else Swift.
    /// Returns the language and, for Objective-C, the line and what gave it away.
    public static func detect(_ text: String) -> (CodeLanguage, evidence: (line: Int, mark: String)?) {
        let marks = ["[NSLayoutConstraint ", "constraintWithItem:", "constraintsWithVisualFormat:", "NSDictionaryOfVariableBindings",
                     "mas_makeConstraints:", "@\"", "@[", "@{", " = YES;", " = NO;", "alloc] init", "^(MASConstraintMaker"]
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // A `//` comment (outside a string) says nothing about the language.
            var code = Array(line)
            if let slash = code.indices.first(where: { code[$0] == "/" && $0 + 1 < code.count && code[$0 + 1] == "/" }),
               !code[..<slash].contains("\"") {
                code = Array(code[..<slash])
            }
            let text = String(code)
            for m in marks where text.contains(m) { return (.objectiveC, (i + 1, m)) }
        }
        return (.swift, nil)
    }
}

/// `paste` and `import code`: code read in its language, applied to a copy of a session.
public enum CodeImporter {
    public struct Outcome {
        public var language: CodeLanguage
        /// The session with the code applied (a copy: the caller decides whether to keep it).
        public var session: LayoutSession
        public var code: ConstraintCode
        public var build: ConstraintCodeBuilder.Result
        /// The reader's diagnostics then the builder's, by position.
        public var diagnostics: [Diagnostic] {
            (code.diagnostics + build.diagnostics).enumerated().sorted {
                ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
            }.map(\.element)
        }
        public var summary: [String] { CodeImportSummary.lines(self) }
    }

    /// Reads `text` as `language` (detected when nil) and applies it to a copy of `session`.
    public static func importCode(_ text: String, language: CodeLanguage?, into session: LayoutSession) -> Outcome {
        let lang = language ?? CodeLanguage.detect(text).0
        let root = session.frame(of: session.state.root)
        let code = lang == .swift ? SwiftCodeReader.read(text, rootBounds: root) : ObjCCodeReader.read(text, rootBounds: root)
        let copy = session.copy()
        let build = ConstraintCodeBuilder.apply(code, to: copy)
        return Outcome(language: lang, session: copy, code: code, build: build)
    }
}
