import LayoutSyntax

extension Diagnostic {
    /// The error with only the usage lines that start with `form` (`add view`).
    func keepingUsage(_ form: String) -> Diagnostic {
        var copy = self
        copy.message = message.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("usage: ") || $0.hasPrefix("usage: " + form) }
            .joined(separator: "\n")
        return copy
    }

    /// The error without the usage lines that start with `form` (a form shown only in its own
    /// errors and in help: `add view NAME UIStackView`).
    func droppingUsage(_ form: String) -> Diagnostic {
        var copy = self
        copy.message = message.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("usage: " + form) }
            .joined(separator: "\n")
        return copy
    }
}
