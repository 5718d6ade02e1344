import CodeImport
import Foundation
import LayoutModel
import LayoutSyntax

/// One file of constraint code measured as `import code FILE` meets it, in a 390×844 session:
/// read fully (no error: every statement of layout code read), partly (some parts not read,
/// each an error diagnostic) or refused (nothing made), and the constraints made.
public struct CodeFileRecord: Codable, Sendable {
    public var file: String
    /// `full`, `partial`, `refused`.
    public var outcome: String
    public var constraints: Int
    public var views: Int
    /// What was not read, by category.
    public var skipped: [String]
    public var importSeconds = 0.0
}

public enum CodeFileFidelity {
    public static func measure(text: String, file: String) -> CodeFileRecord {
        var seconds = 0.0
        let outcome = measured(&seconds) {
            CodeImporter.importCode(text, language: nil, into: LayoutSession(rootSize: Size(width: 390, height: 844)))
        }
        let state = outcome.session.state
        let errors = outcome.diagnostics.filter { $0.severity == .error }
        let made = outcome.build.constraintsAdded + outcome.build.madeViews.count
        let result = made == 0 ? "refused" : errors.isEmpty ? "full" : "partial"
        return CodeFileRecord(file: file, outcome: result, constraints: outcome.build.constraintsAdded,
                              views: state.views.count, skipped: errors.map { FailureCategory.of($0.message) },
                              importSeconds: seconds)
    }
}
